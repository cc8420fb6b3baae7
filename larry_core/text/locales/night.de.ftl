## Spieleabende (Ticket 51, Punkt 4): aufeinanderfolgende Tische eines Kanals mit gemeinsamen
## Spielern bilden einen Abend; nach jedem seiner Spiele und mit /spieleabend zeigen der Stand.

cmd-night = spieleabend
cmd-night-desc = Der Spieleabend in diesem Kanal: die Punkte aller über die Spiele des Abends
cmd-night-show = zeigen
cmd-night-show-desc = Der Stand des Spieleabends (nur für dich, außer du teilst ihn)
cmd-night-end = beenden
cmd-night-end-desc = Den Spieleabend in diesem Kanal jetzt beenden (das nächste Spiel beginnt einen neuen)

night-title = Spieleabend
night-games = { $count ->
    [one] { $count } Spiel
   *[other] { $count } Spiele
}
night-after-game = 🌙 **Spieleabend**: der Stand nach { $count } Spielen
night-on = 🌙 **Spieleabend** in diesem Kanal seit { $since }: der Stand nach { $count ->
    [one] einem Spiel
   *[other] { $count } Spielen
}
night-over = 🌙 Der letzte **Spieleabend** in diesem Kanal endete { $ended } nach { $count ->
    [one] einem Spiel
   *[other] { $count } Spielen
}. Sein Endstand:
night-ended = 🌙 { $name } hat den Spieleabend beendet. Der Endstand nach { $count ->
    [one] einem Spiel
   *[other] { $count } Spielen
}:
night-line = { $place }. **{ $name }** – { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
night-rule = -# In jedem Spiel mit n Spielern bekommt der Erste n Punkte, der Zweite n − 1 … der Letzte 1; Gleichplatzierte teilen sich die Punkte ihrer Plätze. Der Abend geht weiter, solange der nächste Tisch hier innerhalb einer Stunde nach dem letzten Spiel öffnet.
night-none = In diesem Kanal gab es noch keinen Spieleabend: Das erste Spiel, das hier zu Ende gespielt wird, beginnt einen.
night-end-none = In diesem Kanal läuft gerade kein Spieleabend.
night-end-not-allowed = Den Spieleabend beenden kann nur, wer heute Abend mitgespielt hat oder den Server verwalten darf.
night-picture-alt = Der Stand des Spieleabends nach { $count ->
    [one] einem Spiel
   *[other] { $count } Spielen
}, mit den Punkten jedes Spielers in jedem Spiel und insgesamt: { $lines }
night-alt-line = { $place }. { $name }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} ({ $each })
