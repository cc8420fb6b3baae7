"""One engine contract, checked on every registered game and on the test-only high card
(issue 52): seeded random playouts of each (a few seeds, a few player counts within its
bounds, its default rules), and on every step of them

- legal moves apply: every legal move of every seat that may act applies to a copy of the
  state, every such seat has one, and the game ends within `LIMIT` moves;
- copies are independent: applying a move to a copy changes neither the original's views
  nor its legal moves, and two copies (their random source included) give the same events;
- the move text round-trips: `parse` of a formatted move is that move, and a seat's
  request offers exactly its legal moves' texts (`Request.moves`: "every move this seat
  may make now");
- replays reproduce: the moves' text, parsed as the table service parses a stored log,
  replayed on a new state of the same players, stored rules and seed give the same events,
  views, scores and winners (Würfel-Ligretto, played by everybody at once, is one sequence
  of actions to its engine: its replay protocol and the table service replay that order,
  so its playouts interleave the seats at random, and a timed race of its AI racers is
  replayed too);
- views hide what they must: a seat's view holds its own hand and no other, and changing
  what a seat holds (or a hidden stock: the draw pile, the face-down cards) changes no
  other seat's view and not the public view; a private card's event is seen by its seats
  alone, and every other event is public;
- results in one shape: `results()` is a `Results` at every step, one int score and one
  place per seat, the places those of `finishing_order`, no winners while the game runs;
  at the end the game is over, nobody may act, and there are winners among the seats;
- one interface: each state class implements the seam (base.GameState) itself, and no kind
  defines a method of it (nothing forwards from the kind to the state).

Every failure names the game, the player count, the seed and the step.
"""

from __future__ import annotations

import dataclasses
import functools
import random
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from larry_core.games import registry
from larry_core.games.base import (
    SIMULTANEOUS,
    STATE_SEAM,
    Event,
    GameKind,
    GameState,
    Results,
    SimultaneousState,
    finishing_order,
)
from larry_core.games.grammar import split_seat
from larry_core.games.kakerlake import cards as kp_cards
from larry_core.games.larry import cards as larry_cards
from larry_core.games.ligretto.colours import COLOURS
from larry_core.games.ligretto.race import race
from tests.highcard import HIGHCARD

LIMIT = 5_000  # moves a random game must end within (a random Ligretto of 4 takes ~900)
SEEDS = (1, 2, 3)


def _kinds() -> list[GameKind]:
    """The registered games (as registered when this module is imported), then high card."""
    kinds = {kind.name: kind for kind in registry.GAMES.values()}
    kinds.setdefault(HIGHCARD.name, HIGHCARD)
    return list(kinds.values())


KINDS = _kinds()
NAMES = [kind.name for kind in KINDS]
BY_NAME = {kind.name: kind for kind in KINDS}


# ------------------------------------------------------------------ what each game hides
# A perturbation of a state: what was changed, the changed copy, the seats whose views may
# show the change, and the one field of their views that may differ.
Perturbation = tuple[str, Any, frozenset[int], str]


@dataclass(frozen=True)
class Secrets:
    """What a game keeps from whom, read from its views and events modules.

    `hand(state, seat)`: what the seat's view must show as its `hand`, read from the state
    itself. `private`: whether a seat's hand is hidden from the others. `perturb(state)`:
    copies of the state with one hidden thing changed (a seat's card, the stock), each
    with the seats that may see the change. `events`: the types of event that name a private
    card, each with the seats it is meant for (read from the event's own fields)."""

    hand: Callable[[Any, int], tuple[Any, ...]]
    private: bool = False
    perturb: Callable[[Any], Iterator[Perturbation]] = lambda state: iter(())
    events: Mapping[str, Callable[[Event], set[int]]] = field(default_factory=dict)


def _other_kind(counts: Sequence[int], kinds: int) -> Iterator[tuple[int, int]]:
    """For a count list, its first held kind and another kind to replace one card of it."""
    held = next((k for k, c in enumerate(counts) if c), None)
    if held is not None:
        yield held, (held + 1) % kinds


