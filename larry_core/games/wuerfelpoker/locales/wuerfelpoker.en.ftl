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
# $names: the winners' names joined (the reader last, as "you"); $count: how many; $me: yes
# when the reader is one of them
wp-ev-pot-showdown = { $count ->
    [1] Showdown: { $me ->
        [yes] you win
       *[no] { $names } wins
    } the pot of { $pot }.
   *[other] Showdown: { $names } split the pot of { $pot } ({ $shares }).
}
wp-ev-pot-folds = Everybody else folded: { $me ->
    [yes] you win
   *[no] { $names } wins
} the pot of { $pot }.
# $broke: who cannot pay the next ante, joined (the reader last, as "you"); $broke_size: how
# many; $broke_me: "yes" when the reader is one of them
wp-ev-over-broke = Game over: { $broke_size ->
    [1] { $broke_me ->
        [yes] you cannot
       *[no] { $broke } cannot
    }
   *[other] { $broke } cannot
} pay the ante. { $count ->
    [1] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
   *[other] { $names } win
} with { $chips } chips.
wp-ev-over-rounds = Game over after the last round. { $count ->
    [1] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
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
# $players; $chips; $ante; $rolls; $rounds: the round limit (0: none)
wp-term-intro = Würfelpoker with { $players } players: { $chips } chips each, ante { $ante }, { $rolls } rolls per turn, { $rounds ->
    [0] until somebody cannot pay the ante.
    [one] { $rounds } round at most (the game ends sooner if somebody cannot pay the ante).
   *[other] { $rounds } rounds at most (the game ends sooner if somebody cannot pay the ante).
} Type a menu number or a move; 'help' lists them, 'rules' explains the game, 'state' shows the table, 'quit' ends the game.
wp-term-help = Choose a number from the menu, or type a move: roll · keep 6 6 (or just 6 6) · stand · raise 2 · pass · call · fold. Commands: rules, state (the table), help, quit.
wp-term-you = You
wp-term-bot = Bot { $number }
# $round; $rounds: the round limit (0: none); $pot
wp-term-round = Round { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}of { $rounds }
} — pot: { $pot }
wp-term-seat = {"["}{ $index }] { $name }: { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}{ $hand }
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
wp-term-choose-number = { $max ->
    [1] Type 1, or a move ('help' lists them).
   *[other] Choose a number from 1 to { $max }, or type a move ('help' lists them).
}
# the words of the moves a player may type, separated by spaces (the English ones always work too)
wp-term-words-roll = roll
wp-term-words-keep = keep
wp-term-words-stand = stand
wp-term-words-raise = raise
wp-term-words-pass = pass
wp-term-words-call = call
wp-term-words-fold = fold
wp-term-result = { $won ->
    [yes] You win with { $chips } chips!
   *[no] You have { $chips ->
        [one] { $chips } chip
       *[other] { $chips } chips
    } left. Better luck next time.
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

## Discord (cogs/wuerfelpoker): the /wuerfelpoker commands, the lobby, the table, the turn and
## the results. $hand: a hand as wp-dc-hand writes it
wp-cmd-desc = Play Würfelpoker: poker with five dice, chips and a pot
wp-cmd-new-desc = Open a Würfelpoker table in this channel
wp-cmd-hand-desc = Your chips, your hand and the last showdown at this channel's table (only you see it)
wp-cmd-table-desc = Post the Würfelpoker table and its buttons again
wp-cmd-leave-desc = Leave this channel's Würfelpoker table (mid-game an AI takes your seat)
wp-cmd-end-desc = End this channel's Würfelpoker table (host or Manage Server)
wp-cmd-rules-desc = The rules of Würfelpoker in short
wp-cmd-leaderboard-desc = This server's Würfelpoker ratings
wp-cmd-stats-desc = A player's Würfelpoker rating, games and wins on this server
wp-cmd-history-desc = This server's finished Würfelpoker games, newest first (only you see them)
wp-cmd-settings-desc = Show or change this server's defaults for new Würfelpoker tables (Manage Server)
wp-cmd-opt-chips = chips
wp-cmd-opt-chips-desc = Chips each player starts with, 1 to 1000 (default: 8)
wp-cmd-opt-ante = ante
wp-cmd-opt-ante-desc = Chips everybody pays into the pot each round, 1 to 100 (default: 1)
wp-cmd-opt-rolls = rolls
wp-cmd-opt-rolls-desc = Rolls a turn may have, 1 to 3 (default: 3)
wp-cmd-opt-first-sets-rolls = first_sets_rolls
wp-cmd-opt-first-sets-rolls-desc = The round's first player's rolls are the most the others may use (default: off)
wp-cmd-opt-rounds = rounds
wp-cmd-opt-rounds-desc = Rounds to play, 0 to 10000; 0 plays until someone cannot pay the ante (default: 20)
wp-cmd-opt-raising = raising
wp-cmd-opt-raising-desc = After their turn a player may raise; the others call or fold (default: off)
wp-cmd-opt-raise-limit = raise_limit
wp-cmd-opt-raise-limit-desc = The most chips one raise adds, 1 to 100 (default: 2)
# $guild: the server's name
wp-dc-board-title = Würfelpoker ratings — { $guild }
# $name: the player
wp-dc-stats-title = Würfelpoker — { $name }
# the game's name in a sentence of the shared front end
wp-dc-game-name = Würfelpoker
wp-no-table-here = There is no open Würfelpoker table in this channel. Start one with `/wuerfelpoker { cmd-new }`.
wp-dc-garbled = I don't recognise that button (it may be damaged). Use `/wuerfelpoker { cmd-table }` for fresh ones.
wp-dc-no-table = That Würfelpoker table is closed.
# $table: the table's number
wp-dc-lobby-title = Würfelpoker · table { $table }
# $seconds: the turn timer; $language: the table's language
wp-dc-lobby-timer = { $seconds } s per move · { $language }
wp-dc-lobby-footer = Join, then the host presses Start (2–5 players; AI players welcome).
# $chips, $ante, $rolls, $limit: numbers; $rounds: 0 for no limit; $first, $raising: true or false
wp-dc-rules-line = { $chips ->
        [one] 1 chip each
       *[other] { $chips } chips each
    } · ante { $ante } · { $rolls ->
        [one] one roll a turn
       *[other] up to { $rolls } rolls a turn
    } · { $rounds ->
        [0] until someone cannot pay the ante
        [one] 1 round (or until someone cannot pay)
       *[other] { $rounds } rounds (or until someone cannot pay)
    }{ $first ->
        [true] {" "}· the first player's rolls limit the others'
       *[false] {""}
    }{ $raising ->
        [true] {" "}· raising, up to { $limit } a raise
       *[false] {""}
    }
wp-dc-table-title = Würfelpoker · table { $table }
# $round: the round's number; $rounds: the last round (0: no limit)
wp-dc-round = { $rounds ->
        [0] Round { $round }
       *[other] Round { $round } of { $rounds }
    }
# $round: wp-dc-round; $pot: chips in the pot; $name: who plays now
wp-dc-table-round = { $round } · pot **{ $pot }** · **{ $name }** to play
# $roll: the roll's number; $rolls: rolls this turn
wp-dc-table-dice = 🎲 { $hand } · roll { $roll } of { $rolls }
wp-dc-table-over = **Game over.**
wp-dc-table-ended = This table was ended.
# a hand: $combo its combination, $dice its dice (3-3-4-4-6)
wp-dc-hand = { $combo } ({ $dice })
# a seat on the table: $moving yes for the player to move; $state hand, folded or none
wp-dc-seat = { $moving ->
        [yes] ▶
       *[no] •
    } **{ $name }** · { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }{ $state ->
        [hand] {" "}· { $hand }
        [folded] {" "}· folded
       *[none] {""}
    }
wp-dc-last-round = Last pot
# $names: the winners; $count: how many; $shares: each winner's share; $reason: showdown or folds
wp-dc-showdown = { $reason ->
        [folds] Round { $round }: everybody else folded, { $names } wins the pot of { $pot }.
       *[showdown] { $count ->
            [1] Round { $round }: { $names } wins the pot of { $pot }.
           *[other] Round { $round }: { $names } split the pot of { $pot } ({ $shares }).
        }
    }
# a hand of the showdown, best first: $place 1, 2, …
wp-dc-ranked = { $place }. { $name }: { $hand }
wp-dc-folded = Folded: { $names }
# $seats: the seats in order
wp-dc-started = **The game begins!** Seats, drawn at random: { $seats }.
# the answer to the host who pressed Start
wp-dc-start-ack = The game has started: the table pings you when it is your turn to roll or bet.
# $who: a mention or a name; $round: wp-dc-round
wp-dc-turn-first = 🎲 { $who }, your turn ({ $round } · pot { $pot }): roll the dice!
# option first_sets_rolls: the rolls the round's first player used, the most for the others
wp-dc-turn-limited = The round's first player used { $rolls ->
        [one] one roll
        [2] two rolls
       *[other] { $rolls } rolls
    }: that is your most this round.
