"""The German and French catalogues (issue 12): complete, same placeholders, right plurals,
the game's own words from the printed manual, and real narration with no English fallback."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from babel import Locale
from fluent.syntax import ast as fl
from fluent.syntax.visitor import Visitor as FluentVisitor

import larry_core.games.registry  # noqa: F401  (every game, and so its catalogue)
from larry_core.games.larry.cards import CODES
from larry_core.games.larry.narrator import narrate
from larry_core.text import (
    Msg,
    card_key,
    decimal,
    has,
    locales,
    percent,
    render,
    set_strict,
    t,
)
from larry_core.text.catalog import de
from tests.text.test_text import (
    EN,
    GAMES,
    NAMES,
    PARTS,
    _direct_variables,
    _messages,
    _raw_params,
    bad_keys,
    bad_report,
)

TRANSLATED = ("de", "fr")
LANGS = ("en", *TRANSLATED)
# CLDR plural categories Fluent selects on, per language (besides exact numbers like [0])
PLURAL_CATEGORIES = {"en": {"one", "other"}, "de": {"one", "other"},
                     "fr": {"one", "many", "other"}}
CATALOGUES = {locale: _messages(locale) for locale in ("en", *TRANSLATED)}
# English words that must not appear in German or French narration (names are Ada, Bo, ...)
ENGLISH = re.compile(r"\b(the|you|your|draws?|cards?|places|plays|doubts|claim|round|"
                     r"wins?|accepts|turned|over|clockwise|reverse|gift|open)\b", re.I)


@pytest.fixture(autouse=True)
def strict() -> Iterator[None]:
    """Any formatting error (a missing parameter) fails the test instead of being logged."""
    set_strict(True)
    yield
    set_strict(False)


def _selectors(node: Any) -> dict[str, set[str]]:
    """The variables a message selects on, each with the keys of its variants."""
    found: dict[str, set[str]] = {}

    class Visitor(FluentVisitor):
        def visit_SelectExpression(self, node: fl.SelectExpression) -> None:
            if isinstance(node.selector, fl.VariableReference):
                keys = found.setdefault(node.selector.id.name, set())
                for variant in node.variants:
                    key = variant.key
                    keys.add(key.name if isinstance(key, fl.Identifier) else key.value)
            self.generic_visit(node)

    Visitor().visit(node)
    return found


def _references(node: Any) -> set[str]:
    found: set[str] = set()

    class Visitor(FluentVisitor):
        def visit_MessageReference(self, node: fl.MessageReference) -> None:
            found.add(node.id.name)

    Visitor().visit(node)
    return found


def _plural_selector(keys: set[str]) -> bool:
    return bool(keys & {"one", "many", "other"}) or any(k.isdigit() for k in keys)


# ------------------------------------------------------------- completeness
def test_german_and_french_catalogues_are_installed() -> None:
    assert set(TRANSLATED) <= set(locales())
    assert locales()[0] == "en"


@pytest.mark.parametrize("locale", TRANSLATED)
def test_every_english_key_is_translated_and_nothing_else(locale: str) -> None:
    messages = CATALOGUES[locale]
    assert sorted(set(EN) - set(messages)) == [], f"missing in {locale}.ftl"
    assert sorted(set(messages) - set(EN)) == [], f"{locale}.ftl has keys en.ftl lacks"
    for key in EN:
        assert has(key, locale)


def _placeholders_differ(locale: str, key: str) -> Iterator[str]:
    en, other = EN[key], CATALOGUES[locale].get(key)
    if other is None:
        yield f"missing in {locale}"
        return
    if _direct_variables(other) != _direct_variables(en):
        yield (f"variables {sorted(_direct_variables(other))}, "
               f"English has {sorted(_direct_variables(en))}")
    if _references(other) != _references(en):
        yield f"references {sorted(_references(other))}, English has {sorted(_references(en))}"
    en_sel, sel = _selectors(en), _selectors(other)
    if set(sel) != set(en_sel):
        yield f"selects on {sorted(sel)}, English on {sorted(en_sel)}"
    for name, keys in sorted(sel.items()):
        if name not in en_sel:
            continue  # told above
        if _plural_selector(en_sel[name]):
            # plural variants: the language's own CLDR categories, exact numbers kept
            words = {k for k in keys if not k.isdigit()}
            if not (words <= PLURAL_CATEGORIES[locale] and "other" in words):
                yield (f"${name} plural variants {sorted(words)}: not within "
                       f"{sorted(PLURAL_CATEGORIES[locale])} with [other]")
            numbers = {k for k in keys if k.isdigit()}
            en_numbers = {k for k in en_sel[name] if k.isdigit()}
            if numbers != en_numbers:
                yield f"${name} exact numbers {sorted(numbers)}, English {sorted(en_numbers)}"
        elif keys != en_sel[name]:
            yield f"${name} variants {sorted(keys)}, English {sorted(en_sel[name])}"


@pytest.mark.parametrize("locale", TRANSLATED)
@pytest.mark.parametrize("part", sorted(PARTS))
def test_same_variables_selectors_and_references(locale: str, part: str) -> None:
    bad = bad_keys(PARTS[part], lambda key: _placeholders_differ(locale, key))
    assert not bad, bad_report(bad, f"{part} ({locale})")


def _markup(text: str) -> tuple[int, int]:
    return text.count("**"), text.count("`")


@pytest.mark.parametrize("locale", TRANSLATED)
def test_discord_markdown_is_kept_where_english_has_it(locale: str) -> None:
    from fluent.syntax import FluentSerializer

    serialize = FluentSerializer().serialize_entry
    differ = [key for key in EN
              if _markup(serialize(CATALOGUES[locale][key])) != _markup(serialize(EN[key]))]
    assert not differ, f"{locale}: bold/code marks differ from en.ftl in {differ}"


def test_french_typography_uses_non_breaking_spaces() -> None:
    body = [line for line in (CATALOGUES["fr"][k] for k in EN)]
    from fluent.syntax import FluentSerializer

    text = "".join(FluentSerializer().serialize_entry(m) for m in body)
    assert not re.search(r" [:;!?»]|« ", text), "a plain space before French punctuation"


# ------------------------------------------------------------- formatting
def _formats_in(locale: str, key: str) -> Iterator[str]:
    for you in (None, 1, 2):
        for seat in (1, 2):
            msg = Msg(key, _raw_params(key, seat))
            text = render(msg, locale, NAMES, you)
            if not text or "{" in text or "None" in text:
                yield f"reader {you}, seat {seat} reads {text!r}"
            plain = render(msg, locale, NAMES, you, plain=True)
            if "**" in plain or "`" in plain.replace("'", ""):
                yield f"reader {you}, seat {seat}: markdown in the plain text {plain!r}"


@pytest.mark.parametrize("locale", TRANSLATED)
@pytest.mark.parametrize("part", sorted(PARTS))
def test_every_message_formats_in_every_language(locale: str, part: str) -> None:
    bad = bad_keys(PARTS[part], lambda key: _formats_in(locale, key))
    assert not bad, bad_report(bad, f"{part} ({locale})")


@pytest.mark.parametrize("locale", TRANSLATED)
def test_counts_and_seats_format_for_many_values(locale: str) -> None:
    for count in (0, 1, 2, 3, 7, 12, 1_000_000):
        for reason in ("doubt", "bust", "draw2", "larry", "caught", "check"):
            text = render(Msg(f"event-drew-{reason}", {"seat": 1, "count": count}), locale,
                          NAMES)
            assert "Bo" in text
        assert t("term-seat", locale, index=0, seat="Ada", seat_you="no", size=count,
                 points="+2", marked="false")


# ------------------------------------------------------------- plurals
def _say(locale: str, events: list[dict[str, Any]], viewer: int | None = None,
         you: int | None = None) -> list[str]:
    """Plain text; French non-breaking spaces read as spaces here."""
    return [_spaces(render(m, locale, NAMES, you, plain=True))
            for m in narrate(events, viewer)]


def _spaces(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _seat_line(locale: str, size: int) -> str:
    return _spaces(t("term-seat", locale, index=0, seat="Ada", seat_you="no", size=size,
                     points="+2", marked="false"))


def test_german_plurals() -> None:
    drew = {"type": "drew", "seat": 2, "reason": "doubt"}
    assert _say("de", [{**drew, "count": 1}]) == ["Cy zieht eine Karte."]
    assert _say("de", [{**drew, "count": 2}]) == ["Cy zieht 2 Karten."]
    assert _say("de", [{**drew, "count": 0}]) == ["Cy zieht keine Karten (die Stapel sind leer)."]
    assert "1 Karte," in _seat_line("de", 1)
    assert "2 Karten," in _seat_line("de", 2)
    assert "0 Karten," in _seat_line("de", 0)
    reveal = {"type": "revealed", "cards": ["larry", "3"], "sum": 3, "larries": 1,
              "correct": True, "claim": 6, "responsible": 0}
    assert "Eine Ätsch-Karte liegt im Stapel" in _say("de", [reveal])[0]
    assert "3 Ätsch-Karten liegen im Stapel" in _say("de", [{**reveal, "larries": 3}])[0]
    assert _say("de", [{"type": "game_over", "winners": [3]}]) == ["Spielende! Dee gewinnt."]
    assert _say("de", [{"type": "game_over", "winners": [3, 2]}]) == [
        "Spielende! Dee und Cy gewinnen."]
    assert _say("de", [{"type": "game_over", "winners": [3, 1]}], you=1) == [
        "Spielende! Dee und du gewinnt."]
    assert _say("de", [{"type": "game_over", "winners": [1]}], you=1) == [
        "Spielende! Du gewinnst."]


def test_french_plurals_one_covers_zero_and_one() -> None:
    drew = {"type": "drew", "seat": 2, "reason": "doubt"}
    assert _say("fr", [{**drew, "count": 1}]) == ["Cy prend une carte."]
    assert _say("fr", [{**drew, "count": 2}]) == ["Cy prend 2 cartes."]
    assert _say("fr", [{**drew, "count": 0}]) == [
        "Cy prend zéro carte (les piles sont vides)."]
    assert "0 carte," in _seat_line("fr", 0)
    assert "1 carte," in _seat_line("fr", 1)
    assert "2 cartes," in _seat_line("fr", 2)
    assert "000 de cartes," in _seat_line("fr", 1_000_000)  # CLDR "many"
    reveal = {"type": "revealed", "cards": ["larry", "3"], "sum": 3, "larries": 1,
              "correct": True, "claim": 6, "responsible": 0}
    assert "Une carte « bien fait ! » se trouve" in _say("fr", [reveal])[0]
    assert "3 cartes « bien fait ! » se trouvent" in _say(
        "fr", [{**reveal, "larries": 3}])[0]
    assert _say("fr", [{"type": "game_over", "winners": [3]}]) == [
        "Fin de la partie ! Dee gagne."]
    assert _say("fr", [{"type": "game_over", "winners": [3, 2]}]) == [
        "Fin de la partie ! Dee et Cy gagnent."]
    assert _say("fr", [{"type": "game_over", "winners": [3, 1]}], you=1) == [
        "Fin de la partie ! Dee et vous gagnez."]


def test_french_elides_de_before_a_name_with_a_vowel() -> None:
    assert de("Alice") == "d’Alice" and de("Émile") == "d’Émile" and de("yann") == "d’yann"
    assert de("Bob") == "de Bob" and de("Hugo") == "de Hugo" and de("") == "de "
    assert de("\\_Ida") == "d’\\_Ida"  # a name escaped for Discord's markdown
    assert t("not-your-turn", "fr", name="Alice").endswith("au tour d’Alice.")
    assert t("not-your-turn", "fr", name="Bob").endswith("au tour de Bob.")
    assert "dernière annonce d’Ida ou" in t("dc-prompt-final", "fr", name="Bo", out="Ida")
    assert t("review-hand", "fr", seat="Ada", seat_you="no", cards="3").startswith("Main d’Ada")
    assert t("review-hand", "fr", seat="Bo", seat_you="yes", cards="3").startswith("Votre main")
    assert "une carte face cachée de Bo à Ada" in t("kp-dc-offer", "fr", who="Bo", whom="Ada",
                                                    seen="-")


def test_decimals_and_percentages_are_written_as_each_language_does() -> None:
    assert [decimal(-1.43, loc) for loc in ("en", "de", "fr")] == [  # the typographic minus
        "\u22121.4", "\u22121,4", "\u22121,4"]
    assert [decimal(12345.67, loc) for loc in ("en", "de", "fr")] == [
        "12,345.7", "12.345,7", "12\u202f345,7"]
    assert decimal(3, "de", digits=0) == "3" and decimal(3, "xx") == "3.0"
    assert [percent(0.5, loc) for loc in ("en", "de", "fr")] == ["50%", "50\u00a0%", "50\u00a0%"]
    bob = dict(seat="Bob", seat_you="no", claims=12, bluffs=2, honest_doubted=0, doubts=1)
    assert "(démasqués\u00a0: 0)" in t("report-player", "fr", **bob, caught=0, doubts_right=1)


def test_one_kakerlakenpoker_winner_reads_in_the_singular() -> None:
    one = {loc: t("kp-dc-results", loc, winners="Bo", count=1, loser="Ada") for loc in LANGS}
    assert [one[loc].rsplit(" ", 2)[-2:] for loc in LANGS] == [
        ["Bo", "wins."], ["Bo", "gewinnt."], ["Bo", "gagne."]]
    two = t("kp-dc-results", "de", winners="Bo und Cy", count=2, loser="Ada")
    assert two.endswith("Bo und Cy gewinnen.")


# selectors whose value is never 0 where the message is used: a [one] variant may say "one"
NEVER_ZERO = {("event-revealed-larry", "larries"),  # told only when a Larry card is there
              ("event-game-over", "winners_count"),  # a game has a winner
              ("kp-dc-results", "count"),  # the winners of a Kakerlakenpoker game
              ("wp-dc-rules-line", "rolls"),  # Würfelpoker's rolls a turn: 1–3
              ("wp-dc-turn-limited", "rolls")}  # the first player rolled at least once
# selectors that choose only the noun after a number the message shows itself, signed
# ($total: "+16", "−1"; $size: its absolute value), so "0 point" is right in French
NOUN_ONLY = {("lg-dc-seat", "size"), ("lg-dc-standing", "size"), ("lg-ev-game-over", "size")}


@pytest.mark.parametrize("locale", ("en", *TRANSLATED))
def test_a_one_variant_shows_its_number_where_one_covers_zero(locale: str) -> None:
    """In French CLDR's "one" is 0 and 1: a [one] variant that writes "1 carte" showed a
    pile of 0 cards as "pile 1 carte". Where "one" takes in 0, it must show the number
    (or a [0] variant must come first)."""
    if Locale.parse(locale).plural_form(0) != "one":
        return
    wrong = []
    for key, message in CATALOGUES[locale].items():
        for name, keys in _ordered_selectors(message):
            if "one" in keys and "0" not in keys[:keys.index("one")] \
                    and (key, name) not in NEVER_ZERO | NOUN_ONLY \
                    and not _variant_uses(message, name, "one"):
                wrong.append((key, name))
    assert not wrong
    assert "pile 0 carte" in _spaces(t("dc-table-state", locale, limit=7, direction="x",
                                          claim="y", pile=0))


def _ordered_selectors(message: fl.Message) -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []

    class Visitor(FluentVisitor):
        def visit_SelectExpression(self, node: fl.SelectExpression) -> None:
            if isinstance(node.selector, fl.VariableReference):
                found.append((node.selector.id.name, [
                    v.key.name if isinstance(v.key, fl.Identifier) else str(v.key.value)
                    for v in node.variants]))
            self.generic_visit(node)

    Visitor().visit(message)
    return found


def _variant_uses(message: fl.Message, name: str, key: str) -> bool:
    """Whether every [key] variant of a selection on $name shows $name itself."""
    uses: list[bool] = []

    class Visitor(FluentVisitor):
        def visit_SelectExpression(self, node: fl.SelectExpression) -> None:
            if isinstance(node.selector, fl.VariableReference) and node.selector.id.name == name:
                for v in node.variants:
                    if isinstance(v.key, fl.Identifier) and v.key.name == key:
                        uses.append(name in _direct_variables(v.value))
            self.generic_visit(node)

    Visitor().visit(message)
    return all(uses)


# ------------------------------------------------------------- the manual's words
MANUAL = {
    "de": {"card-larry": "Ätsch-Karte", "card-open": "Offen Spielen",
           "card-draw2": "2 Karten ziehen", "card-gift": "Verschenke 1 Karte",
           "card-reverse": "Richtungswechsel", "btn-doubt": "Anzweifeln"},
    "fr": {"card-larry": "carte « bien fait ! »"},
}


@pytest.mark.parametrize("locale", TRANSLATED)
def test_the_game_terms_are_the_manuals(locale: str) -> None:
    for key, text in MANUAL[locale].items():
        assert _spaces(t(key, locale)) == text
    rules = t("rules-text", locale)
    assert ("Ätsch-Karten" if locale == "de" else "bien fait") in rules
    assert ("Limit" if locale == "de" else "limite") in rules
    assert "Larry" in rules  # the call and the game keep their name


def test_gift_and_you_forms_read_right() -> None:
    batch = [{"type": "action", "seat": 1, "card": "gift", "target": 0},
             {"type": "gift", "seat": 1, "target": 0},
             {"type": "gift_card", "seat": 1, "target": 0, "card": "2", "to": (1, 0)}]
    assert _say("de", batch, 0, 0) == [
        "Bo spielt die Karte „Verschenke 1 Karte“ aus und schenkt dir eine Karte.",
        "Bo hat dir diese Karte geschenkt: 2."]
    assert _say("de", batch) == [
        "Bo spielt die Karte „Verschenke 1 Karte“ aus und schenkt Ada eine Karte."]
    def spaced(text: str) -> str:
        return text.replace("\u202f", " ").replace("\u00a0", " ")

    assert spaced(_say("fr", batch, 1, 1)[0]) == (
        "Vous jouez la carte « Donner 1 carte » et donnez une carte à Ada.")
    assert spaced(_say("fr", batch)[0]) == (
        "Bo joue la carte « Donner 1 carte » et donne une carte à Ada.")
    placed = [{"type": "placed", "seat": 1, "claim": -3}]
    assert _say("de", placed, you=1) == [
        "Du legst eine Karte verdeckt auf den Stapel und sagst \u22123."]
    assert _say("fr", placed) == ["Bo pose une carte face cachée et annonce \u22123."]


# ------------------------------------------------------------- narration of real games
@pytest.mark.parametrize("locale", TRANSLATED)
def test_narration_of_real_games_has_no_english_fallback(locale: str) -> None:
    used: set[str] = set()
    for game, batches in GAMES[:20]:
        names = NAMES[:game.n]
        for batch in batches:
            for viewer in (None, *range(game.n)):
                for msg in narrate(batch, viewer):
                    used.add(msg.key)
                    assert has(msg.key, locale), f"{msg.key} falls back to English"
                    text = render(msg, locale, names, viewer, plain=True)
                    english = render(msg, "en", names, viewer, plain=True)
                    assert text != english, f"{locale} {msg.key} reads as English: {text}"
                    assert not ENGLISH.search(text), f"{locale} {msg.key}: {text}"
    assert len(used) > 25
    for code in CODES:  # card names inside the narration are translated too
        assert has(card_key(code), locale)
    for code in ("larry", "open", "draw2", "gift", "reverse"):
        assert t(card_key(code), locale) != t(card_key(code), "en")


# ------------------------------------------------ issue 40: sentences a careful reader checked
@pytest.mark.parametrize(("locale", "card", "bad", "good"), [
    ("de", "draw2", "spielt 2 Karten ziehen gegen", "spielt die Karte „2 Karten ziehen“ gegen"),
    ("de", "open", "spielt Offen Spielen gegen", "spielt die Karte „Offen Spielen“ gegen"),
    ("fr", "draw2", "joue Prendre 2 cartes contre",
     "joue la carte «\u00a0Prendre 2 cartes\u00a0» contre"),
])
def test_an_action_card_is_named_as_a_card_in_the_sentence(locale: str, card: str, bad: str,
                                                           good: str) -> None:
    said = _say(locale, [{"type": "action", "seat": 1, "card": card, "target": 0}])[0]
    said = said.replace("\u202f", " ").replace("\u00a0", " ")
    assert bad not in said and good.replace("\u00a0", " ") in said, said


def test_the_reviewed_terminal_sentences() -> None:
    assert "Anzweiflungen" not in t("sim-doubts", "de")
    assert not t("term-intro", "fr").startswith("Bienvenue à")
    assert "de vous" not in t("term-claim", "fr", claim=4, claimant="x", claimant_you="yes")
    assert "darf dich stattdessen jeder" in t("rules-text", "de")  # the verb second
    for locale, words in (("de", ("„regeln“", "„hilfe“")), ("fr", ("règles", "aide"))):
        intro = t("term-intro", locale)
        assert all(w in intro for w in words) and "'rules'" not in intro, intro


@pytest.mark.parametrize("locale", ["en", "de", "fr"])
def test_a_one_entry_menu_is_not_asked_for_a_number_from_1_to_1(locale: str) -> None:
    assert "1 to 1" not in t("term-choose-number", locale, max=1)
    assert not re.search(r"1 (bis|à) 1\b", t("term-choose-number", locale, max=1))
    assert "5" in t("term-choose-number", locale, max=5)


def test_a_signed_total_of_one_point_reads_in_the_singular() -> None:
    """Würfel-Ligretto's standings: "−1 point", never "−1 points" (the noun follows the
    total's size, its sign aside)."""
    import larry_core.games.ligretto  # noqa: F401  (its catalogue)

    said = {loc: t("lg-dc-standing", loc, place=2, name="Bo", total="−1", size=1)
            for loc in LANGS}
    assert said == {"en": "2. Bo — −1 point", "de": "2. Bo — −1 Punkt",
                    "fr": "2. Bo — −1 point"}
    assert t("lg-dc-standing", "de", place=1, name="Bo", total="+16", size=16).endswith(
        "+16 Punkte")
