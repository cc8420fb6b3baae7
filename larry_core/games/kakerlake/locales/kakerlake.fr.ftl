## Kakerlakenpoker Royal (larry_core.kakerlake) : noms des cartes, ligne de commande,
## simulateur, partie au terminal et récit. Les clés commencent par kp-.


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
kp-card-blank = carte blanche
kp-claim-bat = chauve-souris
kp-claim-fly = mouche
kp-claim-rat = rat
kp-claim-cockroach = cafard
kp-claim-toad = crapaud
kp-claim-scorpion = scorpion
kp-claim-stinkbug = punaise
kp-claim-royal = royal
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

kp-term-you = Vous
kp-term-with-crown = {" "}(dont une carte couronnée)
kp-term-display-empty = aucune carte posée
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
    [yes] Vous passez une carte à { $whom }
   *[no] { $whom_me ->
        [yes] { $who } vous passe une carte
       *[no] { $who } passe une carte à { $whom }
    }
} : « { $claim } ».
kp-ev-passed = { $me ->
    [yes] Vous faites passer la carte à { $whom }
   *[no] { $whom_me ->
        [yes] { $who } vous fait passer la carte
       *[no] { $who } fait passer la carte à { $whom }
    }
} : « { $claim } ».
kp-ev-looked = { $me ->
    [yes] Vous regardez
   *[no] { $who } regarde
} la carte pour la faire passer.
kp-ev-seen = (Vous connaissez la carte : { $what }.)
kp-ev-called = { $me ->
    [yes] Vous dites
   *[no] { $who } dit
} { $call ->
    [true] « vrai »
   *[false] « faux »
}.
kp-ev-revealed = Carte révélée : { $what }. L’annonce « { $claim } » était { $truth ->
    [true] vraie
   *[false] fausse
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
       *[no] et l’ajoute à ses cartes posées
    }
}.
kp-ev-penalty-drawn = { $me ->
    [yes] Vous tirez
   *[no] { $who } tire
} une carte de pénalité : { $what }, { $where ->
    [hand] prise en main
   *[display] { $me ->
        [yes] posée devant vous
       *[no] ajoutée à ses cartes posées
    }
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
kp-illegal-must_answer = Vous devez répondre ou faire passer la carte.
kp-illegal-must_pass = Vous avez regardé la carte : faites-la passer.
kp-illegal-must_lay = Vous devez d’abord poser des cartes.
kp-illegal-no_such_card = Vous n’avez pas cette carte en main.
kp-illegal-bad_target = Choisissez un autre joueur.
kp-illegal-must_call = Tous les autres ont vu la carte : vous devez répondre.
kp-illegal-already_seen = Ce joueur a déjà vu la carte.
kp-illegal-bad_penalty = Posez une carte correspondant à l’annonce ou deux autres cartes (pas celle que vous venez de prendre).

## Discord (cogs/kakerlake) : les commandes /kakerlake, la table, le tour et les formulaires
kp-cmd-desc = Jouer au Kakerlakenpoker Royal, le jeu de bluff aux bestioles
kp-cmd-new-desc = Ouvrir une table de Kakerlakenpoker Royal dans ce salon
kp-cmd-hand-desc = Voir votre main à la table de Kakerlakenpoker de ce salon (vous seul la voyez)
kp-cmd-table-desc = Republier la table de Kakerlakenpoker et ses boutons
kp-cmd-leave-desc = Quitter la table de Kakerlakenpoker (en cours de partie, une IA prend votre place)
kp-cmd-end-desc = Fermer la table de Kakerlakenpoker (hôte ou « Gérer le serveur »)
kp-cmd-rules-desc = Les règles du Kakerlakenpoker Royal en bref
kp-cmd-leaderboard-desc = Le classement du Kakerlakenpoker sur ce serveur
kp-cmd-stats-desc = La cote, les parties et les victoires d’un joueur au Kakerlakenpoker sur ce serveur
kp-cmd-opt-special = cartes_speciales
kp-cmd-opt-special-desc = Jouer avec le joker et la carte blanche (par défaut : oui)
kp-cmd-opt-chain = chaine_royale
kp-cmd-opt-chain-desc = Une carte royale tirée de la pile de pénalité fait tirer encore (par défaut : oui)
kp-cmd-opt-penalty-special = penalite_speciale
kp-cmd-opt-penalty-special-desc = Où va une carte spéciale tirée en pénalité
kp-cmd-opt-joker = joker_universel
kp-cmd-opt-joker-desc = Un joker posé compte pour chaque animal (par défaut : non)
kp-cmd-choice-display = dans l’étalage
kp-cmd-choice-hand = dans la main
kp-dc-no-table = Cette table de Kakerlakenpoker est fermée.
kp-dc-garbled = Je ne reconnais pas ce bouton (il est peut-être abîmé). `/kakerlake { cmd-table }` en donne de nouveaux.
kp-dc-lobby-title = Kakerlakenpoker Royal · table { $table }
kp-dc-table-title = Kakerlakenpoker Royal · table { $table }
kp-dc-lobby-rules = Cartes spéciales : { $special ->
    [true] oui
   *[false] non
} · chaîne royale : { $chain ->
    [true] oui
   *[false] non
} · une carte spéciale de pénalité va { $where ->
    [hand] dans la main
   *[display] dans l’étalage
} · joker posé : { $joker ->
    [wild] tout animal
   *[none] aucun animal
} · { $seconds } s par tour · { $language }
kp-dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur Lancer (2 à 6 joueurs).
kp-dc-started = **La partie commence !** Places tirées au sort : { $seats }. Appuyez sur **Ma main** pour voir vos cartes.
kp-dc-player = { $size ->
    [one] { $size } carte
   *[other] { $size } cartes
} en main · posées : { $display }
kp-dc-danger = { $mark } { $animals } : une carte de plus et c’est perdu ({ $limit } font perdre)
kp-dc-no-offer = Aucune carte en jeu.
kp-dc-offer = En jeu : une carte face cachée { DE($who) } à { $whom } · vue par { $seen }
kp-dc-claims = Annonces : { $chain }
kp-dc-link = { $who } → { $whom } « { $claim } »
kp-dc-footer = { $limit } cartes d’un animal font perdre · coup { $moves }
kp-dc-ended = Cette table a été fermée.
kp-dc-turn-offer = { $who }, passez une carte : choisissez-la, un destinataire et une annonce.
kp-dc-turn-answer = { $who }, { $whom } vous passe une carte : « { $claim } ». Vrai, faux, ou la regarder et la faire passer ?
kp-dc-turn-must-call = { $who }, { $whom } vous passe une carte : « { $claim } ». Tous les autres l’ont vue : vrai ou faux ?
kp-dc-turn-pass = { $who }, faites passer la carte.
kp-dc-turn-penalty = { $who }, posez une carte qui correspond à « { $claim } » ou deux autres cartes.
kp-dc-results = **Fin de la partie.** { $loser } perd ; { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    }.
kp-btn-true = Vrai
kp-btn-false = Faux
kp-btn-look = Regarder et faire passer
kp-btn-lay-alone = Poser seulement : { $card }
kp-dc-hand = Votre main : { $hand }
kp-dc-hand-empty = Votre main est vide.
kp-dc-seen = La carte en jeu est : { $card }.
kp-dc-form-card = Quelle carte passez-vous ?
kp-dc-form-target = { $card } : à qui ?
kp-dc-form-claim = { $card } à { $name } : qu’annoncez-vous ?
kp-dc-form-pass-target = À qui la faire passer ? (seulement ceux qui ne l’ont pas vue)
kp-dc-form-pass-claim = À { $name } : qu’annoncez-vous ?
kp-dc-form-lay = Pénalité : posez une carte qui correspond à « { $claim } » ou deux autres. Choisissez une carte.
kp-dc-form-lay-second = { $card } : posez-la seule si elle correspond à « { $claim } », ou choisissez une deuxième carte.
kp-dc-rules = **Le Kakerlakenpoker Royal en bref** (2 à 6 joueurs)
    • Sept animaux, 8 cartes chacun plus une carte royale de chaque, un joker et une carte blanche ; toutes les cartes sont distribuées (certaines d’abord face cachée sur la pile de pénalité).
    • À votre tour, passez une carte face cachée à un autre joueur en annonçant ce qu’elle est (un animal, ou « royal ») ; vous pouvez mentir.
    • Celui qui la reçoit dit **vrai** ou **faux**, ou la regarde et la fait passer avec une annonce à quelqu’un qui ne l’a pas vue.
    • Bonne réponse : celui qui l’a passée prend la carte ; mauvaise : celui qui l’a reçue. Les cartes prises sont posées face visible ; une carte royale fait aussi tirer de la pile de pénalité.
    • Le joker et la carte blanche vont dans la main : posez alors une carte qui correspond à l’annonce, ou deux autres.
    • Qui a 4 cartes d’un animal posées (5 à deux joueurs), ou n’a plus de carte à passer, perd ; tous les autres gagnent.
kp-dc-board-title = Classement du Kakerlakenpoker — { $guild }
kp-dc-stats-title = Kakerlakenpoker — { $name }
kp-dc-stats-line = Parties **{ $games }** · victoires **{ $wins }** · taux de victoire **{ $rate }**

# Discord: an empty display on the table message
kp-dc-display-empty = rien pour l’instant
# Discord: the hand DM, edited in place while the game runs
kp-dc-dm-hand = **Table de Kakerlakenpoker n° { $table }** dans { $channel }.
    { $hand }
kp-cmd-history-desc = Parties de Kakerlakenpoker terminées sur ce serveur, les plus récentes d’abord (pour vous seul)
kp-cmd-settings-desc = Voir ou changer les réglages des nouvelles tables de Kakerlakenpoker (« Gérer le serveur »)
kp-no-table-here = Il n’y a pas de table de Kakerlakenpoker ouverte dans ce salon. Ouvrez-en une avec `/kakerlake { cmd-new }`.
kp-dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · images : **{ $pictures ->
        [true] activées
       *[false] désactivées
    }** · temps par tour : **{ $seconds } s** · cartes spéciales : **{ $special ->
        [true] oui
       *[false] non
    }** · chaîne royale : **{ $chain ->
        [true] oui
       *[false] non
    }** · une carte spéciale de pénalité va **{ $where }** · joker universel : **{ $joker ->
        [true] oui
       *[false] non
    }**

# the game's name in a sentence of the shared front end (a refusal that names the table at hand)
kp-dc-game-name = Kakerlakenpoker Royal


# the table picture (kakerlake/art.py): a player's cards in hand, an empty display; its
# description for screen readers ($seats: one kp-pic-alt-seat per player)
kp-pic-hand = { $size ->
    [one] { $size } carte en main
   *[other] { $size } cartes en main
}
kp-pic-empty = aucune carte posée pour l’instant
kp-pic-alt = Les cartes posées face visible devant chaque joueur : { $seats }
kp-pic-alt-seat = { $moving ->
    [yes] { $name } (c’est son tour)
   *[no] { $name }
}, { $size ->
    [one] { $size } carte en main
   *[other] { $size } cartes en main
}, posées : { $display }
