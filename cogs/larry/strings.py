"""Every user-facing sentence of the Larry cog, with named placeholders, in one place."""

from __future__ import annotations

CARD_NAMES: dict[str, str] = {
    "larry": "Larry", "open": "open", "draw2": "draw two", "gift": "gift", "reverse": "reverse",
}
ACTION_EFFECTS: dict[str, str] = {
    "open": "an opponent's next number card goes face up",
    "draw2": "an opponent draws 2",
    "gift": "give one of your cards to an opponent",
    "reverse": "flip direction and limit",
}
DIRECTIONS: dict[str, str] = {"cw": "clockwise", "ccw": "counter-clockwise"}

# --- errors and refusals
NOT_IN_GUILD = "Larry tables live in server channels: use this command in a server."
NO_TABLE_HERE = "There is no open Larry table in this channel. Start one with `/larry new`."
NOT_PLAYING = "You are not playing at this table."
NOT_YOUR_TURN = "It's not your turn: {name} is to move."
FINAL_PHASE = "{name} went out: press **Doubt** or **Accept** instead."
NOT_STARTED = "The game has not started yet."
STALE = "That button is out of date: the game has moved on. Use the newest message."
GARBLED = "I don't recognise that button (it may be damaged). Use `/larry table` for fresh ones."
FORM_NOT_YOURS = "This form belongs to someone else."
FORM_GONE = ("This form has expired (it was used, timed out, or the bot restarted). "
             "Press **Play** on the newest turn message to open a fresh one.")
CLAIM_NOT_NUMBER = "A claim is a whole number like `5` or `-3`, not {text}."
NOT_HOST_OR_ADMIN = "Only the host or someone with Manage Server can end the table."
SOMETHING_WRONG = "Something went wrong on my side; nothing was changed. Please try again."

# --- acknowledgements (ephemeral)
OPENED = "Your table is open. Others can join with the **Join** button."
JOINED = "You joined the table."
LEFT_LOBBY = "You left the table."
AI_ADDED = "An AI player sat down."
STARTED = "The game has started: your hand is in your DMs and behind **My hand**."
CANCELLED = "The table is closed."
LEFT_GAME = "You left the game; an AI plays your seat from now on."
ENDED = "The table was ended."
BROKEN_CLOSED = "The unreadable table #{table} was closed; this channel is free again."
REPOST_NOT_ALLOWED = "Only the table's players and people with Manage Messages can post it again."
REPOST_TOO_SOON = "The table was just posted again; try in {seconds} s."
LOG_HEADER = "**Table #{table}: the moves so far** (page {page} of {pages}, 1 is the latest)"
LOG_EMPTY = "Nothing has happened yet."
REPOST_LATER = "Discord is slow right now: the table will be posted below in a moment."
REPOSTED = "Posted the current state of the table below."

# --- public notes
DM_CLOSED = "{mention}, I can't send you direct messages: use **My hand** to see your cards."
TABLE_ENDED = "**This table was ended.** No leaderboard change."
LOBBY_CLOSED = "This table is closed."
LOBBY_STARTED = "The game has started: follow it below."
GAME_STARTED = "**The game begins!** Seats were drawn at random; playing order: {seats}. " \
    "Hands are dealt: check your DMs or press **My hand**."

# --- the play form
FORM_HEADER = "**Your move** (limit {limit}, {direction}; standing claim {claim})\n{hand}"
FORM_MARKED = "You carry an **open mark**: a number card goes face up and its claim is forced."
FORM_FORCED = "Under your open mark this card must be claimed as **{claim}**."
FORM_OVER = "That forced claim is above the limit: you will bust (draw 2, start a new pile)."
FORM_PICK_CARD = "Choose the card to play."
FORM_CLAIM_STEP = "You place {card} face down. Announce a sum: the honest one is **{honest}**."
FORM_NO_HONEST = "You place {card} face down. The honest sum, {honest}, is not an allowed " \
    "claim (limit {limit}): whatever you announce is a bluff."
FORM_ACTION_STEP = "{card}: play it face up ({effect}), or place it face down (it counts 0) " \
    "and announce a sum: the honest one is **{honest}**."
FORM_FACE_DOWN_ONLY = "{card} cannot be played face up now: place it face down (it counts 0) " \
    "and announce a sum: the honest one is **{honest}**."
FORM_GIFT_STEP = "Gift to {name}: choose the card you give away."
FORM_LARRY_ON = "This leaves you one card: **Larry!** is said for you."
FORM_LARRY_OFF_AUTO = "This leaves you one card and you chose **not** to say Larry: you will " \
    "draw **2 cards** as a penalty."
FORM_LARRY_OFF_CATCH = "This leaves you one card and you chose **not** to say Larry: anyone " \
    "may **catch** you before the next move, and then you draw 2 cards."
FORM_STALE = "This form is out of date: the game moved on and nothing was played. Press " \
    "**Play** on the newest turn message if it is your turn."
FORM_BAD_VALUE = "That button carries a value I can't use ({value}): nothing was played. " \
    "Choose again below."
FORM_NOT_IN_HAND = "You have no {card} in your hand: nothing was played. Choose again below."
FORM_NOT_OFFERED = "That move is not one of your options right now: nothing was played. " \
    "Choose again below."
FORM_PLAYED = "Your move was played."
BTN_CARD_COUNT = "{card} ×{count}"
BTN_CLAIM_HONEST = "{claim} (honest)"
BTN_FACE_UP = "{card} → {name}"
BTN_FACE_UP_PLAIN = "{card} (face up)"
BTN_OTHER_CLAIM = "Other…"
BTN_FORM_BACK = "Back"
BTN_SKIP_LARRY = "Don't say Larry"
BTN_SAY_LARRY = "Say Larry"
CLAIM_MODAL_TITLE = "Your claim"
CLAIM_MODAL_LABEL = "Claim (a whole number)"

# --- button labels
BTN_JOIN, BTN_LEAVE, BTN_START, BTN_AI, BTN_CANCEL = "Join", "Leave", "Start", "Add AI", "Cancel"
BTN_PLAY, BTN_DOUBT, BTN_ACCEPT, BTN_HAND, BTN_CATCH = "Play", "Doubt", "Accept", "My hand", \
    "Catch!"
BTN_PREV, BTN_NEXT = "Previous", "Next"

RULES = "\n".join((
    '**Larry in a nutshell** (2–8 players)',
    '• 54 cards: numbers `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Larry** cards and '
    '13 action cards (open, draw two, gift, reverse). Hands: 2→12, 3→9, 4→7, 5→6, 6–8→5 '
    'cards.',
    "• On your turn: **place** a card face down and claim the pile's sum (any whole number "
    'from −12 up to the **limit**, 7 at the start), **play an action card** face up (you '
    'accept the standing claim), or **doubt** the claim.',
    '• Doubt: the pile is revealed. An odd number of Larry cards makes any claim true; '
    'otherwise the claim is true exactly when it equals the sum. True → the doubter draws 2; '
    'false → the player responsible draws 2. Whoever drew starts a new pile.',
    '• Actions: **reverse** flips direction and the limit (7↔5); **draw two** makes an '
    'opponent draw 2; **gift** gives one of your cards away (needs 3+ cards in hand); '
    '**open** marks an opponent: their next number card goes face up with a forced claim '
    '(over the limit → bust, draw 2).',
    '• Leaving yourself with one card? Tick **Say Larry**. Forgetting costs 2 cards (or, in '
    'catch mode, anyone may **Catch!** you before the next move).',
    '• Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2;'
    ' everyone else loses the Larry symbols on their remaining cards. Highest total after the'
    ' last round wins (3 rounds by default).',
))
