## Kakerlakenpoker Royal (larry_core.kakerlake): card names, the command line, the simulator,
## the terminal game and its narration. Keys start with kp-.


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
kp-term-you = You
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

## Discord (cogs/kakerlake): the /kakerlake commands, the table, turn and form texts
kp-cmd-desc = Play Kakerlakenpoker Royal, the bluffing game with bugs
kp-cmd-new-desc = Open a Kakerlakenpoker Royal table in this channel
kp-cmd-hand-desc = See your hand at this channel's Kakerlakenpoker table (only you see it)
kp-cmd-table-desc = Post the Kakerlakenpoker table and its buttons again
kp-cmd-leave-desc = Leave this channel's Kakerlakenpoker table (mid-game an AI takes your seat)
kp-cmd-end-desc = End this channel's Kakerlakenpoker table (host or Manage Server)
kp-cmd-rules-desc = The rules of Kakerlakenpoker Royal in short
kp-cmd-leaderboard-desc = This server's Kakerlakenpoker ratings
kp-cmd-stats-desc = A player's Kakerlakenpoker rating, games and wins on this server
kp-cmd-opt-special = special_cards
kp-cmd-opt-special-desc = Play with the joker and the blank card (default: on)
kp-cmd-opt-chain = royal_chain
kp-cmd-opt-chain-desc = A royal card drawn from the penalty pile draws again (default: on)
kp-cmd-opt-penalty-special = penalty_special
kp-cmd-opt-penalty-special-desc = Where a special card drawn as a penalty goes
kp-cmd-opt-joker = joker_wild
kp-cmd-opt-joker-desc = A laid-out joker counts for every animal (default: off)
kp-cmd-choice-display = into the display
kp-cmd-choice-hand = into the hand
kp-dc-no-table = That Kakerlakenpoker table is closed.
kp-dc-garbled = I don't recognise that button (it may be damaged). Use `/kakerlake { cmd-table }` for fresh ones.
# $table: the table's number
kp-dc-lobby-title = Kakerlakenpoker Royal · table { $table }
kp-dc-table-title = Kakerlakenpoker Royal · table { $table }
# $special, $chain: true or false; $where: display or hand; $joker: none or wild; $seconds; $language
kp-dc-lobby-rules = Special cards: { $special ->
    [true] on
   *[false] off
} · royal chain: { $chain ->
    [true] on
   *[false] off
} · a special penalty card goes { $where ->
    [hand] into the hand
   *[display] into the display
} · laid-out joker: { $joker ->
    [wild] every animal
   *[none] no animal
} · { $seconds } s per turn · { $language }
kp-dc-lobby-footer = Join, then the host presses Start (2–6 players).
# $seats: the playing order
kp-dc-started = **The game begins!** Seats were drawn at random: { $seats }. Press **My hand** to see your cards.
# $size: cards in hand; $display: the laid-out cards by animal
kp-dc-player = { $size ->
    [one] { $size } card
   *[other] { $size } cards
} in hand · laid out: { $display }
# $mark: a warning sign; $animals: the counts one short of a losing set; $limit: the set size
kp-dc-danger = { $mark } { $animals }: one more loses ({ $limit } lose)
kp-dc-no-offer = No card on offer.
# $who: who hands it on now; $whom: who must answer; $seen: who has seen the card
kp-dc-offer = On offer: a face-down card from { $who } to { $whom } · seen by { $seen }
# $chain: the claims so far
kp-dc-claims = Claims: { $chain }
# $who, $whom: names; $claim
kp-dc-link = { $who } → { $whom } “{ $claim }”
# $limit: the losing set size; $moves: moves so far
kp-dc-footer = { $limit } cards of one animal lose · move { $moves }
kp-dc-ended = This table was ended.
# $who: a mention or a name
kp-dc-turn-offer = { $who }, offer a card: pick it, a receiver and a claim.
# $whom: the player who hands the card; $claim
kp-dc-turn-answer = { $who }, { $whom } hands you a card: “{ $claim }”. True, false, or look and pass it on?
kp-dc-turn-must-call = { $who }, { $whom } hands you a card: “{ $claim }”. Everybody else has seen it: true or false?
kp-dc-turn-pass = { $who }, pass the card on.
kp-dc-turn-penalty = { $who }, lay out one card matching “{ $claim }” or two other cards.
# $winners; $loser
kp-dc-results = **Game over.** { $loser } loses; { $winners } { $count ->
        [one] wins
       *[other] win
    }.
