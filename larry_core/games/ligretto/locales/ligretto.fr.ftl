## Würfel-Ligretto (larry_core.games.ligretto) : les couleurs, la narration, les règles, le
## simulateur et la partie au terminal. Les clés commencent par lg-.

## Les couleurs (docs/dice-rules.md D2), dans leur ordre canonique ; chacune est aussi
## montrée avec son symbole (colours.py : ♥ rouge, ★ jaune, ▲ vert, ● bleu)
lg-colour-red = rouge
lg-colour-yellow = jaune
lg-colour-green = vert
lg-colour-blue = bleu
## La rangée d’une couleur sur le plateau, sujet d’une phrase
lg-row-red = la rangée rouge
lg-row-yellow = la rangée jaune
lg-row-green = la rangée verte
lg-row-blue = la rangée bleue
lg-die = { $symbol } { $colour } { $value }

## La vitesse des adversaires IA et les deux IA de référence
lg-level-slow = lent
lg-level-normal = normal
lg-level-fast = rapide
lg-level-random = au hasard
lg-level-plain = simple

## Narration. $who : un nom ; $me : « yes » quand c’est vous
lg-ev-round-started = Manche { $round } sur { $rounds } : Ligretto Start ! Chacun lance tous ses dés.
lg-ev-rolled-start = { $me ->
    [yes] Vos dés
   *[no] Les dés { DE($who) }
} : { $dice }
lg-ev-rolled = { $me ->
    [yes] Vous relancez { $count ->
        [one] { $count } dé
       *[other] vos { $count } dés
    }
   *[no] { $who } relance { $count ->
        [one] { $count } dé
       *[other] ses { $count } dés
    }
} : { $dice }
lg-ev-placed = { $me ->
    [yes] Vous posez
   *[no] { $who } pose
} { $die }.
lg-ev-stopped = Ligretto Stopp ! { $me ->
    [yes] Vous avez posé votre
   *[no] { $who } a posé son
} dernier dé.
lg-ev-round-over = Manche { $round } : { $points }. Totaux : { $totals }.
lg-ev-game-over = Fin de la partie ! { $several ->
    [yes] { $me ->
        [yes] { $names } gagnez
       *[no] { $names } gagnent
    }
   *[no] { $me ->
        [yes] Vous gagnez
       *[no] { $names } gagne
    }
} avec { $total } { $size ->
        [one] point
       *[other] points
    }.

## Les règles (`règles` au terminal). $rounds : les manches ; $dice : vos dés par manche
lg-rules-text =
    Würfel-Ligretto : { $rounds } manches ; à chaque manche, chaque joueur tire { $dice } dés du sac.
    Au « Ligretto Start », chacun lance tous ses dés, puis tout le monde joue en même temps. Le
    plateau a une rangée par couleur, avec les cases 1 à 6, remplie à partir du 1 : un dé ne
    peut aller que sur la case suivante de sa rangée, et seulement s’il montre ce nombre.
    Posez un seul dé à la fois ; le premier arrivé prend la case, et un dé arrivé trop tard
    reste dans votre gobelet jusqu’à ce que vous relanciez. Vous pouvez relancer quand vous
    voulez, mais toujours tous vos dés restants, jamais une partie seulement.
    Qui pose son dernier dé crie « Ligretto Stopp » et la manche s’arrête aussitôt : il marque
    un point positif par dé qui reste aux autres, et chacun des autres un point négatif par dé
    qui lui reste. Après la dernière manche, le plus haut total l’emporte ; en cas d’égalité,
    tous les ex æquo gagnent.

## Le simulateur (larry simulate --game ligretto)
lg-sim-games = parties
lg-sim-moves = actions
lg-sim-moves-detail = { $moves } ({ $placements } dés posés, { $rerolls } relances ; { $rate } actions/s)
lg-sim-waits = attentes
lg-sim-rounds = manches
lg-sim-rounds-detail = { $rounds } (en moyenne { $seconds } s chacune, { $left } dés restant aux autres)
lg-sim-stops = manches arrêtées par place
lg-sim-wins = victoires par place

