"""The one exception the engine raises for a move it refuses."""

from __future__ import annotations

REJECTION_CODES: frozenset[str] = frozenset({
    "not_your_turn", "no_such_card", "claim_over_limit", "claim_out_of_range",
    "claim_must_be_open_sum", "nothing_to_doubt", "must_doubt_or_accept", "cannot_accept",
    "bad_target", "gift_needs_three_cards", "nothing_to_catch", "game_over", "bad_move",
})


class IllegalMove(Exception):
    """A refused move: `code` is one of docs/conformance.md's rejection codes."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message  # the replay protocol's English text (docs/conformance.md)
        self.params = params  # for front ends: `illegal-<code>` in the catalogue
