## Kakerlakenpoker Royal (larry_core.kakerlake): Kartennamen, Kommandozeile, Simulator,
## das Spiel im Terminal und seine Erzählung. Die Schlüssel beginnen mit kp-.

kp-cli-game = welches Spiel: larry (Standard) oder kakerlakenpoker
kp-cli-players = Kakerlakenpoker spielen 2 bis 6 Personen, nicht { $players }.

kp-card-bat = Fledermaus
kp-card-royal_bat = Royal-Fledermaus
kp-card-fly = Fliege
kp-card-royal_fly = Royal-Fliege
kp-card-rat = Ratte
kp-card-royal_rat = Royal-Ratte
kp-card-cockroach = Kakerlake
kp-card-royal_cockroach = Royal-Kakerlake
kp-card-toad = Kröte
kp-card-royal_toad = Royal-Kröte
kp-card-scorpion = Skorpion
kp-card-royal_scorpion = Royal-Skorpion
kp-card-stinkbug = Stinkwanze
kp-card-royal_stinkbug = Royal-Stinkwanze
kp-card-joker = Joker
kp-card-blank = leere Karte
kp-claim-bat = Fledermaus
kp-claim-fly = Fliege
kp-claim-rat = Ratte
kp-claim-cockroach = Kakerlake
kp-claim-toad = Kröte
kp-claim-scorpion = Skorpion
kp-claim-stinkbug = Stinkwanze
kp-claim-royal = Royal
kp-many-bat = { $count ->
    [one] { $count } Fledermaus
   *[other] { $count } Fledermäuse
}
kp-many-fly = { $count ->
    [one] { $count } Fliege
   *[other] { $count } Fliegen
}
kp-many-rat = { $count ->
    [one] { $count } Ratte
   *[other] { $count } Ratten
}
kp-many-cockroach = { $count ->
    [one] { $count } Kakerlake
   *[other] { $count } Kakerlaken
}
kp-many-toad = { $count ->
    [one] { $count } Kröte
   *[other] { $count } Kröten
}
kp-many-scorpion = { $count ->
    [one] { $count } Skorpion
   *[other] { $count } Skorpione
}
kp-many-stinkbug = { $count ->
    [one] { $count } Stinkwanze
   *[other] { $count } Stinkwanzen
}

kp-sim-games = Spiele
kp-sim-moves = Züge
kp-sim-moves-detail = { $moves } ({ $per_game } pro Spiel, { $rate } Züge/s)
kp-sim-calls = Aufdeckungen
kp-sim-calls-detail = { $calls } (richtig in { $percent } %)
kp-sim-passes = Weitergaben
kp-sim-penalties = Strafkarten gezogen
kp-sim-specials = Sonderkarten-Strafen
kp-sim-ends = Spiele verloren durch
kp-sim-ends-detail = zu viele einer Art { $sets }, keine Handkarten { $empty }
kp-sim-losses = Niederlagen nach Platz

kp-term-intro =
    Kakerlakenpoker Royal für { $players } Personen. Schiebt Karten verdeckt weiter und stellt eine
    Behauptung auf; wer falsch einschätzt, legt die Karte vor sich aus. Mit { $limit } Tieren einer
    Art oder ohne Handkarte zum Ausspielen verliert man. Tippe eine Zahl, einen Namen, einen
    ganzen Zug (offer 2 fly rat) oder „help“.
kp-term-help =
    Züge: offer <Platz> <Karte> <Behauptung> · call true · call false · look ·
    pass <Platz> <Behauptung> · lay <Karte> [<Karte>]. Behauptungen: bat fly rat cockroach toad
    scorpion stinkbug royal. „quit“ beendet das Spiel.
kp-term-you = Du
kp-term-bot = Bot { $number }
kp-term-with-crown = {" "}(eine mit Krone)
kp-term-display-empty = nichts ausgelegt
kp-term-penalty = Strafstapel: { $top } offen, { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
}
kp-term-penalty-empty = Strafstapel: leer
kp-term-player = {"["}{ $index }] { $name }: { $size ->
    [one] { $size } Karte
   *[other] { $size } Karten
} auf der Hand · { $display }
kp-term-hand = Deine Hand: { $hand }
kp-term-hand-empty = Deine Hand: (leer)
kp-term-prompt-card = Welche Karte schiebst du weiter? >
kp-term-prompt-target = An wen? >
kp-term-prompt-claim = Was behauptest du? >
kp-term-offer = { $who } schiebt dir eine Karte zu: „{ $claim }“.
kp-term-answer-true = „stimmt“ sagen: ich glaube es
kp-term-answer-false = „stimmt nicht“ sagen: ich glaube es nicht
kp-term-answer-look = ansehen und weitergeben
kp-term-prompt-answer = Deine Antwort >
kp-term-penalty-rule = Strafe: lege eine Karte aus, die zu „{ $claim }“ passt, oder zwei beliebige andere Handkarten.
kp-term-prompt-lay = Welche Karten legst du aus? >
kp-term-choose-number = Wähle eine Zahl von 1 bis { $max }, einen der Namen oder einen Zug.
kp-term-result = { $won ->
    [yes] Spielende: Du gewinnst!
   *[no] Spielende: Du hast verloren.
}

