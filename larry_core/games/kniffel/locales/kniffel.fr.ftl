## Kniffel (larry_core.games.kniffel) : les cases, la narration, la ligne de commande, le
## simulateur et la partie au terminal. Les clés commencent par kn-.


## Les cases (codes de docs/dice-protocol.md §3.7), dans l’ordre de la feuille de marque
kn-box-ones = As
kn-box-twos = Deux
kn-box-threes = Trois
kn-box-fours = Quatre
kn-box-fives = Cinq
kn-box-sixes = Six
kn-box-three_kind = Brelan
kn-box-four_kind = Carré
kn-box-full_house = Full
kn-box-small_straight = Petite suite
kn-box-large_straight = Grande suite
kn-box-kniffel = Kniffel
kn-box-chance = Chance

## Narration des événements du protocole
kn-ev-rolled = { $me ->
    [yes] Vous lancez
   *[no] { $who } lance
} { $dice }.
kn-ev-rolled-kept = { $me ->
    [yes] Vous gardez { $kept } et relancez
   *[no] { $who } garde { $kept } et relance
} { $new } : { $dice }.
kn-ev-scored = { $me ->
    [yes] Vous inscrivez
   *[no] { $who } inscrit
} { $points } en { $box }{ $rule ->
    [upper] {" "}(un Kniffel de plus)
    [joker] {" "}(un Kniffel de plus, en joker)
    [strike] {" "}(un Kniffel de plus, case barrée)
   *[normal] {""}
}.
kn-ev-kniffel-bonus = { $me ->
    [yes] Vous recevez
   *[no] { $who } reçoit
} { $points } points supplémentaires pour un Kniffel de plus.
kn-ev-upper-bonus = { $me ->
    [yes] Votre partie haute atteint
   *[no] La partie haute { DE($who) } atteint
} 63 : { $points } points de prime.
kn-ev-over = Fin de la partie ! { $several ->
    [yes] { $me ->
        [yes] { $names } gagnez
       *[no] { $names } gagnent
    }
   *[no] { $me ->
        [yes] Vous gagnez
       *[no] { $names } gagne
    }
} avec { $total } points.

## Coups refusés (les codes de refus du protocole)
kn-illegal-bad_move = Ce n’est pas un coup : roll, keep <dés> ou score <case>.
kn-illegal-game_over = La partie est terminée.
kn-illegal-not_your_turn = Ce n’est pas votre tour.
kn-illegal-must_roll = Lancez d’abord les dés.
kn-illegal-no_rolls_left = Il ne vous reste plus de lancer : choisissez une case.
kn-illegal-nothing_to_roll = Garder les cinq dés n’est pas un lancer : choisissez plutôt une case.
kn-illegal-no_such_dice = Ces dés ne sont pas tous dans le lancer en cours.
kn-illegal-box_filled = Cette case est déjà remplie.
kn-illegal-must_score_upper = Un Kniffel de plus va dans sa case de la partie haute tant qu’elle est libre.
kn-illegal-must_score_lower = Un Kniffel de plus va dans une case libre de la partie basse.

## Les règles en bref
kn-rules = **Le Kniffel en bref** (1 à 8 joueurs)
    • À votre tour, lancez les cinq dés jusqu’à trois fois ; après chaque lancer, gardez ceux que vous voulez et relancez les autres.
    • Inscrivez ensuite le lancer dans une case libre de votre colonne : les points qu’il y vaut, ou 0 s’il ne convient pas (case barrée).
    • Des As aux Six, on compte les dés de la valeur ; 63 ou plus en partie haute rapportent une prime de 35 points.
    • Brelan, Carré et Chance comptent la somme des cinq dés ; Full 25, Petite suite (quatre dés qui se suivent) 30, Grande suite (cinq) 40, Kniffel (cinq dés identiques) 50.
    • Un Kniffel de plus va dans sa case de la partie haute avec 50 points supplémentaires ; si elle est remplie, en joker dans une case libre de la partie basse ; sinon il barre une case de la partie haute.
    • Après 13 tours, le total le plus élevé gagne.