def _larry_perturb(state: Any) -> Iterator[Perturbation]:
    for seat in range(state.n):
        for held, other in _other_kind(state.hands[seat], larry_cards.KINDS):
            new = state.copy()
            new.hands[seat][held] -= 1
            new.hands[seat][other] += 1
            yield f"one card of seat {seat}'s hand", new, frozenset({seat}), "hand"
    if state.draw:
        new = state.copy()
        new.draw[-1] = (new.draw[-1] + 1) % larry_cards.KINDS
        yield "a card of the draw pile", new, frozenset(), "hand"
    down = [i for i, up in enumerate(state.pile_up) if not up]
    if down:
        new = state.copy()
        new.pile[down[0]] = (new.pile[down[0]] + 1) % larry_cards.KINDS
        yield "a face-down card of the pile", new, frozenset(), "hand"


def _kakerlake_perturb(state: Any) -> Iterator[Perturbation]:
    for seat in range(state.n):
        for held, other in _other_kind(state.hands[seat], kp_cards.KINDS):
            new = state.copy()
            new.hands[seat][held] -= 1
            new.hands[seat][other] += 1
            yield f"one card of seat {seat}'s hand", new, frozenset({seat}), "hand"
    if state.offer is not None:
        new = state.copy()
        new.offer = dataclasses.replace(new.offer, card=(new.offer.card + 1) % kp_cards.KINDS,
                                        seen=set(new.offer.seen))
        yield "the card on offer", new, frozenset(state.offer.seen), "offer_card"
    if len(state.penalty) > 1:  # penalty[0] lies face up
        new = state.copy()
        new.penalty[1] = (new.penalty[1] + 1) % kp_cards.KINDS
        yield "a face-down card of the penalty pile", new, frozenset(), "hand"


def _highcard_perturb(state: Any) -> Iterator[Perturbation]:
    if state.over:
        return
    for seat in range(state.n):
        if state.shown[seat] is None:  # a revealed card is public
            new = state.copy()
            new.cards[seat] = new.cards[seat] % 13 + 1
            yield f"seat {seat}'s card", new, frozenset({seat}), "hand"
    if state.deck:
        new = state.copy()
        new.deck[-1] = new.deck[-1] % 13 + 1
        yield "the next card of the deck", new, frozenset(), "hand"


def _nothing(state: Any, seat: int) -> tuple[Any, ...]:
    return ()


SECRETS: dict[str, Secrets] = {
    # larry/events.py: an event with a "to" key is private (drawn cards, a gift's card)
    "larry": Secrets(
        hand=lambda state, seat: tuple(larry_cards.hand_codes(state.hands[seat])),
        private=True, perturb=_larry_perturb,
        events={"drawn_cards": lambda ev: {ev["seat"]},
                "gift_card": lambda ev: {ev["seat"], ev["target"]}}),
    # kakerlake/events.py: card_seen tells the offerer or a passer the card on offer
    "kakerlakenpoker": Secrets(
        hand=lambda state, seat: tuple(kp_cards.codes(state.hands[seat])),
        private=True, perturb=_kakerlake_perturb,
        events={"card_seen": lambda ev: {ev["seat"]}}),
    # tests/highcard: a "dealt" card is its owner's alone
    "highcard": Secrets(
        hand=lambda state, seat: () if state.over else (state.cards[seat],),
        private=True, perturb=_highcard_perturb,
        events={"dealt": lambda ev: {ev["seat"]}}),
    # dice games: nothing is hidden (docs/dice-protocol.md §2.3)
    "kniffel": Secrets(hand=_nothing),
    "vabanque": Secrets(hand=_nothing),
    "wuerfelpoker": Secrets(hand=_nothing),
    # ligretto/views.py: a seat's hand is its remaining dice, which everybody sees too
    "ligretto": Secrets(
        hand=lambda state, seat: tuple((COLOURS[c], v) for c, v in state.cups[seat])),
}
# Names of fields that would hold what a seat holds: none may be in a public view of a game
# with private hands (at any depth of its dataclasses).
HAND_FIELDS = frozenset({"hand", "hands", "deck", "offer_card"})


def secrets(kind: GameKind) -> Secrets:
    spec = SECRETS.get(kind.name)
    assert spec is not None, (f"{kind.name}: no contract of what it hides; add its Secrets to "
                              "tests/engines/test_engine_contract.py")
    return spec


