## Discord: slash commands (names, descriptions, options, choices) and the table messages
## (cogs/larry). Command names: lower case, no spaces, at most 32 characters (Discord's rule).

cmd-larry-desc = Play Larry, the bluffing card game
cmd-new = new
cmd-new-desc = Open a Larry table in this channel
cmd-hand = hand
cmd-hand-desc = See your hand at this channel's table (only you see it)
cmd-table = table
cmd-table-desc = Post the table's current state and buttons again (players and moderators)
cmd-log = log
cmd-log-desc = Every move of this channel's game so far (only you see it)
cmd-leave = leave
cmd-leave-desc = Leave this channel's table (mid-game an AI takes your seat)
cmd-end = end
cmd-end-desc = End this channel's table (host or Manage Server); no leaderboard change
cmd-rules = rules
cmd-rules-desc = A short summary of the rules of Larry
cmd-leaderboard = leaderboard
cmd-leaderboard-desc = This server's Larry leaderboard (only you see it unless you share it)
cmd-stats = stats
cmd-stats-desc = A player's games, wins, win rate and points on this server
cmd-opt-rounds = rounds
cmd-opt-rounds-desc = How many rounds (1-10, default 3)
cmd-opt-short-game = short_game
cmd-opt-short-game-desc = One round; going out is checked at once
cmd-opt-larry-call = larry_call
cmd-opt-larry-call-desc = What a forgotten "Larry" costs
cmd-choice-call-auto = auto: 2 cards at once
cmd-choice-call-catch = catch: only if someone catches it
cmd-opt-turn-seconds = turn_seconds
cmd-opt-turn-seconds-desc = Seconds per turn before the AI plays for you (30-600)
cmd-opt-language = language
cmd-opt-language-desc = The language of the table's messages (default: the server's)
cmd-opt-pictures = pictures
cmd-opt-pictures-desc = Show cards as pictures (default: on)
cmd-opt-page = page
cmd-opt-page-desc = Page number
cmd-opt-log-page-desc = 1 is the latest page
cmd-opt-share = share
cmd-opt-share-desc = Post it for everyone in the channel
cmd-opt-user = user
cmd-opt-user-desc = Whose stats (default: yours)

language-en = English
language-de = Deutsch
language-fr = Français

## Table messages
dc-ai-name = { $name } (AI)
dc-hand-empty = Your hand is empty.
# $count: cards in the hand; $cards: the cards as chips
dc-hand = Your hand ({ $count ->
        [one] 1 card
       *[other] { $count } cards
    }): { $cards }
dc-dm-hand = **Larry table #{ $table }** in { $channel }, round { $round }.
    { $hand }
dc-no-claim = none (empty pile)
dc-form-no-claim = none
dc-prompt-move = { $name }, your move.
dc-prompt-final = { $name }: **Doubt** or **Accept** { $out }'s last claim?
dc-table-state = Limit **{ $limit }** · { $direction } · claim { $claim } · pile { $pile ->
        [one] 1 card
       *[other] { $pile } cards
    }
dc-table-face-up = Face up in the pile: { $cards }
dc-table-title = Larry · table #{ $table } · round { $round }/{ $rounds }{ $short ->
        [true] {" "}(short game)
       *[false] {""}
    }
dc-table-title-over = Larry · table #{ $table } · finished
dc-table-title-ended = Larry · table #{ $table } · ended
dc-table-player = **{ $name }** — { $count ->
        [one] 1 card
       *[other] { $count } cards
    } · { $points } pts{ $marked ->
        [true] {" "}· 🔓 open mark
       *[false] {""}
    }
dc-table-players = Players
dc-table-latest = Latest moves
dc-table-earlier = Earlier moves
dc-call-auto = auto
dc-call-catch = catch
dc-table-footer = Larry call: { $call } · draw pile { $draw } · move { $move } · /larry { cmd-log } shows every move
dc-lobby-title = Larry table #{ $table } — lobby
dc-lobby-rules = Rounds: **{ $rounds }**{ $short ->
        [true] {" "}(short game)
       *[false] {""}
    } · Larry call: **{ $call }** · turn time: **{ $seconds } s** · { $language }
dc-lobby-host = { $name } (host)
dc-lobby-seats = Seats ({ $count }/{ $max })
dc-lobby-footer = Join, then the host presses Start (2–8 players).
dc-board-title = Larry leaderboard · { $guild }
dc-board-empty = No finished games yet.
dc-board-header = player — games · wins · win rate · points
dc-page = Page { $page } of { $pages }
dc-stats-title = Larry stats · { $name }
dc-stats-none = { $name } has not finished a game on this server yet.
dc-stats-line = Rank **{ $rank }** · games **{ $games }** · wins **{ $wins }** · win rate **{ $rate }** · points **{ $points }**

## Picture descriptions (alt text)
dc-pic-hand = Your cards: { $cards }
# $correct: true or false; $claim: a number or "none"
dc-pic-reveal = The revealed pile: { $cards }. Sum { $total }{ $claim ->
        [none] {""}
       *[some] , claim { $claim }
    }: { $correct ->
        [true] the claim was right
       *[false] the claim was wrong
    }.
dc-pic-result-row = { $name }: { $cards } ({ $points }, total { $total })
dc-pic-results = Round { $round } results: { $rows }

## After the game: leaderboard, stats, history, replay, settings, forget-me
cmd-history = history
cmd-history-desc = This server's finished games, newest first (only you see them)
cmd-replay = replay
cmd-replay-desc = A finished game of this server, move by move (only you see it)
cmd-settings = settings
cmd-settings-desc = Show or change this server's defaults for new tables (Manage Server)
cmd-forget-me = forget-me
cmd-forget-me-desc = Remove your name, stats and rating from every server (asks first)
cmd-opt-sort = sort
cmd-opt-sort-desc = Rank by rating (default), wins, games or win rate
cmd-opt-hide-ai = hide_ai
cmd-opt-hide-ai-desc = Leave the AI players out
cmd-opt-player = player
cmd-opt-player-desc = Only the games this player played
cmd-opt-game = game
cmd-opt-game-desc = The game's number (see /larry history)
cmd-opt-move = move
cmd-opt-move-desc = Start at this move (default: the first)
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
dc-history-hint = Watch one again with `/larry { cmd-replay } { cmd-opt-game }:<number>`.
dc-replay-title = **Game #{ $table }**, move by move
dc-replay-no-moves = Nobody moved in this game.
dc-replay-running = Game #{ $table } is still being played: it can be watched again once it is over.
dc-replay-unknown = There is no finished Larry game #{ $table } on this server.
dc-replay-corrupt = The moves stored for game #{ $table } no longer replay: it cannot be shown.
dc-replay-jump-title = Jump to a move
dc-replay-jump-label = Move number
dc-replay-jump-bad = A move number is a whole number like 12, not { $text }.
btn-jump = Jump…
dc-settings-not-allowed = Only members with Manage Server can change this server's settings.
dc-settings-title = **This server's defaults for new tables**
dc-settings-saved = **Saved.** New tables start from these (the options of `/larry { cmd-new }` override them):
# $language_set: true if chosen here, false if it follows the server's Discord language
dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · pictures: **{ $pictures ->
        [true] on
       *[false] off
    }** · turn timer: **{ $seconds } s** · rounds: **{ $rounds }**{ $short ->
        [true] {" "}(short game)
       *[false] {""}
    } · Larry call: **{ $call }**
dc-forget-ask = This removes your name, stats and rating from every server where you played Larry. Finished games keep your seat without your name, so the others' results stay as they were. This cannot be undone.
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
