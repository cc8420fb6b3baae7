## Kakerlakenpoker Royal (larry_core.kakerlake): Kartennamen, Kommandozeile, Simulator,
## das Spiel im Terminal und seine Erzählung. Die Schlüssel beginnen mit kp-.


kp-card-bat = Fledermaus
kp-card-royal_bat = Royal-Fledermaus
kp-card-fly = Fliege
kp-card-royal_fly = Royal-Fliege
kp-card-rat = Ratte
kp-card-royal_rat = Royal-Ratte
kp-card-cockroach = Kakerlake
kp-card-royal_cockroach = Royal-Kakerlake
kp-card-toad = Kröte
kp-card-royal_toad = Royal-Kröte
kp-card-scorpion = Skorpion
kp-card-royal_scorpion = Royal-Skorpion
kp-card-stinkbug = Stinkwanze
kp-card-royal_stinkbug = Royal-Stinkwanze
kp-card-joker = Joker
kp-card-blank = leere Karte
kp-claim-bat = Fledermaus
kp-claim-fly = Fliege
kp-claim-rat = Ratte
kp-claim-cockroach = Kakerlake
kp-claim-toad = Kröte
kp-claim-scorpion = Skorpion
kp-claim-stinkbug = Stinkwanze
kp-claim-royal = Royal
kp-many-bat = { $count ->
    [one] { $count } Fledermaus
   *[other] { $count } Fledermäuse
}
kp-many-fly = { $count ->
    [one] { $count } Fliege
   *[other] { $count } Fliegen
}
kp-many-rat = { $count ->
    [one] { $count } Ratte
   *[other] { $count } Ratten
}
kp-many-cockroach = { $count ->
    [one] { $count } Kakerlake
   *[other] { $count } Kakerlaken
}
kp-many-toad = { $count ->
    [one] { $count } Kröte
   *[other] { $count } Kröten
}
kp-many-scorpion = { $count ->
    [one] { $count } Skorpion
   *[other] { $count } Skorpione
}
kp-many-stinkbug = { $count ->
    [one] { $count } Stinkwanze
   *[other] { $count } Stinkwanzen
}

kp-sim-games = Spiele
kp-sim-moves = Züge
kp-sim-moves-detail = { $moves } ({ $per_game } pro Spiel, { $rate } Züge/s)
kp-sim-calls = Aufdeckungen
kp-sim-calls-detail = { $calls } (richtig in { $percent } %)
kp-sim-passes = Weitergaben
kp-sim-penalties = Strafkarten gezogen
kp-sim-specials = Sonderkarten-Strafen
kp-sim-ends = Spiele verloren durch
kp-sim-ends-detail = zu viele einer Art { $sets }, keine Handkarten { $empty }
kp-sim-losses = Niederlagen nach Platz

kp-term-you = Du
kp-term-with-crown = {" "}(eine mit Krone)
kp-term-display-empty = nichts ausgelegt
kp-term-penalty = Strafstapel: { $top } offen, { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
}
kp-term-penalty-empty = Strafstapel: leer
kp-term-player = {"["}{ $index }] { $name }: { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
} auf der Hand · { $display }
kp-term-hand = Deine Hand: { $hand }
kp-term-hand-empty = Deine Hand: (leer)
kp-term-prompt-card = Welche Karte schiebst du weiter? >
kp-term-prompt-target = An wen? >
kp-term-prompt-claim = Was behauptest du? >
kp-term-offer = { $who } schiebt dir eine Karte zu: „{ $claim }“.
kp-term-answer-true = „stimmt“ sagen: ich glaube es
kp-term-answer-false = „stimmt nicht“ sagen: ich glaube es nicht
kp-term-answer-look = ansehen und weitergeben
kp-term-prompt-answer = Deine Antwort >
kp-term-penalty-rule = Strafe: lege eine Karte aus, die zu „{ $claim }“ passt, oder zwei beliebige andere Handkarten.
kp-term-prompt-lay = Welche Karten legst du aus? >
kp-term-choose-number = Wähle eine Zahl von 1 bis { $max }, einen der Namen oder einen Zug.
kp-term-result = { $won ->
    [yes] Spielende: Du gewinnst!
   *[no] Spielende: Du hast verloren.
}

