# Larry on Discord (cogs/larry), read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): the /larry group's own command texts (its
# description, the shared commands' descriptions, its options and its own commands),
# the table messages, the own screen (Your move) and the buttons, the picture
# descriptions, the replay of a finished game. The shared commands' names, the lobby, the
# leaderboards, the history and the settings are the platform's
# (larry_core/text/locales/discord.*.ftl).

## The Discord cog (cogs/larry): answers, refusals, buttons and the own screen

action-effect-open = an opponent's next number card goes face up
action-effect-draw2 = an opponent draws 2
action-effect-gift = give one of your cards to an opponent
action-effect-reverse = flip direction and limit
direction-cw = clockwise
direction-ccw = counter-clockwise
no-table-here = There is no open Larry table in this channel. Start one with `/larry { cmd-new }`.
garbled = I don't recognise that button (it may be damaged). Use `/larry { cmd-table }` for fresh ones.
log-header = **Table #{ $table }: the moves so far** (page { $page } of { $pages }, 1 is the latest)
log-empty = Nothing has happened yet.
game-started = **The game begins!** Seats were drawn at random; playing order: { $seats }. **{ $starter }** starts. Hands are dealt: check your DMs or press **My hand**.
# the same where the table lives on interaction tokens (no hand goes by DM)
game-started-tokens = **The game begins!** Seats were drawn at random; playing order: { $seats }. **{ $starter }** starts. Hands are dealt: press **My hand** to see yours.
form-header = **Your move** (limit { $limit }, { $direction }; standing claim: { $claim })
    { $hand }
form-marked = You carry an **open mark**: a number card goes face up and its claim is forced.
form-forced = Under your open mark this card must be claimed as **{ $claim }**.
form-over = That forced claim is above the limit: you will bust (draw 2, start a new pile).
form-pick-card = Choose the card to play.
form-card-menu = Your card…
form-claim-step = You place { $card } face down. Announce a sum: the honest one is **{ $honest }**.
form-no-honest = You place { $card } face down. The honest sum, { $honest }, is not an allowed claim (limit { $limit }): whatever you announce is a bluff.
form-action-step = { $card }: play it face up ({ $effect }), or place it face down (it counts 0) and announce a sum: the honest one is **{ $honest }**.
form-face-down-only = { $card } cannot be played face up now: place it face down (it counts 0) and announce a sum: the honest one is **{ $honest }**.
form-gift-step = Gift to { $name }: choose the card you give away.
form-larry-on = This leaves you one card: **Larry!** is said for you.
form-larry-off-auto = This leaves you one card and you chose **not** to say Larry: you will draw **2 cards** as a penalty.
form-larry-off-catch = This leaves you one card and you chose **not** to say Larry: anyone may **catch** you before the next move, and then you draw 2 cards.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (honest)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (face up)
btn-other-claim = Announce another sum…
btn-skip-larry = Don't say Larry
btn-say-larry = Say Larry
btn-doubt = Doubt
btn-accept = Accept
btn-catch = Catch!
rules = **Larry in a nutshell** (2–8 players)
    • 54 cards: numbers `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Larry** cards and 13 action cards (open, draw two, gift, reverse). Hands: 2→12, 3→9, 4→7, 5→6, 6–8→5 cards.
    • On your turn: **place** a card face down and claim the pile's sum (any whole number from −12 up to the **limit**, 7 at the start), **play an action card** face up (you accept the standing claim), or **doubt** the claim.
    • Doubt: the pile is revealed. An odd number of Larry cards makes any claim true; otherwise the claim is true exactly when it equals the sum. True → the doubter draws 2; false → the player responsible draws 2. Whoever drew starts a new pile.
    • Actions: **reverse** flips direction and the limit (7↔5); **draw two** makes an opponent draw 2; **gift** gives one of your cards away (needs 3+ cards in hand); **open** marks an opponent: their next number card goes face up with a forced claim (over the limit → bust, draw 2).
    • Leaving yourself with one card? Tick **Say Larry**. Forgetting costs 2 cards (or, in catch mode, anyone may **Catch!** you before the next move).
    • Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2; everyone else loses the Larry symbols on their remaining cards. Highest total after the last round wins (3 rounds by default).

## Discord: slash commands (names, descriptions, options, choices) and the table messages
## (cogs/larry). Command names: lower case, no spaces, at most 32 characters (Discord's rule).

cmd-larry-desc = Play Larry, the bluffing card game
cmd-new-desc = Open a Larry table in this channel
cmd-hand-desc = See your hand at this channel's table (only you see it)
cmd-table-desc = Post the table's current state and buttons again (players and moderators)
cmd-log = log
cmd-log-desc = Every move of this channel's game so far (only you see it)
cmd-leave-desc = Leave this channel's table (mid-game an AI takes your seat)
cmd-end-desc = End this channel's table (host or Manage Server); no leaderboard change
cmd-rules-desc = A short summary of the rules of Larry
cmd-leaderboard-desc = This server's Larry leaderboard (only you see it unless you share it)
cmd-stats-desc = A player's games, wins, win rate and points on this server
cmd-opt-rounds = rounds
cmd-opt-rounds-desc = How many rounds (1-10, default 3)
cmd-opt-short-game = short_game
cmd-opt-short-game-desc = One round; going out is checked at once
cmd-opt-larry-call = larry_call
cmd-opt-larry-call-desc = What a forgotten "Larry" costs
cmd-choice-call-auto = auto: 2 cards at once
cmd-choice-call-catch = catch: only if someone catches it
cmd-opt-log-page-desc = 1 is the latest page

## Table messages
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
dc-table-earlier = Earlier moves
dc-call-auto = auto
dc-call-catch = catch
dc-table-footer = Larry call: { $call } · draw pile { $draw } · move { $move } · /larry { cmd-log } shows every move
dc-lobby-title = Larry table #{ $table } — lobby
dc-lobby-rules = Rounds: **{ $rounds }**{ $short ->
        [true] {" "}(short game)
       *[false] {""}
    } · Larry call: **{ $call }** · turn time: **{ $seconds } s** · { $language }
dc-lobby-footer = Join, then the host presses Start (2–8 players).
dc-board-title = Larry leaderboard · { $guild }
dc-stats-title = Larry stats · { $name }
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
cmd-history-desc = This server's finished games, newest first (only you see them)
cmd-replay = replay
cmd-replay-desc = A finished game of this server, move by move (only you see it)
cmd-settings-desc = Show or change this server's defaults for new tables (Manage Server)
cmd-opt-game = game
cmd-opt-game-desc = The game's number (see /larry history)
cmd-opt-move = move
cmd-opt-move-desc = Start at this move (default: the first)
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

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
dc-game-name = Larry
