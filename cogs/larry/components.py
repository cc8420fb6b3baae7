"""Persistent buttons: one `DynamicItem` whose custom_id carries everything a press needs.

custom_id scheme (namespaced, ≤ 100 chars):
  ``larry:l:<table>:<join|leave|start|ai|cancel>``         lobby buttons
  ``larry:t:<table>:<version>:<play|doubt|accept|hand>``   turn buttons
  ``larry:t:<table>:<version>:catch:<seat>``               catch a missed Larry call
  ``larry:lb:<page>[:<sort>:<0|1>]``                      leaderboard pages (sort, AI hidden)
  ``larry:hs:…``, ``larry:rv:…``, ``larry:rj:…``, ``larry:fm:…``   see `cogs.larry.after`
The template matches any ``larry:`` id so that a damaged or forged one still gets an answer;
the id only says what was pressed: who may do it is decided by the table service.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import discord

from cogs.larry import lang
from larry_core.text import t
from larry_core.views import PublicView

if TYPE_CHECKING:
    from cogs.larry.commands import LarryCog

LOBBY_ACTIONS = ("join", "leave", "start", "ai", "cancel")
TURN_ACTIONS = ("play", "doubt", "accept", "hand", "catch")
_LOBBY = re.compile(r"l:(\d{1,19}):(" + "|".join(LOBBY_ACTIONS) + r")")
_TURN = re.compile(r"t:(\d{1,19}):(\d{1,9}):(" + "|".join(TURN_ACTIONS) + r")(?::(\d))?")
_PAGE = re.compile(r"lb:(\d{1,6})(?::(rating|wins|games|win_rate):([01]))?")
_HISTORY = re.compile(r"hs:(\d{1,6}):(\d{1,20})")
_REVIEW = re.compile(r"rv:(\d{1,19}):(\d{1,6})")
_JUMP = re.compile(r"rj:(\d{1,19})")
_FORGET = re.compile(r"fm:(\d{1,20}):(yes|no)")


@dataclass(frozen=True, slots=True)
class Press:
    """What a custom_id asks for; nothing in it is trusted beyond routing."""

    kind: str  # lobby | turn | page | history | review | jump | forget
    action: str
    table: int = 0
    version: int = 0
    arg: int | None = None
    option: str = ""  # a leaderboard's sort
    flag: bool = False  # a leaderboard without AI seats


def lobby_id(table: int, action: str) -> str:
    return f"larry:l:{table}:{action}"


def turn_id(table: int, version: int, action: str, arg: int | None = None) -> str:
    tail = f":{arg}" if arg is not None else ""
    return f"larry:t:{table}:{version}:{action}{tail}"


def parse(custom_id: str) -> Press | None:
    rest = custom_id.removeprefix("larry:")
    if m := _LOBBY.fullmatch(rest):
        return Press("lobby", m[2], int(m[1]))
    if m := _TURN.fullmatch(rest):
        if (m[3] == "catch") != (m[4] is not None):
            return None
        return Press("turn", m[3], int(m[1]), int(m[2]), int(m[4]) if m[4] else None)
    if m := _PAGE.fullmatch(rest):
        return Press("page", "page", arg=int(m[1]), option=m[2] or "rating", flag=m[3] == "1")
    if m := _HISTORY.fullmatch(rest):
        return Press("history", "page", arg=int(m[1]), version=int(m[2]))
    if m := _REVIEW.fullmatch(rest):
        return Press("review", "step", int(m[1]), arg=int(m[2]))
    if m := _JUMP.fullmatch(rest):
        return Press("jump", "jump", int(m[1]))
    if m := _FORGET.fullmatch(rest):
        return Press("forget", m[2], arg=int(m[1]))
    return None


class LarryButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=r"larry:(?P<rest>.{0,94})"):
    """Every Larry button, in every message, before and after a restart."""

    def __init__(self, custom_id: str, label: str = "?",
                 style: discord.ButtonStyle = discord.ButtonStyle.secondary,
                 disabled: bool = False, row: int | None = None) -> None:
        super().__init__(discord.ui.Button(label=label, custom_id=custom_id, style=style,
                                           disabled=disabled, row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> LarryButton:
        return cls(f"larry:{match['rest']}")

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.answer(interaction, self.custom_id)

    @staticmethod
    async def answer(interaction: discord.Interaction, custom_id: str) -> None:
        """Answer a press of `custom_id` (what `callback` does, without an item: the bot's
        router calls it straight, `bot.app.LarryBot._route_button`)."""
        press = parse(custom_id)
        cog: LarryCog | None = interaction.client.get_cog("Larry")  # type: ignore[attr-defined]
        if press is None or cog is None:
            await interaction.response.send_message(t("garbled", lang.private(interaction)),
                                                    ephemeral=True)
            return
        await cog.actions.on_press(interaction, press)


STYLES = {style.name: style.value for style in discord.ButtonStyle}
PER_ROW = 5  # Discord: at most 5 buttons in a row


def rows(buttons: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Buttons laid out in rows of at most `PER_ROW`."""
    return [buttons[i:i + PER_ROW] for i in range(0, len(buttons), PER_ROW)]


def button(custom_id: str, label: str, style: str = "secondary",
           disabled: bool = False) -> dict[str, Any]:
    """One button as Discord's component payload (what `discord.ui.Button` would send)."""
    return {"type": 2, "style": STYLES[style], "label": label[:80], "custom_id": custom_id,
            "disabled": disabled}


NONCE_BYTES = 16  # a form's nonce: 128 random bits, as `secrets.token_hex(16)`
_NONCE_READ = 4096  # bytes read from the OS's random source at a time
_random_bytes = memoryview(b"")


