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
kn-ev-over = Spielende! { $several ->
    [yes] { $me ->
        [yes] { $names } gewinnt
       *[no] { $names } gewinnen
    }
   *[no] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
} mit { $total } Punkten.

## Abgelehnte Züge (die Ablehnungscodes des Protokolls)
kn-illegal-bad_move = Das ist kein Zug: roll, keep <Würfel> oder score <Feld>.
kn-illegal-game_over = Das Spiel ist vorbei.
kn-illegal-not_your_turn = Du bist nicht an der Reihe.
kn-illegal-must_roll = Würfle zuerst.
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
}: { $rolls ->
    [one] ein Wurf
   *[other] bis zu { $rolls } Würfe
} pro Zug, 13 Runden. Tippe „hilfe“ für die Befehle.
kn-term-help =
    Tippe eine Nummer aus dem Menü oder einen Zug: würfeln · behalten 6 6 6 (die Würfel, die du herauslegst; nur 6 6 6 geht auch) · eintragen Chance (oder ein anderes Feld mit seinem Namen: eintragen Dreierpasch).
    „stand“ zeigt die Kniffelblöcke, „regeln“ die Regeln, „zurück“ verlässt die Wahl der Würfel, „ende“ beendet das Spiel.
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
kn-term-prompt-keep = Welche Würfel legst du heraus? (Augenzahlen, z. B. 6 6 3; „zurück“ führt zum Menü) >
kn-term-keep-values = Tippe ein bis vier Augenzahlen aus dem aktuellen Wurf, z. B. 6 6 3.
kn-term-words-roll = würfeln wuerfeln
kn-term-words-keep = behalten herauslegen
kn-term-words-score = eintragen
kn-term-confirm-zero = { $box } bringt mit diesem Wurf 0 Punkte, und du hast noch { $left ->
    [one] { $left } Wurf
   *[other] { $left } Würfe
}. Trotzdem streichen? (j/n) >
kn-term-choose-number = Wähle eine der Nummern aus dem Menü oder tippe einen Zug („hilfe“ zeigt sie).
kn-term-result-solo = Spielende! Deine Endsumme: { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkte
}.
kn-term-standings = Endstand:
kn-term-place = {"  "}{ $place }. { $name }: { $total ->
    [one] { $total } Punkt
   *[other] { $total } Punkte
}

