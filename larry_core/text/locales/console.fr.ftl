## Le jeu dans le terminal (larry play) : commandes comprises à chaque question, en majuscules ou minuscules.
## Chaque message est une liste de mots séparés par des espaces ; les mots anglais sont toujours compris aussi.
console-words-help = aide
console-words-rules = règles regles
console-words-hand = main
console-words-state = état etat table
console-words-back = retour annuler
console-words-quit = quitter fin
console-back-nothing = Il n’y a rien avant cette question : choisissez dans la liste, ou tapez « aide ».
console-progress-unit = partie
## Une question oui ou non au terminal (Entrée vaut non) ; les mots anglais sont toujours compris aussi
console-words-yes = o oui
console-words-no = n non
console-yes-no = Répondez o (oui) ou n (non).
