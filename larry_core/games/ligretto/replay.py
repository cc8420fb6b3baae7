"""The replay protocol of Würfel-Ligretto (docs/dice-protocol.md §1–§2, §6): a JSON document
in, a JSON result out; never raises for bad input."""

from __future__ import annotations

from collections import Counter
from typing import Any

from larry_core.games.dice import DiceDocument, read_document, replay, replay_output
from larry_core.games.documents import DocumentError, brief
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.engine import LgGame
from larry_core.games.ligretto.moves import parse_move
from larry_core.games.ligretto.rules import PER_COLOUR, LgRules, LgRulesError

GAME = "ligretto"
PLAYERS = (2, 4)
MAX_DRAWS = 100  # entries of `draws` (§1.2)


def read_game(doc: Any) -> tuple[LgGame, DiceDocument]:
    """The game a document starts and the document read (DocumentError if malformed)."""
    document = read_document(doc, game=GAME, players=PLAYERS, own_keys=frozenset({"draws"}),
                             start=False)
    try:
        rules = LgRules.from_dict(document.rules)
        counts = rules.dice_for(document.players)
    except (LgRulesError, TypeError) as exc:
        raise DocumentError(str(exc)) from None
    draws = _draws(document.extra.get("draws"), counts)
    game = LgGame(document.players, rules, document.seed, draws, dice=document.dice())
    return game, document


def _draws(value: Any, counts: tuple[int, ...]) -> list[list[list[str]]]:
    """The document's `draws` (§6.1), checked: per round one list of colour codes per seat,
    seat s's holding exactly its number of dice, at most 6 of each colour in all."""
    if value is None:
        return []
    players = len(counts)
    if not isinstance(value, list):
        raise DocumentError("draws must be a list with one entry per round")
    if len(value) > MAX_DRAWS:
        raise DocumentError(f"too many draws: {len(value):,} (the limit is {MAX_DRAWS})")
    for r, entry in enumerate(value):
        if not isinstance(entry, list) or len(entry) != players:
            raise DocumentError(f"draws[{r}] must list exactly {players} lists of colours, "
                                "one per seat")
        together: Counter[str] = Counter()
        for s, colours in enumerate(entry):
            if not isinstance(colours, list) or len(colours) != counts[s]:
                raise DocumentError(f"draws[{r}][{s}] must list exactly {counts[s]} colours "
                                    f"(seat {s}'s dice)")
            for colour in colours:
                if not isinstance(colour, str) or colour not in COLOURS:
                    raise DocumentError(f"draws[{r}][{s}] holds {brief(colour)}, not a colour "
                                        f"({' '.join(COLOURS)})")
            together.update(colours)
        over = [c for c in COLOURS if together[c] > PER_COLOUR]
        if over:
            raise DocumentError(f"draws[{r}] holds more than {PER_COLOUR} {over[0]} dice")
    return value


def replay_document(doc: Any) -> dict[str, Any]:
    """Apply a document's moves in order (protocol §2.3); malformed: the error document."""

    def read() -> dict[str, Any]:
        game, document = read_game(doc)
        return replay_output(game, document, parse_move, game.protocol_view)

    return replay(read)
