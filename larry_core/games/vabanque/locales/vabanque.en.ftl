## Va banque (larry_core.games.vabanque): the operations, the narration, the rules, the
## simulator and the terminal game. Keys start with vb-.

## The operations (docs/dice-rules.md C1), in their canonical order
vb-op-add = addition
vb-op-sub = subtraction
vb-op-mul = multiplication
vb-op-div = division

## Narration. $who, $banker: player names; $me, $banker_me: "yes" when that player is you
# $round, $rounds: this banker round and how many there are; $stake: chips each opponent
# stakes; $players: the names of those who stake; $pot: chips in the pot
vb-ev-round-started = Round { $round } of { $rounds }: { $banker_me ->
    [yes] you hold
   *[no] { $banker } holds
} the bank. Stakes of { $stake ->
    [one] { $stake } chip
   *[other] { $stake } chips
} from { $players }; the pot holds { $pot }.
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
    stake of { $stake }. Choose an operation by number or name (add, sub, mul, div), or type
    'help', 'rules', 'state' or 'quit'.
vb-term-help =
    At your throw: a number from the menu, or add, sub, mul, div (also + - * /).
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
vb-term-choose-number = Choose a number from 1 to { $max }, an operation (add, sub, mul, div) or 'help'.
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