## Discord (cogs/kniffel): die /kniffel-Befehle, die Lobby, der Tisch, der Zug und das Ergebnis
kn-cmd-desc = Kniffel spielen, das Würfelspiel mit fünf Würfeln und dreizehn Feldern
kn-cmd-new-desc = Einen Kniffel-Tisch in diesem Kanal eröffnen
kn-cmd-hand-desc = Deinen eigenen Kniffelblock am Tisch dieses Kanals ansehen (nur du siehst ihn)
kn-cmd-table-desc = Den Kniffel-Tisch und seine Knöpfe neu posten
kn-cmd-leave-desc = Den Kniffel-Tisch verlassen (im Spiel übernimmt eine KI deinen Platz)
kn-cmd-end-desc = Den Kniffel-Tisch beenden (Gastgeber oder „Server verwalten“)
kn-cmd-rules-desc = Die Kniffel-Regeln in Kürze
kn-cmd-leaderboard-desc = Die Kniffel-Wertungen dieses Servers
kn-cmd-stats-desc = Wertung, Partien und Siege eines Spielers in Kniffel auf diesem Server
kn-cmd-history-desc = Die beendeten Kniffel-Partien dieses Servers, die neuesten zuerst (nur du siehst sie)
kn-cmd-settings-desc = Die Vorgaben dieses Servers für neue Kniffel-Tische zeigen oder ändern („Server verwalten“)
kn-cmd-opt-rolls = würfe
kn-cmd-opt-rolls-desc = Würfe pro Zug, 1 bis 3 (Standard: 3)
kn-cmd-opt-extra = weiterer_kniffel
kn-cmd-opt-extra-desc = Was ein weiterer Kniffel bringt (Standard: Schmidts Regel)
kn-cmd-choice-schmidt = Schmidt: Joker oder 50 Zusatzpunkte im Zahlenfeld
kn-cmd-choice-hasbro = Hasbro: 100 Zusatzpunkte für jeden weiteren Kniffel
kn-cmd-choice-none = keine: kein Joker, keine Zusatzpunkte
kn-cmd-opt-zero-bonus = bonus_bei_gestrichenem_kniffel
kn-cmd-opt-zero-bonus-desc = Die 50 Zusatzpunkte auch bei gestrichenem Kniffelfeld (Standard: aus)
kn-cmd-opt-full-house = kniffel_als_full_house
kn-cmd-opt-full-house-desc = Ein Kniffel zählt auch als Full House (Standard: aus)
kn-dc-board-title = Kniffel-Wertungen — { $guild }
kn-dc-stats-title = Kniffel — { $name }
kn-dc-game-name = Kniffel
kn-no-table-here = In diesem Kanal gibt es keinen offenen Kniffel-Tisch. Eröffne einen mit `/kniffel { cmd-new }`.
kn-dc-garbled = Diesen Knopf erkenne ich nicht (er ist vielleicht beschädigt). Mit `/kniffel { cmd-table }` gibt es neue.
kn-dc-no-table = Dieser Kniffel-Tisch ist geschlossen.
kn-dc-lobby-title = Kniffel · Tisch { $table }
kn-dc-lobby-timer = { $seconds } s pro Zug · { $language }
kn-dc-lobby-footer = Setz dich dazu, dann drückt der Gastgeber auf Starten (1–8 Spieler, gern auch mit KI).
kn-dc-rules-line = { $rolls ->
        [one] Ein Wurf pro Zug
       *[other] Bis zu { $rolls } Würfe pro Zug
    } · weiterer Kniffel: { $extra ->
        [hasbro] 100 Zusatzpunkte (Hasbro)
        [none] kein Joker, keine Zusatzpunkte
       *[schmidt] Joker oder 50 Zusatzpunkte (Schmidt)
    }{ $zero ->
        [true] , auch bei gestrichenem Kniffelfeld
       *[false] {""}
    }{ $full ->
        [true] {" "}· ein Kniffel zählt auch als Full House
       *[false] {""}
    }
kn-dc-table-title = Kniffel · Tisch { $table }
kn-dc-table-round = Runde { $round } von { $rounds } · **{ $name }** ist dran
kn-dc-table-dice = 🎲 **{ $dice }** (Wurf { $roll } von { $rolls })
kn-dc-table-over = **Spielende.**
kn-dc-table-ended = Dieser Tisch wurde beendet.
kn-dc-started = **Das Spiel beginnt!** Die Reihenfolge wurde ausgelost: { $seats }.
# the answer to the host who pressed Start
kn-dc-start-ack = Das Spiel hat begonnen: Sobald du würfeln darfst, benachrichtigt dich der Tisch.
kn-dc-turn-first = 🎲 { $who }, du bist dran (Runde { $round } von { $rounds }) – würfle!
kn-dc-turn-dice = 🎲 **{ $dice }** · Wurf { $roll } von { $rolls }
kn-dc-turn-keep = { $who }, tippe die Würfel an, die du herauslegst (✓), und würfle mit den übrigen ({ $left ->
        [one] noch 1 Wurf
       *[other] noch { $left } Würfe
    }) – oder trag den Wurf unter **Eintragen…** ein.
kn-dc-turn-score = { $who }, kein Wurf mehr: Wähle ein Feld für diesen Wurf.
kn-dc-turn-ai = 🤖 { $who } ist am Zug …
kn-btn-die-kept = { $value } ✓
kn-btn-roll = 🎲 { $count ->
        [0] Alle fünf herausgelegt
        [5] Alle fünf würfeln
        [one] 1 Würfel würfeln
       *[other] { $count } Würfel würfeln
    } (noch { $left })
