## Würfelpoker (larry_core.games.wuerfelpoker): Kombinationen, Erzählung, die Regeln in Kürze,
## der Simulator und das Terminalspiel. Schlüssel beginnen mit wp-.
## $who: der Name eines Spielers; $me: "yes", wenn es der Leser ist.

## Kombinationen (docs/dice-protocol.md §4.7), von der niedrigsten an
wp-combo-nothing = Nichts
wp-combo-pair = Ein Paar
wp-combo-two_pairs = Zwei Paare
wp-combo-three_kind = Drilling
wp-combo-straight = Sequenz
wp-combo-full_house = Full House
wp-combo-four_kind = Poker
wp-combo-five_kind = Super-Poker

## Erzählung der Ereignisse (§4.6); $dice, $new, $kept: Würfel als 3-3-4 geschrieben
wp-ev-round-started = Runde { $round }: Alle zahlen { $ante } in den Pott (darin: { $pot }). { $me ->
    [yes] Du fängst an.
   *[no] { $who } fängt an.
}
wp-ev-rolled = { $me ->
    [yes] Du würfelst
   *[no] { $who } würfelt
} { $new }: { $dice }.
wp-ev-rolled-kept = { $me ->
    [yes] Du behältst
   *[no] { $who } behält
} { $kept } und { $me ->
    [yes] würfelst
   *[no] würfelt
} { $new }: { $dice }.
wp-ev-hand = { $me ->
    [yes] Dein Wurf
   *[no] Wurf von { $who }
}: { $combo } ({ $dice }).
wp-ev-passed = { $me ->
    [yes] Du steigerst nicht.
   *[no] { $who } steigert nicht.
}
wp-ev-raised = { $me ->
    [yes] Du steigerst
   *[no] { $who } steigert
} um { $amount } (Pott: { $pot }).
wp-ev-called = { $me ->
    [yes] Du gehst mit
   *[no] { $who } geht mit
}: { $amount } (Pott: { $pot }).
wp-ev-folded = { $me ->
    [yes] Du steigst aus.
   *[no] { $who } steigt aus.
}
# $names: die Namen der Gewinner; $count: wie viele
wp-ev-pot-showdown = { $count ->
    [1] Aufdecken: { $names } gewinnt den Pott von { $pot }.
   *[other] Aufdecken: { $names } teilen sich den Pott von { $pot } ({ $shares }).
}
wp-ev-pot-folds = Alle anderen sind ausgestiegen: { $names } gewinnt den Pott von { $pot }.
wp-ev-over-broke = Spielende: Jemand kann den Einsatz nicht mehr zahlen. { $count ->
    [1] { $names } gewinnt
   *[other] { $names } gewinnen
} mit { $chips } Chips.
wp-ev-over-rounds = Spielende nach der letzten Runde. { $count ->
    [1] { $names } gewinnt
   *[other] { $names } gewinnen
} mit { $chips } Chips.

## Die Regeln in Kürze
wp-rules = **Würfelpoker in Kürze** (2–5 Spieler)
    Alle beginnen mit gleich vielen Chips (8, wenn der Tisch nichts anderes wählt) und zahlen in jeder Runde den Einsatz (1 Chip) in den Pott. Reihum würfelt jeder die fünf Würfel bis zu dreimal: Nach jedem Wurf darf man beliebige Würfel liegen lassen und die übrigen neu werfen – oder aufhören. Die höchste Pokerkombination gewinnt den Pott; bei gleich hohen Würfen wird er geteilt.
    Von der niedrigsten bis zur höchsten: Nichts, ein Paar, zwei Paare, Drilling, Sequenz (1–5 oder 2–6), Full House, Poker (vier gleiche), Super-Poker (fünf gleiche). Bei gleicher Kombination entscheiden die höheren Augen, dann die toten Würfel.
    Variante Steigern: Nach dem eigenen Wurf darf man den Einsatz erhöhen; die anderen gehen mit oder steigen aus.
    Das Spiel endet, wenn jemand den Einsatz nicht mehr zahlen kann (oder nach den vereinbarten Runden); wer die meisten Chips hat, gewinnt.

## Der Simulator (larry simulate --game wuerfelpoker)
wp-sim-games = Spiele
wp-sim-moves = Züge
# $per_game, $rate: schon formatierte Dezimalzahlen
wp-sim-moves-detail = { $moves } ({ $per_game } je Spiel, { $rate } Züge/s)
wp-sim-rounds = Runden
wp-sim-rounds-detail = { $rounds } ({ $per_game } je Spiel, höchstens { $longest })
wp-sim-combos = Gewinnerwürfe
wp-sim-splits = geteilte Pötte
wp-sim-wins = Siege nach Platz

## Das Terminalspiel (larry play --game wuerfelpoker)
wp-term-intro = Würfelpoker mit { $players } Spielern: je { $chips } Chips, Einsatz { $ante }, { $rolls } Würfe pro Zug. Gib eine Zahl ein oder help, rules, state, quit.
wp-term-help = Wähle eine Zahl aus dem Menü oder tippe einen Zug (roll, keep 6 6, stand, raise 2, pass, call, fold). Befehle: rules (Regeln), state (Stand), help (Hilfe), quit (beenden).
wp-term-you = Du
wp-term-bot = Bot { $number }
wp-term-round = Runde { $round } – Pott: { $pot }
wp-term-seat = {"["}{ $index }] { $name }: { $chips } Chips{ $hand }
wp-term-seat-hand = , { $combo } ({ $dice })
wp-term-seat-folded = , ausgestiegen
wp-term-dice = Deine Würfel: { $dice } ({ $left ->
    [one] noch { $left } Wurf
   *[other] noch { $left } Würfe
})
wp-term-roll = Alle fünf Würfel werfen
wp-term-keep-hint = Oder tippe die Augen der Würfel, die liegen bleiben sollen, und wirf den Rest, z. B. { $example }
wp-term-stand = Aufhören mit diesen Würfeln
wp-term-raise = Um { $amount } steigern
wp-term-pass = Nicht steigern
wp-term-call = Mitgehen ({ $amount })
wp-term-fold = Aussteigen
wp-term-prompt = Dein Zug >
wp-term-choose-number = Wähle eine Zahl von 1 bis { $max } oder tippe einen Zug.
wp-term-result = { $won ->
    [yes] Du gewinnst mit { $chips } Chips!
   *[no] Du hast { $chips } Chips. Viel Glück beim nächsten Mal.
}

## Ablehnungen (Codes aus §4.4)
wp-illegal-bad_move = Das ist kein Zug.
wp-illegal-game_over = Das Spiel ist vorbei.
wp-illegal-not_your_turn = Du bist nicht am Zug.
wp-illegal-must_roll = Würfle zuerst.
wp-illegal-must_roll_or_stand = Würfle noch einmal, lass Würfel liegen oder hör auf.
wp-illegal-must_raise_or_pass = Steigere oder verzichte.
wp-illegal-must_call_or_fold = Geh mit oder steig aus.
wp-illegal-nothing_to_roll = Wer alle fünf Würfel liegen lässt, wirft nichts: Hör stattdessen auf.
wp-illegal-no_such_dice = Diese Würfel hast du nicht.
wp-illegal-bad_raise = So hoch darfst du nicht steigern.
