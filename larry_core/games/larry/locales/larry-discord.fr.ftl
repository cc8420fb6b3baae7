# Larry on Discord (cogs/larry), read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): the /larry group's own command texts (its
# description, the shared commands' descriptions, its options and its own commands),
# the table messages, the own screen (Your move) and the buttons, the picture
# descriptions, the replay of a finished game. The shared commands' names, the lobby, the
# leaderboards, the history and the settings are the platform's
# (larry_core/text/locales/discord.*.ftl).

## The Discord cog (cogs/larry): answers, refusals, buttons and the own screen

action-effect-open = la prochaine carte chiffrée d’un adversaire est posée face visible
action-effect-draw2 = un adversaire prend 2 cartes
action-effect-gift = donner l’une de vos cartes à un adversaire
action-effect-reverse = inverser le sens du jeu et la limite
direction-cw = sens des aiguilles d’une montre
direction-ccw = sens inverse des aiguilles d’une montre
no-table-here = Il n’y a pas de table de Larry ouverte dans ce salon. Ouvrez-en une avec `/larry { cmd-new }`.
garbled = Je ne reconnais pas ce bouton (il est peut-être endommagé). Utilisez `/larry { cmd-table }` pour en avoir de nouveaux.
log-header = **Table n° { $table } : les coups joués** (page { $page } sur { $pages }, 1 est la plus récente)
log-empty = Il ne s’est encore rien passé.
game-started = **La partie commence !** Les places ont été tirées au sort ; ordre de jeu : { $seats }. **{ $starter }** commence. Les cartes sont distribuées : regardez vos messages privés ou appuyez sur **Ma main**.
game-started-tokens = **La partie commence !** Les places ont été tirées au sort ; ordre de jeu : { $seats }. **{ $starter }** commence. Les cartes sont distribuées : appuyez sur **Ma main** pour voir la vôtre.
form-header = **Votre coup** (limite { $limit }, { $direction } ; somme annoncée : { $claim })
    { $hand }
