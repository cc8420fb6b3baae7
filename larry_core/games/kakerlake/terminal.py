"""`larry play --game kakerlakenpoker`: one human (seat 0) against AI seats in the terminal.

The game runs on the pure engine with the same `AiSeats` the bot uses; every text comes from
the catalogue (`kakerlake.<locale>.ftl` and `kp-terminal.<locale>.ftl`, keys `kp-term-*`,
`kp-ev-*`). The human answers each question of the seat's request by number or listed name
(a question with one answer is answered for them and said), may type a whole move in the
grammar (`offer 1 fly rat`), and at any question the commands of `larry_core.text.console`
in their language: help, rules, hand, state, back (the previous question) and quit.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from larry_core.errors import IllegalMove
from larry_core.games.console import HUMAN, Console, Quit, play, seed_or_random
from larry_core.games.grammar import read_int
from larry_core.games.kakerlake.cards import ANIMALS, CODES, INDEX, counts_of
from larry_core.games.kakerlake.engine import KpGame
from larry_core.games.kakerlake.events import visible
from larry_core.games.kakerlake.kind import KAKERLAKE
from larry_core.games.kakerlake.moves import CALL, LOOK, OFFER, PASS, KpMove, parse_body
from larry_core.games.kakerlake.rules import KpRules
from larry_core.games.kakerlake.views import KpOfferView
from larry_core.text import DEFAULT_LOCALE, join_list, strip_markdown, t
from larry_core.text.console import AI_NAMES, command, menu_lines, wrap


class Back(Exception):
    """The human asked for the previous question."""


def card_label(code: str, locale: str) -> str:
    return t(f"kp-card-{code}", locale)


def claim_label(claim: str, locale: str) -> str:
    return t(f"kp-claim-{claim}", locale)


def display_text(cards: Sequence[str], locale: str,
                 empty: str = "kp-term-display-empty") -> str:
    """A display grouped by animal ("3 rats, 1 bat, joker"), in canonical order; the
    message `empty` when nothing is laid out."""
    counts = counts_of(list(cards))
    parts = []
    for animal in ANIMALS:
        n = counts[INDEX[animal]] + counts[INDEX[f"royal_{animal}"]]
        crown = counts[INDEX[f"royal_{animal}"]]
        if n == 1 and crown:
            parts.append(card_label(f"royal_{animal}", locale))
        elif n:
            parts.append(t(f"kp-many-{animal}", locale, count=n)
                         + (t("kp-term-with-crown", locale) if crown else ""))
    parts += [card_label(c, locale) for c in ("joker", "blank") if counts[INDEX[c]]]
    return join_list(parts, locale, final=False) if parts else t(empty, locale)


class Terminal(Console):
    prefix = "kp"
    game: KpGame

    def name(self, seat: int) -> str:
        """The human is "you"; the AI seats have the names they have at the bot's tables."""
        return self.say("kp-term-you") if seat == HUMAN else AI_NAMES[seat - 1]

    # ----------------------------------------------------------------- showing
    def show_table(self) -> None:
        g, say = self.game, self.say
        view = g.seat_view(HUMAN)
        pub = view.public
        top = pub.penalty_top
        self.out(say("kp-term-penalty", top=card_label(top, self.locale), size=pub.penalty_size)
                 if top else say("kp-term-penalty-empty"))
        for seat in range(g.n):
            self.out(say("kp-term-player", index=seat, name=self.name(seat),
                         size=pub.hand_sizes[seat],
                         display=display_text(list(pub.displays[seat]), self.locale)))
        self.out(self.hand_text())

    def hand_text(self) -> str:
        hand = [card_label(c, self.locale) for c in self.game.seat_view(HUMAN).hand]
        return (self.say("kp-term-hand", hand=join_list(hand, self.locale, final=False))
                if hand else self.say("kp-term-hand-empty"))

    def narrate(self, events: Sequence[Mapping[str, Any]]) -> None:
        """Every event the human may see, but the card offered or passed on to them: that
        line is said once, above their answer (`handed`)."""
        for ev in events:
            if visible(ev, HUMAN) and not (ev["type"] in ("offered", "passed")
                                           and ev["to"] == HUMAN):
                self.out(self.event_text(ev))

    def handed(self, offer: KpOfferView) -> str:
        """The card that came to the human, as the log says it (offered, or passed on)."""
        kind = "passed" if len(offer.chain) > 1 else "offered"
        return self.event_text({"type": kind, "seat": offer.frm, "to": HUMAN,
                                "claim": offer.claim})

    def event_text(self, ev: Mapping[str, Any]) -> str:
        loc, name = self.locale, self.name
        kind = ev["type"]
        actor = ev.get("loser") if kind == "game_over" else ev.get("seat")
        forms = {"me": "yes" if actor == HUMAN else "no",
                 "whom_me": "yes" if ev.get("to") == HUMAN else "no"}

        def say(key: str, **params: Any) -> str:
            return self.say(key, **forms, **params)

        if kind == "offered":
            return say("kp-ev-offered", who=name(ev["seat"]), whom=name(ev["to"]),
                       claim=claim_label(ev["claim"], loc))
        if kind == "passed":
            return say("kp-ev-passed", who=name(ev["seat"]), whom=name(ev["to"]),
                       claim=claim_label(ev["claim"], loc))
        if kind == "looked":
            return say("kp-ev-looked", who=name(ev["seat"]))
        if kind == "card_seen":
            return say("kp-ev-seen", what=card_label(ev["card"], loc))
        if kind == "called":
            return say("kp-ev-called", who=name(ev["seat"]), call=str(ev["call"]).lower())
        if kind == "revealed":
            return say("kp-ev-revealed", what=card_label(ev["card"], loc),
                       claim=claim_label(ev["claim"], loc), truth=str(ev["truth"]).lower(),
                       right=str(ev["right"]).lower())
        if kind in ("collected", "penalty_drawn"):
            return say(f"kp-ev-{kind.replace('_', '-')}", who=name(ev["seat"]),
                       what=card_label(ev["card"], loc), where=ev["to"])
        if kind == "turned_up":
            return say("kp-ev-turned-up", what=card_label(ev["card"], loc))
        if kind == "penalty_empty":
            return say("kp-ev-penalty-empty", who=name(ev["seat"]))
        if kind == "penalty_due":
            return say("kp-ev-penalty-due", who=name(ev["seat"]),
                       claim=claim_label(ev["claim"], loc))
        if kind == "laid":
            return say("kp-ev-laid", who=name(ev["seat"]), what=join_list(
                [card_label(c, loc) for c in ev["cards"]], loc))
        assert kind == "game_over", kind
        if ev["reason"] == "set":
            return say("kp-ev-over-set", who=name(ev["loser"]),
                       animals=t(f"kp-many-{ev['animal']}", loc, count=self.game.set_limit))
        return say("kp-ev-over-no-cards", who=name(ev["loser"]))

    # ----------------------------------------------------------------- asking
    def rules_text(self) -> str:
        """The short rules in plain text, with why and when penalty cards are drawn."""
        return "\n".join((strip_markdown(self.say("kp-dc-rules")),
                          self.say("kp-term-rules-draws")))

    def guide_text(self) -> str:
        """The commands and the notation, its example a move this seat could make now."""
        request = self.game.request(HUMAN)
        seats = request.targets(OFFER) or [s for s in range(self.game.n) if s != HUMAN]
        cards = request.cards(OFFER) or self.game.seat_view(HUMAN).hand or ("fly",)
        claim = next((c for c in request.claims() if c != cards[0]), "rat")
        return self.say("kp-term-guide", number=str(seats[0]), card=cards[0], claim=claim,
                        card_name=card_label(cards[0], self.locale),
                        claim_name=claim_label(claim, self.locale))

    def run_command(self, name: str) -> None:
        """Answer a command other than quit and back."""
        if name == "help":
            self.out(self.guide_text())
        elif name == "rules":
            self.out(self.rules_text())
        elif name == "hand":
            self.out(self.hand_text())
        elif name == "state":
            self.show_table()

    def ask(self, prompt: str, choices: Sequence[tuple[str, Any]]) -> Any:
        """A value from `choices` (label, value): by number, by label, or a typed move.
        Raises Back for 'back', Quit for 'quit' or the end of the input."""
        for entry in menu_lines([label for label, _ in choices]):
            self.out(entry)
        while True:
            self.out(prompt)
            line = self.read("")
            if line is None:
                raise Quit
            text = line.strip()
            name = command(text, self.locale)
            if name == "quit":
                raise Quit
            if name == "back":
                raise Back
            if name is not None:
                self.run_command(name)
                continue
            number = read_int(text)
            if number is not None and 1 <= number <= len(choices):
                return choices[number - 1][1]
            for label, value in choices:
                if text and text.lower() in (label.lower(), str(value).lower()):
                    return value
            try:
                return parse_body(text)
            except IllegalMove:
                self.out(self.say("kp-term-choose-number", max=len(choices)))

    def answers(self, questions: Sequence[tuple[str, Sequence[tuple[str, Any]]]],
                ) -> list[Any] | KpMove:
        """Ask `questions` (prompt, choices) in turn; 'back' returns to the previous one
        that had a choice. A question with a single answer is not asked: its answer is
        said. A typed whole move ends the questions."""
        values: list[Any] = [None] * len(questions)
        i = 0
        while i < len(questions):
            prompt, choices = questions[i]
            if len(choices) == 1:
                self.out(self.say("kp-term-only-choice", prompt=prompt.rstrip(" >"),
                                  choice=choices[0][0]))
                values[i] = choices[0][1]
                i += 1
                continue
            try:
                value = self.ask(prompt, choices)
            except Back:
                before = [j for j in range(i) if len(questions[j][1]) > 1]
                if before:
                    i = before[-1]
                else:
                    self.out(self.say("console-back-nothing"))
                continue
            if isinstance(value, KpMove):
                return value
            values[i] = value
            i += 1
        return values

    def human_move(self) -> KpMove:
        g, loc, say = self.game, self.locale, self.say
        pub = g.seat_view(HUMAN).public
        request = g.request(HUMAN)
        verbs = request.verbs()
        claims = [(claim_label(c, loc), c) for c in request.claims()]
        if OFFER in verbs:
            cards = [(card_label(c, loc), c) for c in request.cards(OFFER)]
            others = [(self.name(s), s) for s in request.targets(OFFER)]
            got = self.answers([(say("kp-term-prompt-card"), cards),
                                (say("kp-term-prompt-target"), others),
                                (say("kp-term-prompt-claim"), claims)])
            if isinstance(got, KpMove):
                return got
            card, target, claim = got
            return KpMove(OFFER, target, card, claim)
        offer = pub.offer
        if CALL in verbs and offer is not None:
            self.out(self.handed(offer))
            options: list[tuple[str, Any]] = [
                (say("kp-term-answer-true"), KpMove(CALL, call=True)),
                (say("kp-term-answer-false"), KpMove(CALL, call=False))]
            if request.can_look():
                options.append((say("kp-term-answer-look"), KpMove(LOOK)))
            got = self.answers([(say("kp-term-prompt-answer"), options)])
            return got if isinstance(got, KpMove) else got[0]
        if PASS in verbs:
            free = [(self.name(s), s) for s in request.targets(PASS)]
            got = self.answers([(say("kp-term-prompt-target"), free),
                                (say("kp-term-prompt-claim"), claims)])
            if isinstance(got, KpMove):
                return got
            target, claim = got
            return KpMove(PASS, target, claim=claim)
        pending = pub.pending
        assert pending is not None  # the only other kind of move: a penalty's lay-out
        self.out(say("kp-term-penalty-rule", claim=claim_label(pending.claim, loc)))
        options = [(join_list([card_label(c, loc) for c in m.cards], loc), m)
                   for m in request.legal]
        got = self.answers([(say("kp-term-prompt-lay"), options)])
        return got if isinstance(got, KpMove) else got[0]

    # ------------------------------------------------------------------- game
    def intro(self) -> str:
        return self.say("kp-term-welcome", players=self.game.n, limit=self.game.set_limit)

    def show(self) -> None:
        self.show_table()

    def result(self) -> str:
        return self.say("kp-term-result", won="yes" if self.game.loser != HUMAN else "no")


def play_terminal(players: int, seed: int | None, ai: str = "reasoned", delay: float = 0.8,
                  *, rules: KpRules | None = None, locale: str = DEFAULT_LOCALE,
                  read: Callable[[str], str | None] | None = None,
                  out: Callable[[str], None] | None = None) -> int:
    """Play one game at the terminal (the table's rules by default); returns the exit
    status."""
    seed = seed_or_random(seed)
    game = KpGame(players, rules, seed)
    return play(Terminal, KAKERLAKE, game, ai, delay, locale, read, out, shape=wrap)


__all__ = ["CODES", "Terminal", "display_text", "play_terminal"]
