## Würfelpoker (larry_core.games.wuerfelpoker) : combinaisons, narration, les règles en bref,
## le simulateur et la partie au terminal. Les clés commencent par wp-.
## $who : le nom d’un joueur ; $me : "yes" quand c’est le lecteur.

## Combinaisons (docs/dice-protocol.md §4.7), de la plus faible à la plus forte
wp-combo-nothing = Rien
wp-combo-pair = Une paire
wp-combo-two_pairs = Deux paires
wp-combo-three_kind = Brelan
wp-combo-straight = Suite
wp-combo-full_house = Full
wp-combo-four_kind = Carré
wp-combo-five_kind = Cinq dés identiques

## Narration des événements (§4.6) ; $dice, $new, $kept : des dés écrits 3-3-4
wp-ev-round-started = Manche { $round } : chacun met { $ante } au pot ({ $pot } dedans). { $me ->
    [yes] Vous commencez.
   *[no] { $who } commence.
}
wp-ev-rolled = { $me ->
    [yes] Vous lancez
   *[no] { $who } lance
} { $new } : { $dice }.
wp-ev-rolled-kept = { $me ->
    [yes] Vous gardez
   *[no] { $who } garde
} { $kept } et { $me ->
    [yes] relancez
   *[no] relance
} { $new } : { $dice }.
wp-ev-hand = { $me ->
    [yes] Votre main
   *[no] Main de { $who }
} : { $combo } ({ $dice }).
wp-ev-passed = { $me ->
    [yes] Vous ne relancez pas la mise.
   *[no] { $who } ne relance pas la mise.
}
wp-ev-raised = { $me ->
    [yes] Vous misez
   *[no] { $who } mise
} { $amount } de plus (pot : { $pot }).
wp-ev-called = { $me ->
    [yes] Vous suivez
   *[no] { $who } suit
} : { $amount } (pot : { $pot }).
wp-ev-folded = { $me ->
    [yes] Vous vous couchez.
   *[no] { $who } se couche.
}
# $names : les noms des gagnants ; $count : combien
wp-ev-pot-showdown = { $count ->
    [1] Abattage : { $names } remporte le pot de { $pot }.
   *[other] Abattage : { $names } se partagent le pot de { $pot } ({ $shares }).
}
wp-ev-pot-folds = Tous les autres se sont couchés : { $names } remporte le pot de { $pot }.
wp-ev-over-broke = Fin de la partie : quelqu’un ne peut plus payer la mise. { $count ->
    [1] { $names } gagne
   *[other] { $names } gagnent
} avec { $chips } jetons.
wp-ev-over-rounds = Fin de la partie après la dernière manche. { $count ->
    [1] { $names } gagne
   *[other] { $names } gagnent
} avec { $chips } jetons.

## Les règles en bref
wp-rules = **Le poker d’as en bref** (2 à 5 joueurs)
    Chacun commence avec le même nombre de jetons (8, sauf si la table en décide autrement) et met la mise (1 jeton) au pot à chaque manche. À tour de rôle, chacun lance les cinq dés jusqu’à trois fois : après chaque lancer, on garde les dés que l’on veut et on relance les autres, ou l’on s’arrête. La meilleure combinaison remporte le pot ; à égalité, on le partage.
    De la plus faible à la plus forte : rien, une paire, deux paires, brelan, suite (1–5 ou 2–6), full, carré, cinq dés identiques. À combinaison égale, les valeurs les plus hautes décident, puis les dés restants.
    Variante avec relance : après son tour, on peut augmenter la mise ; les autres suivent ou se couchent.
    La partie s’arrête quand quelqu’un ne peut plus payer la mise (ou après le nombre de manches convenu) ; le plus de jetons l’emporte.

## Le simulateur (larry simulate --game wuerfelpoker)
wp-sim-games = parties
wp-sim-moves = coups
# $per_game, $rate : nombres décimaux déjà mis en forme
wp-sim-moves-detail = { $moves } ({ $per_game } par partie, { $rate } coups/s)
wp-sim-rounds = manches
wp-sim-rounds-detail = { $rounds } ({ $per_game } par partie, { $longest } au plus)
wp-sim-combos = mains gagnantes
wp-sim-splits = pots partagés
wp-sim-wins = victoires par place

## La partie au terminal (larry play --game wuerfelpoker)
wp-term-intro = Poker d’as à { $players } joueurs : { $chips } jetons chacun, mise { $ante }, { $rolls } lancers par tour. Tapez un numéro, ou help, rules, state, quit.
wp-term-help = Choisissez un numéro du menu, ou tapez un coup (roll, keep 6 6, stand, raise 2, pass, call, fold). Commandes : rules (règles), state (situation), help (aide), quit (quitter).
wp-term-you = Vous
wp-term-bot = Bot { $number }
wp-term-round = Manche { $round } – pot : { $pot }
wp-term-seat = {"["}{ $index }] { $name } : { $chips } jetons{ $hand }
wp-term-seat-hand = , { $combo } ({ $dice })
wp-term-seat-folded = , couché
wp-term-dice = Vos dés : { $dice } ({ $left ->
    [one] encore { $left } lancer
    [many] encore { $left } de lancers
   *[other] encore { $left } lancers
})
wp-term-roll = Lancer les cinq dés
wp-term-keep-hint = Ou tapez les valeurs des dés à garder pour relancer le reste, par exemple { $example }
wp-term-stand = S’arrêter avec ces dés
wp-term-raise = Relancer de { $amount }
wp-term-pass = Ne pas relancer
wp-term-call = Suivre ({ $amount })
wp-term-fold = Se coucher
wp-term-prompt = Votre coup >
wp-term-choose-number = Choisissez un numéro de 1 à { $max }, ou tapez un coup.
wp-term-result = { $won ->
    [yes] Vous gagnez avec { $chips } jetons !
   *[no] Vous avez { $chips } jetons. Plus de chance la prochaine fois.
}

## Refus (codes du §4.4)
wp-illegal-bad_move = Ce n’est pas un coup.
wp-illegal-game_over = La partie est terminée.
wp-illegal-not_your_turn = Ce n’est pas à vous de jouer.
wp-illegal-must_roll = Lancez d’abord les dés.
wp-illegal-must_roll_or_stand = Relancez, gardez des dés ou arrêtez-vous.
wp-illegal-must_raise_or_pass = Relancez la mise ou passez.
wp-illegal-must_call_or_fold = Suivez ou couchez-vous.
wp-illegal-nothing_to_roll = Garder les cinq dés ne relance rien : arrêtez-vous plutôt.
wp-illegal-no_such_dice = Vous n’avez pas ces dés.
wp-illegal-bad_raise = Cette relance n’est pas permise.
