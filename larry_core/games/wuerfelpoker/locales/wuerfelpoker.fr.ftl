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
   *[no] Main { DE($who) }
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
# $names : les noms des gagnants (le lecteur en dernier, « vous ») ; $count : combien ;
# $me : yes quand le lecteur en fait partie
wp-ev-pot-showdown = { $count ->
    [1] Abattage : { $me ->
        [yes] vous remportez
       *[no] { $names } remporte
    } le pot de { $pot }.
   *[other] Abattage : { $me ->
        [yes] { $names } vous partagez
       *[no] { $names } se partagent
    } le pot de { $pot } ({ $shares }).
}
wp-ev-pot-folds = Tous les autres se sont couchés : { $me ->
    [yes] vous remportez
   *[no] { $names } remporte
} le pot de { $pot }.
wp-ev-over-broke = Fin de la partie : { $broke_size ->
    [1] { $broke_me ->
        [yes] vous ne pouvez
       *[no] { $broke } ne peut
    }
   *[other] { $broke_me ->
        [yes] { $broke } ne pouvez
       *[no] { $broke } ne peuvent
    }
} plus payer la mise. { $count ->
    [1] { $me ->
        [yes] Vous gagnez
       *[no] { $names } gagne
    }
   *[other] { $me ->
        [yes] { $names } gagnez
       *[no] { $names } gagnent
    }
} avec { $chips } jetons.
wp-ev-over-rounds = Fin de la partie après la dernière manche. { $count ->
    [1] { $me ->
        [yes] Vous gagnez
       *[no] { $names } gagne
    }
   *[other] { $me ->
        [yes] { $names } gagnez
       *[no] { $names } gagnent
    }
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
wp-term-intro = Poker d’as à { $players } joueurs : { $chips } jetons chacun, mise { $ante }, { $rolls } lancers par tour, { $rounds ->
    [0] jusqu’à ce que quelqu’un ne puisse plus payer la mise.
    [one] { $rounds } manche au plus (la partie s’arrête plus tôt si quelqu’un ne peut plus payer la mise).
   *[other] { $rounds } manches au plus (la partie s’arrête plus tôt si quelqu’un ne peut plus payer la mise).
} Tapez un numéro du menu ou un coup ; « aide » les énumère, « règles » explique le jeu, « état » montre la table, « quitter » met fin à la partie.
wp-term-help = Choisissez un numéro du menu, ou tapez un coup : lancer · garder 6 6 (ou seulement 6 6) · arrêter · miser 2 · passer · suivre · coucher. Commandes : règles, état (la table), aide, quitter.
wp-term-you = Vous
wp-term-bot = Bot { $number }
wp-term-round = Manche { $round }{ $rounds ->
    [0] {""}
   *[other] {" "}sur { $rounds }
} – pot : { $pot }
wp-term-seat = {"["}{ $index }] { $name } : { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}{ $hand }
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
wp-term-choose-number = { $max ->
    [1] Tapez 1, ou un coup (« aide » les énumère).
   *[other] Choisissez un numéro de 1 à { $max }, ou tapez un coup (« aide » les énumère).
}
wp-term-words-roll = lancer
wp-term-words-keep = garder
wp-term-words-stand = arrêter arreter
wp-term-words-raise = miser relancer
wp-term-words-pass = passer
wp-term-words-call = suivre
wp-term-words-fold = coucher
wp-term-result = { $won ->
    [yes] Vous gagnez avec { $chips } jetons !
   *[no] Il vous { $chips ->
        [one] reste { $chips } jeton
       *[other] reste { $chips } jetons
    }. Plus de chance la prochaine fois !
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

## Discord (cogs/wuerfelpoker) : les commandes /wuerfelpoker, le salon d’attente, la table, le
## tour et les résultats. $hand : une main telle que wp-dc-hand l’écrit
wp-cmd-desc = Jouer au poker d’as : le poker à cinq dés, avec jetons et pot
wp-cmd-new-desc = Ouvrir une table de poker d’as dans ce salon
wp-cmd-hand-desc = Vos jetons, votre main et le dernier abattage à la table de ce salon (pour vous seul)
wp-cmd-table-desc = Republier la table de poker d’as et ses boutons
wp-cmd-leave-desc = Quitter la table de poker d’as (en cours de partie, une IA prend votre place)
wp-cmd-end-desc = Fermer la table de poker d’as (hôte ou « Gérer le serveur »)
wp-cmd-rules-desc = Les règles du poker d’as en bref
wp-cmd-leaderboard-desc = Le classement du poker d’as sur ce serveur
wp-cmd-stats-desc = La cote, les parties et les victoires d’un joueur au poker d’as sur ce serveur
wp-cmd-history-desc = Parties de poker d’as terminées sur ce serveur, les plus récentes d’abord (pour vous seul)
wp-cmd-settings-desc = Voir ou changer les réglages des nouvelles tables de poker d’as (« Gérer le serveur »)
wp-cmd-opt-chips = jetons
wp-cmd-opt-chips-desc = Jetons de chaque joueur au départ, de 1 à 1000 (par défaut : 8)
wp-cmd-opt-ante = mise
wp-cmd-opt-ante-desc = Jetons que chacun met au pot à chaque manche, de 1 à 100 (par défaut : 1)
wp-cmd-opt-rolls = lancers
wp-cmd-opt-rolls-desc = Lancers par tour, de 1 à 3 (par défaut : 3)
wp-cmd-opt-first-sets-rolls = premier_fixe_lancers
wp-cmd-opt-first-sets-rolls-desc = Les autres lancent au plus autant de fois que le premier de la manche (par défaut : non)
wp-cmd-opt-rounds = manches
wp-cmd-opt-rounds-desc = Manches, de 0 à 10000 ; 0 : jusqu’à ce que quelqu’un ne puisse plus miser (par défaut : 20)
wp-cmd-opt-raising = relance
wp-cmd-opt-raising-desc = Après son tour, on peut relancer ; les autres suivent ou se couchent (par défaut : non)
wp-cmd-opt-raise-limit = relance_max
wp-cmd-opt-raise-limit-desc = Jetons qu’une relance peut ajouter au plus, de 1 à 100 (par défaut : 2)
wp-dc-board-title = Classement du poker d’as — { $guild }
wp-dc-stats-title = Poker d’as — { $name }
wp-dc-game-name = poker d’as
wp-no-table-here = Il n’y a pas de table de poker d’as ouverte dans ce salon. Ouvrez-en une avec `/wuerfelpoker { cmd-new }`.
wp-dc-garbled = Je ne reconnais pas ce bouton (il est peut-être abîmé). `/wuerfelpoker { cmd-table }` en donne de nouveaux.
wp-dc-no-table = Cette table de poker d’as est fermée.
wp-dc-lobby-title = Poker d’as · table { $table }
wp-dc-lobby-timer = { $seconds } s par coup · { $language }
wp-dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur « Lancer » (de 2 à 5 joueurs, IA bienvenues).
wp-dc-rules-line = { $chips ->
        [one] { $chips } jeton chacun
       *[other] { $chips } jetons chacun
    } · mise { $ante } · { $rolls ->
        [one] un lancer par tour
       *[other] jusqu’à { $rolls } lancers par tour
    } · { $rounds ->
        [0] jusqu’à ce que quelqu’un ne puisse plus miser
        [one] { $rounds } manche (ou jusqu’à ce que quelqu’un ne puisse plus miser)
       *[other] { $rounds } manches (ou jusqu’à ce que quelqu’un ne puisse plus miser)
    }{ $first ->
        [true] {" "}· les lancers du premier limitent ceux des autres
       *[false] {""}
    }{ $raising ->
        [true] {" "}· relance jusqu’à { $limit }
       *[false] {""}
    }
wp-dc-table-title = Poker d’as · table { $table }
wp-dc-round = { $rounds ->
        [0] Manche { $round }
       *[other] Manche { $round } sur { $rounds }
    }
wp-dc-table-round = { $round } · pot **{ $pot }** · à **{ $name }** de jouer
wp-dc-table-dice = 🎲 { $hand } · lancer { $roll } sur { $rolls }
wp-dc-table-over = **Fin de la partie.**
wp-dc-table-ended = Cette table a été fermée.
wp-dc-hand = { $combo } ({ $dice })
wp-dc-seat = { $moving ->
        [yes] ▶
       *[no] •
    } **{ $name }** · { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }{ $state ->
        [hand] {" "}· { $hand }
        [folded] {" "}· couché
       *[none] {""}
    }
wp-dc-last-round = Dernier pot
wp-dc-showdown = { $reason ->
        [folds] Manche { $round } : tous les autres se sont couchés, { $names } remporte le pot de { $pot }.
       *[showdown] { $count ->
            [1] Manche { $round } : { $names } remporte le pot de { $pot }.
           *[other] Manche { $round } : { $names } se partagent le pot de { $pot } ({ $shares }).
        }
    }
wp-dc-ranked = { $place }. { $name } : { $hand }
wp-dc-folded = Couchés : { $names }
wp-dc-started = **La partie commence !** Places tirées au sort : { $seats }.
# the answer to the host who pressed Start
wp-dc-start-ack = La partie a commencé : la table vous prévient quand c’est à vous de lancer ou de miser.
wp-dc-turn-first = 🎲 { $who }, à vous ({ $round } · pot { $pot }) : lancez les dés !
wp-dc-turn-limited = Le premier joueur de la manche a lancé les dés { $rolls ->
        [one] une seule fois
        [2] deux fois
       *[other] { $rolls } fois
    } : c’est votre maximum pour cette manche.
wp-dc-turn-dice = 🎲 **{ $hand }** · lancer { $roll } sur { $rolls } · pot { $pot }
wp-dc-turn-keep = { $who }, touchez les dés que vous gardez (✓), puis relancez les autres ({ $left ->
        [one] encore { $left } lancer
       *[other] encore { $left } lancers
    }) — ou arrêtez-vous.
wp-dc-to-beat = À battre : **{ $hand }** ({ $name }).
wp-dc-turn-raise = { $who }, votre main : **{ $hand }**. Relancez-vous la mise ? ({ $most ->
        [one] { $most } jeton
       *[other] { $most } jetons au plus
    } ; pot { $pot })
wp-dc-turn-respond = { $who }, { $name } relance de { $amount } (pot { $pot }) : suivez-vous ou vous couchez-vous ? { $rolled ->
        [yes] Il vous reste { $chips ->
            [one] { $chips } jeton
           *[other] { $chips } jetons
        } ; votre main : **{ $hand }**.
       *[no] Il vous reste { $chips ->
            [one] { $chips } jeton
           *[other] { $chips } jetons
        } et vous n’avez pas encore lancé les dés.
    }
wp-dc-turn-ai = 🤖 { $who } joue…
wp-btn-die-kept = { $value } ✓
wp-btn-roll = 🎲 { $count ->
        [0] Les cinq dés sont gardés
        [5] Lancer les cinq dés
        [one] Lancer 1 dé
       *[other] Lancer { $count } dés
    } (encore { $left })
wp-btn-stand = ✋ S’arrêter
wp-btn-pass = Ne pas relancer
wp-btn-raise = Relancer de { $amount }
wp-btn-call = Suivre ({ $amount })
wp-btn-fold = Se coucher
wp-dc-results-head = **Jetons à la fin** ({ $rounds ->
        [one] { $rounds } manche
       *[other] { $rounds } manches
    })
wp-dc-standing = { $place }. { $name } — { $chips ->
        [one] { $chips } jeton
       *[other] { $chips } jetons
    }
wp-dc-own-title = **Vos jetons : { $chips }** · pot { $pot } · { $round }
wp-dc-own-folded = Vous vous êtes couché pour cette manche.
wp-dc-own-hand = Votre main : **{ $hand }**
wp-dc-own-dice = Vos dés : **{ $hand }** ({ $left ->
        [one] encore { $left } lancer
       *[other] encore { $left } lancers
    })
wp-dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · minuteur : **{ $seconds } s** · jetons : **{ $chips }** · mise : **{ $ante }** · lancers par tour : **{ $rolls }** · les lancers du premier limitent ceux des autres : **{ $first ->
        [true] oui
       *[false] non
    }** · manches : **{ $rounds ->
        [0] jusqu’à ce que quelqu’un ne puisse plus miser
       *[other] { $rounds }
    }** · relance : **{ $raising ->
        [true] oui
       *[false] non
    }** · jetons par relance au plus : **{ $limit }**
wp-cmd-replay-desc = Une partie de poker d’as terminée sur ce serveur, manche par manche (vous seul la voyez)
wp-cmd-opt-game-desc = Le numéro de la partie (tel que l’historique l’affiche)
wp-cmd-opt-round = manche
wp-cmd-opt-round-desc = La manche par laquelle commencer (par défaut : 1)
wp-dc-replay-title = **Poker d’as n° { $table }** · manche { $round } sur { $rounds }
wp-dc-replay-unknown = Il n’y a pas de partie de poker d’as n° { $table } terminée sur ce serveur.
wp-dc-replay-running = La partie n° { $table } est encore en cours : on pourra la revoir une fois terminée.
wp-dc-replay-corrupt = La partie n° { $table } ne peut pas être rejouée : ses coups enregistrés ne correspondent pas à ses dés.
wp-dc-history-hint = Pour en revoir une : `/wuerfelpoker { cmd-replay } { cmd-opt-game }:<numéro>`.

# the table picture (wuerfelpoker/art.py): the head band's pot and open raise, a seat's chips,
# a seat without dice; its description for screen readers ($head: the band's text; $seats: one
# wp-pic-alt-seat per seat; $dice: the dice, "kept" after each die set aside)
wp-pic-pot = pot : { $pot }
wp-pic-raise = { $name } relance de { $amount }
wp-pic-chips = { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}
wp-pic-folded = couché
wp-pic-waiting = n’a pas encore lancé
wp-pic-kept = gardé
wp-pic-alt = Table de poker d’as, { $head } : { $seats }
wp-pic-alt-seat = { $moving ->
    [yes] { $name } (c’est son tour)
   *[no] { $name }
}, { $chips ->
    [one] { $chips } jeton
   *[other] { $chips } jetons
}, { $dice }
