## Discord: Slash-Befehle (Namen, Beschreibungen, Optionen, Auswahlen) und die Tischnachrichten
## (cogs/larry). Befehlsnamen: klein geschrieben, ohne Leerzeichen, höchstens 32 Zeichen.

cmd-larry-desc = Spiel Larry, das Bluff-Kartenspiel
cmd-new = neu
cmd-new-desc = Eröffne in diesem Kanal einen Larry-Tisch
cmd-hand = hand
cmd-hand-desc = Sieh deine Karten am Tisch dieses Kanals (nur du siehst sie)
cmd-table = tisch
cmd-table-desc = Zeig den Tisch und seine Knöpfe noch einmal (Mitspieler und Moderation)
cmd-log = verlauf
cmd-log-desc = Alle bisherigen Züge der Partie in diesem Kanal (nur du siehst sie)
cmd-leave = verlassen
cmd-leave-desc = Verlass den Tisch dieses Kanals (mitten im Spiel übernimmt die KI deinen Platz)
cmd-end = beenden
cmd-end-desc = Beende den Tisch dieses Kanals (Gastgeber oder Serververwaltung); zählt nicht für die Rangliste
cmd-rules = regeln
cmd-rules-desc = Die Regeln von Larry in Kürze
cmd-leaderboard = rangliste
cmd-leaderboard-desc = Die Larry-Rangliste dieses Servers (nur du siehst sie, außer du teilst sie)
cmd-stats = statistik
cmd-stats-desc = Partien, Siege, Siegquote und Punkte eines Spielers auf diesem Server
cmd-opt-rounds = runden
cmd-opt-rounds-desc = Wie viele Runden (1–10, sonst 3)
cmd-opt-short-game = kurzes_spiel
cmd-opt-short-game-desc = Eine Runde; wer ausspielt, wird sofort geprüft
cmd-opt-larry-call = larry_ruf
cmd-opt-larry-call-desc = Was ein vergessenes „Larry“ kostet
cmd-choice-call-auto = automatisch: sofort 2 Karten
cmd-choice-call-catch = erwischen: nur wenn es jemand bemerkt
cmd-opt-turn-seconds = zugzeit
cmd-opt-turn-seconds-desc = Sekunden pro Zug, bevor die KI für dich spielt (30–600)
cmd-opt-language = sprache
cmd-opt-language-desc = Die Sprache der Tischnachrichten (sonst die des Servers)
cmd-opt-pictures = bilder
cmd-opt-pictures-desc = Karten als Bilder zeigen (sonst an)
cmd-opt-page = seite
cmd-opt-page-desc = Seitennummer
cmd-opt-log-page-desc = 1 ist die neueste Seite
cmd-opt-share = teilen
cmd-opt-share-desc = Für alle im Kanal zeigen
cmd-opt-user = spieler
cmd-opt-user-desc = Wessen Statistik (sonst deine)

language-en = English
language-de = Deutsch
language-fr = Français

## Tischnachrichten
dc-ai-name = { $name } (KI)
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
dc-table-latest = Letzte Züge
dc-call-auto = automatisch
dc-call-catch = erwischen
dc-table-footer = Larry-Ruf: { $call } · Nachziehstapel { $draw } · Zug { $move } · /larry { cmd-log } zeigt alle Züge
dc-lobby-title = Larry-Tisch #{ $table } — Warteraum
dc-lobby-rules = Runden: **{ $rounds }**{ $short ->
        [true] {" "}(kurzes Spiel)
       *[false] {""}
    } · Larry-Ruf: **{ $call }** · Zugzeit: **{ $seconds } s** · { $language }
dc-lobby-host = { $name } (Gastgeber)
dc-lobby-seats = Plätze ({ $count }/{ $max })
dc-lobby-footer = Setz dich dazu; dann drückt der Gastgeber auf Starten (2–8 Spieler).
dc-board-title = Larry-Rangliste · { $guild }
dc-board-empty = Noch keine beendete Partie.
dc-board-header = Spieler — Partien · Siege · Siegquote · Punkte
dc-page = Seite { $page } von { $pages }
dc-stats-title = Larry-Statistik · { $name }
dc-stats-none = { $name } hat auf diesem Server noch keine Partie beendet.
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
