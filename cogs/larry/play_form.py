"""The ephemeral Play form: pick a card, a claim or an action's target, then Submit.

Its choices come from `game.legal_moves(seat)` when the form opens; it only assembles a move
in the engine's grammar. Submitting goes through `TableService.play`, which checks everything
again (the game may have moved on since the form was opened).
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.larry import outbound, render
from cogs.larry import strings as s
from larry_core.cards import CODES, INDEX, NUMBER_KINDS
from larry_core.errors import IllegalMove
from larry_core.moves import ACTION, PLACE, Move, format_body
from larry_core.table import Table, TableError

if TYPE_CHECKING:
    from cogs.larry.actions import Actions

from cogs.larry.actions import explain, origin

log = logging.getLogger(__name__)
GONE = ("stale", "no_table", "not_playing", "not_seated")
FORM_ID = "larry-form:{nonce}:{field}"
FORM_LIFETIME = 900.0  # seconds; the ephemeral message's interaction token lives 15 minutes
# Open forms by nonce. Their components are DynamicItems routed through this registry, so a
# click never depends on discord.py having registered a message's view yet, and a form that
# is gone (expired, submitted, or opened before a restart) answers instead of failing.
FORMS: dict[str, PlayForm] = {}


def register(form: PlayForm) -> None:
    now = time.monotonic()
    for nonce in [n for n, f in FORMS.items() if now - f.opened > FORM_LIFETIME]:
        FORMS.pop(nonce).stop()
    FORMS[form.nonce] = form


async def route(interaction: discord.Interaction, custom_id: str,
                act: Callable[[PlayForm, str], Awaitable[None]]) -> None:
    """Hand a click on form component `custom_id` to its live form, or say the form is gone."""
    nonce, field = custom_id.split(":")[1:]
    form = FORMS.get(nonce)
    if form is None:
        await interaction.response.edit_message(content=s.FORM_GONE, view=None)
    elif await form.interaction_check(interaction):
        await act(form, field)


class FormSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=r"larry-form:(?P<nonce>[0-9a-f]{32}):(?P<field>card|mode|claim|target|gift)"):
    """A select of a Play form (card, mode, claim, target, gift)."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> FormSelect:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]
        await route(interaction, self.custom_id,
                    lambda form, field: form.choose(interaction, field, value))


class FormButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"larry-form:(?P<nonce>[0-9a-f]{32}):(?P<field>toggle_larry|type_claim|on_submit)"):
    """A button of a Play form (say Larry, type a claim, submit)."""

    def __init__(self, custom_id: str) -> None:
        super().__init__(discord.ui.Button(custom_id=custom_id))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> FormButton:
        return cls(match.string)

    async def callback(self, interaction: discord.Interaction) -> None:
        await route(interaction, self.custom_id,
                    lambda form, field: getattr(form, field)(interaction))


