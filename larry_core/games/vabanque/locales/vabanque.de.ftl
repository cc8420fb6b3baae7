## Va banque (larry_core.games.vabanque): die Rechenarten, die Erzählung, die Regeln, der
## Simulator und das Spiel im Terminal. Die Schlüssel beginnen mit vb-.

## Die Rechenarten (docs/dice-rules.md C1), in ihrer festen Reihenfolge
vb-op-add = Addition
vb-op-sub = Subtraktion
vb-op-mul = Multiplikation
vb-op-div = Division

## Erzählung. $who, $banker: Namen; $me, $banker_me: "yes", wenn du das bist
vb-ev-round-started = Runde { $round } von { $rounds }: { $banker_me ->
    [yes] Du bist
   *[no] { $banker } ist
} Bankhalter. Einsatz: { $count ->
    [1] {""}
   *[other] je{" "}
}{ $stake ->
    [one] { $stake } Chip
   *[other] { $stake } Chips
} von { $players }; im Pott { $pot ->
    [one] liegt { $pot } Chip
   *[other] liegen { $pot } Chips
}.
# der Leser in der Liste derer, die setzen („von Bo und dir“)
vb-ev-you-staking = dir
vb-ev-round-empty = Runde { $round } von { $rounds }: { $banker_me ->
    [yes] Du bist
   *[no] { $banker } ist
} Bankhalter, aber niemand kann den Einsatz von { $stake } zahlen: In dieser Runde wird nicht gewürfelt.
vb-ev-thrown = Wurf { $throw } für { $me ->
    [yes] dich
   *[no] { $who }
}: { $die }.
vb-ev-op = { $me ->
    [yes] Du
   *[no] { $who }
}: { $before } { $sign } { $die } = { $total }.
vb-ev-op-auto = Der 5. Wurf nimmt die verbleibende { $operation }: { $before } { $sign } { $die } = { $total }{ $exact ->
    [true] .
   *[false] {" "}(der Rest wird vernachlässigt).
}
vb-ev-forfeited = { $me ->
    [yes] Deine Division geht nicht auf: Du verlierst
   *[no] Bei { $who } geht die Division nicht auf: { $who } verliert
} { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
} an { $banker_me ->
    [yes] dich als Bankhalter
   *[no] den Bankhalter { $banker }
}.
vb-ev-pot-won = { $shared ->
    [yes] { $me ->
        [yes] { $names } teilt euch
       *[no] { $names } teilen sich
    }
   *[no] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
} mit der Endsumme { $total } den Pott ({ $pot }).
vb-ev-no-winner = Alle haben ihren Einsatz verloren: In dieser Runde gewinnt niemand den Pott.
vb-ev-game-over = Spielende! { $shared ->
    [yes] { $me ->
        [yes] { $names } gewinnt
       *[no] { $names } gewinnen
    }
   *[no] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
} mit { $chips } Chips.

## Die Regeln (`rules` im Terminal)
vb-rules-text =
    Va banque (große Bank): Jeder ist reihum einmal der Bankhalter; { $rounds } Bankrunden.
    Jeder beginnt mit { $chips } Chips. Zu Beginn einer Runde zahlt jeder Mitspieler des
    Bankhalters, der es kann, den Einsatz von { $stake } in den Pott.
    Der Bankhalter würfelt für jeden Mitspieler, mit jedem der fünf Würfel extra. Die erste
    Zahl ist die Zwischensumme. Nach dem 2., 3. und 4. Wurf wählt der Mitspieler eine noch
    nicht benutzte Rechenart: Addition, Subtraktion, Multiplikation oder Division; dividiert
    werden darf nur ohne Rest (auch 0 und negative Summen). Beim 5. Wurf ergibt sich die
    letzte Rechenart von selbst; ein Rest der Division wird dann vernachlässigt (zur Null hin
    gerundet). Die Summe darf unter null fallen.
    Die höchste Endsumme gewinnt den Pott; bei Gleichstand wird geteilt, übrige Chips gehen
    zuerst an die, die links vom Bankhalter am nächsten sitzen. Der Bankhalter selbst ist am
    Einsatz nicht beteiligt.
    Nach der letzten Runde gewinnt, wer die meisten Chips hat.
vb-rules-forfeit =
    Variante: Wer beim 5. Wurf dividieren muss und einen Rest erhält, verliert seinen Einsatz
    an den Bankhalter und kann die Runde nicht gewinnen.

