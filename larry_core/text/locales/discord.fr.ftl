## Discord : commandes (noms, descriptions, options, choix) et messages de la table
## (cogs/larry). Noms de commandes : minuscules, sans espace, 32 caractères au plus.

cmd-new = nouvelle
cmd-hand = main
cmd-table = table
cmd-leave = quitter
cmd-end = terminer
cmd-rules = règles
cmd-leaderboard = classement
cmd-stats = stats
cmd-opt-turn-seconds = temps_de_tour
cmd-opt-turn-seconds-desc = Secondes par tour avant que l’IA joue pour vous (30 à 600)
cmd-opt-language = langue
cmd-opt-language-desc = La langue des messages de la table (par défaut : celle du serveur)
cmd-opt-pictures = images
cmd-opt-pictures-desc = Montrer les cartes en images (activé par défaut)
cmd-opt-page = page
cmd-opt-page-desc = Numéro de page
cmd-opt-share = partager
cmd-opt-share-desc = Le montrer à tout le salon
cmd-opt-user = joueur
cmd-opt-user-desc = Les stats de qui (par défaut : les vôtres)

language-en = English
language-de = Deutsch
language-fr = Français

## Messages de la table
dc-ai-name = { $name } (IA)
# an AI seat is to act: narrated, never addressed ($name: its name, with its AI mark)
dc-ai-thinking = 🤖 { $name } réfléchit…
dc-table-latest = Derniers coups
# when the turn of the player to act runs out ($when: a Discord timestamp, shown as "in 2 minutes")
dc-turn-deadline = ⏳ Fin du tour { $when }
dc-game-started = **La partie commence !** Ordre de jeu : { $seats }.
btn-act = À vous de jouer
dc-lobby-host = { $name } (hôte)
dc-lobby-seats = Places ({ $count }/{ $max })
dc-board-empty = Aucune partie terminée pour l’instant.
dc-board-header = joueur — parties · victoires · taux · points
dc-page = Page { $page } sur { $pages }
dc-stats-none = { $name } n’a pas encore terminé de partie sur ce serveur.

## Après la partie : classement, stats, historique, revoir une partie, réglages, oubli
cmd-history = historique
cmd-settings = réglages
cmd-forget-me = oubliez-moi
cmd-forget-me-desc = Effacer votre nom, vos stats et votre classement sur tous les serveurs (après confirmation)
cmd-opt-sort = tri
cmd-opt-sort-desc = Classer par cote (par défaut), victoires, parties ou taux de victoire
cmd-opt-hide-ai = sans_ia
cmd-opt-hide-ai-desc = Laisser de côté les joueurs IA
cmd-opt-player = joueur
cmd-opt-player-desc = Seulement les parties de ce joueur
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
dc-settings-not-allowed = Seuls les membres ayant la permission « Gérer le serveur » peuvent changer ses réglages.
dc-settings-title = **Les réglages par défaut des nouvelles tables de ce serveur**
dc-settings-saved = **Enregistré.** Les nouvelles tables partent de ces réglages (les options de `/{ $group } { cmd-new }` passent avant) :
dc-forget-ask = Cela efface votre nom, vos stats et vos cotes dans tous les jeux, sur tous les serveurs où vous avez joué. Les parties terminées gardent votre place sans votre nom, pour que les résultats des autres restent les mêmes. C’est définitif.
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
