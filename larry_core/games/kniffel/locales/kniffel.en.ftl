## Kniffel (larry_core.games.kniffel): the boxes, the narration, the command line, the
## simulator and the terminal game. Keys start with kn-.


## The boxes (codes of docs/dice-protocol.md §3.7), in the order of the scorecard
kn-box-ones = Ones
kn-box-twos = Twos
kn-box-threes = Threes
kn-box-fours = Fours
kn-box-fives = Fives
kn-box-sixes = Sixes
kn-box-three_kind = Three of a kind
kn-box-four_kind = Four of a kind
kn-box-full_house = Full house
kn-box-small_straight = Small straight
kn-box-large_straight = Large straight
kn-box-kniffel = Kniffel
kn-box-chance = Chance

## Narration of the protocol's events
# $who: a name; $me: yes when it is the reader; $dice: the five dice; $roll: 1–3
kn-ev-rolled = { $me ->
    [yes] You roll
   *[no] { $who } rolls
} { $dice }.
# $kept: the dice kept; $new: the dice rolled; $dice: all five
kn-ev-rolled-kept = { $me ->
    [yes] You keep
   *[no] { $who } keeps
} { $kept } and { $me ->
    [yes] roll
   *[no] rolls
} { $new }: { $dice }.
# $box: the box's name; $points; $rule: normal, upper, joker or strike (docs/dice-rules.md A6)
kn-ev-scored = { $me ->
    [yes] You enter
   *[no] { $who } enters
} { $points } in { $box }{ $rule ->
    [upper] {" "}(a further Kniffel)
    [joker] {" "}(a further Kniffel as a joker)
    [strike] {" "}(a further Kniffel crosses out)
   *[normal] {""}
}.
# $points: 50, or 100 under Hasbro's rule
kn-ev-kniffel-bonus = { $me ->
    [yes] You get
   *[no] { $who } gets
} { $points } extra points for a further Kniffel.
kn-ev-upper-bonus = { $me ->
    [yes] Your
   *[no] { $who }’s
} upper section reaches 63: { $points } bonus points.
# $names: the winners (the reader last, as "you"); $several: yes when more than one wins;
# $total: their total; $me: yes when the reader is one of them
kn-ev-over = Game over! { $several ->
    [yes] { $names } win
   *[no] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
} with { $total } points.

## Refused moves (the protocol's rejection codes)
kn-illegal-bad_move = That is not a move: roll, keep <dice>, or score <box>.
kn-illegal-game_over = The game is over.
kn-illegal-not_your_turn = It is not your turn.
kn-illegal-must_roll = Roll the dice first.
kn-illegal-no_rolls_left = No rolls are left this turn: choose a box.
kn-illegal-nothing_to_roll = Keeping all five dice is not a roll: choose a box instead.
kn-illegal-no_such_dice = Those dice are not all in the current roll.
kn-illegal-box_filled = That box is already filled.
kn-illegal-must_score_upper = A further Kniffel goes into its own upper box while that is free.
kn-illegal-must_score_lower = A further Kniffel goes into a free box of the lower section.

## The rules in short
kn-rules = **Kniffel in short** (1–8 players)
    • On your turn roll the five dice up to three times; after each roll keep any of them and roll the others again.
    • Then enter the roll in one free box of your column: its points there, or 0 if it does not fit (crossing out).
    • Ones to Sixes count their dice; 63 or more in the upper section earns 35 bonus points.
    • Three and Four of a kind and Chance count all five dice; Full house 25, Small straight (four in a row) 30, Large straight (five in a row) 40, Kniffel (five alike) 50.
    • A further Kniffel goes into its upper box for 50 extra points; if that is filled, into a free lower box as a joker; else it crosses out an upper box.
    • After 13 rounds the highest total wins.

## The simulator (larry simulate --game kniffel)
kn-sim-games = games
kn-sim-moves = moves
# $moves; $per_game; $rate: moves per second
kn-sim-moves-detail = { $moves } ({ $per_game } per game, { $rate } moves/s)
kn-sim-totals = totals
# $mean: the mean total per player; $best: the highest
kn-sim-totals-detail = mean { $mean }, best { $best }
kn-sim-kniffels = Kniffels scored
kn-sim-further = further Kniffels
# $upper, $joker, $strike: entries by the cases of a further Kniffel
kn-sim-further-detail = upper box { $upper }, joker { $joker }, crossed out { $strike }
kn-sim-bonuses = bonuses
# $upper: upper bonuses; $extra: extra Kniffel points awarded
kn-sim-bonuses-detail = upper section { $upper }, further Kniffel { $extra }
kn-sim-wins = wins by seat

