"""Choice groups (`cogs.tables.choices`) and how the shared presses draw them
(`cogs.tables.choosing.controls`): each kind's controls and ids, a held toggle's look, a
submit's label and move for the toggles held, and what a group refuses to be."""

from __future__ import annotations

import pytest

from cogs.tables.choices import (
    CHOOSE,
    PICK,
    SUBMIT,
    TOGGLE,
    Choice,
    Group,
    first_held,
    held_moves,
    move_of,
)
from cogs.tables.choosing import button_id, controls, menu_id
from cogs.tables.layout import Menu

DICE = Group("keep", TOGGLE, tuple(
    Choice(str(i), str(v), str(v), held_label=f"{v} ✓", held=i == 4)
    for i, v in enumerate((2, 3, 3, 5, 6))))
ROLL = Group("roll", SUBMIT, (Choice("roll", "Roll", "roll", "primary", held_move="keep {}",
                                    by_held=("Roll 5", "Roll 4", "Roll 3", "Roll 2",
                                             "Roll 1", "")),))
BOXES = Group("box", PICK, (Choice("chance", "Chance: 19", "score chance"),
                            Choice("sixes", "Sixes: 6", "score sixes")), "Score…")
GROUPS = (DICE, ROLL, BOXES)


def test_each_kind_is_drawn_with_its_ids() -> None:
    drawn = controls(GROUPS, 7, 3, first_held(GROUPS))
    buttons = [c for c in drawn.controls if isinstance(c, tuple)]
    [menu] = [c for c in drawn.controls if isinstance(c, Menu)]
    assert [b[0] for b in buttons] == [*(button_id(7, 3, "keep", str(i)) for i in range(5)),
                                       button_id(7, 3, "roll", "roll")]
    # the die held from the start is drawn held; Roll is labelled for one die held
    assert buttons[4][1:] == ("6 ✓", "success") and buttons[0][1:] == ("2", "secondary")
    assert buttons[5][1:] == ("Roll 4", "primary")
    assert menu == Menu(menu_id(7, 3, "box"), "Score…",
                        (("chance", "Chance: 19"), ("sixes", "Sixes: 6")))
    assert drawn.greyed == frozenset()
    assert all(len(cid) <= 100 for cid in (*(b[0] for b in buttons), menu.custom_id))


def test_a_submit_takes_the_toggles_held() -> None:
    roll, choice = ROLL, ROLL.choices[0]
    assert move_of(GROUPS, roll, choice, frozenset()) == "roll"
    held = frozenset({"keep:1", "keep:3"})
    assert held_moves(GROUPS, held) == ["3", "5"]
    assert move_of(GROUPS, roll, choice, held) == "keep 3 5"
    assert move_of(GROUPS, DICE, DICE.choices[0], held) is None  # a toggle makes no move
    assert move_of(GROUPS, BOXES, BOXES.choices[1], held) == "score sixes"
    # all five held: no roll is left to make, so Roll is greyed out
    every = frozenset(f"keep:{i}" for i in range(5))
    drawn = controls(GROUPS, 7, 3, every)
    assert drawn.greyed == {button_id(7, 3, "roll", "roll")}
    assert ("Roll" in dict((c[0], c[1]) for c in drawn.controls
                           if isinstance(c, tuple)).values())


def test_a_plain_choice_plays_its_move() -> None:
    group = Group("move", CHOOSE, (Choice("reveal", "Reveal", "reveal", "success"),))
    assert move_of((group,), group, group.choices[0], frozenset()) == "reveal"
    assert group.choice("fold") is None


@pytest.mark.parametrize("bad", [
    lambda: Choice("Upper", "x"),  # a key in custom_ids: lower case, digits, _ and -
    lambda: Choice("x" * 25, "x"),
    lambda: Choice("ok", "x", style="blurple"),
    lambda: Group("Move", CHOOSE, ()),  # a group's name: a-z, at most 8
    lambda: Group("move", "drag", ()),
])
def test_what_a_group_refuses_to_be(bad: object) -> None:
    with pytest.raises(ValueError):
        bad()  # type: ignore[operator]
