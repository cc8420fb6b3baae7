# Deutscher Katalog der Plattform: die Sätze, die alle Spiele teilen (Quelle: en.ftl).
# Die eigenen Texte jedes Spiels liegen in seinem Paket
# (larry_core/games/larry/locales/larry*.de.ftl, larry_core/games/kakerlake/locales).
#
# Glossar der Spielbegriffe von Larry und Anrede (du): larry.de.ftl
# (larry_core/games/larry/locales).
#
# Konventionen wie in en.ftl: Sitz-Parameter kommen als Name, mit $<param>_you = "yes"/"no";
# $card ist ein Kartenname, $cards eine Liste mit $cards_count; **fett** ist Discord-Markdown.

## Lists and names

list-and = { $first } und { $second }
list-comma = { $first }, { $second }
you-in-list = du
you-label = Du
seat-unnamed = Platz { $number }
score-item = { $name } { $points }

## Table changes (larry_core.service)

change-opened = { $name } hat einen Tisch eröffnet.
change-joined = { $name } ist dabei.
change-left = { $name } hat den Tisch verlassen.
change-ai-added = { $name } (KI) hat Platz genommen.
change-cancelled =
    { $reason ->
        [host_left] Der Gastgeber { $name } hat den Tisch verlassen, daher ist er geschlossen.
        [expired] Niemand hat das Spiel rechtzeitig gestartet, daher ist die Lobby geschlossen.
       *[closed] Der Tisch wurde geschlossen.
    }
change-replaced =
    { $reason ->
        [timeouts] { $name } hat { $count } Züge in Folge verpasst; ab jetzt spielt eine KI an diesem Platz.
       *[left] { $name } hat den Tisch verlassen; ab jetzt spielt eine KI an diesem Platz.
    }
change-timed-out =
    { $replaced ->
        [true] { $name } hat { $count }-mal in Folge die Zeit überschritten; ab jetzt spielt eine KI an diesem Platz.
       *[false] { $name } hat die Zeit überschritten, daher hat die KI den Zug gespielt.
    }
change-ended = Der Tisch wurde beendet.

## Refused table operations: error-<code>

error-no_table = Dieser Tisch ist geschlossen.
error-corrupt =
    Tisch #{ $table } in diesem Kanal kann nicht geladen werden ({ $reason ->
        [record] sein gespeicherter Datensatz ist unlesbar
        [options] seine gespeicherten Optionen sind ungültig
       *[moves] seine gespeicherten Züge lassen sich nicht nachspielen
    }). Der Gastgeber oder jemand mit der Berechtigung „Server verwalten“ kann ihn mit `/{ $group } { cmd-end }` schließen.
error-channel_busy = In diesem Kanal gibt es schon einen offenen Tisch für { $game }. Setz dich dazu oder finde ihn mit `/{ $group } { cmd-table }`.
error-not_lobby = Das Spiel hat schon begonnen oder ist geschlossen.
error-already_seated = Du hast an diesem Tisch schon einen Platz.
error-table_full = Der Tisch ist voll ({ $max } Plätze).
error-not_seated = Du spielst an diesem Tisch nicht mit.
error-not_host = Das kann nur der Gastgeber.
error-not_enough_players = Ein Spiel braucht { $min } bis { $max } Spieler.
error-stale = Dieser Knopf ist veraltet: Das Spiel ist schon weiter. Nutze die neueste Nachricht.
error-not_playing = Das Spiel läuft nicht.
# $round: the round the press was made in
error-round_over = Runde { $round } wurde gestoppt: Dein Knopfdruck ändert nichts mehr.
# $round: the round about to begin
error-round_pause = Runde { $round } beginnt gleich: Drück noch einmal, sobald sie begonnen hat.
error-over_at_start = Mit diesen Einstellungen wäre das Spiel vor dem ersten Zug schon vorbei (zum Beispiel ein Einsatz, der höher ist als die Chips, mit denen jeder anfängt). Eröffne einen neuen Tisch mit anderen Einstellungen.

## Leaving a terminal game (larry_core.__main__, every game's terminal)

term-bye = Tschüss!
term-bye-abandoned = Tschüss! (das Spiel wurde abgebrochen)

## The command line (larry_core.__main__)

cli-description = Larrys Tische ohne Discord: { $games } im Terminal gegen KI-Spieler spielen, Zufallsspiele simulieren oder ein JSON-Spieldokument nachspielen. Mit --game <Name> (vor --help) zeigt ein Befehl die eigenen Optionen dieses Spiels.
cli-replay-help = ein JSON-Spieldokument anwenden (jedes Spiel hat sein Replay-Protokoll)
cli-replay-description = Ein JSON-Dokument einer Partie { $game } anwenden und das Ergebnis ausgeben ({ $doc }).
cli-replay-file = Pfad des Dokuments, oder - für die Standardeingabe
cli-replay-wrong-game = larry replay: Das ist ein Dokument des Spiels „{ $game }“: Spiele es mit --game { $game } nach.
cli-simulate-help = zufällige regelgerechte Spiele spielen und zusammenfassen
cli-simulate-description = Zufällige regelgerechte Partien { $game } spielen und Statistiken ausgeben.
cli-simulate-players = Spieler pro Spiel (Standard 4)
cli-simulate-games = wie viele Spiele (Standard 1000)
cli-simulate-seed = erster Seed (Standard 0)
cli-play-help = im Terminal gegen KI-Spieler spielen
cli-play-description = { $game } im Terminal gegen KI-Spieler spielen. An der Eingabe zeigt „hilfe“ die Befehle, „regeln“ erklärt das Spiel.
cli-play-players = Plätze am Tisch, du mitgezählt (Standard 4)
cli-play-seed = Kartenverteilung und Entscheidungen der KI festlegen (Standard zufällig)
cli-play-ai = die KI-Spieler: reasoned (überlegt, Standard) oder random (zufällig, leichter)
cli-play-ai-delay = Pause vor jedem KI-Zug, 0 bis { $max } (Standard 0.8)
cli-whole-number = muss eine ganze Zahl von { $lo } bis { $hi } sein, nicht { $text }
cli-seconds = muss eine Anzahl Sekunden von 0 bis { $max } sein, nicht { $text }
cli-unrecognized = unbekannte Argumente: { $args }
cli-simulate-interrupted = larry simulate: abgebrochen nach { $done } von { $games } Spielen.

