## Discord: Slash-Befehle (Namen, Beschreibungen, Optionen, Auswahlen) und die Tischnachrichten
## (cogs/larry). Befehlsnamen: klein geschrieben, ohne Leerzeichen, höchstens 32 Zeichen.

cmd-new = neu
cmd-hand = hand
cmd-table = tisch
cmd-leave = verlassen
cmd-end = beenden
cmd-rules = regeln
cmd-leaderboard = rangliste
cmd-stats = statistik
cmd-opt-turn-seconds = zugzeit
cmd-opt-turn-seconds-desc = Sekunden pro Zug, bevor die KI für dich spielt (30–600)
cmd-opt-language = sprache
cmd-opt-language-desc = Die Sprache der Tischnachrichten (sonst die des Servers)
cmd-opt-pictures = bilder
cmd-opt-pictures-desc = Karten als Bilder zeigen (Standard: an)
cmd-opt-page = seite
cmd-opt-page-desc = Seitennummer
cmd-opt-share = teilen
cmd-opt-share-desc = Für alle im Kanal zeigen
cmd-opt-user = spieler
cmd-opt-user-desc = Wessen Statistik (sonst deine)

language-en = English
language-de = Deutsch
language-fr = Français

## Tischnachrichten
dc-ai-name = { $name } (KI)
# an AI seat is to act: narrated, never addressed ($name: its name, with its AI mark)
dc-ai-thinking = 🤖 { $name } überlegt …
dc-table-latest = Letzte Züge
# when the turn of the player to act runs out ($when: a Discord timestamp, shown as "in 2 minutes")
dc-turn-deadline = ⏳ Zugende { $when }
dc-game-started = **Das Spiel beginnt!** Reihenfolge: { $seats }.
btn-act = Dein Zug
dc-lobby-host = { $name } (Gastgeber)
dc-lobby-seats = Plätze ({ $count }/{ $max })
dc-board-empty = Noch keine beendete Partie.
dc-board-header = Spieler — Partien · Siege · Siegquote · Punkte
dc-page = Seite { $page } von { $pages }
dc-stats-none = { $name } hat auf diesem Server noch keine Partie beendet.

## Nach dem Spiel: Rangliste, Statistik, Verlauf, Wiederholung, Einstellungen, Daten löschen
cmd-history = partien
cmd-settings = einstellungen
cmd-forget-me = vergiss-mich
cmd-forget-me-desc = Deinen Namen, deine Statistik und Wertung auf allen Servern löschen (mit Rückfrage)
cmd-opt-sort = sortierung
cmd-opt-sort-desc = Nach Wertung (Standard), Siegen, Partien oder Siegquote ordnen
cmd-opt-hide-ai = ohne_ki
cmd-opt-hide-ai-desc = Die KI-Spieler weglassen
cmd-opt-player = spieler
cmd-opt-player-desc = Nur die Partien dieses Spielers
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
dc-settings-not-allowed = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen dieses Servers ändern.
dc-settings-title = **Die Vorgaben dieses Servers für neue Tische**
dc-settings-saved = **Gespeichert.** Neue Tische beginnen damit (die Optionen von `/{ $group } { cmd-new }` gehen vor):
dc-forget-ask = Damit werden dein Name, deine Statistiken und deine Wertungen in allen Spielen gelöscht, auf allen Servern, auf denen du gespielt hast. Beendete Partien behalten deinen Platz ohne Namen, damit die Ergebnisse der anderen bleiben, wie sie sind. Das lässt sich nicht rückgängig machen.
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
