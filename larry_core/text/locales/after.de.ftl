## Nach dem Spiel (Issue 15): Bluff-Bericht, beendete Spiele, Wertungen, Servereinstellungen,
## Vergessen eines Spielers.

seat-forgotten = ehemaliger Spieler { $number }

## Der Bluff-Bericht

report-title = **Bluff-Bericht**
report-player =
    { $seat_you ->
        [yes] **Du**
       *[no] **{ $seat }**
    }: { $claims ->
        [one] 1 Ansage
       *[other] { $claims } Ansagen
    }, { $bluffs ->
        [one] 1 Bluff
       *[other] { $bluffs } Bluffs
    } ({ $caught } erwischt), { $honest_doubted ->
        [one] 1 ehrliche Ansage angezweifelt
       *[other] { $honest_doubted } ehrliche Ansagen angezweifelt
    }; { $doubts ->
        [one] 1-mal angezweifelt
       *[other] { $doubts }-mal angezweifelt
    }, { $doubts_right }-mal zu Recht.
report-boldest =
    Frechster Bluff, der durchkam: { $seat_you ->
        [yes] Du hast
       *[no] { $seat } hat
    } **{ $claim }** gesagt, als die Summe **{ $truth }** war (Runde { $round }).
report-no-bluff-got-away = Kein Bluff ist durchgekommen.

## Ein beendetes Spiel Zug für Zug

review-step = **Zug { $number } von { $total }** (Runde { $round })
review-truth-honest =
    ↳ Wahr: Die Summe war **{ $truth }**{ $seat_you ->
        [yes] , du hast die Wahrheit gesagt.
       *[no] , { $seat } hat die Wahrheit gesagt.
    }
review-truth-bluff =
    ↳ Bluff: Die Summe war **{ $truth }**, nicht { $claim }{ $seat_you ->
        [yes] , du hast also geblufft.
       *[no] , { $seat } hat also geblufft.
    }
review-truth-forced =
    ↳ Die Summe war **{ $truth }**{ $seat_you ->
        [yes] ; deine Ansage war durch Offen Spielen vorgegeben.
       *[no] ; die Ansage von { $seat } war durch Offen Spielen vorgegeben.
    }
review-hand =
    { $seat_you ->
        [yes] Deine Hand
       *[no] Hand von { $seat }
    }: **{ $cards }**
review-hand-empty =
    { $seat_you ->
        [yes] Deine Hand: leer
       *[no] Hand von { $seat }: leer
    }

## Wertungen

rating-ai-name = { $name } (KI, { $strategy })

## Servereinstellungen

settings-unknown = Es gibt keine Einstellung namens { $name }.
settings-bad-language = { $value } ist keine Sprache dieses Bots; wähle eine von { $allowed }.
settings-bad-switch = Die Einstellung { $name } ist entweder an oder aus.
settings-bad-turn-seconds = Der Zug-Timer muss zwischen { $low } und { $high } Sekunden liegen.
settings-bad-rounds = Ein Spiel hat { $low } bis { $high } Runden.
settings-bad-larry-call = Der Modus für das Larry-Rufen ist einer von { $allowed }.
settings-bad-choice = Die Einstellung { $name } kann nur einen dieser Werte haben: { $allowed }.
settings-bad-range = Die Einstellung { $name } ist eine ganze Zahl von { $low } bis { $high }.

## Einen Spieler vergessen

forget-still-seated = Du hast noch einen Platz an Tisch { $tables }: Verlasse ihn oder warte, bis das Spiel endet, und frag dann noch einmal.

## larry replay --db

cli-replay-db = das Spiel aus dieser Datenbank lesen (SQLite-Datei oder postgresql://-URL); FILE ist dann die Nummer des Spiels
cli-replay-no-game = In dieser Datenbank gibt es kein beendetes Spiel { $table }.
cli-replay-not-over = Spiel { $table } ist noch nicht vorbei: Es lässt sich nachspielen, sobald es beendet ist.
cli-replay-bad-id = { $text } ist keine Spielnummer (eine ganze Zahl).
cli-replay-db-error = Die Datenbank kann nicht gelesen werden: { $problem }
cli-replay-other-game = Spiel { $table } ist eine Partie { $game }; nur Larry-Spiele lassen sich Zug für Zug nachspielen.
cli-replay-corrupt = Die gespeicherten Züge von Spiel { $table } lassen sich nicht mehr nachspielen: Das Spiel kann nicht gezeigt werden.
