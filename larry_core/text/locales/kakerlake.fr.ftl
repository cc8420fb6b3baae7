## Kakerlakenpoker Royal (larry_core.kakerlake) : noms des cartes, ligne de commande,
## simulateur, partie au terminal et récit. Les clés commencent par kp-.

kp-cli-game = quel jeu : larry (par défaut) ou kakerlakenpoker
kp-cli-players = Kakerlakenpoker se joue de 2 à 6 joueurs, pas { $players }.

kp-card-bat = chauve-souris
kp-card-royal_bat = chauve-souris royale
kp-card-fly = mouche
kp-card-royal_fly = mouche royale
kp-card-rat = rat
kp-card-royal_rat = rat royal
kp-card-cockroach = cafard
kp-card-royal_cockroach = cafard royal
kp-card-toad = crapaud
kp-card-royal_toad = crapaud royal
kp-card-scorpion = scorpion
kp-card-royal_scorpion = scorpion royal
kp-card-stinkbug = punaise
kp-card-royal_stinkbug = punaise royale
kp-card-joker = joker
kp-card-blank = carte vide
kp-claim-bat = chauve-souris
kp-claim-fly = mouche
kp-claim-rat = rat
kp-claim-cockroach = cafard
kp-claim-toad = crapaud
kp-claim-scorpion = scorpion
kp-claim-stinkbug = punaise
kp-claim-royal = Royal
kp-many-bat = { $count ->
    [one] { $count } chauve-souris
    [many] { $count } de chauves-souris
   *[other] { $count } chauves-souris
}
kp-many-fly = { $count ->
    [one] { $count } mouche
    [many] { $count } de mouches
   *[other] { $count } mouches
}
kp-many-rat = { $count ->
    [one] { $count } rat
    [many] { $count } de rats
   *[other] { $count } rats
}
kp-many-cockroach = { $count ->
    [one] { $count } cafard
    [many] { $count } de cafards
   *[other] { $count } cafards
}
kp-many-toad = { $count ->
    [one] { $count } crapaud
    [many] { $count } de crapauds
   *[other] { $count } crapauds
}
kp-many-scorpion = { $count ->
    [one] { $count } scorpion
    [many] { $count } de scorpions
   *[other] { $count } scorpions
}
kp-many-stinkbug = { $count ->
    [one] { $count } punaise
    [many] { $count } de punaises
   *[other] { $count } punaises
}

kp-sim-games = parties
kp-sim-moves = coups
kp-sim-moves-detail = { $moves } ({ $per_game } par partie, { $rate } coups/s)
kp-sim-calls = révélations
kp-sim-calls-detail = { $calls } (justes dans { $percent } %)
kp-sim-passes = cartes passées
kp-sim-penalties = cartes de pénalité tirées
kp-sim-specials = pénalités de cartes spéciales
kp-sim-ends = parties perdues par
kp-sim-ends-detail = une série { $sets }, plus de cartes { $empty }
kp-sim-losses = défaites par place

kp-term-intro =
    Kakerlakenpoker Royal pour { $players } joueurs. Passez des cartes face cachée en annonçant ce
    qu’elles sont ; qui se trompe pose la carte devant soi. Avec { $limit } cartes d’un même animal, ou
    sans carte à jouer, on perd. Tapez un numéro, un nom, un coup entier (offer 2 fly rat) ou « help ».
kp-term-help =
    Coups : offer <place> <carte> <annonce> · call true · call false · look ·
    pass <place> <annonce> · lay <carte> [<carte>]. Annonces : bat fly rat cockroach toad
    scorpion stinkbug royal. « quit » termine la partie.
