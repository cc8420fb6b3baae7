## Würfel-Ligretto (larry_core.games.ligretto): die Farben, die Erzählung, die Regeln, der
## Simulator und das Spiel im Terminal. Die Schlüssel beginnen mit lg-.

## Die Farben (docs/dice-rules.md D2) in ihrer festen Reihenfolge; jede wird auch mit ihrem
## Symbol gezeigt (colours.py: ♥ rot, ★ gelb, ▲ grün, ● blau)
lg-colour-red = rot
lg-colour-yellow = gelb
lg-colour-green = grün
lg-colour-blue = blau
## Die Reihe einer Farbe auf dem Ablageplan, als Subjekt eines Satzes
lg-row-red = die rote Reihe
lg-row-yellow = die gelbe Reihe
lg-row-green = die grüne Reihe
lg-row-blue = die blaue Reihe
lg-die = { $symbol } { $colour } { $value }

## Das Tempo der KI-Spieler und die beiden einfachen KIs
lg-level-slow = langsam
lg-level-normal = normal
lg-level-fast = schnell
lg-level-random = zufällig
lg-level-plain = einfach

## Erzählung. $who: ein Name; $me: „yes“, wenn du es bist
lg-ev-round-started = Runde { $round } von { $rounds }: Ligretto Start! Alle werfen ihre Würfel.
lg-ev-rolled-start = { $me ->
    [yes] Deine Würfel
   *[no] Die Würfel von { $who }
}: { $dice }
lg-ev-rolled = { $me ->
    [yes] Du würfelst
   *[no] { $who } würfelt
} { $count ->
    [one] { $count } Würfel
   *[other] alle { $count } Würfel
} neu: { $dice }
lg-ev-placed = { $me ->
    [yes] Du legst
   *[no] { $who } legt
} { $die } ab.
lg-ev-stopped = Ligretto Stopp! { $me ->
    [yes] Du hast
   *[no] { $who } hat
} den letzten Würfel abgelegt.
lg-ev-round-over = Runde { $round }: { $points }. Gesamt: { $totals }.
lg-ev-game-over = Spielende! { $several ->
    [yes] { $me ->
        [yes] { $names } gewinnt
       *[no] { $names } gewinnen
    }
   *[no] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
} mit { $total } { $size ->
        [one] Punkt
       *[other] Punkten
    }.

## Die Regeln (`regeln` im Terminal). $rounds: Runden; $dice: deine Würfel pro Runde
lg-rules-text =
    Würfel-Ligretto: { $rounds } Runden; in jeder Runde zieht jeder { $dice } Würfel aus dem Beutel.
    Bei „Ligretto Start“ werfen alle ihre Würfel, und ab dann spielen alle gleichzeitig. Auf
    dem Ablageplan hat jede Farbe eine Reihe mit den Feldern 1 bis 6, die von der 1 aufwärts
    belegt wird: Ein Würfel darf nur auf das nächste freie Feld seiner Reihe, und nur, wenn er
    dessen Zahl zeigt. Leg immer nur einen Würfel auf einmal ab; wer zuerst kommt, mahlt
    zuerst, und ein Würfel, der zu spät kommt, bleibt in deinem Becher, bis du neu würfelst.
    Neu würfeln darfst du jederzeit, aber immer alle deine übrigen Würfel, nie nur einen Teil.
    Wer seinen letzten Würfel ablegt, ruft „Ligretto Stopp“, und die Runde endet sofort: Er
    bekommt einen Pluspunkt für jeden Würfel, den die anderen noch haben, jeder andere einen
    Minuspunkt für jeden eigenen. Nach der letzten Runde gewinnt die höchste Summe; bei
    Gleichstand gewinnen alle mit dieser Summe.

## Der Simulator (larry simulate --game ligretto)
lg-sim-games = Spiele
lg-sim-moves = Aktionen
lg-sim-moves-detail = { $moves } ({ $placements } abgelegt, { $rerolls } neu gewürfelt; { $rate } Aktionen/s)
lg-sim-waits = abgewartet
lg-sim-rounds = Runden
lg-sim-rounds-detail = { $rounds } (im Schnitt je { $seconds } s, { $left } Würfel übrig bei den anderen)
lg-sim-stops = Runden beendet nach Platz
lg-sim-wins = Siege nach Platz

