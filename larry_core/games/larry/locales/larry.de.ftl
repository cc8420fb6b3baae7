# Larry's own texts, read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): its cards, the narration of its events, its
# refused moves, its terminal game (larry_core.terminal), the short rules, the statistics
# of `larry simulate`, its server settings' refusals, the bluff report and the review of
# a finished game. What the platform and every game share (lists and names, table
# changes and refusals, settings, the command line) is in larry_core/text/locales; the
# conventions of the parameters are those atop larry_core/text/locales/en.ftl.

# Glossar: die Begriffe der gedruckten Spielanleitung (Schmidt Spiele, deutsch/französisch)
#   Larry card                -> Ätsch-Karte (Mehrzahl: Ätsch-Karten); der Ruf bleibt „Larry“
#   Larry symbols (scoring)   -> die Larrys auf den Karten
#   number card / action card -> Zahlenkarte / Aktionskarte
#   open                      -> Offen Spielen (die „Offen-Spielen-Karte“)
#   draw two                  -> 2 Karten ziehen
#   gift                      -> Verschenke 1 Karte (die „Verschenke-1-Karte“)
#   reverse                   -> Richtungswechsel
#   limit card / limit        -> Limitkarte / Limit
#   doubt / doubter           -> (die Summe) anzweifeln / der Zweifler
#   accept                    -> akzeptieren
#   claim                     -> die genannte (angesagte) Summe
#   pile / draw pile / discard-> Stapel (in der Tischmitte) / Nachzugstapel / Ablagestapel
#   face down / face up       -> verdeckt / offen
#   clockwise                 -> im Uhrzeigersinn; round -> Runde; start player -> Startspieler
#   plus/minus points         -> Pluspunkte / Minuspunkte
# Eigene Wahl (nicht in der Anleitung): „über dem Limit“ für bust, „Offen-Spielen-Marke“
# für open mark. Anrede: du. Die Zug-Grammatik des Terminals (place, doubt …) bleibt englisch; die Slash-Befehle sind übersetzt (discord.de.ftl).

## Cards

card-minus2 = -2
card-minus1 = -1
card-0 = 0
card-1 = 1
card-2 = 2
card-3 = 3
card-4 = 4
card-7 = 7
card-larry = Ätsch-Karte
card-open = Offen Spielen
card-draw2 = 2 Karten ziehen
card-gift = Verschenke 1 Karte
card-reverse = Richtungswechsel

## Events (larry_core.text.narrator)

event-placed =
    { $seat_you ->
        [yes] Du legst eine Karte verdeckt auf den Stapel und sagst **{ $claim }**.
       *[no] { $seat } legt eine Karte verdeckt auf den Stapel und sagt **{ $claim }**.
    }
event-placed-open =
    { $seat_you ->
        [yes] Du legst **{ $card }** offen ab (wegen „Offen Spielen“): Die Summe ist jetzt **{ $claim }**.
       *[no] { $seat } legt **{ $card }** offen ab (wegen „Offen Spielen“): Die Summe ist jetzt **{ $claim }**.
    }
event-action-reverse =
    { $seat_you ->
        [yes] Du spielst die Karte **„Richtungswechsel“** aus.
       *[no] { $seat } spielt die Karte **„Richtungswechsel“** aus.
    }
event-reversed =
    Es geht jetzt { $direction ->
        [cw] im Uhrzeigersinn
       *[ccw] gegen den Uhrzeigersinn
    } weiter; das Limit ist **{ $limit }**.
event-action-draw2 =
    { $seat_you ->
        [yes] Du spielst die Karte **„2 Karten ziehen“** gegen { $target } aus.
       *[no] { $target_you ->
            [yes] { $seat } spielt die Karte **„2 Karten ziehen“** gegen dich aus.
           *[no] { $seat } spielt die Karte **„2 Karten ziehen“** gegen { $target } aus.
        }
    }
event-action-open =
    { $seat_you ->
        [yes] Du spielst die Karte **„Offen Spielen“** gegen { $target } aus.
       *[no] { $target_you ->
            [yes] { $seat } spielt die Karte **„Offen Spielen“** gegen dich aus.
           *[no] { $seat } spielt die Karte **„Offen Spielen“** gegen { $target } aus.
        }
    }
event-marked =
    { $seat_you ->
        [yes] Du musst deine nächste Zahlenkarte offen ablegen.
       *[no] { $seat } muss die nächste Zahlenkarte offen ablegen.
    }
