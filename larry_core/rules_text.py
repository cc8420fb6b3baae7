"""The short rules every front end shows (`/larry rules` on Discord, `rules` in the terminal).

One text in one place. It is written in Discord's markdown (`**bold**`, `` `code` ``);
`plain()` strips that for a terminal. It names no front end's buttons or commands.
"""

from __future__ import annotations

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
    '• Leaving yourself with one card? Say **Larry** as you play. Forgetting costs 2 cards '
    '(or, in catch mode, anyone may **catch** you before the next move).',
    '• Go out with an empty hand: the next player **doubts** or **accepts**. Round winner +2;'
    ' everyone else loses the Larry symbols on their remaining cards. Highest total after the'
    ' last round wins (3 rounds by default).',
))


def plain(text: str) -> str:
    """`text` without Discord's bold and code marks, for a terminal."""
    return text.replace("**", "").replace("`", "")
