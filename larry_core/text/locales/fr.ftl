# Catalogue français de la plateforme : les phrases communes à tous les jeux (source : en.ftl).
# Les textes propres à chaque jeu sont dans son paquet
# (larry_core/games/larry/locales/larry*.fr.ftl, larry_core/games/kakerlake/locales).
#
# Glossaire des termes du jeu Larry et vouvoiement : larry.fr.ftl
# (larry_core/games/larry/locales).
#
# Conventions comme dans en.ftl : un paramètre de place arrive comme un nom, avec
# $<param>_you = "yes"/"no" ; $card est un nom de carte, $cards une liste avec $cards_count ;
# **gras** est du markdown Discord. Pluriels CLDR : one (0 et 1), many, other.

## Lists and names

list-and = { $first } et { $second }
list-comma = { $first }, { $second }
you-in-list = vous
you-label = Vous
seat-unnamed = place { $number }
score-item = { $name } { $points }

## Table changes (larry_core.service)

change-opened = { $name } a ouvert une table.
change-joined = { $name } a rejoint la table.
change-left = { $name } a quitté la table.
change-ai-added = { $name } (IA) prend place.
change-cancelled =
    { $reason ->
        [host_left] L’hôte { $name } a quitté la table, elle est donc fermée.
        [expired] Personne n’a lancé la partie à temps, le salon est donc fermé.
       *[closed] La table a été fermée.
    }
change-replaced =
    { $reason ->
        [timeouts] { $name } a manqué { $count } tours d’affilée ; une IA joue désormais à sa place.
       *[left] { $name } a quitté la table ; une IA joue désormais à sa place.
    }
change-timed-out =
    { $replaced ->
        [true] { $name } a dépassé le temps { $count } fois d’affilée ; une IA joue désormais à sa place.
       *[false] { $name } a dépassé le temps, l’IA a donc joué à sa place.
    }
change-ended = La table a été fermée.

## Refused table operations: error-<code>

error-no_table = Cette table est fermée.
error-corrupt =
    La table n° { $table } de ce salon ne peut pas être chargée ({ $reason ->
        [record] son enregistrement est illisible
        [options] ses options enregistrées ne sont pas valides
       *[moves] ses coups enregistrés ne se rejouent pas
    }). L’hôte ou un gestionnaire du serveur peut la fermer avec `/{ $group } { cmd-end }`.
error-channel_busy = Une table de { $game } est déjà ouverte dans ce salon. Rejoignez-la, ou retrouvez-la avec `/{ $group } { cmd-table }`.
error-not_lobby = La partie a déjà commencé ou est fermée.
error-already_seated = Vous avez déjà une place à cette table.
error-table_full = La table est complète ({ $max } places).
error-not_seated = Vous ne jouez pas à cette table.
error-not_host = Seul l’hôte peut faire cela.
error-not_enough_players = Une partie se joue de { $min } à { $max } joueurs.
error-stale = Ce bouton n’est plus à jour : la partie a avancé. Utilisez le message le plus récent.
error-not_playing = La partie n’est pas en cours.
# $round: the round the press was made in
error-round_over = La manche { $round } a été arrêtée : votre action ne change plus rien.
# $round: the round about to begin
error-round_pause = La manche { $round } commence dans un instant : appuyez de nouveau dès qu’elle a commencé.
error-over_at_start = Avec ces options, la partie serait finie avant le premier coup (par exemple une mise plus élevée que les jetons de départ de chacun). Ouvrez une nouvelle table avec d’autres options.

## Leaving a terminal game (larry_core.__main__, every game's terminal)

term-bye = Au revoir !
term-bye-abandoned = Au revoir ! (la partie a été abandonnée)

## The command line (larry_core.__main__)

cli-description = Les tables de Larry sans Discord : jouer à { $games } dans le terminal contre des IA, simuler des parties aléatoires ou rejouer un document de partie JSON. Ajoutez --game <nom> à une commande (avant --help) pour les options propres à ce jeu.
cli-replay-help = appliquer un document de partie JSON (chaque jeu a son protocole de rejeu)
cli-replay-description = Appliquer un document JSON d’une partie de { $game } et afficher le résultat ({ $doc }).
cli-replay-file = chemin du document, ou - pour l’entrée standard
cli-replay-wrong-game = larry replay : ce document est une partie du jeu « { $game } » : rejouez-le avec --game { $game }.
cli-simulate-help = jouer des parties aléatoires mais régulières et les résumer
cli-simulate-description = Jouer des parties de { $game } aléatoires mais régulières et afficher des statistiques.
cli-simulate-players = joueurs par partie (4 par défaut)
cli-simulate-games = nombre de parties (1000 par défaut)
cli-simulate-seed = première graine (0 par défaut)
cli-play-help = jouer contre des IA dans le terminal
cli-play-description = Jouer une partie de { $game } contre des IA dans le terminal. À l’invite, « aide » liste les commandes et « règles » explique le jeu.
cli-play-players = places à la table, la vôtre comprise (4 par défaut)
cli-play-seed = fixer la donne et les choix de l’IA (aléatoire par défaut)
cli-play-ai = les joueurs IA : reasoned (réfléchis, par défaut) ou random (au hasard, plus facile)
cli-play-ai-delay = pause avant chaque coup de l’IA, de 0 à { $max } (0.8 par défaut)
cli-whole-number = doit être un nombre entier de { $lo } à { $hi }, pas { $text }
cli-seconds = doit être un nombre de secondes de 0 à { $max }, pas { $text }
cli-unrecognized = arguments non reconnus : { $args }
cli-simulate-interrupted = larry simulate : interrompu (parties terminées : { $done } sur { $games }).