## Der Simulator (larry simulate --game vabanque)
vb-sim-games = Spiele
vb-sim-moves = Züge
vb-sim-moves-detail = { $moves } ({ $per_game } pro Spiel, { $rate } Züge/s)
vb-sim-rounds = Bankrunden
vb-sim-rounds-detail = { $rounds } ({ $empty } ohne Einsätze)
vb-sim-pots = gewonnene Pötte
vb-sim-pots-detail = { $pots } (geteilt: { $shared }, ohne Gewinner: { $none })
vb-sim-forfeits = verfallene Einsätze
vb-sim-totals = Siegsummen
vb-sim-totals-detail = Schnitt { $mean }, niedrigste { $low }, höchste { $high }
vb-sim-wins = Siege nach Platz

## Das Spiel im Terminal (larry play --game vabanque)
vb-term-intro =
    Va banque für { $players } Spieler, { $rounds } Bankrunden, je { $chips } Chips und ein
    Einsatz von { $stake }. Wähle bei jedem deiner Würfe eine Rechenart per Nummer oder
    Name (plus, minus, mal, durch oder + - * /); „hilfe“ zeigt die Befehle, „regeln“ erklärt
    das Spiel, „stand“ zeigt den Tisch, „ende“ beendet das Spiel.
vb-term-help =
    Bei deinem Wurf: eine Nummer aus dem Menü oder plus, minus, mal, durch (auch + - * /).
    „stand“ zeigt den Tisch, „regeln“ die Regeln, „ende“ beendet das Spiel.
vb-term-you = Du
vb-term-bot = Bot { $number }
vb-term-round = Runde { $round } von { $rounds } · Bankhalter: { $banker } · Pott: { $pot }
vb-term-player = {"["}{ $index }] { $name }: { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}{ $role ->
    [banker] {" "}· Bankhalter
    [staked] {" "}· hat gesetzt
   *[out] {" "}· setzt diese Runde aus
}
vb-term-calc = { $name }: { $steps }
vb-term-calc-forfeit = { $name }: { $steps } (Einsatz verfallen)
vb-term-best = Beste Endsumme dieser Runde bisher: { $total }
vb-term-turn = Wurf { $throw }: eine { $die }. Deine Zwischensumme ist { $total }.
vb-term-blocked = Dividieren geht jetzt nicht: { $total } ist nicht durch { $die } teilbar.
vb-term-choice = { $operation }: { $total } { $sign } { $die } = { $value }
vb-term-prompt = Deine Rechenart >
vb-term-choose-number = { $max ->
    [1] Tippe 1, eine Rechenart (plus, minus, mal, durch) oder „hilfe“.
   *[other] Wähle eine Nummer von 1 bis { $max }, eine Rechenart (plus, minus, mal, durch) oder „hilfe“.
}
vb-term-words-add = plus addieren
vb-term-words-sub = minus subtrahieren
vb-term-words-mul = mal multiplizieren
vb-term-words-div = durch geteilt dividieren
vb-term-two-players =
    Zu zweit gewinnt der einzige Mitspieler jeder Runde seinen eigenen Einsatz zurück, das
    Spiel endet also unentschieden. Damit es einen Sieger gibt, spiel mit --forfeit (ein Rest
    beim 5. Wurf kostet den Einsatz an den Bankhalter) oder zu dritt oder mehr.
vb-term-result = { $won ->
    [yes] Spielende: Du gewinnst!
   *[no] Spielende: Du verlierst.
}

## Abgelehnte Züge im Terminal (die Codes des Protokolls, §5.4)
vb-illegal-bad_move = Das ist keine Rechenart: add, sub, mul oder div.
vb-illegal-game_over = Das Spiel ist vorbei.
vb-illegal-not_your_turn = Du bist nicht an der Reihe.
vb-illegal-op_used = Diese Rechenart hast du schon benutzt.
vb-illegal-not_exact = Diese Division geht nicht ohne Rest auf: Vor dem 5. Wurf ist sie nicht erlaubt.

