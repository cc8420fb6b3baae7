"""A seat's request as the table shows it: choice groups, plain data.

A game's front end says what the player to act may do now as a few `Group`s of `Choice`s,
each choice carrying the move it makes (grammar text, as the table service plays it), so the
shared front end (`cogs.tables.choosing`) draws them, answers their presses and plays their
moves for every game alike. Four kinds cover the games' decisions:

- ``choose``: a button per choice, a press plays its move (an operation, Reveal, a die);
- ``pick``: the same choices in a select menu (a box among many, a raise);
- ``toggle``: buttons held or released in the pressed message, no move by themselves
  (the dice to keep); each held choice's `move` is its part of a submit's move;
- ``select``: one of the group's choices held at a time (holding another releases it), no
  move by itself (the card to offer, whom to, what to claim): buttons, or a select menu
  beyond `BUTTONS` choices;
- ``submit``: a button whose move takes the choices held: ``{}`` in its `held_move` stands
  for every held toggle's part (Roll: ``keep {}`` with the kept dice's values, ``roll``
  with none), ``{<group>}`` for the part held in that group (``offer {card} {to} {claim}``),
  and it is greyed out until each group it names holds one.

A group may be `private`: it is shown only on its seat's own screen, never on the table
(what it offers would tell the others what the seat holds).

Nothing here touches Discord; a choice's `key` names it in its group's custom_ids.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

CHOOSE, PICK, TOGGLE, SELECT, SUBMIT = "choose", "pick", "toggle", "select", "submit"
KINDS = (CHOOSE, PICK, TOGGLE, SELECT, SUBMIT)
HOLDING = (TOGGLE, SELECT)  # the kinds whose choices are held, not played
BUTTONS = 5  # a select group of more choices is a select menu
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
    private: bool = False  # shown on its seat's own screen only

    def __post_init__(self) -> None:
        if not NAME.fullmatch(self.name) or self.kind not in KINDS:
            raise ValueError(f"a group's name [a-z]{{1,8}} and one of {KINDS}: {self!r}")

    def choice(self, key: str) -> Choice | None:
        return next((c for c in self.choices if c.key == key), None)


def group(groups: Sequence[Group], name: str) -> Group | None:
    return next((g for g in groups if g.name == name), None)


def first_held(groups: Iterable[Group]) -> frozenset[str]:
    """The toggles and selections held before any press (as ``<group>:<key>``)."""
    return frozenset(f"{g.name}:{c.key}" for g in groups if g.kind in HOLDING
                     for c in g.choices if c.held)


def held_moves(groups: Iterable[Group], held: frozenset[str]) -> list[str]:
    """The moves of the held toggles, in the order the groups show them."""
    return [c.move for g in groups if g.kind == TOGGLE for c in g.choices
            if f"{g.name}:{c.key}" in held]


def hold(group: Group, key: str, held: frozenset[str]) -> frozenset[str]:
    """`held` after a press of `key` in `group`: a toggle held or released, a selection
    held in place of the group's other ones."""
    mark = f"{group.name}:{key}"
    if group.kind == SELECT:
        return frozenset(h for h in held if not h.startswith(f"{group.name}:")) | {mark}
    return held ^ {mark}


def move_of(groups: Sequence[Group], chosen: Group, choice: Choice,
            held: frozenset[str]) -> str | None:
    """The move a press of `choice` in `chosen` makes with `held` taken by a submit; None
    for a toggle or a selection (they make no move) and for a submit that names a group
    holding nothing."""
    if chosen.kind in HOLDING:
        return None
    if chosen.kind != SUBMIT or not choice.held_move:
        return choice.move
    named = [f for _, f, _, _ in string.Formatter().parse(choice.held_move) if f]
    if not named:
        parts = held_moves(groups, held)
        return choice.held_move.format(" ".join(parts)) if parts else choice.move
    values = {g.name: " ".join(c.move for c in g.choices if f"{g.name}:{c.key}" in held)
              for g in groups if g.kind in HOLDING}
    if not all(values.get(name) for name in named):
        return None
    return choice.held_move.format_map(values)