# ------------------------------------------------------------------------- playouts
@dataclass(frozen=True)
class Case:
    kind: GameKind
    players: int
    seed: int

    def at(self, step: int | str) -> str:
        return f"{self.kind.name}, {self.players} players, seed {self.seed}, step {step}"


@dataclass
class Playout:
    """One random game: `states[i]` a copy of the state before step i (the last one: the
    end), `publics[i]` its public view taken then; step i is `seats[i]` playing `moves[i]`,
    which gave `events[i]`."""

    case: Case
    rules: Any
    states: list[Any] = field(default_factory=list)
    publics: list[Any] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)
    moves: list[Any] = field(default_factory=list)
    events: list[list[Event]] = field(default_factory=list)

    @property
    def steps(self) -> range:
        return range(len(self.moves))


def default_rules(kind: GameKind) -> Any:
    return kind.rules({o.name: o.default for o in kind.options})


def player_counts(kind: GameKind) -> list[int]:
    return sorted({kind.min_players, (kind.min_players + kind.max_players) // 2,
                   kind.max_players})


def play(case: Case) -> Playout:
    """A random game: at each step a random seat of those that may act plays a random legal
    move, until nobody may act or `LIMIT` moves were made."""
    kind = case.kind
    out = Playout(case, default_rules(kind))
    state = kind.new(case.players, out.rules, case.seed)
    rng = random.Random(f"{kind.name}/{case.players}/{case.seed}")
    while True:
        out.states.append(state.copy())
        out.publics.append(state.public_view())
        actors = state.actors()
        if not actors or len(out.moves) >= LIMIT:
            return out
        seat = rng.choice(actors)
        legal = list(state.legal_moves(seat))
        assert legal, f"{case.at(len(out.moves))}: seat {seat} may act but has no legal move"
        move = rng.choice(legal)
        out.seats.append(seat)
        out.moves.append(move)
        try:
            out.events.append(state.apply(seat, move))
        except Exception as exc:
            pytest.fail(f"{case.at(len(out.moves) - 1)}: seat {seat}'s legal move "
                        f"{kind.format(seat, move)!r} does not apply: {exc!r}")


@functools.cache
def playouts(name: str) -> list[Playout]:
    kind = BY_NAME[name]
    return [play(Case(kind, players, seed))
            for players in player_counts(kind) for seed in SEEDS]


def body_of(kind: GameKind, seat: int, move: Any, where: str) -> str:
    """The move's text without its seat prefix (`format` promises "<seat>: <body>")."""
    text = kind.format(seat, move)
    prefix = f"{seat}: "
    assert text.startswith(prefix), f"{where}: {text!r} does not start with {prefix!r}"
    return text[len(prefix):]


def field_names(obj: Any, depth: int = 0) -> set[str]:
    """Every field name of a dataclass and of the dataclasses within it."""
    if depth > 6:
        return set()
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        names = set()
        for f in dataclasses.fields(obj):
            names.add(f.name)
            names |= field_names(getattr(obj, f.name), depth + 1)
        return names
    if isinstance(obj, (tuple, list)):
        return set().union(*(field_names(item, depth + 1) for item in obj))
    return set()


# ---------------------------------------------------------------------------- tests
@pytest.mark.parametrize("name", NAMES)
def test_legal_moves_apply_and_the_game_ends(name: str) -> None:
    kind = BY_NAME[name]
    for game in playouts(name):
        case, end = game.case, len(game.moves)
        assert game.states[-1].over and not game.states[-1].actors(), \
            f"{case.at(end)}: a random game has not ended within {LIMIT} moves"
        for i, state in enumerate(game.states):
            for seat in state.actors():
                legal = list(state.legal_moves(seat))
                assert legal, f"{case.at(i)}: seat {seat} may act but has no legal move"
                for move in legal:
                    try:
                        state.copy().apply(seat, move)
                    except Exception as exc:
                        pytest.fail(f"{case.at(i)}: seat {seat}'s legal move "
                                    f"{kind.format(seat, move)!r} does not apply: {exc!r}")


def snapshot(state: Any) -> tuple[Any, ...]:
    """What may not change of a state when a copy of it is played on."""
    seats = range(state.public_view().players)
    return (state.public_view(), tuple(state.seat_view(s) for s in seats),
            tuple(state.actors()), tuple(tuple(state.legal_moves(s)) for s in seats))


