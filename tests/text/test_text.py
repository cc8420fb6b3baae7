"""The narrator, the catalogues and the renderer (larry_core.text)."""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

import larry_core.games.registry  # noqa: F401  (every game, and so its catalogue)
from larry_core.errors import REJECTION_CODES
from larry_core.games.larry.cards import CODES
from larry_core.games.larry.engine import Game
from larry_core.games.larry.moves import Move, catch
from larry_core.games.larry.narrator import ACTION_KEYS, DRAW_KEYS, SILENT, claimant, narrate
from larry_core.games.larry.rules import RuleSet
from larry_core.text import (
    MissingText,
    Msg,
    Renderer,
    TextFormatError,
    card_key,
    explain,
    has,
    locales,
    problem_key,
    render,
    set_strict,
    t,
)
from larry_core.text.catalog import LANGUAGES, Catalogue, catalogue_folders, source
from larry_core.text.render import (
    CARD_LIST_PARAMS,
    CARD_PARAMS,
    SCORE_PARAMS,
    SEAT_LIST_PARAMS,
    SEAT_PARAMS,
)

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ada", "Bo", "Cy", "Dee"]
EVENT_TYPES = ("placed", "action", "gift", "gift_card", "drew", "drawn_cards", "doubted",
               "revealed", "bust", "reversed", "marked", "larry_said", "larry_missed", "caught",
               "reshuffled", "went_out", "accepted", "round_over", "round_started", "game_over")
PRIVATE_KEYS = {"event-drawn-cards", "event-gift-card"}


@pytest.fixture(autouse=True)
def strict() -> Iterator[None]:
    """Any formatting error (a missing parameter) fails the test instead of being logged."""
    set_strict(True)
    yield
    set_strict(False)


# ------------------------------------------------------------- the catalogue files
def _messages(locale: str) -> dict[str, fl.Message]:
    resource = FluentParser().parse(source(locale))
    junk = [(e.content or "")[:60] for e in resource.body if isinstance(e, fl.Junk)]
    assert not junk, f"{locale}.ftl has unparsable entries: {junk}"
    return {e.id.name: e for e in resource.body if isinstance(e, fl.Message)}


def _variables(node: Any, messages: dict[str, fl.Message], seen: set[str] | None = None,
               ) -> set[str]:
    """Every $variable a message uses, through the messages it references."""
    done: set[str] = set() if seen is None else seen
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, node: fl.VariableReference) -> None:
            found.add(node.id.name)

        def visit_MessageReference(self, node: fl.MessageReference) -> None:
            name = node.id.name
            if name not in done and name in messages:
                done.add(name)
                found.update(_variables(messages[name], messages, done))

    Visitor().visit(node)
    return found


def _direct_variables(node: Any) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_VariableReference(self, node: fl.VariableReference) -> None:
            found.add(node.id.name)

    Visitor().visit(node)
    return found


EN = _messages("en")


def _catalogue_files(locale: str) -> list[tuple[str, Any]]:
    """The files `source(locale)` reads, in its order, each named by its package and part
    ("text/main" for larry_core/text/locales/<locale>.ftl, "larry/larry-discord", ...)."""
    main = catalogue_folders()[0]
    files: list[tuple[str, Any]] = [("text/main", main.joinpath(f"{locale}.ftl"))]
    for folder in catalogue_folders():
        package = Path(str(folder)).parent.name
        files += [(f"{package}/{p.name[:-len(f'.{locale}.ftl')]}", p)
                  for p in sorted((p for p in folder.iterdir()
                                   if p.name.endswith(f".{locale}.ftl")
                                   and p.name.count(".") == 2), key=lambda p: p.name)]
    return files


def _parts() -> dict[str, list[str]]:
    """Every English key, by the catalogue file that writes it (the last one, as in `EN`)."""
    owner: dict[str, str] = {}
    for part, path in _catalogue_files("en"):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        owner.update((e.id.name, part) for e in resource.body if isinstance(e, fl.Message))
    parts: dict[str, list[str]] = {}
    for key in sorted(EN):
        parts.setdefault(owner.get(key, "unattributed"), []).append(key)
    return parts