## Die eigenen Optionen des Spiels auf der Kommandozeile
lg-cli-speed = die KI-Spieler: slow, normal oder fast (die Tempi von /ligretto new) oder random (Zufallszüge im normalen Tempo) (Standard: normal)
lg-cli-levels = der KI-Spieler jedes Platzes: slow, normal, fast, plain oder random (Standard: alle normal)

## Das Spiel im Terminal (larry play --game ligretto)
lg-term-intro =
    Würfel-Ligretto für { $players } Spieler, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, je { $dice ->
        [one] { $dice } Würfel
       *[other] { $dice } Würfel
    }, gegen
    KI-Spieler im Tempo „{ $speed }“. Alle spielen gleichzeitig: Tippe die Nummer eines deiner
    Würfel (oder Farbe und Zahl, z. B. rot 3), um ihn abzulegen, oder w, um alle deine Würfel
    neu zu würfeln. Jederzeit kannst du „hilfe“, „regeln“, „stand“ oder „ende“ tippen.
lg-term-help =
    Würfel ablegen: seine Nummer in deiner Liste oder Farbe und Zahl (rot 3, ♥3).
    Alle Würfel neu würfeln: w. „stand“ zeigt den Ablageplan und alle Würfel, „hand“ deine
    Würfel, „regeln“ die Regeln, „ende“ beendet das Spiel. Die anderen warten nicht auf dich!
lg-term-you = Du
lg-term-bot = Bot { $number }
lg-term-round = Runde { $round } von { $rounds }
lg-term-row = { $symbol } { $colour }: { $fields }{ $next ->
    [0] {" "}(voll)
   *[other] {" "}(als Nächstes: { $next })
}
lg-term-player = {"["}{ $index }] { $name }: { $count ->
    [one] { $count } Würfel
   *[other] { $count } Würfel
} ({ $dice }) · { $total } Punkte
lg-term-your-dice = Deine Würfel:
lg-term-fits-mark = {" "}✓ passt
lg-term-fits = Passt jetzt: { $dice }
lg-term-fits-none = Gerade passt keiner deiner Würfel: neu würfeln (w) oder auf die anderen warten.
lg-term-choose = Tippe die Nummer eines deiner Würfel aus der Liste, Farbe und Zahl (rot 3), w zum Neuwürfeln oder „hilfe“.
lg-term-prompt = Ablegen oder neu würfeln >
lg-term-pause = Runde { $round } beginnt in { $seconds } Sekunden.
lg-term-not-yet = Runde { $round } hat noch nicht begonnen: Warte auf „Ligretto Start!“.
lg-term-words-roll = w würfeln wuerfeln neu
lg-term-result = { $won ->
    [yes] Spielende: Du gewinnst!
   *[no] Spielende: Du verlierst.
}

## Abgelehnte Aktionen im Terminal (die Codes des Protokolls, §6.4)
lg-illegal-bad_move = Das ist keine Aktion: die Nummer eines Würfels, Farbe und Zahl oder w.
lg-illegal-game_over = Das Spiel ist vorbei.
lg-illegal-no_such_die = Du hast keinen Würfel { $die }.
lg-illegal-not_next = Das passt nicht – { $row } braucht als Nächstes eine { $needed }.

## Das Discord-Frontend (cogs/ligretto): Befehle, Tischnachricht, der eigene Becher

