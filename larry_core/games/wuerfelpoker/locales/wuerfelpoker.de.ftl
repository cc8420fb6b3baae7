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
# $names: die Namen der Gewinner (der Leser zuletzt, als „du“); $count: wie viele; $me: yes,
# wenn der Leser dabei ist
wp-ev-pot-showdown = { $count ->
    [1] Aufdecken: { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    } den Pott von { $pot }.
   *[other] Aufdecken: { $me ->
        [yes] { $names } teilt euch
       *[no] { $names } teilen sich
    } den Pott von { $pot } ({ $shares }).
}
wp-ev-pot-folds = Alle anderen sind ausgestiegen: { $me ->
    [yes] Du gewinnst
   *[no] { $names } gewinnt
} den Pott von { $pot }.
# $broke: wer den nächsten Einsatz nicht zahlen kann (der Leser zuletzt, als „du“);
# $broke_size: wie viele; $broke_me: "yes", wenn der Leser dabei ist
wp-ev-over-broke = Spielende: { $broke_size ->
    [1] { $broke_me ->
        [yes] Du kannst
       *[no] { $broke } kann
    }
   *[other] { $broke_me ->
        [yes] { $broke } könnt
       *[no] { $broke } können
    }
} den Einsatz nicht mehr zahlen. { $count ->
    [1] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
   *[other] { $me ->
        [yes] { $names } gewinnt
       *[no] { $names } gewinnen
    }
} mit { $chips } Chips.
wp-ev-over-rounds = Spielende nach der letzten Runde. { $count ->
    [1] { $me ->
        [yes] Du gewinnst
       *[no] { $names } gewinnt
    }
   *[other] { $me ->
        [yes] { $names } gewinnt
       *[no] { $names } gewinnen
    }
} mit { $chips } Chips.

## Die Regeln in Kürze
wp-rules = **Würfelpoker in Kürze** (2–5 Spieler)
    Alle beginnen mit gleich vielen Chips (8, wenn der Tisch nichts anderes wählt) und zahlen in jeder Runde den Einsatz (1 Chip) in den Pott. Reihum würfelt jeder die fünf Würfel bis zu dreimal: Nach jedem Wurf darf man beliebige Würfel liegen lassen und die übrigen neu werfen – oder stehen bleiben. Die höchste Pokerkombination gewinnt den Pott; bei gleich hohen Würfen wird er geteilt.
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
wp-term-intro = Würfelpoker mit { $players } Spielern: je { $chips } Chips, Einsatz { $ante }, { $rolls } Würfe pro Zug, { $rounds ->
    [0] bis jemand den Einsatz nicht mehr zahlen kann.
    [one] höchstens { $rounds } Runde (das Spiel endet früher, wenn jemand den Einsatz nicht mehr zahlen kann).
   *[other] höchstens { $rounds } Runden (das Spiel endet früher, wenn jemand den Einsatz nicht mehr zahlen kann).
} Tippe eine Nummer aus dem Menü oder einen Zug; „hilfe“ zeigt sie, „regeln“ erklärt das Spiel, „tisch“ zeigt den Tisch, „ende“ beendet das Spiel.
wp-term-help = Wähle eine Nummer aus dem Menü oder tippe einen Zug: würfeln · behalten 6 6 (oder nur 6 6) · aufhören · erhöhen 2 · passen · mitgehen · aussteigen. Befehle: regeln, tisch, hilfe, ende.
wp-term-you = Du
wp-term-bot = Bot { $number }
wp-term-round = Runde { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}von { $rounds }
} – Pott: { $pot }
wp-term-seat = {"["}{ $index }] { $name }: { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}{ $hand }
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
wp-term-choose-number = { $max ->
    [1] Tippe 1 oder einen Zug („hilfe“ zeigt sie).
   *[other] Wähle eine Zahl von 1 bis { $max } oder tippe einen Zug („hilfe“ zeigt sie).
}
wp-term-words-roll = würfeln wuerfeln
wp-term-words-keep = behalten
wp-term-words-stand = aufhören aufhoeren stehen
wp-term-words-raise = erhöhen erhoehen steigern
wp-term-words-pass = passen
wp-term-words-call = mitgehen
wp-term-words-fold = aussteigen
wp-term-result = { $won ->
    [yes] Du gewinnst mit { $chips } Chips!
   *[no] Dir { $chips ->
        [one] bleibt { $chips } Chip
       *[other] bleiben { $chips } Chips
    }. Viel Glück beim nächsten Mal!
}

