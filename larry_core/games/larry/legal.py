"""Legal-move enumeration as a lazy sequence.

A hand can allow a few hundred distinct moves (each card with every claim from −12 to the
limit); materialising them on every turn would dominate a random playout. `LegalMoves`
stores them as a handful of segments and builds only the move that is asked for, so
`len()`, indexing, iteration and `random.choice` all work as on a list.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, overload

from larry_core.games.larry.cards import (
    DRAW2,
    GIFT,
    KINDS,
    LOWEST_CLAIM,
    NUMBER_KINDS,
    OPEN,
    REVERSE,
    VALUES,
)
from larry_core.games.larry.moves import ACCEPT_MOVE, ACTION, DOUBT_MOVE, PLACE, Move, catch

if TYPE_CHECKING:
    from larry_core.games.larry.engine import Game

# segment kinds
_FIXED, _CLAIMS, _TARGETS = 0, 1, 2


class LegalMoves(Sequence[Move]):
    """Every distinct legal move of one seat; a move needing a Larry call has it set."""

    __slots__ = ("_len", "_segments")

    def __init__(self, segments: list[tuple[int, int, tuple]], length: int) -> None:
        self._segments = segments
        self._len = length

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> Move: ...
    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...
    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self._len))]
        if index < 0:
            index += self._len
        if not 0 <= index < self._len:
            raise IndexError("legal move index out of range")
        for count, kind, data in self._segments:
            if index < count:
                if kind == _CLAIMS:  # data: cards, lowest claim, claims per card, larry
                    cards, low, width, larry = data
                    return Move(PLACE, cards[index // width], low + index % width, larry=larry)
                if kind == _FIXED:
                    move: Move = data[0]
                    return move
                card, targets, gift, larry = data
                return Move(ACTION, card, 0, targets[index], gift, larry)
            index -= count
        raise AssertionError("unreachable")

    def __iter__(self) -> Iterator[Move]:
        """The moves in index order, segment by segment (not `self[i]` for each index,
        which would walk the segments again for every move: the own screen goes through
        a hand's hundred-odd moves at each step)."""
        for _, kind, data in self._segments:
            if kind == _CLAIMS:
                cards, low, width, larry = data
                claims = range(low, low + width)
                for card in cards:
                    for claim in claims:
                        yield Move(PLACE, card, claim, larry=larry)
            elif kind == _FIXED:
                yield data[0]
            else:
                card, targets, gift, larry = data
                for target in targets:
                    yield Move(ACTION, card, 0, target, gift, larry)

    def card_kinds(self) -> tuple[set[int], set[int]]:
        """The card kinds some move places or plays, gifts apart, and the seats a gift
        can go to, read off the segments without building a move."""
        kinds: set[int] = set()
        gift_targets: set[int] = set()
        for count, kind, data in self._segments:
            if not count:
                continue
            if kind == _CLAIMS:
                kinds.update(data[0])
            elif kind == _FIXED:
                move: Move = data[0]
                if move.kind == ACTION and move.card == GIFT:
                    gift_targets.add(move.target)
                elif move.kind in (PLACE, ACTION):
                    kinds.add(move.card)
            elif data[0] == GIFT:
                gift_targets.update(data[1])
            else:
                kinds.add(data[0])
        return kinds, gift_targets

    def of_card(self, card: int) -> Iterator[Move]:
        """The moves that place or play card kind `card`, in index order; only they are
        built (a hand's other cards can allow hundreds)."""
        for count, kind, data in self._segments:
            if not count:
                continue
            if kind == _CLAIMS:
                cards, low, width, larry = data
                if card in cards:
                    for claim in range(low, low + width):
                        yield Move(PLACE, card, claim, larry=larry)
            elif kind == _FIXED:
                move: Move = data[0]
                if move.card == card and move.kind in (PLACE, ACTION):
                    yield move
            elif data[0] == card:
                _, targets, gift, larry = data
                for target in targets:
                    yield Move(ACTION, card, 0, target, gift, larry)


def legal_moves(game: Game, seat: int) -> LegalMoves:
    segs: list[tuple[int, int, tuple]] = []
    if game.phase == "over":
        return LegalMoves(segs, 0)
    length = 0
    if game.catchable is not None and game.catchable != seat:
        segs.append((1, _FIXED, (catch(game.catchable),)))
        length = 1
    if seat != game.to_move:
        return LegalMoves(segs, length)
    if game.phase == "final":
        segs.append((1, _FIXED, (DOUBT_MOVE,)))
        segs.append((1, _FIXED, (ACCEPT_MOVE,)))
        return LegalMoves(segs, length + 2)
    if game.pile:
        segs.append((1, _FIXED, (DOUBT_MOVE,)))
        length += 1
    hand = game.hands[seat]
    size = game.sizes[seat]
    one_left = size == 2
    width = game.limit - LOWEST_CLAIM + 1
    if seat in game.marks:  # number cards go face up with a forced claim
        base = game.claim or 0
        free = [c for c in range(NUMBER_KINDS, KINDS) if hand[c]]
        for card in range(NUMBER_KINDS):
            if hand[card]:
                want = base + VALUES[card]
                if want >= LOWEST_CLAIM:
                    segs.append((1, _FIXED, (Move(PLACE, card, want,
                                                  larry=one_left and want <= game.limit),)))
                    length += 1
    else:
        free = [c for c in range(KINDS) if hand[c]]
    count = len(free) * width
    segs.append((count, _CLAIMS, (free, LOWEST_CLAIM, width, one_left)))
    length += count
    if hand[OPEN] or hand[DRAW2] or hand[GIFT] or hand[REVERSE]:
        others = [s for s in range(game.n) if s != seat]
        if hand[REVERSE]:
            segs.append((1, _FIXED, (Move(ACTION, REVERSE, larry=one_left),)))
            length += 1
        if hand[DRAW2]:
            segs.append((len(others), _TARGETS, (DRAW2, others, -1, one_left)))
            length += len(others)
        if hand[OPEN]:
            targets = [s for s in others if s not in game.marks]
            segs.append((len(targets), _TARGETS, (OPEN, targets, -1, one_left)))
            length += len(targets)
        if hand[GIFT] and size >= 3:
            for gift in range(KINDS):
                if hand[gift] >= (2 if gift == GIFT else 1):
                    segs.append((len(others), _TARGETS, (GIFT, others, gift, size == 3)))
                    length += len(others)
    return LegalMoves(segs, length)