kn-btn-score = 📝 Eintragen…
kn-dc-option = { $box }: { $points }
kn-dc-option-zero = { $box }: streichen (0)
kn-dc-mark-bonus = {" "}+{ $bonus } Zusatzpunkte
kn-dc-mark-joker = {" "}· Joker
kn-dc-mark-strike = {" "}· weiterer Kniffel
kn-dc-results-head = **Endstand**
kn-dc-standing = { $place }. { $name } – { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }
kn-dc-hand-title = **Dein Kniffelblock** · { $total } Punkte
kn-dc-hand-options = Dieser Wurf (**{ $dice }**) bringt:
kn-dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Zugzeit: **{ $seconds } s** · Würfe pro Zug: **{ $rolls }** · weiterer Kniffel: **{ $extra ->
        [hasbro] Hasbro
        [none] keine Zusatzpunkte
       *[schmidt] Schmidt
    }** · Zusatzpunkte bei gestrichenem Kniffelfeld: **{ $zero ->
        [true] an
       *[false] aus
    }** · Kniffel als Full House: **{ $full ->
        [true] an
       *[false] aus
    }**
kn-dc-block-upper = Summe oben
kn-dc-block-bonus = Bonus (ab 63)
kn-dc-block-extra = Zusatzpunkte
kn-dc-block-total = Gesamt
# the picture of the Kniffel block (larry_core/games/kniffel/art.py)
kn-pic-upper-section = Oberer Teil
kn-pic-lower-section = Unterer Teil
kn-pic-upper-total = Gesamt oben
kn-pic-lower-total = Gesamt unten
kn-pic-grand-total = Endsumme
# a column head for a name the picture's font cannot draw; $number: 1, 2, …
kn-pic-player = Spieler { $number }
# the picture's description for screen readers; $rows: one kn-pic-alt-row per player
kn-pic-alt = Kniffelblock: { $rows }
kn-pic-alt-row = { $name }: { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    } ({ $filled } von 13 Feldern ausgefüllt; oben { $upper }, Bonus { $bonus }, unten { $lower }, Zusatzpunkte { $extra })
# after a roll, what it scores in each box the player to move may enter it in; $boxes: "box points, …"
kn-pic-alt-roll = Dieser Wurf brächte { $name }: { $boxes }.


## ===================================================================================
## Der Coach (Issue 53: larry_core/games/kniffel/coach.py, cogs/kniffel/coach.py):
## was jede Entscheidung einer beendeten Partie gegenüber perfektem Spiel gekostet hat,
## und das Glück der Würfel. Jeder Schlüssel dieses Blocks beginnt mit kn-coach-.
## ===================================================================================
kn-coach-points = { $value } { $unit ->
        [singular] Punkt
       *[plural] Punkte
    }
kn-coach-title = 🎓 Coach · { $name }
kn-coach-score = Endsumme **{ $score }** · perfektes Spiel bringt bei diesen Regeln im Schnitt **{ $optimum }** Punkte, vom leeren Block an.
kn-coach-lost = Deine Entscheidungen haben dich gegenüber perfektem Spiel **{ $lost }** gekostet: { $keeps } beim Herauslegen der Würfel, { $boxes } bei der Wahl der Felder.
kn-coach-luck = Glück: **{ $luck }**, { $sign ->
        [plus] so viel mehr brachten dir die Würfel, als zu erwarten war.
        [minus] so viel weniger brachten dir die Würfel, als zu erwarten war.
       *[zero] die Würfel brachten dir genau, was zu erwarten war.
    }
kn-coach-sum = { $score } − { $optimum } = Glück { $luck } − Kosten { $lost }
kn-coach-verdict = **{ $play ->
        [perfect] Fehlerfrei gespielt
        [great] Sehr stark gespielt, kaum einen Punkt verschenkt
        [good] Gut gespielt, mit ein paar Patzern
        [fair] Einige teure Entscheidungen
       *[poor] Viele teure Entscheidungen
    }**. { $fate ->
        [very_lucky] Die Würfel meinten es sehr gut mit dir.
        [lucky] Die Würfel waren auf deiner Seite.
        [average] Die Würfel fielen etwa durchschnittlich.
        [unlucky] Die Würfel waren gegen dich.
       *[very_unlucky] Die Würfel hatten sich gegen dich verschworen.
    }
kn-coach-costliest = Deine teuersten Entscheidungen:
kn-coach-none-costly = Keine deiner Entscheidungen hat dich nennenswert Punkte gekostet.
kn-coach-decision = { $rank }. **{ $dice }** ({ $left ->
        [0] kein Wurf mehr
        [one] noch ein Wurf
       *[other] noch { $left } Würfe
    }): Du hast dich entschieden, { $chosen }; am besten wäre gewesen, { $best } (das hat dich { $cost } gekostet).