## Discord (cogs/vabanque): die /vabanque-Befehle, die Lobby, der Tisch, der Zug und das Ergebnis
vb-cmd-desc = Va banque spielen, das Würfelspiel um die Bank mit den vier Rechenarten
vb-cmd-new-desc = Einen Va-banque-Tisch in diesem Kanal eröffnen
vb-cmd-hand-desc = Deine Chips und deine Rechnung am Va-banque-Tisch dieses Kanals (nur du siehst sie)
vb-cmd-table-desc = Den Va-banque-Tisch und seine Knöpfe neu posten
vb-cmd-leave-desc = Den Va-banque-Tisch verlassen (im Spiel übernimmt eine KI deinen Platz)
vb-cmd-end-desc = Den Va-banque-Tisch beenden (Gastgeber oder „Server verwalten“)
vb-cmd-rules-desc = Die Regeln von Va banque in Kürze
vb-cmd-leaderboard-desc = Die Va-banque-Wertungen dieses Servers
vb-cmd-stats-desc = Wertung, Partien und Siege eines Spielers in Va banque auf diesem Server
vb-cmd-history-desc = Die beendeten Va-banque-Partien dieses Servers, die neuesten zuerst (nur du siehst sie)
vb-cmd-settings-desc = Die Vorgaben dieses Servers für neue Va-banque-Tische zeigen oder ändern („Server verwalten“)
vb-cmd-opt-chips = chips
vb-cmd-opt-chips-desc = Chips pro Spieler zu Beginn, 1 bis 1000 (Standard: 8)
vb-cmd-opt-stake = einsatz
vb-cmd-opt-stake-desc = Chips, die jeder Mitspieler pro Bankrunde setzt, 1 bis 100 (Standard: 1)
vb-cmd-opt-forfeit = einsatz_verfällt
vb-cmd-opt-forfeit-desc = Geht die Division beim 5. Wurf nicht auf, fällt der Einsatz an den Bankhalter (Standard: aus)
vb-cmd-opt-cycles = umläufe
vb-cmd-opt-cycles-desc = Wie oft die Bank reihum geht, 1 bis 10 (Standard: 1)
vb-dc-board-title = Va-banque-Wertungen — { $guild }
vb-dc-stats-title = Va banque — { $name }
vb-dc-game-name = Va banque
vb-no-table-here = In diesem Kanal gibt es keinen offenen Va-banque-Tisch. Eröffne einen mit `/vabanque { cmd-new }`.
vb-dc-garbled = Diesen Knopf erkenne ich nicht (er ist vielleicht beschädigt). Mit `/vabanque { cmd-table }` gibt es neue.
vb-rules = **Va banque in Kürze** (2–5 Spieler)
    • Jeder ist reihum einmal Bankhalter. Zu Beginn einer Bankrunde zahlt jeder Mitspieler, der es kann, den Einsatz in den Pott; der Bankhalter setzt nicht und gewinnt nichts.
    • Der Bankhalter würfelt für jeden Mitspieler fünfmal, einen Würfel nach dem anderen. Die erste Zahl ist die Zwischensumme.
    • Nach dem 2., 3. und 4. Wurf wählt der Mitspieler eine noch nicht benutzte Rechenart: +, −, × oder ÷ (÷ nur, wenn sie ohne Rest aufgeht). Beim 5. Wurf ergibt sich die letzte von selbst, ein Rest wird vernachlässigt.
    • Die höchste Endsumme gewinnt den Pott, bei Gleichstand wird geteilt. Nach der letzten Bankrunde gewinnt, wer die meisten Chips hat.
vb-dc-lobby-title = Va banque · Tisch { $table }
vb-dc-lobby-timer = { $seconds } s pro Zug · { $language }
vb-dc-lobby-footer = Setz dich dazu, dann drückt der Gastgeber auf Starten (2–5 Spieler, gern auch mit KI).
vb-dc-rules-line = Je { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    } · Einsatz { $stake } · { $cycles ->
        [one] die Bank geht einmal reihum
       *[other] die Bank geht { $cycles }-mal reihum
    }{ $forfeit ->
        [true] {" "}· ein Rest beim 5. Wurf kostet den Einsatz
       *[false] {""}
    }