# The per-key checks run once per catalogue file (and language): each collects every key
# that fails, and the failure names each with why.
PARTS = _parts()


def bad_keys(keys: list[str], check: Callable[[str], Iterator[str]]) -> list[str]:
    """"key: why" for every reason `check` gives for a key, or the error it raised."""
    bad: list[str] = []
    for key in keys:
        try:
            bad += [f"{key}: {why}" for why in check(key)]
        except Exception as exc:  # a message that cannot be formatted is a bad key too
            bad.append(f"{key}: {type(exc).__name__}: {exc}")
    return bad


def bad_report(bad: list[str], where: str) -> str:
    return f"{len(bad)} bad in {where}:\n" + "\n".join(bad)


def test_every_catalogue_parses_and_english_comes_first() -> None:
    assert locales()[0] == "en"
    for locale in locales():
        assert _messages(locale)


def _sample(name: str, seat: int) -> Any:
    """A raw parameter value for a variable, by the naming conventions of en.ftl."""
    if name in SEAT_PARAMS:
        return seat
    if name in SEAT_LIST_PARAMS:
        return [0, seat, 3]
    if name in CARD_PARAMS:
        return "-2"
    if name in CARD_LIST_PARAMS:
        return ["3", "larry", "draw2"]
    if name in SCORE_PARAMS:
        return [2, -3, 0, -1]
    return {"direction": "ccw", "reason": "host_left", "correct": True, "marked": True,
            "replaced": False, "text": "abc", "name": "Ada", "points": "+2",
            "first": "A", "second": "B"}.get(name, 3)


def _raw_params(key: str, seat: int) -> dict[str, Any]:
    names = {v for v in _variables(EN[key], EN)
             if not re.search(r"_(you|count)$", v)}
    return {name: _sample(name, seat) for name in names}


def _formats_for_any_reader(key: str) -> Iterator[str]:
    for you in (None, 1):
        text = render(Msg(key, _raw_params(key, 1)), "en", NAMES, you)
        if not text or "{" in text or "None" in text:
            yield f"reader {you} reads {text!r}"
        plain = render(Msg(key, _raw_params(key, 1)), "en", NAMES, you, plain=True)
        if "**" in plain:
            yield f"reader {you}: bold marks in the plain text {plain!r}"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_message_formats_with_its_parameters_for_any_reader(part: str) -> None:
    bad = bad_keys(PARTS[part], _formats_for_any_reader)
    assert not bad, bad_report(bad, f"{part} (en)")


def _you_forms_missing(key: str) -> Iterator[str]:
    used = _direct_variables(EN[key])
    for seat_param in sorted(used & SEAT_PARAMS):
        if key == "event-revealed-sum" or key.startswith("event-revealed"):
            continue  # $responsible is passed along, not shown
        if f"{seat_param}_you" not in used:
            yield f"names ${seat_param} without a you form (${seat_param}_you)"


@pytest.mark.parametrize("part", sorted(PARTS))
def test_a_message_that_names_a_seat_has_its_you_form(part: str) -> None:
    bad = bad_keys(PARTS[part], _you_forms_missing)
    assert not bad, bad_report(bad, f"{part} (en)")


def test_every_key_used_in_code_is_in_the_english_catalogue() -> None:
    used: set[str] = set()
    for path in (ROOT / "larry_core").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                    and getattr(node.func, "id", getattr(node.func, "attr", "")) in
                    ("Msg", "t", "problem", "explain")):
                key = node.args[0].value
                used.add(problem_key(key) if getattr(node.func, "id", "") in
                         ("problem", "explain") else key)
    used |= set(DRAW_KEYS.values()) | set(ACTION_KEYS.values())
    used |= {card_key(code) for code in CODES}
    used |= {problem_key(code) for code in REJECTION_CODES}
    table_codes = set()
    for path in (ROOT / "larry_core").rglob("*.py"):
        table_codes |= set(re.findall(r'TableError\(\s*"(\w+)"', path.read_text("utf-8")))
    assert {"no_table", "channel_busy", "stale"} <= table_codes
    used |= {problem_key(code) for code in table_codes}
    assert "event-reshuffled" in used and "term-state" in used  # the scan finds literals
    missing = sorted(k for k in used if not has(k))
    assert not missing, f"keys used in code but not in en.ftl: {missing}"