@pytest.mark.parametrize("name", NAMES)
def test_copies_are_independent(name: str) -> None:
    kind = BY_NAME[name]
    for game in playouts(name):
        case = game.case
        for i in game.steps:
            state, seat, move = game.states[i], game.seats[i], game.moves[i]
            text = kind.format(seat, move)
            assert state.public_view() == game.publics[i], \
                f"{case.at(i)}: a copy changed when its original was played on"
            before = snapshot(state)
            one = state.copy()
            events = one.apply(seat, move)
            assert snapshot(state) == before, \
                f"{case.at(i)}: {text!r} applied to a copy changed the original"
            after_one = one.public_view()
            two = state.copy()
            assert two.apply(seat, move) == events == game.events[i], \
                (f"{case.at(i)}: {text!r} gives other events on another copy of the same "
                 "state (a shared or uncopied random source?)")
            assert one.public_view() == after_one, \
                f"{case.at(i)}: {text!r} applied to one copy changed a sibling copy"
            assert after_one == two.public_view() == game.publics[i + 1], \
                f"{case.at(i)}: {text!r} leaves two copies of the same state different"


@pytest.mark.parametrize("name", NAMES)
def test_the_move_text_round_trips(name: str) -> None:
    kind = BY_NAME[name]
    for game in playouts(name):
        case = game.case
        for i, state in enumerate(game.states):
            actors = set(state.actors())
            for seat in range(case.players):
                where = f"{case.at(i)}, seat {seat}"
                legal = list(state.legal_moves(seat))
                bodies = []
                for move in legal:
                    body = body_of(kind, seat, move, where)
                    try:
                        parsed = kind.parse(body)
                    except Exception as exc:
                        pytest.fail(f"{where}: the legal move {body!r} does not parse: {exc!r}")
                    assert parsed == move, \
                        f"{where}: {body!r} parses to {parsed!r}, not to the move {move!r}"
                    bodies.append(body)
                request = state.request(seat)
                assert request.seat == seat, f"{where}: the request is seat {request.seat}'s"
                offered = request.moves()
                assert set(offered) == set(bodies), (
                    f"{where}: the request's moves are not the legal moves: offered only "
                    f"{sorted(set(offered) - set(bodies))}, legal only "
                    f"{sorted(set(bodies) - set(offered))}")
                if seat not in actors:
                    assert not legal and not offered, \
                        f"{where}: a seat that may not act has moves {bodies or offered}"


@pytest.mark.parametrize("name", NAMES)
def test_replays_reproduce(name: str) -> None:
    """As the table service rebuilds a table: its stored rules, its seed, and each stored
    move line split at the seat and parsed."""
    kind = BY_NAME[name]
    for game in playouts(name):
        case = game.case
        log = [kind.format(seat, move) for seat, move in zip(game.seats, game.moves,
                                                               strict=True)]
        replay(kind, case, game.rules, log, game.publics, game.events, game.states[-1])


def replay(kind: GameKind, case: Case, rules: Any, log: Sequence[str],
           publics: Sequence[Any] | None, events: Sequence[list[Event]] | None,
           end: Any) -> None:
    """Replay `log` on a new state of the case's players and seed, the rules as stored;
    compare each step's events and public view (where given) and the end."""
    stored = kind.rules_from_dict(rules.to_dict())
    state = kind.new(case.players, stored, case.seed)
    if publics is not None:
        assert state.public_view() == publics[0], f"{case.at(0)}: another deal"
    for i, line in enumerate(log):
        seat, body = split_seat(line, case.players)
        try:
            got = state.apply(seat, kind.parse(body))
        except Exception as exc:
            pytest.fail(f"{case.at(i)}: the replayed move {line!r} is refused: {exc!r}")
        if events is not None:
            assert got == events[i], f"{case.at(i)}: the replay of {line!r} gives other events"
        if publics is not None:
            assert state.public_view() == publics[i + 1], \
                f"{case.at(i)}: the replay of {line!r} gives another public view"
    where = case.at(f"{len(log)} (the end)")
    assert state.over == end.over, f"{where}: the replay's end differs"
    assert state.public_view() == end.public_view(), \
        f"{where}: the replay's public view differs"
    assert state.results() == end.results(), f"{where}: the replay's results differ"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_timed_ligretto_race_replays(players: int) -> None:
    """Würfel-Ligretto's AI racers act by their reaction times (`ligretto.race`); what the
    table stores is the order their actions reached the engine, and that order replays."""
    kind = BY_NAME["ligretto"]
    rules = default_rules(kind)
    run = race(["normal", "fast", "slow", "random"][:players], seed=players, rules=rules)
    replay(kind, Case(kind, players, players), rules, run.moves, None, None, run.game)