vb-dc-table-title = Va banque · Tisch { $table }
vb-dc-table-round = Runde { $round } von { $rounds } · Bankhalter **{ $banker }** · Pott **{ $pot }**
vb-dc-table-over = **Spielende.**
vb-dc-table-ended = Dieser Tisch wurde beendet.
vb-dc-seat = { $name } — { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
vb-dc-seat-banker = {" "}· 🏦 Bankhalter
vb-dc-seat-out = {" "}· setzt diese Runde aus
vb-dc-seat-waiting = {" "}· hat gesetzt, wartet auf die Würfe
vb-dc-calc-next = { $steps } · { $throw }. Wurf: **{ $die }**
vb-dc-calc-forfeit = {" "}(Einsatz verfallen)
vb-dc-best = Beste Endsumme bisher: **{ $total }**
vb-dc-started = **Das Spiel beginnt!** Reihenfolge der Bank, ausgelost: { $seats }.
# the answer to the host who pressed Start
vb-dc-start-ack = Das Spiel hat begonnen: Sobald du am Zug bist, benachrichtigt dich der Tisch.
vb-dc-turn = 🎲 { $who }, der { $throw }. Wurf ist eine **{ $die }** · deine Rechnung: **{ $steps }**
vb-dc-turn-best = {" "}· bisher beste Endsumme: **{ $total }**
vb-dc-turn-choose = Wähle eine Rechenart für die { $die } (noch frei: { $unused }).
vb-dc-turn-blocked = Keine Division: { $total } ÷ { $die } geht nicht ohne Rest auf.
vb-dc-turn-last = Die Rechenart, die du übrig lässt, gilt beim 5. Wurf von selbst.
vb-dc-turn-ai = 🤖 { $who } wählt eine Rechenart für die { $die }…
vb-btn-op = { $total } { $sign } { $die } = { $value }
vb-btn-op-last = { $label } · dann { $left }
vb-dc-round-result = **Endsummen der Runde { $round }:** { $totals }
vb-dc-results-head = **Endstand**
vb-dc-standing = { $place }. { $name } — { $chips ->
        [one] { $chips } Chip
       *[other] { $chips } Chips
    }
vb-dc-hand-title = **Deine Chips: { $chips }** · Runde { $round } von { $rounds } · Pott { $pot }
vb-dc-hand-banker = Du bist in dieser Runde Bankhalter: Du setzt nicht und gewinnst den Pott nicht.
vb-dc-hand-out = Du setzt diese Runde aus: Du hast weniger Chips, als der Einsatz verlangt.
vb-dc-hand-waiting = Du hast gesetzt; der Bankhalter würfelt für dich nach den Spielern vor dir.
vb-dc-hand-calc = Deine Rechnung: { $steps }
vb-dc-hand-over = Das Spiel ist vorbei.
vb-dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Zugzeit: **{ $seconds } s** · Chips: **{ $chips }** · Einsatz: **{ $stake }** · Einsatz verfällt beim 5. Wurf: **{ $forfeit ->
        [true] an
       *[false] aus
    }** · die Bank geht reihum: **{ $cycles }×**
vb-cmd-replay-desc = Eine beendete Va-banque-Partie dieses Servers, Runde für Runde (nur du siehst sie)
vb-cmd-opt-game-desc = Die Nummer der Partie (wie in der Partienliste)
vb-cmd-opt-round = runde
vb-cmd-opt-round-desc = Die Bankrunde, mit der es losgeht (Standard: 1)
vb-dc-replay-title = **Va banque #{ $table }** · Runde { $round } von { $rounds }
vb-dc-replay-unknown = Auf diesem Server gibt es keine beendete Va-banque-Partie #{ $table }.
vb-dc-replay-running = Partie #{ $table } läuft noch: Ansehen kann man sie, wenn sie vorbei ist.
vb-dc-replay-corrupt = Partie #{ $table } lässt sich nicht wiederholen: Ihre gespeicherten Züge passen nicht zu ihren Würfen.
vb-dc-history-hint = Noch einmal ansehen mit `/vabanque { cmd-replay } { cmd-opt-game }:<Nummer>`.

# the table picture (vabanque/art.py): its head band (the round and banker; the pot), a seat's chips and part in the round
# ($total: a calculation's running or final total); its description for screen readers
# ($parts: the band's text and the calculation under way; $seats: one vb-pic-alt-seat per seat;
# $part: ", " and the seat's part in the round, or nothing once the game is over)
vb-pic-head = Runde { $round } von { $rounds } · Bankhalter { $banker }
vb-pic-pot = Pott { $pot }
vb-pic-chips = { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}
vb-pic-banker = Bankhalter
vb-pic-out = setzt diese Runde aus
vb-pic-waiting = hat gesetzt, wartet auf die Würfe
vb-pic-running = rechnet: bisher { $total }
vb-pic-total = { $forfeit ->
    [yes] Endsumme { $total } (Einsatz verfallen)
   *[no] Endsumme { $total }
}
vb-pic-alt = Va-banque-Tisch: { $parts }. { $seats }
vb-pic-alt-calc = die Bank würfelt für { $name }: { $steps }
vb-pic-alt-seat = { $name }, { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}{ $part }
