## Würfelpoker (larry_core.games.wuerfelpoker): combinations, narration, the rules in short,
## the simulator and the terminal game. Keys start with wp-.
## $who: a player's name; $me: "yes" when it is the reader.

## Combinations (docs/dice-protocol.md §4.7), lowest first
wp-combo-nothing = Nothing
wp-combo-pair = One pair
wp-combo-two_pairs = Two pairs
wp-combo-three_kind = Three of a kind
wp-combo-straight = Straight
wp-combo-full_house = Full house
wp-combo-four_kind = Four of a kind
wp-combo-five_kind = Five of a kind

## Narration of the events (§4.6); $dice, $new, $kept: dice written as 3-3-4
wp-ev-round-started = Round { $round }: everybody pays { $ante } into the pot ({ $pot } in it). { $me ->
    [yes] You begin.
   *[no] { $who } begins.
}
wp-ev-rolled = { $me ->
    [yes] You roll
   *[no] { $who } rolls
} { $new }: { $dice }.
wp-ev-rolled-kept = { $me ->
    [yes] You keep
   *[no] { $who } keeps
} { $kept } and { $me ->
    [yes] roll
   *[no] rolls
} { $new }: { $dice }.
wp-ev-hand = { $me ->
    [yes] Your hand
   *[no] Hand of { $who }
}: { $combo } ({ $dice }).
wp-ev-passed = { $me ->
    [yes] You do not raise.
   *[no] { $who } does not raise.
}
wp-ev-raised = { $me ->
    [yes] You raise
   *[no] { $who } raises
} by { $amount } (pot { $pot }).
wp-ev-called = { $me ->
    [yes] You call
   *[no] { $who } calls
} { $amount } (pot { $pot }).
wp-ev-folded = { $me ->
    [yes] You fold.
   *[no] { $who } folds.
}
# $names: the winners' names joined; $count: how many
wp-ev-pot-showdown = { $count ->
    [1] Showdown: { $names } wins the pot of { $pot }.
   *[other] Showdown: { $names } split the pot of { $pot } ({ $shares }).
}
wp-ev-pot-folds = Everybody else folded: { $names } wins the pot of { $pot }.
wp-ev-over-broke = Game over: somebody cannot pay the ante. { $count ->
    [1] { $names } wins
   *[other] { $names } win
} with { $chips } chips.
wp-ev-over-rounds = Game over after the last round. { $count ->
    [1] { $names } wins
   *[other] { $names } win
} with { $chips } chips.

## The rules in short
wp-rules = **Würfelpoker in short** (2–5 players)
    Everybody starts with the same chips (8 unless the table chose otherwise) and pays the ante (1 chip) into the pot each round. In turn, each player rolls the five dice up to three times: after each roll keep any dice and roll the others again, or stand. The best poker hand wins the pot; equal hands split it.
    Lowest to highest: nothing, one pair, two pairs, three of a kind, straight (1–5 or 2–6), full house, four of a kind, five of a kind. Equal combinations: the higher numbers, then the dead dice.
    Raising variant: after your turn you may raise; the others call or fold.
    The game ends when someone cannot pay the ante (or after the agreed rounds); the most chips win.

## The simulator (larry simulate --game wuerfelpoker)
wp-sim-games = games
wp-sim-moves = moves
# $per_game, $rate: decimals already formatted
wp-sim-moves-detail = { $moves } ({ $per_game } per game, { $rate } moves/s)
wp-sim-rounds = rounds
wp-sim-rounds-detail = { $rounds } ({ $per_game } per game, { $longest } at most)
wp-sim-combos = winning hands
wp-sim-splits = split pots
wp-sim-wins = wins by seat

## The terminal game (larry play --game wuerfelpoker)
wp-term-intro = Würfelpoker with { $players } players: { $chips } chips each, ante { $ante }, { $rolls } rolls per turn. Type a number, or help, rules, state, quit.
wp-term-help = Choose a number from the menu, or type a move (roll, keep 6 6, stand, raise 2, pass, call, fold). Commands: rules, state, help, quit.
wp-term-you = You
wp-term-bot = Bot { $number }
wp-term-round = Round { $round } — pot: { $pot }
wp-term-seat = {"["}{ $index }] { $name }: { $chips } chips{ $hand }
wp-term-seat-hand = , { $combo } ({ $dice })
wp-term-seat-folded = , folded
wp-term-dice = Your dice: { $dice } ({ $left ->
    [one] { $left } roll left
   *[other] { $left } rolls left
})
wp-term-roll = Roll all five dice
wp-term-keep-hint = Or type the values of the dice to keep and roll the rest, e.g. { $example }
wp-term-stand = Stand with these dice
wp-term-raise = Raise by { $amount }
wp-term-pass = Do not raise
wp-term-call = Call { $amount }
wp-term-fold = Fold
wp-term-prompt = Your move >
wp-term-choose-number = Choose a number from 1 to { $max }, or type a move.
wp-term-result = { $won ->
    [yes] You win with { $chips } chips!
   *[no] You have { $chips } chips. Better luck next time.
}

## Refusals (codes of §4.4)
wp-illegal-bad_move = That is not a move.
wp-illegal-game_over = The game is over.
wp-illegal-not_your_turn = It is not your move.
wp-illegal-must_roll = Roll the dice first.
wp-illegal-must_roll_or_stand = Roll again, keep some dice, or stand.
wp-illegal-must_raise_or_pass = Raise or pass.
wp-illegal-must_call_or_fold = Call or fold.
wp-illegal-nothing_to_roll = Keeping all five dice rolls nothing: stand instead.
wp-illegal-no_such_dice = You do not have those dice.
wp-illegal-bad_raise = That raise is not allowed.