## Les options du jeu en ligne de commande
lg-cli-speed = les adversaires IA : slow, normal ou fast (les vitesses de /ligretto new), ou random (des coups au hasard, à vitesse normale) (par défaut : normal)
lg-cli-levels = l’adversaire IA de chaque place : slow, normal, fast, plain ou random (par défaut : tous normal)

## La partie au terminal (larry play --game ligretto)
lg-term-intro =
    Würfel-Ligretto à { $players } joueurs, { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }, { $dice ->
        [one] { $dice } dé
       *[other] { $dice } dés
    } chacun, contre
    des adversaires IA de vitesse « { $speed } ». Tout le monde joue en même temps : tapez le
    numéro d’un de vos dés (ou sa couleur et son nombre, p. ex. rouge 3) pour le poser, ou r
    pour relancer tous vos dés. Tapez « aide », « règles », « état » ou « quitter » à tout moment.
lg-term-help =
    Poser un dé : son numéro dans votre liste, ou sa couleur et son nombre (rouge 3, ♥3).
    Relancer tous vos dés : r. « état » affiche le plateau et les dés de chacun, « main » vos
    dés, « règles » les règles, « quitter » met fin à la partie. Les autres ne vous attendent pas !
lg-term-you = Vous
lg-term-bot = Bot { $number }
lg-term-round = Manche { $round } sur { $rounds }
lg-term-row = { $symbol } { $colour } : { $fields }{ $next ->
    [0] {" "}(complète)
   *[other] {" "}(suivant : { $next })
}
lg-term-player = {"["}{ $index }] { $name } : { $count ->
    [one] { $count } dé
   *[other] { $count } dés
} ({ $dice }) · { $total } points
lg-term-your-dice = Vos dés :
lg-term-fits-mark = {" "}✓ convient
lg-term-fits = Convient maintenant : { $dice }
lg-term-fits-none = Aucun de vos dés ne convient pour l’instant : relancez (r) ou attendez les autres.
lg-term-choose = Tapez le numéro d’un de vos dés dans la liste, une couleur et un nombre (rouge 3), r pour relancer, ou « aide ».
lg-term-prompt = Poser ou relancer >
lg-term-pause = La manche { $round } commence dans { $seconds } secondes.
lg-term-not-yet = La manche { $round } n’a pas encore commencé : attendez « Ligretto Start ! ».
lg-term-words-roll = relancer relance
lg-term-result = { $won ->
    [yes] Fin de la partie : vous gagnez !
   *[no] Fin de la partie : vous perdez.
}

## Actions refusées au terminal (les codes du protocole, §6.4)
lg-illegal-bad_move = Ce n’est pas une action : le numéro d’un dé, une couleur et un nombre, ou r.
lg-illegal-game_over = La partie est terminée.
lg-illegal-no_such_die = Vous n’avez pas le dé { $die }.
lg-illegal-not_next = Ce dé ne va pas là : { $row } attend un { $needed }.

## L’interface Discord (cogs/ligretto) : commandes, message de la table, le gobelet de chacun

