## Discord: slash commands (names, descriptions, options, choices) and the table messages
## (cogs/larry). Command names: lower case, no spaces, at most 32 characters (Discord's rule).

cmd-new = new
cmd-hand = hand
cmd-table = table
cmd-leave = leave
cmd-end = end
cmd-rules = rules
cmd-leaderboard = leaderboard
cmd-stats = stats
cmd-opt-turn-seconds = turn_seconds
cmd-opt-turn-seconds-desc = Seconds per turn before the AI plays for you (30-600)
cmd-opt-language = language
cmd-opt-language-desc = The language of the table's messages (default: the server's)
cmd-opt-pictures = pictures
cmd-opt-pictures-desc = Show cards as pictures (default: on)
cmd-opt-page = page
cmd-opt-page-desc = Page number
cmd-opt-share = share
cmd-opt-share-desc = Post it for everyone in the channel
cmd-opt-user = user
cmd-opt-user-desc = Whose stats (default: yours)

language-en = English
language-de = Deutsch
language-fr = Français

## Table messages
dc-ai-name = { $name } (AI)
# an AI seat is to act: narrated, never addressed ($name: its name, with its AI mark)
dc-ai-thinking = 🤖 { $name } is thinking…
dc-table-latest = Latest moves
# when the turn of the player to act runs out ($when: a Discord timestamp, shown as "in 2 minutes")
dc-turn-deadline = ⏳ Turn ends { $when }
dc-game-started = **The game begins!** Order of play: { $seats }.
btn-act = Your move
dc-lobby-host = { $name } (host)
dc-lobby-seats = Seats ({ $count }/{ $max })
dc-board-empty = No finished games yet.
dc-board-header = player — games · wins · win rate · points
dc-page = Page { $page } of { $pages }
dc-stats-none = { $name } has not finished a game on this server yet.

## After the game: leaderboard, stats, history, replay, settings, forget-me
cmd-history = history
cmd-settings = settings
cmd-forget-me = forget-me
cmd-forget-me-desc = Remove your name, stats and rating from every server (asks first)
cmd-opt-sort = sort
cmd-opt-sort-desc = Rank by rating (default), wins, games or win rate
cmd-opt-hide-ai = hide_ai
cmd-opt-hide-ai-desc = Leave the AI players out
cmd-opt-player = player
cmd-opt-player-desc = Only the games this player played
cmd-opt-settings-language-desc = The language of new tables' messages
dc-sort-rating = rating
dc-sort-wins = wins
dc-sort-games = games
dc-sort-win_rate = win rate
dc-board-rated-header = player — **rating** · wins · games · win rate
dc-board-footer = Page { $page } of { $pages } · sorted by { $sort } · rating = skill estimate minus three times its uncertainty
# $rating: the conservative estimate; $mu, $sigma: the estimate and its uncertainty
dc-stats-rating = Rating **{ $rating }** (rank **{ $rank }**; skill { $mu } ± { $sigma })
dc-stats-history = Rating after each of the last { $count } games
dc-stats-history-alt = The rating over { $count } games, from { $first } to { $last }
dc-history-empty = No finished games on this server yet.
dc-history-title = **Finished games** (page { $page } of { $pages })
# $table: the game's number, $when: a Discord timestamp, $players: names and scores
dc-history-game = `#{ $table }` { $when }: { $players }
dc-settings-not-allowed = Only members with Manage Server can change this server's settings.
dc-settings-title = **This server's defaults for new tables**
dc-settings-saved = **Saved.** New tables start from these (the options of `/{ $group } { cmd-new }` override them):
dc-forget-ask = This removes your name, stats and ratings in every game, from every server where you played. Finished games keep your seat without your name, so the others' results stay as they were. This cannot be undone.
btn-forget-yes = Forget me
btn-forget-no = Keep my data
dc-forget-not-yours = Only the person who asked can confirm this.
dc-forget-kept = Nothing was removed.
# $servers: player rows removed (one per server and game); $tables: games whose seat became anonymous
dc-forget-done = Done: your name, stats and rating are gone ({ $servers ->
        [one] 1 record
       *[other] { $servers } records
    }; { $tables ->
        [one] 1 game keeps
       *[other] { $tables } games keep
    } an anonymous seat).
