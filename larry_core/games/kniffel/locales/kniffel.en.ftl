## Kniffel (larry_core.games.kniffel): the boxes, the narration, the command line, the
## simulator and the terminal game. Keys start with kn-.


## The boxes (codes of docs/dice-protocol.md §3.7), in the order of the scorecard
kn-box-ones = Ones
kn-box-twos = Twos
kn-box-threes = Threes
kn-box-fours = Fours
kn-box-fives = Fives
kn-box-sixes = Sixes
kn-box-three_kind = Three of a kind
kn-box-four_kind = Four of a kind
kn-box-full_house = Full house
kn-box-small_straight = Small straight
kn-box-large_straight = Large straight
kn-box-kniffel = Kniffel
kn-box-chance = Chance

## Narration of the protocol's events
# $who: a name; $me: yes when it is the reader; $dice: the five dice; $roll: 1–3
kn-ev-rolled = { $me ->
    [yes] You roll
   *[no] { $who } rolls
} { $dice }.
# $kept: the dice kept; $new: the dice rolled; $dice: all five
kn-ev-rolled-kept = { $me ->
    [yes] You keep
   *[no] { $who } keeps
} { $kept } and { $me ->
    [yes] roll
   *[no] rolls
} { $new }: { $dice }.
# $box: the box's name; $points; $rule: normal, upper, joker or strike (docs/dice-rules.md A6)
kn-ev-scored = { $me ->
    [yes] You enter
   *[no] { $who } enters
} { $points } in { $box }{ $rule ->
    [upper] {" "}(a further Kniffel)
    [joker] {" "}(a further Kniffel as a joker)
    [strike] {" "}(a further Kniffel crosses out)
   *[normal] {""}
}.
# $points: 50, or 100 under Hasbro's rule
kn-ev-kniffel-bonus = { $me ->
    [yes] You get
   *[no] { $who } gets
} { $points } extra points for a further Kniffel.
kn-ev-upper-bonus = { $me ->
    [yes] Your
   *[no] { $who }’s
} upper section reaches 63: { $points } bonus points.
# $names: the winners (the reader last, as "you"); $several: yes when more than one wins;
# $total: their total; $me: yes when the reader is one of them
kn-ev-over = Game over! { $several ->
    [yes] { $names } win
   *[no] { $me ->
        [yes] You win
       *[no] { $names } wins
    }
} with { $total } points.

## Refused moves (the protocol's rejection codes)
kn-illegal-bad_move = That is not a move: roll, keep <dice>, or score <box>.
kn-illegal-game_over = The game is over.
kn-illegal-not_your_turn = It is not your turn.
kn-illegal-must_roll = Roll the dice first.
kn-illegal-no_rolls_left = No rolls are left this turn: choose a box.
kn-illegal-nothing_to_roll = Keeping all five dice is not a roll: choose a box instead.
kn-illegal-no_such_dice = Those dice are not all in the current roll.
kn-illegal-box_filled = That box is already filled.
kn-illegal-must_score_upper = A further Kniffel goes into its own upper box while that is free.
kn-illegal-must_score_lower = A further Kniffel goes into a free box of the lower section.

## The rules in short
kn-rules = **Kniffel in short** (1–8 players)
    • On your turn roll the five dice up to three times; after each roll keep any of them and roll the others again.
    • Then enter the roll in one free box of your column: its points there, or 0 if it does not fit (crossing out).
    • Ones to Sixes count their dice; 63 or more in the upper section earns 35 bonus points.
    • Three and Four of a kind and Chance count all five dice; Full house 25, Small straight (four in a row) 30, Large straight (five in a row) 40, Kniffel (five alike) 50.
    • A further Kniffel goes into its upper box for 50 extra points; if that is filled, into a free lower box as a joker; else it crosses out an upper box.
    • After 13 rounds the highest total wins.

