"""The German and French texts read as a native speaker would (issue 49 point 5): the phrases a
player of all six games found wrong are gone and the right ones stand in their place, the six
games' command descriptions share one form per language, and French speaks to everyone as
« vous »."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from fluent.syntax import ast as fl
from fluent.syntax.serializer import serialize_pattern

import larry_core.games.registry  # noqa: F401  (every game, and so its catalogue)
from cogs.kakerlake.front import KpFront
from cogs.kniffel.front import KnFront
from cogs.larry.front import LarryFront
from cogs.ligretto.front import LgFront
from cogs.vabanque.front import VbFront
from cogs.wuerfelpoker.front import WpFront
from larry_core.games.wuerfelpoker.replay import replay_document
from larry_core.games.wuerfelpoker.terminal import event_text
from larry_core.text import set_strict, t
from tests.text.test_text import _messages

FRONTS = (LarryFront, KpFront, KnFront, WpFront, VbFront, LgFront)
BOB = dict(seat="Bob", seat_you="no", claims=12, bluffs=2, caught=0, honest_doubted=1,
           doubts=3, doubts_right=2)


@pytest.fixture(autouse=True)
def strict() -> Iterator[None]:
    set_strict(True)
    yield
    set_strict(False)


def plain(text: str) -> str:
    """French non-breaking spaces read as spaces."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def texts(locale: str) -> dict[str, str]:
    """Every message of the catalogue as its Fluent source (variants and all)."""
    return {key: serialize_pattern(m.value).strip() for key, m in _messages(locale).items()
            if isinstance(m, fl.Message) and m.value is not None}


# ------------------------------------------------------------------ German
def test_german_lobby_buttons_say_what_they_do() -> None:
    assert t("btn-leave", "de") == "Platz verlassen"  # not "Gehen" (walk)
    assert t("btn-ai", "de") == "KI hinzufügen"  # not "KI dazu"
    assert "ist gegangen" not in t("change-left", "de", name="Bo")


def test_open_play_is_the_card_s_name_or_a_verb_never_both() -> None:
    """The card keeps its printed name „Offen Spielen“, quoted as a card; the action is
    written as German writes a verb: "offen spielen"."""
    de = texts("de")
    assert t("card-open", "de") == "Offen Spielen"  # the manual's card
    for key in ("form-forced", "illegal-claim_must_be_open_sum"):
        said = t(key, "de", claim=3)
        assert "Mit Offen Spielen" not in said and "„Offen Spielen“" in said, said
    assert "(Offen Spielen)" not in de["event-placed-open"]
    assert "**Offen Spielen**" not in de["form-marked"]
    assert "muss offen spielen" in de["dc-table-player"]
    unquoted = [key for key, text in de.items()
                if re.search(r"(?<![„*(-])Offen Spielen(?!“)", text)
                and key not in ("card-open", "rules", "rules-text") and "-term-" not in key
                and not key.startswith("term-")]
    assert not unquoted, unquoted


def test_the_german_bluff_report_says_who_did_what() -> None:
    said = t("report-player", "de", **BOB)
    assert "-mal angezweifelt" not in said and "erwischt)" not in said, said
    assert "2 Bluffs (davon 0 aufgeflogen)" in said
    assert "1 ehrliche Ansage, die jemand anzweifelte" in said
    assert said.endswith("3 eigene Zweifel, davon 2 berechtigt."), said


def test_wuerfelpoker_stands_in_german() -> None:
    keep = t("wp-dc-turn-keep", "de", who="Bo", left=2)
    assert keep.endswith("oder bleib stehen.") and "hör auf" not in keep, keep
    assert "hör auf" not in t("wp-illegal-must_roll_or_stand", "de").lower()
    assert t("wp-btn-stand", "de") == "✋ Stehen bleiben"