lg-cmd-desc = Würfel-Ligretto spielen, das Würfelrennen, bei dem alle gleichzeitig spielen
lg-cmd-new-desc = Einen Würfel-Ligretto-Tisch in diesem Kanal eröffnen
lg-cmd-hand-desc = Deinen Becher am Würfel-Ligretto-Tisch dieses Kanals ansehen (nur du siehst ihn)
lg-cmd-table-desc = Den Würfel-Ligretto-Tisch und seinen Knopf neu posten
lg-cmd-leave-desc = Den Würfel-Ligretto-Tisch dieses Kanals verlassen (im Spiel übernimmt eine KI deinen Platz)
lg-cmd-end-desc = Den Würfel-Ligretto-Tisch dieses Kanals beenden (Gastgeber oder „Server verwalten“)
lg-cmd-rules-desc = Die Regeln von Würfel-Ligretto in Kürze
lg-cmd-leaderboard-desc = Die Würfel-Ligretto-Wertungen dieses Servers
lg-cmd-stats-desc = Wertung, Partien und Siege eines Spielers in Würfel-Ligretto auf diesem Server
lg-cmd-history-desc = Die beendeten Würfel-Ligretto-Partien dieses Servers, neueste zuerst (nur du siehst sie)
lg-cmd-settings-desc = Die Vorgaben dieses Servers für neue Würfel-Ligretto-Tische zeigen oder ändern („Server verwalten“)
lg-cmd-opt-rounds = runden
lg-cmd-opt-rounds-desc = Zu spielende Runden, 1 bis 20 (Standard: 0, drei Runden pro Spieler)
lg-cmd-opt-ai = ki_tempo
lg-cmd-opt-ai-desc = Wie schnell die KI-Spieler sind (Standard: normal)
lg-dc-board-title = Würfel-Ligretto-Wertungen — { $guild }
lg-dc-stats-title = Würfel-Ligretto — { $name }
lg-dc-game-name = Würfel-Ligretto
lg-no-table-here = In diesem Kanal ist kein Würfel-Ligretto-Tisch offen. Eröffne einen mit `/ligretto { cmd-new }`.
lg-dc-garbled = Diesen Knopf erkenne ich nicht (er ist vielleicht beschädigt). Mit `/ligretto { cmd-table }` gibt es einen neuen.
lg-dc-rules = **Würfel-Ligretto in Kürze** (2–4 Spieler)
    • Jede Runde zieht jeder Spieler Würfel aus dem Beutel (je 12, 8 oder 6); bei „Ligretto Start“ würfelt jeder alle seine Würfel, und ab dann spielen alle gleichzeitig.
    • Auf dem Ablageplan hat jede Farbe eine Reihe (♥ Rot, ★ Gelb, ▲ Grün, ● Blau), belegt von 1 bis 6: Ein Würfel darf nur auf das nächste Feld seiner Reihe, und nur wenn er genau diese Zahl zeigt. Wer zuerst kommt, bekommt das Feld.
    • **Mein Becher** zeigt deine Würfel: Drück einen grünen, um ihn zu legen, oder würfle jederzeit alle übrigen Würfel neu.
    • Wer seinen letzten Würfel legt, ruft „Ligretto Stopp“: Er bekommt einen Pluspunkt für jeden Würfel, den die anderen noch haben, jeder andere einen Minuspunkt für jeden eigenen. Nach der letzten Runde gewinnt die höchste Summe.
lg-dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Runden: **{ $rounds ->
        [0] drei pro Spieler
       *[other] { $rounds }
    }**
lg-btn-cup = Mein Becher
lg-btn-die = { $symbol } { $value }
lg-btn-die-fits = { $symbol } { $value } ✓
lg-btn-reroll = Alle neu würfeln
lg-dc-row-empty = leer
lg-dc-board-alt = Der Würfel-Ligretto-Ablageplan: { $rows }
lg-dc-seat = { $name } — noch { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    } · { $total } { $size ->
        [one] Punkt
       *[other] Punkte
    }
lg-dc-last-round = Runde { $round } hat **{ $name }** gestoppt: { $points }
lg-dc-table-ended = Dieser Tisch wurde beendet.
lg-dc-table-over = **Spielende.**
lg-dc-table-round = **Runde { $round } von { $rounds }** · alle spielen gleichzeitig
lg-dc-table-hint = Drück **Mein Becher**, um deine Würfel zu sehen und zu legen.
lg-dc-table-title = Würfel-Ligretto · Tisch { $table }
lg-dc-rules-line = { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    } · wer zuerst alle Würfel gelegt hat, stoppt die Runde
lg-dc-lobby-rounds = { $rounds ->
        [0] Drei Runden pro Spieler
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }
lg-dc-lobby-language = Keine Zugzeit: Alle spielen gleichzeitig · { $language }
# $level: how fast the AI racers are (lg-level-*)
lg-dc-lobby-ai = KI-Spieler: { $level }
lg-dc-lobby-title = Würfel-Ligretto · Tisch { $table }
lg-dc-lobby-footer = Setz dich dazu, dann drückt der Gastgeber auf Starten (2–4 Spieler, gern auch mit KI).
lg-dc-started = **Ligretto Start!** Es spielen: { $seats }. **Mein Becher** zeigt deine Würfel.
# the answer to the host who pressed Start
lg-dc-start-ack = Das Rennen läuft: **Mein Becher** zeigt deine Würfel.
lg-dc-results-head = **Endstand**
lg-dc-standing = { $place }. { $name } — { $total } { $size ->
        [one] Punkt
       *[other] Punkte
    }