def nonce() -> str:
    """An unguessable id for a form's buttons: 16 bytes from the OS's random source, in hex,
    as `secrets.token_hex(16)`, but read 4 KB at a time. A form opens on every Play press,
    and one `getrandom` system call per form was 0.6 % of the bot's CPU at 1,000 tables
    (docs/benchmarks.md, "A seventh pass"). Each nonce still uses its own bytes, never
    given out twice."""
    global _random_bytes
    if len(_random_bytes) < NONCE_BYTES:
        _random_bytes = memoryview(os.urandom(_NONCE_READ))
    out, _random_bytes = _random_bytes[:NONCE_BYTES], _random_bytes[NONCE_BYTES:]
    return out.hex()


class Opened(Protocol):
    opened: float  # time.monotonic() when the form was opened


F = TypeVar("F", bound=Opened)


def drop_expired(forms: dict[str, F], lifetime: float, now: float) -> list[F]:
    """The forms opened more than `lifetime` seconds before `now`, taken out of `forms`.
    `forms` holds them in the order they were opened (a dict keeps its insertion order),
    so only the expired ones and the first live one are looked at, not every open form
    on each new one."""
    gone: list[F] = []
    while forms:
        nonce = next(iter(forms))
        form = forms[nonce]
        if now - form.opened <= lifetime:
            break
        del forms[nonce]
        gone.append(form)
    return gone


class Unkept(discord.ui.View):
    """A view discord.py need not keep. Its buttons are DynamicItems, which the client
    routes by custom_id (`bot.app`), or plain payloads answered by them: nothing listens
    on the view itself. discord.py keeps every view sent in an ephemeral answer anyway,
    with a 15-minute timeout: a task sleeping that long and holding the view, its items
    and the task's context. That was one per Play form, about 100,000 alive at the end
    of a 10-minute run at 1,000 tables, and each full garbage collection walked them all.
    A view that reports itself finished is sent as its components and never kept
    (discord.py stores a view only while `not view.is_finished()`)."""

    def __init__(self, *items: discord.ui.Item[Any]) -> None:
        super().__init__(timeout=None)
        for item in items:
            self.add_item(item)

    def is_finished(self) -> bool:
        return True


class ButtonRows(Unkept):
    """Buttons sent as plain payloads, a row each: their presses are answered by the
    DynamicItems (`LarryButton`, the Play form's `FormButton`) like any other, so the
    message needs no item objects. Building a `discord.ui.Button` costs about 15 µs
    (discord.py walks every slot of its component class); the turn message and each
    step of the Play form would build several per move.

    Nor is discord.py's `View.__init__` run (a future, 16 random bytes from the system and
    a walk of the class's items, for each message sent: 0.9 % of the bot's CPU at 1,000
    tables). discord.py reads only what is defined here: the components, that there is
    nothing in it to dispatch, keep or time out, and that they are not Components V2."""

    def __init__(self, rows: list[list[dict[str, Any]]]) -> None:
        # no super().__init__(): see above
        self._children: list[discord.ui.Item[Any]] = []
        self.rows = [{"type": 1, "components": row} for row in rows if row]

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False

    @property
    def timeout(self) -> float | None:
        return None

    @timeout.setter
    def timeout(self, value: float | None) -> None:
        raise AttributeError("ButtonRows has no timeout: nothing is kept")


def lobby_view(table: int, loc: str) -> discord.ui.View:
    style = discord.ButtonStyle
    return Unkept(*[
        LarryButton(lobby_id(table, "join"), t("btn-join", loc), style.success),
        LarryButton(lobby_id(table, "leave"), t("btn-leave", loc)),
        LarryButton(lobby_id(table, "start"), t("btn-start", loc), style.primary),
        LarryButton(lobby_id(table, "ai"), t("btn-ai", loc)),
        LarryButton(lobby_id(table, "cancel"), t("btn-cancel", loc), style.danger),
    ])


def turn_buttons(table: int, version: int, pv: PublicView,
                 loc: str) -> list[tuple[str, str, str]]:
    """(custom_id, label, style name) of the buttons for this turn; none once it is over."""
    if pv.phase == "over":
        return []
    out: list[tuple[str, str, str]] = []
    if pv.phase == "final":
        out.append((turn_id(table, version, "doubt"), t("btn-doubt", loc), "danger"))
        out.append((turn_id(table, version, "accept"), t("btn-accept", loc), "success"))
    else:
        out.append((turn_id(table, version, "play"), t("btn-play", loc), "primary"))
        if pv.pile_size:
            out.append((turn_id(table, version, "doubt"), t("btn-doubt", loc), "danger"))
    out.append((turn_id(table, version, "hand"), t("btn-hand", loc), "secondary"))
    if pv.catchable is not None:
        out.append((turn_id(table, version, "catch", pv.catchable), t("btn-catch", loc),
                    "danger"))
    return out


def buttons_view(spec: list[tuple[str, str, str]], *, disabled: bool = False) -> discord.ui.View:
    return ButtonRows(rows([button(cid, label, style, disabled) for cid, label, style in spec]))


def live_buttons(message: discord.Message, prefix: str) -> list[tuple[str, str, str]]:
    """The enabled buttons of `message` whose custom_id starts with `prefix`, as a spec
    (all its buttons, so a disabled copy looks the same); empty if none is live."""
    spec: list[tuple[str, str, str]] = []
    live = False
    for row in message.components:
        for item in getattr(row, "children", ()):
            cid = getattr(item, "custom_id", None)
            if not isinstance(item, discord.Button) or not cid:
                continue
            spec.append((cid, item.label or "?", item.style.name))
            live = live or (cid.startswith(prefix) and not item.disabled)
    return spec if live else []