kp-ev-offered = { $me ->
    [yes] Du schiebst
   *[no] { $who } schiebt
} { $whom_me ->
    [yes] dir
   *[no] { $whom }
} eine Karte zu: „{ $claim }“.
kp-ev-passed = { $me ->
    [yes] Du gibst
   *[no] { $who } gibt
} die Karte an { $whom_me ->
    [yes] dich
   *[no] { $whom }
} weiter: „{ $claim }“.
kp-ev-looked = { $me ->
    [yes] Du siehst dir
   *[no] { $who } sieht sich
} die Karte an, um sie weiterzugeben.
kp-ev-seen = (Du kennst die Karte: { $what }.)
kp-ev-called = { $me ->
    [yes] Du sagst
   *[no] { $who } sagt
} { $call ->
    [true] „stimmt“
   *[false] „stimmt nicht“
}.
kp-ev-revealed = Aufgedeckt: { $what }. „{ $claim }“ war { $truth ->
    [true] wahr
   *[false] gelogen
}, die Antwort { $right ->
    [true] richtig
   *[false] falsch
}.
kp-ev-collected = { $me ->
    [yes] Du kassierst
   *[no] { $who } kassiert
} die Karte ({ $what }) { $where ->
    [hand] { $me ->
        [yes] und nimmst sie auf die Hand
       *[no] und nimmt sie auf die Hand
    }
   *[display] { $me ->
        [yes] und legst sie aus
       *[no] und legt sie aus
    }
}.
kp-ev-penalty-drawn = { $me ->
    [yes] Du nimmst
   *[no] { $who } nimmt
} eine Strafkarte: { $what }, { $where ->
    [hand] auf die Hand
   *[display] ausgelegt
}.
kp-ev-turned-up = Jetzt offen auf dem Strafstapel: { $what }.
kp-ev-penalty-empty = Der Strafstapel ist leer: { $me ->
    [yes] du bekommst
   *[no] { $who } bekommt
} keine Strafkarte.
kp-ev-penalty-due = { $me ->
    [yes] Du musst
   *[no] { $who } muss
} eine Karte passend zu „{ $claim }“ oder zwei andere Handkarten auslegen.
kp-ev-laid = { $me ->
    [yes] Du legst
   *[no] { $who } legt
} aus: { $what }.
kp-ev-over-set = Spielende: { $me ->
    [yes] Du hast
   *[no] { $who } hat
} { $animals } und { $me ->
    [yes] verlierst
   *[no] verliert
}; alle anderen gewinnen.
kp-ev-over-no-cards = Spielende: { $me ->
    [yes] Du hast
   *[no] { $who } hat
} keine Handkarte zum Ausspielen und { $me ->
    [yes] verlierst
   *[no] verliert
}; alle anderen gewinnen.

kp-illegal-bad_move = Das ist kein Zug.
kp-illegal-game_over = Das Spiel ist vorbei.
kp-illegal-not_your_turn = Du bist nicht am Zug.
kp-illegal-must_offer = Du musst jemandem eine Karte zuschieben.
kp-illegal-must_answer = Du musst aufdecken oder die Karte weitergeben.
kp-illegal-must_pass = Du hast die Karte angesehen: Gib sie jetzt weiter.
kp-illegal-must_lay = Du musst erst Karten auslegen.
kp-illegal-no_such_card = Diese Karte hast du nicht auf der Hand.
kp-illegal-bad_target = Wähle eine andere Person.
kp-illegal-must_call = Alle anderen kennen die Karte schon: Du musst „wahr“ oder „gelogen“ sagen.
kp-illegal-already_seen = Diese Person hat die Karte schon gesehen.
kp-illegal-bad_penalty = Lege eine passende Karte oder zwei andere Karten aus (nicht die eben kassierte).

