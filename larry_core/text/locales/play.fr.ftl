## /jouer, une seule entrée pour tous les jeux (cogs/tables/play.py), et après une partie :
## revanche et jeu suivant (cogs/tables/again.py). Les réponses privées suivent la langue de
## chacun, l’offre sous une table terminée celle de la table.

play-cmd = jouer
play-cmd-desc = Choisir un jeu et ouvrir sa table ici
play-title = **À quoi joue-t-on ?** Choisissez un jeu : sa table s’ouvre dans ce salon avec les réglages du serveur. Pour d’autres options, utilisez la commande du jeu.
play-line = **{ $game }** · { $players } · `/{ $group } { cmd-new }`
play-players = { $min } à { $max } joueurs
play-players-exact = { $count } joueurs
play-not-in-guild = Les tables se trouvent dans les salons des serveurs : utilisez `/{ play-cmd }` sur un serveur.
play-unknown-game = Ce jeu n’est pas disponible pour le moment : relancez `/{ play-cmd }` pour voir la liste.

## L’offre sous une table terminée

again-offer = **On remet ça ?** **Revanche** : les mêmes joueurs et les mêmes options à une nouvelle table ici, lancée dès que tout le monde a confirmé. **Jeu suivant** : un autre jeu avec les mêmes joueurs.
again-ready = Partants pour la revanche : { $names }
again-waiting = On attend encore : { $names }
again-until = -# Cette offre prend fin { $when }.
again-rematch-off = Sans { $names }, pas de revanche cette fois. Merci d’avoir joué ! Les autres peuvent encore choisir un **jeu suivant**.
again-btn-rematch = Revanche
again-btn-next = Jeu suivant
again-btn-out = Sans moi
again-closed-superseded = Une nouvelle table s’est ouverte dans ce salon, cette offre est donc close. Merci d’avoir joué !
again-closed-expired = Cette offre a expiré. Merci d’avoir joué ! `/{ play-cmd }` ouvre une nouvelle table.
again-closed-rematch = Tout le monde a confirmé : la revanche se joue ci-dessous, à la table n° { $table }.
again-closed-next = Jeu suivant : { $game } à la table n° { $table }, dont le salon d’attente est ci-dessous.
again-closed-next-full = Jeu suivant : { $game } à la table n° { $table }, dont le salon d’attente est ci-dessous. { $game } se joue à { $most } au plus : pas de place pour { $names } cette fois. Si une place se libère, **Rejoindre** la prend.
again-closed-all-out = Plus personne ne rejoue. Merci d’avoir joué !

## Les réponses privées aux boutons de l’offre

again-garbled = Je ne reconnais pas ce bouton : il est peut-être endommagé. Utilisez les boutons du message le plus récent.
again-over = Cette offre est close. `/{ play-cmd }` ouvre une nouvelle table.
again-not-player = Seuls les joueurs qui ont terminé cette partie peuvent répondre à cette offre.
again-you-are-out = Vous avez dit que vous ne rejouiez pas cette fois. `/{ play-cmd }` ouvre une nouvelle table quand vous voulez.
again-starting = La nouvelle table est en train de s’ouvrir, un instant.
again-rematch-is-off = Pas de revanche sans { $names }. Vous pouvez encore choisir un **jeu suivant**.
again-ack-confirmed = Vous êtes partant pour la revanche : elle commence dès que tout le monde aura confirmé.
again-ack-already = Vous avez déjà confirmé : la revanche commence dès que tout le monde l’aura fait.
again-ack-start = Tout le monde est partant : la revanche commence.
again-ack-out = Merci d’avoir joué ! Vous ne serez pas de la revanche.
again-pick = **Jeu suivant ?** Choisissez-en un : sa table s’ouvre ici avec les réglages du serveur, et vos places vous suivent autant qu’elle en compte.
again-pick-again = Cette liste date d’avant le redémarrage du bot : appuyez à nouveau sur **Jeu suivant** dans l’offre.
again-same-game = C’est le jeu auquel vous venez de jouer : **Revanche** le relance.
