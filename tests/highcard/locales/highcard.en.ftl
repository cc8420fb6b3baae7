# High card: the texts of a game that exists only in the tests (tests/highcard). Added to
# the catalogue for a test only (tests/test_highcard_discord.py), never shipped. English
# only: another language falls back to it.

## the command group (the shared commands' descriptions: `GameFront.keys` is "hc-")
hc-cmd-desc = Play high card, the tests' game for two
hc-cmd-new-desc = Open a high card table in this channel
hc-cmd-hand-desc = See your card at this channel's high card table (only you see it)
hc-cmd-table-desc = Post the high card table and its buttons again
hc-cmd-leave-desc = Leave this channel's high card table (mid-game an AI takes your seat)
hc-cmd-end-desc = End this channel's high card table (host or Manage Server)
hc-cmd-rules-desc = The rules of high card in short
hc-cmd-leaderboard-desc = This server's high card ratings
hc-cmd-stats-desc = A player's high card rating, games and wins on this server
hc-cmd-history-desc = This server's finished high card games, newest first (only you see them)
hc-cmd-settings-desc = Show or change this server's defaults for new high card tables (Manage Server)
hc-cmd-opt-rounds = rounds
hc-cmd-opt-rounds-desc = How many rounds (1-9, default 3)

## answers
hc-rules = **High card in short** (2 players): each round both get one card face down (1 to 13). In turn each **reveals** it or **folds** (conceding the round). The higher revealed card wins the round; after the last round the most rounds won wins.
hc-no-table-here = There is no open high card table in this channel. Start one with `/highcard { cmd-new }`.
hc-garbled = I don't recognise that button (it may be damaged). Use `/highcard { cmd-table }` for fresh ones.
hc-illegal-bad_move = A move is Reveal or Fold.
hc-illegal-game_over = The game is over.
hc-illegal-not_your_turn = It is not your move.
hc-dc-board-title = High card ratings · { $guild }
hc-dc-stats-title = High card · { $name }
hc-settings = High card tables: { $rounds } rounds · { $seconds } s a turn · language { $language }

## the table's messages
hc-lobby-title = High card · table #{ $table }
hc-lobby-rules = { $rounds } rounds · { $seconds } s a turn. One card each per round, face down: reveal it or fold; the higher card wins the round.
hc-lobby-footer = Join, then the host presses Start.
hc-table-title = High card · table #{ $table }
hc-table-round = Round { $round } of { $rounds }.
hc-table-over = Game over.
hc-table-shows = { $name } shows { $card }
hc-table-face-down = { $name }: face down
hc-table-won = rounds won: { $count }
hc-ev-revealed = { $name } reveals { $card }.
hc-ev-folded = { $name } folds.
hc-ev-round-won = { $name } wins round { $round }. Score { $score }.
hc-ev-round-tie = Nobody wins round { $round }. Score { $score }.
hc-ev-round-started = **Round { $round }**: { $name } acts first.
hc-your-move = { $who }, your move: **Reveal** or **Fold**.
hc-over-win = **Game over!** { $name } wins { $score }.
hc-over-draw = **Game over!** A draw, { $score }.
hc-btn-reveal = Reveal
hc-btn-fold = Fold

## what a player sees alone
hc-hand = Your card in round { $round } of { $rounds }: { $card }
hc-hand-none = The game is over: you hold no card.
hc-dm = High card, table #{ $table } in { $channel }. { $hand }
