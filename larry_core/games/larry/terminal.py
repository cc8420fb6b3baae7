"""Larry's side of `larry play`: one human against AI seats in the terminal, on the table
service.

The platform's terminal (`larry_core.terminal`) runs the game through `TableService` with a
throw-away SQLite file, exactly as a Discord table does, and opens, starts and plays the
table for this module (a `TerminalHost`); here are only Larry's rendering (plain text) and
input (numbered menu or move grammar). Larry's commands hand `TerminalTable` to the platform
(`LarryCommands.table_terminal`), so the platform never names Larry.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeVar

from larry_core.errors import IllegalMove
from larry_core.games.base import TERMINAL_USER, Lines, TerminalHost, finishing_order
from larry_core.games.larry import prompts
from larry_core.games.larry.cards import CODES, GIFT, INDEX, LOWEST_CLAIM
from larry_core.games.larry.moves import ACTION, CATCH, PLACE, Move, format_body, shown
from larry_core.games.larry.narrator import claimant, narrate
from larry_core.games.larry.prompts import PromptError
from larry_core.games.larry.request import Request
from larry_core.games.larry.rules import RuleSet
from larry_core.games.larry.views import SeatView
from larry_core.text import (
    DEFAULT_LOCALE,
    Msg,
    Renderer,
    card_name,
    console,
    explain,
    join_list,
    signed,
    t,
)

T = TypeVar("T")


class Back(Exception):
    """'back' typed at a question after the move menu: the menu is shown again."""


class TerminalTable:
    """Larry at the table service's terminal (a `TableTerminal`): the table `host` opens,
    narrated for the human's seat, and the human's moves asked with a menu."""

    def __init__(self, host: TerminalHost, out: Callable[[str], None],
                 locale: str = DEFAULT_LOCALE) -> None:
        self.host = host
        self.out = out
        self.locale = locale
        self.table: Any = None  # the table the host opened (`TerminalHost.open`)
        self.narrator: Renderer | None = None  # plain text, the human's seat as "you"
        self.claimant: int | None = None  # who made the standing claim
        self.changed = asyncio.Event()

    @property
    def seat(self) -> int:
        assert self.table is not None
        seat = self.table.seat_of(TERMINAL_USER)
        assert seat is not None
        return seat

    def on_change(self, table: Any, change: Any, origin: Any) -> None:
        """The service's listener: narrate the change for this seat's eyes."""
        if change.kind == "started":
            self.narrator = Renderer(self.locale, [s["name"] for s in table.seats],
                                     self.seat, plain=True)
            assert table.game is not None
            self.out(self.narrator(Msg("game-begins", {"players": len(table.seats),
                                                       "start": table.game.to_move or 0})))
        elif self.narrator is not None and change.kind == "moved":
            if change.by == "timeout":
                self.out(self.narrator(Msg("change-timed-out", dict(change.params))))
            self.tell(change.live)
        self.changed.set()

    # ------------------------------------------------------------- display
    def tell(self, events: Sequence[Mapping[str, Any]]) -> None:
        """Narrate a move's events as this seat may see them; follow who claimed what. A
        draw after a doubt says why: the claim was right (the doubter draws) or wrong (the
        player who answers for it draws)."""
        assert self.narrator is not None
        self.claimant = claimant(events, self.claimant)
        reveal = next((ev for ev in events if ev["type"] == "revealed"), None)
        over = next((ev for ev in events if ev["type"] == "round_over"), None)
        for msg in narrate(events, self.seat):
            self.out(self.narrator(msg))
            if msg.key == "event-drew-doubt" and reveal is not None:
                self.out(self.narrator(Msg("term-why-draw", {
                    "seat": msg.params["seat"], "responsible": reveal["responsible"],
                    "correct": bool(reveal["correct"])})))
            if msg.key == "event-round-over" and over is not None:
                for seat, (cards, points) in enumerate(zip(over["hands"], over["scores"],
                                                           strict=True)):
                    self.out(self.narrator(Msg("term-round-hand", {
                        "seat": seat, "cards": list(cards), "points": signed(points)})))

    def state_text(self) -> str:
        table = self.table
        assert table is not None and table.game is not None and self.narrator is not None
        pub = table.game.public_view()
        by = self.claimant if self.claimant is not None else pub.responsible
        answers = pub.responsible
        standing = (Msg("term-no-claim") if pub.claim is None or by is None else
                    Msg("term-claim", {"claim": pub.claim, "claimant": by})
                    if answers is None or answers == by else
                    Msg("term-claim-answered", {"claim": pub.claim, "claimant": by,
                                                "responsible": answers}))
        seats = "  ".join(
            self.narrator(Msg("term-seat", {"index": s, "seat": s, "size": pub.hand_sizes[s],
                                            "points": signed(pub.scores[s]),
                                            "marked": s in pub.marks}))
            for s in range(pub.players))
        state = Msg("term-state", {"round": pub.round, "rounds": pub.rounds,
                                   "limit": pub.limit, "direction": pub.direction,
                                   "standing": self.narrator(standing),
                                   "pile": pub.pile_size})
        return f"{self.narrator(state)}\n{seats}"

    def hand_text(self, view: SeatView) -> str:
        assert self.narrator is not None
        if not view.hand:
            return self.narrator(Msg("term-hand-empty"))
        names = [card_name(code, self.locale) for code in view.hand]
        return self.narrator(Msg("term-hand", {"hand": join_list(names, self.locale,
                                                                 final=False)}))

    def request(self, view: SeatView) -> Request:
        """What the human's seat may do now, as the game gives it to every front end."""
        assert self.table is not None and self.table.game is not None
        return Request(self.table.game, view.seat, view)

    def menu(self, view: SeatView) -> list[Move]:
        """One entry per choice of the seat's request: the answers to the claim (doubt,
        accept, catch), each card to place (its claim asked next, unless an open mark allows
        one), each face-up play, each gift's target (the card to give asked next)."""
        assert self.table is not None and self.table.game is not None
        request = self.request(view)
        entries = [m for m in self.table.game.legal_moves(view.seat) if m.kind not in
                   (PLACE, ACTION)]
        places, plays = [], []
        for code in request.cards():
            kind = INDEX[code]
            of = request.moves_of(kind)
            forced = request.forced(code)
            if of.places:
                places.append(of.places[forced] if forced is not None
                              else next(iter(of.places.values())))
            if code == "gift":
                plays += [next(m for (t_, _), m in sorted(request.moves_of(kind).gifts.items())
                               if t_ == target) for target in request.targets(code)]
            else:
                plays += [of.plays[target] for target in request.targets(code)]
        return [*entries, *places, *plays]

    def describe(self, move: Move, view: SeatView) -> str:
        """A menu entry's words, cards by their names in the player's language."""
        assert self.narrator is not None
        pub = view.public
        code = card_name(CODES[move.card], self.locale) if 0 <= move.card < len(CODES) else ""
        if move.kind == PLACE:
            if view.marked and move.card < 8:
                return self.narrator(Msg("term-move-place-open",
                                         {"code": code, "claim": move.claim}))
            return self.narrator(Msg("term-move-place", {"code": code}))
        if move.kind == ACTION:
            if move.card == GIFT:
                return self.narrator(Msg("term-move-gift", {"code": code, "target": move.target}))
            if move.target >= 0:
                return self.narrator(Msg("term-move-action-on",
                                         {"code": code, "target": move.target}))
            return self.narrator(Msg("term-move-action", {"code": code}))
        if move.kind == CATCH:
            return self.narrator(Msg("term-move-catch", {"target": move.target}))
        if move.kind == "doubt" and pub.phase == "final":
            return self.narrator(Msg("term-move-doubt-final"))
        if move.kind == "doubt" and pub.responsible is not None \
                and pub.responsible != self.claimant:
            return self.narrator(Msg("term-move-doubt-answered",
                                     {"claim": pub.claim, "responsible": pub.responsible}))
        if move.kind == "doubt":
            return self.narrator(Msg("term-move-doubt", {"claim": pub.claim}))
        if move.kind == "accept":
            return self.narrator(Msg("term-move-accept"))
        return move.kind

    # -------------------------------------------------------------- input
    async def ask(self, reader: Lines, prompt: str) -> str | None:
        self.out(prompt)
        return await reader.read()

    def show(self, name: str, view: SeatView) -> None:
        """Answer a command other than quit and back."""
        if name == "help":
            self.out(prompts.help_text(self.locale))
        elif name == "rules":
            self.out(prompts.rules_text(self.locale))
        elif name == "hand":
            self.out(self.hand_text(view))
        elif name == "state":
            self.out(self.state_text())

    async def ask_until(self, reader: Lines, prompt: str, view: SeatView,
                        read: Callable[[str], T]) -> T | None:
        """Ask until `read` accepts the answer; commands work here too. None on EOF or quit;
        raises Back for 'back' (the caller returns to the move menu)."""
        while True:
            line = await self.ask(reader, prompt)
            name = None if line is None else prompts.command(line, self.locale)
            if line is None or name == "quit":
                return None
            if name == "back":
                raise Back
            if name is not None:
                self.show(name, view)
                continue
            try:
                return read(line)
            except PromptError as exc:
                self.out(exc.message)

    async def choose(self, reader: Lines, view: SeatView) -> str | None:
        """Prompt until the player gives a move body; None on EOF or quit. 'back' at a
        question after the menu shows the menu again."""
        entries = self.menu(view)
        self.out(self.state_text())
        self.out(self.hand_text(view))
        while True:
            for entry in console.menu_lines([self.describe(m, view) for m in entries]):
                self.out(entry)
            while True:
                line = await self.ask(reader, t("term-prompt-move", self.locale))
                if line is None:
                    return None
                try:
                    answer = prompts.read_menu(line, len(entries), self.locale)
                except PromptError as exc:
                    self.out(exc.message)
                    continue
                if answer.kind == "command" and answer.value == "back":
                    self.out(t("console-back-nothing", self.locale))
                elif answer.kind == "command":
                    if answer.value == "quit":
                        return None
                    self.show(str(answer.value), view)
                elif answer.kind == "number":
                    try:
                        return await self.complete(reader, entries[int(answer.value) - 1],
                                                   view)
                    except Back:
                        break  # the menu again
                elif answer.kind == "move":
                    return str(answer.value)

    async def complete(self, reader: Lines, move: Move, view: SeatView) -> str | None:
        """Ask for the claim of a face-down card or the card to give, and whether to say Larry."""
        pub = view.public
        request = self.request(view)
        if move.kind == ACTION and move.card == GIFT:
            giftable = request.gift_cards(move.target)
            names = [card_name(c, self.locale) for c in giftable]
            code = await self.ask_until(
                reader, t("term-prompt-gift", self.locale,
                          cards=join_list(names, self.locale, final=False)), view,
                lambda line: prompts.read_card(line, giftable, self.locale))
            if code is None:
                return None
            given = request.resolve("give", code, move.target)
            assert given is not None  # a card the request listed
            move = given
        if move.kind == PLACE and request.forced(CODES[move.card]) is None:
            honest = request.honest(CODES[move.card])
            default = min(max(honest, LOWEST_CLAIM), pub.limit)
            key = "term-prompt-claim" if honest <= pub.limit else "term-prompt-claim-bluff"
            claim = await self.ask_until(
                reader, t(key, self.locale, lowest=LOWEST_CLAIM, limit=pub.limit,
                          default=default, honest=honest),
                view, lambda line: prompts.read_claim(line, default, pub.limit, self.locale))
            if claim is None:
                return None
            move = move._replace(claim=claim)
        if move.larry:
            say = await self.ask_until(reader, t("term-prompt-larry", self.locale), view,
                                       lambda line: prompts.read_yes_no(line, self.locale))
            if say is None:
                return None
            move = move._replace(larry=say)
        return format_body(move)

    def my_turn(self) -> bool:
        table = self.table
        if table is None or table.game is None or table.status != "playing":
            return False
        game = table.game
        seat = self.seat
        return game.to_move == seat or (game.catchable is not None and game.catchable != seat)

    async def run(self, reader: Lines, players: int, seed: int | None, ai: str,
                  rules: RuleSet | None) -> int:
        """Open the table (`rules`, None: the default ones), play the human's seat until
        the game ends or the human leaves, then say the final standings -> 0."""
        self.out(prompts.intro(self.locale))
        table = await self.host.open(t("term-you-name", self.locale), seed, ai, rules)
        self.table = table
        await self.host.start(players)
        while table.status == "playing":
            if not self.my_turn():
                self.changed.clear()
                await self.changed.wait()
                continue
            assert table.game is not None
            view = table.game.seat_view(self.seat)
            body = await self.choose(reader, view)
            if body is None:
                self.out(t("term-bye-abandoned", self.locale))
                return 0
            try:
                await self.host.play(body)  # the host says a refusal of the table itself
            except IllegalMove as exc:
                # in English the engine's own words (the replay protocol's) inside a
                # sentence of ours; in another language the catalogue's reason (or, for
                # what does not parse, the typed text itself)
                key = "term-not-a-move" if exc.code == "bad_move" else "term-not-allowed"
                reason = exc.message
                if self.locale != DEFAULT_LOCALE:
                    params: dict[str, Any] = dict(exc.params)
                    reason = shown(body) if exc.code == "bad_move" else explain(
                        exc.code, self.locale, plain=True, **params).rstrip(".")
                self.out(t(key, self.locale, reason=reason))
        if table.status == "finished" and table.game is not None and self.narrator:
            pub = table.game.public_view()
            order = finishing_order(pub.scores, pub.winners or ())
            self.out(self.narrator(Msg("term-final-standings", {
                "scores": [(s, pub.scores[s], place) for place, s in order]})))
        return 0