## Ablehnungen (Codes aus §4.4)
wp-illegal-bad_move = Das ist kein Zug.
wp-illegal-game_over = Das Spiel ist vorbei.
wp-illegal-not_your_turn = Du bist nicht am Zug.
wp-illegal-must_roll = Würfle zuerst.
wp-illegal-must_roll_or_stand = Würfle noch einmal, lass Würfel liegen oder bleib stehen.
wp-illegal-must_raise_or_pass = Steigere oder verzichte.
wp-illegal-must_call_or_fold = Geh mit oder steig aus.
wp-illegal-nothing_to_roll = Wer alle fünf Würfel liegen lässt, wirft nichts: Bleib stattdessen stehen.
wp-illegal-no_such_dice = Diese Würfel hast du nicht.
wp-illegal-bad_raise = So hoch darfst du nicht steigern.

## Discord (cogs/wuerfelpoker): die /wuerfelpoker-Befehle, die Lobby, der Tisch, der Zug und
## das Ergebnis. $hand: ein Wurf, wie wp-dc-hand ihn schreibt
wp-cmd-desc = Würfelpoker spielen: Poker mit fünf Würfeln, Chips und Pott
wp-cmd-new-desc = Einen Würfelpoker-Tisch in diesem Kanal eröffnen
wp-cmd-hand-desc = Deine Chips, dein Wurf und das letzte Aufdecken an diesem Tisch (nur du siehst es)
wp-cmd-table-desc = Den Würfelpoker-Tisch und seine Knöpfe neu posten
wp-cmd-leave-desc = Den Würfelpoker-Tisch verlassen (im Spiel übernimmt eine KI deinen Platz)
wp-cmd-end-desc = Den Würfelpoker-Tisch beenden (Gastgeber oder „Server verwalten“)
wp-cmd-rules-desc = Die Würfelpoker-Regeln in Kürze
wp-cmd-leaderboard-desc = Die Würfelpoker-Wertungen dieses Servers
wp-cmd-stats-desc = Wertung, Partien und Siege eines Spielers in Würfelpoker auf diesem Server
wp-cmd-history-desc = Die beendeten Würfelpoker-Partien dieses Servers, die neuesten zuerst (nur du siehst sie)
wp-cmd-settings-desc = Die Vorgaben dieses Servers für neue Würfelpoker-Tische zeigen oder ändern („Server verwalten“)
wp-cmd-opt-chips = chips
wp-cmd-opt-chips-desc = Chips pro Spieler zu Beginn, 1 bis 1000 (Standard: 8)
wp-cmd-opt-ante = einsatz
wp-cmd-opt-ante-desc = Chips, die jeder in jeder Runde in den Pott zahlt, 1 bis 100 (Standard: 1)
wp-cmd-opt-rolls = würfe
wp-cmd-opt-rolls-desc = Würfe pro Zug, 1 bis 3 (Standard: 3)
wp-cmd-opt-first-sets-rolls = erster_gibt_würfe_vor
wp-cmd-opt-first-sets-rolls-desc = So oft der Erste einer Runde würfelt, so oft dürfen die anderen höchstens (Standard: aus)
wp-cmd-opt-rounds = runden
wp-cmd-opt-rounds-desc = Runden, 0 bis 10000; 0: bis jemand den Einsatz nicht mehr zahlen kann (Standard: 20)
wp-cmd-opt-raising = steigern
wp-cmd-opt-raising-desc = Nach dem eigenen Zug darf man steigern; die anderen gehen mit oder steigen aus (Standard: aus)
wp-cmd-opt-raise-limit = steigern_höchstens
wp-cmd-opt-raise-limit-desc = Um wie viele Chips man höchstens steigern darf, 1 bis 100 (Standard: 2)
wp-dc-board-title = Würfelpoker-Wertungen — { $guild }
wp-dc-stats-title = Würfelpoker — { $name }
wp-dc-game-name = Würfelpoker
wp-no-table-here = In diesem Kanal gibt es keinen offenen Würfelpoker-Tisch. Eröffne einen mit `/wuerfelpoker { cmd-new }`.
wp-dc-garbled = Diesen Knopf erkenne ich nicht (er ist vielleicht beschädigt). Mit `/wuerfelpoker { cmd-table }` gibt es neue.
wp-dc-no-table = Dieser Würfelpoker-Tisch ist geschlossen.
wp-dc-lobby-title = Würfelpoker · Tisch { $table }
wp-dc-lobby-timer = { $seconds } s pro Zug · { $language }
wp-dc-lobby-footer = Setz dich dazu, dann drückt der Gastgeber auf Starten (2–5 Spieler, gern auch mit KI).
wp-dc-rules-line = { $chips ->
        [one] je 1 Chip
       *[other] je { $chips } Chips
    } · Einsatz { $ante } · { $rolls ->
        [one] ein Wurf pro Zug
       *[other] bis zu { $rolls } Würfe pro Zug
    } · { $rounds ->
        [0] bis jemand den Einsatz nicht mehr zahlen kann
        [one] 1 Runde (oder bis jemand nicht mehr zahlen kann)
       *[other] { $rounds } Runden (oder bis jemand nicht mehr zahlen kann)
    }{ $first ->
        [true] {" "}· die Würfe des Rundenersten sind die Obergrenze
       *[false] {""}
    }{ $raising ->
        [true] {" "}· Steigern um bis zu { $limit }
       *[false] {""}
    }