wp-dc-turn-dice = 🎲 **{ $hand }** · roll { $roll } of { $rolls } · pot { $pot }
# $left: rolls left
wp-dc-turn-keep = { $who }, tap the dice you keep (✓), then roll the others ({ $left ->
        [one] 1 roll left
       *[other] { $left } rolls left
    }) — or stand.
# the best hand shown this round by someone else; $name: whose
wp-dc-to-beat = To beat: **{ $hand }** ({ $name }).
# $most: the largest raise allowed
wp-dc-turn-raise = { $who }, your hand: **{ $hand }**. Raise the stake by { $most ->
        [one] 1 chip
       *[other] up to { $most } chips
    } (pot { $pot }), or not?
# $name: who raised; $amount: by how much; $rolled: yes when the reader has a hand already
wp-dc-turn-respond = { $who }, { $name } raises by { $amount } (pot { $pot }): call { $amount } or fold? { $rolled ->
        [yes] You have { $chips ->
            [one] 1 chip
           *[other] { $chips } chips
        }; your hand: **{ $hand }**.
       *[no] You have { $chips ->
            [one] 1 chip
           *[other] { $chips } chips
        } and have not rolled yet.
    }
wp-dc-turn-ai = 🤖 { $who } is playing…
# a die kept: $value its number
wp-btn-die-kept = { $value } ✓
# $count: the dice Roll rolls (0: all five are kept); $left: rolls left
wp-btn-roll = 🎲 { $count ->
        [0] All five kept
        [5] Roll all five
        [one] Roll 1 die
       *[other] Roll { $count } dice
    } ({ $left } left)
