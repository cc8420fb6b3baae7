# English catalogue of Larry tables: every user-facing sentence of the core.
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

## Cards

card-minus2 = -2
card-minus1 = -1
card-0 = 0
card-1 = 1
card-2 = 2
card-3 = 3
card-4 = 4
card-7 = 7
card-larry = Larry
card-open = open
card-draw2 = draw two
card-gift = gift
card-reverse = reverse

## Events (larry_core.text.narrator)

# $seat, $claim
event-placed =
    { $seat_you ->
        [yes] You place a card face down and say **{ $claim }**.
       *[no] { $seat } places a card face down and says **{ $claim }**.
    }
# $seat, $card, $claim: a number card placed under an open mark
event-placed-open =
    { $seat_you ->
        [yes] You place **{ $card }** face up (open mark): the sum is now **{ $claim }**.
       *[no] { $seat } places **{ $card }** face up (open mark): the sum is now **{ $claim }**.
    }
# $seat
event-action-reverse =
    { $seat_you ->
        [yes] You play **reverse**.
       *[no] { $seat } plays **reverse**.
    }
# $limit, $direction ("cw" or "ccw")
event-reversed =
    Play now goes { $direction ->
        [cw] clockwise
       *[ccw] counter-clockwise
    }; the limit is **{ $limit }**.
# $seat, $target
event-action-draw2 =
    { $seat_you ->
        [yes] You play **draw two** on { $target }.
       *[no] { $target_you ->
            [yes] { $seat } plays **draw two** on you.
           *[no] { $seat } plays **draw two** on { $target }.
        }
    }
# $seat, $target
event-action-open =
    { $seat_you ->
        [yes] You play **open** on { $target }.
       *[no] { $target_you ->
            [yes] { $seat } plays **open** on you.
           *[no] { $seat } plays **open** on { $target }.
        }
    }
# $seat: the player with the open mark
event-marked =
    { $seat_you ->
        [yes] You must place your next number card face up.
       *[no] { $seat } must place their next number card face up.
    }
# $seat, $target
event-action-gift =
    { $seat_you ->
        [yes] You play **gift** and give { $target } a card.
       *[no] { $target_you ->
            [yes] { $seat } plays **gift** and gives you a card.
           *[no] { $seat } plays **gift** and gives { $target } a card.
        }
    }
# $seat, $target, $card: private to the giver and the receiver
event-gift-card =
    { $seat_you ->
        [yes] You gave { $target } this card: **{ $card }**.
       *[no] { $target_you ->
            [yes] { $seat } gave you this card: **{ $card }**.
           *[no] { $seat } gave { $target } this card: **{ $card }**.
        }
    }
# $seat, $cards, $cards_count: private to the player who drew
event-drawn-cards =
    { $cards_count ->
        [0] { $seat_you ->
            [yes] You drew no cards: the piles are empty.
           *[no] { $seat } drew no cards: the piles are empty.
        }
       *[other] { $seat_you ->
            [yes] You drew: **{ $cards }**.
           *[no] { $seat } drew: **{ $cards }**.
        }
    }
# $count: how many cards a "drew" event moved (used by the event-drew-* messages)
drew-count =
    { $count ->
        [0] no cards (the piles are empty)
        [one] one card
       *[other] { $count } cards
    }
# $seat, $count: after a doubt
event-drew-doubt =
    { $seat_you ->
        [yes] You draw { drew-count }.
       *[no] { $seat } draws { drew-count }.
    }
# $seat, $count: after going over the limit under an open mark
event-drew-bust =
    { $seat_you ->
        [yes] You draw { drew-count } and start a new pile.
       *[no] { $seat } draws { drew-count } and starts a new pile.
    }
# $seat, $count: the target of a draw two
event-drew-draw2 =
    { $seat_you ->
        [yes] You draw { drew-count }.
       *[no] { $seat } draws { drew-count }.
    }
# $seat, $count: the penalty for not saying "Larry"
event-drew-larry =
    { $seat_you ->
        [yes] You draw { drew-count } for not saying “Larry”.
       *[no] { $seat } draws { drew-count } for not saying “Larry”.
    }
# $seat, $count: caught without a "Larry" call
event-drew-caught =
    { $seat_you ->
        [yes] You draw { drew-count }.
       *[no] { $seat } draws { drew-count }.
    }
# $seat, $count: a short game's check found the claim wrong
event-drew-check =
    { $seat_you ->
        [yes] You draw { drew-count } and start a new pile.
       *[no] { $seat } draws { drew-count } and starts a new pile.
    }
