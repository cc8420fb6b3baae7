## Va banque (larry_core.games.vabanque) : les opérations, la narration, les règles, le
## simulateur et la partie au terminal. Les clés commencent par vb-.

## Les opérations (docs/dice-rules.md C1), dans leur ordre canonique
vb-op-add = addition
vb-op-sub = soustraction
vb-op-mul = multiplication
vb-op-div = division

## Narration. $who, $banker : des noms ; $me, $banker_me : « yes » quand c’est vous
vb-ev-round-started = Manche { $round } sur { $rounds } : { $banker_me ->
    [yes] vous tenez
   *[no] { $banker } tient
} la banque. Mise de { $stake ->
    [one] { $stake } jeton
   *[other] { $stake } jetons
}{ $count ->
    [1] {""}
   *[other] {" "}chacun
} payée par { $players } ; le pot contient { $pot ->
    [one] { $pot } jeton
   *[other] { $pot } jetons
}.
# le lecteur dans la liste de ceux qui misent (« payée par Bo et vous »)
vb-ev-you-staking = vous
vb-ev-round-empty = Manche { $round } sur { $rounds } : { $banker_me ->
    [yes] vous tenez
   *[no] { $banker } tient
} la banque, mais personne ne peut payer la mise de { $stake } : aucun lancer dans cette manche.
vb-ev-thrown = Lancer { $throw } pour { $me ->
    [yes] vous
   *[no] { $who }
} : { $die }.
vb-ev-op = { $me ->
    [yes] Vous
   *[no] { $who }
} : { $before } { $sign } { $die } = { $total }.
vb-ev-op-auto = Au 5e lancer, l’opération restante s’applique d’office ({ $operation }) : { $before } { $sign } { $die } = { $total }{ $exact ->
    [true] .
   *[false] {" "}(le reste est négligé).
}
vb-ev-forfeited = { $me ->
    [yes] Vous ne pouvez pas diviser sans reste et cédez
   *[no] { $who } ne peut pas diviser sans reste et cède
} { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
} { $banker_me ->
    [yes] à vous, le banquier
   *[no] au banquier, { $banker }
}.
vb-ev-pot-won = { $shared ->
    [yes] { $me ->
        [yes] { $names } partagez
       *[no] { $names } partagent
    }
   *[no] { $me ->
        [yes] Vous remportez
       *[no] { $names } remporte
    }
} le pot ({ $pot }) avec un total de { $total }.
vb-ev-no-winner = Tous les adversaires ont perdu leur mise : personne ne remporte le pot dans cette manche.
vb-ev-game-over = Fin de la partie ! { $shared ->
    [yes] { $me ->
        [yes] { $names } gagnez
       *[no] { $names } gagnent
    }
   *[no] { $me ->
        [yes] Vous gagnez
       *[no] { $names } gagne
    }
} avec { $chips } jetons.

## Les règles (`rules` au terminal)
vb-rules-text =
    Va banque (große Bank) : chacun tient la banque à son tour ; { $rounds } manches.
    Chaque joueur commence avec { $chips } jetons. Au début d’une manche, chaque adversaire du
    banquier qui le peut verse la mise de { $stake } au pot.
    Le banquier lance cinq dés pour chaque adversaire, un par un. Le premier nombre est le
    total de départ. Après les lancers 2, 3 et 4, l’adversaire choisit une opération pas encore
    utilisée : addition, soustraction, multiplication ou division ; on ne divise que si la
    division tombe juste (0 et les totaux négatifs compris). Au 5e lancer, l’opération restante
    s’applique d’office ; une division y néglige le reste (arrondi vers zéro). Le total peut
    devenir négatif.
    Le plus grand total final remporte le pot ; à égalité, on partage, et les jetons en trop
    vont d’abord aux plus proches à gauche du banquier. Le banquier ne mise pas et ne gagne rien.
    Après la dernière manche, celui qui a le plus de jetons gagne.
vb-rules-forfeit =
    Variante : qui doit diviser au 5e lancer et obtient un reste perd sa mise au profit du
    banquier et ne peut pas remporter la manche.