event-action-gift =
    { $seat_you ->
        [yes] Du spielst die Karte **„Verschenke 1 Karte“** aus und schenkst { $target } eine Karte.
       *[no] { $target_you ->
            [yes] { $seat } spielt die Karte **„Verschenke 1 Karte“** aus und schenkt dir eine Karte.
           *[no] { $seat } spielt die Karte **„Verschenke 1 Karte“** aus und schenkt { $target } eine Karte.
        }
    }
event-gift-card =
    { $seat_you ->
        [yes] Du hast { $target } diese Karte geschenkt: **{ $card }**.
       *[no] { $target_you ->
            [yes] { $seat } hat dir diese Karte geschenkt: **{ $card }**.
           *[no] { $seat } hat { $target } diese Karte geschenkt: **{ $card }**.
        }
    }
event-drawn-cards =
    { $cards_count ->
        [0] { $seat_you ->
            [yes] Du hast keine Karten gezogen: Die Stapel sind leer.
           *[no] { $seat } hat keine Karten gezogen: Die Stapel sind leer.
        }
       *[other] { $seat_you ->
            [yes] Du hast gezogen: **{ $cards }**.
           *[no] { $seat } hat gezogen: **{ $cards }**.
        }
    }
drew-count =
    { $count ->
        [0] keine Karten (die Stapel sind leer)
        [one] eine Karte
       *[other] { $count } Karten
    }
event-drew-doubt =
    { $seat_you ->
        [yes] Du ziehst { drew-count }.
       *[no] { $seat } zieht { drew-count }.
    }
event-drew-bust =
    { $seat_you ->
        [yes] Du ziehst { drew-count } und beginnst einen neuen Stapel.
       *[no] { $seat } zieht { drew-count } und beginnt einen neuen Stapel.
    }
event-drew-draw2 =
    { $seat_you ->
        [yes] Du ziehst { drew-count }.
       *[no] { $seat } zieht { drew-count }.
    }
event-drew-larry =
    { $seat_you ->
        [yes] Du ziehst { drew-count } als Strafe für das vergessene „Larry“.
       *[no] { $seat } zieht { drew-count } als Strafe für das vergessene „Larry“.
    }
event-drew-caught =
    { $seat_you ->
        [yes] Du ziehst { drew-count }.
       *[no] { $seat } zieht { drew-count }.
    }
event-drew-check =
    { $seat_you ->
        [yes] Du ziehst { drew-count } und beginnst einen neuen Stapel.
       *[no] { $seat } zieht { drew-count } und beginnt einen neuen Stapel.
    }
event-doubted =
    { $seat_you ->
        [yes] Du zweifelst die Summe an!
       *[no] { $seat } zweifelt die Summe an!
    }
event-revealed-sum =
    Der Stapel wird aufgedeckt: **{ $cards }**. Die Summe ist **{ $sum }**, genannt wurde **{ $claim }**: { $correct ->
        [true] **richtig**.
       *[false] **falsch**!
    }
event-revealed-cancelled =
    Der Stapel wird aufgedeckt: **{ $cards }**. Die zwei Ätsch-Karten heben sich gegenseitig auf; die Summe ist **{ $sum }**, genannt wurde **{ $claim }**: { $correct ->
        [true] **richtig**.
       *[false] **falsch**!
    }
event-revealed-larry =
    Der Stapel wird aufgedeckt: **{ $cards }**. { $larries ->
        [one] Eine Ätsch-Karte liegt
       *[other] { $larries } Ätsch-Karten liegen
    } im Stapel, also ist jede genannte Summe korrekt: Die Ansage **{ $claim }** gilt.
event-bust =
    { $seat_you ->
        [yes] Das ist über dem Limit: Du hast es überschritten, und der Stapel kommt auf den Ablagestapel.
       *[no] Das ist über dem Limit: { $seat } hat es überschritten, und der Stapel kommt auf den Ablagestapel.
    }
event-larry-said =
    { $seat_you ->
        [yes] Du sagst **„Larry!“**: noch eine Karte.
       *[no] { $seat } sagt **„Larry!“**: noch eine Karte.
    }
event-larry-missed =
    { $seat_you ->
        [yes] Du hast nur noch eine Karte und nicht „Larry“ gesagt.
       *[no] { $seat } hat nur noch eine Karte und nicht „Larry“ gesagt.
    }
event-larry-missed-catch =
    { $seat_you ->
        [yes] Du hast nur noch eine Karte und nicht „Larry“ gesagt: Bis zum nächsten Zug darf dich jeder erwischen.
       *[no] { $seat } hat nur noch eine Karte und nicht „Larry“ gesagt: Bis zum nächsten Zug darf jeder { $seat } erwischen.
    }