# $seat
event-doubted =
    { $seat_you ->
        [yes] You doubt!
       *[no] { $seat } doubts!
    }
# $cards, $cards_count, $sum, $claim, $larries, $correct, $responsible: no Larry card
event-revealed-sum =
    The pile is turned over: **{ $cards }**. The sum is **{ $sum }** and the claim was **{ $claim }**: { $correct ->
        [true] **right**.
       *[false] **wrong**!
    }
# same parameters: two Larry cards, which cancel out
event-revealed-cancelled =
    The pile is turned over: **{ $cards }**. The two Larry cards cancel out; the sum is **{ $sum }** and the claim was **{ $claim }**: { $correct ->
        [true] **right**.
       *[false] **wrong**!
    }
# same parameters: an odd number of Larry cards makes any claim right
event-revealed-larry =
    The pile is turned over: **{ $cards }**. { $larries ->
        [one] One Larry card is
       *[other] { $larries } Larry cards are
    } in the pile, so any claim is right: the claim of **{ $claim }** stands.
# $seat
event-bust =
    { $seat_you ->
        [yes] That is over the limit: you bust, and the pile is discarded.
       *[no] That is over the limit: { $seat } busts, and the pile is discarded.
    }
# $seat
event-larry-said =
    { $seat_you ->
        [yes] You say **“Larry!”**: one card left.
       *[no] { $seat } says **“Larry!”**: one card left.
    }
# $seat: forgot the call (the penalty follows)
event-larry-missed =
    { $seat_you ->
        [yes] You have one card left and did not say “Larry”.
       *[no] { $seat } has one card left and did not say “Larry”.
    }
# $seat: forgot the call in catch mode
event-larry-missed-catch =
    { $seat_you ->
        [yes] You have one card left and did not say “Larry”: anyone may catch you before the next move.
       *[no] { $seat } has one card left and did not say “Larry”: anyone may catch them before the next move.
    }
# $seat: who forgot; $by: who caught them
event-caught =
    { $by_you ->
        [yes] You caught { $seat } without a “Larry” call!
       *[no] { $seat_you ->
            [yes] { $by } caught you without a “Larry” call!
           *[no] { $by } caught { $seat } without a “Larry” call!
        }
    }
event-reshuffled = The draw pile ran out: the discard pile is shuffled into a new one.
# $seat
event-went-out =
    { $seat_you ->
        [yes] You played your last card!
       *[no] { $seat } played their last card!
    }
# $seat
event-accepted =
    { $seat_you ->
        [yes] You accept.
       *[no] { $seat } accepts.
    }
# $round, $scores: that round's scores
event-round-over = **Round { $round } is over.** Scores: { $scores }.
# $round, $start
event-round-started = **Round { $round }** begins with new hands; { $start_you ->
        [yes] you start.
       *[no] { $start } starts.
    }
# $winners, $winners_count, $winners_you
event-game-over = **Game over!** { $winners_count ->
        [one] { $winners_you ->
            [yes] You win.
           *[no] { $winners } wins.
        }
       *[other] { $winners } win.
    }
# $players, $start: the first round's start (not an event)
game-begins =
    The game begins with { $players } players; { $start_you ->
        [yes] you start.
       *[no] { $start } starts.
    }

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
    }). The host or a server manager can close it with `/larry { cmd-end }`.
error-channel_busy = This channel already has an open table. Join it, or use `/larry { cmd-table }` to find it.
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

## Refused moves (larry_core.errors.IllegalMove): illegal-<code>

# $seat: who is to move
illegal-not_your_turn =
    { $seat_you ->
        [yes] It is your turn.
       *[no] It's not your turn: { $seat } is to move.
    }
# $card: the card asked for
illegal-no_such_card = You hold no **{ $card }**.
# $limit
illegal-claim_over_limit = The claim is above the limit of **{ $limit }**.
# $lowest
illegal-claim_out_of_range = A claim cannot be below **{ $lowest }**.
# $claim: the forced sum
illegal-claim_must_be_open_sum = Under an open mark this card must be claimed as **{ $claim }**.
illegal-nothing_to_doubt = The pile is empty: there is nothing to doubt.
illegal-must_doubt_or_accept = The last player went out: doubt or accept.
illegal-cannot_accept = Accept only answers a player who went out.
illegal-bad_target = Choose another player (for open: one without an open mark).
illegal-gift_needs_three_cards = A gift needs at least 3 cards in your hand, the gift card included.
# $seat: the player named in the catch
illegal-nothing_to_catch =
    { $seat_you ->
        [yes] You have no missed “Larry” to catch.
       *[no] { $seat } has no missed “Larry” to catch.
    }