## Le simulateur (larry simulate --game vabanque)
vb-sim-games = parties
vb-sim-moves = coups
vb-sim-moves-detail = { $moves } ({ $per_game } par partie, { $rate } coups/s)
vb-sim-rounds = manches
vb-sim-rounds-detail = { $rounds } ({ $empty } sans mise)
vb-sim-pots = pots remportés
vb-sim-pots-detail = { $pots } (partagés : { $shared }, sans gagnant : { $none })
vb-sim-forfeits = mises perdues
vb-sim-totals = totaux gagnants
vb-sim-totals-detail = moyenne { $mean }, minimum { $low }, maximum { $high }
vb-sim-wins = victoires par place

## La partie au terminal (larry play --game vabanque)
vb-term-intro =
    Va banque à { $players } joueurs, { $rounds } manches, { $chips } jetons chacun et une mise
    de { $stake }. À chacun de vos lancers, choisissez une opération par son numéro ou son nom
    (plus, moins, fois, divisé ou + - * /) ; « aide » donne les commandes, « règles » explique
    le jeu, « état » montre la table, « quitter » met fin à la partie.
vb-term-help =
    À votre lancer : un numéro du menu, ou plus, moins, fois, divisé (aussi + - * /).
    « état » affiche la table, « règles » les règles, « quitter » met fin à la partie.
vb-term-you = Vous
vb-term-bot = Bot { $number }
vb-term-round = Manche { $round } sur { $rounds } · banquier : { $banker } · pot : { $pot }
vb-term-player = {"["}{ $index }] { $name } : { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}{ $role ->
    [banker] {" "}· banquier
    [staked] {" "}· a misé
   *[out] {" "}· ne joue pas cette manche
}
vb-term-calc = { $name } : { $steps }
vb-term-calc-forfeit = { $name } : { $steps } (mise perdue)
vb-term-best = Meilleur total de la manche jusqu’ici : { $total }
vb-term-turn = Lancer { $throw } : un { $die }. Votre total est de { $total }.
vb-term-blocked = Division impossible pour l’instant : { $total } n’est pas divisible par { $die }.
vb-term-choice = { $operation } : { $total } { $sign } { $die } = { $value }
vb-term-prompt = Votre opération >
vb-term-choose-number = { $max ->
    [1] Tapez 1, une opération (plus, moins, fois, divisé) ou « aide ».
   *[other] Choisissez un numéro de 1 à { $max }, une opération (plus, moins, fois, divisé) ou « aide ».
}
vb-term-words-add = plus additionner
vb-term-words-sub = moins soustraire
vb-term-words-mul = fois multiplier
vb-term-words-div = divisé divise diviser
vb-term-two-players =
    À deux, le seul adversaire de chaque manche récupère sa propre mise : la partie se termine
    donc à égalité. Pour avoir un gagnant, jouez avec --forfeit (un reste au 5e lancer fait
    perdre la mise au profit du banquier) ou à trois joueurs ou plus.
vb-term-result = { $won ->
    [yes] Fin de la partie : vous gagnez !
   *[no] Fin de la partie : vous perdez.
}

## Coups refusés au terminal (les codes du protocole, §5.4)
vb-illegal-bad_move = Ce n’est pas une opération : add, sub, mul ou div.
vb-illegal-game_over = La partie est terminée.
vb-illegal-not_your_turn = Ce n’est pas votre lancer.
vb-illegal-op_used = Vous avez déjà utilisé cette opération.
vb-illegal-not_exact = Cette division laisse un reste : elle est interdite avant le 5e lancer.

