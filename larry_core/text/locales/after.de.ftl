## Nach dem Spiel (Issue 15): Bluff-Bericht, beendete Spiele, Wertungen, Servereinstellungen,
## Vergessen eines Spielers.

seat-forgotten = ehemaliger Spieler { $number }

## Wertungen

rating-ai-name = { $name } (KI, { $strategy })

## Servereinstellungen

settings-unknown = Es gibt keine Einstellung namens { $name }.
settings-bad-language = { $value } ist keine Sprache dieses Bots; wähle eine von { $allowed }.
settings-bad-switch = Die Einstellung { $name } ist entweder an oder aus.
settings-bad-turn-seconds = Die Zugzeit muss zwischen { $low } und { $high } Sekunden liegen.
# $allowed: the choices
settings-bad-ai = Wähle die KI-Spieler aus { $allowed }.
settings-bad-choice = Die Einstellung { $name } kann nur einen dieser Werte haben: { $allowed }.
settings-bad-range = Die Einstellung { $name } ist eine ganze Zahl von { $low } bis { $high }.

## Einen Spieler vergessen

forget-still-seated = Du hast noch einen Platz an Tisch { $tables }: Verlasse ihn oder warte, bis das Spiel endet, und frag dann noch einmal.

## larry replay --db

cli-replay-db = das Spiel aus dieser Datenbank lesen (SQLite-Datei oder postgresql://-URL); FILE ist dann die Nummer des Spiels
cli-replay-no-game = In dieser Datenbank gibt es kein beendetes Spiel { $table }.
cli-replay-not-over = Spiel { $table } ist noch nicht vorbei: Es lässt sich nachspielen, sobald es beendet ist.
cli-replay-bad-id = { $text } ist keine Spielnummer (eine ganze Zahl).
cli-replay-id-range = { $text } ist keine Spielnummer: Spielnummern sind ganze Zahlen von 1 bis { $max }.
cli-replay-db-error = Die Datenbank kann nicht gelesen werden: { $problem }
cli-replay-other-game = Spiel { $table } ist eine Partie { $game }; nur Larry-Spiele lassen sich Zug für Zug nachspielen.
cli-replay-corrupt = Die gespeicherten Züge von Spiel { $table } lassen sich nicht mehr nachspielen: Das Spiel kann nicht gezeigt werden.
