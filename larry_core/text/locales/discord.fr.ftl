## Discord : commandes (noms, descriptions, options, choix) et messages de la table
## (cogs/larry). Noms de commandes : minuscules, sans espace, 32 caractères au plus.

cmd-larry-desc = Jouez à Larry, le jeu de cartes de bluff
cmd-new = nouvelle
cmd-new-desc = Ouvrir une table de Larry dans ce salon
cmd-hand = main
cmd-hand-desc = Voir votre main à la table de ce salon (vous seul la voyez)
cmd-table = table
cmd-table-desc = Afficher à nouveau la table et ses boutons (joueurs et modération)
cmd-log = journal
cmd-log-desc = Tous les coups de la partie de ce salon (vous seul les voyez)
cmd-leave = quitter
cmd-leave-desc = Quitter la table de ce salon (en cours de partie, une IA prend votre place)
cmd-end = terminer
cmd-end-desc = Fermer la table de ce salon (hôte ou gestion du serveur) ; sans effet sur le classement
cmd-rules = règles
cmd-rules-desc = Les règles de Larry en bref
cmd-leaderboard = classement
cmd-leaderboard-desc = Le classement Larry de ce serveur (vous seul le voyez, sauf si vous le partagez)
cmd-stats = stats
cmd-stats-desc = Parties, victoires, taux de victoire et points d’un joueur sur ce serveur
cmd-opt-rounds = manches
cmd-opt-rounds-desc = Combien de manches (1 à 10, 3 par défaut)
cmd-opt-short-game = partie_courte
cmd-opt-short-game-desc = Une manche ; la pile est vérifiée dès qu’un joueur n’a plus de cartes
cmd-opt-larry-call = annonce_larry
cmd-opt-larry-call-desc = Ce que coûte un « Larry » oublié
cmd-choice-call-auto = automatique : 2 cartes aussitôt
cmd-choice-call-catch = attraper : seulement si quelqu’un le remarque
cmd-opt-turn-seconds = temps_de_tour
cmd-opt-turn-seconds-desc = Secondes par tour avant que l’IA joue pour vous (30 à 600)
cmd-opt-language = langue
cmd-opt-language-desc = La langue des messages de la table (par défaut : celle du serveur)
cmd-opt-pictures = images
cmd-opt-pictures-desc = Montrer les cartes en images (activé par défaut)
cmd-opt-page = page
cmd-opt-page-desc = Numéro de page
cmd-opt-log-page-desc = 1 est la page la plus récente
cmd-opt-share = partager
cmd-opt-share-desc = Le montrer à tout le salon
cmd-opt-user = joueur
cmd-opt-user-desc = Les stats de qui (par défaut : les vôtres)

language-en = English
language-de = Deutsch
language-fr = Français

## Messages de la table
dc-ai-name = { $name } (IA)
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
dc-table-latest = Derniers coups
dc-table-earlier = Coups précédents
dc-call-auto = automatique
dc-call-catch = attraper
dc-table-footer = Annonce « Larry » : { $call } · pioche { $draw } · coup { $move } · /larry { cmd-log } montre tous les coups
dc-lobby-title = Table de Larry n° { $table } — salle d’attente
dc-lobby-rules = Manches : **{ $rounds }**{ $short ->
        [true] {" "}(partie courte)
       *[false] {""}
    } · annonce « Larry » : **{ $call }** · temps par tour : **{ $seconds } s** · { $language }
dc-lobby-host = { $name } (hôte)
dc-lobby-seats = Places ({ $count }/{ $max })
dc-lobby-footer = Rejoignez la table, puis l’hôte appuie sur Lancer (2 à 8 joueurs).
dc-board-title = Classement Larry · { $guild }
dc-board-empty = Aucune partie terminée pour l’instant.
dc-board-header = joueur — parties · victoires · taux · points
dc-page = Page { $page } sur { $pages }
dc-stats-title = Stats Larry · { $name }
dc-stats-none = { $name } n’a pas encore terminé de partie sur ce serveur.
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
cmd-history = historique
cmd-history-desc = Les parties terminées de ce serveur, les plus récentes d’abord (vous seul les voyez)
cmd-replay = revoir
cmd-replay-desc = Une partie terminée de ce serveur, coup par coup (vous seul la voyez)
cmd-settings = réglages
cmd-settings-desc = Voir ou changer les réglages par défaut des nouvelles tables (gestion du serveur)
cmd-forget-me = oubliez-moi
cmd-forget-me-desc = Effacer votre nom, vos stats et votre classement sur tous les serveurs (après confirmation)
cmd-opt-sort = tri
cmd-opt-sort-desc = Classer par cote (par défaut), victoires, parties ou taux de victoire
cmd-opt-hide-ai = sans_ia
cmd-opt-hide-ai-desc = Laisser de côté les joueurs IA
cmd-opt-player = joueur
cmd-opt-player-desc = Seulement les parties de ce joueur
cmd-opt-game = partie
cmd-opt-game-desc = Le numéro de la partie (voir /larry historique)
cmd-opt-move = coup
cmd-opt-move-desc = Commencer à ce coup (par défaut : le premier)
cmd-opt-settings-language-desc = La langue des messages des nouvelles tables
dc-sort-rating = cote
dc-sort-wins = victoires
dc-sort-games = parties
dc-sort-win_rate = taux de victoire
dc-board-rated-header = joueur — **cote** · victoires · parties · taux
dc-board-footer = Page { $page } sur { $pages } · tri par { $sort } · cote = niveau estimé moins trois fois son incertitude
dc-stats-rating = Cote **{ $rating }** (rang **{ $rank }** ; niveau { $mu } ± { $sigma })
dc-stats-history = Cote après chacune des { $count } dernières parties
dc-stats-history-alt = La cote sur { $count } parties, de { $first } à { $last }
dc-history-empty = Aucune partie terminée sur ce serveur pour l’instant.
dc-history-title = **Parties terminées** (page { $page } sur { $pages })
dc-history-game = `#{ $table }` { $when } : { $players }
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
dc-settings-not-allowed = Seuls les membres qui gèrent le serveur peuvent changer ses réglages.
dc-settings-title = **Les réglages par défaut des nouvelles tables de ce serveur**
dc-settings-saved = **Enregistré.** Les nouvelles tables partent de ces réglages (les options de `/larry { cmd-new }` passent avant) :
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
dc-forget-ask = Cela efface votre nom, vos stats et votre cote sur tous les serveurs où vous avez joué à Larry. Les parties terminées gardent votre place sans votre nom, pour que les résultats des autres restent les mêmes. C’est définitif.
btn-forget-yes = Oubliez-moi
btn-forget-no = Garder mes données
dc-forget-not-yours = Seule la personne qui a demandé peut confirmer.
dc-forget-kept = Rien n’a été effacé.
dc-forget-done = C’est fait : votre nom, vos stats et votre cote sont effacés ({ $servers ->
        [one] { $servers } fiche
       *[other] { $servers } fiches
    } ; { $tables ->
        [one] { $tables } partie garde
       *[other] { $tables } parties gardent
    } une place anonyme).
