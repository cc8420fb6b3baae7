"""The ephemeral Play form: the hand as buttons, then one click on a claim or a target plays.

    Play → a card → a claim (or, for an action card, a face-up play)      3 interactions
    Play → gift → "gift → Bob" → the card to give                          4 interactions

Every choice comes from the seat's request when the form opens (`Request`); the form
only assembles a move of the engine's list. A submission goes through `TableService.play`,
which checks everything again (the game may have moved on since the form was opened). On
success the form deletes itself; a refusal is shown in the form.

Component custom_ids (≤ 100 characters; parsed by `split_id` and `parse_click`, pure
functions, so that a forged or stale value gets a clear answer instead of an exception):
  ``larry-form:<nonce>:card:<code>``            show this card's plays
  ``larry-form:<nonce>:claim:<code>:<claim>``   place <code> face down, announce <claim>
  ``larry-form:<nonce>:up:<code>:<seat|->``     play an action card face up (``-``: reverse)
  ``larry-form:<nonce>:give:<seat>:<code>``     gift: give <code> to <seat>
  ``larry-form:<nonce>:other:<code>``           type any claim for <code> (a modal)
  ``larry-form:<nonce>:larry`` / ``:back``      toggle the Larry call / one step back
"""

from __future__ import annotations

import functools
import logging
import re
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import render
from cogs.tables import forms, lang, outbound, unclaimed
from cogs.tables.items import PressItem, button, rows, view_of
from cogs.tables.replies import explain, origin
from larry_core.errors import IllegalMove
from larry_core.games.larry.cards import GIFT, INDEX
from larry_core.games.larry.moves import PLACE, Move, format_body, read_int, shown
from larry_core.games.larry.request import NO_TARGET, Request
from larry_core.tables.table import Table, TableError
from larry_core.text import t
from larry_core.text.render import number

if TYPE_CHECKING:
    from cogs.larry.actions import Actions

log = logging.getLogger(__name__)
GONE = ("no_table", "not_playing", "not_seated")
PREFIX = "larry-form:"
FORM_LIFETIME = 900.0  # seconds; the ephemeral message's interaction token lives 15 minutes
CLAIM_BUTTONS = 7  # the honest sum and the bluffs nearest to it
_ID = re.compile(r"([0-9a-f]{32})(?::(.{0,80}))?", re.DOTALL)
# Open forms by nonce. Their buttons are DynamicItems routed through this registry, so a
# click never depends on discord.py having registered a message's view yet, and a form that
# is gone (expired, submitted, or opened before a restart) answers instead of failing.
FORMS: dict[str, PlayForm] = {}


# ------------------------------------------------------------------ custom_ids (pure)
class FormValueError(ValueError):
    """A form component value that no button of the form carries (forged or damaged)."""

    def __init__(self, value: str) -> None:
        super().__init__(value)
        self.value = value


@dataclass(frozen=True, slots=True)
class Click:
    """One parsed form button: `field` and, where it has them, a card code and a number
    (a claim for ``claim``, a seat for ``up``/``give``; None for a reverse played face up)."""

    field: str
    card: str | None = None
    number: int | None = None


def form_id(nonce: str, field: str, *values: object) -> str:
    return ":".join([f"{PREFIX}{nonce}", field, *map(str, values)])


def split_id(custom_id: str) -> tuple[str, str] | None:
    """(nonce, rest) of a form custom_id; None if it names no form at all."""
    m = _ID.fullmatch(custom_id.removeprefix(PREFIX)) if custom_id.startswith(PREFIX) else None
    return (m[1], m[2] or "") if m else None


def _code(token: str) -> str:
    if token not in INDEX:
        raise FormValueError(token)
    return token


def _number(token: str) -> int:
    value = read_int(token)
    if value is None:
        raise FormValueError(token)
    return value


def parse_click(rest: str) -> Click:
    """The button `rest` (a custom_id after its nonce) stands for; FormValueError if it is
    not one the form makes. Card codes are checked to exist, not to be in the hand."""
    parts = rest.split(":")
    head, args = parts[0], parts[1:]
    if head in ("larry", "back") and not args:
        return Click(head)
    if head in ("card", "other") and len(args) == 1:
        return Click(head, _code(args[0]))
    if head == "claim" and len(args) == 2:
        return Click(head, _code(args[0]), _number(args[1]))
    if head == "up" and len(args) == 2:
        return Click(head, _code(args[0]), None if args[1] == "-" else _number(args[1]))
    if head == "give" and len(args) == 2:
        return Click(head, _code(args[1]), _number(args[0]))
    raise FormValueError(rest)


