"""A seat's request as the table shows it: choice groups, plain data.

A game's front end says what the player to act may do now as a few `Group`s of `Choice`s,
each choice carrying the move it makes (grammar text, as the table service plays it), so the
shared front end (`cogs.tables.choosing`) draws them, answers their presses and plays their
moves for every game alike. Four kinds cover the games' decisions:

- ``choose``: a button per choice, a press plays its move (an operation, Reveal, a die);
- ``pick``: the same choices in a select menu (a box among many, a raise);
- ``toggle``: buttons held or released in the pressed message, no move by themselves
  (the dice to keep); each held choice's `move` is its part of a submit's move;
- ``submit``: a button whose move takes the toggles held (Roll: ``keep {}`` with the kept
  dice's values, ``roll`` with none).

Nothing here touches Discord; a choice's `key` names it in its group's custom_ids.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

CHOOSE, PICK, TOGGLE, SUBMIT = "choose", "pick", "toggle", "submit"
KINDS = (CHOOSE, PICK, TOGGLE, SUBMIT)
NAME = re.compile(r"[a-z]{1,8}")  # a group's name in custom_ids
KEY = re.compile(r"[a-z0-9_-]{1,24}")  # a choice's key in custom_ids and menu values
STYLES = ("primary", "secondary", "success", "danger")
HELD_STYLE = "success"  # a held toggle's button


@dataclass(frozen=True, slots=True)
class Choice:
    """One choice: `label` as shown, the `move` it makes (a toggle's: its part of a submit's
    move; a submit's: the move with nothing held), and for a submit with toggles held
    `held_move`, a format of their parts joined by spaces (``"keep {}"``), and `by_held`,
    its label for each number of toggles held (an empty one: greyed out, no move with that
    many held). A toggle shows `held_label` while held (its label when empty) and begins
    held when `held`."""

    key: str
    label: str
    move: str = ""
    style: str = "secondary"
    held_move: str = ""
    held_label: str = ""
    held: bool = False
    by_held: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not KEY.fullmatch(self.key) or self.style not in STYLES:
            raise ValueError(f"a choice's key [a-z0-9_-]{{1,24}} and a style: {self!r}")


@dataclass(frozen=True, slots=True)
class Group:
    """Choices of one kind (`KINDS`) under one `name`; a pick's menu shows `placeholder`
    until something is picked."""

    name: str
    kind: str
    choices: tuple[Choice, ...]
    placeholder: str = ""

    def __post_init__(self) -> None:
        if not NAME.fullmatch(self.name) or self.kind not in KINDS:
            raise ValueError(f"a group's name [a-z]{{1,8}} and one of {KINDS}: {self!r}")

    def choice(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)


def group(groups: Sequence[Group], name: str) -> Group | None:
    return next((g for g in groups if g.name == name), None)


def first_held(groups: Iterable[Group]) -> frozenset[str]:
    """The toggles held before any press (as ``<group>:<key>``)."""
    return frozenset(f"{g.name}:{c.key}" for g in groups if g.kind == TOGGLE
                     for c in g.choices if c.held)


def held_moves(groups: Iterable[Group], held: frozenset[str]) -> list[str]:
    """The moves of the held toggles, in the order the groups show them."""
    return [c.move for g in groups if g.kind == TOGGLE for c in g.choices
            if f"{g.name}:{c.key}" in held]


def move_of(groups: Sequence[Group], chosen: Group, choice: Choice,
            held: frozenset[str]) -> str | None:
    """The move a press of `choice` in `chosen` makes, the toggles `held` taken by a
    submit; None for a toggle (it makes no move)."""
    if chosen.kind == TOGGLE:
        return None
    if chosen.kind == SUBMIT:
        parts = held_moves(groups, held)
        if parts and choice.held_move:
            return choice.held_move.format(" ".join(parts))
    return choice.move
