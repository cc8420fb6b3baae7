## Kniffel (larry_core.games.kniffel): die Felder, die Erzählung, die Kommandozeile, der
## Simulator und das Spiel im Terminal. Schlüssel beginnen mit kn-.


## Die Felder (Codes aus docs/dice-protocol.md §3.7), in der Reihenfolge des Kniffelblocks
kn-box-ones = Einser
kn-box-twos = Zweier
kn-box-threes = Dreier
kn-box-fours = Vierer
kn-box-fives = Fünfer
kn-box-sixes = Sechser
kn-box-three_kind = Dreierpasch
kn-box-four_kind = Viererpasch
kn-box-full_house = Full House
kn-box-small_straight = Kleine Straße
kn-box-large_straight = Große Straße
kn-box-kniffel = Kniffel
kn-box-chance = Chance

## Erzählung der Ereignisse des Protokolls
kn-ev-rolled = { $me ->
    [yes] Du würfelst
   *[no] { $who } würfelt
} { $dice }.
kn-ev-rolled-kept = { $me ->
    [yes] Du legst { $kept } heraus und würfelst
   *[no] { $who } legt { $kept } heraus und würfelt
} { $new }: { $dice }.
kn-ev-scored = { $me ->
    [yes] Du trägst
   *[no] { $who } trägt
} { $points } bei { $box } ein{ $rule ->
    [upper] {" "}(ein weiterer Kniffel)
    [joker] {" "}(ein weiterer Kniffel als Joker)
    [strike] {" "}(ein weiterer Kniffel, gestrichen)
   *[normal] {""}
}.
kn-ev-kniffel-bonus = { $me ->
    [yes] Du bekommst
   *[no] { $who } bekommt
} { $points } Zusatzpunkte für einen weiteren Kniffel.
kn-ev-upper-bonus = { $me ->
    [yes] Dein oberer Teil erreicht
   *[no] Der obere Teil von { $who } erreicht
} 63: { $points } Bonuspunkte.
kn-ev-over = Spielende! { $me ->
    [yes] Du gewinnst
   *[no] { $names } { $several ->
        [yes] gewinnen
       *[no] gewinnt
    }
} mit { $total } Punkten.

## Abgelehnte Züge (die Ablehnungscodes des Protokolls)
kn-illegal-bad_move = Das ist kein Zug: roll, keep <Würfel> oder score <Feld>.
kn-illegal-game_over = Das Spiel ist vorbei.
kn-illegal-not_your_turn = Du bist nicht an der Reihe.
kn-illegal-must_roll = Erst würfeln.
kn-illegal-no_rolls_left = Du hast keinen Wurf mehr: Wähle ein Feld.
kn-illegal-nothing_to_roll = Alle fünf Würfel herauslegen ist kein Wurf: Wähle lieber ein Feld.
kn-illegal-no_such_dice = Diese Würfel liegen nicht alle im aktuellen Wurf.
kn-illegal-box_filled = In diesem Feld steht schon ein Eintrag.
kn-illegal-must_score_upper = Ein weiterer Kniffel kommt in sein Zahlenfeld im oberen Teil, solange es frei ist.
kn-illegal-must_score_lower = Ein weiterer Kniffel kommt in ein freies Feld im unteren Teil.

## Die Regeln in Kürze
kn-rules = **Kniffel in Kürze** (1–8 Spieler)
    • Wer an der Reihe ist, würfelt bis zu dreimal mit den fünf Würfeln; nach jedem Wurf darf man beliebige Würfel herauslegen und mit den übrigen weiterwürfeln.
    • Dann wird der Wurf in ein freies Feld der eigenen Spalte eingetragen: die Punkte, die er dort bringt, oder 0, wenn er nicht passt (streichen).
    • Einser bis Sechser zählen ihre Augen; 63 oder mehr im oberen Teil bringen 35 Bonuspunkte.
    • Dreierpasch, Viererpasch und Chance zählen alle Augen; Full House 25, Kleine Straße (vier in Folge) 30, Große Straße (fünf in Folge) 40, Kniffel (fünf gleiche) 50.
    • Ein weiterer Kniffel kommt in sein Zahlenfeld und bringt 50 Zusatzpunkte; ist es belegt, als Joker in ein freies Feld unten; sonst wird ein Feld oben gestrichen.
    • Nach 13 Runden gewinnt, wer die meisten Punkte hat.

## Der Simulator (larry simulate --game kniffel)
kn-sim-games = Spiele
kn-sim-moves = Züge
kn-sim-moves-detail = { $moves } ({ $per_game } pro Spiel, { $rate } Züge/s)
kn-sim-totals = Endsummen
kn-sim-totals-detail = im Schnitt { $mean }, höchstens { $best }
kn-sim-kniffels = Kniffel eingetragen
kn-sim-further = weitere Kniffel
kn-sim-further-detail = Zahlenfeld { $upper }, Joker { $joker }, gestrichen { $strike }
kn-sim-bonuses = Boni
kn-sim-bonuses-detail = oberer Teil { $upper }, weiterer Kniffel { $extra }
kn-sim-wins = Siege nach Platz

## Das Spiel im Terminal (larry play --game kniffel)
kn-term-intro = Kniffel mit { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spielern
}: bis zu { $rolls } Würfe pro Zug, 13 Runden. Du sitzt auf Platz 0. Tippe 'help' für die Befehle.
kn-term-help =
    Tippe eine Nummer aus dem Menü oder einen Zug: roll · keep 6 6 6 (die Würfel, die du herauslegst) · score chance.
    'state' zeigt die Kniffelblöcke, 'rules' die Regeln, 'back' verlässt die Wahl der Würfel, 'quit' beendet das Spiel.
kn-term-you = Du
kn-term-bot = Bot { $number }
kn-term-upper-sum = Oberer Teil
kn-term-upper-bonus = Bonus (ab 63)
kn-term-extra = Zusatzpunkte
kn-term-total = Gesamt
kn-term-dice = Würfel: { $dice } · { $left ->
    [0] kein Wurf mehr
    [one] noch { $left } Wurf
   *[other] noch { $left } Würfe
}
kn-term-menu-first = Würfeln
kn-term-menu-roll = Alle fünf neu würfeln (noch { $left })
kn-term-menu-keep = Würfel herauslegen und die übrigen würfeln (noch { $left })
kn-term-menu-score = { $box }: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
kn-term-menu-bonus = {" "}+ { $bonus } Zusatzpunkte
kn-term-mark-upper = {" "}[weiterer Kniffel]
kn-term-mark-joker = {" "}[Joker]
kn-term-mark-strike = {" "}[streichen]
kn-term-prompt = Deine Wahl >
kn-term-prompt-keep = Welche Würfel legst du heraus? (Augenzahlen, z. B. 6 6 3; 'back' zurück zum Menü) >
kn-term-keep-values = Tippe ein bis vier Augenzahlen aus dem aktuellen Wurf, z. B. 6 6 3.
kn-term-choose-number = Wähle eine Zahl von 1 bis { $max } oder tippe einen Zug ('help' zeigt sie).
kn-term-result = { $won ->
    [yes] Du gewinnst!
   *[no] Diesmal hast du nicht gewonnen.
}