kp-ev-offered = { $me ->
    [yes] Du schiebst
   *[no] { $who } schiebt
} { $whom_me ->
    [yes] dir
   *[no] { $whom }
} eine Karte zu: „{ $claim }“.
kp-ev-passed = { $me ->
    [yes] Du gibst
   *[no] { $who } gibt
} die Karte an { $whom_me ->
    [yes] dich
   *[no] { $whom }
} weiter: „{ $claim }“.
kp-ev-looked = { $me ->
    [yes] Du siehst
   *[no] { $who } sieht
} sich die Karte an, um sie weiterzugeben.
kp-ev-seen = (Du kennst die Karte: { $what }.)
kp-ev-called = { $me ->
    [yes] Du sagst
   *[no] { $who } sagt
} { $call ->
    [true] „stimmt“
   *[false] „stimmt nicht“
}.
kp-ev-revealed = Aufgedeckt: { $what }. „{ $claim }“ war { $truth ->
    [true] wahr
   *[false] gelogen
}, die Antwort { $right ->
    [true] richtig
   *[false] falsch
}.
kp-ev-collected = { $me ->
    [yes] Du kassierst
   *[no] { $who } kassiert
} die Karte ({ $what }) { $where ->
    [hand] { $me ->
        [yes] und nimmst sie auf die Hand
       *[no] und nimmt sie auf die Hand
    }
   *[display] { $me ->
        [yes] und legst sie aus
       *[no] und legt sie aus
    }
}.
kp-ev-penalty-drawn = { $me ->
    [yes] Du nimmst
   *[no] { $who } nimmt
} eine Strafkarte: { $what }, { $where ->
    [hand] auf die Hand
   *[display] ausgelegt
}.
kp-ev-turned-up = Jetzt offen auf dem Strafstapel: { $what }.
kp-ev-penalty-empty = Der Strafstapel ist leer: { $me ->
    [yes] du bekommst
   *[no] { $who } bekommt
} keine Strafkarte.
kp-ev-penalty-due = { $me ->
    [yes] Du musst
   *[no] { $who } muss
} eine Karte passend zu „{ $claim }“ oder zwei andere Handkarten auslegen.
kp-ev-laid = { $me ->
    [yes] Du legst
   *[no] { $who } legt
} aus: { $what }.
kp-ev-over-set = Spielende: { $me ->
    [yes] Du hast
   *[no] { $who } hat
} { $animals } und { $me ->
    [yes] verlierst
   *[no] verliert
}; alle anderen gewinnen.
kp-ev-over-no-cards = Spielende: { $me ->
    [yes] Du hast
   *[no] { $who } hat
} keine Handkarte zum Ausspielen und { $me ->
    [yes] verlierst
   *[no] verliert
}; alle anderen gewinnen.

kp-illegal-bad_move = Das ist kein Zug.
kp-illegal-game_over = Das Spiel ist vorbei.
kp-illegal-not_your_turn = Du bist nicht am Zug.
kp-illegal-must_offer = Du musst eine Karte weiterschieben.
kp-illegal-must_answer = Du musst aufdecken oder die Karte weitergeben.
kp-illegal-must_pass = Du hast die Karte angesehen: gib sie jetzt weiter.
kp-illegal-must_lay = Du musst erst Karten auslegen.
kp-illegal-no_such_card = Diese Karte hast du nicht auf der Hand.
kp-illegal-bad_target = Wähle eine andere Person.
kp-illegal-must_call = Alle anderen kennen die Karte schon: du musst aufdecken.
kp-illegal-already_seen = Diese Person hat die Karte schon gesehen.
kp-illegal-bad_penalty = Lege eine passende Karte oder zwei andere Karten aus (nicht die eben kassierte).
