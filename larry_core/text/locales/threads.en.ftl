## A thread per table (issue 51): the lobby a line in the channel, the table in a thread
## of its own (cogs.tables.threads).

## The option of /… new and /… settings (an option's name: lowercase, no spaces)

cmd-opt-threads = thread
cmd-opt-threads-desc = Play in a thread of its own, one line in this channel (default: the server's setting)
cmd-opt-settings-threads-desc = New tables play in a thread of their own, one line in the channel (default: off)

## The line in the channel, in the table's language
# $game: the game's name, $table: the table's number, $players: the seated players' names,
# $thread: a link to the thread, $host: who opens the table

threads-line-opening = 🧵 **{ $game }** · { $host } is opening a table…
threads-line-lobby = 🧵 **{ $game }** · table { $table } is looking for players (seated so far: { $players }) · join in { $thread }
threads-line-playing = 🧵 **{ $game }** · table { $table } · now playing: { $players } · in { $thread }
threads-line-finished = 🧵 **{ $game }** · table { $table } · played by { $players } · the results are in { $thread }
threads-line-ended = 🧵 **{ $game }** · table { $table } · ended before the game was over · { $thread }
threads-line-closed = 🧵 **{ $game }** · table { $table } · closed without a game
# the thread's name (at most 100 characters)
threads-name = { $game } · { $host }

## Private answers to the host

threads-opened = Your table is open in { $thread }. Others join there with the **Join** button.
# told once per server; $group: the game's command group
threads-not-allowed = This table plays here in the channel: I may not open threads here (I need **Create Public Threads** and **Send Messages in Threads**). A server admin can give me both, or turn tables in threads off with `/{ $group } { cmd-settings }`. I'll say this only once on this server.
threads-no-thread = I could not open a thread just now, so this table plays here in the channel.

## /… settings
# $on: true or false
threads-setting = Tables in threads: **{ $on ->
        [true] on
       *[false] off
    }**