## Le simulateur (larry simulate --game kniffel)
kn-sim-games = parties
kn-sim-moves = coups
kn-sim-moves-detail = { $moves } ({ $per_game } par partie, { $rate } coups/s)
kn-sim-totals = totaux
kn-sim-totals-detail = moyenne { $mean }, meilleur { $best }
kn-sim-kniffels = Kniffels inscrits
kn-sim-further = Kniffels de plus
kn-sim-further-detail = case haute { $upper }, joker { $joker }, case barrée { $strike }
kn-sim-bonuses = primes
kn-sim-bonuses-detail = partie haute { $upper }, Kniffel de plus { $extra }
kn-sim-wins = victoires par place

## La partie au terminal (larry play --game kniffel)
kn-term-intro = Kniffel à { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
} : { $rolls ->
    [one] { $rolls } lancer
   *[other] jusqu’à { $rolls } lancers
} par tour, 13 tours. Tapez « aide » pour les commandes.
kn-term-help =
    Tapez un numéro du menu ou un coup : lancer · garder 6 6 6 (les dés à garder ; 6 6 6 seul suffit aussi) · inscrire chance (ou une autre case par son nom : inscrire brelan).
    « état » montre les feuilles de marque, « règles » les règles, « retour » quitte le choix des dés, « quitter » met fin à la partie.
kn-term-you = Vous
kn-term-bot = Bot { $number }
kn-term-upper-sum = Partie haute
kn-term-upper-bonus = Prime (63 et plus)
kn-term-extra = Points supplémentaires
kn-term-total = Total
kn-term-dice = Dés : { $dice } · { $left ->
    [0] plus de lancer
    [one] encore { $left } lancer
   *[other] encore { $left } lancers
}
kn-term-menu-first = Lancer les dés
kn-term-menu-roll = Relancer les cinq dés (encore { $left })
kn-term-menu-keep = Garder des dés et relancer les autres (encore { $left })
kn-term-menu-score = { $box } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}
kn-term-menu-bonus = {" "}+ { $bonus } points supplémentaires
kn-term-mark-upper = {" "}[Kniffel de plus]
kn-term-mark-joker = {" "}[joker]
kn-term-mark-strike = {" "}[case barrée]
kn-term-prompt = Votre choix >
kn-term-prompt-keep = Quels dés gardez-vous ? (valeurs, p. ex. 6 6 3 ; « retour » pour revenir au menu) >
kn-term-keep-values = Tapez une à quatre valeurs de dés du lancer en cours, p. ex. 6 6 3.
kn-term-words-roll = lancer
kn-term-words-keep = garder
kn-term-words-score = inscrire marquer
kn-term-confirm-zero = La case { $box } ne rapporte rien avec ce lancer (encore { $left ->
    [one] { $left } lancer
   *[other] { $left } lancers
}). La barrer quand même ? (o/n) >
kn-term-choose-number = Choisissez l’un des numéros du menu ou tapez un coup (« aide » les énumère).
kn-term-result-solo = Fin de la partie ! Votre total : { $total ->
    [one] { $total } point
   *[other] { $total } points
}.
kn-term-standings = Classement final :
kn-term-place = {"  "}{ $place }. { $name } : { $total ->
    [one] { $total } point
   *[other] { $total } points
}