## Discord (cogs/vabanque) : les commandes /vabanque, le salon d’attente, la table, le tour et les résultats
vb-cmd-desc = Jouer au Va banque, le jeu de dés de la banque et des quatre opérations
vb-cmd-new-desc = Ouvrir une table de Va banque dans ce salon
vb-cmd-hand-desc = Vos jetons et votre calcul à la table de Va banque de ce salon (vous seul les voyez)
vb-cmd-table-desc = Republier la table de Va banque et ses boutons
vb-cmd-leave-desc = Quitter la table de Va banque (en cours de partie, une IA prend votre place)
vb-cmd-end-desc = Fermer la table de Va banque (hôte ou « Gérer le serveur »)
vb-cmd-rules-desc = Les règles du Va banque en bref
vb-cmd-leaderboard-desc = Le classement du Va banque sur ce serveur
vb-cmd-stats-desc = La cote, les parties et les victoires d’un joueur au Va banque sur ce serveur
vb-cmd-history-desc = Parties de Va banque terminées sur ce serveur, les plus récentes d’abord (pour vous seul)
vb-cmd-settings-desc = Voir ou changer les réglages des nouvelles tables de Va banque (« Gérer le serveur »)
vb-cmd-opt-chips = jetons
vb-cmd-opt-chips-desc = Jetons de chaque joueur au départ, de 1 à 1000 (par défaut : 8)
vb-cmd-opt-stake = mise
vb-cmd-opt-stake-desc = Jetons misés par chaque adversaire à chaque manche, de 1 à 100 (par défaut : 1)
vb-cmd-opt-forfeit = mise_perdue
vb-cmd-opt-forfeit-desc = Une division avec reste au 5e lancer fait perdre la mise au profit du banquier (par défaut : non)
vb-cmd-opt-cycles = tours
vb-cmd-opt-cycles-desc = Combien de fois la banque fait le tour de la table, de 1 à 10 (par défaut : 1)
vb-dc-board-title = Classement du Va banque — { $guild }
vb-dc-stats-title = Va banque — { $name }
vb-dc-game-name = Va banque
vb-no-table-here = Il n’y a pas de table de Va banque ouverte dans ce salon. Ouvrez-en une avec `/vabanque { cmd-new }`.
vb-dc-garbled = Je ne reconnais pas ce bouton (il est peut-être abîmé). `/vabanque { cmd-table }` en donne de nouveaux.
vb-rules = **Le Va banque en bref** (2 à 5 joueurs)
    • Chacun tient la banque à son tour. Au début d’une manche, chaque autre joueur qui le peut verse la mise au pot ; le banquier ne mise pas et ne gagne rien.
    • Le banquier lance cinq dés pour chaque adversaire, un par un. Le premier nombre est le total de départ.
    • Après les lancers 2, 3 et 4, l’adversaire choisit une opération pas encore utilisée : +, −, × ou ÷ (÷ seulement si la division tombe juste). Au 5e lancer, la dernière s’applique d’office et le reste éventuel est négligé.
    • Le plus grand total final remporte le pot ; à égalité, on partage. Après la dernière manche, celui qui a le plus de jetons gagne.
vb-dc-lobby-title = Va banque · table { $table }
vb-dc-lobby-timer = { $seconds } s par coup · { $language }
vb-dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur « Lancer » (de 2 à 5 joueurs, IA bienvenues).
vb-dc-rules-line = { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    } chacun · mise { $stake } · { $cycles ->
        [one] la banque fait { $cycles } tour
       *[other] la banque fait { $cycles } tours
    }{ $forfeit ->
        [true] {" "}· un reste au 5e lancer fait perdre la mise
       *[false] {""}
    }
