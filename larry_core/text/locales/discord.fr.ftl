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
cmd-opt-short-game-desc = Une manche ; qui se défausse de tout est vérifié aussitôt
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
        [one] 1 carte
       *[other] { $count } cartes
    }) : { $cards }
dc-dm-hand = **Table de Larry n° { $table }** dans { $channel }, manche { $round }.
    { $hand }
dc-no-claim = aucune (pile vide)
dc-form-no-claim = aucune
dc-prompt-move = { $name }, à vous de jouer.
dc-prompt-final = { $name } : **douter** de la dernière annonce de { $out } ou l’**accepter** ?
dc-table-state = Limite **{ $limit }** · { $direction } · annonce { $claim } · pile { $pile ->
        [one] 1 carte
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
        [one] 1 carte
       *[other] { $count } cartes
    } · { $points } pts{ $marked ->
        [true] {" "}· 🔓 doit jouer à découvert
       *[false] {""}
    }
dc-table-players = Joueurs
dc-table-latest = Derniers coups
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
