# English catalogue of the platform: the sentences every game shares. Each game's own
# texts are in its package (larry_core/games/larry/locales/larry*.en.ftl,
# larry_core/games/kakerlake/locales/kakerlake.en.ftl), read with this one.
#
# Conventions (see larry_core/text/render.py):
#   - a seat parameter ($seat, $target, $by, $start, $claimant, $responsible) arrives as the
#     player's name, with $<param>_you = "yes" when the reader is that seat, else "no";
#     a message that names a seat selects its "you" form on $<param>_you;
#   - $card is a card's name (the card-* messages); $cards a comma-separated list of names,
#     with $cards_count its length; $winners an "A, B and C" list of seats, with
#     $winners_count and $winners_you;
#   - $scores a list "Name +2, Name -3";
#   - true/false parameters arrive as "true" / "false";
#   - **bold** is Discord markdown; the terminal strips it.

## Lists and names

# $first, $second: "A and B"
list-and = { $first } and { $second }
# $first, $second: "A, B" (all but the last join of an "and" list, and card lists)
list-comma = { $first }, { $second }
# the reader inside a list of names ("Dee and you win")
you-in-list = you
# the reader as a label (a score list, a seat list)
you-label = You
# $number: a seat without a name
seat-unnamed = seat { $number }
# $name, $points (signed text such as "+2")
score-item = { $name } { $points }

## Table changes (larry_core.service): $name is a player's name as text

# $name: the host
change-opened = { $name } opened a table.
# $name
change-joined = { $name } joined.
# $name
change-left = { $name } left.
# $name
change-ai-added = { $name } (AI) sat down.
# $name, $reason: host_left | closed | expired
change-cancelled =
    { $reason ->
        [host_left] The host { $name } left, so the table is closed.
        [expired] Nobody started the game in time, so the lobby closed.
       *[closed] The table was closed.
    }
# $name, $reason: left | timeouts; $count: missed turns in a row
change-replaced =
    { $reason ->
        [timeouts] { $name } missed { $count } turns in a row; an AI plays in their place from now on.
       *[left] { $name } left the table; an AI plays in their place from now on.
    }
# $name, $count, $replaced ("true" when an AI now keeps the seat)
change-timed-out =
    { $replaced ->
        [true] { $name } ran out of time { $count } times in a row; an AI plays in their place from now on.
       *[false] { $name } ran out of time, so the AI played for them.
    }
change-ended = The table was ended.

## Refused table operations (larry_core.table.TableError): error-<code>

error-no_table = This table is closed.
# $table: the table's number; $reason: record | moves | options
error-corrupt =
    Table #{ $table } in this channel cannot be loaded ({ $reason ->
        [record] its stored record is unreadable
        [options] its stored options are invalid
       *[moves] its stored moves do not replay
    }). The host or a server manager can close it with `/{ $group } { cmd-end }`.
# $game: the name of the game played at the open table; $group: its command group
error-channel_busy = This channel already has an open { $game } table. Join it, or use `/{ $group } { cmd-table }` to find it.
error-not_lobby = The game has already started or closed.
error-already_seated = You already have a seat at this table.
# $max
error-table_full = The table is full ({ $max } seats).
error-not_seated = You are not playing at this table.
error-not_host = Only the host can do that.
# $min, $max
error-not_enough_players = A game needs { $min } to { $max } players.
error-stale = That button is out of date: the game has moved on. Use the newest message.
error-not_playing = The game is not running.
# $round: the round the press was made in
error-round_over = Round { $round } was stopped: that press changes nothing.
# $round: the round about to begin
error-round_pause = Round { $round } starts in a moment: press again once it has begun.
error-over_at_start = With these options the game would be over before its first move (for example a stake higher than the chips each player starts with). Open a new table with other options.

## Leaving a terminal game (larry_core.__main__, every game's terminal)

term-bye = Bye!
term-bye-abandoned = Bye! (the game was abandoned)

## The command line (larry_core.__main__): help texts and error lines