event-caught =
    { $by_you ->
        [yes] Du hast { $seat } ohne „Larry“-Ruf erwischt!
       *[no] { $seat_you ->
            [yes] { $by } hat dich ohne „Larry“-Ruf erwischt!
           *[no] { $by } hat { $seat } ohne „Larry“-Ruf erwischt!
        }
    }
event-reshuffled = Der Nachzugstapel ist aufgebraucht: Der Ablagestapel wird gemischt und ist der neue Nachzugstapel.
event-went-out =
    { $seat_you ->
        [yes] Du hast deine letzte Karte gespielt!
       *[no] { $seat } hat die letzte Karte gespielt!
    }
event-accepted =
    { $seat_you ->
        [yes] Du akzeptierst die Ansage.
       *[no] { $seat } akzeptiert die Ansage.
    }
event-round-over = **Runde { $round } ist vorbei.** Punkte: { $scores }.
event-round-started = **Runde { $round }** beginnt mit neuen Karten; { $start_you ->
        [yes] du bist Startspieler.
       *[no] { $start } ist Startspieler.
    }
event-game-over = **Spielende!** { $winners_count ->
        [one] { $winners_you ->
            [yes] Du gewinnst.
           *[no] { $winners } gewinnt.
        }
       *[other] { $winners_you ->
            [yes] { $winners } gewinnt.
           *[no] { $winners } gewinnen.
        }
    }
game-begins =
    Das Spiel beginnt mit { $players } Spielern; { $start_you ->
        [yes] du bist Startspieler.
       *[no] { $start } ist Startspieler.
    }

## Refused moves: illegal-<code>

illegal-not_your_turn =
    { $seat_you ->
        [yes] Du bist am Zug.
       *[no] Du bist nicht am Zug: { $seat } ist dran.
    }
illegal-no_such_card = Diese Karte hast du nicht auf der Hand: **{ $card }**.
illegal-claim_over_limit = Die Summe liegt über dem Limit von **{ $limit }**.
illegal-claim_out_of_range = Die Summe darf nicht unter **{ $lowest }** liegen.
illegal-claim_must_be_open_sum = Wegen „Offen Spielen“ musst du für diese Karte **{ $claim }** sagen.
illegal-nothing_to_doubt = Der Stapel ist leer: Es gibt nichts anzuzweifeln.
illegal-must_doubt_or_accept = Der letzte Spieler hat keine Karten mehr: Zweifle seine Ansage an oder akzeptiere sie.
illegal-cannot_accept = Akzeptieren geht nur, wenn ein Spieler keine Karten mehr hat.
illegal-bad_target = Wähle einen anderen Mitspieler (für „Offen Spielen“: einen, vor dem noch keine Offen-Spielen-Karte liegt).
illegal-gift_needs_three_cards = Für „Verschenke 1 Karte“ brauchst du mindestens 3 Karten auf der Hand, diese Karte mitgezählt.
illegal-nothing_to_catch =
    { $seat_you ->
        [yes] Du hast kein „Larry“ vergessen: Da gibt es nichts zu erwischen.
       *[no] { $seat } hat kein „Larry“ vergessen: Da gibt es nichts zu erwischen.
    }
illegal-game_over = Das Spiel ist vorbei.
illegal-bad_move = Das ist kein Zug.

## The terminal (larry_core.terminal)

term-state =
    Runde { $round }/{ $rounds } · Limit { $limit } · { $direction ->
        [cw] im Uhrzeigersinn
       *[ccw] gegen den Uhrzeigersinn
    } · { $standing } · Stapel { $pile }
term-no-claim = noch keine Summe genannt (leerer Stapel)
term-claim =
    Summe { $claim } von { $claimant_you ->
        [yes] dir
       *[no] { $claimant }
    }
term-claim-answered =
    Summe { $claim } von { $claimant_you ->
        [yes] dir
       *[no] { $claimant }
    }, { $responsible_you ->
        [yes] du stehst
       *[no] { $responsible } steht
    } für sie ein
term-seat =
    {"["}{ $index }] { $seat_you ->
        [yes] Du
       *[no] { $seat }
    }: { $size ->
        [one] { $size } Karte
       *[other] { $size } Karten
    }, { $points } Pkt.{ $marked ->
        [true] {" "}(Offen Spielen)
       *[false] {""}
    }
