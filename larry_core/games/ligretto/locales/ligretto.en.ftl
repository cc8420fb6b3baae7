## Würfel-Ligretto (larry_core.games.ligretto): the colours, the narration, the rules, the
## simulator and the terminal game. Keys start with lg-.

## The colours (docs/dice-rules.md D2), in their canonical order; each is shown with its
## symbol too (colours.py: ♥ red, ★ yellow, ▲ green, ● blue)
lg-colour-red = red
lg-colour-yellow = yellow
lg-colour-green = green
lg-colour-blue = blue
## A colour's row on the board, as the subject of a sentence ("the red row needs a 4")
lg-row-red = the red row
lg-row-yellow = the yellow row
lg-row-green = the green row
lg-row-blue = the blue row
# One die: $symbol the colour's symbol, $colour its name, $value its number
lg-die = { $symbol } { $colour } { $value }

## The AI racers' speeds (ai.LEVELS) and the two baselines
lg-level-slow = slow
lg-level-normal = normal
lg-level-fast = fast
lg-level-random = random
lg-level-plain = plain

## Narration. $who: a name; $me: "yes" when it is you
# $round, $rounds: this round and how many there are
lg-ev-round-started = Round { $round } of { $rounds }: Ligretto Start! Everyone rolls all their dice.
# $dice: the dice by colour ("♥ red 1 4 · ● blue 2"); $count: how many
lg-ev-rolled-start = { $me ->
    [yes] Your dice
   *[no] { $who }'s dice
}: { $dice }
lg-ev-rolled = { $me ->
    [yes] You reroll
   *[no] { $who } rerolls
} { $count ->
    [one] { $count } die
   *[other] all { $count } dice
}: { $dice }
# $die: the die placed ("♥ red 3")
lg-ev-placed = { $me ->
    [yes] You place
   *[no] { $who } places
} { $die }.
lg-ev-stopped = Ligretto Stopp! { $me ->
    [yes] You have
   *[no] { $who } has
} placed the last die.
# $points: each player's points this round ("You +8, Bot 1 −3"); $totals: the totals, alike
lg-ev-round-over = Round { $round }: { $points }. Totals: { $totals }.
# $names: the winners; $several: yes when there are several; $total: their total
lg-ev-game-over = Game over! { $several ->
    [yes] { $names } win
   *[no] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
} with { $total } { $size ->
        [one] point
       *[other] points
    }.

## The rules (`rules` in the terminal game). $rounds: rounds; $dice: your dice per round
lg-rules-text =
    Würfel-Ligretto: { $rounds } rounds; each round every player draws { $dice } dice from the bag.
    On "Ligretto Start" everybody rolls all their dice, and from then on everybody plays at
    once. The board has a row for each colour with the fields 1 to 6, filled from the 1
    upwards: a die may go only onto its row's next field, and only if it shows that number.
    Place one die at a time; whoever is first takes the field, and a die that came too late
    stays in your cup until you reroll. You may reroll whenever you like, but always all your
    remaining dice, never only some of them.
    Whoever places their last die calls "Ligretto Stopp" and the round ends at once: they
    score a plus point for every die the others still hold, each other player a minus point
    for each of their own. After the last round the highest total wins; equal totals all win.

## The simulator (larry simulate --game ligretto)
lg-sim-games = games
lg-sim-moves = actions
# $moves: actions; $placements, $rerolls: of them; $rate: actions per second
lg-sim-moves-detail = { $moves } ({ $placements } placements, { $rerolls } rerolls; { $rate } actions/s)
lg-sim-waits = waits
lg-sim-rounds = rounds
# $rounds; $seconds: the average length of a round in the race's time; $left: the dice the
# others still held at the stop, on average
lg-sim-rounds-detail = { $rounds } (on average { $seconds } s each, { $left } dice left to the others)
lg-sim-stops = rounds stopped by seat
lg-sim-wins = wins by seat

