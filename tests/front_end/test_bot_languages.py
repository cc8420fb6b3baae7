"""German and French through the double: whole games whose every public and private text is
in the table's or the reader's language, slash-command translations sent on sync, and the
card pictures (where they go, their alt text, a retry that rebuilds them)."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from cogs.larry import render
from discord_double import MessageRecord
from discord_double.scripted import offered
from larry_core.text import catalogue_folders, t
from tests.bot_fixtures import HELD_STYLE, BotEnv, bot_env, fix_deal, private_text, take_turn

__all__ = ["bot_env"]

PLAYERS = ("Alice", "Bob", "Carol")
WEBHOOK_POST = "POST /webhooks/{app_id}/{token}"
WEBHOOK_PATCH = "PATCH /webhooks/{app_id}/{token}/messages/{message_id}"
WORD = re.compile(r"[A-Za-zÀ-ÿ]{4,}")
# a placeable, the opening of a select expression spread over lines, a variant's key
PLACEABLE = re.compile(r"\{[^{}]*\}|\{\s*\$[\w-]+\s*->|\*?\[[\w-]+\]")


def _ftl_words(locale: str) -> set[str]:
    """Lower-cased words of a language's catalogue files (values only: placeholders,
    selectors and variant keys out)."""
    words: set[str] = set()
    for part in (p for folder in catalogue_folders() for p in folder.iterdir()):
        if not part.name.endswith(f"{locale}.ftl") or part.name.count(".") > 2:
            continue
        for line in part.read_text("utf-8").splitlines():
            if line.lstrip().startswith("#"):
                continue
            value = line.split("=", 1)[1] if re.match(r"^[a-z][\w-]* =", line) else line
            words |= {w.lower() for w in WORD.findall(PLACEABLE.sub(" ", value))}
    return words


@cache
def english_only(locale: str) -> frozenset[str]:
    """Words of the English catalogue that the other language's catalogue never uses: if one
    of them is on screen, an English sentence was left untranslated."""
    return frozenset(_ftl_words("en") - _ftl_words(locale) - {"larry", "larrybot"})


def control_texts(msg: MessageRecord) -> list[str]:
    """What a message's controls and pictures say: button labels, menu placeholders, the
    menus' options and the pictures' descriptions."""
    out = [*msg.labels()]
    for comp in msg.all_components():
        out.append(str(comp.get("placeholder") or ""))
        for option in comp.get("options") or ():
            out += [str(option.get("label") or ""), str(option.get("description") or "")]
    out += [a.get("description") or "" for a in msg.attachments]
    return out


def record_controls(monkeypatch: pytest.MonkeyPatch) -> dict[int, list[str]]:
    """From now on, what each message's controls and pictures said in every state (an own
    screen is edited in place at each step: its claims, targets, gift menu and Larry call
    are gone from it once the move is made), by message id."""
    said: dict[int, list[str]] = {}
    apply = MessageRecord.apply

    def recording(self: MessageRecord, data: dict[str, Any], *, edit: bool,
                  answer: bool = False) -> None:
        apply(self, data, edit=edit, answer=answer)
        said.setdefault(self.id, []).extend(control_texts(self))

    monkeypatch.setattr(MessageRecord, "apply", recording)
    return said


def everything_shown(env: BotEnv, controls: dict[int, list[str]] | None = None
                     ) -> list[tuple[str, MessageRecord]]:
    """Every text the bot ever showed anyone: contents and the text of each state (earlier
    versions too), embeds, button labels, menus and picture descriptions (`controls`: in
    every state recorded, else as the message shows them now), of public, ephemeral (the
    players' own screens) and direct messages."""
    out = []
    for msg in env.double.registry.messages.values():
        if msg.author.id != env.double.registry.bot.id:
            continue
        texts = [msg.text(), *msg.history, *msg.seen, *control_texts(msg),
                 *(controls or {}).get(msg.id, ())]
        out += [(text, msg) for text in texts if text]
    return out


def untranslated(env: BotEnv, locale: str, controls: dict[int, list[str]] | None = None
                 ) -> list[tuple[str, str]]:
    seated = [str(seat["name"]) for tb in env.service.tables.values() for seat in tb.seats]
    names = {w.lower() for n in (*PLAYERS, *seated) for w in WORD.findall(n)}
    names |= {w.lower() for w in WORD.findall(env.double.registry.guild_name)}
    found = []
    for text, _ in everything_shown(env, controls):
        for word in WORD.findall(re.sub(r"<[@#]\d+>", " ", text)):
            if word.lower() in english_only(locale) and word.lower() not in names:
                found.append((word, text[:120]))
    return found


def set_locales(env: BotEnv, server: str, users: str) -> None:
    env.double.registry.guild_locale = server
    for name in PLAYERS:
        env.user(name).record.locale = users


# Alice starts holding every kind of card: her own screen's card menu (beyond five kinds),
# each card's claims, its face-up plays, the gift's receivers and the cards to give
EVERY_KIND = {"Alice": ["-2", "1", "4", "7", "larry", "open", "draw2", "gift", "reverse"],
              "Bob": ["-1", "0", "1", "2", "2", "3", "3", "4", "7"],
              "Carol": ["-1", "0", "1", "2", "3", "4", "4", "larry", "reverse"]}
DRAW = ["0", "1", "2", "3", "4", "-1", "2", "3", "0", "1"]


async def own_screen(env: BotEnv, name: str) -> tuple[MessageRecord, str, str]:
    """`name`'s own screen, opened with Your move on the table of the current version; the
    prefixes of its choices' buttons and menus."""
    table = env.table()
    r = await env.user(name).click(await env.wait_version(table.version), f"tb:h:{table.id}")
    screen = r.message
    assert screen is not None and r.ephemeral and screen.v2, r
    return screen, f"tb:c:{table.id}:{table.version}:", f"tb:p:{table.id}:{table.version}:"


async def walk_own_screen(env: BotEnv, name: str) -> set[str]:
    """Every step of `name`'s own screen, no move made: each card of the menu selected in
    turn and, for the gift, a receiver too. Return the groups it offered on the way."""
    user = env.user(name)
    screen, button, menu = await own_screen(env, name)
    seen: set[str] = set()

    def offered_groups() -> set[str]:
        ids = [str(c.get("custom_id")) for c in offered(screen, "")]
        return {cid[len(head):].split(":")[0] for cid in ids
                for head in (button, menu) if cid.startswith(head)}

    cards = [str(o["value"]) for c in offered(screen, f"{menu}card") for o in c["options"]]
    assert cards == list(dict.fromkeys(env.hand(name))), screen.text()  # a menu: 9 kinds
    for card in cards:
        r = await user.select(screen, f"{menu}card", card)
        assert r.kind == "update", r  # the screen edited in place: nothing played
        seen |= offered_groups()
        receivers = offered(screen, f"{button}to:")
        if receivers:
            await user.click(screen, receivers[0]["custom_id"])
            seen |= offered_groups()
    return seen


async def hold_back_larry(env: BotEnv, name: str) -> bool:
    """On `name`'s own screen, a card whose move leaves one card selected, the Larry call
    held back and then said again (both its labels shown), no move made. False: no card
    offers the call."""
    user = env.user(name)
    screen, button, menu = await own_screen(env, name)
    for card in dict.fromkeys(env.hand(name)):
        if f"{button}card:{card}" in {c.get("custom_id") for c in offered(screen, button)}:
            await user.click(screen, f"{button}card:{card}")
        else:
            await user.select(screen, f"{menu}card", card)
        call = offered(screen, f"{button}larry:")
        if call:
            await user.click(screen, call[0]["custom_id"])
            assert offered(screen, f"{button}larry:")[0]["style"] == HELD_STYLE
            await user.click(screen, call[0]["custom_id"])
            assert offered(screen, f"{button}larry:")[0]["style"] != HELD_STYLE
            return True
    return False


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
@pytest.mark.parametrize("locale", ["de", "fr"])
async def test_a_whole_game_in_german_or_french_leaves_no_english_on_screen(
        bot_env: BotEnv, locale: str, monkeypatch: pytest.MonkeyPatch) -> None:
    env = bot_env
    controls = record_controls(monkeypatch)
    set_locales(env, {"de": "de", "fr": "fr"}[locale], {"de": "de", "fr": "fr"}[locale])
    env.lang = locale
    # a first table, dealt by hand (the longest turn a table may choose: one turn for the
    # walk), shows Alice's own screen step by step, every group a move may need; then its
    # host ends it (a dealt game's stored moves would not replay: replays deal by the seed)
    with pytest.MonkeyPatch.context() as dealt:
        fix_deal(dealt, EVERY_KIND, start="Alice", draw=DRAW)
        await env.start_game(PLAYERS, rounds=2, turn_seconds=600)
        assert await walk_own_screen(env, "Alice") >= {"card", "claim", "other", "up", "to",
                                                       "give"}
        await private_text(await env.user("Alice").slash("larry end"))
    await env.start_game(PLAYERS, rounds=2)
    assert env.table().options.language == locale  # the server's language, by default
    hand = await private_text(await env.user("Bob").slash("larry hand"))
    assert render.hand_text(env.hand("Bob"), locale) in hand  # Bob's own screen
    await env.user("Carol").slash("larry rules")
    await env.user("Carol").slash("larry log")
    await env.user("Alice").slash("larry leaderboard")
    held_back = False
    for _ in range(600):
        game = env.game()
        if game.over:
            break
        mover = env.to_move()
        if not held_back and game.public_view().phase != "final" and len(env.hand(mover)) == 2:
            held_back = await hold_back_larry(env, mover)
        await take_turn(env)
    assert env.game().over
    assert held_back, "nobody was offered the Larry call"
    over = t("event-game-over", locale, winners="X", winners_count=1,
             winners_you="no").split()[0]
    await env.channel.wait_for_message(lambda m: over in m.content, 10)
    await env.user("Alice").slash("larry stats")
    # after the game: its history, the replay (Next pressed), settings refused, forget-me asked
    await env.user("Bob").slash("larry history")
    replay = (await env.user("Bob").slash("larry replay", game=env.table().id)).message
    assert replay is not None
    await env.user("Bob").click(replay, t("btn-next", locale))
    await env.user("Bob").slash("larry settings", rounds=2)
    await env.user("Carol").slash("larry forget-me")
    assert env.user("Alice").dms(), "the hand DM"
    assert untranslated(env, locale, controls) == []
    # what a reader of this language expects to see, in the table's language: on the
    # table, and on the players' own screens
    public = " ".join(m.text() for m in env.channel.messages())
    assert t("dc-table-players", locale) in public
    said = {text for text, _ in everything_shown(env, controls)}
    assert {t(key, locale) for key in ("btn-act", "btn-doubt", "form-card-menu",
                                       "btn-other-claim", "btn-skip-larry",
                                       "btn-say-larry")} <= said
    assert any(t("form-pick-card", locale) in text for text in said)


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_the_english_check_would_catch_an_untranslated_sentence(bot_env: BotEnv) -> None:
    """The check above can fail: an English game is full of English-only words."""
    env = bot_env
    await env.start_game(PLAYERS)
    await take_turn(env)
    found = untranslated(env, "de")
    assert found and {w.lower() for w, _ in found} & {"your", "move", "players"}


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_private_answers_follow_the_user_and_public_messages_the_table(
        bot_env: BotEnv) -> None:
    """A German table (chosen with `language:`) on an English server: Bob's client is
    French, Carol's Japanese (not one of ours: she gets the table's language)."""
    env = bot_env
    env.user("Bob").record.locale = "fr"
    env.user("Carol").record.locale = "ja"
    env.lang = "de"
    await env.start_game(PLAYERS, language="de")
    table = env.table_message()
    assert t("dc-table-players", "de") in table.text()
    # /larry hand: each player's own screen, in their client's language
    bob = await private_text(await env.user("Bob").slash("larry hand"))
    carol = await private_text(await env.user("Carol").slash("larry hand"))
    alice = await private_text(await env.user("Alice").slash("larry hand"))
    assert render.hand_text(env.hand("Bob"), "fr") in bob and "Votre main" in bob
    assert render.hand_text(env.hand("Carol"), "de") in carol and "Deine Hand" in carol
    assert render.hand_text(env.hand("Alice"), "en") in alice and "Your hand" in alice
    # the player to act is asked for a card on their own screen, in their language too
    mover = env.to_move()
    screen = await private_text(await env.user(mover).click(
        await env.wait_version(0), f"tb:h:{env.table().id}"))
    assert screen.endswith(t("form-pick-card", env.loc(mover))), screen
    # DMs: in the language the player had when they sat down
    await env.user("Bob").wait_for_dm(timeout=5)
    await env.user("Alice").wait_for_dm(timeout=5)
    assert "Votre main" in env.user("Bob").dms()[0].content
    assert "Your hand" in env.user("Alice").dms()[0].content
    # a claim stands; a refusal to a French reader, in French, about the German table
    card = env.hand(mover)[0]
    await env.play(mover, card, env.game().public_view().limit, face_up=False)
    mover = env.to_move()
    other = next(n for n in ("Bob", "Alice") if n != mover)
    msg = await env.wait_version(1)
    assert msg.labels() == [t("btn-doubt", "de"), t("btn-act", "de")]
    refusal = await private_text(await env.user(other).click(msg, t("btn-doubt", "de")))
    expected = t("not-your-turn", env.loc(other), name=mover)
    assert refusal == expected


async def test_slash_command_translations_are_sent_on_sync(bot_env: BotEnv) -> None:
    env = bot_env
    larry = next(c for c in env.double.commands if c["name"] == "larry")
    assert larry["description_localizations"]["de"] == t("cmd-larry-desc", "de")
    subs = {o["name"]: o for o in larry["options"]}
    assert set(subs) >= {"new", "hand", "table", "log", "leave", "end", "rules",
                         "leaderboard", "stats"}
    for name, sub in subs.items():
        key = "cmd-" + name
        assert sub["name_localizations"] == {"de": t(key, "de"), "fr": t(key, "fr")}, name
        assert sub["description_localizations"]["fr"] == t(key + "-desc", "fr"), name
    new = {o["name"]: o for o in subs["new"]["options"]}
    assert new["rounds"]["name_localizations"]["de"] == "runden"
    assert new["language"]["name_localizations"]["fr"] == "langue"
    calls = {c["value"]: c for c in new["larry_call"]["choices"]}
    assert calls["catch"]["name_localizations"]["de"] == t("cmd-choice-call-catch", "de")
    assert {c["value"] for c in new["language"]["choices"]} == {"en", "de", "fr"}


async def test_every_front_end_in_cogs_is_loaded_with_its_command_group(bot_env: BotEnv
                                                                       ) -> None:
    """The bot loads each game's front end found in cogs/ (bot.app.extensions), with no
    list to edit: each serves a registered game and syncs its slash command group."""
    from bot.app import EXTENSIONS
    from cogs.tables.front import Tables
    from larry_core.games import registry

    assert bot_env.bot is not None
    tables = bot_env.bot.get_cog("Tables")
    assert isinstance(tables, Tables)
    assert {"cogs.larry", "cogs.kakerlake"} <= set(EXTENSIONS)
    assert set(bot_env.bot.extensions) == set(EXTENSIONS)
    assert len(tables.fronts) == len(EXTENSIONS) - 1  # every extension but the shared one
    assert set(tables.fronts) <= set(registry.GAMES)
    synced = {c["name"] for c in bot_env.double.commands}
    assert {front.group for front in tables.fronts.values()} <= synced


# ------------------------------------------------------------------ pictures
def pictures(messages: list[MessageRecord], name: str) -> list[MessageRecord]:
    return [m for m in messages if any(a["filename"] == name for a in m.attachments)]


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_pictures_go_where_their_text_goes(bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(PLAYERS, rounds=1)
    # /larry hand: the own screen, the hand's picture on it
    r = await env.user("Alice").slash("larry hand")
    await private_text(r)
    mine = [m for m in env.user("Alice").ephemerals() if m.attachments]
    assert mine and mine[-1].attachments[0]["filename"] == "hand.png"
    assert [a["filename"] for a in mine[-1].shown_attachments()] == ["hand.png"]
    assert mine[-1].attachments[0]["png"] and 1000 < mine[-1].attachments[0]["size"] < 60_000
    assert mine[-1].attachments[0]["description"].startswith("Your cards:")
    await env.user("Alice").wait_for_dm(timeout=5)
    assert pictures(env.user("Alice").dms(), "hand.png")
    # the mover's own screen (Your move) shows their hand as a picture too, privately, and
    # keeps it while a card is chosen (the screen edited in place)
    mover = env.to_move()
    table = env.table()
    r = await env.user(mover).click(await env.wait_version(table.version), f"tb:h:{table.id}")
    screen = r.message
    assert r.ephemeral and screen is not None
    assert [a["filename"] for a in screen.shown_attachments()] == ["hand.png"]
    assert screen.attachments[0]["description"].startswith("Your cards:")
    card = env.hand(mover)[0]
    chosen = await env.user(mover).select(screen, f"tb:p:{table.id}:{table.version}:card", card) \
        if offered(screen, f"tb:p:{table.id}:{table.version}:card") else \
        await env.user(mover).click(screen, f"tb:c:{table.id}:{table.version}:card:{card}")
    assert chosen.kind == "update"
    assert offered(screen, f"tb:c:{table.id}:{table.version}:claim:"), screen.text()
    assert [a["filename"] for a in screen.shown_attachments()] == ["hand.png"]
    for _ in range(600):
        if env.game().over:
            break
        await take_turn(env)
    await env.double.wait_for(lambda: pictures(env.channel.messages(), "round-1.png"), 10)
    everything = list(env.double.registry.messages.values())
    public = [m for m in everything if not m.ephemeral and m.guild_id is not None]
    assert not pictures(public, "hand.png"), "a hand picture was shown publicly"
    reveals = pictures(public, "reveal.png")
    doubts = [mv for mv in env.table().moves if mv.endswith("doubt")]
    assert len(reveals) >= min(len(doubts), 1)
    described = reveals[0].attachments[0]["description"] if reveals else ""
    assert not reveals or described.startswith("The revealed pile:")
    results = pictures(public, "round-1.png")[0].attachments[0]
    assert all(name in results["description"] for name in PLAYERS)


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_a_table_without_pictures_sends_none(bot_env: BotEnv) -> None:
    env = bot_env
    await env.start_game(PLAYERS, rounds=1, pictures=False)
    await private_text(await env.user("Alice").slash("larry hand"))
    for _ in range(600):
        if env.game().over:
            break
        await take_turn(env)
    await env.double.wait_for(lambda: env.channel.messages()[-1].content, 5)
    assert not [m for m in env.double.registry.messages.values() if m.attachments]


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
@pytest.mark.parametrize(("claim", "route"), [(5, WEBHOOK_POST), (3, WEBHOOK_PATCH)],
                         ids=["posted-anew", "edited-in-place"])
async def test_a_picture_survives_a_retry(bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch,
                                          claim: int, route: str) -> None:
    """A doubt's table message (with the revealed pile) is refused with 429 more often than
    discord.py retries: the outbound path sends it again with fresh attachments. A wrong
    claim: the turn passes to Alice, who draws, and the table is posted anew (a followup of
    the doubter's press); a right one: the doubter draws and goes on, the table is edited in
    place (the press's own response)."""
    env = bot_env
    fix_deal(monkeypatch, {"Alice": ["3", "2", "1"], "Bob": ["4", "4", "1"],
                           "Carol": ["2", "1", "4"]}, start="Alice",
             draw=["1", "2", "3", "4", "1", "2"])
    await env.start_game(PLAYERS, rounds=1)
    await env.play("Alice", "3", claim)
    turn = await env.wait_version(1)
    doubter = env.to_move()
    assert doubter != "Alice" and env.game().pile
    limit = env.double.rate_limit(route, times=7, retry_after=0.01)
    assert not pictures(env.channel.messages(), "reveal.png")
    await env.press(doubter, "Doubt")
    await env.double.wait_for(lambda: pictures(env.channel.messages(), "reveal.png"), 15)
    assert limit.hits == 7
    shown = pictures(env.channel.messages(), "reveal.png")[-1]
    assert (shown.id == turn.id) == (route == WEBHOOK_PATCH), (shown.id, turn.id)
    assert [a["filename"] for a in shown.shown_attachments()] == ["reveal.png"]
    assert shown.attachments[0]["png"] and shown.attachments[0]["size"] > 1000


@pytest.mark.parametrize("bot_env", [0.02], indirect=True)
async def test_without_attach_files_the_table_goes_on_in_text(
        bot_env: BotEnv, monkeypatch: pytest.MonkeyPatch) -> None:
    """A channel where the bot may not attach files: a post through the channel (no fresh
    interaction to carry it) is refused with 50013; it goes out again without the picture."""
    env = bot_env
    from cogs.tables import publisher

    monkeypatch.setattr(publisher.Carrier, "fresh", lambda self: False)
    env.double.registry.no_attach_files.add(env.channel.id)
    await env.start_game(PLAYERS, rounds=1)
    while not env.table().game.pile:  # type: ignore[union-attr]
        await take_turn(env)
    version = env.table().version
    await env.press(env.to_move(), "Doubt")
    turn = await env.wait_version(version + 1)
    assert "turned over" in turn.text() and turn.attachments == []
    assert turn.v2 and turn.shown_attachments() == []  # no gallery naming a missing file
    assert not [m for m in env.channel.messages() if m.attachments]
