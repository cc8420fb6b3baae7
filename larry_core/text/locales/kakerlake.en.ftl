## Kakerlakenpoker Royal (larry_core.kakerlake): card names, the command line, the simulator,
## the terminal game and its narration. Keys start with kp-.

kp-cli-game = which game: larry (default) or kakerlakenpoker
# $players: the number asked for
kp-cli-players = Kakerlakenpoker is played by 2 to 6 players, not { $players }.

## Cards (codes of docs/kakerlakenpoker-protocol.md §6) and claims
kp-card-bat = bat
kp-card-royal_bat = royal bat
kp-card-fly = fly
kp-card-royal_fly = royal fly
kp-card-rat = rat
kp-card-royal_rat = royal rat
kp-card-cockroach = cockroach
kp-card-royal_cockroach = royal cockroach
kp-card-toad = toad
kp-card-royal_toad = royal toad
kp-card-scorpion = scorpion
kp-card-royal_scorpion = royal scorpion
kp-card-stinkbug = stink bug
kp-card-royal_stinkbug = royal stink bug
kp-card-joker = joker
kp-card-blank = blank card
kp-claim-bat = bat
kp-claim-fly = fly
kp-claim-rat = rat
kp-claim-cockroach = cockroach
kp-claim-toad = toad
kp-claim-scorpion = scorpion
kp-claim-stinkbug = stink bug
kp-claim-royal = Royal
# $count: cards of that animal
kp-many-bat = { $count ->
    [one] { $count } bat
   *[other] { $count } bats
}
kp-many-fly = { $count ->
    [one] { $count } fly
   *[other] { $count } flies
}
kp-many-rat = { $count ->
    [one] { $count } rat
   *[other] { $count } rats
}
kp-many-cockroach = { $count ->
    [one] { $count } cockroach
   *[other] { $count } cockroaches
}
kp-many-toad = { $count ->
    [one] { $count } toad
   *[other] { $count } toads
}
kp-many-scorpion = { $count ->
    [one] { $count } scorpion
   *[other] { $count } scorpions
}
kp-many-stinkbug = { $count ->
    [one] { $count } stink bug
   *[other] { $count } stink bugs
}

## The simulator (larry simulate --game kakerlakenpoker)
kp-sim-games = games
kp-sim-moves = moves
# $moves; $per_game; $rate: moves per second
kp-sim-moves-detail = { $moves } ({ $per_game } per game, { $rate } moves/s)
kp-sim-calls = calls
# $calls; $percent: calls that were right
kp-sim-calls-detail = { $calls } (right in { $percent }%)
kp-sim-passes = passes
kp-sim-penalties = penalty cards drawn
kp-sim-specials = special-card penalties
kp-sim-ends = games lost by
# $sets, $empty: games lost by a set and by an empty hand
kp-sim-ends-detail = a set { $sets }, no cards { $empty }
kp-sim-losses = losses by seat

## The terminal game (larry play --game kakerlakenpoker)
# $players; $limit: cards of one animal that lose
kp-term-intro =
    Kakerlakenpoker Royal for { $players } players. Push cards face down with a claim; whoever
    misjudges a claim lays the card out. { $limit } cards of one animal, or no card to play, and
    you lose. Type a number, a name, a whole move (offer 2 fly rat) or 'help'.
kp-term-help =
    Moves: offer <seat> <card> <claim> · call true · call false · look · pass <seat> <claim> ·
    lay <card> [<card>]. Claims: bat fly rat cockroach toad scorpion stinkbug royal. 'quit' ends.