term-hand = Deine Hand: { $hand }
term-hand-empty = Deine Hand: (leer)
term-round-hand =
    {"  "}{ $seat_you ->
        [yes] Du
       *[no] { $seat }
    }: { $cards_count ->
        [0] keine Karten mehr
       *[other] { $cards }
    } → { $points }
term-final-standings = Endstand: { $scores }.

term-you-name = Du
term-intro =
    Willkommen bei Larry, dem Bluff-Kartenspiel für 2–8 Spieler.
    Lege Karten verdeckt ab und sage die Summe des Stapels an; jeder darf sie anzweifeln. Wer
    keine Karten mehr hat, gewinnt die Runde. Tippe „regeln“ für die Regeln, „hilfe“ für die
    Befehle; „ende“ oder Strg-D beendet das Spiel.
term-verbs-doubt = anzweifeln zweifeln
term-verbs-accept = akzeptieren annehmen
term-verbs-catch = erwischen
term-help =
    Wenn du am Zug bist, tippe eine Nummer aus dem Menü oder einen Zug in dieser Form:
      place <card> <claim> [larry]     z. B. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt (anzweifeln)   accept (akzeptieren)   catch (erwischen) <seat>
    Karten: -2 -1 0 1 2 3 4 7 larry (Ätsch-Karte) open (Offen Spielen) draw2 (2 Karten ziehen)
    gift (Verschenke 1 Karte) reverse (Richtungswechsel). Die Plätze sind wie in der Übersicht
    von 0 bis N-1 nummeriert; Groß- und Kleinschreibung ist egal.
    Befehle: regeln (so wird Larry gespielt), hand (deine Karten), stand (der Tisch), zurück (zum Menü), hilfe, ende.

term-move-place-open = { $code } offen ablegen (Offen Spielen): Die Summe wird { $claim }
term-move-place = { $code } verdeckt ablegen und eine Summe sagen
term-move-action = { $code } offen ausspielen
term-move-action-on =
    { $code } offen ausspielen gegen { $target_you ->
        [yes] dich selbst
       *[no] { $target }
    }
term-move-gift =
    { $code } offen ausspielen für { $target_you ->
        [yes] dich selbst
       *[no] { $target }
    } (danach die Karte zum Verschenken wählen)
term-move-catch =
    { $target_you ->
        [yes] dich selbst
       *[no] { $target }
    } erwischen (hat vergessen, „Larry“ zu sagen)
term-move-doubt-final = die letzte Summe anzweifeln
term-move-doubt = die Summe { $claim } anzweifeln
term-move-doubt-answered =
    die Summe { $claim } anzweifeln ({ $responsible_you ->
        [yes] du stehst
       *[no] { $responsible } steht
    } für sie ein)
term-why-draw =
    { $correct ->
        [true] ({ $seat_you ->
            [yes] Du ziehst
           *[no] { $seat } zieht
        }, weil die Summe stimmte: Der Zweifel war falsch.)
       *[false] ({ $seat_you ->
            [yes] Du ziehst
           *[no] { $seat } zieht
        }, weil die Summe falsch war und { $responsible_you ->
            [yes] du
           *[no] { $responsible }
        } für sie { $responsible_you ->
            [yes] einstehst
           *[no] einsteht
        }.)
    }
term-move-accept = akzeptieren (die Runde endet)

term-prompt-move = Dein Zug (Nummer oder Zug; „hilfe“ für mehr) >
term-prompt-gift = Welche Karte verschenkst du ({ $cards }) >
term-prompt-claim = Welche Summe sagst du ({ $lowest } bis { $limit }; Enter = { $default }) >
term-prompt-claim-bluff = Welche Summe sagst du ({ $lowest } bis { $limit }; die ehrliche Summe { $honest } liegt über dem Limit, jede Summe ist also geblufft; Enter = { $default }) >
term-prompt-larry = Du hast dann nur noch eine Karte. „Larry“ sagen? [J/n] >

term-choose-number = { $max ->
    [one] Tippe { $max } für den einzigen Eintrag.
   *[other] Wähle eine Nummer von 1 bis { $max }.
}
term-claim-not-number = Bitte eine ganze Zahl wie 5 oder -3 eingeben, nicht { $text }.
term-claim-out-of-range = Die Summe muss zwischen { $lowest } und dem Limit { $limit } liegen.
term-card-not-listed = Tippe eine der aufgeführten Karten: { $cards }.
term-yes-no = Bitte mit j (ja) oder n (nein) antworten.

term-not-a-move = Das ist kein Zug: { $reason }. Tippe „hilfe“ für die Form der Züge.
term-not-allowed = Nicht erlaubt: { $reason }.

