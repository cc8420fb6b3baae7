## After the game (issue 15): the bluff report, finished games to revisit, ratings, server
## settings, forgetting a player (larry_core.report, review, ratings, settings, storage).

# $number: a seat whose player asked to be forgotten
seat-forgotten = former player { $number }

## The bluff report (larry_core.report.BluffReport.messages)

report-title = **Bluff report**
# $seat; $claims, $bluffs, $caught: the seat's own claims; $honest_doubted: its honest claims
# someone doubted; $doubts, $doubts_right: the doubts it made and how many found a wrong claim
report-player =
    { $seat_you ->
        [yes] **You**
       *[no] **{ $seat }**
    }: { $claims ->
        [one] 1 claim
       *[other] { $claims } claims
    }, { $bluffs ->
        [one] 1 bluff
       *[other] { $bluffs } bluffs
    } ({ $caught } caught), { $honest_doubted ->
        [one] 1 honest claim doubted
       *[other] { $honest_doubted } honest claims doubted
    }; { $doubts ->
        [one] 1 doubt
       *[other] { $doubts } doubts
    }, { $doubts_right } right.
# $seat, $claim, $truth, $round: the bluff furthest from the truth that nobody caught
report-boldest =
    Boldest bluff that got away: { $seat_you ->
        [yes] you
       *[no] { $seat }
    } said **{ $claim }** when the sum was **{ $truth }** (round { $round }).
report-no-bluff-got-away = No bluff got away.

## A finished game move by move (larry_core.review)

# $number, $total: the move shown and how many the game had; $round
review-step = **Move { $number } of { $total }** (round { $round })
# $seat, $claim, $truth: a claim the player chose
review-truth-honest =
    ↳ True: the sum was **{ $truth }**{ $seat_you ->
        [yes] , you told the truth.
       *[no] , { $seat } told the truth.
    }
review-truth-bluff =
    ↳ Bluff: the sum was **{ $truth }**, not { $claim }{ $seat_you ->
        [yes] , so you bluffed.
       *[no] , so { $seat } bluffed.
    }
# same parameters: a card face up under an open mark (the rules chose the claim)
review-truth-forced =
    ↳ The sum was **{ $truth }**{ $seat_you ->
        [yes] ; your claim was forced by the open mark.
       *[no] ; { $seat }'s claim was forced by the open mark.
    }
# $seat, $cards, $cards_count: a hand scored openly at the end of a round
review-hand =
    { $seat_you ->
        [yes] Your hand
       *[no] { $seat }'s hand
    }: **{ $cards }**
review-hand-empty =
    { $seat_you ->
        [yes] Your hand: empty
       *[no] { $seat }'s hand: empty
    }

## Ratings

# $name: the AI seat's name, $strategy: its playing style (reasoned, random)
rating-ai-name = { $name } (AI, { $strategy })

## Server settings (larry_core.settings.SettingsError)

# $name: the setting
settings-unknown = There is no setting called { $name }.
# $value, $allowed
settings-bad-language = { $value } is not a language of this bot; choose one of { $allowed }.
# $name
settings-bad-switch = The setting { $name } is either on or off.
# $low, $high
settings-bad-turn-seconds = The turn timer must be from { $low } to { $high } seconds.
settings-bad-rounds = A game has from { $low } to { $high } rounds.
# $allowed
settings-bad-larry-call = The Larry call mode is one of { $allowed }.
# $name, $allowed
settings-bad-choice = The setting { $name } is one of { $allowed }.
# $name, $low, $high
settings-bad-range = The setting { $name } is a whole number from { $low } to { $high }.

## Forgetting a player (storage forget_user)

# $tables: the open tables (ids) the player still sits at
forget-still-seated = You still have a seat at table { $tables }: leave it or let it end first, then ask again.

## larry replay --db (a stored game, move by move)

cli-replay-db = read the game from this database (a SQLite file or postgresql:// URL); FILE is then the game's id
# $table
cli-replay-no-game = There is no finished game { $table } in this database.
cli-replay-not-over = Game { $table } is not over yet: it can be replayed once it has finished.
cli-replay-bad-id = { $text } is not a game id (a whole number).
# $problem: what went wrong, in the database's words
cli-replay-db-error = Cannot read the database: { $problem }
# $table, $game: a stored game of another kind than Larry
cli-replay-other-game = Game { $table } is a game of { $game }; only Larry games can be replayed move by move.
# $table
cli-replay-corrupt = The moves stored for game { $table } no longer replay: the game cannot be shown.
