## /play, one entry to every game (cogs/tables/play.py), and after a game: Rematch and Next
## game (cogs/tables/again.py). Private answers follow the user's language, the offer below
## a finished table the table's.

play-cmd = play
play-cmd-desc = Pick a game and open its table here
play-title = **Which game shall we play?** Pick one and its table opens in this channel with the server's settings; for other options, use the game's own command.
# $game: its name, $players: how many play (play-players), $group: its command group
play-line = **{ $game }** · { $players } · `/{ $group } { cmd-new }`
# $min, $max
play-players = { $min }–{ $max } players
# $count
play-players-exact = { $count } players
play-not-in-guild = Tables live in server channels: use `/{ play-cmd }` in a server.
play-unknown-game = That game is not being served right now: run `/{ play-cmd }` again for the list.

## The offer below a finished table (public, the table's language)

again-offer = **Another game?** **Rematch**: the same players and options at a new table here, started once everyone has confirmed. **Next game**: another game for the same players.
# $names: who has confirmed
again-ready = Ready for the rematch: { $names }
# $names: who has not confirmed yet
again-waiting = Waiting for: { $names }
# $when: a Discord timestamp that reads "in 10 minutes"
again-until = -# This offer closes { $when }.
# $names: who is out
again-rematch-off = { $names } won't play again this time, so there is no rematch. Thanks for playing! The others can still pick a **Next game**.
again-btn-rematch = Rematch
again-btn-next = Next game
again-btn-out = I'm out
again-closed-superseded = A new table has opened in this channel, so this offer is closed. Thanks for playing!
again-closed-expired = This offer has expired. Thanks for playing! `/{ play-cmd }` opens a new table.
# $table: the new table's number
again-closed-rematch = Everyone confirmed: the rematch is on at table #{ $table } below.
# $game: its name, $table: the new table's number
again-closed-next = Next game: { $game } at table #{ $table }; its lobby is below.
# $game, $table, $most: its most players, $names: who has no seat
again-closed-next-full = Next game: { $game } at table #{ $table }; its lobby is below. { $game } seats at most { $most } players, so there is no seat for { $names } this time. If a seat frees up in the lobby, **Join** takes it.
again-closed-all-out = Everyone is out. Thanks for playing!

## Private answers to the offer's buttons

again-garbled = I don't recognise that button: it may be damaged. Use the buttons of the newest message.
again-over = This offer is closed. `/{ play-cmd }` opens a new table.
again-not-player = Only the players who finished this game can answer this offer.
again-you-are-out = You said you're out of this one. `/{ play-cmd }` opens a new table whenever you like.
again-starting = The new table is being opened: one moment.
# $names: who is out
again-rematch-is-off = There is no rematch: { $names } won't play again this time. You can still pick a **Next game**.
again-ack-confirmed = You're in for the rematch: it starts as soon as everyone has confirmed.
again-ack-already = You have already confirmed: the rematch starts as soon as everyone has.
again-ack-start = Everyone's in: the rematch is starting.
again-ack-out = Thanks for playing! You're out of the rematch.
again-pick = **Next game?** Pick one: its table opens here with the server's settings, and your seats carry over as far as it has room.
again-pick-again = That list is from before the bot restarted: press **Next game** on the offer again.
again-same-game = That is the game you just played: **Rematch** plays it again.
