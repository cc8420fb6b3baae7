# Larry on Discord (cogs/larry), read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): the /larry group's own command texts (its
# description, the shared commands' descriptions, its options and its own commands),
# the table messages, the own screen (Your move) and the buttons, the picture
# descriptions, the replay of a finished game. The shared commands' names, the lobby, the
# leaderboards, the history and the settings are the platform's
# (larry_core/text/locales/discord.*.ftl).

## The Discord cog (cogs/larry): answers, refusals, buttons and the own screen

action-effect-open = die nächste Zahlenkarte eines Mitspielers kommt offen
action-effect-draw2 = ein Mitspieler zieht 2 Karten
action-effect-gift = schenke einem Mitspieler eine deiner Karten
action-effect-reverse = Spielrichtung und Limit umdrehen
direction-cw = im Uhrzeigersinn
direction-ccw = gegen den Uhrzeigersinn
no-table-here = In diesem Kanal gibt es keinen offenen Larry-Tisch. Eröffne einen mit `/larry { cmd-new }`.
garbled = Diesen Knopf erkenne ich nicht (vielleicht ist er beschädigt). Neue gibt es mit `/larry { cmd-table }`.
log-header = **Tisch #{ $table }: die bisherigen Züge** (Seite { $page } von { $pages }, 1 ist die neueste)
log-empty = Bisher ist nichts passiert.
game-started = **Das Spiel beginnt!** Die Plätze wurden ausgelost; Reihenfolge: { $seats }. **{ $starter }** fängt an. Die Karten sind verteilt: Schau in deine Direktnachrichten oder drücke **Meine Hand**.
game-started-tokens = **Das Spiel beginnt!** Die Plätze wurden ausgelost; Reihenfolge: { $seats }. **{ $starter }** fängt an. Die Karten sind verteilt: Drücke **Meine Hand**, um deine zu sehen.
form-header = **Dein Zug** (Limit { $limit }, { $direction }; genannte Summe: { $claim })
    { $hand }
