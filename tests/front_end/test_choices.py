"""Choice groups (`cogs.tables.choices`) and how the shared presses draw them
(`cogs.tables.choosing.controls`): each kind's controls and ids, a held toggle's look, a
submit's label and move for the toggles held, a selection held alone in its group, a submit
that waits for each group it names, private groups kept off the table, and what a group
refuses to be."""

from __future__ import annotations

import pytest

from cogs.tables.choices import (
    CHOOSE,
    PICK,
    SELECT,
    SUBMIT,
    TOGGLE,
    Choice,
    Group,
    first_held,
    held_moves,
    hold,
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


OFFER = (
    Group("card", SELECT, tuple(Choice(c, c.title(), c) for c in ("bat", "fly", "rat")),
          private=True),
    Group("to", SELECT, (Choice("1", "Bob", "1"), Choice("2", "Carol", "2")), private=True),
    Group("go", SUBMIT, (Choice("offer", "Offer", "", "primary",
                                held_move="offer {card} to {to}"),), private=True),
)


def test_a_selection_holds_one_choice_of_its_group() -> None:
    card = OFFER[0]
    held = hold(card, "bat", frozenset())
    assert hold(card, "fly", held) == {"card:fly"}  # the other one is released
    assert hold(OFFER[1], "2", held) == {"card:bat", "to:2"}
    assert hold(DICE, "1", hold(DICE, "0", frozenset())) == {"keep:0", "keep:1"}
    assert hold(DICE, "0", frozenset({"keep:0"})) == frozenset()  # a toggle is released


def test_a_submit_naming_groups_waits_for_each_of_them() -> None:
    go = OFFER[2]
    offer = go.choices[0]
    assert move_of(OFFER, go, offer, frozenset({"card:rat"})) is None
    assert move_of(OFFER, go, offer, frozenset({"card:rat", "to:2"})) == "offer rat to 2"
    cid = button_id(4, 9, "go", "offer")
    assert cid in controls(OFFER, 4, 9, frozenset({"card:rat"}), own=True).greyed
    assert cid not in controls(OFFER, 4, 9, frozenset({"card:rat", "to:1"}), own=True).greyed


def test_private_groups_stay_off_the_table() -> None:
    assert controls(OFFER, 4, 9, frozenset()).controls == []  # the table shows none of them
    own = controls(OFFER, 4, 9, frozenset({"card:fly"}), own=True).controls
    assert [c[1:] for c in own if isinstance(c, tuple)][:3] == [
        ("Bat", "secondary"), ("Fly", "success"), ("Rat", "secondary")]
    many = Group("claim", SELECT, tuple(Choice(f"c{i}", f"C{i}", f"c{i}") for i in range(8)))
    [menu] = controls((many,), 4, 9, frozenset({"claim:c3"})).controls
    assert isinstance(menu, Menu) and menu.chosen == "c3" and len(menu.options) == 8