## Discord (cogs/kniffel) : les commandes /kniffel, le salon d’attente, la table, le tour et les résultats
kn-cmd-desc = Jouer au Kniffel, le jeu à cinq dés et treize cases
kn-cmd-new-desc = Ouvrir une table de Kniffel dans ce salon
kn-cmd-hand-desc = Voir votre feuille de marque à la table de Kniffel de ce salon (vous seul la voyez)
kn-cmd-table-desc = Republier la table de Kniffel et ses boutons
kn-cmd-leave-desc = Quitter la table de Kniffel (en cours de partie, une IA prend votre place)
kn-cmd-end-desc = Fermer la table de Kniffel (hôte ou « Gérer le serveur »)
kn-cmd-rules-desc = Les règles du Kniffel en bref
kn-cmd-leaderboard-desc = Le classement du Kniffel sur ce serveur
kn-cmd-stats-desc = La cote, les parties et les victoires d’un joueur au Kniffel sur ce serveur
kn-cmd-history-desc = Parties de Kniffel terminées sur ce serveur, les plus récentes d’abord (pour vous seul)
kn-cmd-settings-desc = Voir ou changer les réglages des nouvelles tables de Kniffel (« Gérer le serveur »)
kn-cmd-opt-rolls = lancers
kn-cmd-opt-rolls-desc = Lancers par tour, de 1 à 3 (par défaut : 3)
kn-cmd-opt-extra = kniffel_supplementaire
kn-cmd-opt-extra-desc = Ce que rapporte un Kniffel de plus (par défaut : la règle de Schmidt)
kn-cmd-choice-schmidt = Schmidt : joker, ou 50 points en plus dans sa case du haut
kn-cmd-choice-hasbro = Hasbro : 100 points en plus pour chaque Kniffel de plus
kn-cmd-choice-none = aucune : ni joker ni points en plus
kn-cmd-opt-zero-bonus = prime_sur_kniffel_barre
kn-cmd-opt-zero-bonus-desc = Les 50 points en plus même si la case Kniffel est barrée (par défaut : non)
kn-cmd-opt-full-house = kniffel_compte_full
kn-cmd-opt-full-house-desc = Un Kniffel compte aussi comme Full (par défaut : non)
kn-dc-board-title = Classement du Kniffel — { $guild }
kn-dc-stats-title = Kniffel — { $name }
kn-dc-game-name = Kniffel
kn-no-table-here = Il n’y a pas de table de Kniffel ouverte dans ce salon. Ouvrez-en une avec `/kniffel { cmd-new }`.
kn-dc-garbled = Je ne reconnais pas ce bouton (il est peut-être abîmé). `/kniffel { cmd-table }` en donne de nouveaux.
kn-dc-no-table = Cette table de Kniffel est fermée.
kn-dc-lobby-title = Kniffel · table { $table }
kn-dc-lobby-timer = { $seconds } s par coup · { $language }
kn-dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur « Lancer » (de 1 à 8 joueurs, IA bienvenues).
kn-dc-rules-line = { $rolls ->
        [one] { $rolls } lancer par tour
       *[other] Jusqu’à { $rolls } lancers par tour
    } · Kniffel de plus : { $extra ->
        [hasbro] 100 points en plus (Hasbro)
        [none] ni joker ni points en plus
       *[schmidt] joker ou 50 points en plus (Schmidt)
    }{ $zero ->
        [true] , même sur une case Kniffel barrée
       *[false] {""}
    }{ $full ->
        [true] {" "}· un Kniffel compte aussi comme Full
       *[false] {""}
    }
kn-dc-table-title = Kniffel · table { $table }
kn-dc-table-round = Tour { $round } sur { $rounds } · à **{ $name }** de jouer
kn-dc-table-dice = 🎲 **{ $dice }** (lancer { $roll } sur { $rolls })
kn-dc-table-over = **Fin de la partie.**
kn-dc-table-ended = Cette table a été fermée.
kn-dc-started = **La partie commence !** Ordre de jeu tiré au sort : { $seats }.
# the answer to the host who pressed Start
kn-dc-start-ack = La partie a commencé : la table vous prévient quand c’est à vous de lancer les dés.
kn-dc-turn-first = 🎲 { $who }, à vous (tour { $round } sur { $rounds }) : lancez les dés !
kn-dc-turn-dice = 🎲 **{ $dice }** · lancer { $roll } sur { $rolls }
kn-dc-turn-keep = { $who }, touchez les dés que vous gardez (✓), puis relancez les autres ({ $left ->
        [one] encore { $left } lancer
       *[other] encore { $left } lancers
    }) — ou inscrivez ce lancer avec **Inscrire…**
kn-dc-turn-score = { $who }, plus de lancer : choisissez une case pour ce lancer.
kn-dc-turn-ai = 🤖 { $who } joue…
kn-btn-die-kept = { $value } ✓
kn-btn-roll = 🎲 { $count ->
        [0] Les cinq dés sont gardés
        [5] Lancer les cinq dés
        [one] Lancer 1 dé
       *[other] Lancer { $count } dés
    } (encore { $left })