@pytest.mark.parametrize(("locale", "nobody", "named"), [
    ("en", "somebody", "Game over: Bo cannot pay the ante. Ada wins with 2 chips."),
    ("de", "Jemand",
     "Spielende: Bo kann den Einsatz nicht mehr zahlen. Ada gewinnt mit 2 Chips."),
    ("fr", "quelqu’un",
     "Fin de la partie : Bo ne peut plus payer la mise. Ada gagne avec 2 jetons."),
])
def test_the_end_names_who_went_broke(locale: str, nobody: str, named: str) -> None:
    out = replay_document({"players": 2, "chips": [2, 0], "moves": []})
    over = next(ev for ev in out["events"] if ev["type"] == "game_over")
    assert over["reason"] == "broke" and "broke" not in over  # the protocol's event, exactly
    said = plain(event_text(over, locale, ["Ada", "Bo"].__getitem__))
    assert nobody not in said and said == named, said
    # with an ante of 2, a seat with 1 chip cannot pay it either
    both = plain(event_text({**over, "chips": [3, 1]}, locale, ["Ada", "Bo"].__getitem__,
                            ante=2))
    assert "Bo" in both.split(".")[0], both
    mine = plain(event_text(over, locale, ["Ada", "Bo"].__getitem__, reader=1))
    assert "Bo" not in mine.split(".")[0], mine  # the reader is told "you"


# ------------------------------------------------------------------ French
def test_a_kakerlakenpoker_card_is_passed_on_in_french() -> None:
    fr = texts("fr")
    for key, text in fr.items():
        if key.startswith("kp-") and "-term-" not in key:
            assert not re.search(r"[Rr]epass|suivre", text), (key, text)
    assert t("kp-btn-look", "fr") == "Regarder et faire passer"
    assert t("kp-dc-turn-pass", "fr", who="Bo") == "Bo, faites passer la carte."
    passed = t("kp-ev-passed", "fr", me="no", whom_me="no", who="Bo", whom="Ada",
               claim="mouche")
    assert passed.startswith("Bo fait passer la carte à Ada"), passed


def test_royal_is_a_french_claim_like_the_others() -> None:
    assert t("kp-claim-royal", "fr") == "royal"  # lowercase like « cafard », « mouche »
    assert "« royal »" in plain(t("kp-dc-rules", "fr"))
    assert t("kp-dc-game-name", "fr") == "Kakerlakenpoker Royal"  # the game keeps its name


def test_french_says_vous_to_everyone() -> None:
    tu = re.compile(r"\b(tu|toi|ton|ta|tes|te|t’)\b", re.I)
    found = [(key, text) for key, text in texts("fr").items() if tu.search(text)]
    assert not found, found
    assert "à vous de jouer" in t("dc-prompt-move", "fr", name="Ada (IA)")


def test_a_french_name_after_de_is_elided() -> None:
    assert "Main d’Ada" in t("wp-ev-hand", "fr", me="no", who="Ada", combo="Full", dice="1")
    assert "La partie haute d’Ada" in t("kn-ev-upper-bonus", "fr", me="no", who="Ada",
                                         points=35)


# ------------------------------------------------------------- the command descriptions
def test_the_six_games_describe_their_command_in_one_form_per_language() -> None:
    keys = [front.description for front in FRONTS]
    assert len(set(keys)) == 6
    german = [t(key, "de") for key in keys]
    french = [t(key, "fr") for key in keys]
    assert all(re.match(r"^[^,:]+ spielen[,:] ", d) for d in german), german
    assert german[0].startswith("Larry spielen, ")
    assert all(re.match(r"^Jouer (à|au) ", d) for d in french), french
    assert french[0].startswith("Jouer à Larry, ")


def test_german_and_french_subcommands_are_infinitives_or_noun_phrases() -> None:
    """No imperative ("Eröffne", "Jouez") and no third person ("Zeigt oder ändert") among the
    command descriptions; each fits Discord's 100 characters."""
    for locale, wrong in (("de", r"^(Eröffne|Sieh|Zeig|Verlass|Beende|Spiel|Zeigt)\b"),
                          ("fr", r"^(Jouez|Ouvrez|Voyez|Quittez|Terminez|Reposter)\b")):
        for key, text in texts(locale).items():
            if "cmd-" in key and key.endswith("-desc"):
                assert not re.match(wrong, text), (locale, key, text)
                assert len(text) <= 100, (locale, key, len(text))