kp-btn-true = True
kp-btn-false = False
kp-btn-look = Look and pass
# $card: the card's name
kp-btn-lay-alone = Lay out only the { $card }
# $hand: the cards with counts
kp-dc-hand = Your hand: { $hand }
kp-dc-hand-empty = Your hand is empty.
# $card: the card on offer, which you have seen
kp-dc-seen = The card on offer is { $card }.
kp-dc-form-card = Which card do you offer?
kp-dc-form-target = { $card }: to whom?
# $name: the receiver
kp-dc-form-claim = { $card } to { $name }: what do you say it is?
kp-dc-form-pass-target = Pass it to whom? (only players who have not seen it)
kp-dc-form-pass-claim = To { $name }: what do you say it is?
# $claim: the claim the special card was revealed under
kp-dc-form-lay = Penalty: lay out one card matching “{ $claim }” or two other cards. Pick a card.
kp-dc-form-lay-second = { $card }: lay it out alone if it matches “{ $claim }”, or pick a second card.
kp-dc-rules = **Kakerlakenpoker Royal in short** (2–6 players)
    • Seven animals, 8 cards each plus one royal card of each, a joker and a blank card; all cards are dealt (some first to the face-down penalty pile).
    • On your turn offer a card face down to another player and say what it is (an animal, or “Royal”); it may be a lie.
    • The receiver says **true** or **false**, or looks at it and passes it on, with a claim, to someone who has not seen it.
    • Right call: the one who handed it takes the card; wrong call: the receiver does. Taken cards are laid out face up; a royal card also draws from the penalty pile.
    • The joker and the blank card go to the hand: then lay out one card matching the claim, or two others.
    • Whoever has 4 cards of one animal laid out (5 with two players), or no card to offer, loses; everybody else wins.
# $guild: the server's name
kp-dc-board-title = Kakerlakenpoker ratings — { $guild }
# $name: the player
kp-dc-stats-title = Kakerlakenpoker — { $name }
# $games, $wins; $rate: the win rate
kp-dc-stats-line = Games **{ $games }** · wins **{ $wins }** · win rate **{ $rate }**

# Discord: an empty display on the table message
kp-dc-display-empty = nothing yet
# Discord: the hand DM, edited in place while the game runs
kp-dc-dm-hand = **Kakerlakenpoker table #{ $table }** in { $channel }.
    { $hand }
kp-cmd-history-desc = This server's finished Kakerlakenpoker games, newest first (only you see them)
kp-cmd-settings-desc = Show or change this server's defaults for new Kakerlakenpoker tables (Manage Server)
kp-no-table-here = There is no open Kakerlakenpoker table in this channel. Start one with `/kakerlake { cmd-new }`.
kp-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · pictures: **{ $pictures ->
        [true] on
       *[false] off
    }** · turn timer: **{ $seconds } s** · special cards: **{ $special ->
        [true] on
       *[false] off
    }** · royal chain: **{ $chain ->
        [true] on
       *[false] off
    }** · a special penalty card goes **{ $where }** · wild joker: **{ $joker ->
        [true] on
       *[false] off
    }**

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
kp-dc-game-name = Kakerlakenpoker Royal


# the table picture (kakerlake/art.py): a player's cards in hand, an empty display; its
# description for screen readers ($seats: one kp-pic-alt-seat per player)
kp-pic-hand = { $size ->
    [one] { $size } card in hand
   *[other] { $size } cards in hand
}
kp-pic-empty = no cards face up yet
kp-pic-alt = The cards face up in front of each player: { $seats }
kp-pic-alt-seat = { $moving ->
    [yes] { $name } (to play)
   *[no] { $name }
}, { $size ->
    [one] { $size } card in hand
   *[other] { $size } cards in hand
}, face up: { $display }
