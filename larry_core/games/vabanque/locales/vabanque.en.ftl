## Va banque (larry_core.games.vabanque): the operations, the narration, the rules, the
## simulator and the terminal game. Keys start with vb-.

## The operations (docs/dice-rules.md C1), in their canonical order
vb-op-add = addition
vb-op-sub = subtraction
vb-op-mul = multiplication
vb-op-div = division

## Narration. $who, $banker: player names; $me, $banker_me: "yes" when that player is you
# $round, $rounds: this banker round and how many there are; $stake: chips each opponent
# stakes; $players: the names of those who stake; $count: how many; $pot: chips in the pot
vb-ev-round-started = Round { $round } of { $rounds }: { $banker_me ->
    [yes] you hold
   *[no] { $banker } holds
} the bank. { $count ->
    [1] A stake
   *[other] Stakes
} of { $stake ->
    [one] { $stake } chip
   *[other] { $stake } chips
} from { $players }; the pot holds { $pot ->
    [one] { $pot } chip
   *[other] { $pot } chips
}.
# the reader in the list of those who stake ("from Bo and you")
vb-ev-you-staking = you
vb-ev-round-empty = Round { $round } of { $rounds }: { $banker_me ->
    [yes] you hold
   *[no] { $banker } holds
} the bank, but nobody can pay the stake of { $stake }: no throws this round.
# $throw: 1 to 5; $die: the number thrown
vb-ev-thrown = Throw { $throw } for { $me ->
    [yes] you
   *[no] { $who }
}: { $die }.
# $before: the running total before; $sign: + − × ÷; $die; $total: the running total after
vb-ev-op = { $me ->
    [yes] You
   *[no] { $who }
}: { $before } { $sign } { $die } = { $total }.
# $operation: the name of the operation applied by itself; $exact: true or false
vb-ev-op-auto = Throw 5 takes the { $operation } left: { $before } { $sign } { $die } = { $total }{ $exact ->
    [true] .
   *[false] {" "}(the remainder is dropped).
}
# $chips: the stake that goes to the banker
vb-ev-forfeited = { $me ->
    [yes] Your division leaves a remainder: you forfeit
   *[no] { $who }'s division leaves a remainder: { $who } forfeits
} { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
} to { $banker_me ->
    [yes] you, the banker
   *[no] the banker { $banker }
}.
# $names: the winners; $shared: yes when there are several; $me: yes when you are among
# them; $pot; $total: the winning total
vb-ev-pot-won = { $shared ->
    [yes] { $names } share
   *[no] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
} the pot of { $pot } with { $total }.
vb-ev-no-winner = Every opponent forfeited: nobody wins the pot this round.
# $chips: the winners' chips
vb-ev-game-over = Game over! { $shared ->
    [yes] { $names } win
   *[no] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
} with { $chips } chips.

## The rules (`rules` in the terminal game)
# $chips: chips per player; $stake; $rounds: banker rounds
vb-rules-text =
    Va banque (große Bank): every player holds the bank in turn; { $rounds } banker rounds.
    Each player starts with { $chips } chips. At the start of a round every opponent of the
    banker who can pays the stake of { $stake } into the pot.
    The banker throws five dice for each opponent, one at a time. The first number is the
    running total. After each of throws 2, 3 and 4 the opponent chooses an operation not used
    yet: add, subtract, multiply or divide; division only when it leaves no remainder (0 and
    negative totals included). Throw 5 takes the operation left by itself; a division then
    drops its remainder, rounding toward zero. Totals may go below zero.
    The highest final total wins the pot; equal totals share it, odd chips going first to
    those nearest the banker's left. The banker neither pays nor wins.
    After the last round the most chips win.
vb-rules-forfeit =
    Variant: whoever must divide at throw 5 and leaves a remainder forfeits the stake to the
    banker and cannot win the round.

