## Das Spiel im Terminal (larry play): Befehle, die bei jeder Eingabe gelten, in beliebiger Schreibweise.
## Jede Nachricht ist eine Liste von Wörtern, durch Leerzeichen getrennt; die englischen gelten immer mit.
console-words-help = hilfe ?
console-words-rules = regeln
console-words-hand = hand
console-words-state = stand tisch
console-words-back = zurück zurueck abbrechen
console-words-quit = ende beenden
console-back-nothing = Hier geht es nicht weiter zurück: Wähle aus der Liste oder tippe „hilfe“.
console-progress-unit = Spiel
