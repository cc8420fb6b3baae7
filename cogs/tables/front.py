"""One game's front end as the shared front end sees it (`GameFront`), and `Tables`, the cog
that serves every game's tables: the one publisher, the lobby, the custom-id routing of each
game's buttons, and one command group per game (`cogs.tables.commands`).

A game's package gives a `GameFront` subclass (its presenter, its buttons, how a hand and a
turn press are shown) and adds it with `Tables.add_game` in its extension's `setup`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.tables import again, choosing, ids, items, lang, play, tokens, unclaimed
from cogs.tables.choices import Group, first_held
from cogs.tables.commands import command_group
from cogs.tables.items import PickItem, PressItem
from cogs.tables.layout import AnyView
from cogs.tables.publisher import Presenter, Publisher
from cogs.tables.render import seat_names
from cogs.tables.replies import ILLEGAL, SHOWN, answer, answer_failure, deferred
from cogs.tables.threads import Threads
from larry_core.games.base import GameKind
from larry_core.games.registry import game as registered
from larry_core.storage.base import LeaderRow
from larry_core.tables.settings import GuildSettings
from larry_core.tables.table import Origin, Table
from larry_core.text import has, percent, t

if TYPE_CHECKING:
    from bot.app import LarryBot

log = logging.getLogger(__name__)
LOBBY_ACTIONS = ("join", "leave", "start", "ai", "cancel")
# the presses of no one game: the choices and My hand, /play's list, the after-game offer
SHARED_ITEMS = (*choosing.ITEMS, *play.ITEMS, *again.ITEMS, *tokens.ITEMS)
S = TypeVar("S")  # a game's state
# the usual stems of a game's own catalogue keys (`GameFront.__init_subclass__`)
USUAL_KEYS = {"description": "cmd-desc", "rules_key": "rules", "name_key": "dc-game-name",
              "garbled_key": "dc-garbled", "no_table_key": "no-table-here",
              "start_key": "dc-start-ack", "illegal_keys": "illegal-"}


class GameFront:
    """What the shared front end needs of one game's Discord front end. Texts are catalogue
    keys: `keys` is the prefix of the game's own command texts (``"kp-"`` makes
    ``kp-cmd-new-desc``); options are described by `option_texts` (an option's name key; its
    description key is that plus ``-desc``) and `choice_texts` (a choice's label key)."""

    game: str = ""  # the game's name in the registry
    group: str = ""  # its command group (/larry, /kakerlake)
    prefix: str = ""  # its buttons' custom_id namespace ("larry", "kp")
    keys: str = ""
    name_key: str = ""  # the game's name in a sentence (none: its command group's name)
    description: str = ""  # the group's description key
    rules_key: str = ""  # the catalogue key of the rules in short
    garbled_key: str = ""  # the answer to a button no message of the game carries
    start_key: str = "started"  # the answer to the host's Start (what is true of the game)
    no_table_key: str = ""  # no table of the game in this channel (how to open one)
    illegal_keys: str = ""  # the prefix of the catalogue keys of its own refused moves
    history_hint: str = ""  # a line below the finished games (e.g. how to replay one)
    option_texts: Mapping[str, str] = {}
    choice_texts: Mapping[str, Mapping[str, str]] = {}
    # the AI strategies a host may choose at `/… new` (name -> its label key) and that
    # option's name key; none: the table's AI seats play the game's default strategy
    ai_choices: Mapping[str, str] = {}
    ai_text: str = ""
    # the name key of a `hints` switch at `/… new` (a Hint button on each turn; the game is
    # then not rated: Kniffel's coach); empty: the game gives no hints
    hints_text: str = ""
    items: Sequence[type[PressItem] | type[PickItem]] = ()  # its buttons' and menus' classes
    presenter: Presenter
    tables: Tables | None = None  # set when the game is added

    def __init_subclass__(cls, *, texts: str = "", **kwargs: Any) -> None:
        """`texts`: a game whose catalogue keys are named the usual way gives only their
        prefix (``class KnFront(GameFront, texts="kn-")``): it is the game's `keys`, and
        each key of `USUAL_KEYS` that the class does not name is that prefix and its stem."""
        super().__init_subclass__(**kwargs)
        if texts:
            cls.keys = texts
            for name, stem in USUAL_KEYS.items():
                if name not in vars(cls):
                    setattr(cls, name, f"{texts}{stem}")

    @property
    def kind(self) -> GameKind:
        return registered(self.game)

    def title(self, loc: str) -> str:
        """The game's name, as a sentence names it."""
        return t(self.name_key, loc) if self.name_key else self.group

    def key(self, name: str) -> str:
        """The catalogue key of one of the game's command texts (``cmd-new-desc``)."""
        return f"{self.keys}{name}"

    @property
    def publisher(self) -> Publisher:
        """The publisher that shows the game's tables."""
        assert self.tables is not None, "the game is not added to the tables"
        return self.tables.publisher

    @property
    def bot(self) -> LarryBot:
        assert self.tables is not None, "the game is not added to the tables"
        return self.tables.bot

    # ------------------------------------------------------------ its own parts
    async def prepare(self) -> None:
        """Anything to load before the first table (pictures drawn once)."""

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        raise NotImplementedError

    def stats_line(self, stats: LeaderRow, loc: str) -> str:
        """A player's games and wins (and what else the game counts) on this server."""
        return t("dc-stats-games", loc, games=stats.games, wins=stats.wins,
                 rate=percent(stats.win_rate, loc))

    def rating_picture(self, values: Sequence[float]) -> bytes | None:
        """A PNG of a player's rating after each of their games (None: no picture)."""
        return None

    def settings_text(self, settings: GuildSettings, loc: str, server_language: str,
                      pictures_default: bool) -> str:
        """`/… settings`: by default the catalogue's ``<keys>settings`` of the game's option
        values, the seconds a turn and the language its tables speak."""
        language = settings.language or server_language
        return t(self.key("settings"), loc, seconds=settings.turn_seconds,
                 language=t(f"language-{language}", loc), **settings.options(self.game))

    def commands(self) -> list[app_commands.Command[Any, Any, Any]]:
        """The game's own commands beside the shared ones (e.g. Larry's /larry log)."""
        return []

    def turn_version(self, table: Table) -> int:
        """What a choice's id names to be current (a press of another is stale): the
        table's version; a game everybody plays at once may name its round instead."""
        return table.version

    def table_controls(self, table: Table, seat: int | None, loc: str,
                       held: frozenset[str] | None = None) -> choosing.Drawn:
        """The table's controls with `seat` to act, the choices `held` as shown (None: as
        its request holds them first): by default its choice groups alone."""
        groups = self.held_choices(table, seat, loc, held or frozenset()) \
            if seat is not None and table.open else ()
        return choosing.controls(groups, table.id, self.turn_version(table),
                                 first_held(groups) if held is None else held)

    def private_view(self, table: Table, seat: int, loc: str, held: frozenset[str], *,
                     note: str = "") -> AnyView | None:
        """`seat`'s own screen, its choices `held` as shown, `note` on top (why a move
        made from it was refused); None: the game has none."""
        return None

    def choices(self, table: Table, seat: int, loc: str) -> Sequence[Group]:
        """What `seat` may do now at `table`, as choice groups in `loc`, each choice with
        its move (`cogs.tables.choices`; empty: nothing, or the game's own controls).
        Pure: read from the committed table, no awaits; the shared presses
        (`cogs.tables.choosing`) draw and answer them."""
        return ()

    def held_choices(self, table: Table, seat: int, loc: str,
                     held: frozenset[str]) -> Sequence[Group]:
        """`choices` with the selections `held` so far, for a decision whose later groups
        depend on the earlier ones (the claims a chosen card allows): by default the same
        groups whatever is held."""
        return self.choices(table, seat, loc)

    # ----------------------------------------------------------- shared parts
    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        """`/… hand` or **My hand**: the hand, privately; and the player's hand DM is tried
        again (whose DMs were closed may have opened them)."""
        if self.tables is not None:
            self.tables.publisher.hand_asked(table, seat, interaction.user.id)
        await self.show_hand(interaction, table, seat)

    def table_here(self, interaction: discord.Interaction) -> Table | None:
        """This channel's open table of this game (its committed state)."""
        if interaction.channel_id is None:
            return None
        table = self.bot.service.in_channel(interaction.channel_id)
        return table if table is not None and table.options.game == self.game else None

    async def no_table(self, interaction: discord.Interaction, loc: str) -> None:
        """No table of this game here: say so (and how to open one), or name the game of
        the table that is here and its command for what was asked."""
        here = self.bot.service.in_channel(interaction.channel_id) \
            if interaction.channel_id is not None else None
        front = self.tables.fronts.get(here.options.game) \
            if here is not None and self.tables is not None else None
        if front is None:
            await answer(interaction, t(self.no_table_key, loc))
            return
        command = interaction.command.name if interaction.command is not None else "table"
        await answer(interaction, t("other-game-here", loc, game=front.title(loc),
                                    group=front.group, command=t(f"cmd-{command}", loc)))

    async def pressed_turn(self, interaction: discord.Interaction, table_id: int,
                           version: int, gone_key: str, state: Callable[[Table], S | None],
                           to_move: Callable[[S], int | None],
                           ) -> tuple[Table, S, int, str] | None:
        """A turn button's table, game state, the presser's seat and the answer's language,
        if the press is the presser's move on the current version; else refused privately
        (`gone_key`: no such open table of this game) and None. `state` is the table's game
        state (None before it starts), `to_move` the seat that acts in it."""
        found = self.bot.service.find(table_id)
        table = found if found is not None and found.options.game == self.game else None
        loc = lang.private(interaction, table)
        if table is None:  # no such table, or another game's (a forged id)
            await answer(interaction, t(self.garbled_key if found is not None else
                                        gone_key, loc))
            return None
        game = state(table)
        if not table.open or game is None:
            await answer(interaction, t(gone_key, loc))
            return None
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            await answer(interaction, t("not-playing", loc))
            return None
        if version != table.version:
            await answer(interaction, t("stale", loc))
            return None
        acting = to_move(game)
        if acting != seat:
            who = seat_names(table, loc)[acting] if acting is not None else "?"
            await answer(interaction, t("not-your-turn", loc, name=who))
            return None
        return table, game, seat, loc

    async def lobby_press(self, interaction: discord.Interaction, table_id: int,
                          action: str) -> None:
        """Join, leave, start, add an AI, cancel: one service call each, answered
        privately (the lobby message itself is the publisher's)."""
        svc, user = self.bot.service, interaction.user
        table = svc.find(table_id)
        loc = lang.private(interaction, table)
        if table is not None and table.options.game != self.game:  # a forged id
            await answer(interaction, t(self.garbled_key, loc))
            return
        mine = lang.supported(interaction.locale)
        # no hand goes by DM where the table lives on tokens
        started = "tokens-started" if self.start_key == "started" and table is not None \
            and tokens.Tokens.only(table) else self.start_key
        calls: dict[str, tuple[Callable[[Origin], Awaitable[object]], str]] = {
            "join": (lambda o: svc.join(table_id, user.id, user.display_name, o, locale=mine),
                     t("joined", loc)),
            "leave": (lambda o: svc.leave_lobby(table_id, user.id, o), t("left-lobby", loc)),
            "start": (lambda o: svc.start_game(table_id, user.id, o), t(started, loc)),
            "ai": (lambda o: svc.add_ai(table_id, user.id, o), t("ai-added", loc)),
            "cancel": (lambda o: svc.cancel(table_id, user.id, origin=o), t("cancelled", loc)),
        }
        call, ack = calls[action]
        await deferred(interaction, call, ack, table)


class Tables(commands.Cog, name="Tables"):
    """Every game's tables: the publisher subscribed to the table service, and each added
    game's command group and buttons."""

    def __init__(self, bot: LarryBot) -> None:
        self.bot = bot
        self.publisher = Publisher(bot)
        self.fronts: dict[str, GameFront] = {}
        self.threads = Threads(bot, self.publisher, self.fronts)  # tables in threads
        self.groups: dict[str, app_commands.Group] = {}
        self.reposted_at: dict[int, float] = {}  # table -> when `/… table` last posted it
        self.again = again.Offers(self)  # Rematch and Next game after each game
        self.play = play.command(self)

    async def cog_load(self) -> None:
        self.bot.service.subscribe(self.publisher.on_change)
        self.bot.service.subscribe(self.threads.on_change)  # after the publisher's
        self.bot.service.subscribe(self.again.on_change)
        for item in SHARED_ITEMS:
            item.front = self
        self.bot.add_dynamic_items(*SHARED_ITEMS)
        self.bot.tree.add_command(self.play)
        items.ANSWERED.append(self.publisher.tokens.answered)

    async def cog_unload(self) -> None:
        for front in list(self.fronts.values()):
            self.remove_game(front)
        self.bot.tree.remove_command(self.play.name)
        self.bot.remove_dynamic_items(*SHARED_ITEMS)
        for item in SHARED_ITEMS:
            item.front = None
        items.ANSWERED.remove(self.publisher.tokens.answered)
        await self.threads.stop()
        await self.again.close_all()
        await self.publisher.close()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A press or form that discord.py drops (no item's template and message match)
        is answered all the same (`cogs.tables.unclaimed`)."""
        here = self.bot.service.in_channel(interaction.channel_id) \
            if interaction.channel_id is not None else None
        try:
            await unclaimed.answer_unclaimed(interaction, self.fronts,
                                             here.options.game if here is not None else None,
                                             SHARED_ITEMS)
        except Exception as exc:
            await answer_failure(interaction, exc, "an unclaimed press")

    @commands.Cog.listener()
    async def on_larry_service_ready(self) -> None:
        """The service has loaded its tables: announce whatever a crash left unannounced."""
        self.publisher.recover()
        self.threads.recover()

    async def add_game(self, front: GameFront) -> None:
        """Serve `front`'s game: its presenter, its buttons, its command group. A front end
        whose texts are missing from the catalogue is refused at once (`missing_texts`),
        not when someone first runs the command that needs them."""
        missing = missing_texts(front)
        if missing:
            raise LookupError(f"{front.game}: no catalogue text for {', '.join(missing)}")
        front.tables = self
        if not front.items:  # its lobby, pages and forget-me under its own prefix
            front.items = (routing_item(front.prefix),)
        self.fronts[front.game] = front
        self.publisher.presenters[front.game] = front.presenter
        if front.illegal_keys:
            ILLEGAL[front.game] = front.illegal_keys
        SHOWN[front.game] = front
        for item in front.items:
            item.front = front
        self.bot.add_dynamic_items(*front.items)
        group = command_group(front)
        self.groups[front.game] = group
        self.bot.tree.add_command(group)
        await front.prepare()

    def remove_game(self, front: GameFront) -> None:
        self.bot.remove_dynamic_items(*front.items)
        for item in front.items:
            item.front = None
        group = self.groups.pop(front.game, None)
        if group is not None:
            self.bot.tree.remove_command(group.name)
        self.publisher.presenters.pop(front.game, None)
        ILLEGAL.pop(front.game, None)
        SHOWN.pop(front.game, None)
        self.fronts.pop(front.game, None)
        front.tables = None


SHARED_COMMANDS = ("new", "hand", "table", "leave", "end", "rules", "leaderboard", "stats",
                   "history", "settings")


def missing_texts(front: GameFront) -> list[str]:
    """The catalogue keys `front`'s commands and answers need that no catalogue has."""
    keys = [front.description, front.rules_key, front.garbled_key, front.no_table_key,
            front.start_key,
            *([front.name_key] if front.name_key else []),
            *([front.hints_text, f"{front.hints_text}-desc"] if front.hints_text else []),
            front.key("dc-board-title"), front.key("dc-stats-title"),
            *(front.key(f"cmd-{name}-desc") for name in SHARED_COMMANDS)]
    for option in front.kind.options:
        stem = front.option_texts.get(option.name, "")
        keys += [stem, f"{stem}-desc"]
        keys += [front.choice_texts.get(option.name, {}).get(value, "")
                 for value in option.choices]
    return [key or "(none given)" for key in dict.fromkeys(keys) if not key or not has(key)]


def routing_item(prefix: str) -> type[PressItem]:
    """The button class of a game that has no buttons of its own (its choices are the
    shared ones, `cogs.tables.choosing`): its lobby, leaderboard and history pages and
    forget-me, under its own ``<prefix>:``; any other id of the prefix is garbled."""

    async def press(self: PressItem, front: GameFront, interaction: discord.Interaction,
                    custom_id: str) -> None:
        await ids.route(front, interaction, custom_id, prefix, lambda cid: None,
                        unreachable)

    async def unreachable(interaction: discord.Interaction, found: None) -> None:
        raise AssertionError("no id is the game's own")

    return type(f"{prefix.title()}Button", (PressItem,), {"press": press},
                template=rf"{re.escape(prefix)}:(?P<rest>.{{0,{99 - len(prefix)}}})")


async def add_game(bot: LarryBot, front: GameFront) -> None:
    """A game extension's `setup`: add `front` to the bot's tables."""
    tables = bot.get_cog("Tables")
    assert isinstance(tables, Tables), "the Tables cog (cogs.tables) is not loaded"
    await tables.add_game(front)


async def remove_game(bot: LarryBot, front: GameFront) -> None:
    """A game extension's `teardown`."""
    tables = bot.get_cog("Tables")
    if isinstance(tables, Tables):
        tables.remove_game(front)



Hook = Callable[["LarryBot"], Awaitable[None]]


def game_extension(front: GameFront) -> tuple[Hook, Hook]:
    """A game extension's entry points, `setup` (add `front` to the bot's tables) and
    `teardown` (remove it): a game's package exports them as
    ``setup, teardown = game_extension(ITS_FRONT)``, loaded after `cogs.tables`."""

    async def setup(bot: LarryBot) -> None:
        await add_game(bot, front)

    async def teardown(bot: LarryBot) -> None:
        await remove_game(bot, front)

    return setup, teardown


def settings_shown(front: GameFront, settings: GuildSettings, loc: str, server_language: str,
                   **values: object) -> str:
    """The text of `front`'s `/… settings` (its catalogue key ``<keys>dc-settings-shown``):
    the language its tables speak (the server's where none is set) and whether it is set,
    then the game's own `values`, a switch given as ``true`` or ``false``."""
    language = settings.language or server_language
    shown = {name: str(value).lower() if isinstance(value, bool) else value
             for name, value in values.items()}
    return t(front.key("dc-settings-shown"), loc, language=t(f"language-{language}", loc),
             language_set=str(settings.language is not None).lower(), **shown)


class OpenGameFront(GameFront):
    """The front end of a game that hides nothing (Kniffel, Va banque, Würfelpoker): no hand
    goes by DM, and `/… hand` or **My hand** shows the player's own part of the table
    privately (`own_text`)."""

    async def hand_asked(self, interaction: discord.Interaction, table: Table,
                         seat: int) -> None:
        await self.show_hand(interaction, table, seat)

    async def show_hand(self, interaction: discord.Interaction, table: Table, seat: int) -> None:
        loc = lang.private(interaction, table)
        text = self.own_text(table, seat, loc)
        await answer(interaction, text if text is not None else t("not-started", loc))

    def own_text(self, table: Table, seat: int, loc: str) -> str | None:
        """The seat's own part of the table, in `loc` (None: the game has not started)."""
        raise NotImplementedError