wp-btn-stand = ✋ Stand
wp-btn-pass = No raise
wp-btn-raise = Raise { $amount }
wp-btn-call = Call { $amount }
wp-btn-fold = Fold
# $rounds: the rounds played
wp-dc-results-head = **Chips at the end** ({ $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    })
# $place: 1, 2, …
wp-dc-standing = { $place }. { $name } — { $chips ->
        [one] 1 chip
       *[other] { $chips } chips
    }
# /wuerfelpoker hand: $round: wp-dc-round
wp-dc-own-title = **Your chips: { $chips }** · pot { $pot } · { $round }
wp-dc-own-folded = You folded this round.
wp-dc-own-hand = Your hand: **{ $hand }**
wp-dc-own-dice = Your dice: **{ $hand }** ({ $left ->
        [one] 1 roll left
       *[other] { $left } rolls left
    })
wp-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · turn timer: **{ $seconds } s** · chips: **{ $chips }** · ante: **{ $ante }** · rolls a turn: **{ $rolls }** · the first player's rolls limit the others': **{ $first ->
        [true] on
       *[false] off
    }** · rounds: **{ $rounds ->
        [0] until someone cannot pay
       *[other] { $rounds }
    }** · raising: **{ $raising ->
        [true] on
       *[false] off
    }** · most chips a raise: **{ $limit }**
# /wuerfelpoker replay: a finished game, round by round
wp-cmd-replay-desc = A finished Würfelpoker game of this server, round by round (only you see it)
wp-cmd-opt-game-desc = The game's number (as the history shows it)
wp-cmd-opt-round = round
wp-cmd-opt-round-desc = The round to begin with (default: 1)
# $table: the game's number; $round, $rounds: the round shown, and how many there were
wp-dc-replay-title = **Würfelpoker #{ $table }** · round { $round } of { $rounds }
wp-dc-replay-unknown = There is no finished Würfelpoker game #{ $table } on this server.
wp-dc-replay-running = Game #{ $table } is still being played: it can be watched again once it is over.
wp-dc-replay-corrupt = Game #{ $table } cannot be replayed: its stored moves do not fit its dice.
wp-dc-history-hint = Watch one again with `/wuerfelpoker { cmd-replay } { cmd-opt-game }:<number>`.

# the table picture (wuerfelpoker/art.py): the head band's pot and open raise, a seat's chips,
# a seat without dice; its description for screen readers ($head: the band's text; $seats: one
# wp-pic-alt-seat per seat; $dice: the dice, "kept" after each die set aside)
wp-pic-pot = pot { $pot }
wp-pic-raise = { $name } raised { $amount }
wp-pic-chips = { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}
wp-pic-folded = folded
wp-pic-waiting = not rolled yet
wp-pic-kept = kept
wp-pic-alt = Würfelpoker table, { $head }: { $seats }
wp-pic-alt-seat = { $moving ->
    [yes] { $name } (to play)
   *[no] { $name }
}, { $chips ->
    [one] { $chips } chip
   *[other] { $chips } chips
}, { $dice }