vb-dc-table-title = Va banque · table { $table }
vb-dc-table-round = Manche { $round } sur { $rounds } · banquier **{ $banker }** · pot **{ $pot }**
vb-dc-table-over = **Partie terminée.**
vb-dc-table-ended = Cette table a été fermée.
vb-dc-seat = { $name } — { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }
vb-dc-seat-banker = {" "}· 🏦 banquier
vb-dc-seat-out = {" "}· ne joue pas cette manche
vb-dc-seat-waiting = {" "}· a misé, attend ses lancers
vb-dc-calc-next = { $steps } · { $throw }e lancer : **{ $die }**
vb-dc-calc-forfeit = {" "}(mise perdue)
vb-dc-best = Meilleur total final jusqu’ici : **{ $total }**
vb-dc-started = **La partie commence !** Ordre de la banque, tiré au sort : { $seats }.
# the answer to the host who pressed Start
vb-dc-start-ack = La partie a commencé : la table vous prévient quand c’est votre tour.
vb-dc-turn = 🎲 { $who }, le { $throw }e lancer donne un **{ $die }** · votre calcul : **{ $steps }**
vb-dc-turn-best = {" "}· meilleur total jusqu’ici : **{ $total }**
vb-dc-turn-choose = Choisissez une opération pour le { $die } (encore libres : { $unused }).
vb-dc-turn-blocked = Pas de division : { $total } ÷ { $die } laisse un reste.
vb-dc-turn-last = L’opération que vous laissez s’applique d’office au 5e lancer.
vb-dc-turn-ai = 🤖 { $who } choisit une opération pour le { $die }…
vb-btn-op = { $total } { $sign } { $die } = { $value }
vb-btn-op-last = { $label } · puis { $left }
vb-dc-round-result = **Totaux de la manche { $round } :** { $totals }
vb-dc-results-head = **Classement final**
vb-dc-standing = { $place }. { $name } — { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }
vb-dc-hand-title = **Vos jetons : { $chips }** · manche { $round } sur { $rounds } · pot { $pot }
vb-dc-hand-banker = Vous tenez la banque dans cette manche : vous ne misez pas et ne remportez pas le pot.
vb-dc-hand-out = Vous ne jouez pas cette manche : vous avez moins de jetons que la mise.
vb-dc-hand-waiting = Vous avez misé ; le banquier lancera pour vous après les joueurs qui vous précèdent.
vb-dc-hand-calc = Votre calcul : { $steps }
vb-dc-hand-over = La partie est terminée.
vb-dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · temps par coup : **{ $seconds } s** · jetons : **{ $chips }** · mise : **{ $stake }** · mise perdue au 5e lancer : **{ $forfeit ->
        [true] oui
       *[false] non
    }** · tours de banque : **{ $cycles }×**
vb-cmd-replay-desc = Une partie de Va banque terminée sur ce serveur, manche par manche (vous seul la voyez)
vb-cmd-opt-game-desc = Le numéro de la partie (tel que l’historique l’affiche)
vb-cmd-opt-round = manche
vb-cmd-opt-round-desc = La manche par laquelle commencer (par défaut : 1)
vb-dc-replay-title = **Va banque n° { $table }** · manche { $round } sur { $rounds }
vb-dc-replay-unknown = Il n’y a pas de partie de Va banque n° { $table } terminée sur ce serveur.
vb-dc-replay-running = La partie n° { $table } est encore en cours : on pourra la revoir une fois terminée.
vb-dc-replay-corrupt = La partie n° { $table } ne peut pas être rejouée : ses coups enregistrés ne correspondent pas à ses dés.
vb-dc-history-hint = Pour en revoir une : `/vabanque { cmd-replay } { cmd-opt-game }:<numéro>`.

# the table picture (vabanque/art.py): its head band (the round and banker; the pot), a seat's chips and part in the round
# ($total: a calculation's running or final total); its description for screen readers
# ($parts: the band's text and the calculation under way; $seats: one vb-pic-alt-seat per seat;
# $part: ", " and the seat's part in the round, or nothing once the game is over)
vb-pic-head = Manche { $round } sur { $rounds } · banquier { $banker }
vb-pic-pot = pot { $pot }
vb-pic-chips = { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}
vb-pic-banker = banquier
vb-pic-out = ne joue pas cette manche
vb-pic-waiting = a misé, attend ses lancers
vb-pic-running = calcul en cours : { $total } pour l’instant
vb-pic-total = { $forfeit ->
    [yes] total final { $total } (mise perdue)
   *[no] total final { $total }
}
vb-pic-alt = Table de va-banque : { $parts }. { $seats }
vb-pic-alt-calc = le banquier lance pour { $name } : { $steps }
vb-pic-alt-seat = { $name }, { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}{ $part }
