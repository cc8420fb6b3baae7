"""`larry play`: one human against AI seats in the terminal, on the same table service.

The game runs through `TableService` with a throw-away SQLite file, exactly as a Discord
table does; only the rendering (plain text) and the input (numbered menu or move grammar)
differ.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TextIO, TypeVar

from larry_core import prompts
from larry_core.cards import CODES, GIFT, LOWEST_CLAIM, VALUES
from larry_core.errors import IllegalMove
from larry_core.moves import ACTION, CATCH, PLACE, Move, format_body
from larry_core.prompts import PromptError
from larry_core.rules import RuleSet
from larry_core.service import TableService
from larry_core.sqlite_storage import SQLiteStorage
from larry_core.table import Change, Origin, Table, TableError, TableOptions
from larry_core.text import Msg, Renderer, claimant, explain, narrate, signed
from larry_core.views import SeatView

HUMAN = 1  # the human's user id at the terminal table
T = TypeVar("T")


class LineReader:
    """Reads stdin lines on a daemon thread, so Ctrl-C and EOF never hang the event loop."""

    def __init__(self, stream: TextIO) -> None:
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        loop = asyncio.get_running_loop()

        def pump() -> None:
            for line in stream:
                loop.call_soon_threadsafe(self.queue.put_nowait, line.rstrip("\n"))
            loop.call_soon_threadsafe(self.queue.put_nowait, None)

        threading.Thread(target=pump, name="larry-stdin", daemon=True).start()

    async def read(self) -> str | None:
        return await self.queue.get()


class TerminalTable:
    def __init__(self, service: TableService, out: Callable[[str], None]) -> None:
        self.service = service
        self.out = out
        self.table: Table | None = None
        self.narrator: Renderer | None = None  # plain English, the human's seat as "you"
        self.claimant: int | None = None  # who made the standing claim
        self.changed = asyncio.Event()

    @property
    def seat(self) -> int:
        assert self.table is not None
        seat = self.table.seat_of(HUMAN)
        assert seat is not None
        return seat

    def on_change(self, table: Table, change: Change, origin: Origin) -> None:
        """The service's listener: narrate the change for this seat's eyes."""
        if change.kind == "started":
            self.narrator = Renderer("en", [s["name"] for s in table.seats], self.seat,
                                     plain=True)
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
        """Narrate a move's events as this seat may see them; follow who claimed what."""
        assert self.narrator is not None
        self.claimant = claimant(events, self.claimant)
        for msg in narrate(events, self.seat):
            self.out(self.narrator(msg))

    def state_text(self) -> str:
        table = self.table
        assert table is not None and table.game is not None and self.narrator is not None
        pub = table.game.public_view()
        by = self.claimant if self.claimant is not None else pub.responsible
        standing = (Msg("term-no-claim") if pub.claim is None or by is None else
                    Msg("term-claim", {"claim": pub.claim, "claimant": by}))
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
        return self.narrator(Msg("term-hand", {"hand": " ".join(view.hand)}))

    def menu(self, view: SeatView) -> list[Move]:
        """One entry per distinct choice: each card to place (claim asked next), each action."""
        assert self.table is not None and self.table.game is not None
        legal = self.table.game.legal_moves(view.seat)
        entries: list[Move] = []
        seen: set[tuple[str, int, int]] = set()
        for move in legal:
            # a card to place: claim asked next; a gift: the card to give asked next
            key = ((PLACE, move.card, -1) if move.kind == PLACE else
                   (ACTION, GIFT, move.target) if move.kind == ACTION and move.card == GIFT
                   else None)
            if key is not None:
                if key in seen:
                    continue
                seen.add(key)
            entries.append(move)
        return entries

    def menu_gifts(self, view: SeatView, target: int) -> list[Move]:
        assert self.table is not None and self.table.game is not None
        return [m for m in self.table.game.legal_moves(view.seat)
                if m.kind == ACTION and m.card == GIFT and m.target == target]

    def describe(self, move: Move, view: SeatView) -> str:
        assert self.narrator is not None
        pub = view.public
        if move.kind == PLACE:
            if view.marked and move.card < 8:
                return f"place {CODES[move.card]} face up (open mark): the sum becomes {move.claim}"
            return f"place {CODES[move.card]} face down and say a sum"
        if move.kind == ACTION:
            text = f"play {CODES[move.card]} face up"
            if move.target >= 0:
                text += f" on {self.narrator.name(move.target)}"
            if move.card == GIFT:
                text += " (choose the card to give next)"
            return text
        if move.kind == CATCH:
            return f"catch {self.narrator.name(move.target)} (forgot to say Larry)"
        if move.kind == "doubt" and pub.phase == "final":
            return "doubt the last claim"
        return {"doubt": f"doubt the claim of {pub.claim}",
                "accept": "accept (the round ends)"}.get(move.kind, move.kind)

    # -------------------------------------------------------------- input
    async def ask(self, reader: LineReader, prompt: str) -> str | None:
        self.out(prompt)
        return await reader.read()

    def show(self, name: str, view: SeatView) -> None:
        """Answer a command other than quit."""
        if name == "help":
            self.out(prompts.HELP)
        elif name == "rules":
            self.out(prompts.RULES_TEXT)
        elif name == "hand":
            self.out(self.hand_text(view))
        elif name == "state":
            self.out(self.state_text())

    async def ask_until(self, reader: LineReader, prompt: str, view: SeatView,
                        read: Callable[[str], T]) -> T | None:
        """Ask until `read` accepts the answer; commands work here too. None on EOF or quit."""
        while True:
            line = await self.ask(reader, prompt)
            name = None if line is None else prompts.command(line)
            if line is None or name == "quit":
                return None
            if name is not None:
                self.show(name, view)
                continue
            try:
                return read(line)
            except PromptError as exc:
                self.out(exc.message)

    async def choose(self, reader: LineReader, view: SeatView) -> str | None:
        """Prompt until the player gives a move body; None on EOF or quit."""
        entries = self.menu(view)
        self.out(self.state_text())
        self.out(self.hand_text(view))
        for i, move in enumerate(entries, 1):
            self.out(f"  {i}) {self.describe(move, view)}")
        while True:
            line = await self.ask(reader, "Your move (number or move; 'help' for more) >")
            if line is None:
                return None
            try:
                answer = prompts.read_menu(line, len(entries))
            except PromptError as exc:
                self.out(exc.message)
                continue
            if answer.kind == "command":
                if answer.value == "quit":
                    return None
                self.show(str(answer.value), view)
            elif answer.kind == "number":
                return await self.complete(reader, entries[int(answer.value) - 1], view)
            elif answer.kind == "move":
                return str(answer.value)

    async def complete(self, reader: LineReader, move: Move, view: SeatView) -> str | None:
        """Ask for the claim of a face-down card or the card to give, and whether to say Larry."""
        pub = view.public
        if move.kind == ACTION and move.card == GIFT:
            giftable = sorted({CODES[m.gift] for m in self.menu_gifts(view, move.target)},
                              key=CODES.index)
            code = await self.ask_until(reader, f"Which card to give ({' '.join(giftable)}) >",
                                        view, lambda line: prompts.read_card(line, giftable))
            if code is None:
                return None
            gift = CODES.index(code)
            move = next(m for m in self.menu_gifts(view, move.target) if m.gift == gift)
        if move.kind == PLACE and not (view.marked and move.card < 8):
            honest = (pub.claim or 0) + VALUES[move.card]
            default = min(max(honest, LOWEST_CLAIM), pub.limit)
            claim = await self.ask_until(
                reader, f"Say which sum ({LOWEST_CLAIM} to {pub.limit}; Enter = {default}) >",
                view, lambda line: prompts.read_claim(line, default, pub.limit))
            if claim is None:
                return None
            move = move._replace(claim=claim)
        if move.larry:
            say = await self.ask_until(reader, "You will have one card left. Say “Larry”? [Y/n] >",
                                       view, prompts.read_yes_no)
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

    async def run(self, reader: LineReader, players: int, seed: int | None, ai: str,
                  rules: RuleSet) -> int:
        self.out(prompts.INTRO)
        options = TableOptions(rules=rules, turn_seconds=0, lobby_seconds=0, ai=ai)
        table = await self.service.open_table(0, 0, HUMAN, "You", options, seed=seed)
        self.table = table
        for _ in range(players - 1):
            await self.service.add_ai(table.id, HUMAN)
        await self.service.start_game(table.id, HUMAN)
        while table.status == "playing":
            if not self.my_turn():
                self.changed.clear()
                await self.changed.wait()
                continue
            assert table.game is not None
            view = table.game.view_for(self.seat)
            body = await self.choose(reader, view)
            if body is None:
                self.out("Bye! (the game was abandoned)")
                return 0
            try:
                await self.service.play(table.id, HUMAN, body, table.version)
            except IllegalMove as exc:
                if exc.code == "bad_move":
                    self.out(f"That is not a move: {exc.message}. Type 'help' for the grammar.")
                else:
                    self.out(f"Not allowed: {exc.message}.")
            except TableError as exc:
                self.out(explain(exc.code, plain=True, **exc.params))
        if table.status == "finished" and table.game is not None and self.narrator:
            pub = table.game.public_view()
            order = sorted(range(pub.players), key=lambda s: -pub.scores[s])
            self.out(self.narrator(Msg("term-final-standings",
                                       {"scores": [(s, pub.scores[s]) for s in order]})))
        return 0


async def play_terminal(players: int, seed: int | None, ai: str, ai_delay: float,
                        rules: RuleSet | None = None, stdin: TextIO = sys.stdin) -> int:
    def out(text: str) -> None:
        print(text, flush=True)

    reader = LineReader(stdin)
    with tempfile.TemporaryDirectory(prefix="larry-") as tmp:
        storage = SQLiteStorage(os.path.join(tmp, "terminal.sqlite3"))
        await storage.open()
        service = TableService(storage, ai_delay=(ai_delay, ai_delay * 1.5),
                               round_pause=min(2.0, ai_delay * 3))
        terminal = TerminalTable(service, out)
        service.subscribe(terminal.on_change)
        await service.start()
        try:
            return await terminal.run(reader, players, seed, ai, rules or RuleSet())
        finally:
            await service.stop()
            await storage.close()