kn-btn-score = 📝 Inscrire…
kn-dc-option = { $box } : { $points }
kn-dc-option-zero = { $box } : barrer (0)
kn-dc-mark-bonus = {" "}+{ $bonus } points en plus
kn-dc-mark-joker = {" "}· joker
kn-dc-mark-strike = {" "}· Kniffel de plus
kn-dc-results-head = **Scores finaux**
kn-dc-standing = { $place }. { $name } — { $total ->
        [one] { $total } point
       *[other] { $total } points
    }
kn-dc-hand-title = **Votre feuille de marque** · total { $total }
kn-dc-hand-options = Ce lancer (**{ $dice }**) rapporte :
kn-dc-settings-shown = Langue : **{ $language }**{ $language_set ->
        [true] {""}
       *[false] {" "}(celle du serveur)
    } · minuteur : **{ $seconds } s** · lancers par tour : **{ $rolls }** · Kniffel de plus : **{ $extra ->
        [hasbro] Hasbro
        [none] sans points en plus
       *[schmidt] Schmidt
    }** · points en plus sur une case Kniffel barrée : **{ $zero ->
        [true] oui
       *[false] non
    }** · Kniffel compté comme Full : **{ $full ->
        [true] oui
       *[false] non
    }**
kn-dc-block-upper = Total du haut
kn-dc-block-bonus = Prime (63+)
kn-dc-block-extra = Points en plus
kn-dc-block-total = Total

# the picture of the Kniffel block (larry_core/games/kniffel/art.py)
kn-pic-upper-section = Partie haute
kn-pic-lower-section = Partie basse
kn-pic-upper-total = Haut avec prime
kn-pic-lower-total = Total du bas
kn-pic-grand-total = Total général
# a column head for a name the picture's font cannot draw; $number: 1, 2, …
kn-pic-player = Joueur { $number }
# the picture's description for screen readers; $rows: one kn-pic-alt-row per player
kn-pic-alt = Bloc de Kniffel : { $rows }
kn-pic-alt-row = { $name } : { $total ->
        [one] { $total } point
       *[other] { $total } points
    } (cases remplies : { $filled } sur 13 ; partie haute { $upper }, prime { $bonus }, partie basse { $lower }, points en plus { $extra })
# after a roll, what it scores in each box the player to move may enter it in; $boxes: "box points, …"
kn-pic-alt-roll = Ce lancer rapporterait à { $name } : { $boxes }.


## ===================================================================================
## Le coach (issue 53 : larry_core/games/kniffel/coach.py, cogs/kniffel/coach.py) : ce
## que chaque décision d’une partie terminée a coûté par rapport au jeu parfait, et la
## chance aux dés. Toutes les clés de ce bloc commencent par kn-coach-.
## ===================================================================================
kn-coach-points = { $value } { $unit ->
        [singular] point
       *[plural] points
    }
kn-coach-title = 🎓 Coach · { $name }
kn-coach-score = Total **{ $score }** · avec ces règles, le jeu parfait marque en moyenne **{ $optimum }** points en partant d’une feuille vide.
kn-coach-lost = Vos décisions vous ont coûté **{ $lost }** par rapport au jeu parfait : { $keeps } sur les dés gardés, { $boxes } sur le choix des cases.
kn-coach-luck = Chance : **{ $luck }**, { $sign ->
        [plus] c’est ce que les dés vous ont donné de plus que prévu.
        [minus] c’est ce que les dés vous ont donné de moins que prévu.
       *[zero] les dés vous ont donné exactement ce qui était prévu.
    }
kn-coach-sum = { $score } − { $optimum } = chance { $luck } − coût { $lost }
kn-coach-verdict = **{ $play ->
        [perfect] Un jeu sans faute
        [great] Un très beau jeu, presque aucun point perdu
        [good] Un bon jeu, avec quelques erreurs
        [fair] Quelques choix coûteux
       *[poor] Beaucoup de choix coûteux
    }**. { $fate ->
        [very_lucky] Les dés vous ont été très favorables.
        [lucky] Les dés étaient de votre côté.
        [average] Les dés ont été dans la moyenne.
        [unlucky] Les dés étaient contre vous.
       *[very_unlucky] Les dés se sont acharnés contre vous.
    }
