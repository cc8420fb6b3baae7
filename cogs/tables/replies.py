"""What every game's front end shares between an interaction and the table service: private
answers (whether or not the interaction was deferred), refusals as sentences, deferral before
a storage read or write, a service call's origin, and the one answer to a command or press
that failed."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from cogs.tables import lang, outbound, render
from larry_core import text
from larry_core.errors import IllegalMove
from larry_core.storage.base import StorageUnavailable
from larry_core.tables.table import Origin, Table, TableError
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

log = logging.getLogger(__name__)


def age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction (its snowflake's time)."""
    return (discord.utils.utcnow() - interaction.created_at).total_seconds()


async def answer(interaction: discord.Interaction, content: str,
                 files: Callable[[], list[discord.File]] | None = None) -> None:
    """An ephemeral answer, whether or not the interaction was deferred; `files` makes its
    attachments (called once per attempt: a `discord.File` is used up by a send)."""
    extra: dict[str, Any] = {"files": files()} if files is not None else {}
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **extra)
    else:
        await interaction.response.send_message(content, ephemeral=True, **extra)


async def answer_failure(interaction: discord.Interaction, error: BaseException,
                         what: str) -> None:
    """A command or press that raised instead of answering: its user is told privately,
    "try again in a moment" while the database is away, else "something went wrong"
    (nothing was committed by it either way). Past Discord's 3 seconds nobody can be told:
    that is only logged."""
    if outbound.too_late(error):
        log.warning("%s was answered too late for Discord (past 3 s)", what)
        return
    loc = lang.private(interaction)
    if isinstance(error, StorageUnavailable):
        log.warning("%s: %s", what, error)
        message = text.explain("storage_unavailable", loc)
    else:
        log.error("%s failed", what, exc_info=error)
        message = text.t("something-wrong", loc)
    try:
        await answer(interaction, message)
    except discord.HTTPException as exc:
        log.warning("%s: the failure could not be answered (%s)", what, exc)


# each game's own refused-move keys, by the prefix of their catalogue keys (filled as each
# game is added to the tables; a game without one words its refusals as the platform does)
ILLEGAL: dict[str, str] = {}
# each game's front end by its name (filled as each game is added): a refusal names the game
# of the table at hand and its command group
SHOWN: dict[str, GameFront] = {}
T = TypeVar("T")
# A read that answers a command or a page press (a leaderboard, a history, a replay) is
# waited for this long before the interaction is deferred; no later than DEFER_BY seconds
# after Discord created it, so the deferral itself still lands inside Discord's 3 seconds.
READ_WAIT = 1.5
DEFER_BY = 2.0


def explain(exc: TableError | IllegalMove, loc: str, table: Table | None = None, *,
            group: str | None = None) -> str:
    """A refusal as a sentence (in `loc`) for the user who caused it. A table refusal names
    the game of the table at hand (the one it names, else `table`'s, else that of the
    command `group` that was used) and that game's command group."""
    names = render.seat_names(table, loc) if table is not None else ()
    if isinstance(exc, TableError):
        return text.explain(exc.code, loc, names=names,
                            **at_hand(exc.params, loc, table, group))
    if isinstance(exc, IllegalMove) and exc.code == "not_your_turn" and table is not None \
            and table.game is not None and table.game.to_move is not None:
        return t("not-your-turn", loc, name=names[table.game.to_move])
    if isinstance(exc, IllegalMove) and table is not None and table.options.game in ILLEGAL:
        return t(ILLEGAL[table.options.game] + exc.code, loc)  # that game's own refusals
    params: dict[str, Any] = dict(exc.params)
    return text.explain(exc.code, loc, names=names, **params)


def at_hand(params: dict[str, Any], loc: str, table: Table | None,
            group: str | None) -> dict[str, Any]:
    """A table refusal's parameters with the game at hand's name and command group."""
    out = dict(params)
    game = out.get("game") or (table.options.game if table is not None else None)
    front = SHOWN.get(game) if game else None
    if front is None:
        front = next((f for f in SHOWN.values() if f.group == group), None)
    if front is not None:
        out["game"], out["group"] = front.title(loc), front.group
    return out


def group_of(interaction: discord.Interaction) -> str | None:
    """The command group of the slash command `interaction` runs (None for a press)."""
    command = interaction.command
    if isinstance(command, app_commands.Command) and command.parent is not None:
        return command.parent.name
    return None