## Discord (cogs/tables and every game's front end): answers, refusals, shared buttons

not-in-guild = Tische für { $game } gibt es nur in Serverkanälen: Nutze diesen Befehl auf einem Server.
not-playing = Du spielst an diesem Tisch nicht mit.
not-your-turn = Du bist nicht am Zug: { $name } ist dran.
not-started = Das Spiel hat noch nicht begonnen.
stale = Dieser Knopf ist veraltet: Das Spiel ist schon weiter. Nutze die neueste Nachricht.
not-host-or-admin = Nur der Gastgeber oder jemand mit „Server verwalten“ kann den Tisch beenden.
something-wrong = Bei mir ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuche es noch einmal.
table-busy = Der Tisch ist gerade stark beschäftigt, dein Klick wurde nicht angenommen. Bitte drück gleich noch einmal.
opened = Dein Tisch ist offen. Andere können mit dem Knopf **Mitspielen** dazukommen.
joined = Du spielst an diesem Tisch mit.
left-lobby = Du hast den Tisch verlassen.
ai-added = Ein KI-Spieler hat Platz genommen.
started = Das Spiel hat begonnen: Deine Karten findest du in deinen Direktnachrichten und unter **Meine Hand**.
cancelled = Der Tisch ist geschlossen.
left-game = Du hast das Spiel verlassen; ab jetzt spielt eine KI an deinem Platz.
ended = Der Tisch wurde beendet.
broken-closed = Der unlesbare Tisch #{ $table } wurde geschlossen; dieser Kanal ist wieder frei.
reposted = Der aktuelle Stand des Tisches steht unten.
repost-not-allowed = Nur die Spieler des Tisches und Leute mit „Nachrichten verwalten“ können ihn neu posten.
repost-too-soon = Der Tisch wurde gerade neu gepostet; versuche es in { $seconds } s wieder.
repost-later = Discord ist gerade langsam: Der Tisch wird gleich unten gepostet.
dm-closed = { $mention }, ich kann dir keine Direktnachrichten schicken: Deine Karten siehst du unter **Meine Hand** (**Dein Zug**, wenn du dran bist).
table-ended = **Dieser Tisch wurde beendet.** Keine Änderung in der Bestenliste.
lobby-closed = Dieser Tisch ist geschlossen.
lobby-started = Das Spiel hat begonnen: Verfolge es unten.
host-left = Der Gastgeber { $name } hat den Tisch verlassen, daher ist er geschlossen.
lobby-expired = Niemand hat das Spiel rechtzeitig gestartet, daher ist die Lobby geschlossen.
timed-out = { $name } hat die Zeit überschritten, daher hat die KI den Zug gespielt.
replaced-after-timeouts = { $name } hat { $count } Züge in Folge verpasst; ab jetzt spielt eine KI an diesem Platz.
replaced-left = { $name } hat den Tisch verlassen; ab jetzt spielt eine KI an diesem Platz.
btn-join = Mitspielen
btn-leave = Platz verlassen
btn-start = Starten
btn-ai = KI hinzufügen
btn-cancel = Abbrechen
btn-hand = Meine Hand
btn-prev = Zurück
btn-next = Weiter

## larry play/simulate --lang
cli-lang = die Sprache des Spiels und seiner Meldungen (en, de, fr)
# $games: the games the command line plays, as typed; $default: the one it plays unasked
cli-game = welches Spiel: { $games } (Standard: { $default })

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = Die Datenbank des Spiels antwortet gerade nicht; es hat sich nichts geändert. Versuch es gleich noch einmal.
error-other_shard = Dieser Server wird von einem anderen Larry-Prozess bedient (Shard { $shard }; dieser hier bedient die Shards { $shards }). Versuch es gleich noch einmal; passiert das öfter, sag der Person Bescheid, die den Bot betreibt.
other-game-here = Am Tisch in diesem Kanal wird { $game } gespielt: Nutze `/{ $group } { $command }`.
garbled-game = Dieses Spiel ist gerade nicht verfügbar; versuch es gleich noch einmal.
unknown-button = Diesen Knopf kenne ich nicht: Er ist vielleicht beschädigt oder stammt von einer älteren Version des Bots. Nutze die neueste Nachricht des Tisches.
form-expired = Dieses Formular ist abgelaufen (benutzt, Zeit abgelaufen oder der Bot wurde neu gestartet). Öffne es über die neueste Nachricht noch einmal.
dc-stats-games = Partien **{ $games }** · Siege **{ $wins }** · Siegquote **{ $rate }**