kn-coach-costliest = Vos décisions les plus coûteuses :
kn-coach-none-costly = Aucune de vos décisions ne vous a coûté de points notables.
kn-coach-decision = { $rank }. **{ $dice }** ({ $left ->
        [0] aucun lancer restant
        [one] un lancer restant
       *[other] { $left } lancers restants
    }) : vous avez choisi de { $chosen } ; le mieux était de { $best } (coût : { $cost }).
kn-coach-do-roll = relancer les cinq dés
kn-coach-do-keep = garder { $dice }
kn-coach-do-score = { $points ->
        [0] barrer la case { $box }
       *[other] marquer { $points } en { $box }
    }
kn-coach-picture-alt = Décision { $rank } : les dés { $dice }
kn-coach-kept = gardé
kn-coach-wait = 🎓 Le coach calcule encore le jeu parfait pour ces règles : l’analyse arrive { $when }.
kn-coach-wait-failed = 🎓 Le coach n’a pas pu calculer le jeu parfait pour ces règles pour l’instant. Demandez l’analyse plus tard avec `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:{ $table }`.
kn-coach-not-ready = 🎓 Le coach calcule encore le jeu parfait pour ces règles : prêt { $when }. Redemandez à ce moment-là.
kn-coach-review-head = 🎓 L’analyse du coach de la partie de Kniffel n° { $table }
kn-coach-review-running = La partie n° { $table } est encore en cours : le coach l’analysera une fois terminée.
kn-coach-review-unknown = Il n’y a pas de partie de Kniffel n° { $table } terminée sur ce serveur.
kn-coach-review-corrupt = La partie n° { $table } ne peut pas être rejouée : le coach ne peut donc pas l’analyser.
kn-coach-review-nobody = La partie n° { $table } n’avait aucun joueur humain : il n’y a rien à analyser.
kn-coach-history-hint = Le coach analyse une partie : `/kniffel { kn-coach-cmd-review } { cmd-opt-game }:<numéro>`.
kn-coach-hint-button = 💡 Conseil
kn-coach-hint = 💡 Le mieux maintenant : **{ $best }**, environ { $total } points à la fin. Ensuite : { $second }, environ { $total2 }.
kn-coach-hint-only = 💡 Un seul coup est possible : **{ $best }**.
kn-coach-hint-off = Les conseils sont désactivés à cette table.
kn-coach-hint-wait = Il n’y a encore rien à décider : lancez d’abord les dés.
kn-coach-hints-on = 💡 Conseils activés : cette partie ne compte pas pour le classement.
kn-coach-cmd-review = bilan
kn-coach-cmd-review-desc = L’analyse du coach d’une partie de Kniffel terminée sur ce serveur (pour vous seul)
kn-coach-cmd-opt-game-desc = Le numéro de la partie (voir /kniffel historique)
kn-coach-opt-hints = conseils
kn-coach-opt-hints-desc = Un bouton Conseil donne le meilleur coup ; la partie ne compte pas (par défaut : non)
kn-coach-cli-help = analyser une partie terminée : ce que chaque décision a coûté par rapport au jeu parfait
kn-coach-cli-description = L’analyse du coach d’une partie terminée (un document de partie JSON, docs/dice-protocol.md) : ce que les décisions de chaque joueur ont coûté par rapport au jeu parfait, la chance aux dés et les décisions les plus coûteuses.
kn-coach-cli-game = le jeu (kniffel)
kn-coach-cli-file = chemin du document, ou - pour l’entrée standard
kn-coach-cli-json = afficher l’analyse en JSON, pour les scripts
kn-coach-cli-flag = après la partie, l’analyse de votre jeu par le coach
kn-coach-cli-refused = larry coach : ce document est refusé : { $error }
kn-coach-cli-not-over = larry coach : la partie de ce document n’est pas terminée ; le coach n’analyse que les parties terminées.
kn-coach-cli-computing = Le coach calcule le jeu parfait pour ces règles (une seule fois, environ { $seconds } secondes)…
kn-coach-cli-too-large = le document dépasse { $limit } octets