lg-cmd-desc = Jouer au Ligretto aux dés, la course où tout le monde joue en même temps
lg-cmd-new-desc = Ouvrir une table de Ligretto aux dés dans ce salon
lg-cmd-hand-desc = Voir votre gobelet à la table de Ligretto aux dés de ce salon (vous seul le voyez)
lg-cmd-table-desc = Republier la table de Ligretto aux dés et son bouton
lg-cmd-leave-desc = Quitter la table de Ligretto aux dés de ce salon (en cours de partie, une IA prend votre place)
lg-cmd-end-desc = Fermer la table de Ligretto aux dés de ce salon (hôte ou « Gérer le serveur »)
lg-cmd-rules-desc = Les règles du Ligretto aux dés en bref
lg-cmd-leaderboard-desc = Le classement du Ligretto aux dés sur ce serveur
lg-cmd-stats-desc = La cote, les parties et les victoires d’un joueur au Ligretto aux dés sur ce serveur
lg-cmd-history-desc = Parties de Ligretto aux dés terminées sur ce serveur, les plus récentes d’abord (pour vous seul)
lg-cmd-settings-desc = Voir ou changer les réglages des nouvelles tables de Ligretto aux dés (« Gérer le serveur »)
lg-cmd-opt-rounds = manches
lg-cmd-opt-rounds-desc = Nombre de manches, de 1 à 20 (par défaut : 0, trois manches par joueur)
lg-cmd-opt-ai = vitesse_ia
lg-cmd-opt-ai-desc = La vitesse des joueurs IA (par défaut : normal)
lg-dc-board-title = Classement du Ligretto aux dés — { $guild }
lg-dc-stats-title = Ligretto aux dés — { $name }
lg-dc-game-name = Ligretto aux dés
lg-no-table-here = Aucune table de Ligretto aux dés n’est ouverte dans ce salon. Ouvrez-en une avec `/ligretto { cmd-new }`.
lg-dc-garbled = Je ne reconnais pas ce bouton (il est peut-être abîmé). `/ligretto { cmd-table }` en donne un nouveau.
lg-dc-rules = **Le Ligretto aux dés en bref** (2 à 4 joueurs)
    • À chaque manche, chaque joueur tire des dés du sac (12, 8 ou 6 chacun) ; au signal « Ligretto Start », tout le monde lance tous ses dés, puis tout le monde joue en même temps.
    • Le plateau a une rangée par couleur (♥ rouge, ★ jaune, ▲ vert, ● bleu), remplie de 1 à 6 : un dé ne va que sur la case suivante de sa rangée, et seulement s’il montre ce nombre. Le premier arrivé prend la case.
    • **Mon gobelet** montre vos dés : appuyez sur un dé vert pour le poser, ou relancez tous vos dés restants quand vous voulez.
    • Qui pose son dernier dé crie « Ligretto Stopp » : il marque un point par dé que les autres ont encore, chaque autre joueur perd un point par dé qui lui reste. Après la dernière manche, le plus haut total gagne.
lg-dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · manches : **{ $rounds ->
        [0] trois par joueur
       *[other] { $rounds }
    }**
lg-btn-cup = Mon gobelet
lg-btn-die = { $symbol } { $value }
lg-btn-die-fits = { $symbol } { $value } ✓
lg-btn-reroll = Tout relancer
lg-dc-row-empty = vide
lg-dc-board-alt = Le plateau du Ligretto aux dés : { $rows }
lg-dc-seat = { $name } — { $count ->
        [one] { $count } dé restant
       *[other] { $count } dés restants
    } · { $total } { $size ->
        [one] point
       *[other] points
    }
lg-dc-last-round = La manche { $round } a été arrêtée par **{ $name }** : { $points }
lg-dc-table-ended = Cette table a été fermée.
lg-dc-table-over = **Partie terminée.**
lg-dc-table-round = **Manche { $round } sur { $rounds }** · tout le monde joue en même temps
lg-dc-table-hint = Appuyez sur **Mon gobelet** pour voir vos dés et les poser.
lg-dc-table-title = Ligretto aux dés · table { $table }
lg-dc-rules-line = { $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    } · le premier qui a posé tous ses dés arrête la manche
lg-dc-lobby-rounds = { $rounds ->
        [0] Trois manches par joueur
        [one] { $rounds } manche
       *[other] { $rounds } manches
    }
lg-dc-lobby-language = Pas de temps limite : tout le monde joue en même temps · { $language }
# $level: how fast the AI racers are (lg-level-*)
lg-dc-lobby-ai = Joueurs IA : { $level }
lg-dc-lobby-title = Ligretto aux dés · table { $table }
lg-dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur « Lancer » (de 2 à 4 joueurs, IA bienvenues).
lg-dc-started = **Ligretto Start !** Joueurs : { $seats }. **Mon gobelet** montre vos dés.
# the answer to the host who pressed Start
lg-dc-start-ack = La course est lancée : vos dés sont dans **Mon gobelet**.
lg-dc-results-head = **Totaux finaux**
lg-dc-standing = { $place }. { $name } — { $total } { $size ->
        [one] point
       *[other] points
    }