def parse_claim(text: str) -> int | None:
    """A typed claim: a whole number (optional sign, a typographic minus too), else None.
    A huge number saturates (see `read_int`): the engine refuses it like any claim over
    the limit."""
    return read_int(text.strip().replace("−", "-"))


def claim_window(claims: list[int], honest: int, size: int = CLAIM_BUTTONS) -> list[int]:
    """The `size` allowed claims nearest to `honest` (the honest sum and the usual bluffs
    next to it), ascending."""
    return sorted(sorted(claims, key=lambda c: (abs(c - honest), c))[:size])


def label(text: str) -> str:
    """A button label: capitalised, within Discord's 80 characters."""
    return (text[:1].upper() + text[1:])[:80]


# ---------------------------------------------------------------- Discord components
def register(form: PlayForm) -> None:
    for old in forms.drop_expired(FORMS, FORM_LIFETIME, time.monotonic()):
        old.stop()
    FORMS[form.nonce] = form


class FormButton(PressItem, template=r"larry-form:(?P<rest>.{0,89})"):
    """Every Play-form component, live, stale or forged (the select menus of forms opened
    before this version included: they answer that the form is gone)."""

    async def press(self, front: Any, interaction: discord.Interaction,
                    custom_id: str) -> None:
        parts = split_id(custom_id)
        form = FORMS.get(parts[0]) if parts else None
        if parts is None or form is None:
            await forms.reply(interaction, t("form-gone", lang.private(interaction)))
        elif await form.interaction_check(interaction):
            await form.on_click(interaction, parts[1])