def origin(interaction: discord.Interaction, via: outbound.Acting | None = None) -> Origin:
    """The origin of a change caused by `interaction` (a command or a component press)."""
    kind = "command" if interaction.type is discord.InteractionType.application_command \
        else "press"
    return Origin(kind, interaction.user.id, via)


async def command_failed(interaction: discord.Interaction, error: BaseException) -> None:
    """Both games' slash-command error handler: a refusal explained, anything else as
    `answer_failure` says."""
    original = getattr(error, "original", error)
    if isinstance(original, TableError):
        await answer(interaction, explain(original, lang.private(interaction),
                                          group=group_of(interaction)))
        return
    name = interaction.command.name if interaction.command else "?"
    await answer_failure(interaction, original, f"command {name}")


async def defer_private(interaction: discord.Interaction) -> None:
    """Defer privately ("thinking…", only its user sees it), before any read of storage:
    the 3-second deadline then holds however long the database takes."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def read_in_time(interaction: discord.Interaction, read: Awaitable[T], *,
                       update: bool = False, ephemeral: bool = True) -> T:
    """Await a storage read that an answer needs. A quick one (the usual case) is answered
    directly, in one response; one that is still running after `READ_WAIT` seconds (and no
    later than `DEFER_BY` seconds into the interaction's life) defers first, privately
    "thinking…" (or as `ephemeral` says), or with `update` silently, as a page press does,
    so a slow database delays the answer instead of losing it. Answer with `reply`."""
    task = asyncio.ensure_future(read)
    wait = min(READ_WAIT, max(DEFER_BY - age(interaction), 0.0))
    try:
        done, _ = await asyncio.wait((task,), timeout=wait)
        if not done and not interaction.response.is_done():
            if update:
                await interaction.response.defer()
            else:
                await interaction.response.defer(ephemeral=ephemeral, thinking=True)
        return await task
    except BaseException:
        task.cancel()
        raise


async def reply(interaction: discord.Interaction, *, edit: bool = False,
                ephemeral: bool = True, **fields: Any) -> None:
    """The answer after `read_in_time`: a new message (`ephemeral` unless shared) or, with
    `edit`, the pressed message changed; through the deferral if there was one. `fields`:
    content, embed, view, files (a view of None removes an edited message's buttons)."""
    done = interaction.response.is_done()
    if edit:
        if done:
            await interaction.edit_original_response(**fields)
        else:
            await interaction.response.edit_message(**fields)
        return
    sent = {k: v for k, v in fields.items() if v is not None}
    if done:
        await interaction.followup.send(ephemeral=ephemeral, **sent)
    else:
        await interaction.response.send_message(ephemeral=ephemeral, **sent)


async def deferred(interaction: discord.Interaction, call: Callable[[Origin], Awaitable[object]],
                   ack: str, table: Table | None = None, *, carry: bool = False) -> bool:
    """Defer privately (unless the handler already has), run one service call, answer with
    `ack` or the refusal. `carry`: the table's public messages may go out as followups of
    this interaction (then whoever comes first, this handler or the publisher, sends `ack`:
    see `outbound.Acting`)."""
    await defer_private(interaction)
    via = outbound.Acting(interaction, ack, carry=carry)
    try:
        await call(origin(interaction, via))
    except (TableError, IllegalMove) as exc:
        await answer(interaction, explain(exc, lang.private(interaction, table), table,
                                          group=group_of(interaction)))
        return False
    except Exception:
        log.exception("press on table failed")
        await answer(interaction, t("something-wrong", lang.private(interaction, table)))
        return False
    await via.send_ack()
    return True


async def quiet(interaction: discord.Interaction, call: Callable[[Origin], Awaitable[object]],
                table: Table | None = None) -> bool:
    """A press whose success speaks for itself (a doubt, an accept, a catch): acknowledged
    without a message (the public turn message changes), a refusal answered privately.
    Its webhook may carry the table's next public messages."""
    await interaction.response.defer()  # a deferred update: nothing shows
    via = outbound.Acting(interaction, carry=True)
    try:
        await call(origin(interaction, via))
    except (TableError, IllegalMove) as exc:
        await interaction.followup.send(explain(exc, lang.private(interaction, table), table),
                                        ephemeral=True)
        return False
    except Exception:
        log.exception("press on table failed")
        await interaction.followup.send(t("something-wrong", lang.private(interaction, table)),
                                        ephemeral=True)
        return False
    return True
