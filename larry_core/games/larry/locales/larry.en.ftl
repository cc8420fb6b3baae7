# Larry's own texts, read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): its cards, the narration of its events, its
# refused moves, its terminal game (larry_core.terminal), the short rules, the statistics
# of `larry simulate`, its server settings' refusals, the bluff report and the review of
# a finished game. What the platform and every game share (lists and names, table
# changes and refusals, settings, the command line) is in larry_core/text/locales; the
# conventions of the parameters are those atop larry_core/text/locales/en.ftl.

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
# $claim, $claimant; $responsible: who answers for it since an action card was played on it
term-claim-answered =
    claim { $claim } by { $claimant_you ->
        [yes] you
       *[no] { $claimant }
    }, { $responsible_you ->
        [yes] you answer
       *[no] { $responsible } answers
    } for it
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
# $seat; $cards: the cards left in that player's hand at the round's end ($cards_count of
# them); $points: what the round scored for that player, signed
term-round-hand =
    {"  "}{ $seat_you ->
        [yes] You
       *[no] { $seat }
    }: { $cards_count ->
        [0] no cards left
       *[other] { $cards }
    } → { $points }
# $scores: best first
term-final-standings = Final standings: { $scores }.

# the human's seat name at the terminal table
term-you-name = You
term-intro =
    Welcome to Larry, the bluffing card game for 2–8 players.
    Place cards face down and say what the pile adds up to; anyone may doubt you. Empty your
    hand to win the round. Type 'rules' for the rules, 'help' for the commands; 'quit' or
    Ctrl-D leaves.
# The move verbs typed in the reader's words (space-separated), besides the English grammar's
term-verbs-doubt = doubt
term-verbs-accept = accept
term-verbs-catch = catch
term-help =
    At your turn, type a menu number, or a move in the grammar:
      place <card> <claim> [larry]     e.g. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt   accept   catch <seat>
    Cards: -2 -1 0 1 2 3 4 7 larry open draw2 gift reverse. Seats are numbered 0..N-1 as
    listed in the state; moves and commands may be typed in any case.
    Commands: rules (how Larry is played), hand (your cards), state (the table), back (to the menu), help, quit.

# Menu entries ($code: the card's name, such as draw two or Larry)
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
# $claim, $responsible: the player who answers for it (an action card was played on the claim)
term-move-doubt-answered =
    doubt the claim of { $claim } ({ $responsible_you ->
        [yes] you answer
       *[no] { $responsible } answers
    } for it)
# $seat: who draws after a doubt; $responsible: who answers for the claim; $correct
term-why-draw =
    { $correct ->
        [true] ({ $seat_you ->
            [yes] You draw
           *[no] { $seat } draws
        } because the claim was right: the doubt was wrong.)
       *[false] ({ $seat_you ->
            [yes] You draw
           *[no] { $seat } draws
        } because the claim was wrong, and { $responsible_you ->
            [yes] you answer
           *[no] { $responsible } answers
        } for it.)
    }
term-move-accept = accept (the round ends)

# Prompts (each ends with " >")
term-prompt-move = Your move (number or move; 'help' for more) >
# $cards: the names of the cards that may be given
term-prompt-gift = Which card to give ({ $cards }) >
# $lowest, $limit, $default
term-prompt-claim = Say which sum ({ $lowest } to { $limit }; Enter = { $default }) >
# $honest: the honest sum, over the limit: the default (the limit) is a bluff
term-prompt-claim-bluff = Say which sum ({ $lowest } to { $limit }; the honest sum { $honest } is over the limit, so any sum is a bluff; Enter = { $default }) >
term-prompt-larry = You will have one card left. Say “Larry”? [Y/n] >

# Answers that do not fit a prompt (larry_core.prompts)
# $max: the last menu number
term-choose-number = { $max ->
    [one] Type { $max } to choose the only entry.
   *[other] Choose a number from 1 to { $max }.
}
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

## The short rules (larry_core.rules_text): markdown; the terminal strips it

rules-text = **Larry in a nutshell** (2–8 players)
    • 54 cards: numbers `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Larry** cards and 13 action cards (open, draw two, gift, reverse). Hands: 2→12, 3→9, 4→7, 5→6, 6–8→5 cards.
    • On your turn: **place** a card face down and claim the pile's sum (any whole number from −12 up to the **limit**, 7 at the start), **play an action card** face up (you accept the standing claim), or **doubt** the claim.
    • Doubt: the pile is revealed. An odd number of Larry cards makes any claim true; otherwise the claim is true exactly when it equals the sum. True → the doubter draws 2; false → the player responsible draws 2. Whoever drew starts a new pile.
    • Actions: **reverse** flips direction and the limit (7↔5); **draw two** makes an opponent draw 2; **gift** gives one of your cards away (needs 3+ cards in hand); **open** marks an opponent: their next number card goes face up with a forced claim (over the limit → bust, draw 2).
    • Leaving yourself with one card? Say **Larry** as you play. Forgetting costs 2 cards (or, in catch mode, anyone may **catch** you before the next move).
    • Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2; everyone else loses the Larry symbols on their remaining cards. Highest total after the last round wins (3 rounds by default).

## Larry's own options of `larry simulate` and `larry play` (larry_core.games.larry.commands)
cli-simulate-larry-call = a forgotten “Larry”: auto penalty (default) or catch by others
cli-simulate-short-game = short games: one round, and the pile is checked at once when a player goes out
cli-play-rounds = rounds in the game (default 3)
cli-play-larry-call = a forgotten “Larry”: auto penalty (default) or catch by others

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

## The words that answer yes to a terminal prompt (larry play)
term-yes-words = y yes

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

## Server settings (larry_core.settings.SettingsError)

settings-bad-rounds = A game has from { $low } to { $high } rounds.
# $allowed
settings-bad-larry-call = The Larry call mode is one of { $allowed }.

# Catch! pressed by the player whose own missed call it is (a bad_target of its own)
illegal-bad_target-own_catch = You can't catch yourself: only the other players can catch your missed “Larry”.
