"""Server settings (issue 15): validation, stored form, and the merge into a new table's
options, where `/larry new` options override the server's defaults for one table."""

from __future__ import annotations

import pytest

from larry_core.games.larry.rules import RuleSet
from larry_core.tables.settings import GuildSettings, SettingsError, table_options
from larry_core.tables.table import TableOptions
from larry_core.text import t


def test_defaults_are_the_tables_defaults() -> None:
    opts = table_options(GuildSettings())
    assert opts == TableOptions()  # 3 rounds, auto, 90 s, en, pictures on


def test_server_settings_then_one_tables_overrides() -> None:
    server = GuildSettings(language="de", pictures=False, turn_seconds=120, rounds=5,
                           short_game=False, larry_call="catch")
    opts = table_options(server, server_language="fr")
    assert (opts.language, opts.pictures, opts.turn_seconds) == ("de", False, 120)
    assert opts.rules == RuleSet(rounds=5, larry_call="catch")
    one = table_options(server, rounds=2, short_game=True, larry_call="auto",
                        turn_seconds=30, language="en", pictures=True)
    assert (one.language, one.pictures, one.turn_seconds) == ("en", True, 30)
    assert one.rules == RuleSet(rounds=2, short_game=True, larry_call="auto")
    assert server.rounds == 5  # the server's settings are not changed by a table's options


def test_unset_language_and_pictures_follow_the_server_and_the_bot() -> None:
    opts = table_options(GuildSettings(), server_language="fr", default_pictures=False)
    assert (opts.language, opts.pictures) == ("fr", False)
    assert table_options(GuildSettings(), server_language="ja").language == "en"


@pytest.mark.parametrize(("change", "key"), [
    ({"language": "xx"}, "settings-bad-language"),
    ({"turn_seconds": 29}, "settings-bad-turn-seconds"),
    ({"turn_seconds": 601}, "settings-bad-turn-seconds"),
    ({"turn_seconds": True}, "settings-bad-turn-seconds"),
    ({"rounds": 0}, "settings-bad-rounds"),
    ({"rounds": 11}, "settings-bad-rounds"),
    ({"larry_call": "shout"}, "settings-bad-larry-call"),
    ({"short_game": "yes"}, "settings-bad-switch"),
    ({"pictures": 1}, "settings-bad-switch"),
    ({"colour": "red"}, "settings-unknown"),
])
def test_a_bad_value_is_refused_with_a_clear_message_and_changes_nothing(
        change: dict[str, object], key: str) -> None:
    before = GuildSettings(rounds=4)
    with pytest.raises(SettingsError) as err:
        before.updated(**change)
    assert err.value.key == key
    text = t(err.value.key, "en", **err.value.params)
    assert "{" not in text and text.endswith(".")
    assert before == GuildSettings(rounds=4)
    if key != "settings-unknown":  # the same value as a `/larry new` option
        with pytest.raises(SettingsError):
            table_options(before, **change)  # type: ignore[arg-type]


def test_stored_settings_round_trip_and_bad_stored_values_fall_back() -> None:
    s = GuildSettings(language="fr", pictures=True, turn_seconds=45, rounds=1,
                      short_game=True, larry_call="catch")
    assert GuildSettings.from_dict(s.to_dict()) == s
    assert GuildSettings.from_dict({"rounds": 99, "language": "de", "extra": 1}) == \
        GuildSettings(language="de")
    assert GuildSettings.from_dict("not a dict") == GuildSettings()
    assert GuildSettings(language="de").updated(language=None) == GuildSettings()