@pytest.mark.parametrize("name", NAMES)
def test_views_hide_what_they_must(name: str) -> None:
    kind = BY_NAME[name]
    spec = secrets(kind)
    for game in playouts(name):
        case = game.case
        for i, state in enumerate(game.states):
            public = state.public_view()
            views: list[Any] = [state.seat_view(seat) for seat in range(case.players)]
            for seat, view in enumerate(views):
                where = f"{case.at(i)}, seat {seat}"
                assert view.seat == seat, f"{where}: the view is seat {view.seat}'s"
                assert view.public == public, f"{where}: the view's public part differs"
                assert tuple(view.hand) == spec.hand(state, seat), \
                    (f"{where}: the view's hand {tuple(view.hand)} is not what the seat holds, "
                     f"{spec.hand(state, seat)}")
            if not spec.private:
                continue
            leaks = field_names(public) & HAND_FIELDS
            assert not leaks, f"{case.at(i)}: the public view has a field for a hand: {leaks}"
            for what, changed, seers, shown in spec.perturb(state):
                where = f"{case.at(i)}, {what} changed"
                assert changed.public_view() == public, \
                    f"{where}: the public view shows it"
                for seat, view in enumerate(views):
                    now: Any = changed.seat_view(seat)
                    if seat not in seers:
                        assert now == view, f"{where}: seat {seat}'s view shows it"
                        continue
                    assert now != view, f"{where}: seat {seat}'s own view does not show it"
                    assert dataclasses.replace(now, **{shown: getattr(view, shown)}) == view, \
                        f"{where}: seat {seat}'s view changes beyond its {shown}"


@pytest.mark.parametrize("name", NAMES)
def test_private_cards_reach_their_seats_alone(name: str) -> None:
    kind = BY_NAME[name]
    private = secrets(kind).events
    met: Counter[str] = Counter()
    for game in playouts(name):
        case = game.case
        seats = range(case.players)
        for i, events in enumerate(game.events):
            for ev in events:
                where = f"{case.at(i)}, event {dict(ev)}"
                assert isinstance(ev, Mapping) and isinstance(ev.get("type"), str), \
                    f"{where}: an event is a mapping with a type"
                owners_of = private.get(ev["type"])
                if owners_of is None:
                    assert kind.visible(ev, None), f"{where}: a public event is hidden"
                    assert all(kind.visible(ev, s) for s in seats), \
                        f"{where}: a public event is hidden from a seat"
                    continue
                met[ev["type"]] += 1
                owners = owners_of(ev)
                assert not kind.visible(ev, None), f"{where}: the public sees a private card"
                for s in seats:
                    assert kind.visible(ev, s) == (s in owners), \
                        f"{where}: seat {s} {'does not see' if s in owners else 'sees'} it"
    assert set(met) == set(private), \
        f"{name}: the playouts never showed a {sorted(set(private) - set(met))} event"


def check_results(results: Any, players: int, over: bool, where: str) -> None:
    """`results()` in its one shape: a `Results` with one int score and one place per seat,
    the winners some of the seats (none while the game runs, some at its end), the places
    those of `finishing_order` (winners first, then the higher score, ties shared)."""
    assert isinstance(results, Results), f"{where}: results() is a {type(results).__name__}"
    scores, winners, places = results.scores, results.winners, results.places
    assert len(scores) == players and all(type(s) is int for s in scores), \
        f"{where}: scores {scores} are not one int per seat"
    assert len(set(winners)) == len(winners) and set(winners) <= set(range(players)), \
        f"{where}: winners {winners} are not some of the seats"
    assert bool(winners) == over, \
        f"{where}: winners {winners} {'at the end' if over else 'while the game runs'}"
    assert len(places) == players, f"{where}: {len(places)} places"
    assert sorted((p, s) for s, p in enumerate(places)) == finishing_order(scores, winners), \
        f"{where}: places {places} are not the finishing order of {scores}, {winners}"
    assert results.standings() == finishing_order(scores, winners), \
        f"{where}: the standings are not the finishing order"
    for seat in winners:
        assert places[seat] == 1, f"{where}: winner {seat} is placed {places[seat]}"
    for seat, score in enumerate(scores):
        ahead = [s for s in range(players) if (s in winners, scores[s]) > (seat in winners, score)]
        assert places[seat] == len(ahead) + 1, \
            f"{where}: seat {seat} is placed {places[seat]} with {len(ahead)} seats ahead"