## Discord (cogs/tables and every game's front end): answers, refusals, shared buttons

not-in-guild = Les tables de { $game } se trouvent dans les salons des serveurs : utilisez cette commande sur un serveur.
not-playing = Vous ne jouez pas à cette table.
not-your-turn = Ce n’est pas à vous de jouer : c’est au tour { DE($name) }.
not-started = La partie n’a pas encore commencé.
stale = Ce bouton n’est plus à jour : la partie a avancé. Utilisez le message le plus récent.
not-host-or-admin = Seuls l’hôte ou une personne ayant la permission « Gérer le serveur » peuvent fermer la table.
something-wrong = Un problème est survenu de mon côté ; rien n’a été modifié. Veuillez réessayer.
table-busy = La table est très occupée en ce moment : votre clic n’a pas été pris en compte. Veuillez cliquer à nouveau dans un instant.
opened = Votre table est ouverte. Les autres peuvent la rejoindre avec le bouton **Rejoindre**.
joined = Vous avez rejoint la table.
left-lobby = Vous avez quitté la table.
ai-added = Un joueur IA prend place.
started = La partie a commencé : votre main est dans vos messages privés et s’affiche avec **Ma main**.
cancelled = La table est fermée.
left-game = Vous avez quitté la partie ; une IA joue désormais à votre place.
ended = La table a été fermée.
broken-closed = La table illisible n° { $table } a été fermée ; ce salon est de nouveau libre.
reposted = L’état actuel de la table est publié ci-dessous.
repost-not-allowed = Seuls les joueurs de la table et les personnes ayant la permission « Gérer les messages » peuvent la republier.
repost-too-soon = La table vient d’être republiée ; réessayez dans { $seconds } s.
repost-later = Discord est lent en ce moment : la table sera publiée ci-dessous dans un instant.
dm-closed = { $mention }, je ne peux pas vous envoyer de messages privés : vos cartes sont sous **Ma main** (**À vous de jouer** quand c’est votre tour).
table-ended = **Cette table a été fermée.** Le classement ne change pas.
lobby-closed = Cette table est fermée.
lobby-started = La partie a commencé : suivez-la ci-dessous.
host-left = L’hôte { $name } a quitté la table, elle est donc fermée.
lobby-expired = Personne n’a lancé la partie à temps, le salon est donc fermé.
timed-out = { $name } a dépassé le temps, l’IA a donc joué à sa place.
replaced-after-timeouts = { $name } a manqué { $count } tours d’affilée ; une IA joue désormais à sa place.
replaced-left = { $name } a quitté la table ; une IA joue désormais à sa place.
btn-join = Rejoindre
btn-leave = Quitter
btn-start = Lancer
btn-ai = Ajouter une IA
btn-cancel = Annuler
btn-hand = Ma main
btn-prev = Précédent
btn-next = Suivant

## larry play/simulate --lang
cli-lang = la langue de la partie et de ses messages (en, de, fr)
# $games: the games the command line plays, as typed; $default: the one it plays unasked
cli-game = quel jeu : { $games } (par défaut : { $default })

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = La base de données du jeu ne répond pas pour le moment : rien n’a changé. Réessayez dans un instant.
error-other_shard = Ce serveur est servi par un autre processus Larry (shard { $shard } ; celui-ci sert les shards { $shards }). Réessayez dans un instant ; si cela se répète, prévenez la personne qui gère le bot.
other-game-here = Ce salon a une table de { $game } : utilisez `/{ $group } { $command }`.
garbled-game = Ce jeu n’est pas disponible pour le moment ; réessayez dans un instant.
unknown-button = Je ne reconnais pas ce bouton : il est peut-être endommagé ou vient d’une ancienne version du bot. Utilisez le message de table le plus récent.
form-expired = Ce formulaire a expiré (il a servi, le temps est écoulé ou le bot a redémarré). Rouvrez-le depuis le message le plus récent.
dc-stats-games = Parties **{ $games }** · victoires **{ $wins }** · taux de victoire **{ $rate }**