def test_a_table_number_is_shown_as_its_digits_in_every_language() -> None:
    """Fluent groups a number's digits by locale; a table's number is a name, not an amount
    (a player copies it into /larry replay), so it must read 12345, never 12,345."""
    checked = 0
    for locale in locales():
        messages = _messages(locale)
        for key, message in messages.items():
            names = _variables(message, messages)
            if "table" not in names or key not in EN:
                continue
            params = {name: _sample(name, 1) for name in _variables(EN[key], EN)}
            params["table"] = 12345
            text = t(key, locale, **params)
            assert "12345" in text, (locale, key, text)
            checked += 1
    assert checked >= 3 * 20  # the titles, DMs, history and replay texts of both games
    assert "1234" in t("dc-table-title-over", "fr", table=1234)


def test_other_numbers_are_grouped_by_each_language_however_often_asked() -> None:
    """Numbers are formatted by Babel for the reader's language; the text of each number
    is remembered per language (`catalog._Int`), so asking in one language first must not
    change what another one reads, and asking again reads the same."""
    from babel.numbers import format_decimal as babel_decimal

    def format_decimal(value: int, locale: str) -> str:  # a negative one: with U+2212
        return str(babel_decimal(value, locale=locale)).replace("-", "\u2212")

    for value in (0, 7, -3, 1234, -1234567):
        for locale in (*LANGUAGES, *reversed(LANGUAGES)):
            text = t("error-table_full", locale, max=value)
            assert format_decimal(value, locale=locale) in text, (locale, value, text)
            assert t("error-not_enough_players", locale, min=value, max=value).count(
                format_decimal(value, locale=locale)) == 2
    assert "1.234" in t("error-table_full", "de", max=1234)
    assert "1,234" in t("error-table_full", "en", max=1234)


def test_a_message_compiled_on_its_own_reads_as_in_the_whole_catalogue() -> None:
    """`Catalogue`: a message compiled on first use (with what it refers to) formats every
    value as the whole language compiled at once does, errors included."""
    values = [0, 1, 3, -2, 1234, "Ada", "yes", "no", "one"]
    checked = 0
    for locale in LANGUAGES:
        alone, whole = Catalogue(locale), Catalogue(locale)
        whole.compile_all()
        messages = _messages(locale)
        for i, key in enumerate(sorted(messages)):
            if i % 5 or not alone.has_message(key):  # every fifth: a message takes ~3 ms
                continue
            names = sorted(_variables(messages[key], messages))
            for shift in range(3):
                params = {n: values[(j + shift * 2) % len(values)] for j, n in enumerate(names)}
                text, errors = alone.format(key, dict(params))
                expected, expected_errors = whole.format(key, dict(params))
                assert (text, list(map(repr, errors))) == (
                    expected, list(map(repr, expected_errors))), key
                checked += 1
    assert checked > 3 * 3 * 60
    assert not Catalogue("en").has_message("no-such-key")


def test_a_missing_key_is_a_clear_error_and_an_unknown_locale_falls_back() -> None:
    with pytest.raises(MissingText, match="no-such-key"):
        t("no-such-key")
    assert t("event-reshuffled", "xx") == t("event-reshuffled", "en")
    with pytest.raises(TextFormatError, match="event-round-over"):
        t("event-round-over", round=1)  # $scores missing


