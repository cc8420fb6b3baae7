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
cmd-opt-short-game-desc = Eine Runde; wer keine Karten mehr hat, wird sofort geprüft
cmd-opt-larry-call = larry_ruf
cmd-opt-larry-call-desc = Was ein vergessenes „Larry“ kostet
cmd-choice-call-auto = automatisch: sofort 2 Karten
cmd-choice-call-catch = erwischen: nur wenn es jemand bemerkt
cmd-opt-turn-seconds = zugzeit
cmd-opt-turn-seconds-desc = Sekunden pro Zug, bevor die KI für dich spielt (30–600)
cmd-opt-language = sprache
cmd-opt-language-desc = Die Sprache der Tischnachrichten (sonst die des Servers)
cmd-opt-pictures = bilder
cmd-opt-pictures-desc = Karten als Bilder zeigen (Standard: an)
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
dc-table-earlier = Frühere Züge
dc-call-auto = automatisch
dc-call-catch = erwischen
dc-table-footer = Larry-Ruf: { $call } · Nachzugstapel { $draw } · Zug { $move } · /larry { cmd-log } zeigt alle Züge
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

## Nach dem Spiel: Rangliste, Statistik, Verlauf, Wiederholung, Einstellungen, Daten löschen
cmd-history = partien
cmd-history-desc = Die beendeten Partien dieses Servers, neueste zuerst (nur du siehst sie)
cmd-replay = wiederholung
cmd-replay-desc = Eine beendete Partie dieses Servers Zug für Zug (nur du siehst sie)
cmd-settings = einstellungen
cmd-settings-desc = Die Vorgaben dieses Servers für neue Tische zeigen oder ändern (Serververwaltung)
cmd-forget-me = vergiss-mich
cmd-forget-me-desc = Deinen Namen, deine Statistik und Wertung auf allen Servern löschen (mit Rückfrage)
cmd-opt-sort = sortierung
cmd-opt-sort-desc = Nach Wertung (Standard), Siegen, Partien oder Siegquote ordnen
cmd-opt-hide-ai = ohne_ki
cmd-opt-hide-ai-desc = Die KI-Spieler weglassen
cmd-opt-player = spieler
cmd-opt-player-desc = Nur die Partien dieses Spielers
cmd-opt-game = partie
cmd-opt-game-desc = Die Nummer der Partie (siehe /larry partien)
cmd-opt-move = zug
cmd-opt-move-desc = Bei diesem Zug beginnen (sonst beim ersten)
cmd-opt-settings-language-desc = Die Sprache der Nachrichten neuer Tische
dc-sort-rating = Wertung
dc-sort-wins = Siege
dc-sort-games = Partien
dc-sort-win_rate = Siegquote
dc-board-rated-header = Spieler — **Wertung** · Siege · Partien · Siegquote
dc-board-footer = Seite { $page } von { $pages } · sortiert nach { $sort } · Wertung = geschätzte Spielstärke minus dreimal ihre Unsicherheit
dc-stats-rating = Wertung **{ $rating }** (Rang **{ $rank }**; Spielstärke { $mu } ± { $sigma })
dc-stats-history = Wertung nach jeder der letzten { $count } Partien
dc-stats-history-alt = Die Wertung über { $count } Partien, von { $first } bis { $last }
dc-history-empty = Auf diesem Server wurde noch keine Partie beendet.
dc-history-title = **Beendete Partien** (Seite { $page } von { $pages })
dc-history-game = `#{ $table }` { $when }: { $players }
dc-history-hint = Noch einmal ansehen mit `/larry { cmd-replay } { cmd-opt-game }:<Nummer>`.
dc-replay-title = **Partie #{ $table }**, Zug für Zug
dc-replay-no-moves = In dieser Partie hat niemand gezogen.
dc-replay-running = Partie #{ $table } läuft noch: ansehen kann man sie, wenn sie vorbei ist.
dc-replay-unknown = Auf diesem Server gibt es keine beendete Larry-Partie #{ $table }.
dc-replay-corrupt = Die gespeicherten Züge der Partie #{ $table } lassen sich nicht mehr nachspielen: sie kann nicht gezeigt werden.
dc-replay-jump-title = Zu einem Zug springen
dc-replay-jump-label = Zugnummer
dc-replay-jump-bad = Eine Zugnummer ist eine ganze Zahl wie 12, nicht { $text }.
btn-jump = Springen …
dc-settings-not-allowed = Nur Mitglieder mit Serververwaltung können die Einstellungen dieses Servers ändern.
dc-settings-title = **Die Vorgaben dieses Servers für neue Tische**
dc-settings-saved = **Gespeichert.** Neue Tische beginnen damit (die Optionen von `/larry { cmd-new }` gehen vor):
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
dc-forget-ask = Damit werden dein Name, deine Statistik und deine Wertung auf allen Servern gelöscht, auf denen du Larry gespielt hast. Beendete Partien behalten deinen Platz ohne Namen, damit die Ergebnisse der anderen bleiben, wie sie sind. Das lässt sich nicht rückgängig machen.
btn-forget-yes = Vergiss mich
btn-forget-no = Daten behalten
dc-forget-not-yours = Bestätigen kann das nur, wer gefragt hat.
dc-forget-kept = Es wurde nichts gelöscht.
dc-forget-done = Erledigt: Name, Statistik und Wertung sind gelöscht ({ $servers ->
        [one] 1 Eintrag
       *[other] { $servers } Einträge
    }; { $tables ->
        [one] 1 Partie behält
       *[other] { $tables } Partien behalten
    } einen namenlosen Platz).
