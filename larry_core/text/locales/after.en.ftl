## After the game (issue 15): the bluff report, finished games to revisit, ratings, server
## settings, forgetting a player (larry_core.report, review, ratings, settings, storage).

# $number: a seat whose player asked to be forgotten
seat-forgotten = former player { $number }

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
# $allowed: the choices
settings-bad-ai = Choose the AI players from { $allowed }.
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
cli-replay-id-range = { $text } is not a game id: game ids are whole numbers from 1 to { $max }.
# $problem: what went wrong, in the database's words
cli-replay-db-error = Cannot read the database: { $problem }
# $table, $game: a stored game of another kind than Larry
cli-replay-other-game = Game { $table } is a game of { $game }; only Larry games can be replayed move by move.
# $table
cli-replay-corrupt = The moves stored for game { $table } no longer replay: the game cannot be shown.
