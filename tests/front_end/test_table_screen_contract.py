"""The one table screen's contract (issue 50), the same for every game (`game_env`: every
registered game and the test-only high card game): two humans play a whole game through the
double pressing only what they are shown, as people would — the choices on the table, or,
where a choice would tell the others what a player holds, on their own screen (My hand /
Your move) — and every drawing keeps the shared front end's rules:

- the table is one Components V2 message: one container in the game's accent colour, its
  title, the turn's deadline ("⏳ … <t:…:R>") while a human with a timer is to act, and
  that human's public choices only;
- in a game of turns it is posted anew with a ping for exactly the human whose turn begins
  and edited while the same player acts; the game creates at most its turn passes + 2
  public messages (the lobby, the results);
- every press gets exactly one answer; a press from an out-of-date drawing, a forged id and
  another seat's press are each answered once, privately, and change nothing;
- every kind of choice a game offers is pressed (toggles and selections held in place, the
  moves made by a button, a menu or a submit of what is held);
- at the end the table keeps its last state without choices, the results below it.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from discord_double import MessageRecord
from discord_double.scripted import SELECT, offered
from tests.bot_fixtures import BotEnv, redrawn_by

HELD = SUCCESS = 3  # a held toggle's or selection's button style (success)
DANGER = 4


def game_front(env: BotEnv) -> Any:
    """The front end of the table's game, as the running bot serves it."""
    tables = env.bot.get_cog("Tables") if env.bot is not None else None
    return tables.fronts[env.table().options.game]  # type: ignore[attr-defined]


def kinds(env: BotEnv, seat: int, controls: list[dict[str, Any]]) -> dict[str, str]:
    """The kind of each of `seat`'s choice groups now, by name (what the ids do not say),
    with what `controls` show held (later groups may depend on it)."""
    table = env.table()
    marks = {":".join(parts(c["custom_id"])) for c in controls if c["type"] != SELECT
             and held(c)} | {f"{parts(c['custom_id'])[0]}:{o['value']}" for c in controls
                             if c["type"] == SELECT for o in c["options"] if o.get("default")}
    groups = game_front(env).held_choices(table, seat, table.options.language,
                                          frozenset(marks))
    return {g.name: g.kind for g in groups}


def parts(custom_id: str) -> tuple[str, str]:
    """A choice id's group and key (``tb:c:<table>:<version>:<group>:<key>``; a menu's
    ``tb:p:<table>:<version>:<group>``: its key is the value picked)."""
    bits = custom_id.split(":")
    return bits[4], bits[5] if len(bits) > 5 else ""


def held(control: dict[str, Any]) -> bool:
    if control["type"] == SELECT:
        return any(o.get("default") for o in control.get("options", []))
    return bool(control.get("style") == HELD)


async def answered_once(env: BotEnv, who: str, msg: MessageRecord, custom_id: str) -> None:
    """A press from `who`'s drawing of `msg`: one private answer, the table unchanged."""
    table = env.table()
    rev, version = table.rev, table.version
    r = await env.user(who).press_as_shown(msg, custom_id)
    assert r.responded and r.ephemeral, (custom_id, who, r)
    await asyncio.sleep(0.05)  # a second answer, had there been one, would be in by now
    assert len([c for c in r.record.callbacks if c.kind == "callback"]) == 1
    assert (env.table().rev, env.table().version) == (rev, version), custom_id


