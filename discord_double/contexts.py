"""Where an app installed to a user runs: group DMs, and servers the bot is not in.

Discord's rules, as its documentation states them (interactions/receiving-and-responding,
application-commands, topics/opcodes-and-status-codes), modelled here:

- a command declares where it may be used: ``integration_types`` (0 installed to a server,
  1 to a user) and ``contexts`` (0 a server, 1 the bot's DM, 2 a group DM or a DM between
  users); a user's client offers it only there (`check_command`);
- an interaction carries its ``context`` and ``authorizing_integration_owners`` (``{"0":
  guild id}`` for a server's install, ``{"1": user id}`` for a user's; the app installed to
  a user in a server without the bot has only ``"1"``), as `adapt` fills them in;
- in a group DM the bot is not a member, and in a server it is not in it has no access: its
  own REST routes on such a channel are answered ``403 {"code": 50001, "message": "Missing
  Access"}``; it can only answer interactions;
- an interaction's token lives 15 minutes (`TOKEN_LIFETIME`): after that its webhook routes
  (followups, their edits, ``@original``) are answered ``401 {"code": 50027, "message":
  "Invalid Webhook Token"}``. `DiscordDouble.age_tokens` ages every token issued so far, so a
  test needs no quarter of an hour;
- an interaction of an app installed to a user and not to the server (its owners only
  ``"1"``) may post at most 5 followups (`FOLLOWUPS`); the sixth is answered ``400
  {"code": 40094, ...}``. The followup that fills a deferral is its response, not one of them.

Every such refusal is listed in `Contexts.refused` (route, status, code): a test can tell
whether the bot tried at all.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from .commands import CommandError
from .models import ChannelRecord, MessageRecord, UserRecord, dumps, snowflake

if TYPE_CHECKING:
    from .registry import Registry

GROUP_DM = 3  # Discord's channel type
GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2  # interaction context types
GUILD_INSTALL, USER_INSTALL = 0, 1  # application integration types
TOKEN_LIFETIME = 15 * 60.0
FOLLOWUPS = 5
MISSING_ACCESS, INVALID_WEBHOOK_TOKEN, MAX_FOLLOWUPS = 50001, 50027, 40094
WEBHOOK = "/webhooks/{app_id}/{token}"


@dataclass
class GroupDmRecord(ChannelRecord):
    """A group DM (type 3): its members; the bot is none of them."""

    members: list[UserRecord] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "type": GROUP_DM,
            "name": self.name,
            "icon": None,
            "owner_id": str(self.members[0].id),
            "last_message_id": None,
            "flags": 0,
            "recipients": [m.payload() for m in self.members],
        }


@dataclass(frozen=True, slots=True)
class Refusal:
    """A request Discord refuses in these contexts (not a violation: a bot may try)."""

    route: str
    status: int
    code: int


class Contexts:
    """The group DMs and the servers without the bot, and the tokens' ages."""

    def __init__(self) -> None:
        self.group_dms: dict[int, GroupDmRecord] = {}
        self.foreign: dict[int, str] = {}  # servers the bot is not in: id -> name
        self.aged: dict[int, float] = {}  # interaction -> seconds added to its age
        self.refused: list[Refusal] = []

    # ------------------------------------------------------------- places
    def add_group_dm(self, reg: Registry, name: str, members: list[UserRecord]
                     ) -> GroupDmRecord:
        channel = GroupDmRecord(snowflake(), name, GROUP_DM, None, members=list(members))
        self.group_dms[channel.id] = channel
        return channel

    def add_foreign_guild(self, reg: Registry, name: str, channels: list[str]) -> int:
        """A server the bot is not in, with text channels (its members: every member)."""
        gid = snowflake()
        self.foreign[gid] = name
        for pos, cname in enumerate(channels):
            if any(c.name == cname for c in reg.channels.values()):
                raise ValueError(f"duplicate channel name {cname!r}")
            cid = snowflake()
            reg.channels[cid] = ChannelRecord(cid, cname, 0, gid, position=pos)
        return gid

    def closed_to_bot(self, reg: Registry, channel_id: int) -> bool:
        """A channel the bot has no access to: a group DM, or a channel of a server it is
        not in."""
        if channel_id in self.group_dms:
            return True
        channel = reg.channels.get(channel_id)
        return channel is not None and channel.guild_id in self.foreign

    def sees(self, user: UserRecord, message: MessageRecord) -> bool:
        """Whether a message of a group DM is shown to `user` (a member)."""
        group = self.group_dms.get(message.channel_id)
        return group is not None and any(m.id == user.id for m in group.members)

    # ------------------------------------------------------- interactions
    def adapt(self, reg: Registry, payload: dict[str, Any], user: UserRecord,
              channel: ChannelRecord, message: MessageRecord | None) -> None:
        """An interaction's payload in a group DM or a server without the bot: its
        ``context`` and ``authorizing_integration_owners`` (the app installed to the user
        who ran the command; for a press, to the user whose command made the message)."""
        installed_by = message.interaction_user if message is not None \
            and message.interaction_user is not None else user
        if channel.id in self.group_dms:
            payload["context"] = PRIVATE_CHANNEL
            payload["authorizing_integration_owners"] = {str(USER_INSTALL): str(installed_by.id)}
        elif channel.guild_id in self.foreign:
            payload["context"] = GUILD
            payload["authorizing_integration_owners"] = {str(USER_INSTALL): str(installed_by.id)}
            payload["app_permissions"] = "0"

    def check_command(self, command: dict[str, Any], channel: ChannelRecord) -> None:
        """A user's client offers a command only where it may be used: in a group DM one
        installed to users and allowed in private channels; in a server without the bot one
        installed to users and allowed in servers."""
        contexts = command.get("contexts")
        installs = command.get("integration_types") or [GUILD_INSTALL]
        if channel.id in self.group_dms:
            where, install = PRIVATE_CHANNEL, USER_INSTALL
        elif channel.guild_id in self.foreign:
            where, install = GUILD, USER_INSTALL
        else:
            where, install = GUILD, GUILD_INSTALL
        if install not in installs or (contexts is not None and where not in contexts):
            raise CommandError(f"/{command['name']} is not offered here (contexts {contexts},"
                               f" integration_types {installs})")

    def user_installed_only(self, payload: dict[str, Any]) -> bool:
        """Its owners are only a user's install (the server has not installed the app)."""
        return set(payload.get("authorizing_integration_owners") or {}) == {str(USER_INSTALL)}

    def expired(self, reg: Registry, token: str) -> bool:
        rec = reg.by_token.get(token)
        if rec is None:
            return False
        return time.monotonic() - rec.sent_at + self.aged.get(rec.id, 0.0) > TOKEN_LIFETIME

    def age(self, reg: Registry, seconds: float) -> None:
        """Every token issued so far is `seconds` older (newer ones are not)."""
        for rec in reg.interactions.values():
            self.aged[rec.id] = self.aged.get(rec.id, 0.0) + seconds

    # ------------------------------------------------------------ refusals
    def refuse(self, reg: Registry, method: str, route: str,
               info: dict[str, str]) -> web.Response | None:
        """Discord's answer to a request these contexts refuse, else None."""
        if route.startswith(WEBHOOK):
            token = info.get("token", "")
            if self.expired(reg, token):
                return self._no(method, route, 401, INVALID_WEBHOOK_TOKEN,
                                "Invalid Webhook Token")
            rec = reg.by_token.get(token)
            if method == "POST" and route == WEBHOOK and rec is not None \
                    and self.user_installed_only(rec.payload):
                original = reg.messages.get(rec.original_message_id or 0)
                filling = rec.response_type == 5 and original is not None and original.loading
                if not filling and len(rec.followup_ids) >= FOLLOWUPS:
                    return self._no(method, route, 400, MAX_FOLLOWUPS, "This interaction has "
                                    "hit the maximum number of follow up messages")
            return None
        channel = info.get("channel_id")
        if channel is not None and channel.isdigit() and self.closed_to_bot(reg, int(channel)):
            return self._no(method, route, 403, MISSING_ACCESS, "Missing Access")
        return None

    def _no(self, method: str, route: str, status: int, code: int,
            message: str) -> web.Response:
        self.refused.append(Refusal(f"{method} {route}", status, code))
        return web.Response(body=dumps({"code": code, "message": message}), status=status,
                            headers={"Content-Type": "application/json"})
