"""What a Larry player may do now, as choice groups (`cogs.tables.choices`), and the lines
their own screen shows above them. Pure functions of one committed table.

On the table: **Doubt** (and **Accept** in the final phase) while a claim stands. On the
player's own screen (**Your move**), step by step as the cards allow:

    a card → a claim (or, for an action card, a face-up play)          3 presses
    the gift card → whom to → the card to give (a menu)                4 presses

- ``card``: the card to play, selected (a menu beyond five kinds);
- ``claim``: the honest sum and the bluffs nearest to it, each a move (under an open mark,
  the one forced claim); ``other``: every allowed claim in a menu (−12 up to the limit,
  twenty at most, so no claim needs typing);
- ``up``: an action card played face up at each target (reverse: at none);
- ``to`` and ``give``: the gift's receiver, selected, then the card given (a menu), a move;
- ``larry``: held while the player chooses **not** to say Larry on a move that leaves one
  card (it is said for them unless they hold it).

Every choice's move comes from the seat's request (`larry_core.games.larry.request`), so a
front end never recomputes the rules; the table service checks each move again.
"""

from __future__ import annotations

from collections.abc import Sequence

from cogs.larry import render
from cogs.tables.choices import CHOOSE, PICK, SELECT, SUBMIT, TOGGLE, Choice, Group
from larry_core.games.larry.cards import INDEX
from larry_core.games.larry.moves import Move, format_body
from larry_core.games.larry.request import NO_TARGET, Request
from larry_core.games.larry.views import PublicView, SeatView
from larry_core.text import t
from larry_core.text.render import number

DOUBT, ACCEPT = "doubt", "accept"  # the answers to a claim: their moves and keys
CLAIM_BUTTONS = 7  # the honest sum and the bluffs nearest to it
QUIET = "larry:quiet"  # held: the player does not say Larry


def calls(pv: PublicView, loc: str) -> tuple[Group, ...]:
    """The seat to act's answers to the standing claim, on the table: Doubt and Accept in
    the final phase, else Doubt while the pile holds a claim; none once the game is over."""
    doubt = Choice(DOUBT, t("btn-doubt", loc), DOUBT, "danger")
    if pv.phase == "final":
        return (Group("call", CHOOSE, (doubt, Choice(ACCEPT, t("btn-accept", loc), ACCEPT,
                                                     "success"))),)
    return (Group("call", CHOOSE, (doubt,)),) if pv.phase != "over" and pv.pile_size else ()


def claim_window(claims: Sequence[int], honest: int, size: int = CLAIM_BUTTONS) -> list[int]:
    """The `size` allowed claims nearest to `honest` (the honest sum and the usual bluffs
    next to it), ascending."""
    return sorted(sorted(claims, key=lambda c: (abs(c - honest), c))[:size])


def held_key(held: frozenset[str], group: str) -> str | None:
    """The key held in `group` (``<group>:<key>``), if any."""
    return next((h.split(":", 1)[1] for h in held if h.split(":", 1)[0] == group), None)


def groups(req: Request, view: SeatView, names: Sequence[str], held: frozenset[str],
           loc: str) -> tuple[Group, ...]:
    """The seat's choices with `held` held: the answers on the table, the card on its own
    screen and, once a card is selected, what that card may do."""
    pv = view.public
    out = list(calls(pv, loc))
    cards = req.cards()
    if pv.phase == "final" or not cards:
        return tuple(out)
    hand = list(view.hand)
    out.append(Group("card", SELECT, tuple(
        Choice(c, card_label(c, hand, loc), c, "primary") for c in cards),
        t("form-card-menu", loc), private=True))
    card = held_key(held, "card")
    if card in cards:
        out += card_groups(req, card, names, pv.limit, held, loc)
    return tuple(out)


def label(text: str) -> str:
    """A button's label: capitalised ("Gift → Bob"), within Discord's 80 characters."""
    return (text[:1].upper() + text[1:])[:80]


def card_label(code: str, hand: Sequence[str], loc: str) -> str:
    n, name = hand.count(code), render.card_name(code, loc)
    return label(t("btn-card-count", loc, card=name, count=n) if n > 1 else name)