## The simulator (larry simulate --game kniffel)
kn-sim-games = games
kn-sim-moves = moves
# $moves; $per_game; $rate: moves per second
kn-sim-moves-detail = { $moves } ({ $per_game } per game, { $rate } moves/s)
kn-sim-totals = totals
# $mean: the mean total per player; $best: the highest
kn-sim-totals-detail = mean { $mean }, best { $best }
kn-sim-kniffels = Kniffels scored
kn-sim-further = further Kniffels
# $upper, $joker, $strike: entries by the cases of a further Kniffel
kn-sim-further-detail = upper box { $upper }, joker { $joker }, crossed out { $strike }
kn-sim-bonuses = bonuses
# $upper: upper bonuses; $extra: extra Kniffel points awarded
kn-sim-bonuses-detail = upper section { $upper }, further Kniffel { $extra }
kn-sim-wins = wins by seat

## The terminal game (larry play --game kniffel)
# $players; $rolls: rolls per turn
# $players; $rolls: rolls per turn
kn-term-intro = Kniffel with { $players ->
    [one] { $players } player
   *[other] { $players } players
}: { $rolls ->
    [one] one roll
   *[other] up to { $rolls } rolls
} a turn, 13 rounds. Type 'help' for the commands.
kn-term-help =
    Type a menu number, or a move: roll · keep 6 6 6 (the dice to keep; 6 6 6 alone does it too) · score chance (or the box's name: score three of a kind).
    'state' shows the scorecards, 'rules' the rules, 'back' leaves the choice of dice to keep, 'quit' ends the game.
kn-term-you = You
# $number: the seat
kn-term-bot = Bot { $number }
kn-term-upper-sum = Upper section
kn-term-upper-bonus = Bonus (63+)
kn-term-extra = Extra points
kn-term-total = Total
# $dice: the five dice; $left: rolls left
kn-term-dice = Dice: { $dice } · { $left ->
    [0] no rolls left
    [one] { $left } roll left
   *[other] { $left } rolls left
}
kn-term-menu-first = Roll the dice
kn-term-menu-roll = Roll all five again ({ $left } left)
kn-term-menu-keep = Keep some dice and roll the others ({ $left } left)
# $box: the box's name; $points: what it scores now
kn-term-menu-score = { $box }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# $bonus: extra points
kn-term-menu-bonus = {" "}+ { $bonus } extra points
kn-term-mark-upper = {" "}[further Kniffel]
kn-term-mark-joker = {" "}[joker]
kn-term-mark-strike = {" "}[cross out]
kn-term-prompt = Your choice >
kn-term-prompt-keep = Which dice do you keep? (values, e.g. 6 6 3; 'back' for the menu) >
kn-term-keep-values = Type one to four die values from the current roll, e.g. 6 6 3.
# the words of the moves a player may type, separated by spaces (the English ones always work too)
kn-term-words-roll = roll
kn-term-words-keep = keep
kn-term-words-score = score
# a box that scores 0 while rolls are left: $box its name; $left the rolls left
kn-term-confirm-zero = { $box } scores 0 with this roll, and you still have { $left ->
    [one] { $left } roll
   *[other] { $left } rolls
}. Cross it out all the same? (y/n) >
# $max: the last menu number
kn-term-choose-number = Choose one of the numbers in the menu or type a move ('help' lists them).
# $won: yes or no
# the end of a game alone: $total your total
kn-term-result-solo = Game over! Your total: { $total ->
    [one] { $total } point
   *[other] { $total } points
}.
kn-term-standings = Final scores:
# $place: 1, 2, … (equal totals share a place); $name; $total
kn-term-place = {"  "}{ $place }. { $name }: { $total ->
    [one] { $total } point
   *[other] { $total } points
}

## Discord (cogs/kniffel): the /kniffel commands, the lobby, the table, the turn and the results
kn-cmd-desc = Play Kniffel, the dice game of five dice and thirteen boxes
kn-cmd-new-desc = Open a Kniffel table in this channel
kn-cmd-hand-desc = See your own scorecard at this channel's Kniffel table (only you see it)
kn-cmd-table-desc = Post the Kniffel table and its buttons again
kn-cmd-leave-desc = Leave this channel's Kniffel table (mid-game an AI takes your seat)
kn-cmd-end-desc = End this channel's Kniffel table (host or Manage Server)
kn-cmd-rules-desc = The rules of Kniffel in short
kn-cmd-leaderboard-desc = This server's Kniffel ratings
kn-cmd-stats-desc = A player's Kniffel rating, games and wins on this server
kn-cmd-history-desc = This server's finished Kniffel games, newest first (only you see them)
kn-cmd-settings-desc = Show or change this server's defaults for new Kniffel tables (Manage Server)
kn-cmd-opt-rolls = rolls
kn-cmd-opt-rolls-desc = Rolls a turn may have, 1 to 3 (default: 3)
kn-cmd-opt-extra = further_kniffel
kn-cmd-opt-extra-desc = What a further Kniffel scores (default: Schmidt's rule)
kn-cmd-choice-schmidt = Schmidt: a joker, or 50 extra points in its upper box
kn-cmd-choice-hasbro = Hasbro: 100 extra points for every further Kniffel
kn-cmd-choice-none = none: no joker and no extra points
kn-cmd-opt-zero-bonus = zero_kniffel_bonus
kn-cmd-opt-zero-bonus-desc = The 50 extra points also over a crossed-out Kniffel box (default: off)
kn-cmd-opt-full-house = kniffel_full_house
kn-cmd-opt-full-house-desc = A Kniffel also counts as a Full house (default: off)
# $guild: the server's name
kn-dc-board-title = Kniffel ratings — { $guild }
# $name: the player
kn-dc-stats-title = Kniffel — { $name }
# the game's name in a sentence of the shared front end
kn-dc-game-name = Kniffel
kn-no-table-here = There is no open Kniffel table in this channel. Start one with `/kniffel { cmd-new }`.
kn-dc-garbled = I don't recognise that button (it may be damaged). Use `/kniffel { cmd-table }` for fresh ones.
kn-dc-no-table = That Kniffel table is closed.
# $table: the table's number
kn-dc-lobby-title = Kniffel · table { $table }
# $seconds: the turn timer; $language: the table's language
kn-dc-lobby-timer = { $seconds } s per move · { $language }
kn-dc-lobby-footer = Join, then the host presses Start (1–8 players; AI players welcome).
# $rolls: rolls a turn; $extra: schmidt, hasbro or none; $zero, $full: true or false
kn-dc-rules-line = { $rolls ->
        [one] One roll a turn
       *[other] Up to { $rolls } rolls a turn
    } · a further Kniffel: { $extra ->
        [hasbro] 100 extra points (Hasbro)
        [none] no joker, no extra points
       *[schmidt] joker or 50 extra points (Schmidt)
    }{ $zero ->
        [true] , also over a crossed-out Kniffel
       *[false] {""}
    }{ $full ->
        [true] {" "}· a Kniffel also counts as a Full house
       *[false] {""}
    }
kn-dc-table-title = Kniffel · table { $table }
# $round, $rounds; $name: who plays now
kn-dc-table-round = Round { $round } of { $rounds } · **{ $name }** to play
# $dice: the current roll; $roll: its number; $rolls: rolls a turn
kn-dc-table-dice = 🎲 **{ $dice }** (roll { $roll } of { $rolls })
kn-dc-table-over = **Game over.**
kn-dc-table-ended = This table was ended.
# $seats: the playing order
kn-dc-started = **The game begins!** Playing order, drawn at random: { $seats }.
# the answer to the host who pressed Start
kn-dc-start-ack = The game has started: the table pings you when it is your turn to roll.
# $who: a mention or a name
kn-dc-turn-first = 🎲 { $who }, your turn (round { $round } of { $rounds }): roll the dice!
kn-dc-turn-dice = 🎲 **{ $dice }** · roll { $roll } of { $rolls }
# $left: rolls left
kn-dc-turn-keep = { $who }, tap the dice you keep (✓), then roll the others ({ $left ->
        [one] 1 roll left
       *[other] { $left } rolls left
    }) — or enter this roll under **Score…**.
kn-dc-turn-score = { $who }, no roll left: choose a box for this roll.
kn-dc-turn-ai = 🤖 { $who } is playing…
# a die kept (set aside): $value its number
kn-btn-die-kept = { $value } ✓
# $count: the dice Roll rolls (0: all five are kept); $left: rolls left
kn-btn-roll = 🎲 { $count ->
        [0] All five kept
        [5] Roll all five
        [one] Roll 1 die
       *[other] Roll { $count } dice
    } ({ $left } left)
# the Score… menu of the turn message (its placeholder) while a roll is left
kn-btn-score = 📝 Score…
# a box of the Score… choice: $box its name; $points what the roll scores there
kn-dc-option = { $box }: { $points }
kn-dc-option-zero = { $box }: cross out (0)
# $bonus: extra points for a further Kniffel
kn-dc-mark-bonus = {" "}+{ $bonus } extra
kn-dc-mark-joker = {" "}· joker
kn-dc-mark-strike = {" "}· further Kniffel
kn-dc-results-head = **Final scores**
# $place: 1, 2, …; $total: points
kn-dc-standing = { $place }. { $name } — { $total ->
        [one] { $total } point
       *[other] { $total } points
    }
kn-dc-hand-title = **Your scorecard** · total { $total }
kn-dc-hand-options = This roll (**{ $dice }**) scores:
kn-dc-settings-shown = Language: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(the server's)
    } · turn timer: **{ $seconds } s** · rolls a turn: **{ $rolls }** · further Kniffel: **{ $extra ->
        [hasbro] Hasbro
        [none] none
       *[schmidt] Schmidt
    }** · extra points over a crossed-out Kniffel: **{ $zero ->
        [true] on
       *[false] off
    }** · Kniffel as Full house: **{ $full ->
        [true] on
       *[false] off
    }**
# the Kniffel block's own rows (short, to fit a phone)
kn-dc-block-upper = Upper sum
kn-dc-block-bonus = Bonus (63+)
kn-dc-block-extra = Extra points
kn-dc-block-total = Total
# the picture of the Kniffel block (larry_core/games/kniffel/art.py)
kn-pic-upper-section = Upper section
kn-pic-lower-section = Lower section
kn-pic-upper-total = Upper total
kn-pic-lower-total = Lower total
kn-pic-grand-total = Grand total
# a column head for a name the picture's font cannot draw; $number: 1, 2, …
kn-pic-player = Player { $number }
# the picture's description for screen readers; $rows: one kn-pic-alt-row per player
kn-pic-alt = Kniffel block: { $rows }
kn-pic-alt-row = { $name }: { $total ->
        [one] { $total } point
       *[other] { $total } points
    } ({ $filled } of 13 boxes filled; upper section { $upper }, bonus { $bonus }, lower section { $lower }, extra points { $extra })
# after a roll, what it scores in each box the player to move may enter it in; $boxes: "box points, …"
kn-pic-alt-roll = This roll would score for { $name }: { $boxes }.


## ===================================================================================
## The coach (issue 53: larry_core/games/kniffel/coach.py, cogs/kniffel/coach.py):
## what each decision of a finished game cost against perfect play, and the dice's luck.
## Every key of this block starts with kn-coach-.
## ===================================================================================
# an amount of points: $value the number as written; $unit singular or plural (French: singular below 2)
kn-coach-points = { $value } { $unit ->
        [singular] point
       *[plural] points
    }
# the head of one player's review: $name
kn-coach-title = 🎓 Coach · { $name }
# $score: the player's total; $optimum: what perfect play expects from an empty sheet
kn-coach-score = Score **{ $score }** · under these rules perfect play scores **{ $optimum }** on average, starting from an empty sheet.
# $lost, $keeps, $boxes: amounts of points (kn-coach-points)
kn-coach-lost = Your decisions cost you **{ $lost }** against perfect play: { $keeps } in the dice you kept, { $boxes } in the boxes you chose.
# $luck: an amount of points with its sign; $sign: plus, minus or zero
kn-coach-luck = Luck: **{ $luck }**, { $sign ->
        [plus] the dice gave you that much more than expected.
        [minus] the dice gave you that much less than expected.
       *[zero] the dice gave you just what was expected.
    }
# the sum that ties it together: score − optimum = luck − cost (all numbers as written)
kn-coach-sum = { $score } − { $optimum } = luck { $luck } − cost { $lost }
# $play: perfect, great, good, fair or poor; $fate: very_lucky, lucky, average, unlucky or very_unlucky
kn-coach-verdict = **{ $play ->
        [perfect] Flawless play
        [great] Very strong play, hardly a point given away
        [good] Good play with a few slips
        [fair] Some costly choices
       *[poor] Many costly choices
    }**. { $fate ->
        [very_lucky] The dice were very kind to you.
        [lucky] The dice were on your side.
        [average] The dice were about average.
        [unlucky] The dice were against you.
       *[very_unlucky] The dice were badly against you.
    }
kn-coach-costliest = Your costliest decisions:
kn-coach-none-costly = Not one of your decisions cost you a noticeable amount.
# one decision: $rank 1–3; $dice the roll; $left rolls left then; $chosen, $best: kn-coach-do-*; $cost: an amount of points
kn-coach-decision = { $rank }. **{ $dice }** ({ $left ->
        [0] no roll left
        [one] one roll left
       *[other] { $left } rolls left
    }): you chose to { $chosen }; best was to { $best } (it cost you { $cost }).
kn-coach-do-roll = roll all five again
# $dice: the dice kept
kn-coach-do-keep = keep { $dice }
# $box: the box's name; $points: what the roll enters there
kn-coach-do-score = { $points ->
        [0] cross out { $box }
       *[other] enter { $points } in { $box }
    }
# a decision's picture for screen readers: $rank; $dice: the dice, the kept ones marked
kn-coach-picture-alt = Decision { $rank }: the dice { $dice }
kn-coach-kept = kept
# the after-game review while the optimum of the rules is still being worked out: $when a Discord time
kn-coach-wait = 🎓 The coach is working out perfect play for these rules: the review follows { $when }.
kn-coach-wait-failed = 🎓 The coach could not work out perfect play for these rules just now. Ask for the review later with `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:{ $table }`.
# a review or a hint asked for while the optimum is still being worked out: $when a Discord time
kn-coach-not-ready = 🎓 The coach is still working out perfect play for these rules: ready { $when }. Ask again then.
# /kniffel review: $table the game's number
kn-coach-review-head = 🎓 The coach's review of Kniffel game #{ $table }
kn-coach-review-running = Game #{ $table } is still being played: the coach reviews it once it is over.
kn-coach-review-unknown = There is no finished Kniffel game #{ $table } on this server.
kn-coach-review-corrupt = Game #{ $table } cannot be replayed, so the coach cannot review it.
kn-coach-review-nobody = Game #{ $table } had no human player: there is nothing to review.
kn-coach-history-hint = The coach reviews a game: `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:<number>`.
# hints (the table option "hints")
kn-coach-hint-button = 💡 Hint
# $best, $second: kn-coach-do-*; $total, $total2: the final score each leads to, on average
kn-coach-hint = 💡 Best now: **{ $best }**, about { $total } points at the end. Next best: { $second }, about { $total2 }.
kn-coach-hint-only = 💡 There is only one move: **{ $best }**.
kn-coach-hint-off = Hints are off at this table.
kn-coach-hint-wait = There is nothing to decide yet: roll first.
kn-coach-hints-on = 💡 Hints are on: this game is not rated.
# the slash commands
kn-coach-cmd-review = review
kn-coach-cmd-review-desc = The coach's review of a finished Kniffel game of this server (only you see it)
kn-coach-cmd-opt-game-desc = The game's number (see /kniffel history)
kn-coach-opt-hints = hints
kn-coach-opt-hints-desc = A Hint button names the best move on each turn; the game is not rated (default: off)
# the command line: larry coach kniffel FILE, larry play --game kniffel --coach
kn-coach-cli-help = review a finished game: what each decision cost against perfect play
kn-coach-cli-description = The coach's review of a finished game (a replay document, docs/dice-protocol.md): what each player's decisions cost against perfect play, the dice's luck, and the costliest decisions.
kn-coach-cli-game = the game (kniffel)
kn-coach-cli-file = the replay document, or - for standard input
kn-coach-cli-json = print the review as JSON, for scripts
kn-coach-cli-flag = after the game, the coach's review of your play
# a document the coach refuses: $error the protocol's reason (English)
kn-coach-cli-refused = larry coach: this document is refused: { $error }
kn-coach-cli-not-over = larry coach: the game of this document has not ended; the coach reviews finished games.
# $seconds: about how long
kn-coach-cli-computing = Working out perfect play for these rules (once, about { $seconds } seconds)…
# $limit: the protocol's size limit in bytes
kn-coach-cli-too-large = the document is larger than { $limit } bytes
