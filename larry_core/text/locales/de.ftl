# Deutscher Katalog der Larry-Tische: jeder Satz, den Spieler lesen (Quelle: en.ftl).
#
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
        [yes] Du legst **{ $card }** offen ab (Offen Spielen): Die Summe ist jetzt **{ $claim }**.
       *[no] { $seat } legt **{ $card }** offen ab (Offen Spielen): Die Summe ist jetzt **{ $claim }**.
    }
event-action-reverse =
    { $seat_you ->
        [yes] Du spielst **Richtungswechsel**.
       *[no] { $seat } spielt **Richtungswechsel**.
    }
event-reversed =
    Es geht jetzt { $direction ->
        [cw] im Uhrzeigersinn
       *[ccw] gegen den Uhrzeigersinn
    } weiter; das Limit ist **{ $limit }**.
event-action-draw2 =
    { $seat_you ->
        [yes] Du spielst **2 Karten ziehen** gegen { $target }.
       *[no] { $target_you ->
            [yes] { $seat } spielt **2 Karten ziehen** gegen dich.
           *[no] { $seat } spielt **2 Karten ziehen** gegen { $target }.
        }
    }
event-action-open =
    { $seat_you ->
        [yes] Du spielst **Offen Spielen** gegen { $target }.
       *[no] { $target_you ->
            [yes] { $seat } spielt **Offen Spielen** gegen dich.
           *[no] { $seat } spielt **Offen Spielen** gegen { $target }.
        }
    }
event-marked =
    { $seat_you ->
        [yes] Du musst deine nächste Zahlenkarte offen ablegen.
       *[no] { $seat } muss die nächste Zahlenkarte offen ablegen.
    }