def card_groups(req: Request, card: str, names: Sequence[str], limit: int,
                held: frozenset[str], loc: str) -> list[Group]:
    """What `card` may do: face up (at a target; the gift: to whom, then which card), and
    face down with a claim (`limit`: the claims' limit); the Larry call where a move leaves
    one card, said unless `held` holds it back."""
    say = QUIET not in held
    moves: list[Move] = []

    def made(move: Move | None) -> str:
        """The move's text, with the call the player chose."""
        assert move is not None, "a choice of the request"
        moves.append(move)
        return format_body(move._replace(larry=move.larry and say))

    out: list[Group] = []
    name = render.card_name(card, loc)
    targets = req.targets(card)
    if card == "gift" and targets:
        out.append(Group("to", SELECT, tuple(
            Choice(str(s), label(t("btn-face-up", loc, card=name, name=names[s])), str(s),
                   "primary")
            for s in targets), private=True))
        to = held_key(held, "to")
        if to is not None and to.isdigit() and int(to) in targets:
            out.append(Group("give", PICK, tuple(
                Choice(g, label(render.card_name(g, loc)), made(req.resolve("give", g, int(to))))
                for g in req.gift_cards(int(to))),
                t("form-card-menu", loc), private=True))
    elif targets:
        out.append(Group("up", SUBMIT, tuple(
            Choice("none" if s == NO_TARGET else str(s),
                   label(t("btn-face-up-plain", loc, card=name) if s == NO_TARGET
                         else t("btn-face-up", loc, card=name, name=names[s])),
                   made(req.resolve("up", card, None if s == NO_TARGET else s)), "primary")
            for s in targets), private=True))
    claims = req.claims(card)
    forced = req.forced(card)
    if forced is not None:
        bust = forced > limit
        out.append(Group("claim", SUBMIT, (
            Choice(str(forced), number(forced), made(req.resolve("claim", card, forced)),
                   "danger" if bust else "success"),), private=True))
    elif claims:
        honest = req.honest(card)
        out.append(Group("claim", SUBMIT, tuple(
            Choice(str(c), t("btn-claim-honest", loc, claim=c) if c == honest else number(c),
                   made(req.resolve("claim", card, c)),
                   "success" if c == honest else "secondary")
            for c in claim_window(claims, honest)), private=True))
        out.append(Group("other", PICK, tuple(
            Choice(str(c), number(c), made(req.resolve("claim", card, c))) for c in claims),
            t("btn-other-claim", loc), private=True))
    if any(m.larry for m in moves):
        out.append(Group("larry", TOGGLE, (
            Choice("quiet", t("btn-skip-larry", loc), held_label=t("btn-say-larry", loc)),),
            private=True))
    return out


def prompt(req: Request, view: SeatView, names: Sequence[str], held: frozenset[str],
           loc: str) -> str:
    """The step's question above the choices: which card, then what it may do (the honest
    sum, the forced claim, whom to give to), and what the Larry call will be."""
    pv = view.public
    card = held_key(held, "card")
    if card not in req.cards():
        return t("form-pick-card", loc)
    assert card is not None
    parts: list[str] = []
    to = held_key(held, "to")
    if card == "gift" and to is not None and to.isdigit() and int(to) < len(names):
        parts.append(t("form-gift-step", loc, name=names[int(to)]))
    elif (forced := req.forced(card)) is not None:
        parts.append(t("form-forced", loc, claim=forced))
        if forced > pv.limit:
            parts.append(t("form-over", loc))
    else:
        honest, chip = req.honest(card), render.card_chip(card, loc)
        if INDEX[card] >= INDEX["open"]:
            key = "form-action-step" if req.targets(card) else "form-face-down-only"
            parts.append(t(key, loc, card=chip, effect=t(f"action-effect-{card}", loc),
                           honest=honest))
        elif honest in req.claims(card):
            parts.append(t("form-claim-step", loc, card=chip, honest=honest))
        else:
            parts.append(t("form-no-honest", loc, card=chip, honest=honest, limit=pv.limit))
    shown = groups(req, view, names, held, loc)
    if any(g.name == "larry" for g in shown):
        if QUIET not in held:
            parts.append(t("form-larry-on", loc))
        else:
            parts.append(t("form-larry-off-catch" if pv.larry_call == "catch"
                           else "form-larry-off-auto", loc))
    return "\n".join(parts)


def header(view: SeatView, loc: str) -> str:
    """The own screen's first lines while the seat is to act: the limit, the direction,
    the standing claim and the hand (and an open mark)."""
    pv = view.public
    claim = t("dc-form-no-claim", loc) if pv.claim is None else number(pv.claim)
    text = t("form-header", loc, limit=pv.limit, claim=claim,
             direction=t(f"direction-{pv.direction}", loc),
             hand=render.hand_text(view.hand, loc))
    return f"{text}\n{t('form-marked', loc)}" if view.marked else text