class Player:
    """Presses what a screen offers, as a person would: now and then a toggle, each
    selection a submit waits for, then a move; counts each kind it pressed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.pressed: set[str] = set()  # the kinds of choice pressed
        self.seen: set[str] = set()  # and offered

    async def decide(self, env: BotEnv, name: str, seat: int, msg: MessageRecord,
                     prefix: str, *, race: bool = False) -> None:
        """Press `msg`'s choices under `prefix` until one makes a move (the version moves
        on), answered in place each time. In a race a die may no longer fit, or the round
        may not be open yet: the move is refused, noted on the racer's redrawn screen, and
        they press again."""
        user, version, taps = env.user(name), env.table().version, 0
        tries = 0
        menus = prefix.replace("tb:c:", "tb:p:", 1)  # a menu's id: tb:p:<table>:<version>:
        while env.table().version == version:
            controls = offered(msg, prefix) + offered(msg, menus)
            kind_of = kinds(env, seat, controls)
            by_kind: dict[str, list[dict[str, Any]]] = {}
            for c in controls:
                by_kind.setdefault(kind_of.get(parts(c["custom_id"])[0], "?"), []).append(c)
            self.seen |= set(by_kind)
            groups = {parts(c["custom_id"])[0] for c in by_kind.get("select", [])}
            unheld = [g for g in sorted(groups) if not any(
                held(c) for c in by_kind["select"] if parts(c["custom_id"])[0] == g)]
            if unheld:  # a submit waits for one choice in each selection
                pick = self.rng.choice([c for c in by_kind["select"]
                                        if parts(c["custom_id"])[0] == unheld[0]])
                kind = "select"
            elif by_kind.get("toggle") and taps < 3 and (
                    "toggle" not in self.pressed or self.rng.random() < 0.4):
                pick, kind = self.rng.choice(by_kind["toggle"]), "toggle"
                taps += 1
            else:
                moves = [c for k in ("choose", "pick", "submit") for c in by_kind.get(k, [])]
                assert moves, (kind_of, [c["custom_id"] for c in controls], msg.text())
                pick = self.choose(moves, kind_of)
                kind = kind_of[parts(pick["custom_id"])[0]]
            self.pressed.add(kind)
            if pick["type"] == SELECT:
                value = str(self.rng.choice(pick["options"])["value"])
                r = await user.select(msg, pick["custom_id"], value)
            else:
                r = await user.click(msg, pick["custom_id"])
            assert r.responded, r
            # a toggle or a selection redraws the message in its own answer; a move made on
            # a seat's own screen too, once made (or refused, noted on the redrawn screen),
            # one made on the table is acknowledged quietly: the table's change says it
            if kind in ("select", "toggle"):
                assert r.kind == "update", (pick["custom_id"], r)
                continue
            if msg.ephemeral:
                await redrawn_by(r)
            else:
                assert r.kind == "deferred_update", (pick["custom_id"], r)
            if not race:
                await env.double.wait_for(lambda: env.table().version > version)
                continue
            tries += 1
            assert tries < 200, "a racer found no move that the game takes"
            if not msg.ephemeral:  # the move made, or refused and noted on the table
                edits = msg.edits
                await env.double.wait_for(lambda e=edits: env.table().version > version
                                          or msg.edits > e)
            if env.table().version == version:
                await asyncio.sleep(0.05)  # the round's pause, or another die to try


    def choose(self, moves: list[dict[str, Any]], kind_of: dict[str, str]) -> dict[str, Any]:
        """A move as a person makes it: now and then one of a kind not pressed yet, else
        mostly the suggested one (the green button: an honest claim, a sure answer) and
        rarely a risky one (red: a doubt), so that a game of bluffs ends as people's do."""
        fresh = [c for c in moves if kind_of[parts(c["custom_id"])[0]] not in self.pressed]
        if fresh and self.rng.random() < 0.5:
            return self.rng.choice(fresh)
        weights = [{SUCCESS: 4.0, DANGER: 0.2}.get(c.get("style", 0), 1.0) for c in moves]
        return self.rng.choices(moves, weights)[0]


def table_messages(env: BotEnv, tid: int) -> list[MessageRecord]:
    """The channel's messages offering this table's choices or its My hand, newest last."""
    return [m for m in env.channel.messages()
            if offered(m, f"tb:c:{tid}:") or offered(m, f"tb:h:{tid}")]


def decider(env: BotEnv, rng: random.Random) -> tuple[str, int]:
    """Who decides now: the human whose turn it is, or in a race one of the racers."""
    table = env.table()
    seat = table.game.turn()
    racers = [s for s in table.game.actors() if not table.is_ai(s)]
    if seat is None:
        seat = rng.choice(racers)
    return table.name(seat), seat