def _folder_messages(folder: Any, locale: str) -> dict[str, fl.Message]:
    files = [f for f in folder.iterdir() if f.name.endswith(f"{locale}.ftl")
             and f.name.count(".") <= 2]
    resource = FluentParser().parse("\n".join(f.read_text("utf-8") for f in files))
    return {e.id.name: e for e in resource.body if isinstance(e, fl.Message)}


@pytest.mark.parametrize("locale", LANGUAGES)
def test_larrys_texts_are_its_own_catalogue_and_the_platform_names_none_of_them(
        locale: str) -> None:
    """The platform's catalogue (larry_core/text/locales) holds what every game shares;
    Larry's texts are in its package, added when it is imported, and no platform message
    refers to one of them (it would read only while Larry is loaded)."""
    from importlib import resources

    from larry_core.text import catalogue_folders

    main, larry = catalogue_folders()[0], resources.files("larry_core.games.larry") / "locales"
    assert str(larry) in {str(f) for f in catalogue_folders()}
    platform, own = _folder_messages(main, locale), _folder_messages(larry, locale)
    assert {"card-larry", "event-placed", "illegal-bad_target", "term-state", "rules-text",
            "sim-games", "report-title", "review-step", "rules", "form-header",
            "dc-table-title", "cmd-larry-desc", "dc-pic-hand"} <= set(own)
    assert {"list-and", "change-cancelled", "error-no_table", "cmd-new", "btn-join",
            "dc-settings-title", "settings-unknown", "cli-description"} <= set(platform)
    assert not set(platform) & set(own)
    for key, message in platform.items():
        refs = _references_of(message)
        assert refs <= set(platform), (locale, key, sorted(refs - set(platform)))


def _references_of(node: Any) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_MessageReference(self, node: fl.MessageReference) -> None:
            found.add(node.id.name)

    Visitor().visit(node)
    return found


# ------------------------------------------------------------- refusals
PROBLEM_PARAMS: dict[str, dict[str, Any]] = {
    "not_your_turn": {"seat": 2}, "no_such_card": {"card": "larry"},
    "claim_over_limit": {"limit": 5}, "claim_out_of_range": {"lowest": -12},
    "claim_must_be_open_sum": {"claim": 9}, "nothing_to_catch": {"seat": 2},
    "corrupt": {"table": 12345, "reason": "moves", "group": "larry"},
    "channel_busy": {"game": "Larry", "group": "larry"}, "table_full": {"max": 8},
    "not_enough_players": {"min": 2, "max": 8},
}
TABLE_CODES = ("no_table", "corrupt", "channel_busy", "not_lobby", "already_seated",
               "table_full", "not_seated", "not_host", "not_enough_players", "stale",
               "not_playing", "over_at_start")


def _explained(code: str) -> Iterator[str]:
    text = explain(code, "en", names=NAMES, **PROBLEM_PARAMS.get(code, {}))
    if not (text[0].isupper() and text.endswith((".", "!"))):
        yield f"not a sentence: {text!r}"
    expected = f"illegal-{code}" if code in REJECTION_CODES else f"error-{code}"
    if problem_key(code) != expected:
        yield f"its key is {problem_key(code)!r}, not {expected!r}"


def test_every_refusal_code_is_explained_with_its_parameters() -> None:
    codes = sorted(REJECTION_CODES) + list(TABLE_CODES)
    bad = bad_keys(codes, _explained)
    assert not bad, bad_report(bad, "the refusal codes (en)")


def test_refusal_texts_carry_their_numbers() -> None:
    assert "5" in explain("claim_over_limit", limit=5)
    assert "Table #12345 " in explain("corrupt", table=12345, reason="record", group="larry")
    assert "unreadable" in explain("corrupt", table=1, reason="record", group="larry")
    assert "Cy is to move" in explain("not_your_turn", names=NAMES, seat=2)
    assert explain("no_such_card", card="draw2", plain=True) == "You hold no draw two."