illegal-game_over = The game is over.
illegal-bad_move = That is not a move.

## The terminal (larry_core.terminal)

# $round, $rounds, $limit, $direction ("cw"/"ccw"), $standing (term-claim or term-no-claim), $pile
term-state =
    Round { $round }/{ $rounds } · limit { $limit } · { $direction ->
        [cw] clockwise
       *[ccw] counter-clockwise
    } · { $standing } · pile { $pile }
term-no-claim = no claim yet (empty pile)
# $claim, $claimant: the player who made the standing claim
term-claim =
    claim { $claim } by { $claimant_you ->
        [yes] you
       *[no] { $claimant }
    }
# $index: the seat number to type; $seat; $size: cards in hand; $points: signed; $marked
term-seat =
    {"["}{ $index }] { $seat_you ->
        [yes] You
       *[no] { $seat }
    }: { $size ->
        [one] 1 card
       *[other] { $size } cards
    }, { $points } pts{ $marked ->
        [true] {" "}(open mark)
       *[false] {""}
    }
# $hand: the card codes, as typed in moves
term-hand = Your hand: { $hand }
term-hand-empty = Your hand: (empty)
# $scores: best first
term-final-standings = Final standings: { $scores }.

# the human's seat name at the terminal table
term-you-name = You
term-intro =
    Welcome to Larry, the bluffing card game for 2–8 players.
    Place cards face down and say what the pile adds up to; anyone may doubt you. Empty your
    hand to win the round. Type 'rules' for the rules, 'help' for the commands; 'quit' or
    Ctrl-D leaves.
term-help =
    At your turn, type a menu number, or a move in the grammar:
      place <card> <claim> [larry]     e.g. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt   accept   catch <seat>
    Cards: -2 -1 0 1 2 3 4 7 larry open draw2 gift reverse. Seats are numbered 0..N-1 as
    listed in the state; moves and commands may be typed in any case.
    Commands: rules (how Larry is played), hand (your cards), state (the table), help, quit.

# Menu entries ($code: a card as typed in moves, such as draw2 or larry)
# $code, $claim: a number card under the player's own open mark
term-move-place-open = place { $code } face up (open mark): the sum becomes { $claim }
# $code
term-move-place = place { $code } face down and say a sum
# $code
term-move-action = play { $code } face up
# $code, $target
term-move-action-on =
    play { $code } face up on { $target_you ->
        [yes] yourself
       *[no] { $target }
    }
# $code, $target
term-move-gift =
    play { $code } face up on { $target_you ->
        [yes] yourself
       *[no] { $target }
    } (choose the card to give next)
# $target
term-move-catch =
    catch { $target_you ->
        [yes] yourself
       *[no] { $target }
    } (forgot to say Larry)
term-move-doubt-final = doubt the last claim
# $claim
term-move-doubt = doubt the claim of { $claim }
term-move-accept = accept (the round ends)

# Prompts (each ends with " >")
term-prompt-move = Your move (number or move; 'help' for more) >
# $cards: the codes that may be given, space-separated
term-prompt-gift = Which card to give ({ $cards }) >
# $lowest, $limit, $default
term-prompt-claim = Say which sum ({ $lowest } to { $limit }; Enter = { $default }) >
term-prompt-larry = You will have one card left. Say “Larry”? [Y/n] >

# Answers that do not fit a prompt (larry_core.prompts)
# $max: the last menu number
term-choose-number = Choose a number from 1 to { $max }.
# $text: what was typed, quoted and cut short
term-claim-not-number = Please type a whole number like 5 or -3, not { $text }.
# $lowest, $limit
term-claim-out-of-range = The sum must be between { $lowest } and the limit { $limit }.
# $cards: the codes that may be typed, space-separated
term-card-not-listed = Type one of the listed cards: { $cards }.
term-yes-no = Please answer y (yes) or n (no).

# A refused move ($reason: the engine's own sentence, as in the replay protocol)
term-not-a-move = That is not a move: { $reason }. Type 'help' for the grammar.
term-not-allowed = Not allowed: { $reason }.
term-bye = Bye!
term-bye-abandoned = Bye! (the game was abandoned)

## The short rules (larry_core.rules_text): markdown; the terminal strips it