class PlayForm(discord.ui.View):
    def __init__(self, actions: Actions, table: Table, seat: int, user_id: int) -> None:
        super().__init__(timeout=900)
        game = table.game
        assert game is not None
        self.actions, self.table_id, self.version = actions, table.id, table.version
        self.seat, self.user_id = seat, user_id
        view = game.view_for(seat)
        self.hand, self.pv, self.names = view.hand, view.public, render.seat_names(table)
        self.marked = view.marked
        self.claims: dict[str, list[int]] = {}
        self.moves: dict[str, list[Move]] = {}
        for m in game.legal_moves(seat):
            if m.kind == PLACE:
                self.claims.setdefault(CODES[m.card], []).append(m.claim)
            elif m.kind == ACTION:
                self.moves.setdefault(CODES[m.card], []).append(m)
        self.card: str | None = None
        self.mode: str | None = None
        self.claim: int | None = None
        self.target: int | None = None
        self.gift: str | None = None
        self.larry = False
        self.warning: str | None = None
        # Stable custom_ids and items per form and field, reused by `rebuild`; clicks are routed
        # by custom_id through FORMS (see FormSelect/FormButton).
        self.nonce = uuid.uuid4().hex
        self.opened = time.monotonic()
        self.made: dict[str, discord.ui.Item[Any]] = {}
        self.rebuild()
        register(self)

    # ------------------------------------------------------------ choices
    def current_mode(self) -> str | None:
        if self.card is None:
            return None
        can_place, can_act = self.card in self.claims, self.card in self.moves
        if can_place and can_act:
            return self.mode
        return PLACE if can_place else ACTION

    def forced(self) -> int | None:
        """The forced claim of a number card under an open mark."""
        if self.card is None or not self.marked or INDEX[self.card] >= NUMBER_KINDS:
            return None
        options = self.claims.get(self.card, [])
        return options[0] if len(options) == 1 else None

    def move(self) -> Move | None:
        mode = self.current_mode()
        if self.card is None or mode is None:
            return None
        card = INDEX[self.card]
        if mode == PLACE:
            claim = self.forced() if self.forced() is not None else self.claim
            return None if claim is None else Move(PLACE, card, claim, larry=self.larry)
        if self.card == "reverse":
            return Move(ACTION, card, larry=self.larry)
        if self.target is None or (self.card == "gift" and self.gift is None):
            return None
        gift = INDEX[self.gift] if self.card == "gift" and self.gift else -1
        return Move(ACTION, card, 0, self.target, gift, self.larry)

    def text(self) -> str:
        claim = "none" if self.pv.claim is None else str(self.pv.claim)
        parts = [s.FORM_HEADER.format(limit=self.pv.limit, claim=claim,
                                      direction=s.DIRECTIONS[self.pv.direction],
                                      hand=render.hand_text(self.hand))]
        if self.marked:
            parts.append(s.FORM_MARKED)
        forced = self.forced()
        if forced is not None:
            parts.append(s.FORM_FORCED.format(claim=forced))
            if forced > self.pv.limit:
                parts.append(s.FORM_OVER)
        if self.warning:
            parts.insert(0, f"⚠️ {self.warning}")
        return "\n".join(parts)

    # ---------------------------------------------------------- components
    def _select(self, placeholder: str, options: list[tuple[str, str]], chosen: str | None,
                row: int, field: str) -> None:
        cid = FORM_ID.format(nonce=self.nonce, field=field)
        item = self.made.get(cid)
        if not isinstance(item, FormSelect):
            item = self.made[cid] = FormSelect(cid)
        item.item.placeholder, item.item.row = placeholder, row
        item.item.options = [discord.SelectOption(label=label, value=value,
                                                  default=value == chosen)
                             for value, label in options[:25]]
        self.add_item(item)

    def _button(self, label: str, style: discord.ButtonStyle, row: int, handler: Any,
                disabled: bool = False) -> None:
        cid = FORM_ID.format(nonce=self.nonce, field=handler.__name__)
        item = self.made.get(cid)
        if not isinstance(item, FormButton):
            item = self.made[cid] = FormButton(cid)
        button = item.item
        button.label, button.style, button.row, button.disabled = label, style, row, disabled
        self.add_item(item)

    def rebuild(self) -> None:
        self.clear_items()
        cards = [c for c in dict.fromkeys(self.hand) if c in self.claims or c in self.moves]
        counts = {c: self.hand.count(c) for c in cards}
        self._select(s.PH_CARD, [(c, render.card_name(c) + (f" (×{counts[c]})"
                                                              if counts[c] > 1 else ""))
                                 for c in cards], self.card, 0, "card")
        card, mode = self.card, self.current_mode()
        if card is not None and card in self.claims and card in self.moves:
            self._select(s.PH_MODE, [(PLACE, s.MODE_PLACE),
                                     (ACTION, s.MODE_ACTION.format(effect=s.ACTION_EFFECTS[card]))],
                         self.mode, 1, "mode")
        if card is not None and mode == PLACE:
            claims = sorted(set(self.claims[card]), reverse=True)
            chosen = str(self.forced() if self.forced() is not None else self.claim)
            self._select(s.PH_CLAIM.format(limit=self.pv.limit),
                         [(str(c), f"say {c}") for c in claims], chosen, 2, "claim")
        elif card is not None and mode == ACTION and card != "reverse":
            targets = sorted({m.target for m in self.moves[card]})
            self._select(s.PH_TARGET, [(str(t), self.names[t]) for t in targets],
                         str(self.target), 2, "target")
            if card == "gift":
                gifts = sorted({m.gift for m in self.moves[card]})
                self._select(s.PH_GIFT, [(CODES[g], render.card_name(CODES[g])) for g in gifts],
                             self.gift, 3, "gift")
        style = discord.ButtonStyle
        self._button(s.SAY_LARRY_ON if self.larry else s.SAY_LARRY_OFF,
                     style.success if self.larry else style.secondary, 4, self.toggle_larry)
        if mode == PLACE and self.forced() is None:
            self._button(s.TYPE_CLAIM, style.secondary, 4, self.type_claim)
        self._button(s.SUBMIT, style.primary, 4, self.on_submit, disabled=self.move() is None)

    def stop(self) -> None:
        FORMS.pop(self.nonce, None)
        super().stop()

    # ------------------------------------------------------------- handlers
    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.user_id:
            await interaction.response.send_message(s.FORM_NOT_YOURS, ephemeral=True)
            return False
        return True

    async def choose(self, interaction: discord.Interaction, field: str, value: str) -> None:
        if field == "card":
            if value != self.card:
                self.mode, self.claim, self.target, self.gift = None, None, None, None
            self.card = value
        elif field in ("claim", "target"):
            setattr(self, field, int(value))
        else:
            setattr(self, field, value)
        self.warning = None
        self.rebuild()
        await interaction.response.edit_message(content=self.text(), view=self)

    async def toggle_larry(self, interaction: discord.Interaction) -> None:
        self.larry = not self.larry
        self.rebuild()
        await interaction.response.edit_message(content=self.text(), view=self)

    async def type_claim(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_modal(ClaimModal(self))

    async def on_submit(self, interaction: discord.Interaction) -> None:
        move = self.move()
        if move is None:
            self.warning = s.FORM_INCOMPLETE
            self.rebuild()
            await interaction.response.edit_message(content=self.text(), view=self)
            return
        await self.submit(interaction, move)

    async def submit(self, interaction: discord.Interaction, move: Move) -> None:
        """Play `move`; the form message shows the outcome (it stays private)."""
        await interaction.response.defer()  # a deferred update of this ephemeral form
        service = self.actions.service
        try:
            # this submission may carry the table's next public messages (exempt followups)
            via = outbound.Acting(interaction, carry=True)
            await service.play(self.table_id, self.user_id, format_body(move), self.version,
                               origin(interaction, via))
        except (TableError, IllegalMove) as exc:

            table = service.find(self.table_id)
            if isinstance(exc, TableError) and exc.code in GONE:
                self.stop()
                await interaction.edit_original_response(content=explain(exc, table), view=None)
                return
            self.warning = explain(exc, table)
            self.rebuild()
            await interaction.edit_original_response(content=self.text(), view=self)
            return
        except Exception:
            log.exception("table %d: submitting a move failed", self.table_id)
            await interaction.edit_original_response(content=s.SOMETHING_WRONG, view=self)
            return
        self.stop()
        await interaction.edit_original_response(
            content=s.MOVE_DONE.format(what=own_move_text(move, self.names)), view=None)


def own_move_text(move: Move, names: list[str]) -> str:
    """The player's own move, for their eyes only (it may name a face-down card)."""
    card = render.card_chip(CODES[move.card])
    larry = " and said Larry" if move.larry else ""
    if move.kind == PLACE:
        return f"you placed {card} and said **{move.claim}**{larry}."
    target = f" on {names[move.target]}" if move.target >= 0 else ""
    gift = f" giving {render.card_chip(CODES[move.gift])}" if move.gift >= 0 else ""
    return f"you played {card}{target}{gift}{larry}."


class ClaimModal(discord.ui.Modal):
    """Type any claim; the engine decides whether it is allowed (e.g. not above the limit)."""

    def __init__(self, form: PlayForm) -> None:
        super().__init__(title=s.CLAIM_MODAL_TITLE, custom_id=f"larry-claim-{uuid.uuid4().hex}")
        self.form = form
        self.claim: discord.ui.TextInput[ClaimModal] = discord.ui.TextInput(
            label=s.CLAIM_MODAL_LABEL, custom_id="claim", max_length=4,
            default=str(form.claim) if form.claim is not None else None)
        self.add_item(self.claim)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        text = self.claim.value.strip().replace("−", "-")
        form = self.form
        try:
            claim = int(text)
        except ValueError:
            await interaction.response.send_message(s.CLAIM_NOT_NUMBER.format(text=text),
                                                    ephemeral=True)
            return
        if form.card is None:
            await interaction.response.send_message(s.FORM_INCOMPLETE, ephemeral=True)
            return
        form.claim = claim
        await form.submit(interaction, Move(PLACE, INDEX[form.card], claim, larry=form.larry))