## Discord (cogs/kakerlake): die /kakerlake-Befehle, Tisch-, Zug- und Formulartexte
kp-cmd-desc = Kakerlakenpoker Royal spielen, das Bluffspiel mit Krabbeltieren
kp-cmd-new-desc = Einen Kakerlakenpoker-Royal-Tisch in diesem Kanal eröffnen
kp-cmd-hand-desc = Deine Hand am Kakerlakenpoker-Tisch dieses Kanals ansehen (nur du siehst sie)
kp-cmd-table-desc = Den Kakerlakenpoker-Tisch und seine Knöpfe neu posten
kp-cmd-leave-desc = Den Kakerlakenpoker-Tisch verlassen (im Spiel übernimmt eine KI deinen Platz)
kp-cmd-end-desc = Den Kakerlakenpoker-Tisch beenden (Gastgeber oder „Server verwalten“)
kp-cmd-rules-desc = Die Regeln von Kakerlakenpoker Royal in Kürze
kp-cmd-leaderboard-desc = Die Kakerlakenpoker-Wertungen dieses Servers
kp-cmd-stats-desc = Wertung, Partien und Siege eines Spielers in Kakerlakenpoker auf diesem Server
kp-cmd-opt-special = sonderkarten
kp-cmd-opt-special-desc = Mit Joker und Leerkarte spielen (Standard: an)
kp-cmd-opt-chain = royal_kette
kp-cmd-opt-chain-desc = Eine vom Strafstapel gezogene Royal-Karte zieht erneut (Standard: an)
kp-cmd-opt-penalty-special = straf_sonderkarte
kp-cmd-opt-penalty-special-desc = Wohin eine als Strafe gezogene Sonderkarte kommt
kp-cmd-opt-joker = joker_wild
kp-cmd-opt-joker-desc = Ein ausgelegter Joker zählt für jedes Tier (Standard: aus)
kp-cmd-choice-display = in die Auslage
kp-cmd-choice-hand = auf die Hand
kp-dc-no-table = Dieser Kakerlakenpoker-Tisch ist geschlossen.
kp-dc-garbled = Diesen Knopf erkenne ich nicht (er ist vielleicht beschädigt). Mit `/kakerlake { cmd-table }` gibt es neue.
kp-dc-lobby-title = Kakerlakenpoker Royal · Tisch { $table }
kp-dc-table-title = Kakerlakenpoker Royal · Tisch { $table }
kp-dc-lobby-rules = Sonderkarten: { $special ->
    [true] an
   *[false] aus
} · Royal-Kette: { $chain ->
    [true] an
   *[false] aus
} · eine Sonderkarte als Strafe kommt { $where ->
    [hand] auf die Hand
   *[display] in die Auslage
} · ausgelegter Joker: { $joker ->
    [wild] jedes Tier
   *[none] kein Tier
} · { $seconds } s pro Zug · { $language }
kp-dc-lobby-footer = Setz dich dazu, dann drückt der Gastgeber auf Starten (2–6 Spieler).
kp-dc-started = **Das Spiel beginnt!** Die Plätze wurden ausgelost: { $seats }. Drück **Meine Hand**, um deine Karten zu sehen.
kp-dc-player = { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
} auf der Hand · ausgelegt: { $display }
kp-dc-danger = { $mark } { $animals }: Noch eine, und das Spiel ist verloren ({ $limit } verlieren)
kp-dc-no-offer = Keine Karte im Umlauf.
kp-dc-offer = Im Umlauf: eine verdeckte Karte von { $who } an { $whom } · gesehen von { $seen }
kp-dc-claims = Ansagen: { $chain }
kp-dc-link = { $who } → { $whom } „{ $claim }“
kp-dc-footer = { $limit } Karten einer Tierart verlieren · Zug { $moves }
kp-dc-ended = Dieser Tisch wurde beendet.
kp-dc-turn-offer = { $who }, schieb jemandem eine Karte zu: Wähle sie, einen Empfänger und eine Ansage.
kp-dc-turn-answer = { $who }, { $whom } schiebt dir eine Karte zu: „{ $claim }“. Wahr, gelogen oder anschauen und weitergeben?
kp-dc-turn-must-call = { $who }, { $whom } schiebt dir eine Karte zu: „{ $claim }“. Alle anderen kennen sie schon: wahr oder gelogen?
kp-dc-turn-pass = { $who }, gib die Karte weiter.
kp-dc-turn-penalty = { $who }, leg eine zu „{ $claim }“ passende Karte oder zwei andere Karten aus.
kp-dc-results = **Spielende.** { $loser } verliert; { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }.
kp-btn-true = Wahr
kp-btn-false = Gelogen
kp-btn-look = Anschauen und weitergeben
kp-btn-lay-alone = Nur { $card } auslegen
kp-dc-hand = Deine Hand: { $hand }
kp-dc-hand-empty = Deine Hand ist leer.
kp-dc-seen = Die Karte im Umlauf ist: { $card }.
kp-dc-form-card = Welche Karte schiebst du zu?
kp-dc-form-target = { $card }: an wen?
kp-dc-form-claim = { $card } an { $name }: Was sagst du an?
kp-dc-form-pass-target = An wen weitergeben? (nur wer sie noch nicht gesehen hat)
kp-dc-form-pass-claim = An { $name }: Was sagst du an?
kp-dc-form-lay = Strafe: Leg eine zu „{ $claim }“ passende Karte oder zwei andere aus. Wähle eine Karte.
kp-dc-form-lay-second = { $card }: allein auslegen, wenn sie zu „{ $claim }“ passt, oder eine zweite Karte wählen.
kp-dc-rules = **Kakerlakenpoker Royal in Kürze** (2–6 Spieler)
    • Sieben Tierarten mit je 8 Karten und einer Royal-Karte, dazu ein Joker und eine Leerkarte; alle Karten werden verteilt (einige zuerst verdeckt auf den Strafstapel).
    • Wer dran ist, schiebt einer anderen Person eine Karte verdeckt zu und sagt an, was sie ist (ein Tier oder „Royal“); das darf gelogen sein.
    • Wer sie bekommt, sagt **wahr** oder **gelogen**, oder schaut sie an und gibt sie mit einer Ansage an jemanden weiter, der sie noch nicht kennt.
    • Richtig geraten: Wer sie zugeschoben hat, nimmt die Karte; falsch geraten: der Empfänger. Genommene Karten werden offen ausgelegt; wer eine Royal-Karte nimmt, zieht außerdem vom Strafstapel.
    • Joker und Leerkarte kommen auf die Hand: Dann muss man eine zur Ansage passende Karte oder zwei andere auslegen.
    • Wer 4 Karten einer Tierart ausliegen hat (5 zu zweit) oder keine Karte mehr zuschieben kann, verliert; alle anderen gewinnen.
