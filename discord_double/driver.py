"""The user's side: slash commands, clicks, selects, modals, and what each user can see."""
# ruff: noqa: ASYNC109  (timeout= parameters are the documented driver API)

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .commands import CommandError, build_command_data, find_command
from .limits import modal_inputs
from .models import ChannelRecord, InteractionRecord, MessageRecord, UserRecord

if TYPE_CHECKING:
    from .server import DiscordDouble

RESPONSE_NAMES = {4: "message", 5: "deferred", 6: "deferred_update", 7: "update", 9: "modal"}


class ComponentError(LookupError):
    """The user cannot use this component (missing, disabled, not visible to them)."""


@dataclass
class InteractionResult:
    """What the user saw after an interaction's first response (or its absence)."""

    double: DiscordDouble
    record: InteractionRecord

    @property
    def kind(self) -> str | None:
        """``message``, ``deferred``, ``deferred_update``, ``update``, ``modal`` or None."""
        return RESPONSE_NAMES.get(self.record.response_type or 0)

    @property
    def responded(self) -> bool:
        """True if the bot acknowledged in time."""
        return self.record.responded

    @property
    def message(self) -> MessageRecord | None:
        """The response message (new, deferred placeholder, or updated), latest state."""
        return self.double.registry.messages.get(self.record.original_message_id or 0)

    @property
    def ephemeral(self) -> bool:
        """True if the response message is only visible to the user."""
        return bool(self.message and self.message.ephemeral)

    @property
    def is_modal(self) -> bool:
        """True if the bot answered with a modal."""
        return self.record.modal is not None

    @property
    def modal(self) -> dict[str, Any] | None:
        """The modal definition (custom_id, title, components)."""
        return self.record.modal

    @property
    def failures(self) -> list[str]:
        """Failures recorded for this interaction."""
        return list(self.record.failures)

    @property
    def followups(self) -> list[MessageRecord]:
        """Followup messages sent so far (latest state)."""
        msgs = self.double.registry.messages
        return [msgs[i] for i in self.record.followup_ids if not msgs[i].deleted]

    async def wait_followup(self, count: int = 1, timeout: float = 5.0) -> list[MessageRecord]:
        """Wait until at least ``count`` followups exist (or the deferral was filled)."""

        def ready() -> list[MessageRecord] | None:
            msg = self.message
            filled = [msg] if msg and self.kind == "deferred" and not msg.loading else []
            got = filled + self.followups
            return got if len(got) >= count else None

        return await self.double.wait_for(ready, timeout)

    def __repr__(self) -> str:
        return f"<InteractionResult {self.kind} ephemeral={self.ephemeral} {self.message!r}>"


class ChannelDriver:
    """A guild text channel as users see it."""

    def __init__(self, double: DiscordDouble, record: ChannelRecord) -> None:
        self.double, self.record = double, record

    @property
    def id(self) -> int:
        """Channel id."""
        return self.record.id

    def messages(self) -> list[MessageRecord]:
        """Public messages, oldest first, with edits applied."""
        return self.double.registry.channel_messages(self.record.id)

    def last_message(self) -> MessageRecord | None:
        """The newest public message."""
        msgs = self.messages()
        return msgs[-1] if msgs else None

    async def wait_for_message(
        self, predicate: Callable[[MessageRecord], bool] = lambda m: True, timeout: float = 5.0
    ) -> MessageRecord:
        """Wait for a public message (new or edited) matching ``predicate``."""

        def find() -> MessageRecord | None:
            return next((m for m in reversed(self.messages()) if predicate(m)), None)

        return await self.double.wait_for(find, timeout)


