## Après la partie (ticket 15) : rapport de bluff, parties terminées, classements,
## réglages du serveur, oubli d’un joueur.

seat-forgotten = ancien joueur { $number }

## Classements

rating-ai-name = { $name } (IA, { $strategy })

## Réglages du serveur

settings-unknown = Il n’existe pas de réglage nommé { $name }.
settings-bad-language = { $value } n’est pas une langue de ce bot ; choisissez parmi { $allowed }.
settings-bad-switch = Le réglage { $name } est soit activé, soit désactivé.
settings-bad-turn-seconds = Le temps par tour doit être compris entre { $low } et { $high } secondes.
# $allowed: the choices
settings-bad-ai = Choisissez les joueurs IA parmi { $allowed }.
settings-bad-choice = Le réglage { $name } prend l’une des valeurs suivantes : { $allowed }.
settings-bad-range = Le réglage { $name } est un nombre entier compris entre { $low } et { $high }.

## Oublier un joueur

forget-still-seated = Vous avez encore une place à la table { $tables } : quittez-la ou attendez la fin de la partie, puis redemandez.

## larry replay --db

cli-replay-db = lire la partie dans cette base de données (fichier SQLite ou URL postgresql://) ; FILE est alors le numéro de la partie
cli-replay-no-game = Il n’y a pas de partie terminée { $table } dans cette base de données.
cli-replay-not-over = La partie { $table } n’est pas encore terminée : elle pourra être rejouée une fois finie.
cli-replay-bad-id = { $text } n’est pas un numéro de partie (un nombre entier).
cli-replay-id-range = { $text } n’est pas un numéro de partie : les numéros de partie sont des nombres entiers de 1 à { $max }.
cli-replay-db-error = Impossible de lire la base de données : { $problem }
cli-replay-other-game = La partie { $table } est une partie de { $game } ; seules les parties de Larry se rejouent coup par coup.
cli-replay-corrupt = Les coups enregistrés de la partie { $table } ne se rejouent plus : la partie ne peut pas être affichée.
