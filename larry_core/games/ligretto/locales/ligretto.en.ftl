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
} with { $total } points.

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
lg-cli-speed = the AI racers' speed: slow, normal or fast (default: normal)
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
# $max: how many dice you have
lg-term-choose = Type the number of one of your dice (1 to { $max }), a colour and a number (red 3), r to reroll, or 'help'.
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