lg-dc-cup-over = La partie est terminée : les résultats sont dans le salon.
lg-dc-cup-title = **Votre gobelet** · manche { $round } sur { $rounds } · { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    }
lg-dc-cup-needs = Les rangées attendent : { $needs }
lg-dc-cup-fits = Se pose maintenant : { $dice }
lg-dc-cup-none = Rien ne se pose pour l’instant : relancez tous vos dés ou attendez les autres.
lg-dc-not-placeable = ⚠ { $die } ne peut plus être posé : { $needed ->
        [0] { $row } est complète
       *[other] { $row } attend maintenant un { $needed }
    }.
lg-dc-not-yet = ⚠ { $die } ne se pose pas encore : { $row } attend un { $needed }.
lg-dc-round-pause = ⏳ Début de la manche { $round } : { $when }. Vous pourrez poser vos dés à partir de ce moment.
lg-dc-seat-rerolls = { $count ->
        [one] { $count } relance
       *[other] { $count } relances
    }
lg-dc-table-start = ⏳ Début de la manche { $round } : { $when }.
lg-dc-table-paused = ⏸ La course est en pause : **{ $name }** a posé son dernier dé (Ligretto Stopp). Début de la manche { $round } : { $when }.
lg-dc-round-end = **La manche { $round } sur { $rounds } est terminée** : **{ $name }** a posé son dernier dé (Ligretto Stopp). Le plateau au moment de l’arrêt :
lg-dc-final-row = { $symbol } { $colour } : { $fields }

## /ligretto replay : une partie terminée revue manche par manche (cogs/ligretto/replay.py)
lg-cmd-replay-desc = Une partie de Ligretto aux dés terminée sur ce serveur, manche par manche (vous seul la voyez)
lg-cmd-opt-game-desc = Le numéro de la partie (tel que l’historique l’affiche)
lg-cmd-opt-round = manche
lg-cmd-opt-round-desc = La manche par laquelle commencer (par défaut : 1)
# $table : le numéro de la partie ; $round : la manche montrée ; $rounds : les manches de la partie
lg-dc-replay-title = **Ligretto aux dés n° { $table }** · manche { $round } sur { $rounds }
lg-dc-replay-unknown = Il n’y a pas de partie de Ligretto aux dés n° { $table } terminée sur ce serveur.
lg-dc-replay-running = La partie n° { $table } est encore en cours : on pourra la revoir une fois terminée.
lg-dc-replay-corrupt = La partie n° { $table } ne peut pas être rejouée : ses coups enregistrés ne correspondent pas à ses dés.
lg-dc-history-hint = Pour en revoir une : `/ligretto { cmd-replay } { cmd-opt-game }:<numéro>`.
# $seats : les joueurs dans l’ordre des places (« 1. Alice, 2. Bob »)
lg-dc-replay-players = Joueurs : { $seats }
# $who : un nom ; $count : combien de fois ce joueur a relancé tous ses dés dans la manche
lg-dc-replay-rerolls = { $who } { $count ->
        [0] n’a pas relancé ses dés
        [one] a relancé ses dés une fois
       *[other] a relancé ses dés { $count } fois
    } dans cette manche.

# une action refusée dans le gobelet, notée en haut de celui-ci (dessous : ce qui se pose maintenant)
lg-dc-refused-bad_move = ⚠ Ce n’est pas un bouton de votre gobelet : rien ne change.
lg-dc-refused-game_over = ⚠ La partie est terminée : votre action ne change rien.
lg-dc-refused-no_such_die = ⚠ Ce dé n’est plus dans votre gobelet (déjà posé) : rien ne change.
lg-dc-refused-not_next = ⚠ Ce dé ne se pose pas (ou plus) : sa rangée attend un autre nombre. Rien ne change.