## The simulator (larry simulate --game vabanque)
vb-sim-games = games
vb-sim-moves = moves
# $moves; $per_game; $rate: moves per second
vb-sim-moves-detail = { $moves } ({ $per_game } per game, { $rate } moves/s)
vb-sim-rounds = banker rounds
# $rounds: rounds; $empty: rounds nobody could stake in
vb-sim-rounds-detail = { $rounds } ({ $empty } without stakes)
vb-sim-pots = pots won
# $pots: pots won; $shared: of them shared; $none: rounds nobody won
vb-sim-pots-detail = { $pots } (shared { $shared }, nobody won { $none })
vb-sim-forfeits = forfeited stakes
vb-sim-totals = winning totals
# $mean: the average; $low, $high: the lowest and the highest
vb-sim-totals-detail = average { $mean }, lowest { $low }, highest { $high }
vb-sim-wins = wins by seat

## The terminal game (larry play --game vabanque)
# $players; $rounds; $chips; $stake
vb-term-intro =
    Va banque for { $players } players, { $rounds } banker rounds, { $chips } chips each and a
    stake of { $stake }. At each of your throws choose an operation by its number or its
    name (add, sub, mul, div, or + - * /); 'help' lists the commands, 'rules' explains the
    game, 'state' shows the table, 'quit' ends the game.
vb-term-help =
    At your throw: a number from the menu, or add, sub, mul, div (also plus, minus, times, divide, or + - * /).
    'state' shows the table, 'rules' the rules, 'quit' ends the game.
vb-term-you = You
# $number: the bot's seat
vb-term-bot = Bot { $number }
# $round, $rounds; $banker: a name; $pot
vb-term-round = Round { $round } of { $rounds } · banker: { $banker } · pot: { $pot }
# $index: the seat; $name; $chips; $role: banker, staked or out
vb-term-player = {"["}{ $index }] { $name }: { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}{ $role ->
    [banker] {" "}· banker
    [staked] {" "}· staked
   *[out] {" "}· sits this round out
}
# $name; $steps: the calculation so far ("3 + 5 = 8 × 6 = 48")
vb-term-calc = { $name }: { $steps }
vb-term-calc-forfeit = { $name }: { $steps } (forfeited)
# $total: the best finished total of the round
vb-term-best = Best total so far this round: { $total }
# $throw: 2, 3 or 4; $die; $total: the running total
vb-term-turn = Throw { $throw }: a { $die }. Your running total is { $total }.
# $total; $die
vb-term-blocked = Division is not possible now: { $total } is not divisible by { $die }.
# $operation: its name; $total; $sign; $die; $value: the running total it gives
vb-term-choice = { $operation }: { $total } { $sign } { $die } = { $value }
vb-term-prompt = Your operation >
# $max: the highest number
vb-term-choose-number = { $max ->
    [1] Type 1, an operation (add, sub, mul, div) or 'help'.
   *[other] Choose a number from 1 to { $max }, an operation (add, sub, mul, div) or 'help'.
}
# the words that name an operation, separated by spaces (the English ones always work too)
vb-term-words-add = add plus
vb-term-words-sub = sub minus
vb-term-words-mul = mul times
vb-term-words-div = div divide
# a game of two without the forfeit variant (docs/dice-rules.md C6)
vb-term-two-players =
    With two players every round's only opponent wins back their own stake, so the game
    ends level. For a winner play with --forfeit (a remainder at throw 5 loses the stake to
    the banker) or with three players or more.
# $won: yes or no
vb-term-result = { $won ->
    [yes] Game over: you win!
   *[no] Game over: you lose.
}

## Refused moves in the terminal game (the replay protocol's codes, §5.4)
vb-illegal-bad_move = That is not an operation: add, sub, mul or div.
vb-illegal-game_over = The game is over.
vb-illegal-not_your_turn = It is not your throw.
vb-illegal-op_used = You have used that operation already.
vb-illegal-not_exact = That division leaves a remainder: not allowed before throw 5.

