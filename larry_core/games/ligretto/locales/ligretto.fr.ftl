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
} avec { $total } points.

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
lg-cli-speed = la vitesse des adversaires IA : slow, normal ou fast (par défaut : normal)
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
lg-term-choose = Tapez le numéro d’un de vos dés (1 à { $max }), une couleur et un nombre (rouge 3), r pour relancer, ou « aide ».
lg-term-words-roll = relancer relance
lg-term-result = { $won ->
    [yes] Fin de la partie : vous gagnez !
   *[no] Fin de la partie : vous perdez.
}

## Actions refusées au terminal (les codes du protocole, §6.4)
lg-illegal-bad_move = Ce n’est pas une action : le numéro d’un dé, une couleur et un nombre, ou r.
lg-illegal-game_over = La partie est terminée.
lg-illegal-no_such_die = Vous n’avez pas le dé { $die }.
lg-illegal-not_next = Ça ne convient pas : { $row } attend un { $needed }.