## The command line's own options of the game
lg-cli-speed = the AI racers: slow, normal or fast (the speeds of /ligretto new), or random (random moves at a normal pace) (default: normal)
lg-cli-levels = each seat's racer: slow, normal, fast, plain or random (default: all normal)

## The terminal game (larry play --game ligretto)
# $players; $rounds; $dice: your dice per round; $speed: the racers' speed
lg-term-intro =
    Würfel-Ligretto for { $players } players, { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }, { $dice ->
        [one] { $dice } die
       *[other] { $dice } dice
    } each, against
    { $speed } AI racers. Everybody plays at once: type the number of one of your dice (or its
    colour and number, e.g. red 3) to place it, or r to reroll all your dice. Type 'help',
    'rules', 'state' or 'quit' at any time.
lg-term-help =
    Place a die: its number in your list, or its colour and number (red 3, ♥3).
    Reroll all your dice: r. 'state' shows the board and everybody's dice, 'hand' your dice,
    'rules' the rules, 'quit' ends the game. The others do not wait for you!
lg-term-you = You
# $number: the bot's seat
lg-term-bot = Bot { $number }
lg-term-round = Round { $round } of { $rounds }
# $symbol, $colour: the row's colour; $fields: its fields ("1 2 3 · · ·"); $next: the number
# it needs next, 0 when it is full
lg-term-row = { $symbol } { $colour }: { $fields }{ $next ->
    [0] {" "}(full)
   *[other] {" "}(next: { $next })
}
# $index: the seat; $name; $count: dice left; $dice: them by colour; $total: points so far
lg-term-player = {"["}{ $index }] { $name }: { $count ->
    [one] { $count } die
   *[other] { $count } dice
} ({ $dice }) · { $total } points
lg-term-your-dice = Your dice:
lg-term-fits-mark = {" "}✓ fits
# $dice: the fitting dice with their numbers ("1) ♥ red 3, 4) ● blue 2")
lg-term-fits = Fits now: { $dice }
lg-term-fits-none = Nothing of yours fits now: reroll (r) or wait for the others.
lg-term-choose = Type the number of one of your dice as listed, a colour and a number (red 3), r to reroll, or 'help'.
# the prompt of the line you type
lg-term-prompt = Place or reroll >
# the pause after a round's stop: $round the next round; $seconds its length
lg-term-pause = Round { $round } starts in { $seconds } seconds.
# a move typed in that pause
lg-term-not-yet = Round { $round } has not started yet: wait for “Ligretto Start!”.
# The words that reroll, separated by spaces (the English ones always work too)
lg-term-words-roll = r roll reroll
# $won: yes or no
lg-term-result = { $won ->
    [yes] Game over: you win!
   *[no] Game over: you lose.
}

## Refused actions in the terminal game (the replay protocol's codes, §6.4).
## $die: the die; $row: its colour's row (lg-row-*); $needed: the number the row needs next
lg-illegal-bad_move = That is not an action: a die's number, a colour and a number, or r.
lg-illegal-game_over = The game is over.
lg-illegal-no_such_die = You have no { $die }.
lg-illegal-not_next = That die does not fit: { $row } needs a { $needed }.

## The Discord front end (cogs/ligretto): commands, the table message, the private cup

