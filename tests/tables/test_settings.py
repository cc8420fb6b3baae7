"""Server settings: validation, stored form, and the merge into a new table's options, where
a new table's options override the server's defaults for one table. The platform's settings
(language, pictures, turn timer) are the server's; each game's options are its own."""

from __future__ import annotations

import pytest

from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.larry.rules import RuleSet
from larry_core.tables.settings import GuildSettings, SettingsError, table_options
from larry_core.tables.table import TableOptions
from larry_core.text import t


def test_defaults_are_the_tables_defaults() -> None:
    opts = table_options(GuildSettings())
    assert opts == TableOptions()  # 3 rounds, auto, 90 s, en, pictures on
    kp = table_options(GuildSettings(), "kakerlakenpoker")
    assert kp == TableOptions(game="kakerlakenpoker") and kp.rules == KpRules()


def test_server_settings_then_one_tables_overrides() -> None:
    server = GuildSettings(language="de", pictures=False, turn_seconds=120).updated(
        "larry", rounds=5, short_game=False, larry_call="catch")
    opts = table_options(server, server_language="fr")
    assert (opts.language, opts.pictures, opts.turn_seconds) == ("de", False, 120)
    assert opts.rules == RuleSet(rounds=5, larry_call="catch")
    one = table_options(server, rounds=2, short_game=True, larry_call="auto",
                        turn_seconds=30, language="en", pictures=True)
    assert (one.language, one.pictures, one.turn_seconds) == ("en", True, 30)
    assert one.rules == RuleSet(rounds=2, short_game=True, larry_call="auto")
    assert server.options("larry")["rounds"] == 5  # a table's options change no setting


def test_each_game_keeps_its_own_options_and_shares_the_servers_language() -> None:
    server = GuildSettings(language="fr").updated("larry", rounds=7).updated(
        "kakerlakenpoker", royal_chain=False)
    assert server.options("larry")["rounds"] == 7
    assert server.options("kakerlakenpoker") == {
        "special_cards": True, "royal_chain": False, "penalty_special": "display",
        "joker_wild": False}
    kp = table_options(server, "kakerlakenpoker", joker_wild=True)
    assert kp.language == "fr" and kp.rules == KpRules(royal_chain=False,
                                                       joker_in_display="wild")
    with pytest.raises(SettingsError) as err:  # Larry's option is not this game's
        server.updated("kakerlakenpoker", rounds=2)
    assert err.value.key == "settings-unknown"


def test_unset_language_and_pictures_follow_the_server_and_the_bot() -> None:
    opts = table_options(GuildSettings(), server_language="fr", default_pictures=False)
    assert (opts.language, opts.pictures) == ("fr", False)
    assert table_options(GuildSettings(), server_language="ja").language == "en"


@pytest.mark.parametrize(("game", "change", "key"), [
    ("larry", {"language": "xx"}, "settings-bad-language"),
    ("larry", {"turn_seconds": 29}, "settings-bad-turn-seconds"),
    ("larry", {"turn_seconds": 601}, "settings-bad-turn-seconds"),
    ("larry", {"turn_seconds": True}, "settings-bad-turn-seconds"),
    ("larry", {"rounds": 0}, "settings-bad-rounds"),
    ("larry", {"rounds": 11}, "settings-bad-rounds"),
    ("larry", {"larry_call": "shout"}, "settings-bad-larry-call"),
    ("larry", {"short_game": "yes"}, "settings-bad-switch"),
    ("larry", {"pictures": 1}, "settings-bad-switch"),
    ("larry", {"colour": "red"}, "settings-unknown"),
    ("kakerlakenpoker", {"penalty_special": "floor"}, "settings-bad-choice"),
    ("kakerlakenpoker", {"special_cards": 1}, "settings-bad-switch"),
])
def test_a_bad_value_is_refused_with_a_clear_message_and_changes_nothing(
        game: str, change: dict[str, object], key: str) -> None:
    before = GuildSettings().updated("larry", rounds=4)
    with pytest.raises(SettingsError) as err:
        before.updated(game, **change)
    assert err.value.key == key
    for loc in ("en", "de", "fr"):
        text = t(err.value.key, loc, **err.value.params)
        assert "{" not in text and text.endswith("."), text
    assert before == GuildSettings().updated("larry", rounds=4)
    if key != "settings-unknown":  # the same value as a `/… new` option
        with pytest.raises(SettingsError):
            table_options(before, game, **change)


def test_stored_settings_round_trip_and_bad_stored_values_fall_back() -> None:
    s = GuildSettings(language="fr", pictures=True, turn_seconds=45).updated(
        "larry", rounds=1, short_game=True, larry_call="catch").updated(
        "kakerlakenpoker", special_cards=False)
    assert GuildSettings.from_dict(s.to_dict()) == s
    assert GuildSettings.from_dict({"language": "de", "turn_seconds": 5,
                                    "games": {"larry": {"rounds": 99, "extra": 1},
                                              "chess": {"clock": 5},
                                              "kakerlakenpoker": "damaged"}}) == \
        GuildSettings(language="de")
    assert GuildSettings.from_dict("not a dict") == GuildSettings()
    assert GuildSettings(language="de").updated(language=None) == GuildSettings()


def test_a_document_from_the_days_of_one_game_reads_as_larrys() -> None:
    """Settings stored before each game had its own: Larry's options at the top level."""
    old = {"language": "fr", "pictures": None, "turn_seconds": 60, "rounds": 2,
           "short_game": True, "larry_call": "catch"}
    s = GuildSettings.from_dict(old)
    assert (s.language, s.turn_seconds) == ("fr", 60)
    assert s.options("larry") == {"rounds": 2, "short_game": True, "larry_call": "catch"}
    assert s.options("kakerlakenpoker") == GuildSettings().options("kakerlakenpoker")
    assert GuildSettings.from_dict(s.to_dict()) == s
