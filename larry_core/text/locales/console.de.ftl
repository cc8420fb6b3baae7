## Das Spiel im Terminal (larry play): Befehle, die bei jeder Eingabe gelten, in beliebiger Schreibweise.
## Jede Nachricht ist eine Liste von Wörtern, durch Leerzeichen getrennt; die englischen gelten immer mit.
console-words-help = hilfe ?
console-words-rules = regeln
console-words-hand = hand
console-words-state = stand tisch spielstand
console-words-back = zurück zurueck abbrechen
console-words-quit = ende beenden
console-back-nothing = Hier geht es nicht weiter zurück: Wähle aus der Liste oder tippe „hilfe“.
console-progress-unit = Spiel
## Eine Ja-Nein-Frage im Terminalspiel (Enter ist nein); die englischen Wörter gelten immer mit
console-words-yes = j ja
console-words-no = n nein
console-yes-no = Bitte mit j (ja) oder n (nein) antworten.
