"""The private multi-step forms of a Kakerlakenpoker turn (ephemeral, one player's own):

    offer:  a card → a receiver (another player) → a claim              3 clicks
    pass:   (the card shown) a receiver who has not seen it → a claim  2 clicks
    lay:    a card → a second card, or "just this one" (a match)        1–2 clicks

Every choice comes from the seat's request (`KpRequest`) when the form opens; the form only
picks one of its moves, and `TableService.play` checks it again (the game may have moved on).
On success the form deletes itself; a refusal is shown in it.

custom_ids: ``kp-form:<nonce>:<card|to|claim|alone|back>[:<value>]`` (parsed; a forged value
gets an answer, never an exception).
"""

from __future__ import annotations

import logging
import re
import time
from typing import TYPE_CHECKING, Any

import discord

from cogs.kakerlake import render
from cogs.tables import lang, outbound
from cogs.tables.forms import drop_expired, edit_form, nonce, reply
from cogs.tables.items import PressItem, button, rows, view_of
from cogs.tables.replies import explain, origin
from larry_core.errors import IllegalMove
from larry_core.games.grammar import read_int
from larry_core.games.kakerlake.cards import INDEX
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.moves import LAY, OFFER, PASS, KpMove, format_body
from larry_core.tables.table import Table, TableError
from larry_core.text import t

if TYPE_CHECKING:
    from larry_core.tables.service import TableService

log = logging.getLogger(__name__)
PREFIX = "kp-form:"
LIFETIME = 900.0  # an ephemeral message's interaction token lives 15 minutes
FORMS: dict[str, KpForm] = {}
_ID = re.compile(r"([0-9a-f]{32}):(card|to|claim|alone|back)(?::(.{1,40}))?")


def form_id(nonce: str, field: str, value: object = None) -> str:
    tail = "" if value is None else f":{value}"
    return f"{PREFIX}{nonce}:{field}{tail}"


def split_id(custom_id: str) -> tuple[str, str, str | None] | None:
    m = _ID.fullmatch(custom_id.removeprefix(PREFIX)) if custom_id.startswith(PREFIX) else None
    return (m[1], m[2], m[3]) if m else None


class KpFormButton(PressItem, template=r"kp-form:(?P<rest>.{0,92})"):
    """Every form button, live, stale or forged."""

    async def press(self, front: Any, interaction: discord.Interaction,
                    custom_id: str) -> None:
        parts = split_id(custom_id)
        form = FORMS.get(parts[0]) if parts else None
        if parts is None or form is None:
            await reply(interaction, t("kp-dc-form-gone", lang.private(interaction)))
            return
        if interaction.user.id != form.user_id:
            await interaction.response.send_message(
                t("form-not-yours", lang.private(interaction)), ephemeral=True)
            return
        await form.on_click(interaction, parts[1], parts[2])


