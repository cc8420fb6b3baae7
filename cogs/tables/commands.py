"""One slash-command group per game, built from its `GameFront` and its options' schema:
new, hand, table, leave, end, rules, leaderboard, stats, history and settings, the same for
every game (the same cooldowns, deferrals and refusals), plus the game's own commands.

`/… new` and `/… settings` take the game's options (`GameKind.options`) beside the
platform's (turn timer, language, pictures, a thread per table: `cogs.tables.threads`): a
number becomes an integer option with its bounds, a switch a boolean, a word a choice. Each
command is an `app_commands.Command` whose callback's signature is made from that schema, so
discord.py builds the options as it builds any other command's.
"""

from __future__ import annotations

import asyncio
import dataclasses
import inspect
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from cogs.tables import after, lang, threads, tokens
from cogs.tables.lang import cmd
from cogs.tables.replies import answer, command_failed, defer_private, deferred
from larry_core.games.base import Option
from larry_core.storage.base import RATING_SORTS
from larry_core.tables.settings import TURN_SECONDS, GuildSettings, SettingsError, table_options
from larry_core.tables.table import LANGUAGES, Origin, Table
from larry_core.text import t

if TYPE_CHECKING:
    from cogs.tables.front import GameFront

REPOST_WAIT = 20.0  # seconds `/… table` waits for its post before saying it will follow
REPOST_COOLDOWN = 60.0  # seconds between two re-posts of one table (moderators excepted)
LANGUAGE_CHOICES = [app_commands.Choice(name=cmd(f"language-{code}"), value=code)
                    for code in LANGUAGES]
SORT_CHOICES = [app_commands.Choice(name=cmd(f"dc-sort-{key}"), value=key)
                for key in RATING_SORTS]
Callback = Callable[..., Coroutine[Any, Any, None]]


class GameGroup(app_commands.Group):
    """A game's command group: a command that fails answers privately."""

    async def on_error(self, interaction: discord.Interaction,
                       error: app_commands.AppCommandError) -> None:
        await command_failed(interaction, error)


def command_group(front: GameFront) -> GameGroup:
    # a game plays in servers, in the bot's DM and in group DMs (`tokens.EVERYWHERE`)
    group = GameGroup(name=front.group, description=cmd(front.description),
                      allowed_contexts=tokens.EVERYWHERE, allowed_installs=tokens.INSTALLS)
    for make in (new, hand, table, leave, end, rules, leaderboard, stats, history, settings):
        group.add_command(make(front))
    for extra in front.commands():
        group.add_command(extra)
    return group


def command(front: GameFront, name: str, callback: Callback, *,
            params: list[inspect.Parameter] | None = None,
            names: dict[str, str] | None = None,
            descriptions: dict[str, str] | None = None,
            choices: dict[str, list[app_commands.Choice[Any]]] | None = None,
            manage_guild: bool = False) -> app_commands.Command[Any, Any, Any]:
    """`callback` as the subcommand `name` of `front`'s group: its options are `params`
    (after the interaction), each named by the catalogue key in `names` and described by
    that key with ``-desc`` (or the key in `descriptions`)."""
    interaction = inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                    annotation=discord.Interaction)
    callback.__signature__ = inspect.Signature([interaction, *(params or [])])  # type: ignore[attr-defined]
    names = names or {}
    if names:
        app_commands.rename(**{p: cmd(stem) for p, stem in names.items()})(callback)
        described = {p: f"{stem}-desc" for p, stem in names.items()} | (descriptions or {})
        app_commands.describe(**{p: cmd(key) for p, key in described.items()})(callback)
    if choices:
        app_commands.choices(**choices)(callback)
    if manage_guild:
        app_commands.default_permissions(manage_guild=True)(callback)
    return app_commands.Command(name=cmd(f"cmd-{name}"),
                                description=cmd(front.key(f"cmd-{name}-desc")),
                                callback=callback)


def keyword(name: str, annotation: Any, default: Any = inspect.Parameter.empty
            ) -> inspect.Parameter:
    """One option of a command (`default` empty: a required one)."""
    return inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, annotation=annotation,
                             default=default)


def optional(name: str, annotation: Any) -> inspect.Parameter:
    """An option that may be left out (None: the server's setting)."""
    return keyword(name, annotation, None)


def option_parameters(front: GameFront) -> tuple[list[inspect.Parameter], dict[str, str],
                                                 dict[str, list[app_commands.Choice[Any]]]]:
    """The game's options as command parameters, then the platform's: each optional (not
    given: the server's setting)."""
    params: list[inspect.Parameter] = []
    names: dict[str, str] = {}
    choices: dict[str, list[app_commands.Choice[Any]]] = {}
    for option in front.kind.options:
        params.append(optional(option.name, annotation_of(option)))
        names[option.name] = front.option_texts[option.name]
        if option.choices:
            labels = front.choice_texts[option.name]
            choices[option.name] = [app_commands.Choice(name=cmd(labels[value]), value=value)
                                    for value in option.choices]
    params += [optional("turn_seconds", app_commands.Range[int, TURN_SECONDS[0],
                                                           TURN_SECONDS[1]]),
               optional("language", str), optional("pictures", bool),
               optional("threads", bool)]
    names.update(turn_seconds="cmd-opt-turn-seconds", language="cmd-opt-language",
                 pictures="cmd-opt-pictures", threads="cmd-opt-threads")
    choices["language"] = LANGUAGE_CHOICES
    return params, names, choices