wp-dc-table-title = Würfelpoker · Tisch { $table }
wp-dc-round = { $rounds ->
        [0] Runde { $round }
       *[other] Runde { $round } von { $rounds }
    }
wp-dc-table-round = { $round } · Pott **{ $pot }** · **{ $name }** ist dran
wp-dc-table-dice = 🎲 { $hand } · Wurf { $roll } von { $rolls }
wp-dc-table-over = **Spielende.**
wp-dc-table-ended = Dieser Tisch wurde beendet.
wp-dc-hand = { $combo } ({ $dice })
wp-dc-seat = { $moving ->
        [yes] ▶
       *[no] •
    } **{ $name }** · { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }{ $state ->
        [hand] {" "}· { $hand }
        [folded] {" "}· ausgestiegen
       *[none] {""}
    }
wp-dc-last-round = Letzter Pott
wp-dc-showdown = { $reason ->
        [folds] Runde { $round }: Alle anderen sind ausgestiegen, { $names } gewinnt den Pott von { $pot }.
       *[showdown] { $count ->
            [1] Runde { $round }: { $names } gewinnt den Pott von { $pot }.
           *[other] Runde { $round }: { $names } teilen sich den Pott von { $pot } ({ $shares }).
        }
    }
wp-dc-ranked = { $place }. { $name }: { $hand }
wp-dc-folded = Ausgestiegen: { $names }
wp-dc-started = **Das Spiel beginnt!** Die Plätze wurden ausgelost: { $seats }.
# the answer to the host who pressed Start
wp-dc-start-ack = Das Spiel hat begonnen: Sobald du würfeln oder setzen musst, benachrichtigt dich der Tisch.
wp-dc-turn-first = 🎲 { $who }, du bist dran ({ $round } · Pott { $pot }) – würfle!
wp-dc-turn-limited = Der Rundenerste hat { $rolls ->
        [one] einmal
        [2] zweimal
       *[other] { $rolls }-mal
    } gewürfelt: Öfter darfst du in dieser Runde nicht.
wp-dc-turn-dice = 🎲 **{ $hand }** · Wurf { $roll } von { $rolls } · Pott { $pot }
wp-dc-turn-keep = { $who }, tippe die Würfel an, die du liegen lässt (✓), und würfle mit den übrigen ({ $left ->
        [one] noch 1 Wurf
       *[other] noch { $left } Würfe
    }) – oder bleib stehen.
wp-dc-to-beat = Zu schlagen: **{ $hand }** ({ $name }).
wp-dc-turn-raise = { $who }, dein Wurf: **{ $hand }**. Steigerst du um { $most ->
        [one] 1 Chip
       *[other] bis zu { $most } Chips
    } (Pott { $pot })?