## Discord (cogs/vabanque): the /vabanque commands, the lobby, the table, the turn and the results
vb-cmd-desc = Play Va banque, the dice game of the bank and the four operations
vb-cmd-new-desc = Open a Va banque table in this channel
vb-cmd-hand-desc = Your chips and your calculation at this channel's Va banque table (only you see them)
vb-cmd-table-desc = Post the Va banque table and its buttons again
vb-cmd-leave-desc = Leave this channel's Va banque table (mid-game an AI takes your seat)
vb-cmd-end-desc = End this channel's Va banque table (host or Manage Server)
vb-cmd-rules-desc = The rules of Va banque in short
vb-cmd-leaderboard-desc = This server's Va banque ratings
vb-cmd-stats-desc = A player's Va banque rating, games and wins on this server
vb-cmd-history-desc = This server's finished Va banque games, newest first (only you see them)
vb-cmd-settings-desc = Show or change this server's defaults for new Va banque tables (Manage Server)
vb-cmd-opt-chips = chips
vb-cmd-opt-chips-desc = Chips each player starts with, 1 to 1000 (default: 8)
vb-cmd-opt-stake = stake
vb-cmd-opt-stake-desc = Chips each opponent stakes per banker round, 1 to 100 (default: 1)
vb-cmd-opt-forfeit = forfeit
vb-cmd-opt-forfeit-desc = A division with a remainder at throw 5 loses the stake to the banker (default: off)
vb-cmd-opt-cycles = cycles
vb-cmd-opt-cycles-desc = How many times the bank goes round the table, 1 to 10 (default: 1)
# $guild: the server's name
vb-dc-board-title = Va banque ratings — { $guild }
# $name: the player
vb-dc-stats-title = Va banque — { $name }
# the game's name in a sentence of the shared front end
vb-dc-game-name = Va banque
vb-no-table-here = There is no open Va banque table in this channel. Start one with `/vabanque { cmd-new }`.
vb-dc-garbled = I don't recognise that button (it may be damaged). Use `/vabanque { cmd-table }` for fresh ones.
vb-rules = **Va banque in short** (2–5 players)
    • Every player holds the bank in turn. At the start of a banker round each other player who can pays the stake into the pot; the banker neither stakes nor wins.
    • The banker throws five dice for each opponent, one at a time. The first number is the running total.
    • After throws 2, 3 and 4 the opponent picks an operation not used yet: +, −, × or ÷ (÷ only when nothing is left over). Throw 5 takes the last one by itself, dropping any remainder.
    • The highest final total wins the pot; equal totals share it. After the last banker round the most chips win.
# $table: the table's number
vb-dc-lobby-title = Va banque · table { $table }
# $seconds: the turn timer; $language: the table's language
vb-dc-lobby-timer = { $seconds } s per move · { $language }
vb-dc-lobby-footer = Join, then the host presses Start (2–5 players; AI players welcome).
# $chips: chips each; $stake; $cycles: how often the bank goes round; $forfeit: true or false
vb-dc-rules-line = { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } each · stake { $stake } · { $cycles ->
        [one] the bank goes round once
       *[other] the bank goes round { $cycles } times
    }{ $forfeit ->
        [true] {" "}· a remainder at throw 5 forfeits the stake
       *[false] {""}
    }