rules-text = **Larry in a nutshell** (2–8 players)
    • 54 cards: numbers `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Larry** cards and 13 action cards (open, draw two, gift, reverse). Hands: 2→12, 3→9, 4→7, 5→6, 6–8→5 cards.
    • On your turn: **place** a card face down and claim the pile's sum (any whole number from −12 up to the **limit**, 7 at the start), **play an action card** face up (you accept the standing claim), or **doubt** the claim.
    • Doubt: the pile is revealed. An odd number of Larry cards makes any claim true; otherwise the claim is true exactly when it equals the sum. True → the doubter draws 2; false → the player responsible draws 2. Whoever drew starts a new pile.
    • Actions: **reverse** flips direction and the limit (7↔5); **draw two** makes an opponent draw 2; **gift** gives one of your cards away (needs 3+ cards in hand); **open** marks an opponent: their next number card goes face up with a forced claim (over the limit → bust, draw 2).
    • Leaving yourself with one card? Say **Larry** as you play. Forgetting costs 2 cards (or, in catch mode, anyone may **catch** you before the next move).
    • Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2; everyone else loses the Larry symbols on their remaining cards. Highest total after the last round wins (3 rounds by default).

## The command line (larry_core.__main__): help texts and error lines

cli-description = Larry card game engine
cli-replay-help = apply a JSON game document (docs/conformance.md)
cli-replay-description = Apply a JSON game document and print the result (docs/conformance.md).
cli-replay-file = path of the document, or - for standard input
cli-simulate-help = play random-legal games and summarise them
cli-simulate-description = Play random-legal games and print statistics.
cli-simulate-players = players per game (default 4)
cli-simulate-games = how many games (default 1000)
cli-simulate-seed = first seed (default 0)
cli-simulate-larry-call = a forgotten “Larry”: auto penalty (default) or catch by others
cli-simulate-short-game = short games: one round, and the pile is checked at once when a player goes out
cli-play-help = play against AI seats in the terminal
cli-play-description = Play Larry against AI seats in the terminal. At the prompt type a menu number or a move; 'help' lists the commands, 'rules' explains the game.
cli-play-players = seats at the table, you included (default 4)
cli-play-seed = fix the deal and the AI's choices (default random)
cli-play-ai = the AI players: reasoned (default) or random (easier)
cli-play-rounds = rounds in the game (default 3)
cli-play-larry-call = a forgotten “Larry”: auto penalty (default) or catch by others
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

## The statistics of `larry simulate` (larry_core.simulate): a label, then the figures

sim-games = games
sim-moves = moves
# $per_game, $rate: figures as text
sim-moves-detail = ({ $per_game } per game, { $rate } moves/s)
sim-rounds = rounds
sim-doubts = doubts
# $percent: as text, one decimal
sim-doubts-detail = (claim was true in { $percent }%)
sim-busts = busts
sim-reshuffles = reshuffles
sim-actions = actions played
sim-larry = larry said/missed/caught
sim-went-out = went out
# $accepted
sim-went-out-detail = (accepted { $accepted })
sim-wins = wins by seat

## The Discord cog (cogs/larry): answers, refusals, buttons and the Play form

action-effect-open = an opponent's next number card goes face up
action-effect-draw2 = an opponent draws 2
action-effect-gift = give one of your cards to an opponent
action-effect-reverse = flip direction and limit
direction-cw = clockwise
direction-ccw = counter-clockwise
not-in-guild = Larry tables live in server channels: use this command in a server.
no-table-here = There is no open Larry table in this channel. Start one with `/larry { cmd-new }`.
not-playing = You are not playing at this table.
not-your-turn = It's not your turn: { $name } is to move.
final-phase = { $name } went out: press **Doubt** or **Accept** instead.
not-started = The game has not started yet.
stale = That button is out of date: the game has moved on. Use the newest message.
garbled = I don't recognise that button (it may be damaged). Use `/larry { cmd-table }` for fresh ones.
form-not-yours = This form belongs to someone else.
form-gone = This form has expired (it was used, timed out, or the bot restarted). Press **Play** on the newest turn message to open a fresh one.
claim-not-number = A claim is a whole number like `5` or `-3`, not { $text }.
not-host-or-admin = Only the host or someone with Manage Server can end the table.
something-wrong = Something went wrong on my side; nothing was changed. Please try again.
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
log-header = **Table #{ $table }: the moves so far** (page { $page } of { $pages }, 1 is the latest)
log-empty = Nothing has happened yet.
repost-later = Discord is slow right now: the table will be posted below in a moment.
dm-closed = { $mention }, I can't send you direct messages: use **My hand** to see your cards.
table-ended = **This table was ended.** No leaderboard change.
lobby-closed = This table is closed.
lobby-started = The game has started: follow it below.
host-left = The host { $name } left, so the table is closed.
lobby-expired = Nobody started the game in time, so the lobby closed.
timed-out = { $name } ran out of time, so the AI played for them.
replaced-after-timeouts = { $name } missed { $count } turns in a row; an AI plays in their place from now on.
replaced-left = { $name } left the table; an AI plays in their place from now on.
game-started = **The game begins!** Seats were drawn at random; playing order: { $seats }. Hands are dealt: check your DMs or press **My hand**.
form-header = **Your move** (limit { $limit }, { $direction }; standing claim: { $claim })
    { $hand }
form-marked = You carry an **open mark**: a number card goes face up and its claim is forced.
form-forced = Under your open mark this card must be claimed as **{ $claim }**.
form-over = That forced claim is above the limit: you will bust (draw 2, start a new pile).
form-pick-card = Choose the card to play.
form-claim-step = You place { $card } face down. Announce a sum: the honest one is **{ $honest }**.
form-no-honest = You place { $card } face down. The honest sum, { $honest }, is not an allowed claim (limit { $limit }): whatever you announce is a bluff.
form-action-step = { $card }: play it face up ({ $effect }), or place it face down (it counts 0) and announce a sum: the honest one is **{ $honest }**.
form-face-down-only = { $card } cannot be played face up now: place it face down (it counts 0) and announce a sum: the honest one is **{ $honest }**.
form-gift-step = Gift to { $name }: choose the card you give away.
form-larry-on = This leaves you one card: **Larry!** is said for you.
form-larry-off-auto = This leaves you one card and you chose **not** to say Larry: you will draw **2 cards** as a penalty.
form-larry-off-catch = This leaves you one card and you chose **not** to say Larry: anyone may **catch** you before the next move, and then you draw 2 cards.
form-stale = This form is out of date: the game moved on and nothing was played. Press **Play** on the newest turn message if it is your turn.
form-bad-value = That button carries a value I can't use ({ $value }): nothing was played. Choose again below.
form-not-in-hand = You have no { $card } in your hand: nothing was played. Choose again below.
form-not-offered = That move is not one of your options right now: nothing was played. Choose again below.
form-played = Your move was played.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (honest)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (face up)
btn-other-claim = Other…
btn-form-back = Back
btn-skip-larry = Don't say Larry
btn-say-larry = Say Larry
claim-modal-title = Your claim
claim-modal-label = Claim (a whole number)
btn-join = Join
btn-leave = Leave
btn-start = Start
btn-ai = Add AI
btn-cancel = Cancel
btn-play = Play
btn-doubt = Doubt
btn-accept = Accept
btn-hand = My hand
btn-catch = Catch!
btn-prev = Previous
btn-next = Next
rules = **Larry in a nutshell** (2–8 players)
    • 54 cards: numbers `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Larry** cards and 13 action cards (open, draw two, gift, reverse). Hands: 2→12, 3→9, 4→7, 5→6, 6–8→5 cards.
    • On your turn: **place** a card face down and claim the pile's sum (any whole number from −12 up to the **limit**, 7 at the start), **play an action card** face up (you accept the standing claim), or **doubt** the claim.
    • Doubt: the pile is revealed. An odd number of Larry cards makes any claim true; otherwise the claim is true exactly when it equals the sum. True → the doubter draws 2; false → the player responsible draws 2. Whoever drew starts a new pile.
    • Actions: **reverse** flips direction and the limit (7↔5); **draw two** makes an opponent draw 2; **gift** gives one of your cards away (needs 3+ cards in hand); **open** marks an opponent: their next number card goes face up with a forced claim (over the limit → bust, draw 2).
    • Leaving yourself with one card? Tick **Say Larry**. Forgetting costs 2 cards (or, in catch mode, anyone may **Catch!** you before the next move).
    • Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2; everyone else loses the Larry symbols on their remaining cards. Highest total after the last round wins (3 rounds by default).

## larry play/simulate --lang, and the words that answer yes to a terminal prompt
cli-lang = the language of the game and its messages (en, de, fr)
term-yes-words = y yes

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = The game's database is not answering right now, so nothing changed. Try again in a moment.
error-other_shard = This server is served by another Larry process (shard { $shard }; this one runs shards { $shards }). Try again in a moment; if it keeps happening, tell the bot's operator.
other-game-here = This channel's table plays another game: use that game's commands.
garbled-game = This game is not being served right now; try again in a moment.
dc-stats-games = Games **{ $games }** · wins **{ $wins }** · win rate **{ $rate }**