wp-dc-turn-respond = { $who }, { $name } steigert um { $amount } (Pott { $pot }): Gehst du mit oder steigst du aus? { $rolled ->
        [yes] Du hast { $chips ->
            [one] 1 Chip
           *[other] { $chips } Chips
        }; dein Wurf: **{ $hand }**.
       *[no] Du hast { $chips ->
            [one] 1 Chip
           *[other] { $chips } Chips
        } und noch nicht gewürfelt.
    }
wp-dc-turn-ai = 🤖 { $who } ist am Zug …
wp-btn-die-kept = { $value } ✓
wp-btn-roll = 🎲 { $count ->
        [0] Alle fünf liegen gelassen
        [5] Alle fünf würfeln
        [one] 1 Würfel würfeln
       *[other] { $count } Würfel würfeln
    } (noch { $left })
wp-btn-stand = ✋ Stehen bleiben
wp-btn-pass = Nicht steigern
wp-btn-raise = Um { $amount } steigern
wp-btn-call = Mitgehen ({ $amount })
wp-btn-fold = Aussteigen
wp-dc-results-head = **Chips am Ende** ({ $rounds ->
        [one] 1 Runde
       *[other] { $rounds } Runden
    })
wp-dc-standing = { $place }. { $name } – { $chips ->
        [one] 1 Chip
       *[other] { $chips } Chips
    }
wp-dc-own-title = **Deine Chips: { $chips }** · Pott { $pot } · { $round }
wp-dc-own-folded = Du bist in dieser Runde ausgestiegen.
wp-dc-own-hand = Dein Wurf: **{ $hand }**
wp-dc-own-dice = Deine Würfel: **{ $hand }** ({ $left ->
        [one] noch 1 Wurf
       *[other] noch { $left } Würfe
    })
wp-dc-settings-shown = Sprache: **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(die des Servers)
    } · Zugzeit: **{ $seconds } s** · Chips: **{ $chips }** · Einsatz: **{ $ante }** · Würfe pro Zug: **{ $rolls }** · Würfe des Rundenersten als Obergrenze: **{ $first ->
        [true] an
       *[false] aus
    }** · Runden: **{ $rounds ->
        [0] bis jemand nicht mehr zahlen kann
       *[other] { $rounds }
    }** · Steigern: **{ $raising ->
        [true] an
       *[false] aus
    }** · höchstens pro Steigerung: **{ $limit } Chips**
wp-cmd-replay-desc = Eine beendete Würfelpoker-Partie dieses Servers, Runde für Runde (nur du siehst sie)
wp-cmd-opt-game-desc = Die Nummer der Partie (wie in der Partienliste)
wp-cmd-opt-round = runde
wp-cmd-opt-round-desc = Die Runde, mit der es losgeht (Standard: 1)
wp-dc-replay-title = **Würfelpoker #{ $table }** · Runde { $round } von { $rounds }
wp-dc-replay-unknown = Auf diesem Server gibt es keine beendete Würfelpoker-Partie #{ $table }.
wp-dc-replay-running = Partie #{ $table } läuft noch: Ansehen kann man sie, wenn sie vorbei ist.
wp-dc-replay-corrupt = Partie #{ $table } lässt sich nicht wiederholen: Ihre gespeicherten Züge passen nicht zu ihren Würfen.
wp-dc-history-hint = Noch einmal ansehen mit `/wuerfelpoker { cmd-replay } { cmd-opt-game }:<Nummer>`.

# the table picture (wuerfelpoker/art.py): the head band's pot and open raise, a seat's chips,
# a seat without dice; its description for screen readers ($head: the band's text; $seats: one
# wp-pic-alt-seat per seat; $dice: the dice, "kept" after each die set aside)
wp-pic-pot = Pott { $pot }
wp-pic-raise = { $name } erhöht um { $amount }
wp-pic-chips = { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}
wp-pic-folded = ausgestiegen
wp-pic-waiting = noch nicht gewürfelt
wp-pic-kept = behalten
wp-pic-alt = Würfelpoker-Tisch, { $head }: { $seats }
wp-pic-alt-seat = { $moving ->
    [yes] { $name } (ist dran)
   *[no] { $name }
}, { $chips ->
    [one] { $chips } Chip
   *[other] { $chips } Chips
}, { $dice }