lg-cmd-desc = Play Würfel-Ligretto, the dice race where everybody plays at once
lg-cmd-new-desc = Open a Würfel-Ligretto table in this channel
lg-cmd-hand-desc = Your cup at this channel's Würfel-Ligretto table (only you see it)
lg-cmd-table-desc = Post the Würfel-Ligretto table and its button again
lg-cmd-leave-desc = Leave this channel's Würfel-Ligretto table (mid-game an AI takes your seat)
lg-cmd-end-desc = End this channel's Würfel-Ligretto table (host or Manage Server)
lg-cmd-rules-desc = The rules of Würfel-Ligretto in short
lg-cmd-leaderboard-desc = This server's Würfel-Ligretto ratings
lg-cmd-stats-desc = A player's Würfel-Ligretto rating, games and wins on this server
lg-cmd-history-desc = This server's finished Würfel-Ligretto games, newest first (only you see them)
lg-cmd-settings-desc = Show or change this server's defaults for new Würfel-Ligretto tables (Manage Server)
lg-cmd-opt-rounds = rounds
lg-cmd-opt-rounds-desc = Rounds to play, 1 to 20 (default: 0, three rounds per player)
lg-cmd-opt-ai = ai_speed
lg-cmd-opt-ai-desc = How fast the AI racers are (default: normal)
# $guild: the server's name
lg-dc-board-title = Würfel-Ligretto ratings — { $guild }
# $name: the player's name
lg-dc-stats-title = Würfel-Ligretto — { $name }
lg-dc-game-name = Würfel-Ligretto
lg-no-table-here = There is no open Würfel-Ligretto table in this channel. Start one with `/ligretto { cmd-new }`.
lg-dc-garbled = I don't recognise that button (it may be damaged). Use `/ligretto { cmd-table }` for a fresh one.
lg-dc-rules = **Würfel-Ligretto in short** (2–4 players)
    • Each round every player draws dice from the bag (12, 8 or 6 each); on "Ligretto Start" everybody rolls all of them, and from then on everybody plays at once.
    • The board has a row per colour (♥ red, ★ yellow, ▲ green, ● blue), filled 1 to 6: a die goes only onto its row's next field, and only if it shows that number. Whoever is first takes the field.
    • Press **My cup** for your dice: press a green one to place it, or reroll all your remaining dice whenever you like.
    • Whoever places their last die calls "Ligretto Stopp": they score a point for every die the others still hold, each other player loses a point for each of their own. After the last round the highest total wins.
# $language: the table's language; $language_set: true if the server chose it; $rounds: 0 for three per player
lg-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · rounds: **{ $rounds ->
        [0] three per player
       *[other] { $rounds }
    }**
lg-btn-cup = My cup
# a die in the cup: $symbol, $colour, $value; the -fits one may be placed now
lg-btn-die = { $symbol } { $value }
lg-btn-die-fits = { $symbol } { $value } ✓
lg-btn-reroll = Reroll all
lg-dc-row-empty = empty
# $rows: each row and its dice, for a screen reader
lg-dc-board-alt = The Würfel-Ligretto board: { $rows }
# $name; $count: dice left in the cup; $total: points so far, signed
lg-dc-seat = { $name } — { $count ->
        [one] { $count } die left
       *[other] { $count } dice left
    } · { $total } { $size ->
        [one] point
       *[other] points
    }
# $round: the round just finished; $name: who stopped it; $points: each player's points
lg-dc-last-round = Round { $round } was stopped by **{ $name }**: { $points }
lg-dc-table-ended = This table was ended.
lg-dc-table-over = **Game over.**
lg-dc-table-round = **Round { $round } of { $rounds }** · everybody plays at once
lg-dc-table-hint = Press **My cup** to see your dice and place them.
# $table: the table's number
lg-dc-table-title = Würfel-Ligretto · table { $table }
lg-dc-rules-line = { $rounds ->
        [one] { $rounds } round
       *[other] { $rounds } rounds
    } · the first to place all their dice stops the round
lg-dc-lobby-rounds = { $rounds ->
        [0] Three rounds per player
        [one] { $rounds } round
       *[other] { $rounds } rounds
    }
lg-dc-lobby-language = No turn timer: everybody plays at once · { $language }
# $level: how fast the AI racers are (lg-level-*)
lg-dc-lobby-ai = AI racers: { $level }
lg-dc-lobby-title = Würfel-Ligretto · table { $table }
lg-dc-lobby-footer = Join, then the host presses Start (2–4 players; AI players welcome).
# $seats: the players in seat order
lg-dc-started = **Ligretto Start!** Players: { $seats }. Press **My cup** for your dice.
# the answer to the host who pressed Start
lg-dc-start-ack = The race is on: your dice are behind **My cup**.
lg-dc-results-head = **Final totals**
# $place; $name; $total: signed
lg-dc-standing = { $place }. { $name } — { $total } { $size ->
        [one] point
       *[other] points
    }
