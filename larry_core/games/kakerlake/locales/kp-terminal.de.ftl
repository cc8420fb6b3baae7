## Das Spiel im Terminal (larry play --game kakerlakenpoker): Begrüßung, Hilfe, Regeln, Menüs.
kp-term-welcome =
    Kakerlakenpoker Royal für { $players } Personen. Schieb Karten verdeckt weiter und behaupte,
    was sie sind; wer eine Behauptung falsch einschätzt, legt die Karte vor sich aus. Wer { $limit }
    Karten einer Tierart ausliegen hat oder keine Karte mehr weitergeben kann, verliert. Antworte
    auf jede Frage mit einer Zahl oder einem der genannten Namen; „hilfe“ zeigt die Befehle,
    „regeln“ die Regeln.
kp-term-guide =
    Tippe bei jeder Frage eine der Zahlen oder einen der Namen aus der Liste. Diese Befehle gelten
    bei jeder Frage:
      hilfe (dieser Text) · regeln (die Spielregeln) · hand (deine Karten) · stand (der Tisch) · zurück (die vorige Frage) · ende (das Spiel verlassen)
    Du kannst auch einen ganzen Zug in der Notation des Spiels tippen (englische Wörter), zum Beispiel
      offer { $number } { $card } { $claim }   (deine Karte { $card_name } an Platz { $number } weitergeben und „{ $claim_name }“ behaupten)
      call true · call false · look · pass <Platz> <Behauptung> · lay <Karte> [<Karte>]
    Die Plätze sind die Zahlen in [ ] im Tischstand.
kp-term-rules-draws =
    • Strafkarten: Wer eine Royal-Karte auslegt (erhalten, als Strafe ausgelegt oder gezogen),
      nimmt außerdem die offene oberste Karte des Strafstapels und legt sie aus; ist auch sie eine
      Royal-Karte, zieht man noch einmal (die Royal-Kette). Ist der Strafstapel leer, gibt es nichts.
    • Mit „stand“ siehst du den Strafstapel und alle ausgelegten Karten.
kp-term-only-choice = { $prompt } { $choice } (die einzige Wahl)
