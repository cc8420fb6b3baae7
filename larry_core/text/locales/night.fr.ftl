## Soirées jeux (ticket 51, point 4) : des tables successives d’un salon avec des joueurs en
## commun forment une soirée ; après chacune de ses parties, et avec /soirée afficher, son classement.

cmd-night = soirée
cmd-night-desc = La soirée jeux de ce salon : les points de chacun sur les parties de la soirée
cmd-night-show = afficher
cmd-night-show-desc = Le classement de la soirée jeux (visible de vous seul, sauf si vous le partagez)
cmd-night-end = terminer
cmd-night-end-desc = Terminer maintenant la soirée jeux de ce salon (la partie suivante en commence une autre)

night-title = Soirée jeux
night-games = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
night-after-game = 🌙 **Soirée jeux** : le classement après { $count } parties
night-on = 🌙 **Soirée jeux** dans ce salon depuis { $since } : le classement après { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
night-over = 🌙 La dernière **soirée jeux** de ce salon s’est terminée { $ended }, après { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}. Son classement :
night-ended = 🌙 { $name } a mis fin à la soirée jeux. Le classement final après { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} :
night-line = { $place }. **{ $name }** – { $points ->
    [one] { $points } point
   *[other] { $points } points
}
night-rule = -# À chaque partie de n joueurs, le premier marque n points, le deuxième n − 1 … le dernier 1 ; des joueurs ex æquo se partagent les points de leurs places. La soirée continue tant que la table suivante s’ouvre ici moins d’une heure après la dernière partie.
night-none = Pas encore de soirée jeux dans ce salon : la première partie terminée ici en commencera une.
night-end-none = Aucune soirée jeux n’est en cours dans ce salon.
night-end-not-allowed = Seul quelqu’un qui a joué ce soir, ou qui peut gérer le serveur, peut mettre fin à la soirée jeux.
night-picture-alt = Le classement de la soirée jeux après { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}, avec les points de chaque joueur à chaque partie et au total : { $lines }
night-alt-line = { $place }. { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $each })