class UserDriver:
    """A guild member using the Discord client."""

    def __init__(self, double: DiscordDouble, record: UserRecord) -> None:
        self.double, self.record = double, record

    @property
    def id(self) -> int:
        """User id."""
        return self.record.id

    @property
    def name(self) -> str:
        """Display name."""
        return self.record.name

    @property
    def dms_closed(self) -> bool:
        """Whether the bot's DMs to this user fail with 50007."""
        return self.record.dms_closed

    @dms_closed.setter
    def dms_closed(self, value: bool) -> None:
        self.record.dms_closed = value

    @property
    def dms_refused(self) -> int:
        """How many of the bot's DMs to this user failed with 50007."""
        return self.record.dms_refused

    # -- what the user sees -----------------------------------------------------
    def dms(self) -> list[MessageRecord]:
        """The bot's DMs to this user, oldest first."""
        ch = self.double.registry.dm_channels.get(self.id)
        return self.double.registry.channel_messages(ch.id) if ch else []

    def ephemerals(self) -> list[MessageRecord]:
        """Ephemeral messages addressed to this user."""
        return [
            m
            for m in self.double.registry.messages.values()
            if m.ephemeral_to == self.id and not m.deleted
        ]

    def visible_messages(self, channel: ChannelDriver | None = None) -> list[MessageRecord]:
        """Public messages + ephemerals for this user + DMs (or one channel's share)."""
        cid = channel.id if channel is not None else None
        return self.double.registry.visible_to(self.record, cid)

    def can_see(self, message: MessageRecord) -> bool:
        """True if the message is in this user's view."""
        return any(m.id == message.id for m in self.visible_messages())

    async def wait_for_dm(
        self, predicate: Callable[[MessageRecord], bool] = lambda m: True, timeout: float = 5.0
    ) -> MessageRecord:
        """Wait for a DM matching ``predicate``."""
        return await self.double.wait_for(
            lambda: next((m for m in reversed(self.dms()) if predicate(m)), None), timeout
        )

    # -- actions -----------------------------------------------------------------
    async def slash(
        self, command: str, *, channel: ChannelDriver | str = "general", **options: Any
    ) -> InteractionResult:
        """Run ``/command`` ("larry new"), options validated against the synced definition."""
        ch = self.double.channel(channel) if isinstance(channel, str) else channel
        reg = self.double.registry
        top, path, leaf = find_command(reg.commands_for(ch.record.guild_id), command)
        reg.contexts.check_command(top, ch.record)  # offered here (contexts, installs)?
        data = build_command_data(top, path, leaf, options, joined_at=reg.joined_at)
        rec = reg.new_interaction(2, self.record, ch.record, data)
        return await self._send(rec)

    async def click(self, message: MessageRecord, label_or_id: str) -> InteractionResult:
        """Press a button (by label or custom_id) on a message this user can see."""
        msg = self._visible(message)
        comp = self._component(msg, label_or_id, types=(2,), keys=("label", "custom_id"))
        if comp.get("style") == 5:
            raise ComponentError(f"{label_or_id!r} is a link button: nothing is sent to the bot")
        data = {"custom_id": comp["custom_id"], "component_type": 2}
        return await self._component_interaction(msg, data)

    async def press_as_shown(
        self, message: MessageRecord, custom_id: str, *, component_type: int = 2,
        values: list[str] | None = None,
    ) -> InteractionResult:
        """Press ``custom_id`` on ``message`` as a client whose drawing of it is out of date
        (or forged) sends it: the id need not be on the message as Discord holds it now,
        and the interaction carries the message as it is now."""
        msg = self._visible(message)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component_type}
        if component_type == 3:
            data["values"] = list(values or [])
        return await self._component_interaction(msg, data)

    async def select(
        self, message: MessageRecord, placeholder_or_id: str, values: list[str] | str
    ) -> InteractionResult:
        """Pick ``values`` in a string select (found by placeholder or custom_id)."""
        msg = self._visible(message)
        comp = self._component(
            msg, placeholder_or_id, types=(3,), keys=("placeholder", "custom_id")
        )
        vals = [values] if isinstance(values, str) else list(values)
        allowed = [o["value"] for o in comp.get("options", [])]
        bad = [v for v in vals if v not in allowed]
        lo, hi = int(comp.get("min_values", 1)), int(comp.get("max_values", 1))
        if bad or not lo <= len(vals) <= hi or len(set(vals)) != len(vals):
            raise ComponentError(
                f"cannot pick {vals} in {placeholder_or_id!r}: options {allowed}, "
                f"between {lo} and {hi} values"
            )
        data = {"custom_id": comp["custom_id"], "component_type": 3, "values": vals}
        return await self._component_interaction(msg, data)

    async def submit_modal(
        self, result: InteractionResult, values: dict[str, str]
    ) -> InteractionResult:
        """Fill the modal of ``result`` (keys: input custom_id or label) and submit it."""
        modal = result.modal
        if modal is None:
            raise ComponentError(f"the bot did not answer with a modal: {result!r}")
        if result.record.user.id != self.id:
            raise ComponentError("a modal can only be submitted by the user it was shown to")
        inputs = modal_inputs(modal)
        by_key: dict[str, dict[str, Any]] = {}
        for comp, label in inputs:
            by_key[comp["custom_id"]] = comp
            by_key.setdefault(label, comp)
        unknown = [k for k in values if k not in by_key]
        if unknown:
            raise ComponentError(f"no modal input {unknown}; have {list(by_key)}")
        filled = {by_key[k]["custom_id"]: v for k, v in values.items()}
        rows: list[dict[str, Any]] = []
        for comp, _label in inputs:
            value = filled.get(comp["custom_id"], comp.get("value") or "")
            if comp.get("required", True) and not value:
                raise ComponentError(f"modal input {comp['custom_id']!r} is required")
            lo, hi = comp.get("min_length", 0), comp.get("max_length", 4000)
            if value and not lo <= len(value) <= hi:
                raise ComponentError(
                    f"modal input {comp['custom_id']!r}: length not in [{lo}, {hi}]"
                )
            rows.append(
                {
                    "type": 1,
                    "components": [{"type": 4, "custom_id": comp["custom_id"], "value": value}],
                }
            )
        data = {"custom_id": modal["custom_id"], "components": rows}
        reg = self.double.registry
        ch = reg.any_channel(result.record.channel_id)
        assert ch is not None
        source = reg.messages.get(result.record.source_message_id or 0)
        rec = reg.new_interaction(5, self.record, ch, data, source)
        return await self._send(rec)

    # -- helpers -------------------------------------------------------------------
    def _visible(self, message: MessageRecord) -> MessageRecord:
        msg = self.double.registry.messages.get(message.id)
        if msg is None or msg.deleted:
            raise ComponentError(f"message {message.id} does not exist (deleted?)")
        if not self.can_see(msg):
            raise ComponentError(f"{self.name} cannot see message {msg!r}")
        if msg.loading:
            raise ComponentError("the message is still a 'thinking…' placeholder")
        return msg

    def _component(
        self, msg: MessageRecord, key: str, *, types: tuple[int, ...], keys: tuple[str, ...]
    ) -> dict[str, Any]:
        comps = [c for c in msg.all_components() if c.get("type") in types]
        comp = next((c for k in keys for c in comps if c.get(k) == key), None)
        if comp is None:
            have = [(c.get(keys[0]), c.get("custom_id")) for c in comps]
            raise ComponentError(f"no component {key!r} on {msg!r}; have {have}")
        if comp.get("disabled"):
            raise ComponentError(f"component {key!r} is disabled: Discord would not send the click")
        return comp

    async def _component_interaction(
        self, msg: MessageRecord, data: dict[str, Any]
    ) -> InteractionResult:
        reg = self.double.registry
        ch = reg.any_channel(msg.channel_id)
        if ch is None:
            raise CommandError(f"unknown channel {msg.channel_id}")
        rec = reg.new_interaction(3, self.record, ch, data, msg)
        return await self._send(rec)

    async def _send(self, rec: InteractionRecord) -> InteractionResult:
        await self.double.dispatch_interaction(rec)
        timeout = self.double.interaction_deadline + 1.0
        try:
            await asyncio.wait_for(rec.answered.wait(), timeout)
        except TimeoutError:
            pass
        return InteractionResult(self.double, rec)