event-action-gift =
    { $seat_you ->
        [yes] Du spielst **Verschenke 1 Karte** und schenkst { $target } eine Karte.
       *[no] { $target_you ->
            [yes] { $seat } spielt **Verschenke 1 Karte** und schenkt dir eine Karte.
           *[no] { $seat } spielt **Verschenke 1 Karte** und schenkt { $target } eine Karte.
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
        [yes] Du akzeptierst.
       *[no] { $seat } akzeptiert.
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

## Table changes (larry_core.service)

change-opened = { $name } hat einen Tisch eröffnet.
change-joined = { $name } ist dabei.
change-left = { $name } ist gegangen.
change-ai-added = { $name } (KI) hat Platz genommen.
change-cancelled =
    { $reason ->
        [host_left] Der Gastgeber { $name } ist gegangen, daher ist der Tisch geschlossen.
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
    }). Der Gastgeber oder jemand mit Serververwaltung kann ihn mit `/larry { cmd-end }` schließen.
error-channel_busy = In diesem Kanal gibt es schon einen offenen Tisch. Setz dich dazu oder finde ihn mit `/larry { cmd-table }`.
error-not_lobby = Das Spiel hat schon begonnen oder ist geschlossen.
error-already_seated = Du hast an diesem Tisch schon einen Platz.
error-table_full = Der Tisch ist voll ({ $max } Plätze).
error-not_seated = Du spielst an diesem Tisch nicht mit.
error-not_host = Das kann nur der Gastgeber.
error-not_enough_players = Ein Spiel braucht { $min } bis { $max } Spieler.
error-stale = Dieser Knopf ist veraltet: Das Spiel ist schon weiter. Nimm die neueste Nachricht.
error-not_playing = Das Spiel läuft nicht.

## Refused moves: illegal-<code>

illegal-not_your_turn =
    { $seat_you ->
        [yes] Du bist am Zug.
       *[no] Du bist nicht am Zug: { $seat } ist dran.
    }
illegal-no_such_card = Diese Karte hast du nicht auf der Hand: **{ $card }**.
illegal-claim_over_limit = Die Summe liegt über dem Limit von **{ $limit }**.
illegal-claim_out_of_range = Die Summe darf nicht unter **{ $lowest }** liegen.
illegal-claim_must_be_open_sum = Mit Offen Spielen musst du für diese Karte **{ $claim }** sagen.
illegal-nothing_to_doubt = Der Stapel ist leer: Es gibt nichts anzuzweifeln.
illegal-must_doubt_or_accept = Der letzte Spieler hat keine Karten mehr: anzweifeln oder akzeptieren.
illegal-cannot_accept = Akzeptieren geht nur, wenn ein Spieler keine Karten mehr hat.
illegal-bad_target = Wähle einen anderen Mitspieler (für Offen Spielen: einen ohne Offen-Spielen-Karte).
illegal-gift_needs_three_cards = Verschenke 1 Karte braucht mindestens 3 Karten auf deiner Hand, diese Karte mitgezählt.
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
term-final-standings = Endstand: { $scores }.

term-you-name = Du
term-intro =
    Willkommen bei Larry, dem Bluff-Kartenspiel für 2–8 Spieler.
    Lege Karten verdeckt ab und sage die Summe des Stapels an; jeder darf sie anzweifeln. Wer
    keine Karten mehr hat, gewinnt die Runde. Tippe 'rules' für die Regeln, 'help' für die
    Befehle; 'quit' oder Strg-D beendet.
term-help =
    Wenn du am Zug bist, tippe eine Nummer aus dem Menü oder einen Zug in dieser Form:
      place <card> <claim> [larry]     z. B. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt   accept   catch <seat>
    Karten: -2 -1 0 1 2 3 4 7 larry (Ätsch-Karte) open (Offen Spielen) draw2 (2 Karten ziehen)
    gift (Verschenke 1 Karte) reverse (Richtungswechsel). Die Plätze sind wie in der Übersicht
    von 0 bis N-1 nummeriert; Groß- und Kleinschreibung ist egal.
    Befehle: rules (so wird Larry gespielt), hand (deine Karten), state (der Tisch), help, quit.

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
term-move-accept = akzeptieren (die Runde endet)

term-prompt-move = Dein Zug (Nummer oder Zug; 'help' für mehr) >
term-prompt-gift = Welche Karte verschenkst du ({ $cards }) >
term-prompt-claim = Welche Summe sagst du ({ $lowest } bis { $limit }; Enter = { $default }) >
term-prompt-larry = Du hast dann nur noch eine Karte. „Larry“ sagen? [J/n] >

term-choose-number = Wähle eine Nummer von 1 bis { $max }.
term-claim-not-number = Bitte eine ganze Zahl wie 5 oder -3 eingeben, nicht { $text }.
term-claim-out-of-range = Die Summe muss zwischen { $lowest } und dem Limit { $limit } liegen.
term-card-not-listed = Tippe eine der aufgeführten Karten: { $cards }.
term-yes-no = Bitte mit j (ja) oder n (nein) antworten.

term-not-a-move = Das ist kein Zug: { $reason }. Tippe 'help' für die Form der Züge.
term-not-allowed = Nicht erlaubt: { $reason }.
term-bye = Tschüss!
term-bye-abandoned = Tschüss! (das Spiel wurde abgebrochen)

## The short rules (larry_core.rules_text)

rules-text = **Larry in Kürze** (2–8 Spieler)
    • 54 Karten: Zahlenkarten `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Ätsch-Karten** und 13 Aktionskarten (Offen Spielen, 2 Karten ziehen, Verschenke 1 Karte, Richtungswechsel). Handkarten: 2→12, 3→9, 4→7, 5→6, 6–8→5 Karten.
    • Wenn du am Zug bist: **lege** eine Karte verdeckt auf den Stapel und sage die Summe an (eine ganze Zahl von −12 bis zum **Limit**, anfangs 7), **spiele eine Aktionskarte** offen aus (damit akzeptierst du die genannte Summe) oder **zweifle die Summe an**.
    • Anzweifeln: Der Stapel wird aufgedeckt. Bei einer ungeraden Zahl Ätsch-Karten ist jede Summe korrekt; sonst ist sie korrekt, wenn sie genau stimmt. Korrekt → der Zweifler zieht 2 Karten; falsch → der verantwortliche Spieler zieht 2. Wer gezogen hat, beginnt einen neuen Stapel.
    • Aktionen: **Richtungswechsel** dreht Spielrichtung und Limit um (7↔5); mit **2 Karten ziehen** zieht ein Mitspieler 2 Karten; mit **Verschenke 1 Karte** schenkst du eine deiner Karten her (du brauchst 3+ Karten auf der Hand); **Offen Spielen** trifft einen Mitspieler: Seine nächste Zahlenkarte kommt offen mit fester Summe (über dem Limit → 2 Karten ziehen).
    • Bleibt dir nur noch eine Karte? Sag beim Ausspielen **Larry**. Wer es vergisst, zieht 2 Karten (oder, im Modus „Erwischen“, jeder darf dich vor dem nächsten Zug **erwischen**).
    • Keine Karten mehr: Der nächste Spieler **zweifelt an** oder **akzeptiert**. Rundensieger +2; alle anderen verlieren die Larrys auf ihren restlichen Karten. Wer nach der letzten Runde die meisten Punkte hat, gewinnt (normal 3 Runden).

## The command line (larry_core.__main__)

cli-description = Larry-Kartenspiel-Engine
cli-replay-help = ein JSON-Spieldokument anwenden (docs/conformance.md)
cli-replay-description = Ein JSON-Spieldokument anwenden und das Ergebnis ausgeben (docs/conformance.md).
cli-replay-file = Pfad des Dokuments, oder - für die Standardeingabe
cli-simulate-help = zufällige regelgerechte Spiele spielen und zusammenfassen
cli-simulate-description = Zufällige regelgerechte Spiele spielen und Statistiken ausgeben.
cli-simulate-players = Spieler pro Spiel (Standard 4)
cli-simulate-games = wie viele Spiele (Standard 1000)
cli-simulate-seed = erster Seed (Standard 0)
cli-simulate-larry-call = ein vergessenes „Larry“: automatische Strafe (auto, Standard) oder erwischen durch andere (catch)
cli-simulate-short-game = kurze Spiele: eine Runde, und der Stapel wird sofort geprüft, wenn ein Spieler keine Karten mehr hat
cli-play-help = im Terminal gegen KI-Spieler spielen
cli-play-description = Larry im Terminal gegen KI-Spieler spielen. Tippe an der Eingabe eine Menünummer oder einen Zug; 'help' listet die Befehle, 'rules' erklärt das Spiel.
cli-play-players = Plätze am Tisch, du mitgezählt (Standard 4)
cli-play-seed = Kartenverteilung und Entscheidungen der KI festlegen (Standard zufällig)
cli-play-ai = die KI-Spieler: reasoned (überlegt, Standard) oder random (zufällig, leichter)
cli-play-rounds = Runden im Spiel (Standard 3)
cli-play-larry-call = ein vergessenes „Larry“: automatische Strafe (auto, Standard) oder erwischen durch andere (catch)
cli-play-ai-delay = Pause vor jedem KI-Zug, 0 bis { $max } (Standard 0.8)
cli-whole-number = muss eine ganze Zahl von { $lo } bis { $hi } sein, nicht { $text }
cli-seconds = muss eine Anzahl Sekunden von 0 bis { $max } sein, nicht { $text }
cli-unrecognized = unbekannte Argumente: { $args }
cli-simulate-interrupted = larry simulate: abgebrochen nach { $done } von { $games } Spielen.

## The statistics of `larry simulate` (larry_core.simulate)

sim-games = Spiele
sim-moves = Züge
sim-moves-detail = ({ $per_game } pro Spiel, { $rate } Züge/s)
sim-rounds = Runden
sim-doubts = Anzweiflungen
sim-doubts-detail = (Summe war korrekt in { $percent } %)
sim-busts = über dem Limit
sim-reshuffles = neu gemischt
sim-actions = Aktionskarten gespielt
sim-larry = Larry gesagt/vergessen/erwischt
sim-went-out = keine Karten mehr
sim-went-out-detail = ({ $accepted } akzeptiert)
sim-wins = Siege nach Platz

## The Discord cog (cogs/larry): answers, refusals, buttons and the Play form

action-effect-open = die nächste Zahlenkarte eines Mitspielers kommt offen
action-effect-draw2 = ein Mitspieler zieht 2 Karten
action-effect-gift = schenke einem Mitspieler eine deiner Karten
action-effect-reverse = Spielrichtung und Limit umdrehen
direction-cw = im Uhrzeigersinn
direction-ccw = gegen den Uhrzeigersinn
not-in-guild = Larry-Tische gibt es in Serverkanälen: Nutze diesen Befehl auf einem Server.
no-table-here = In diesem Kanal gibt es keinen offenen Larry-Tisch. Eröffne einen mit `/larry { cmd-new }`.
not-playing = Du spielst an diesem Tisch nicht mit.
not-your-turn = Du bist nicht am Zug: { $name } ist dran.
final-phase = { $name } hat keine Karten mehr: Drücke stattdessen **Anzweifeln** oder **Akzeptieren**.
not-started = Das Spiel hat noch nicht begonnen.
stale = Dieser Knopf ist veraltet: Das Spiel ist schon weiter. Nimm die neueste Nachricht.
garbled = Diesen Knopf erkenne ich nicht (vielleicht ist er beschädigt). Neue gibt es mit `/larry { cmd-table }`.
form-not-yours = Dieses Formular gehört jemand anderem.
form-gone = Dieses Formular ist abgelaufen (benutzt, Zeit abgelaufen oder der Bot wurde neu gestartet). Drücke **Spielen** in der neuesten Zug-Nachricht, um ein neues zu öffnen.
claim-not-number = Eine Summe ist eine ganze Zahl wie `5` oder `-3`, nicht { $text }.
not-host-or-admin = Nur der Gastgeber oder jemand mit „Server verwalten“ kann den Tisch beenden.
something-wrong = Bei mir ist etwas schiefgegangen; es wurde nichts geändert. Bitte versuche es noch einmal.
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
log-header = **Tisch #{ $table }: die bisherigen Züge** (Seite { $page } von { $pages }, 1 ist die neueste)
log-empty = Bisher ist nichts passiert.
repost-later = Discord ist gerade langsam: Der Tisch wird gleich unten gepostet.
dm-closed = { $mention }, ich kann dir keine Direktnachrichten schicken: Deine Karten siehst du unter **Meine Hand**.
table-ended = **Dieser Tisch wurde beendet.** Keine Änderung in der Bestenliste.
lobby-closed = Dieser Tisch ist geschlossen.
lobby-started = Das Spiel hat begonnen: Verfolge es unten.
host-left = Der Gastgeber { $name } ist gegangen, daher ist der Tisch geschlossen.
lobby-expired = Niemand hat das Spiel rechtzeitig gestartet, daher ist die Lobby geschlossen.
timed-out = { $name } hat die Zeit überschritten, daher hat die KI den Zug gespielt.
replaced-after-timeouts = { $name } hat { $count } Züge in Folge verpasst; ab jetzt spielt eine KI an diesem Platz.
replaced-left = { $name } hat den Tisch verlassen; ab jetzt spielt eine KI an diesem Platz.
game-started = **Das Spiel beginnt!** Die Plätze wurden ausgelost; Reihenfolge: { $seats }. Die Karten sind verteilt: Schau in deine Direktnachrichten oder drücke **Meine Hand**.
form-header = **Dein Zug** (Limit { $limit }, { $direction }; genannte Summe: { $claim })
    { $hand }
form-marked = Vor dir liegt **Offen Spielen**: Eine Zahlenkarte kommt offen, und ihre Summe steht fest.
form-forced = Mit Offen Spielen musst du für diese Karte **{ $claim }** sagen.
form-over = Diese feste Summe liegt über dem Limit: Du ziehst 2 Karten und beginnst einen neuen Stapel.
form-pick-card = Wähle die Karte, die du spielst.
form-claim-step = Du legst { $card } verdeckt ab. Sag eine Summe an: Die ehrliche ist **{ $honest }**.
form-no-honest = Du legst { $card } verdeckt ab. Die ehrliche Summe, { $honest }, ist nicht erlaubt (Limit { $limit }): Was du auch ansagst, ist geschummelt.
form-action-step = { $card }: offen ausspielen ({ $effect }) oder verdeckt ablegen (zählt 0) und eine Summe ansagen: Die ehrliche ist **{ $honest }**.
form-face-down-only = { $card } kann jetzt nicht offen gespielt werden: Lege sie verdeckt ab (zählt 0) und sag eine Summe an: Die ehrliche ist **{ $honest }**.
form-gift-step = Geschenk an { $name }: Wähle die Karte, die du verschenkst.
form-larry-on = Danach hast du nur noch eine Karte: **Larry!** wird für dich gesagt.
form-larry-off-auto = Danach hast du nur noch eine Karte und hast gewählt, **nicht** „Larry“ zu sagen: Zur Strafe ziehst du **2 Karten**.
form-larry-off-catch = Danach hast du nur noch eine Karte und hast gewählt, **nicht** „Larry“ zu sagen: Bis zum nächsten Zug darf dich jeder **erwischen**, dann ziehst du 2 Karten.
form-stale = Dieses Formular ist veraltet: Das Spiel ist weiter, und es wurde nichts gespielt. Drücke **Spielen** in der neuesten Zug-Nachricht, wenn du am Zug bist.
form-bad-value = Dieser Knopf trägt einen Wert, mit dem ich nichts anfangen kann ({ $value }): Es wurde nichts gespielt. Wähle unten neu.
form-not-in-hand = { $card } hast du nicht auf der Hand: Es wurde nichts gespielt. Wähle unten neu.
form-not-offered = Dieser Zug steht gerade nicht zur Wahl: Es wurde nichts gespielt. Wähle unten neu.
form-played = Dein Zug wurde gespielt.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (ehrlich)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (offen)
btn-other-claim = Andere …
btn-form-back = Zurück
btn-skip-larry = Nicht „Larry“ sagen
btn-say-larry = „Larry“ sagen
claim-modal-title = Deine Summe
claim-modal-label = Summe (eine ganze Zahl)
btn-join = Mitspielen
btn-leave = Gehen
btn-start = Starten
btn-ai = KI dazu
btn-cancel = Abbrechen
btn-play = Spielen
btn-doubt = Anzweifeln
btn-accept = Akzeptieren
btn-hand = Meine Hand
btn-catch = Erwischt!
btn-prev = Zurück
btn-next = Weiter
rules = **Larry in Kürze** (2–8 Spieler)
    • 54 Karten: Zahlenkarten `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 **Ätsch-Karten** und 13 Aktionskarten (Offen Spielen, 2 Karten ziehen, Verschenke 1 Karte, Richtungswechsel). Handkarten: 2→12, 3→9, 4→7, 5→6, 6–8→5 Karten.
    • Wenn du am Zug bist: **lege** eine Karte verdeckt auf den Stapel und sage die Summe an (eine ganze Zahl von −12 bis zum **Limit**, anfangs 7), **spiele eine Aktionskarte** offen aus (damit akzeptierst du die genannte Summe) oder **zweifle die Summe an**.
    • Anzweifeln: Der Stapel wird aufgedeckt. Bei einer ungeraden Zahl Ätsch-Karten ist jede Summe korrekt; sonst ist sie korrekt, wenn sie genau stimmt. Korrekt → der Zweifler zieht 2 Karten; falsch → der verantwortliche Spieler zieht 2. Wer gezogen hat, beginnt einen neuen Stapel.
    • Aktionen: **Richtungswechsel** dreht Spielrichtung und Limit um (7↔5); mit **2 Karten ziehen** zieht ein Mitspieler 2 Karten; mit **Verschenke 1 Karte** schenkst du eine deiner Karten her (du brauchst 3+ Karten auf der Hand); **Offen Spielen** trifft einen Mitspieler: Seine nächste Zahlenkarte kommt offen mit fester Summe (über dem Limit → 2 Karten ziehen).
    • Bleibt dir nur noch eine Karte? Hake **„Larry“ sagen** an. Wer es vergisst, zieht 2 Karten (oder, im Modus „Erwischen“, jeder darf dich vor dem nächsten Zug mit **Erwischt!** erwischen).
    • Keine Karten mehr: Der nächste Spieler **zweifelt an** oder **akzeptiert**. Rundensieger +2; alle anderen verlieren die Larrys auf ihren restlichen Karten. Wer nach der letzten Runde die meisten Punkte hat, gewinnt (normal 3 Runden).

## larry play/simulate --lang, and the words that answer yes to a terminal prompt
cli-lang = die Sprache des Spiels und seiner Meldungen (en, de, fr)
term-yes-words = j ja y yes

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = Die Datenbank des Spiels antwortet gerade nicht, es hat sich nichts geändert. Versuch es gleich noch einmal.
error-other_shard = Dieser Server wird von einem anderen Larry-Prozess bedient (Shard { $shard }; dieser hier bedient die Shards { $shards }). Versuch es gleich noch einmal; passiert das öfter, sag der Person Bescheid, die den Bot betreibt.
other-game-here = Der Tisch in diesem Kanal spielt ein anderes Spiel: nutze dessen Befehle.
garbled-game = Dieses Spiel ist gerade nicht verfügbar; versuch es gleich noch einmal.
dc-stats-games = Partien **{ $games }** · Siege **{ $wins }** · Siegquote **{ $rate }**