def test_the_engine_keeps_its_own_messages_for_the_replay_protocol() -> None:
    from larry_core.errors import IllegalMove

    game = Game(3, seed=1, start=0)
    with pytest.raises(IllegalMove) as exc:
        game.apply(1, Move("doubt"))
    assert exc.value.message == "seat 0 is to move"


# ------------------------------------------------------------- the cog's sentences
# Keys built at run time from a code (a card, a direction, a call mode, a language).
DYNAMIC_KEYS = {"direction-": ("cw", "ccw"), "action-effect-": ("open", "draw2", "gift", "reverse"),
                "dc-call-": ("auto", "catch"), "language-": ("en", "de", "fr"),
                "cmd-choice-call-": ("auto", "catch"),
                "dc-sort-": ("rating", "wins", "games", "win_rate")}


def test_every_key_the_cog_uses_is_in_every_catalogue() -> None:
    """The Discord cog names its sentences by key (`t("key", loc)`, `cmd("key")`): each key
    exists in English, German and French, and so do the keys built from codes."""
    used: set[str] = set()
    for path in Path("cogs").rglob("*.py"):
        used |= set(re.findall(r'\b(?:t|cmd)\("([a-z0-9-]+)"', path.read_text("utf-8")))
    for prefix, codes in DYNAMIC_KEYS.items():
        used |= {prefix + code for code in codes}
    assert len(used) > 100
    for locale in ("en", "de", "fr"):
        missing = sorted(k for k in used if not has(k, locale))
        assert not missing, (locale, missing)


# ------------------------------------------------------------- narration of real games
def _random_games(count: int) -> Iterator[tuple[Game, list[list[dict[str, Any]]]]]:
    """Seeded random-legal games (sometimes forgetting "Larry", sometimes catching), with
    each move's events."""
    for seed in range(count):
        rules = RuleSet(rounds=2, larry_call="catch" if seed % 2 else "auto",
                        short_game=seed % 5 == 4)
        game = Game(2 + seed % 4, rules, seed=seed)
        rng = random.Random(seed)
        batches: list[list[dict[str, Any]]] = []
        while not game.over:
            if game.catchable is not None and rng.random() < 0.5:
                catcher = rng.choice([s for s in range(game.n) if s != game.catchable])
                batches.append(game.apply(catcher, catch(game.catchable)))
                continue
            seat = game.to_move
            assert seat is not None
            move = rng.choice(game.legal_moves(seat))
            if move.larry and rng.random() < 0.3:
                move = move._replace(larry=False)
            batches.append(game.apply(seat, move))
        yield game, batches


GAMES = list(_random_games(40))


def test_narration_of_real_games_renders_for_every_reader_and_covers_every_event() -> None:
    keys: set[str] = set()
    types: set[str] = set()
    for game, batches in GAMES:
        for batch in batches:
            types |= {ev["type"] for ev in batch}
            for viewer in (None, *range(game.n)):
                for msg in narrate(batch, viewer):
                    keys.add(msg.key)
                    text = render(msg, "en", NAMES[:game.n], viewer, plain=True)
                    assert text and "{" not in text and "None" not in text
    assert types == set(EVENT_TYPES)  # the games exercise every event type
    expected = {"event-" + k.replace("_", "-") for k in EVENT_TYPES} - {
        "event-action", "event-drew", "event-revealed", "event-placed", "event-larry-missed",
        *("event-" + s for s in SILENT)}
    expected |= set(DRAW_KEYS.values()) | set(ACTION_KEYS.values())
    expected |= {"event-placed", "event-placed-open", "event-larry-missed",
                 "event-larry-missed-catch", "event-revealed-sum", "event-revealed-larry",
                 "event-revealed-cancelled"}
    assert expected <= keys, sorted(expected - keys)


