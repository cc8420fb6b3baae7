## /spielen, ein Einstieg in jedes Spiel (cogs/tables/play.py), und nach dem Spiel: Revanche
## und nächstes Spiel (cogs/tables/again.py). Private Antworten in der Sprache der Person, das
## Angebot unter einem beendeten Tisch in der des Tisches.

play-cmd = spielen
play-cmd-desc = Ein Spiel wählen und hier seinen Tisch eröffnen
play-title = **Was spielen wir?** Wähl ein Spiel, und sein Tisch wird in diesem Kanal mit den Einstellungen des Servers eröffnet. Für andere Optionen nimm den Befehl des Spiels.
play-line = **{ $game }** · { $players } · `/{ $group } { cmd-new }`
play-players = { $min }–{ $max } Spieler
play-players-exact = { $count } Spieler
play-not-in-guild = Tische gibt es nur in Serverkanälen: Nutze `/{ play-cmd }` auf einem Server.
play-unknown-game = Dieses Spiel ist gerade nicht verfügbar. Ruf `/{ play-cmd }` noch einmal auf, dann siehst du die Liste.

## Das Angebot unter einem beendeten Tisch

again-offer = **Noch eine Partie?** **Revanche**: dieselben Leute mit denselben Optionen an einem neuen Tisch hier; es geht los, sobald alle bestätigt haben. **Nächstes Spiel**: ein anderes Spiel mit denselben Leuten.
again-ready = Bereit zur Revanche: { $names }
again-waiting = Wir warten noch auf: { $names }
again-until = -# Dieses Angebot endet { $when }.
again-rematch-off = Ohne { $names } gibt es diesmal keine Revanche. Danke fürs Spielen! Die anderen können noch ein **nächstes Spiel** wählen.
again-btn-rematch = Revanche
again-btn-next = Nächstes Spiel
again-btn-out = Ohne mich
again-closed-superseded = In diesem Kanal wurde ein neuer Tisch eröffnet, daher ist dieses Angebot geschlossen. Danke fürs Spielen!
again-closed-expired = Dieses Angebot ist abgelaufen. Danke fürs Spielen! `/{ play-cmd }` eröffnet einen neuen Tisch.
again-closed-rematch = Alle haben bestätigt: Die Revanche läuft unten an Tisch #{ $table }.
again-closed-next = Nächstes Spiel: { $game } an Tisch #{ $table }, die Lobby steht unten.
again-closed-next-full = Nächstes Spiel: { $game } an Tisch #{ $table }, die Lobby steht unten. { $game } hat höchstens { $most } Plätze, diesmal also keinen für { $names }. Wird in der Lobby ein Platz frei, bekommt ihn, wer **Mitspielen** drückt.
again-closed-all-out = Niemand ist mehr dabei. Danke fürs Spielen!

## Private Antworten auf die Knöpfe des Angebots

again-garbled = Diesen Knopf kenne ich nicht: Er ist vielleicht beschädigt. Nutze die Knöpfe der neuesten Nachricht.
again-over = Dieses Angebot ist geschlossen. `/{ play-cmd }` eröffnet einen neuen Tisch.
again-not-player = Auf dieses Angebot antworten nur die, die diese Partie zu Ende gespielt haben.
again-you-are-out = Du hast gesagt, dass du diesmal nicht dabei bist. `/{ play-cmd }` eröffnet jederzeit einen neuen Tisch.
again-starting = Der neue Tisch wird gerade eröffnet, einen Moment.
again-rematch-is-off = Ohne { $names } gibt es diesmal keine Revanche. Ein **nächstes Spiel** kannst du noch wählen.
again-ack-confirmed = Du bist bei der Revanche dabei: Sie beginnt, sobald alle bestätigt haben.
again-ack-already = Du hast schon bestätigt: Die Revanche beginnt, sobald alle bestätigt haben.
again-ack-start = Alle sind dabei: Die Revanche beginnt.
again-ack-out = Danke fürs Spielen! Bei der Revanche bist du nicht dabei.
again-pick = **Nächstes Spiel?** Wähl eines: Sein Tisch wird hier mit den Einstellungen des Servers eröffnet, und eure Plätze ziehen mit, soweit er genug davon hat.
again-pick-again = Diese Liste ist von vor dem Neustart des Bots: Drück im Angebot noch einmal **Nächstes Spiel**.
again-same-game = Das habt ihr gerade gespielt: Mit **Revanche** spielt ihr es noch einmal.