@pytest.mark.parametrize("name", NAMES)
def test_results_have_one_shape(name: str) -> None:
    for game in playouts(name):
        case = game.case
        for i, state in enumerate(game.states[:-1]):
            assert not state.over, f"{case.at(i)}: over while seats may still act"
            check_results(state.results(), case.players, False, case.at(i))
            assert list(state.public_view().scores) == list(state.results().scores), \
                f"{case.at(i)}: the public view's scores are not the results' running scores"
        end = game.states[-1]
        where = case.at(f"{len(game.moves)} (the end)")
        assert end.over, f"{where}: not over"
        assert end.actors() == [] and end.turn() is None, \
            f"{where}: seats {end.actors()} may still act, the turn is {end.turn()}"
        results = end.results()
        check_results(results, case.players, True, where)
        public = end.public_view()
        assert list(public.scores) == list(results.scores), \
            f"{where}: the public view's scores differ"
        assert sorted(public.winners or ()) == sorted(results.winners), \
            f"{where}: the public view's winners differ"


# ------------------------------------------------------------ one interface per game
def _state_classes() -> dict[str, type]:
    return {kind.name: type(kind.new(kind.min_players, default_rules(kind), 1))
            for kind in KINDS}


@pytest.mark.parametrize("name", NAMES)
def test_the_kind_forwards_nothing_to_the_state(name: str) -> None:
    """A game's kind is its metadata and factories (base.GameKind): it defines no method of
    the state seam, neither on its class nor on the instance."""
    kind = BY_NAME[name]
    forwarding = sorted(m for m in STATE_SEAM
                        if any(m in vars(cls) for cls in type(kind).__mro__ if cls is not object)
                        or m in getattr(kind, "__dict__", {}))
    assert not forwarding, \
        f"{name}: its kind {type(kind).__name__} defines {forwarding} of the state seam"
    for extra in ("scores", "winners", "round_of"):  # the kind's forwarders before issue 52
        assert not hasattr(kind, extra), f"{name}: its kind still has {extra}"


@pytest.mark.parametrize("name", NAMES)
def test_the_state_implements_the_seam(name: str) -> None:
    """Every method of base.GameState is the state class's own (`over` an attribute or a
    property), and a simultaneous game's state has its `round`."""
    kind, cls = BY_NAME[name], _state_classes()[name]
    state = kind.new(kind.min_players, default_rules(kind), 1)
    missing = [m for m in STATE_SEAM if m != "over" and not callable(getattr(cls, m, None))]
    assert not missing, f"{name}: {cls.__name__} lacks {missing}"
    assert isinstance(state.over, bool), f"{name}: {cls.__name__}.over is not a bool"
    for attr in ("n", "seed", "moves_applied"):
        assert isinstance(getattr(state, attr, None), int), f"{name}: no int {attr}"
    assert isinstance(state, GameState), f"{name}: {cls.__name__} is not a GameState"
    if getattr(kind, SIMULTANEOUS, False):
        assert isinstance(state, SimultaneousState) and isinstance(state.round, int), \
            f"{name}: a simultaneous game's state has no round"
        assert state.turn() is None, f"{name}: a simultaneous game has a turn"


def test_the_seam_check_catches_a_forwarding_kind() -> None:
    """The check above fails for a kind that forwards to its state (it can fail)."""

    class Forwarding(type(HIGHCARD)):  # type: ignore[misc]
        def over(self, state: Any) -> bool:
            return bool(state.over)

    kind = Forwarding()
    BY_NAME["forwarding"] = kind
    try:
        with pytest.raises(AssertionError, match=r"defines \['over'\]"):
            test_the_kind_forwards_nothing_to_the_state("forwarding")
    finally:
        del BY_NAME["forwarding"]