class KpForm:
    """One player's open form for one move of `kind` (offer, pass or lay)."""

    def __init__(self, service: TableService, table: Table, seat: int, user_id: int,
                 loc: str, kind: str) -> None:
        game = render.state(table)
        assert game is not None
        self.service, self.table_id, self.version = service, table.id, table.version
        self.seat, self.user_id, self.loc, self.kind = seat, user_id, loc, kind
        self.names = render.seat_names(table, loc)
        self.request = KAKERLAKE.request(game, seat)
        view = KAKERLAKE.seat_view(game, seat)
        self.hand = list(view.hand)
        self.seen_card = view.offer_card
        pending = view.public.pending
        self.pending_claim = pending.claim if pending is not None else None
        self.card: str | None = None
        self.target: int | None = None
        self.warning: str | None = None
        self.nonce = nonce()
        self.opened = time.monotonic()
        self.submitting = False
        drop_expired(FORMS, LIFETIME, self.opened)
        FORMS[self.nonce] = self

    def stop(self) -> None:
        FORMS.pop(self.nonce, None)

    # ----------------------------------------------------------------- choices
    def has_moves(self) -> bool:
        """Whether the seat has a move of this form's kind now."""
        return self.kind in self.request.verbs()

    def cards(self) -> list[str]:
        """Offer: the card kinds in hand; lay: the first cards of any lay-out, then those
        that may be laid beside the first."""
        return self.request.cards(self.kind, self.card if self.kind == LAY else None)

    def targets(self) -> list[int]:
        return self.request.targets(self.kind)

    def alone(self) -> bool:
        return self.card is not None and self.request.alone(self.card)

    def resolve(self, claim: str | None = None, second: str | None = None) -> KpMove | None:
        """The legal move the clicks so far stand for, or None."""
        return self.request.resolve(self.kind, card=self.card, target=self.target,
                                    claim=claim, second=second)

    # ------------------------------------------------------------------ showing
    def text(self) -> str:
        loc = self.loc
        parts = [render.hand_text(self.hand, loc)]
        if self.seen_card is not None:
            parts.append(render.seen_text(self.seen_card, loc))
        if self.kind == OFFER:
            if self.card is None:
                parts.append(t("kp-dc-form-card", loc))
            elif self.target is None:
                parts.append(t("kp-dc-form-target", loc, card=render.chip(self.card, loc)))
            else:
                parts.append(t("kp-dc-form-claim", loc, card=render.chip(self.card, loc),
                               name=self.names[self.target]))
        elif self.kind == PASS:
            if self.target is None:
                parts.append(t("kp-dc-form-pass-target", loc))
            else:
                parts.append(t("kp-dc-form-pass-claim", loc, name=self.names[self.target]))
        else:
            what = render.claim(self.pending_claim or "royal", loc)
            if self.card is None:
                parts.append(t("kp-dc-form-lay", loc, claim=what))
            else:
                parts.append(t("kp-dc-form-lay-second", loc, card=render.chip(self.card, loc),
                               claim=what))
        if self.warning:
            parts.insert(0, f"⚠️ {self.warning}")
        return "\n".join(parts)[:2000]

    def view(self) -> discord.ui.View:
        style, loc = discord.ButtonStyle, self.loc
        buttons: list[discord.ui.Button[Any]] = []

        def add(field: str, value: object, label: str, kind: discord.ButtonStyle) -> None:
            buttons.append(button(form_id(self.nonce, field, value), label, kind.name))

        choose_target = self.kind == PASS or (self.kind == OFFER and self.card is not None)
        if self.kind in (OFFER, LAY) and (self.card is None or self.kind == LAY):
            if self.kind == LAY and self.card is not None and self.alone():
                add("alone", None, t("kp-btn-lay-alone", loc, card=render.card(self.card, loc)),
                    style.success)
            for code in self.cards():
                n = self.hand.count(code)
                label = render.card(code, loc) + (f" ×{n}" if n > 1 else "")
                add("card", code, label, style.primary)
        elif choose_target and self.target is None:
            for seat in self.targets():
                add("to", seat, self.names[seat], style.primary)
        else:
            for word in self.request.claims():
                add("claim", word, render.claim(word, loc), style.primary)
        if self.card is not None or self.target is not None:
            add("back", None, t("btn-form-back", loc), style.secondary)
        return view_of(rows(buttons))

    def render(self) -> tuple[str, discord.ui.View]:
        return self.text(), self.view()

    async def show(self, interaction: discord.Interaction, warning: str | None = None) -> None:
        self.warning = warning
        content, view = self.render()
        await reply(interaction, content, view)

    # ----------------------------------------------------------------- clicks
    async def on_click(self, interaction: discord.Interaction, field: str,
                       value: str | None) -> None:
        if self.submitting:
            await interaction.response.defer()
            return
        table = self.service.find(self.table_id)
        if table is None or table.version != self.version:
            self.stop()
            await reply(interaction, t("kp-dc-form-stale", self.loc))
            return
        bad = t("kp-dc-form-bad", self.loc)
        if field == "back":
            if self.kind == OFFER and self.target is not None:
                self.target = None
            elif self.kind == PASS:
                self.target = None
            else:
                self.card = None
            await self.show(interaction)
            return
        if field == "card" and value in INDEX and value in self.cards():
            if self.kind == LAY and self.card is not None:
                await self.submit(interaction, self.resolve(second=value))
                return
            self.card = value
            await self.show(interaction)
        elif field == "alone" and self.kind == LAY and self.alone():
            await self.submit(interaction, self.resolve())
        elif field == "to" and (seat := read_int(value or "")) is not None \
                and seat in self.targets() and (self.kind == PASS or self.card is not None):
            self.target = seat
            await self.show(interaction)
        elif field == "claim" and value in self.request.claims() and self.target is not None:
            await self.submit(interaction, self.resolve(claim=value))
        else:
            await self.show(interaction, bad)

    async def submit(self, interaction: discord.Interaction, move: KpMove | None) -> None:
        if move is None:
            await self.show(interaction, t("kp-dc-form-bad", self.loc))
            return
        self.submitting = True  # before the first await: a second click is only deferred
        try:
            await interaction.response.defer()  # a deferred update of this private form
            via = outbound.Acting(interaction, carry=True)
            await self.service.play(self.table_id, self.user_id, format_body(move),
                                    self.version, origin(interaction, via))
        except (TableError, IllegalMove) as exc:
            table = self.service.find(self.table_id)
            if isinstance(exc, TableError) and exc.code in ("no_table", "not_playing",
                                                            "not_seated", "stale"):
                self.stop()
                await edit_form(interaction, t("kp-dc-form-stale", self.loc), None)
                return
            self.warning = explain(exc, self.loc, table)
            await edit_form(interaction, *self.render())
            return
        except Exception:
            log.exception("table %d: a form's move failed", self.table_id)
            self.warning = t("something-wrong", self.loc)
            await edit_form(interaction, *self.render())
            return
        finally:
            self.submitting = False
        self.stop()
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            await edit_form(interaction, t("kp-dc-form-done", self.loc), None)