form-marked = La carte **« À découvert »** est devant vous : votre prochaine carte chiffrée sera posée face visible, avec une annonce imposée.
form-forced = Sous l’effet de la carte « À découvert », vous devez annoncer **{ $claim }** pour cette carte.
form-over = Cette annonce imposée dépasse la limite : vous prendrez 2 cartes et commencerez une nouvelle pile.
form-pick-card = Choisissez la carte à jouer.
form-card-menu = Votre carte…
form-claim-step = Vous posez { $card } face cachée. Annoncez une somme : la somme honnête est **{ $honest }**.
form-no-honest = Vous posez { $card } face cachée. La somme honnête, { $honest }, n’est pas une annonce permise (limite { $limit }) : quoi que vous annonciez, c’est du bluff.
form-action-step = { $card } : jouez-la face visible ({ $effect }), ou posez-la face cachée (elle compte 0) et annoncez une somme : la somme honnête est **{ $honest }**.
form-face-down-only = { $card } ne peut pas être jouée face visible maintenant : posez-la face cachée (elle compte 0) et annoncez une somme : la somme honnête est **{ $honest }**.
form-gift-step = Cadeau pour { $name } : choisissez la carte que vous donnez.
form-larry-on = Il ne vous restera qu’une carte : je dis **Larry !** pour vous.
form-larry-off-auto = Il ne vous restera qu’une carte et vous avez choisi de **ne pas** dire « Larry » : vous prendrez **2 cartes** de pénalité.
form-larry-off-catch = Il ne vous restera qu’une carte et vous avez choisi de **ne pas** dire « Larry » : tout le monde peut vous **prendre en défaut** avant le prochain coup, et vous prendrez alors 2 cartes.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (honnête)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (face visible)
btn-other-claim = Annoncer une autre somme…
btn-skip-larry = Ne pas dire Larry
btn-say-larry = Dire Larry
btn-doubt = Douter
btn-accept = Accepter
btn-catch = Pris en défaut !
rules = **Larry en bref** (2 à 8 joueurs)
    • 54 cartes : cartes chiffrées `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 cartes **« bien fait ! »** et 13 cartes d’action (À découvert, Prendre 2 cartes, Donner 1 carte, Changement de sens). En main : 2→12, 3→9, 4→7, 5→6, 6–8→5 cartes.
    • À votre tour : **posez** une carte face cachée et annoncez la somme de la pile (un nombre entier de −12 jusqu’à la **limite**, 7 au départ), **jouez une carte d’action** face visible (vous acceptez alors la somme annoncée), ou **mettez la somme en doute**.
    • Doute : la pile est retournée. Un nombre impair de cartes « bien fait ! » rend toute annonce exacte ; sinon l’annonce est exacte si elle est égale à la somme. Exacte → celui qui doute prend 2 cartes ; fausse → le joueur responsable prend 2 cartes. Celui qui a pris des cartes commence une nouvelle pile.
    • Actions : **Changement de sens** inverse le sens du jeu et la limite (7↔5) ; **Prendre 2 cartes** fait piocher 2 cartes à un adversaire ; **Donner 1 carte** donne l’une de vos cartes (il faut 3 cartes ou plus en main) ; **À découvert** vise un adversaire : sa prochaine carte chiffrée est posée face visible avec une annonce imposée (au-dessus de la limite → il prend 2 cartes).
    • Il ne vous reste qu’une carte ? Cochez **Dire Larry**. Un oubli coûte 2 cartes (ou, en mode « prendre en défaut », chacun peut vous prendre avec **Pris en défaut !** avant le coup suivant).
    • Main vide : le joueur suivant **met en doute** ou **accepte**. Le gagnant de la manche marque +2 ; les autres perdent les symboles Larry de leurs cartes restantes. Le meilleur total après la dernière manche gagne (3 manches par défaut).

## Discord : commandes (noms, descriptions, options, choix) et messages de la table
## (cogs/larry). Noms de commandes : minuscules, sans espace, 32 caractères au plus.

cmd-larry-desc = Jouer à Larry, le jeu de cartes de bluff
cmd-new-desc = Ouvrir une table de Larry dans ce salon
cmd-hand-desc = Voir votre main à la table de ce salon (vous seul la voyez)
cmd-table-desc = Afficher à nouveau la table et ses boutons (joueurs et modération)
cmd-log = journal
cmd-log-desc = Tous les coups de la partie de ce salon (vous seul les voyez)
cmd-leave-desc = Quitter la table de ce salon (en cours de partie, une IA prend votre place)
cmd-end-desc = Fermer la table de ce salon (hôte ou « Gérer le serveur ») ; sans effet sur le classement
cmd-rules-desc = Les règles de Larry en bref
cmd-leaderboard-desc = Le classement Larry de ce serveur (vous seul le voyez, sauf si vous le partagez)
cmd-stats-desc = Parties, victoires, taux de victoire et points d’un joueur sur ce serveur
cmd-opt-rounds = manches
cmd-opt-rounds-desc = Combien de manches (1 à 10, 3 par défaut)
cmd-opt-short-game = partie_courte
cmd-opt-short-game-desc = Une manche ; la pile est vérifiée dès qu’un joueur n’a plus de cartes
cmd-opt-larry-call = annonce_larry
cmd-opt-larry-call-desc = Ce que coûte un « Larry » oublié
cmd-choice-call-auto = automatique : 2 cartes aussitôt
cmd-choice-call-catch = prise en défaut : seulement si quelqu’un le remarque
cmd-opt-log-page-desc = 1 est la page la plus récente

## Messages de la table
dc-hand-empty = Votre main est vide.
dc-hand = Votre main ({ $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }) : { $cards }
dc-dm-hand = **Table de Larry n° { $table }** dans { $channel }, manche { $round }.
    { $hand }
dc-no-claim = aucune (pile vide)
dc-form-no-claim = aucune
dc-prompt-move = { $name }, à vous de jouer.
dc-prompt-final = { $name } : **douter** de la dernière annonce { DE($out) } ou l’**accepter** ?
dc-table-state = Limite **{ $limit }** · { $direction } · annonce { $claim } · pile { $pile ->
        [one] { $pile } carte
       *[other] { $pile } cartes
    }
dc-table-face-up = Face visible dans la pile : { $cards }
dc-table-title = Larry · table n° { $table } · manche { $round }/{ $rounds }{ $short ->
        [true] {" "}(partie courte)
       *[false] {""}
    }
dc-table-title-over = Larry · table n° { $table } · terminée
dc-table-title-ended = Larry · table n° { $table } · fermée
dc-table-player = **{ $name }** — { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    } · { $points } pts{ $marked ->
        [true] {" "}· 🔓 doit jouer à découvert
       *[false] {""}
    }
dc-table-players = Joueurs
dc-table-earlier = Coups précédents
dc-call-auto = automatique
dc-call-catch = prise en défaut
dc-table-footer = Annonce « Larry » : { $call } · pioche { $draw } · coup { $move } · /larry { cmd-log } montre tous les coups
dc-lobby-title = Table de Larry n° { $table } — salle d’attente
dc-lobby-rules = Manches : **{ $rounds }**{ $short ->
        [true] {" "}(partie courte)
       *[false] {""}
    } · annonce « Larry » : **{ $call }** · temps par tour : **{ $seconds } s** · { $language }
dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur Lancer (2 à 8 joueurs).
dc-board-title = Classement Larry · { $guild }
dc-stats-title = Stats Larry · { $name }
dc-stats-line = Rang **{ $rank }** · parties **{ $games }** · victoires **{ $wins }** · taux de victoire **{ $rate }** · points **{ $points }**

## Descriptions des images (texte alternatif)
dc-pic-hand = Vos cartes : { $cards }
dc-pic-reveal = La pile retournée : { $cards }. Somme { $total }{ $claim ->
        [none] {""}
       *[some] , annonce { $claim }
    } : { $correct ->
        [true] l’annonce était juste
       *[false] l’annonce était fausse
    }.
dc-pic-result-row = { $name } : { $cards } ({ $points }, total { $total })
dc-pic-results = Résultats de la manche { $round } : { $rows }


## Après la partie : classement, stats, historique, revoir une partie, réglages, oubli
cmd-history-desc = Les parties terminées de ce serveur, les plus récentes d’abord (vous seul les voyez)
cmd-replay = revoir
cmd-replay-desc = Une partie terminée de ce serveur, coup par coup (vous seul la voyez)
cmd-settings-desc = Voir ou changer les réglages par défaut des nouvelles tables (« Gérer le serveur »)
cmd-opt-game = partie
cmd-opt-game-desc = Le numéro de la partie (voir /larry historique)
cmd-opt-move = coup
cmd-opt-move-desc = Commencer à ce coup (par défaut : le premier)
dc-history-hint = Revoyez-en une avec `/larry { cmd-replay } { cmd-opt-game }:<numéro>`.
dc-replay-title = **Partie n° { $table }**, coup par coup
dc-replay-no-moves = Personne n’a joué dans cette partie.
dc-replay-running = La partie n° { $table } est encore en cours : on pourra la revoir une fois terminée.
dc-replay-unknown = Il n’y a pas de partie de Larry n° { $table } terminée sur ce serveur.
dc-replay-corrupt = Les coups enregistrés de la partie n° { $table } ne se rejouent plus : elle ne peut pas être montrée.
dc-replay-jump-title = Aller à un coup
dc-replay-jump-label = Numéro du coup
dc-replay-jump-bad = Un numéro de coup est un nombre entier comme 12, pas { $text }.
btn-jump = Aller à…
dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · images : **{ $pictures ->
        [true] activées
       *[false] désactivées
    }** · temps par tour : **{ $seconds } s** · manches : **{ $rounds }**{ $short ->
        [true] {" "}(partie courte)
       *[false] {""}
    } · annonce « Larry » : **{ $call }**

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
dc-game-name = Larry