lg-dc-cup-over = The game is over: the results are in the channel.
# $round, $rounds; $count: dice in the cup
lg-dc-cup-title = **Your cup** · round { $round } of { $rounds } · { $count ->
        [one] { $count } die
       *[other] { $count } dice
    }
# $needs: each row's next number ("♥ 3 · ★ 1 · ▲ ✓ · ● 5")
lg-dc-cup-needs = The rows need: { $needs }
# $dice: the dice that fit now
lg-dc-cup-fits = Fits now: { $dice }
lg-dc-cup-none = Nothing fits now: reroll all your dice or wait for the others.
# $die: the die; $row: its row (lg-row-*); $needed: the number it needs now, 0 when full
lg-dc-not-placeable = ⚠ { $die } is no longer placeable: { $needed ->
        [0] { $row } is full
       *[other] { $row } needs a { $needed } now
    }.
lg-dc-not-yet = ⚠ { $die } does not fit yet: { $row } needs a { $needed }.
# $round: the round that begins; $when: a Discord timestamp, shown "in 4 seconds" (or "3 seconds ago")
lg-dc-round-pause = ⏳ Start of round { $round }: { $when }. Your dice can be placed from then on.
# $count: a player's rerolls in this round (shown from the first)
lg-dc-seat-rerolls = { $count ->
        [one] rerolled once
       *[other] rerolled { $count } times
    }
# the table message before the first round opens; $when: a Discord timestamp ("in 4 seconds")
lg-dc-table-start = ⏳ Start of round { $round }: { $when }.
# the table message between two rounds: $name stopped the last one; $round: the next; $when as above
lg-dc-table-paused = ⏸ The race is paused: **{ $name }** placed their last die (Ligretto Stopp). Start of round { $round }: { $when }.
# a finished round's message: who stopped it, then its board row by row
lg-dc-round-end = **Round { $round } of { $rounds } is over**: **{ $name }** placed their last die (Ligretto Stopp). The board at the stop:
# $fields: the row's numbers ("1 2 3"), or lg-dc-row-empty
lg-dc-final-row = { $symbol } { $colour }: { $fields }

## /ligretto replay: a finished game watched again, round by round (cogs/ligretto/replay.py)
lg-cmd-replay-desc = A finished Würfel-Ligretto game of this server, round by round (only you see it)
lg-cmd-opt-game-desc = The game's number (as the history shows it)
lg-cmd-opt-round = round
lg-cmd-opt-round-desc = The round to begin with (default: 1)
# $table: the game's number; $round: the round shown; $rounds: the game's rounds
lg-dc-replay-title = **Würfel-Ligretto #{ $table }** · round { $round } of { $rounds }
lg-dc-replay-unknown = There is no finished Würfel-Ligretto game #{ $table } on this server.
lg-dc-replay-running = Game #{ $table } is still being played: it can be watched again once it is over.
lg-dc-replay-corrupt = Game #{ $table } cannot be replayed: its stored moves do not fit its dice.
lg-dc-history-hint = Watch one again with `/ligretto { cmd-replay } { cmd-opt-game }:<number>`.
# $seats: the players in seat order ("1. Alice, 2. Bob")
lg-dc-replay-players = Players: { $seats }
# $who: a name; $count: how many times they rerolled all their dice in the round
lg-dc-replay-rerolls = { $who } { $count ->
        [0] did not reroll
        [one] rerolled once
       *[other] rerolled { $count } times
    } this round.

# a refused press of the cup, noted on top of it (the cup below shows what fits now)
lg-dc-refused-bad_move = ⚠ That is not a button of your cup: nothing changes.
lg-dc-refused-game_over = ⚠ The game is over: that press changes nothing.
lg-dc-refused-no_such_die = ⚠ That die is no longer in your cup (placed already): nothing changes.
lg-dc-refused-not_next = ⚠ That die does not fit (any more): its row needs another number. Nothing changes.