## The short rules (larry_core.rules_text)

rules-text = **Larry in Kürze** (2–8 Spieler)
    • 54 Karten: Zahlenkarten `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Ätsch-Karten** und 13 Aktionskarten (Offen Spielen, 2 Karten ziehen, Verschenke 1 Karte, Richtungswechsel). Handkarten: 2→12, 3→9, 4→7, 5→6, 6–8→5 Karten.
    • Wenn du am Zug bist: **lege** eine Karte verdeckt auf den Stapel und sage die Summe an (eine ganze Zahl von −12 bis zum **Limit**, anfangs 7), **spiele eine Aktionskarte** offen aus (damit akzeptierst du die genannte Summe) oder **zweifle die Summe an**.
    • Anzweifeln: Der Stapel wird aufgedeckt. Bei einer ungeraden Zahl Ätsch-Karten ist jede Summe korrekt; sonst ist sie korrekt, wenn sie genau stimmt. Korrekt → der Zweifler zieht 2 Karten; falsch → der verantwortliche Spieler zieht 2. Wer gezogen hat, beginnt einen neuen Stapel.
    • Aktionen: **Richtungswechsel** dreht Spielrichtung und Limit um (7↔5); mit **2 Karten ziehen** zieht ein Mitspieler 2 Karten; mit **Verschenke 1 Karte** schenkst du eine deiner Karten her (du brauchst 3+ Karten auf der Hand); **Offen Spielen** trifft einen Mitspieler: Seine nächste Zahlenkarte kommt offen mit fester Summe (über dem Limit → 2 Karten ziehen).
    • Bleibt dir nur noch eine Karte? Sag beim Ausspielen **Larry**. Wer es vergisst, zieht 2 Karten (im Modus „Erwischen“ darf dich stattdessen jeder vor dem nächsten Zug **erwischen**).
    • Keine Karten mehr: Der nächste Spieler **zweifelt an** oder **akzeptiert**. Rundensieger +2; alle anderen verlieren die Larrys auf ihren restlichen Karten. Wer nach der letzten Runde die meisten Punkte hat, gewinnt (normal 3 Runden).

## Larry's own options of `larry simulate` and `larry play` (larry_core.games.larry.commands)
cli-simulate-larry-call = ein vergessenes „Larry“: automatische Strafe (auto, Standard) oder erwischen durch andere (catch)
cli-simulate-short-game = kurze Spiele: eine Runde, und der Stapel wird sofort geprüft, wenn ein Spieler keine Karten mehr hat
cli-play-rounds = Runden im Spiel (Standard 3)
cli-play-larry-call = ein vergessenes „Larry“: automatische Strafe (auto, Standard) oder erwischen durch andere (catch)

## The statistics of `larry simulate` (larry_core.simulate)

sim-games = Spiele
sim-moves = Züge
sim-moves-detail = ({ $per_game } pro Spiel, { $rate } Züge/s)
sim-rounds = Runden
sim-doubts = Zweifel
sim-doubts-detail = (Summe war korrekt in { $percent } %)
sim-busts = über dem Limit
sim-reshuffles = neu gemischt
sim-actions = Aktionskarten gespielt
sim-larry = Larry gesagt/vergessen/erwischt
sim-went-out = keine Karten mehr
sim-went-out-detail = ({ $accepted } akzeptiert)
sim-wins = Siege nach Platz

## The words that answer yes to a terminal prompt (larry play)
term-yes-words = j ja y yes

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
    } (davon { $caught } aufgeflogen), { $honest_doubted ->
        [one] 1 ehrliche Ansage, die jemand anzweifelte
       *[other] { $honest_doubted } ehrliche Ansagen, die andere anzweifelten
    }; { $doubts ->
        [one] 1 eigener Zweifel
       *[other] { $doubts } eigene Zweifel
    }, davon { $doubts_right } berechtigt.
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
        [yes] ; deine Ansage war durch „Offen Spielen“ vorgegeben.
       *[no] ; die Ansage von { $seat } war durch „Offen Spielen“ vorgegeben.
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

## Servereinstellungen

settings-bad-rounds = Ein Spiel hat { $low } bis { $high } Runden.
settings-bad-larry-call = Der Modus für den Larry-Ruf ist einer von: { $allowed }.

# Catch! pressed by the player whose own missed call it is (a bad_target of its own)
illegal-bad_target-own_catch = Dich selbst kannst du nicht erwischen: Dein vergessenes „Larry“ können nur die anderen erwischen.