def _deep_values(value: Any) -> Iterator[Any]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _deep_values(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _deep_values(v)
    else:
        yield value


def test_private_events_reach_only_their_seats() -> None:
    for game, batches in GAMES:
        for batch in batches:
            for viewer in (None, *range(game.n)):
                for msg in narrate(batch, viewer):
                    if msg.key == "event-drawn-cards":
                        assert msg.params["seat"] == viewer
                    if msg.key == "event-gift-card":
                        assert viewer in (msg.params["seat"], msg.params["target"])
                # what a seat sees does not change when others' private events are removed
                mine = [ev for ev in batch if "to" not in ev or viewer in ev["to"]]
                assert narrate(batch, viewer) == narrate(mine, viewer)
            assert not PRIVATE_KEYS & {m.key for m in narrate(batch, None)}


def test_a_drawn_card_of_seat_1_is_in_no_message_for_the_public_or_seat_0() -> None:
    # a sentinel code (no real card has it), so other text cannot match it by accident
    batch = [{"type": "drew", "seat": 1, "count": 2, "reason": "doubt"},
             {"type": "drawn_cards", "seat": 1, "cards": ["SECRET", "SECRET2"], "to": (1,)},
             {"type": "gift_card", "seat": 1, "target": 2, "card": "SECRET3", "to": (1, 2)}]
    for viewer in (None, 0):
        values = [v for m in narrate(batch, viewer) for v in _deep_values(m.params)]
        assert not {"SECRET", "SECRET2", "SECRET3"} & set(values)
        assert [m.key for m in narrate(batch, viewer)] == ["event-drew-doubt"]
    seen = [v for m in narrate(batch, 1) for v in _deep_values(m.params)]
    assert {"SECRET", "SECRET2", "SECRET3"} <= set(seen)
    assert "SECRET3" in {v for m in narrate(batch, 2) for v in _deep_values(m.params)}
    assert "SECRET" not in {v for m in narrate(batch, 2) for v in _deep_values(m.params)}


# ------------------------------------------------------------- wording
def _say(events: list[dict[str, Any]], viewer: int | None = None,
         you: int | None = None) -> list[str]:
    return [render(m, "en", NAMES, you, plain=True) for m in narrate(events, viewer)]


def test_plurals() -> None:
    drew = {"type": "drew", "seat": 2, "reason": "doubt"}
    assert _say([{**drew, "count": 1}]) == ["Cy draws one card."]
    assert _say([{**drew, "count": 2}]) == ["Cy draws 2 cards."]
    assert _say([{**drew, "count": 0}]) == ["Cy draws no cards (the piles are empty)."]
    assert _say([{"type": "drawn_cards", "seat": 2, "cards": [], "to": (2,)}], 2, 2) == [
        "You drew no cards: the piles are empty."]
    assert _say([{"type": "game_over", "winners": [3, 1, 2]}]) == [
        "Game over! Dee, Bo and Cy win."]
    assert _say([{"type": "game_over", "winners": [3, 2]}]) == ["Game over! Dee and Cy win."]
    assert _say([{"type": "game_over", "winners": [3]}]) == ["Game over! Dee wins."]
    assert _say([{"type": "revealed", "cards": ["larry", "3"], "sum": 3, "larries": 1,
                  "correct": True, "claim": 6, "responsible": 0}])[0].endswith(
        "One Larry card is in the pile, so any claim is right: the claim of 6 stands.")
    assert "1 card," in t("term-seat", index=0, seat="Ada", seat_you="no", size=1,
                          points="+2", marked="false")


def test_you_forms() -> None:
    assert _say([{"type": "round_started", "round": 2, "start": 1}], you=1) == [
        "Round 2 begins with new hands; you start."]
    assert _say([{"type": "round_started", "round": 2, "start": 0}], you=1) == [
        "Round 2 begins with new hands; Ada starts."]
    assert _say([{"type": "game_over", "winners": [1, 3, 2]}], you=1) == [
        "Game over! Dee, Cy and you win."]
    assert _say([{"type": "game_over", "winners": [1]}], you=1) == ["Game over! You win."]
    assert _say([{"type": "action", "seat": 0, "card": "open", "target": 1}], you=1) == [
        "Ada plays open on you."]
    assert _say([{"type": "caught", "seat": 1, "by": 2}], you=1) == [
        "Cy caught you without a “Larry” call!"]
    assert _say([{"type": "placed", "seat": 1, "claim": 4}], you=1) == [
        "You place a card face down and say 4."]
    text = render(Msg("game-begins", {"players": 4, "start": 1}), names=NAMES, you=1)
    assert text == "The game begins with 4 players; you start."


def test_a_gift_reads_right_for_giver_receiver_and_public() -> None:
    batch = [{"type": "action", "seat": 1, "card": "gift", "target": 0},
             {"type": "gift", "seat": 1, "target": 0},
             {"type": "gift_card", "seat": 1, "target": 0, "card": "2", "to": (1, 0)}]
    assert _say(batch, 0, 0) == ["Bo plays gift and gives you a card.",
                                 "Bo gave you this card: 2."]
    assert _say(batch, 1, 1) == ["You play gift and give Ada a card.",
                                 "You gave Ada this card: 2."]
    assert _say(batch) == ["Bo plays gift and gives Ada a card."]
    every = " ".join(_say(batch, 0, 0) + _say(batch, 1, 1) + _say(batch))
    assert "You starts" not in every and "gives You" not in every and "Play open" not in every


def test_a_missed_larry_says_whether_anyone_may_catch() -> None:
    auto: list[dict[str, Any]] = [
        {"type": "larry_missed", "seat": 2}, {"type": "reshuffled"},
        {"type": "drew", "seat": 2, "count": 2, "reason": "larry"}]
    assert [m.key for m in narrate(auto, None)] == [
        "event-larry-missed", "event-reshuffled", "event-drew-larry"]
    assert [m.key for m in narrate(auto[:1], None)] == ["event-larry-missed-catch"]


def test_a_reveal_names_the_claim_from_the_event_itself() -> None:
    # issue 9: after a restart the narrator has seen no "placed": the reveal alone must
    # still name the claim ("The claim the claim was wrong" must be impossible)
    reveal = {"type": "revealed", "cards": ["3", "3", "-2"], "sum": 4, "larries": 0,
              "correct": False, "claim": 5, "responsible": 2}
    [msg] = narrate([reveal], None)
    assert msg.params["claim"] == 5
    text = render(msg, "en", NAMES)
    assert text == ("The pile is turned over: **3, 3, -2**. The sum is **4** and the claim "
                    "was **5**: **wrong**!")
    assert "the claim the claim" not in text.lower()
    for _game, batches in GAMES:
        for batch in batches:
            for m in narrate(batch, None):
                if m.key.startswith("event-revealed"):
                    assert isinstance(m.params["claim"], int)


def test_markdown_is_for_discord_and_plain_text_for_the_terminal() -> None:
    msg = Msg("event-placed", {"seat": 0, "claim": -3})
    assert render(msg, names=NAMES) == "Ada places a card face down and says **\u22123**."
    assert render(msg, names=NAMES, plain=True) == "Ada places a card face down and says \u22123."
    assert Renderer(names=["Ada"]).name(5) == "seat 5"


# ------------------------------------------------------------- the claimant
def test_the_claimant_is_who_placed_last_not_who_played_an_action() -> None:
    events = [{"type": "placed", "seat": 0, "claim": 4},
              {"type": "action", "seat": 1, "card": "draw2", "target": 2},
              {"type": "drew", "seat": 2, "count": 2, "reason": "draw2"}]
    assert claimant(events) == 0
    assert claimant([{"type": "doubted", "seat": 2}, {"type": "revealed", "cards": [],
                     "sum": 0, "larries": 0, "correct": True, "claim": 4,
                     "responsible": 1}], 0) is None
    assert claimant([{"type": "placed", "seat": 3, "claim": 9, "card": "7"},
                     {"type": "bust", "seat": 3}], 0) is None
    for game, batches in GAMES[:10]:
        current = None
        for batch in batches:
            current = claimant(batch, current)
        assert current is None or game.claim is not None