lg-dc-cup-over = Das Spiel ist vorbei: Das Ergebnis steht im Kanal.
lg-dc-cup-title = **Dein Becher** · Runde { $round } von { $rounds } · { $count ->
        [one] { $count } Würfel
       *[other] { $count } Würfel
    }
lg-dc-cup-needs = Die Reihen brauchen: { $needs }
lg-dc-cup-fits = Passt jetzt: { $dice }
lg-dc-cup-none = Gerade passt nichts: Würfle alle deine Würfel neu oder warte auf die anderen.
lg-dc-not-placeable = ⚠ { $die } lässt sich nicht mehr legen: { $needed ->
        [0] { $row } ist voll
       *[other] { $row } braucht jetzt eine { $needed }
    }.
lg-dc-not-yet = ⚠ { $die } passt noch nicht: { $row } braucht eine { $needed }.
lg-dc-round-pause = ⏳ Start von Runde { $round }: { $when }. Ab dann kannst du deine Würfel ablegen.
lg-dc-seat-rerolls = { $count ->
        [one] einmal neu gewürfelt
       *[other] { $count }-mal neu gewürfelt
    }
lg-dc-table-start = ⏳ Start von Runde { $round }: { $when }.
lg-dc-table-paused = ⏸ Das Rennen ist unterbrochen: **{ $name }** hat den letzten Würfel abgelegt (Ligretto Stopp). Start von Runde { $round }: { $when }.
lg-dc-round-end = **Runde { $round } von { $rounds } ist vorbei**: **{ $name }** hat den letzten Würfel abgelegt (Ligretto Stopp). So lag der Ablageplan beim Stopp:
lg-dc-final-row = { $symbol } { $colour }: { $fields }

## /ligretto replay: eine beendete Partie noch einmal, Runde für Runde (cogs/ligretto/replay.py)
lg-cmd-replay-desc = Eine beendete Würfel-Ligretto-Partie dieses Servers, Runde für Runde (nur du siehst sie)
lg-cmd-opt-game-desc = Die Nummer der Partie (wie in der Partienliste)
lg-cmd-opt-round = runde
lg-cmd-opt-round-desc = Die Runde, mit der es losgeht (Standard: 1)
# $table: die Nummer der Partie; $round: die gezeigte Runde; $rounds: die Runden der Partie
lg-dc-replay-title = **Würfel-Ligretto #{ $table }** · Runde { $round } von { $rounds }
lg-dc-replay-unknown = Auf diesem Server gibt es keine beendete Würfel-Ligretto-Partie #{ $table }.
lg-dc-replay-running = Partie #{ $table } läuft noch: Ansehen kann man sie, wenn sie vorbei ist.
lg-dc-replay-corrupt = Partie #{ $table } lässt sich nicht wiederholen: Ihre gespeicherten Züge passen nicht zu ihren Würfen.
lg-dc-history-hint = Noch einmal ansehen mit `/ligretto { cmd-replay } { cmd-opt-game }:<Nummer>`.
# $seats: die Spieler in Sitzreihenfolge („1. Alice, 2. Bob“)
lg-dc-replay-players = Es spielten: { $seats }
# $who: ein Name; $count: wie oft alle Würfel in der Runde neu geworfen wurden
lg-dc-replay-rerolls = { $who } hat in dieser Runde { $count ->
        [0] nicht
        [one] einmal
       *[other] { $count }-mal
    } neu gewürfelt.

# ein abgelehnter Knopfdruck im Becher, oben im Becher vermerkt (darunter, was jetzt passt)
lg-dc-refused-bad_move = ⚠ Das ist kein Knopf deines Bechers: Es ändert sich nichts.
lg-dc-refused-game_over = ⚠ Das Spiel ist vorbei: Dein Knopfdruck ändert nichts.
lg-dc-refused-no_such_die = ⚠ Dieser Würfel ist nicht mehr in deinem Becher (schon gelegt): Es ändert sich nichts.
lg-dc-refused-not_next = ⚠ Dieser Würfel passt nicht (mehr): Seine Reihe braucht eine andere Zahl. Es ändert sich nichts.