## The terminal game (larry play --game kniffel)
# $players; $rolls: rolls per turn
# $players; $rolls: rolls per turn
kn-term-intro = Kniffel with { $players ->
    [one] { $players } player
   *[other] { $players } players
}: { $rolls ->
    [one] one roll
   *[other] up to { $rolls } rolls
} a turn, 13 rounds. Type 'help' for the commands.
kn-term-help =
    Type a menu number, or a move: roll · keep 6 6 6 (the dice to keep; 6 6 6 alone does it too) · score chance (or the box's name: score three of a kind).
    'state' shows the scorecards, 'rules' the rules, 'back' leaves the choice of dice to keep, 'quit' ends the game.
kn-term-you = You
# $number: the seat
kn-term-bot = Bot { $number }
kn-term-upper-sum = Upper section
kn-term-upper-bonus = Bonus (63+)
kn-term-extra = Extra points
kn-term-total = Total
# $dice: the five dice; $left: rolls left
kn-term-dice = Dice: { $dice } · { $left ->
    [0] no rolls left
    [one] { $left } roll left
   *[other] { $left } rolls left
}
kn-term-menu-first = Roll the dice
kn-term-menu-roll = Roll all five again ({ $left } left)
kn-term-menu-keep = Keep some dice and roll the others ({ $left } left)
# $box: the box's name; $points: what it scores now
kn-term-menu-score = { $box }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# $bonus: extra points
kn-term-menu-bonus = {" "}+ { $bonus } extra points
kn-term-mark-upper = {" "}[further Kniffel]
kn-term-mark-joker = {" "}[joker]
kn-term-mark-strike = {" "}[cross out]
kn-term-prompt = Your choice >
kn-term-prompt-keep = Which dice do you keep? (values, e.g. 6 6 3; 'back' for the menu) >
kn-term-keep-values = Type one to four die values from the current roll, e.g. 6 6 3.
# the words of the moves a player may type, separated by spaces (the English ones always work too)
kn-term-words-roll = roll
kn-term-words-keep = keep
kn-term-words-score = score
# a box that scores 0 while rolls are left: $box its name; $left the rolls left
kn-term-confirm-zero = { $box } scores 0 with this roll, and you still have { $left ->
    [one] { $left } roll
   *[other] { $left } rolls
}. Cross it out all the same? (y/n) >
# $max: the last menu number
kn-term-choose-number = Choose one of the numbers in the menu or type a move ('help' lists them).
# $won: yes or no
# the end of a game alone: $total your total
kn-term-result-solo = Game over! Your total: { $total ->
    [one] { $total } point
   *[other] { $total } points
}.
kn-term-standings = Final scores:
# $place: 1, 2, … (equal totals share a place); $name; $total
kn-term-place = {"  "}{ $place }. { $name }: { $total ->
    [one] { $total } point
   *[other] { $total } points
}

## Discord (cogs/kniffel): the /kniffel commands, the lobby, the table, the turn and the results
kn-cmd-desc = Play Kniffel, the dice game of five dice and thirteen boxes
kn-cmd-new-desc = Open a Kniffel table in this channel
kn-cmd-hand-desc = See your own scorecard at this channel's Kniffel table (only you see it)
kn-cmd-table-desc = Post the Kniffel table and its buttons again
kn-cmd-leave-desc = Leave this channel's Kniffel table (mid-game an AI takes your seat)
kn-cmd-end-desc = End this channel's Kniffel table (host or Manage Server)
kn-cmd-rules-desc = The rules of Kniffel in short
kn-cmd-leaderboard-desc = This server's Kniffel ratings
kn-cmd-stats-desc = A player's Kniffel rating, games and wins on this server
kn-cmd-history-desc = This server's finished Kniffel games, newest first (only you see them)
kn-cmd-settings-desc = Show or change this server's defaults for new Kniffel tables (Manage Server)
kn-cmd-opt-rolls = rolls
kn-cmd-opt-rolls-desc = Rolls a turn may have, 1 to 3 (default: 3)
kn-cmd-opt-extra = further_kniffel
kn-cmd-opt-extra-desc = What a further Kniffel scores (default: Schmidt's rule)
kn-cmd-choice-schmidt = Schmidt: a joker, or 50 extra points in its upper box
kn-cmd-choice-hasbro = Hasbro: 100 extra points for every further Kniffel
kn-cmd-choice-none = none: no joker and no extra points
kn-cmd-opt-zero-bonus = zero_kniffel_bonus
kn-cmd-opt-zero-bonus-desc = The 50 extra points also over a crossed-out Kniffel box (default: off)
kn-cmd-opt-full-house = kniffel_full_house
kn-cmd-opt-full-house-desc = A Kniffel also counts as a Full house (default: off)
# $guild: the server's name
kn-dc-board-title = Kniffel ratings — { $guild }
# $name: the player
kn-dc-stats-title = Kniffel — { $name }
# the game's name in a sentence of the shared front end
kn-dc-game-name = Kniffel
kn-no-table-here = There is no open Kniffel table in this channel. Start one with `/kniffel { cmd-new }`.
kn-dc-garbled = I don't recognise that button (it may be damaged). Use `/kniffel { cmd-table }` for fresh ones.
kn-dc-no-table = That Kniffel table is closed.
# $table: the table's number
kn-dc-lobby-title = Kniffel · table { $table }
# $seconds: the turn timer; $language: the table's language
kn-dc-lobby-timer = { $seconds } s per move · { $language }
kn-dc-lobby-footer = Join, then the host presses Start (1–8 players; AI players welcome).
# $rolls: rolls a turn; $extra: schmidt, hasbro or none; $zero, $full: true or false
kn-dc-rules-line = { $rolls ->
        [one] One roll a turn
       *[other] Up to { $rolls } rolls a turn
    } · a further Kniffel: { $extra ->
        [hasbro] 100 extra points (Hasbro)
        [none] no joker, no extra points
       *[schmidt] joker or 50 extra points (Schmidt)
    }{ $zero ->
        [true] , also over a crossed-out Kniffel
       *[false] {""}
    }{ $full ->
        [true] {" "}· a Kniffel also counts as a Full house
       *[false] {""}
    }
kn-dc-table-title = Kniffel · table { $table }
# $round, $rounds; $name: who plays now
kn-dc-table-round = Round { $round } of { $rounds } · **{ $name }** to play
# $dice: the current roll; $roll: its number; $rolls: rolls a turn
kn-dc-table-dice = 🎲 **{ $dice }** (roll { $roll } of { $rolls })
kn-dc-table-over = **Game over.**
kn-dc-table-ended = This table was ended.
# $seats: the playing order
kn-dc-started = **The game begins!** Playing order, drawn at random: { $seats }.
# the answer to the host who pressed Start
kn-dc-start-ack = The game has started: the table pings you when it is your turn to roll.
# $who: a mention or a name
kn-dc-turn-first = 🎲 { $who }, your turn (round { $round } of { $rounds }): roll the dice!
kn-dc-turn-dice = 🎲 **{ $dice }** · roll { $roll } of { $rolls }
# $left: rolls left
kn-dc-turn-keep = { $who }, tap the dice you keep (✓), then roll the others ({ $left ->
        [one] 1 roll left
       *[other] { $left } rolls left
    }) — or enter this roll under **Score…**.
kn-dc-turn-score = { $who }, no roll left: choose a box for this roll.
kn-dc-turn-ai = 🤖 { $who } is playing…
# a die kept (set aside): $value its number
kn-btn-die-kept = { $value } ✓
# $count: the dice Roll rolls (0: all five are kept); $left: rolls left
kn-btn-roll = 🎲 { $count ->
        [0] All five kept
        [5] Roll all five
        [one] Roll 1 die
       *[other] Roll { $count } dice
    } ({ $left } left)
# the Score… menu of the turn message (its placeholder) while a roll is left
kn-btn-score = 📝 Score…
# a box of the Score… choice: $box its name; $points what the roll scores there
kn-dc-option = { $box }: { $points }
kn-dc-option-zero = { $box }: cross out (0)
# $bonus: extra points for a further Kniffel
kn-dc-mark-bonus = {" "}+{ $bonus } extra
kn-dc-mark-joker = {" "}· joker
kn-dc-mark-strike = {" "}· further Kniffel
kn-dc-results-head = **Final scores**
# $place: 1, 2, …; $total: points
kn-dc-standing = { $place }. { $name } — { $total ->
        [one] { $total } point
       *[other] { $total } points
    }
kn-dc-hand-title = **Your scorecard** · total { $total }
kn-dc-hand-options = This roll (**{ $dice }**) scores:
kn-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · turn timer: **{ $seconds } s** · rolls a turn: **{ $rolls }** · further Kniffel: **{ $extra ->
        [hasbro] Hasbro
        [none] none
       *[schmidt] Schmidt
    }** · extra points over a crossed-out Kniffel: **{ $zero ->
        [true] on
       *[false] off
    }** · Kniffel as Full house: **{ $full ->
        [true] on
       *[false] off
    }**
# the Kniffel block's own rows (short, to fit a phone)
kn-dc-block-upper = Upper sum
kn-dc-block-bonus = Bonus (63+)
kn-dc-block-extra = Extra points
kn-dc-block-total = Total
# the picture of the Kniffel block (larry_core/games/kniffel/art.py)
kn-pic-upper-section = Upper section
kn-pic-lower-section = Lower section
kn-pic-upper-total = Upper total
kn-pic-lower-total = Lower total
kn-pic-grand-total = Grand total
# a column head for a name the picture's font cannot draw; $number: 1, 2, …
kn-pic-player = Player { $number }
# the picture's description for screen readers; $rows: one kn-pic-alt-row per player
kn-pic-alt = Kniffel block: { $rows }
kn-pic-alt-row = { $name }: { $total ->
        [one] { $total } point
       *[other] { $total } points
    } ({ $filled } of 13 boxes filled; upper section { $upper }, bonus { $bonus }, lower section { $lower }, extra points { $extra })