kp-dc-board-title = Kakerlakenpoker-Wertungen — { $guild }
kp-dc-stats-title = Kakerlakenpoker — { $name }
kp-dc-stats-line = Partien **{ $games }** · Siege **{ $wins }** · Siegquote **{ $rate }**

# Discord: an empty display on the table message
kp-dc-display-empty = noch nichts
# Discord: the hand DM, edited in place while the game runs
kp-dc-dm-hand = **Kakerlakenpoker-Tisch #{ $table }** in { $channel }.
    { $hand }
kp-cmd-history-desc = Die beendeten Kakerlakenpoker-Partien dieses Servers, die neuesten zuerst (nur du siehst sie)
kp-cmd-settings-desc = Die Vorgaben dieses Servers für neue Kakerlakenpoker-Tische zeigen oder ändern („Server verwalten“)
kp-no-table-here = In diesem Kanal gibt es keinen offenen Kakerlakenpoker-Tisch. Eröffne einen mit `/kakerlake { cmd-new }`.
kp-dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Bilder: **{ $pictures ->
        [true] an
       *[false] aus
    }** · Zugzeit: **{ $seconds } s** · Sonderkarten: **{ $special ->
        [true] an
       *[false] aus
    }** · Royal-Kette: **{ $chain ->
        [true] an
       *[false] aus
    }** · eine Sonderkarte als Strafkarte kommt **{ $where }** · Joker zählt für jedes Tier: **{ $joker ->
        [true] an
       *[false] aus
    }**

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
kp-dc-game-name = Kakerlakenpoker Royal


# the table picture (kakerlake/art.py): a player's cards in hand, an empty display; its
# description for screen readers ($seats: one kp-pic-alt-seat per player)
kp-pic-hand = { $size ->
    [one] { $size } Karte auf der Hand
   *[other] { $size } Karten auf der Hand
}
kp-pic-empty = noch keine Karte offen ausgelegt
kp-pic-alt = Die offen ausgelegten Karten vor jedem Spieler: { $seats }
kp-pic-alt-seat = { $moving ->
    [yes] { $name } (ist dran)
   *[no] { $name }
}, { $size ->
    [one] { $size } Karte auf der Hand
   *[other] { $size } Karten auf der Hand
}, offen: { $display }