# $games: the games' names
cli-description = Larry tables without Discord: play { $games } in the terminal against AI players, simulate random games, or replay a JSON game document. Add --game <name> to a command (before --help) for that game's own options.
cli-replay-help = apply a JSON game document (each game has its replay protocol)
# $game: the game's name; $doc: where its replay protocol is written
cli-replay-description = Apply a JSON document of a { $game } game and print the result ({ $doc }).
cli-replay-file = path of the document, or - for standard input
# a replay document whose "game" names another game: $game that game's --game name
cli-replay-wrong-game = larry replay: this is a document of the game "{ $game }": replay it with --game { $game }.
cli-simulate-help = play random-legal games and summarise them
# $game: the game's name
cli-simulate-description = Play random-legal games of { $game } and print statistics.
cli-simulate-players = players per game (default 4)
cli-simulate-games = how many games (default 1000)
cli-simulate-seed = first seed (default 0)
cli-play-help = play against AI seats in the terminal
# $game: the game's name
cli-play-description = Play { $game } against AI players in the terminal. At the prompt, 'help' lists the commands and 'rules' explains the game.
cli-play-players = seats at the table, you included (default 4)
cli-play-seed = fix the deal and the AI's choices (default random)
cli-play-ai = the AI players: reasoned (default) or random (easier)
# $max: seconds, as text
cli-play-ai-delay = pause before each AI move, 0 to { $max } (default 0.8)
# $lo, $hi: the bounds as text (no digit grouping); $text: what was typed, quoted, cut short
cli-whole-number = must be a whole number from { $lo } to { $hi }, not { $text }
# $max: seconds, as text; $text: what was typed, quoted, cut short
cli-seconds = must be a number of seconds from 0 to { $max }, not { $text }
# $args: the extra arguments, each cut short, space-separated
cli-unrecognized = unrecognized arguments: { $args }
# $done, $games
cli-simulate-interrupted = larry simulate: interrupted after { $done } of { $games } games.

## Discord (cogs/tables and every game's front end): answers, refusals, shared buttons

# $game: the name of the game whose command was used
not-in-guild = { $game } tables live in server channels: use this command in a server.
not-playing = You are not playing at this table.
not-your-turn = It's not your turn: { $name } is to move.
not-started = The game has not started yet.
stale = That button is out of date: the game has moved on. Use the newest message.
not-host-or-admin = Only the host or someone with Manage Server can end the table.
something-wrong = Something went wrong on my side; nothing was changed. Please try again.
table-busy = The table is busy right now, so your press was not taken. Please press again in a moment.
opened = Your table is open. Others can join with the **Join** button.
joined = You joined the table.
left-lobby = You left the table.
ai-added = An AI player sat down.
started = The game has started: your hand is in your DMs and behind **My hand**.
cancelled = The table is closed.
left-game = You left the game; an AI plays your seat from now on.
ended = The table was ended.
broken-closed = The unreadable table #{ $table } was closed; this channel is free again.
reposted = Posted the current state of the table below.
repost-not-allowed = Only the table's players and people with Manage Messages can post it again.
repost-too-soon = The table was just posted again; try in { $seconds } s.
repost-later = Discord is slow right now: the table will be posted below in a moment.
dm-closed = { $mention }, I can't send you direct messages: your cards are under **My hand** (**Your move** on your turn).
table-ended = **This table was ended.** No leaderboard change.
lobby-closed = This table is closed.
lobby-started = The game has started: follow it below.
host-left = The host { $name } left, so the table is closed.
lobby-expired = Nobody started the game in time, so the lobby closed.
timed-out = { $name } ran out of time, so the AI played for them.
replaced-after-timeouts = { $name } missed { $count } turns in a row; an AI plays in their place from now on.
replaced-left = { $name } left the table; an AI plays in their place from now on.
btn-join = Join
btn-leave = Leave
btn-start = Start
btn-ai = Add AI
btn-cancel = Cancel
btn-hand = My hand
btn-prev = Previous
btn-next = Next

## larry play/simulate --lang
cli-lang = the language of the game and its messages (en, de, fr)
# $games: the games the command line plays, as typed; $default: the one it plays unasked
cli-game = which game: { $games } (default: { $default })

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = The game's database is not answering right now, so nothing changed. Try again in a moment.
error-other_shard = This server is served by another Larry process (shard { $shard }; this one runs shards { $shards }). Try again in a moment; if it keeps happening, tell the bot's operator.
# $game: the name of the game played here; $group, $command: the command to use instead
other-game-here = This channel's table plays { $game }: use `/{ $group } { $command }`.
garbled-game = This game is not being served right now; try again in a moment.
unknown-button = I don't recognise that button: it may be damaged, or from an older version of the bot. Use the newest table message.
form-expired = This form has expired (it was used, timed out, or the bot restarted). Open it again from the newest message.
dc-stats-games = Games **{ $games }** · wins **{ $wins }** · win rate **{ $rate }**
