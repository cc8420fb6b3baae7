## Ein Thread pro Tisch (Ticket 51): im Kanal eine Zeile, der Tisch in seinem eigenen Thread
## (cogs.tables.threads).

## Die Option von /… neu und /… einstellungen

cmd-opt-threads = thread
cmd-opt-threads-desc = In einem eigenen Thread spielen, im Kanal bleibt eine Zeile (Standard: wie der Server)
cmd-opt-settings-threads-desc = Neue Tische spielen in einem eigenen Thread, im Kanal bleibt eine Zeile (Standard: aus)

## Die Zeile im Kanal, in der Sprache des Tisches

threads-line-opening = 🧵 **{ $game }** · { $host } eröffnet einen Tisch …
threads-line-lobby = 🧵 **{ $game }** · Tisch { $table } sucht Mitspieler (schon dabei: { $players }) · mitspielen in { $thread }
threads-line-playing = 🧵 **{ $game }** · Tisch { $table } · es spielen: { $players } · in { $thread }
threads-line-finished = 🧵 **{ $game }** · Tisch { $table } · gespielt von { $players } · die Ergebnisse stehen in { $thread }
threads-line-ended = 🧵 **{ $game }** · Tisch { $table } · vor dem Ende der Partie beendet · { $thread }
threads-line-closed = 🧵 **{ $game }** · Tisch { $table } · ohne Partie geschlossen
threads-name = { $game } · { $host }

## Private Antworten an den Gastgeber

threads-opened = Dein Tisch ist offen, in { $thread }. Andere kommen dort mit dem Knopf **Mitspielen** dazu.
threads-not-allowed = Dieser Tisch spielt hier im Kanal: Ich darf hier keine Threads eröffnen (dafür brauche ich **Öffentliche Threads erstellen** und **Nachrichten in Threads senden**). Ein Server-Admin kann mir beides erlauben oder Tische in Threads mit `/{ $group } { cmd-settings }` ausschalten. Das sage ich auf diesem Server nur einmal.
threads-no-thread = Ich konnte gerade keinen Thread eröffnen, darum spielt dieser Tisch hier im Kanal.

## /… einstellungen

threads-setting = Tische in Threads: **{ $on ->
        [true] an
       *[false] aus
    }**