def annotation_of(option: Option) -> Any:
    if option.kind == "switch":
        return bool
    if option.kind == "choice":
        return str
    if option.low is not None and option.high is not None:
        return app_commands.Range[int, option.low, option.high]
    return int


# ------------------------------------------------------------------- tables
def new(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        await open_new(front, interaction, values)

    params, names, choices = option_parameters(front)
    if front.ai_choices:  # the AI seats' strategy, for this table only
        params.append(optional("ai", str))
        names["ai"] = front.ai_text
        choices["ai"] = [app_commands.Choice(name=cmd(label), value=name)
                         for name, label in front.ai_choices.items()]
    if front.hints_text:  # hints for this table only (its game is then not rated)
        params.append(optional("hints", bool))
        names["hints"] = front.hints_text
    return command(front, "new", callback, params=params, names=names, choices=choices)


async def open_new(front: GameFront, interaction: discord.Interaction, values: dict[str, Any],
                   then: Callable[[Table, Origin], Awaitable[object]] | None = None) -> bool:
    """`/… new` with the options `values` (none given: the server's settings): the game's
    lobby opened in this channel, its host the user, answered privately. `then`: more
    changes of the new lobby in the same answer (the seats a next game carries over).
    Whether the lobby opened. Where the bot may not post on its own, the table lives on
    interaction tokens alone (`tokens`), kept under the server or else its channel."""
    home = tokens.home(interaction)
    if home is None or interaction.channel_id is None:
        loc = lang.private(interaction)
        await answer(interaction, t("not-in-guild", loc, game=front.title(loc)))
        return False
    bot = front.bot
    token_only = tokens.opens_token_only(interaction)
    await defer_private(interaction)
    saved = GuildSettings.from_dict(await bot.storage.guild_settings(home))
    values = dict(values)
    ai = values.pop("ai", None)  # one of the front's `ai_choices` (Discord checks it)
    hints = values.pop("hints", None)  # the front's `hints_text` switch, for this table
    thread = values.pop("threads", None)  # a thread of its own (None: the server's)
    try:  # the server's settings, each overridden by an option given here
        # a group DM has no server language: its host's
        spoken = lang.server(interaction) if interaction.guild_id else lang.private(interaction)
        options = table_options(saved, front.game, server_language=spoken,
                                default_pictures=bot.config.pictures, **values)
        if ai is not None:
            if ai not in front.ai_choices:
                raise SettingsError("settings-bad-ai", allowed=", ".join(front.ai_choices))
            options = dataclasses.replace(options, ai=ai)
        if hints:
            options = dataclasses.replace(options, hints=True)
    except SettingsError as exc:
        await answer(interaction, t(exc.key, lang.private(interaction), **exc.params))
        return False
    user = interaction.user
    mine = lang.supported(interaction.locale)
    place = front.tables.threads if front.tables is not None and not token_only else None
    note = ""  # why a table meant for a thread of its own plays here
    if place is not None and threads.wanted(saved, thread):
        placed = await place.open(front, interaction, saved, options, mine, then)
        if isinstance(placed, bool):
            return placed
        note = placed
    guild, channel = home, interaction.channel_id
    meta = {tokens.META: True} if token_only else None

    async def call(origin: Origin) -> None:
        table = await bot.service.open_table(guild, channel, user.id, user.display_name,
                                             options, origin=origin, locale=mine, meta=meta)
        if place is not None:  # in a table's thread: the table follows on its line
            place.adopt(table, interaction)
        if then is not None:
            await then(table, origin)

    return await deferred(interaction, call, t("opened", mine or options.language) + note,
                          carry=True)


def hand(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        table = front.table_here(interaction)
        loc = lang.private(interaction, table)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None:
            await front.no_table(interaction, loc)
        elif seat is None:
            await answer(interaction, t("not-playing", loc))
        else:
            await front.hand_asked(interaction, table, seat)

    return command(front, "hand", callback)


def table(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        table = front.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await front.no_table(interaction, loc)
            return
        moderator = bool(interaction.permissions.manage_messages)
        if not moderator and not any(seat.get("user_id") == interaction.user.id
                                     for seat in table.seats):
            await answer(interaction, t("repost-not-allowed", loc))
            return
        assert front.tables is not None
        reposted_at = front.tables.reposted_at
        now = time.monotonic()
        last = reposted_at.get(table.id)
        if last is not None and now - last < REPOST_COOLDOWN and not moderator:
            await answer(interaction, t("repost-too-soon", loc,
                                        seconds=int(REPOST_COOLDOWN - (now - last)) + 1))
            return
        reposted_at[table.id] = now
        await interaction.response.defer(ephemeral=True, thinking=True)
        publisher = front.tables.publisher
        # a table that lives on tokens is posted anew through this command's own
        via = publisher.tokens.offer(table, interaction, t("reposted", loc))
        try:  # posted after whatever is still being announced
            await asyncio.wait_for(asyncio.shield(publisher.repost(table)), REPOST_WAIT)
        except TimeoutError:
            await answer(interaction, t("repost-later", loc))
            return
        if via is not None:
            await via.send_ack()  # once: the publisher sends it before the table
            return
        await answer(interaction, t("reposted", loc))

    return command(front, "table", callback)


def leave(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        table = front.table_here(interaction)
        loc = lang.private(interaction, table)
        if table is None:
            await front.no_table(interaction, loc)
            return
        service, uid = front.bot.service, interaction.user.id
        if table.status == "lobby":
            await deferred(interaction, lambda o: service.leave_lobby(table.id, uid, o),
                           t("left-lobby", loc), table)
        else:
            await deferred(interaction, lambda o: service.leave_game(table.id, uid, o),
                           t("left-game", loc), table)

    return command(front, "leave", callback)


def end(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        service = front.bot.service
        admin = bool(interaction.permissions.manage_guild)
        channel = interaction.channel_id or 0
        table = front.table_here(interaction)
        loc = lang.private(interaction, table)
        if channel in service.broken:  # a table that no longer reads, of whatever game
            if not admin:
                await answer(interaction, t("not-host-or-admin", loc))
                return
            table_id = service.broken[channel][0]
            await deferred(interaction, lambda o: service.close_broken(channel),
                           t("broken-closed", loc, table=table_id))
            return
        if table is None:
            await front.no_table(interaction, loc)
            return
        if not admin and interaction.user.id != table.record.host_id:
            await answer(interaction, t("not-host-or-admin", loc))
            return
        await deferred(interaction, lambda o: service.end_table(
            table.id, interaction.user.id, admin=admin, origin=o), t("ended", loc), table)

    return command(front, "end", callback)


# --------------------------------------------------------------------- info
def rules(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction) -> None:
        await interaction.response.send_message(t(front.rules_key,
                                                  lang.private(interaction)),
                                                ephemeral=True)

    return command(front, "rules", callback)


def leaderboard(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, page: int = 1, sort: str = "rating",
                       hide_ai: bool = False, share: bool = False) -> None:
        await after.show_leaderboard(front, interaction, page - 1,
                                     sort=sort if sort in RATING_SORTS else "rating",
                                     hide_ai=hide_ai, share=share)

    params = [
        keyword("page", app_commands.Range[int, 1, 10000], 1),
        keyword("sort", str, "rating"),
        keyword("hide_ai", bool, False),
        keyword("share", bool, False)]
    return command(front, "leaderboard", callback, params=params,
                   names={"page": "cmd-opt-page", "sort": "cmd-opt-sort",
                          "hide_ai": "cmd-opt-hide-ai", "share": "cmd-opt-share"},
                   choices={"sort": SORT_CHOICES})


def stats(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction,
                       user: discord.User | discord.Member | None = None,
                       share: bool = False) -> None:
        await after.show_stats(front, interaction, user or interaction.user, share)

    params = [
        keyword("user", discord.User | discord.Member | None, None),
        keyword("share", bool, False)]
    return command(front, "stats", callback, params=params,
                   names={"user": "cmd-opt-user", "share": "cmd-opt-share"})


def history(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, page: int = 1,
                       user: discord.User | discord.Member | None = None) -> None:
        await after.show_history(front, interaction, page - 1, user.id if user else None)

    params = [
        keyword("page", app_commands.Range[int, 1, 10000], 1),
        keyword("user", discord.User | discord.Member | None, None)]
    return command(front, "history", callback, params=params,
                   names={"page": "cmd-opt-page", "user": "cmd-opt-player"})


def settings(front: GameFront) -> app_commands.Command[Any, Any, Any]:
    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        loc = lang.private(interaction)
        if interaction.guild_id is None or not interaction.is_guild_integration():
            # a server's defaults, where the server has the bot (not in a group DM)
            await answer(interaction, t("tokens-settings-server", loc, group=front.group))
            return
        if not interaction.permissions.manage_guild:
            await answer(interaction, t("dc-settings-not-allowed", loc))
            return
        storage = front.bot.storage
        await defer_private(interaction)
        current = GuildSettings.from_dict(await storage.guild_settings(interaction.guild_id))
        changes = {k: v for k, v in values.items() if v is not None}
        if changes:
            try:
                current = current.updated(front.game, **changes)
            except SettingsError as exc:
                await answer(interaction, t(exc.key, loc, **exc.params))
                return
            await storage.set_guild_settings(interaction.guild_id, current.to_dict())
        head = t("dc-settings-saved", loc, group=front.group) if changes else \
            t("dc-settings-title", loc)
        body = front.settings_text(current, loc, lang.server(interaction),
                                   front.bot.config.pictures)
        await answer(interaction, f"{head}\n{body}\n{threads.settings_line(current, loc)}")

    params, names, choices = option_parameters(front)
    return command(front, "settings", callback, params=params, names=names, choices=choices,
                   descriptions={"language": "cmd-opt-settings-language-desc",
                                 "threads": "cmd-opt-settings-threads-desc"},
                   manage_guild=True)