kp-term-you = Vous
kp-term-bot = Bot { $number }
kp-term-with-crown = {" "}(dont une couronnée)
kp-term-display-empty = rien devant soi
kp-term-penalty = Pile de pénalité : { $top } visible, { $size ->
    [one] { $size } carte
    [many] { $size } de cartes
   *[other] { $size } cartes
}
kp-term-penalty-empty = Pile de pénalité : vide
kp-term-player = {"["}{ $index }] { $name } : { $size ->
    [one] { $size } carte
    [many] { $size } de cartes
   *[other] { $size } cartes
} en main · { $display }
kp-term-hand = Votre main : { $hand }
kp-term-hand-empty = Votre main : (vide)
kp-term-prompt-card = Quelle carte passez-vous ? >
kp-term-prompt-target = À qui ? >
kp-term-prompt-claim = Que dites-vous que c’est ? >
kp-term-offer = { $who } vous passe une carte : « { $claim } ».
kp-term-answer-true = dire « vrai » : je le crois
kp-term-answer-false = dire « faux » : je ne le crois pas
kp-term-answer-look = la regarder et la passer
kp-term-prompt-answer = Votre réponse >
kp-term-penalty-rule = Pénalité : posez une carte correspondant à « { $claim } » ou deux autres cartes au choix.
kp-term-prompt-lay = Quelles cartes posez-vous ? >
kp-term-choose-number = Choisissez un numéro de 1 à { $max }, un nom de la liste ou un coup.
kp-term-result = { $won ->
    [yes] Fin de la partie : vous gagnez !
   *[no] Fin de la partie : vous avez perdu.
}

kp-ev-offered = { $me ->
    [yes] Vous passez
   *[no] { $who } passe
} une carte à { $whom_me ->
    [yes] vous
   *[no] { $whom }
} : « { $claim } ».
kp-ev-passed = { $me ->
    [yes] Vous faites
   *[no] { $who } fait
} suivre la carte à { $whom_me ->
    [yes] vous
   *[no] { $whom }
} : « { $claim } ».
kp-ev-looked = { $me ->
    [yes] Vous regardez
   *[no] { $who } regarde
} la carte pour la faire suivre.
kp-ev-seen = (Vous connaissez la carte : { $what }.)
kp-ev-called = { $me ->
    [yes] Vous dites
   *[no] { $who } dit
} { $call ->
    [true] « vrai »
   *[false] « faux »
}.
kp-ev-revealed = Révélée : { $what }. « { $claim } » était { $truth ->
    [true] vrai
   *[false] faux
}, la réponse { $right ->
    [true] juste
   *[false] fausse
}.
kp-ev-collected = { $me ->
    [yes] Vous prenez
   *[no] { $who } prend
} la carte ({ $what }) { $where ->
    [hand] en main
   *[display] { $me ->
        [yes] et la posez devant vous
       *[no] et la pose devant soi
    }
}.
kp-ev-penalty-drawn = { $me ->
    [yes] Vous tirez
   *[no] { $who } tire
} une carte de pénalité : { $what }, { $where ->
    [hand] prise en main
   *[display] posée devant soi
}.
kp-ev-turned-up = Visible sur la pile de pénalité : { $what }.
kp-ev-penalty-empty = La pile de pénalité est vide : { $me ->
    [yes] vous ne tirez
   *[no] { $who } ne tire
} rien.
kp-ev-penalty-due = { $me ->
    [yes] Vous devez
   *[no] { $who } doit
} poser une carte correspondant à « { $claim } » ou deux autres cartes.
kp-ev-laid = { $me ->
    [yes] Vous posez
   *[no] { $who } pose
} : { $what }.
kp-ev-over-set = Fin de la partie : { $me ->
    [yes] vous avez
   *[no] { $who } a
} { $animals } et { $me ->
    [yes] perdez
   *[no] perd
} ; tous les autres gagnent.
kp-ev-over-no-cards = Fin de la partie : { $me ->
    [yes] vous n’avez
   *[no] { $who } n’a
} plus de carte à jouer et { $me ->
    [yes] perdez
   *[no] perd
} ; tous les autres gagnent.

kp-illegal-bad_move = Ce n’est pas un coup.
kp-illegal-game_over = La partie est terminée.
kp-illegal-not_your_turn = Ce n’est pas votre tour.
kp-illegal-must_offer = Vous devez passer une carte.
kp-illegal-must_answer = Vous devez répondre ou faire suivre la carte.
kp-illegal-must_pass = Vous avez regardé la carte : faites-la suivre.
kp-illegal-must_lay = Vous devez d’abord poser des cartes.
kp-illegal-no_such_card = Vous n’avez pas cette carte en main.
kp-illegal-bad_target = Choisissez un autre joueur.
kp-illegal-must_call = Tous les autres ont vu la carte : vous devez répondre.
kp-illegal-already_seen = Ce joueur a déjà vu la carte.
kp-illegal-bad_penalty = Posez une carte correspondante ou deux autres cartes (pas celle que vous venez de prendre).