kn-coach-do-roll = alle fünf neu zu würfeln
kn-coach-do-keep = { $dice } zu behalten
kn-coach-do-score = { $points ->
        [0] { $box } zu streichen
       *[other] { $points } in { $box } einzutragen
    }
kn-coach-picture-alt = Entscheidung { $rank }: die Würfel { $dice }
kn-coach-kept = behalten
kn-coach-wait = 🎓 Der Coach rechnet noch aus, wie man bei diesen Regeln perfekt spielt: Die Auswertung folgt { $when }.
kn-coach-wait-failed = 🎓 Der Coach konnte gerade nicht ausrechnen, wie man bei diesen Regeln perfekt spielt. Hol dir die Auswertung später mit `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:{ $table }`.
kn-coach-not-ready = 🎓 Der Coach rechnet noch aus, wie man bei diesen Regeln perfekt spielt: fertig { $when }. Frag dann noch einmal.
kn-coach-review-head = 🎓 Die Auswertung des Coachs zur Kniffel-Partie #{ $table }
kn-coach-review-running = Partie #{ $table } läuft noch: Der Coach wertet sie aus, sobald sie zu Ende ist.
kn-coach-review-unknown = Auf diesem Server gibt es keine beendete Kniffel-Partie #{ $table }.
kn-coach-review-corrupt = Partie #{ $table } lässt sich nicht nachspielen, darum kann der Coach sie nicht auswerten.
kn-coach-review-nobody = In Partie #{ $table } hat kein Mensch mitgespielt: Es gibt nichts auszuwerten.
kn-coach-history-hint = Der Coach wertet eine Partie aus: `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:<Nummer>`.
kn-coach-hint-button = 💡 Tipp
kn-coach-hint = 💡 Am besten ist jetzt, **{ $best }**: etwa { $total } Punkte am Ende. Am zweitbesten, { $second }: etwa { $total2 }.
kn-coach-hint-only = 💡 Dir bleibt nur eins: **{ $best }**.
kn-coach-hint-off = An diesem Tisch sind Tipps ausgeschaltet.
kn-coach-hint-wait = Noch gibt es nichts zu entscheiden: Erst wird gewürfelt.
kn-coach-hints-on = 💡 Tipps sind an: Diese Partie wird nicht gewertet.
kn-coach-cmd-review = auswertung
kn-coach-cmd-review-desc = Die Auswertung des Coachs zu einer beendeten Kniffel-Partie dieses Servers (nur du siehst sie)
kn-coach-cmd-opt-game-desc = Die Nummer der Partie (siehe /kniffel partien)
kn-coach-opt-hints = tipps
kn-coach-opt-hints-desc = Ein Tipp-Knopf nennt den besten Zug; die Partie wird nicht gewertet (Standard: aus)
kn-coach-cli-help = eine beendete Partie auswerten: was jede Entscheidung gegenüber perfektem Spiel gekostet hat
kn-coach-cli-description = Die Auswertung des Coachs zu einer beendeten Partie (einem JSON-Spieldokument, docs/dice-protocol.md): was die Entscheidungen jedes Spielers gegenüber perfektem Spiel gekostet haben, das Glück der Würfel und die teuersten Entscheidungen.
kn-coach-cli-game = das Spiel (kniffel)
kn-coach-cli-file = Pfad des Dokuments, oder - für die Standardeingabe
kn-coach-cli-json = die Auswertung als JSON ausgeben, für Skripte
kn-coach-cli-flag = nach der Partie die Auswertung deines Spiels durch den Coach
kn-coach-cli-refused = larry coach: Dieses Dokument wird abgelehnt: { $error }
kn-coach-cli-not-over = larry coach: Die Partie dieses Dokuments ist nicht zu Ende; der Coach wertet nur beendete Partien aus.
kn-coach-cli-computing = Der Coach rechnet aus, wie man bei diesen Regeln perfekt spielt (einmalig, etwa { $seconds } Sekunden) …
kn-coach-cli-too-large = das Dokument ist größer als { $limit } Bytes