form-marked = Vor dir liegt die Karte **„Offen Spielen“**: Deine nächste Zahlenkarte legst du offen ab, und ihre Summe steht fest.
form-forced = Wegen „Offen Spielen“ musst du für diese Karte **{ $claim }** sagen.
form-over = Diese feste Summe liegt über dem Limit: Du ziehst 2 Karten und beginnst einen neuen Stapel.
form-pick-card = Wähle die Karte, die du spielst.
form-card-menu = Deine Karte …
form-claim-step = Du legst { $card } verdeckt ab. Sag eine Summe an: Die ehrliche ist **{ $honest }**.
form-no-honest = Du legst { $card } verdeckt ab. Die ehrliche Summe, { $honest }, ist nicht erlaubt (Limit { $limit }): Was du auch ansagst, ist ein Bluff.
form-action-step = { $card }: offen ausspielen ({ $effect }) oder verdeckt ablegen (zählt 0) und eine Summe ansagen: Die ehrliche ist **{ $honest }**.
form-face-down-only = { $card } kann jetzt nicht offen gespielt werden: Lege sie verdeckt ab (zählt 0) und sag eine Summe an: Die ehrliche ist **{ $honest }**.
form-gift-step = Geschenk an { $name }: Wähle die Karte, die du verschenkst.
form-larry-on = Danach hast du nur noch eine Karte: **Larry!** sage ich für dich.
form-larry-off-auto = Danach hast du nur noch eine Karte und hast gewählt, **nicht** „Larry“ zu sagen: Zur Strafe ziehst du **2 Karten**.
form-larry-off-catch = Danach hast du nur noch eine Karte und hast gewählt, **nicht** „Larry“ zu sagen: Bis zum nächsten Zug darf dich jeder **erwischen**, dann ziehst du 2 Karten.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (ehrlich)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (offen)
btn-other-claim = Eine andere Summe ansagen …
btn-skip-larry = Nicht „Larry“ sagen
btn-say-larry = „Larry“ sagen
btn-doubt = Anzweifeln
btn-accept = Akzeptieren
btn-catch = Erwischt!
rules = **Larry in Kürze** (2–8 Spieler)
    • 54 Karten: Zahlenkarten `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Ätsch-Karten** und 13 Aktionskarten (Offen Spielen, 2 Karten ziehen, Verschenke 1 Karte, Richtungswechsel). Handkarten: 2→12, 3→9, 4→7, 5→6, 6–8→5 Karten.
    • Wenn du am Zug bist: **lege** eine Karte verdeckt auf den Stapel und sage die Summe an (eine ganze Zahl von −12 bis zum **Limit**, anfangs 7), **spiele eine Aktionskarte** offen aus (damit akzeptierst du die genannte Summe) oder **zweifle die Summe an**.
    • Anzweifeln: Der Stapel wird aufgedeckt. Bei einer ungeraden Zahl Ätsch-Karten ist jede Summe korrekt; sonst ist sie korrekt, wenn sie genau stimmt. Korrekt → der Zweifler zieht 2 Karten; falsch → der verantwortliche Spieler zieht 2. Wer gezogen hat, beginnt einen neuen Stapel.
    • Aktionen: **Richtungswechsel** dreht Spielrichtung und Limit um (7↔5); mit **2 Karten ziehen** zieht ein Mitspieler 2 Karten; mit **Verschenke 1 Karte** schenkst du eine deiner Karten her (du brauchst 3+ Karten auf der Hand); **Offen Spielen** trifft einen Mitspieler: Seine nächste Zahlenkarte kommt offen mit fester Summe (über dem Limit → 2 Karten ziehen).
    • Bleibt dir nur noch eine Karte? Hake **„Larry“ sagen** an. Wer es vergisst, zieht 2 Karten (oder, im Modus „Erwischen“, jeder darf dich vor dem nächsten Zug mit **Erwischt!** erwischen).
    • Keine Karten mehr: Der nächste Spieler **zweifelt an** oder **akzeptiert**. Rundensieger +2; alle anderen verlieren die Larrys auf ihren restlichen Karten. Wer nach der letzten Runde die meisten Punkte hat, gewinnt (normal 3 Runden).

## Discord: Slash-Befehle (Namen, Beschreibungen, Optionen, Auswahlen) und die Tischnachrichten
## (cogs/larry). Befehlsnamen: klein geschrieben, ohne Leerzeichen, höchstens 32 Zeichen.

cmd-larry-desc = Larry spielen, das Bluff-Kartenspiel
cmd-new-desc = Einen Larry-Tisch in diesem Kanal eröffnen
cmd-hand-desc = Deine Karten am Tisch dieses Kanals ansehen (nur du siehst sie)
cmd-table-desc = Den Tisch und seine Knöpfe noch einmal posten (Mitspieler und Moderation)
cmd-log = verlauf
cmd-log-desc = Alle bisherigen Züge der Partie in diesem Kanal (nur du siehst sie)
cmd-leave-desc = Den Tisch dieses Kanals verlassen (mitten im Spiel übernimmt eine KI deinen Platz)
cmd-end-desc = Den Tisch dieses Kanals beenden (Gastgeber oder „Server verwalten“); ohne Folgen für die Rangliste
cmd-rules-desc = Die Regeln von Larry in Kürze
cmd-leaderboard-desc = Die Larry-Rangliste dieses Servers (nur du siehst sie, außer du teilst sie)
cmd-stats-desc = Partien, Siege, Siegquote und Punkte eines Spielers auf diesem Server
cmd-opt-rounds = runden
cmd-opt-rounds-desc = Wie viele Runden (1–10, sonst 3)
cmd-opt-short-game = kurzes_spiel
cmd-opt-short-game-desc = Eine Runde; wer keine Karten mehr hat, wird sofort geprüft
cmd-opt-larry-call = larry_ruf
cmd-opt-larry-call-desc = Was ein vergessenes „Larry“ kostet
cmd-choice-call-auto = automatisch: sofort 2 Karten
cmd-choice-call-catch = erwischen: nur wenn es jemand bemerkt
cmd-opt-log-page-desc = 1 ist die neueste Seite

## Tischnachrichten
dc-hand-empty = Du hast keine Karten auf der Hand.
dc-hand = Deine Hand ({ $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }): { $cards }
dc-dm-hand = **Larry-Tisch #{ $table }** in { $channel }, Runde { $round }.
    { $hand }
dc-no-claim = keine (leerer Stapel)
dc-form-no-claim = keine
dc-prompt-move = { $name }, du bist dran.
dc-prompt-final = { $name }: die letzte Ansage von { $out } **anzweifeln** oder **akzeptieren**?
dc-table-state = Limit **{ $limit }** · { $direction } · Ansage { $claim } · Stapel { $pile ->
        [one] 1 Karte
       *[other] { $pile } Karten
    }
dc-table-face-up = Offen im Stapel: { $cards }
dc-table-title = Larry · Tisch #{ $table } · Runde { $round }/{ $rounds }{ $short ->
        [true] {" "}(kurzes Spiel)
       *[false] {""}
    }
dc-table-title-over = Larry · Tisch #{ $table } · beendet
dc-table-title-ended = Larry · Tisch #{ $table } · abgebrochen
dc-table-player = **{ $name }** — { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    } · { $points } Pkt.{ $marked ->
        [true] {" "}· 🔓 muss offen spielen
       *[false] {""}
    }
dc-table-players = Spieler
dc-table-earlier = Frühere Züge
dc-call-auto = automatisch
dc-call-catch = erwischen
dc-table-footer = Larry-Ruf: { $call } · Nachzugstapel { $draw } · Zug { $move } · /larry { cmd-log } zeigt alle Züge
dc-lobby-title = Larry-Tisch #{ $table } — Warteraum
dc-lobby-rules = Runden: **{ $rounds }**{ $short ->
        [true] {" "}(kurzes Spiel)
       *[false] {""}
    } · Larry-Ruf: **{ $call }** · Zugzeit: **{ $seconds } s** · { $language }
dc-lobby-footer = Setz dich dazu; dann drückt der Gastgeber auf Starten (2–8 Spieler).
dc-board-title = Larry-Rangliste · { $guild }
dc-stats-title = Larry-Statistik · { $name }
dc-stats-line = Rang **{ $rank }** · Partien **{ $games }** · Siege **{ $wins }** · Siegquote **{ $rate }** · Punkte **{ $points }**

## Bildbeschreibungen (Alternativtext)
dc-pic-hand = Deine Karten: { $cards }
dc-pic-reveal = Der aufgedeckte Stapel: { $cards }. Summe { $total }{ $claim ->
        [none] {""}
       *[some] , Ansage { $claim }
    }: { $correct ->
        [true] die Ansage stimmte
       *[false] die Ansage war falsch
    }.
dc-pic-result-row = { $name }: { $cards } ({ $points }, gesamt { $total })
dc-pic-results = Ergebnis der Runde { $round }: { $rows }

## Nach dem Spiel: Rangliste, Statistik, Verlauf, Wiederholung, Einstellungen, Daten löschen
cmd-history-desc = Die beendeten Partien dieses Servers, neueste zuerst (nur du siehst sie)
cmd-replay = wiederholung
cmd-replay-desc = Eine beendete Partie dieses Servers Zug für Zug (nur du siehst sie)
cmd-settings-desc = Die Vorgaben dieses Servers für neue Tische zeigen oder ändern („Server verwalten“)
cmd-opt-game = partie
cmd-opt-game-desc = Die Nummer der Partie (siehe /larry partien)
cmd-opt-move = zug
cmd-opt-move-desc = Bei diesem Zug beginnen (sonst beim ersten)
dc-history-hint = Noch einmal ansehen mit `/larry { cmd-replay } { cmd-opt-game }:<Nummer>`.
dc-replay-title = **Partie #{ $table }**, Zug für Zug
dc-replay-no-moves = In dieser Partie hat niemand gezogen.
dc-replay-running = Partie #{ $table } läuft noch: Ansehen kann man sie, sobald sie vorbei ist.
dc-replay-unknown = Auf diesem Server gibt es keine beendete Larry-Partie #{ $table }.
dc-replay-corrupt = Die gespeicherten Züge der Partie #{ $table } lassen sich nicht mehr nachspielen: Sie kann nicht gezeigt werden.
dc-replay-jump-title = Zu einem Zug springen
dc-replay-jump-label = Zugnummer
dc-replay-jump-bad = Eine Zugnummer ist eine ganze Zahl wie 12, nicht { $text }.
btn-jump = Springen …
dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Bilder: **{ $pictures ->
        [true] an
       *[false] aus
    }** · Zugzeit: **{ $seconds } s** · Runden: **{ $rounds }**{ $short ->
        [true] {" "}(kurzes Spiel)
       *[false] {""}
    } · Larry-Ruf: **{ $call }**

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
dc-game-name = Larry