vb-dc-table-title = Va banque · table { $table }
# $round, $rounds: banker rounds; $banker: a name; $pot: chips in the pot
vb-dc-table-round = Round { $round } of { $rounds } · banker **{ $banker }** · pot **{ $pot }**
vb-dc-table-over = **Game over.**
vb-dc-table-ended = This table was ended.
# one seat of the table: $name; $chips
vb-dc-seat = { $name } — { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
vb-dc-seat-banker = {" "}· 🏦 banker
vb-dc-seat-out = {" "}· sits this round out
vb-dc-seat-waiting = {" "}· staked, waiting for the throws
# the calculation under way: $steps so far; $throw: the newest throw's number; $die: its number
vb-dc-calc-next = { $steps } · throw { $throw }: **{ $die }**
vb-dc-calc-forfeit = {" "}(forfeited)
# $total: the best final total of this round so far
vb-dc-best = Best final total so far: **{ $total }**
# $seats: the order of the bank
vb-dc-started = **The game begins!** Order of the bank, drawn at random: { $seats }.
# the answer to the host who pressed Start
vb-dc-start-ack = The game has started: the table pings you when it is your turn.
# $who: a mention or a name; $throw: 2, 3 or 4; $die: the number thrown; $steps: the
# calculation so far
vb-dc-turn = 🎲 { $who }, throw { $throw } is a **{ $die }** · your calculation: **{ $steps }**
# the best final total of this round so far: $total
vb-dc-turn-best = {" "}· best so far: **{ $total }**
# $die; $unused: the signs of the operations not used yet
vb-dc-turn-choose = Choose an operation for the { $die } (still unused: { $unused }).
# $total; $die
vb-dc-turn-blocked = No division: { $total } ÷ { $die } leaves a remainder.
vb-dc-turn-last = The operation you leave goes to throw 5 by itself.
# an AI seat's throw: $who its name; $die the number thrown
vb-dc-turn-ai = 🤖 { $who } is choosing an operation for the { $die }…
# a button: $total { $sign } $die = $value
vb-btn-op = { $total } { $sign } { $die } = { $value }
# a button at throw 4: $label (as vb-btn-op); $left: the sign that throw 5 will take
vb-btn-op-last = { $label } · then { $left }
# $round: the banker round; $totals: each opponent's final total
vb-dc-round-result = **Round { $round } totals:** { $totals }
vb-dc-results-head = **Final chips**
# $place: 1, 2, …; $chips
vb-dc-standing = { $place }. { $name } — { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    }
# /vabanque hand: $chips; $round, $rounds; $pot
vb-dc-hand-title = **Your chips: { $chips }** · round { $round } of { $rounds } · pot { $pot }
vb-dc-hand-banker = You hold the bank this round: you neither stake nor win the pot.
vb-dc-hand-out = You sit this round out: you hold fewer chips than the stake.
vb-dc-hand-waiting = You have staked; the banker throws for you after the players before you.
# $steps: the calculation
vb-dc-hand-calc = Your calculation: { $steps }
vb-dc-hand-over = The game is over.
vb-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · turn timer: **{ $seconds } s** · chips: **{ $chips }** · stake: **{ $stake }** · forfeit at throw 5: **{ $forfeit ->
        [true] on
       *[false] off
    }** · the bank goes round: **{ $cycles }×**
# /vabanque replay: a finished game, banker round by banker round
vb-cmd-replay-desc = A finished Va banque game of this server, round by round (only you see it)
vb-cmd-opt-game-desc = The game's number (as the history shows it)
vb-cmd-opt-round = round
vb-cmd-opt-round-desc = The banker round to begin with (default: 1)
# $table: the game's number; $round, $rounds: the banker round shown, and how many there were
vb-dc-replay-title = **Va banque #{ $table }** · round { $round } of { $rounds }
vb-dc-replay-unknown = There is no finished Va banque game #{ $table } on this server.
vb-dc-replay-running = Game #{ $table } is still being played: it can be watched again once it is over.
vb-dc-replay-corrupt = Game #{ $table } cannot be replayed: its stored moves do not fit its dice.
vb-dc-history-hint = Watch one again with `/vabanque { cmd-replay } { cmd-opt-game }:<number>`.

# the table picture (vabanque/art.py): its head band (the round and banker; the pot), a seat's chips and part in the round
# ($total: a calculation's running or final total); its description for screen readers
# ($parts: the band's text and the calculation under way; $seats: one vb-pic-alt-seat per seat;
# $part: ", " and the seat's part in the round, or nothing once the game is over)
vb-pic-head = Round { $round } of { $rounds } · banker { $banker }
vb-pic-pot = pot { $pot }
vb-pic-chips = { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
vb-pic-banker = banker
vb-pic-out = sits this round out
vb-pic-waiting = staked, waiting for the throws
vb-pic-running = calculating: { $total } so far
vb-pic-total = { $forfeit ->
    [yes] final total { $total } (forfeited)
   *[no] final total { $total }
}
vb-pic-alt = Va banque table: { $parts }. { $seats }
vb-pic-alt-calc = the banker throws for { $name }: { $steps }
vb-pic-alt-seat = { $name }, { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}{ $part }