class PlayForm:
    """One player's open form: what they may play, and which step they are at."""

    def __init__(self, actions: Actions, table: Table, seat: int, user_id: int,
                 loc: str) -> None:
        game = table.game
        assert game is not None
        self.actions, self.table_id, self.version = actions, table.id, table.version
        self.seat, self.user_id = seat, user_id
        self.loc = loc  # the player's language (their Discord client's, when we have it)
        view = game.view_for(seat)
        self.hand, self.pv, self.names = view.hand, view.public, render.seat_names(table, loc)
        self.marked = view.marked
        self.choices = Request(game, seat, view)
        self.card: str | None = None  # the card whose plays are shown
        self.gift_to: int | None = None  # gift: the chosen opponent
        self.say_larry = True  # a move that leaves one card carries the call unless refused
        self.warning: str | None = None
        self.nonce = forms.nonce()
        self.opened = time.monotonic()
        self.done = False
        self.submitting = False  # a move of this form is on its way to the table
        register(self)

    def stop(self) -> None:
        self.done = True
        FORMS.pop(self.nonce, None)

    # ------------------------------------------------------------ the steps
    def honest(self, card: str) -> int:
        return self.choices.honest(card)

    def forced(self, card: str) -> int | None:
        return self.choices.forced(card)

    def submits(self) -> list[Move]:
        """The moves the buttons of the current step would play."""
        card = self.card
        if card is None:
            return []
        if self.gift_to is not None:
            gifts = self.choices.moves_of(GIFT).gifts
            return [gifts[self.gift_to, INDEX[g]] for g in self.choices.gift_cards(self.gift_to)]
        moves = self.choices.moves_of(INDEX[card])
        out = [moves.places[c] for c in self.choices.claims(card)]
        if card != "gift":
            out += [moves.plays[t] for t in self.choices.targets(card)]
        return out

    def larry_needed(self) -> bool:
        return any(m.larry for m in self.submits())

    def with_call(self, move: Move) -> Move:
        """`move` (from the engine's list) with the Larry call the player chose."""
        return move._replace(larry=move.larry and self.say_larry)

    @functools.cached_property
    def header(self) -> str:
        """The form's first line: the limit, the claim, the direction and the hand, as they
        were when it opened (written once, not at every step)."""
        loc = self.loc
        claim = t("dc-form-no-claim", loc) if self.pv.claim is None else number(self.pv.claim)
        return t("form-header", loc, limit=self.pv.limit, claim=claim,
                 direction=t(f"direction-{self.pv.direction}", loc),
                 hand=render.hand_text(self.hand, loc))

    def text(self) -> str:
        loc = self.loc
        parts = [self.header]
        if self.marked:
            parts.append(t("form-marked", self.loc))
        card = self.card
        if card is None:
            parts.append(t("form-pick-card", self.loc))
        elif self.gift_to is not None:
            parts.append(t("form-gift-step", self.loc, name=self.names[self.gift_to]))
        elif (forced := self.forced(card)) is not None:
            parts.append(t("form-forced", self.loc, claim=forced))
            if forced > self.pv.limit:
                parts.append(t("form-over", self.loc))
        else:
            honest, chip = self.honest(card), render.card_chip(card, loc)
            if INDEX[card] >= INDEX["open"]:
                key = "form-action-step" if self.choices.targets(card) else "form-face-down-only"
                parts.append(t(key, loc, card=chip, effect=t(f"action-effect-{card}", loc),
                               honest=honest))
            elif honest in self.choices.claims(card):
                parts.append(t("form-claim-step", self.loc, card=chip, honest=honest))
            else:
                parts.append(t("form-no-honest", self.loc, card=chip, honest=honest,
                                                     limit=self.pv.limit))
        if self.larry_needed():
            if self.say_larry:
                parts.append(t("form-larry-on", self.loc))
            elif self.pv.larry_call == "catch":
                parts.append(t("form-larry-off-catch", self.loc))
            else:
                parts.append(t("form-larry-off-auto", self.loc))
        if self.warning:
            parts.insert(0, f"⚠️ {self.warning}")
        return "\n".join(parts)

    def _button(self, text: str, style: discord.ButtonStyle, field: str,
                *values: object) -> discord.ui.Button[Any]:
        return button(form_id(self.nonce, field, *values), label(text), style.name)

    def view(self) -> discord.ui.View:
        style, loc = discord.ButtonStyle, self.loc
        groups: list[list[discord.ui.Button[Any]]] = []
        controls: list[discord.ui.Button[Any]] = []
        card = self.card
        if card is None:
            groups.append([self._button(
                t("btn-card-count", loc, card=render.card_name(c, loc), count=self.hand.count(c))
                if self.hand.count(c) > 1 else render.card_name(c, loc), style.primary, "card",
                c)
                for c in self.choices.cards()])
        elif self.gift_to is not None:
            groups.append([self._button(render.card_name(g, loc), style.primary, "give",
                                        self.gift_to, g)
                           for g in self.choices.gift_cards(self.gift_to)])
        else:
            name = render.card_name(card, loc)
            ups = []
            for target in self.choices.targets(card):
                text = (t("btn-face-up-plain", loc, card=name) if target == NO_TARGET
                        else t("btn-face-up", loc, card=name, name=self.names[target]))
                ups.append(self._button(text, style.primary, "up", card,
                                        "-" if target == NO_TARGET else target))
            groups.append(ups)
            forced = self.forced(card)
            if forced is not None:
                bust = forced > self.pv.limit
                groups.append([self._button(str(forced), style.danger if bust else style.success,
                                            "claim", card, forced)])
            else:
                honest = self.honest(card)
                groups.append([
                    self._button(t("btn-claim-honest", loc, claim=c) if c == honest else number(c),
                                 style.success if c == honest else style.secondary,
                                 "claim", card, c)
                    for c in claim_window(self.choices.claims(card), honest)])
                if self.choices.claims(card):
                    controls.append(self._button(t("btn-other-claim", loc), style.secondary,
                                                 "other", card))
        if card is not None:
            controls.append(self._button(t("btn-form-back", loc), style.secondary, "back"))
        if self.larry_needed():
            controls.append(self._button(t("btn-skip-larry" if self.say_larry
                                           else "btn-say-larry", loc),
                                         style.secondary if self.say_larry else style.success,
                                         "larry"))
        return view_of([row for group in groups for row in rows(group)] + rows(controls))

    def render(self) -> tuple[str, discord.ui.View]:
        return self.text(), self.view()

    # ------------------------------------------------------------- handlers
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.user_id:
            await interaction.response.send_message(
                t("form-not-yours", lang.private(interaction)), ephemeral=True)
            return False
        return True

    async def show(self, interaction: discord.Interaction, warning: str | None = None) -> None:
        self.warning = warning
        content, view = self.render()
        await forms.reply(interaction, content, view)

    def stale(self) -> bool:
        table = self.actions.service.find(self.table_id)
        return table is None or table.version != self.version

    async def on_click(self, interaction: discord.Interaction, rest: str) -> None:
        if self.submitting:  # a double click: the first one's outcome shows in the form
            await interaction.response.defer()
            return
        try:
            click = parse_click(rest)
        except FormValueError as exc:
            await self.show(interaction, t("form-bad-value", self.loc, value=shown(exc.value)))
            return
        if click.field not in ("claim", "up", "give") and self.stale():
            self.stop()  # say so now rather than after the player chose everything
            await forms.reply(interaction, t("form-stale", self.loc))
            return
        if click.field == "larry":
            self.say_larry = not self.say_larry
            await self.show(interaction)
            return
        if click.field == "back":
            if self.gift_to is not None:
                self.gift_to = None
            else:
                self.card = None
            await self.show(interaction)
            return
        card = click.card
        assert card is not None
        if card not in self.hand:
            await self.show(interaction, t("form-not-in-hand", self.loc,
                                           card=render.card_chip(card, self.loc)))
            return
        if click.field == "card" and card in self.choices.cards():
            self.card, self.gift_to = card, None
            await self.show(interaction)
        elif click.field == "other" and self.choices.claims(card):
            await unclaimed.open_modal(interaction, ClaimModal(self, card))
        elif click.field == "up" and card == "gift" and click.number in \
                self.choices.targets("gift"):
            self.card, self.gift_to = card, click.number
            await self.show(interaction)
        elif (move := self.choices.resolve(click.field, card, click.number)) is not None:
            await self.submit(interaction, self.with_call(move))
        else:
            await self.show(interaction, t("form-not-offered", self.loc))

    async def submit(self, interaction: discord.Interaction, move: Move) -> None:
        """Play `move`: on success the form deletes itself; a refusal is shown in it."""
        self.submitting = True  # before the first await: a second click is only deferred
        try:
            await interaction.response.defer()  # a deferred update of this ephemeral form
            await self._submit(interaction, move)
        finally:
            self.submitting = False

    async def _submit(self, interaction: discord.Interaction, move: Move) -> None:
        service = self.actions.service
        try:
            # this submission may carry the table's next public messages (exempt followups)
            via = outbound.Acting(interaction, carry=True)
            await service.play(self.table_id, self.user_id, format_body(move), self.version,
                               origin(interaction, via))
        except (TableError, IllegalMove) as exc:
            table = service.find(self.table_id)
            if isinstance(exc, TableError) and exc.code in (*GONE, "stale"):
                self.stop()
                gone = (t("form-stale", self.loc) if exc.code == "stale"
                        else explain(exc, self.loc, table))
                await forms.edit_form(interaction, content=gone, view=None)
                return
            self.warning = explain(exc, self.loc, table)
            content, view = self.render()
            await forms.edit_form(interaction, content=content, view=view)
            return
        except Exception:
            log.exception("table %d: submitting a move failed", self.table_id)
            self.warning = t("something-wrong", self.loc)
            content, view = self.render()
            await forms.edit_form(interaction, content=content, view=view)
            return
        self.stop()
        try:
            await interaction.delete_original_response()
        except discord.HTTPException as exc:  # the move is played: say so instead
            log.warning("table %d: could not delete a used form (%s)", self.table_id, exc)
            await forms.edit_form(interaction, content=t("form-played", self.loc), view=None)


class ClaimModal(discord.ui.Modal):
    """Type any claim for one card; the engine decides whether it is allowed."""

    def __init__(self, form: PlayForm, card: str) -> None:
        super().__init__(title=t("claim-modal-title", form.loc),
                         custom_id=f"larry-claim-{forms.nonce()}",
                         timeout=FORM_LIFETIME)
        self.form, self.card = form, card
        self.claim: discord.ui.TextInput[ClaimModal] = discord.ui.TextInput(
            label=t("claim-modal-label", form.loc), custom_id="claim", max_length=4)
        self.add_item(self.claim)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        form = self.form
        if form.done or form.nonce not in FORMS:
            await forms.reply(interaction, t("form-gone", form.loc))
            return
        claim = parse_claim(str(self.claim.value))
        if claim is None:
            await form.show(interaction,
                            t("claim-not-number", form.loc, text=shown(str(self.claim.value))))
            return
        card = INDEX[self.card]
        move = form.choices.moves_of(card).places.get(claim)
        if move is None:  # not allowed: the engine says why (e.g. above the limit)
            move = Move(PLACE, card, claim, larry=form.larry_needed())
        await form.submit(interaction, form.with_call(move))

