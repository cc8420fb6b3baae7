## Après la partie (ticket 15) : rapport de bluff, parties terminées, classements,
## réglages du serveur, oubli d’un joueur.

seat-forgotten = ancien joueur { $number }

## Le rapport de bluff

report-title = **Rapport de bluff**
report-player =
    { $seat_you ->
        [yes] **Vous**
       *[no] **{ $seat }**
    } : { $claims ->
        [one] { $claims } annonce
        [many] { $claims } d’annonces
       *[other] { $claims } annonces
    }, { $bluffs ->
        [one] { $bluffs } bluff
        [many] { $bluffs } de bluffs
       *[other] { $bluffs } bluffs
    } (démasqués : { $caught }), { $honest_doubted ->
        [one] { $honest_doubted } annonce honnête mise en doute
        [many] { $honest_doubted } d’annonces honnêtes mises en doute
       *[other] { $honest_doubted } annonces honnêtes mises en doute
    } ; { $doubts ->
        [one] { $doubts } doute
        [many] { $doubts } de doutes
       *[other] { $doubts } doutes
    } (fondés : { $doubts_right }).
report-boldest =
    Bluff le plus audacieux passé inaperçu : { $seat_you ->
        [yes] vous avez
       *[no] { $seat } a
    } annoncé **{ $claim }** alors que la somme était **{ $truth }** (manche { $round }).
report-no-bluff-got-away = Aucun bluff n’est passé inaperçu.

## Une partie terminée coup par coup

review-step = **Coup { $number } sur { $total }** (manche { $round })
review-truth-honest =
    ↳ Vrai : la somme était **{ $truth }**{ $seat_you ->
        [yes] , vous avez dit la vérité.
       *[no] , { $seat } a dit la vérité.
    }
review-truth-bluff =
    ↳ Bluff : la somme était **{ $truth }**, pas { $claim }{ $seat_you ->
        [yes] , vous avez donc bluffé.
       *[no] , { $seat } a donc bluffé.
    }
review-truth-forced =
    ↳ La somme était **{ $truth }**{ $seat_you ->
        [yes] ; votre annonce était imposée par la carte À découvert.
       *[no] ; l’annonce { DE($seat) } était imposée par la carte À découvert.
    }
review-hand =
    { $seat_you ->
        [yes] Votre main
       *[no] Main { DE($seat) }
    } : **{ $cards }**
review-hand-empty =
    { $seat_you ->
        [yes] Votre main : vide
       *[no] Main { DE($seat) } : vide
    }

## Classements

rating-ai-name = { $name } (IA, { $strategy })

## Réglages du serveur

settings-unknown = Il n’existe pas de réglage nommé { $name }.
settings-bad-language = { $value } n’est pas une langue de ce bot ; choisissez parmi { $allowed }.
settings-bad-switch = Le réglage { $name } est soit activé, soit désactivé.
settings-bad-turn-seconds = Le minuteur de tour doit être compris entre { $low } et { $high } secondes.
settings-bad-rounds = Une partie compte de { $low } à { $high } manches.
settings-bad-larry-call = Le mode d’annonce « Larry » doit être l’un des suivants : { $allowed }.
settings-bad-choice = Le réglage { $name } prend l’une des valeurs suivantes : { $allowed }.
settings-bad-range = Le réglage { $name } est un nombre entier compris entre { $low } et { $high }.

## Oublier un joueur

forget-still-seated = Vous avez encore une place à la table { $tables } : quittez-la ou attendez la fin de la partie, puis redemandez.

## larry replay --db

cli-replay-db = lire la partie dans cette base de données (fichier SQLite ou URL postgresql://) ; FILE est alors le numéro de la partie
cli-replay-no-game = Il n’y a pas de partie terminée { $table } dans cette base de données.
cli-replay-not-over = La partie { $table } n’est pas encore terminée : elle pourra être rejouée une fois finie.
cli-replay-bad-id = { $text } n’est pas un numéro de partie (un nombre entier).
cli-replay-db-error = Impossible de lire la base de données : { $problem }
cli-replay-other-game = La partie { $table } est une partie de { $game } ; seules les parties de Larry se rejouent coup par coup.
cli-replay-corrupt = Les coups enregistrés de la partie { $table } ne se rejouent plus : la partie ne peut pas être affichée.