kp-term-you = You
# $number: the bot's seat
kp-term-bot = Bot { $number }
kp-term-with-crown = {" "}(one crowned)
kp-term-display-empty = nothing laid out
# $top: the face-up card; $size: cards in the pile
kp-term-penalty = Penalty pile: { $top } face up, { $size ->
    [one] { $size } card
   *[other] { $size } cards
}
kp-term-penalty-empty = Penalty pile: empty
# $index: the seat number; $name; $size: hand cards; $display: the laid-out cards
kp-term-player = {"["}{ $index }] { $name }: { $size ->
    [one] { $size } card
   *[other] { $size } cards
} in hand · { $display }
# $hand: card names
kp-term-hand = Your hand: { $hand }
kp-term-hand-empty = Your hand: (empty)
kp-term-prompt-card = Which card do you offer? >
kp-term-prompt-target = To whom? >
kp-term-prompt-claim = What do you claim it is? >
# $who: the player who handed the card to you; $claim
kp-term-offer = { $who } hands you a card: “{ $claim }”.
kp-term-answer-true = call “true”: I believe it
kp-term-answer-false = call “false”: I doubt it
kp-term-answer-look = look at it and pass it on
kp-term-prompt-answer = Your answer >
# $claim: the claim under which the special card was revealed
kp-term-penalty-rule = Penalty: lay out one card matching “{ $claim }” or any two other cards.
kp-term-prompt-lay = Which cards do you lay out? >
# $max: the highest number
kp-term-choose-number = Choose a number from 1 to { $max }, a listed name or a move.
# $won: yes or no
kp-term-result = { $won ->
    [yes] Game over: you win!
   *[no] Game over: you lose.
}

## Narration. $who, $whom: player names; $me, $whom_me: "yes" when that player is you
kp-ev-offered = { $me ->
    [yes] You offer
   *[no] { $who } offers
} a card to { $whom_me ->
    [yes] you
   *[no] { $whom }
}: “{ $claim }”.
kp-ev-passed = { $me ->
    [yes] You pass
   *[no] { $who } passes
} the card on to { $whom_me ->
    [yes] you
   *[no] { $whom }
}: “{ $claim }”.
kp-ev-looked = { $me ->
    [yes] You look
   *[no] { $who } looks
} at the card to pass it on.
# $what: the card only you see
kp-ev-seen = (You know the card: { $what }.)
# $call: true or false
kp-ev-called = { $me ->
    [yes] You say
   *[no] { $who } says
} { $call ->
    [true] “true”
   *[false] “false”
}.
# $what: the card; $claim; $truth, $right: true or false
kp-ev-revealed = Revealed: { $what }. “{ $claim }” was { $truth ->
    [true] true
   *[false] false
}, the call { $right ->
    [true] right
   *[false] wrong
}.
# $where: display or hand
kp-ev-collected = { $me ->
    [yes] You take
   *[no] { $who } takes
} the { $what } { $where ->
    [hand] into the hand
   *[display] { $me ->
        [yes] and lay it out
       *[no] and lays it out
    }
}.
kp-ev-penalty-drawn = { $me ->
    [yes] You draw
   *[no] { $who } draws
} a penalty card: { $what }, { $where ->
    [hand] into the hand
   *[display] laid out
}.
kp-ev-turned-up = Face up on the penalty pile now: { $what }.
kp-ev-penalty-empty = The penalty pile is empty: { $me ->
    [yes] you draw
   *[no] { $who } draws
} nothing.
kp-ev-penalty-due = { $me ->
    [yes] You must
   *[no] { $who } must
} lay out one card matching “{ $claim }” or two other cards.
kp-ev-laid = { $me ->
    [yes] You lay
   *[no] { $who } lays
} out: { $what }.
# $animals: the count and animal ("4 rats")
kp-ev-over-set = Game over: { $me ->
    [yes] you have
   *[no] { $who } has
} { $animals } and { $me ->
    [yes] lose
   *[no] loses
}; everybody else wins.
kp-ev-over-no-cards = Game over: { $me ->
    [yes] you have
   *[no] { $who } has
} no card to play and { $me ->
    [yes] lose
   *[no] loses
}; everybody else wins.

## Refusals (rejection codes of docs/kakerlakenpoker-protocol.md §3)
kp-illegal-bad_move = That is not a move.
kp-illegal-game_over = The game is over.
kp-illegal-not_your_turn = It is not your move.
kp-illegal-must_offer = You must offer a card.
kp-illegal-must_answer = You must call or pass the card on.
kp-illegal-must_pass = You looked at the card: now pass it on.
kp-illegal-must_lay = You must lay out cards first.
kp-illegal-no_such_card = You do not hold that card.
kp-illegal-bad_target = Choose another player.
kp-illegal-must_call = Everybody else has seen the card: you must call.
kp-illegal-already_seen = That player has already seen the card.
kp-illegal-bad_penalty = Lay out one card matching the claim or two other cards (not the card you just took).