async def test_a_whole_game_keeps_the_table_screens_rules(
        game_env: tuple[BotEnv, str]) -> None:
    env, game = game_env
    # the shortest game a host may choose (one round, where the game has rounds): every
    # kind of choice still comes up, and the suite stays quick
    kind = env.bot.get_cog("Tables").fronts[game].kind  # type: ignore[union-attr,attr-defined]
    short = {o.name: 1 for o in kind.options if o.name == "rounds" and (o.low or 0) <= 1}
    await env.user("Alice").slash(f"{game_front_group(env, game)} new", **short)
    lobby = await env.channel.wait_for_message(lambda m: bool(offered(m, "")) and any(
        ":l:" in c["custom_id"] for c in offered(m, "")))
    await (await env.user("Bob").click(lobby, "Join")).wait_followup()
    await (await env.user("Alice").click(lobby, "Start")).wait_followup()
    await env.double.wait_for(lambda: env.table().status == "playing")
    table = env.table()
    kind, tid = table.options.kind, table.id
    front = game_front(env)
    race = table.game.turn() is None
    player, rng = Player(random.Random(50)), random.Random(51)
    last, passes, checked = None, 0, set()
    while table.open and not table.game.over:
        version = table.version
        name, seat = decider(env, rng)
        prefix = f"tb:c:{tid}:{front.turn_version(table)}:"

        def live(now: str = prefix) -> MessageRecord | None:
            """The table message of this state: offering its choices, or only My hand."""
            found = table_messages(env, tid)
            last = found[-1] if found else None
            if last is None or not (offered(last, now) or not offered(last, f"tb:c:{tid}:")):
                return None
            return last
        await env.double.wait_for(lambda: table.announced >= table.rev)
        msg: MessageRecord = await env.double.wait_for(live)
        # one live table message, V2, in the game's colour, with its title
        assert table_messages(env, tid) == [msg]
        assert msg.v2 and msg.content == "" and msg.embeds == []
        [box] = msg.components
        assert box["type"] == 17 and box["accent_color"] == front.accent
        assert msg.title()
        if not race:  # a game of turns: the deadline, and a ping for the human to act
            assert "⏳" in msg.text() and "<t:" in msg.text()
            assert msg.pinged == [env.user(name).id], (msg.text(), msg.pinged)
            passes += seat != last
            last = seat
        screen = msg
        private = any(g.private for g in front.choices(table, seat, table.options.language))
        if private or not offered(msg, prefix):  # the choices are on the own screen (the
            # table's too: Doubt beside the card to play)
            r = await env.user(name).click(msg, f"tb:h:{tid}")
            assert r.ephemeral and r.message is not None, r
            screen = r.message
            assert offered(screen, prefix) or offered(screen, prefix.replace("c:", "p:", 1))
            assert screen.v2, screen
        if version not in checked and len(checked) < 3 and version % 4 == 1:
            checked.add(version)  # now and then, the refusals
            other = "Bob" if name == "Alice" else "Alice"
            mine = offered(screen, prefix)
            if mine and not race:
                await answered_once(env, other, msg, mine[0]["custom_id"])
            await answered_once(env, name, screen, f"tb:c:{tid}:{version + 3}:x:y")
            await answered_once(env, name, screen, f"{prefix}" + "x" * 30)
        await player.decide(env, name, seat, screen, prefix, race=race)
    await env.double.wait_for(lambda: table.announced >= table.rev, timeout=10)
    results = int(table.outbox["results"])
    created = [m for m in env.posted() if m.id <= results]  # (Kniffel's coach follows)
    if not race:
        assert len(created) <= passes + 2, (len(created), passes)
    final = [m for m in created if not m.deleted]
    assert final[-1].id == results and final[-1].content and not final[-1].v2
    last = [m for m in final if m.v2][-1]  # the table's last state (a race's rounds follow)
    assert offered(last, f"tb:c:{tid}:") == [] and offered(last, f"tb:h:{tid}") == []
    # every kind of choice the game offered was pressed
    assert player.seen and player.seen <= player.pressed, (player.seen, player.pressed)


def game_front_group(env: BotEnv, game: str) -> str:
    """The command group of `game` (``/<group> new``)."""
    tables = env.bot.get_cog("Tables") if env.bot is not None else None
    return str(tables.fronts[game].group)  # type: ignore[attr-defined]
