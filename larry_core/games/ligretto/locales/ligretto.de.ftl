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
    [yes] { $names } gewinnen
   *[no] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
} mit { $total } Punkten.

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
lg-cli-speed = das Tempo der KI-Spieler: slow, normal oder fast (Standard: normal)
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
    neu zu würfeln. Jederzeit gehen 'hilfe', 'regeln', 'stand' oder 'ende'.
lg-term-help =
    Würfel ablegen: seine Nummer in deiner Liste oder Farbe und Zahl (rot 3, ♥3).
    Alle Würfel neu würfeln: w. 'stand' zeigt den Ablageplan und alle Würfel, 'hand' deine
    Würfel, 'regeln' die Regeln, 'ende' beendet das Spiel. Die anderen warten nicht auf dich!
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
lg-term-choose = Tippe die Nummer eines deiner Würfel (1 bis { $max }), Farbe und Zahl (rot 3), w zum Neuwürfeln oder 'hilfe'.
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
