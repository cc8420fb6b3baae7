# Catalogue français des tables de Larry : chaque phrase lue par les joueurs (source : en.ftl).
#
# Glossaire : les termes de la règle imprimée (Schmidt Spiele, allemand/français)
#   Larry card                 -> carte « bien fait ! » (pluriel : cartes « bien fait ! ») ;
#                                 l’annonce à voix haute reste « Larry »
#   number card / action card  -> carte chiffrée / carte d’action
#   limit card / limit         -> carte limite / limite
#   doubt                      -> émettre des doutes, mettre (la somme) en doute
#   accept                     -> accepter (la somme)
#   claim                      -> la somme annoncée
#   pile / draw pile / discard -> pile (du milieu) / pioche / pile de défausse
#   face down / face up        -> face cachée / face visible
#   clockwise                  -> dans le sens des aiguilles d’une montre
#   bluff                      -> bluffer
# La page des cartes d’action manque au texte français de la règle : leurs noms sont
# traduits ici de l’allemand (Offen Spielen, 2 Karten ziehen, Verschenke 1 Karte,
# Richtungswechsel) : « À découvert », « Prendre 2 cartes », « Donner 1 carte »,
# « Changement de sens » ; de même « manche » (Runde), « symboles Larry » (die Larrys).
# Vouvoiement. La grammaire des coups du terminal (place, doubt…) reste anglaise ; les commandes Discord sont traduites (discord.fr.ftl).
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

## Cards

card-minus2 = -2
card-minus1 = -1
card-0 = 0
card-1 = 1
card-2 = 2
card-3 = 3
card-4 = 4
card-7 = 7
card-larry = carte « bien fait ! »
card-open = À découvert
card-draw2 = Prendre 2 cartes
card-gift = Donner 1 carte
card-reverse = Changement de sens

## Events (larry_core.text.narrator)

event-placed =
    { $seat_you ->
        [yes] Vous posez une carte face cachée et annoncez **{ $claim }**.
       *[no] { $seat } pose une carte face cachée et annonce **{ $claim }**.
    }
event-placed-open =
    { $seat_you ->
        [yes] Vous posez **{ $card }** face visible (À découvert) : la somme est maintenant de **{ $claim }**.
       *[no] { $seat } pose **{ $card }** face visible (À découvert) : la somme est maintenant de **{ $claim }**.
    }
event-action-reverse =
    { $seat_you ->
        [yes] Vous jouez **Changement de sens**.
       *[no] { $seat } joue **Changement de sens**.
    }
event-reversed =
    Le jeu tourne maintenant { $direction ->
        [cw] dans le sens des aiguilles d’une montre
       *[ccw] dans le sens inverse des aiguilles d’une montre
    } ; la limite est de **{ $limit }**.
event-action-draw2 =
    { $seat_you ->
        [yes] Vous jouez **Prendre 2 cartes** contre { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue **Prendre 2 cartes** contre vous.
           *[no] { $seat } joue **Prendre 2 cartes** contre { $target }.
        }
    }
event-action-open =
    { $seat_you ->
        [yes] Vous jouez **À découvert** contre { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue **À découvert** contre vous.
           *[no] { $seat } joue **À découvert** contre { $target }.
        }
    }
event-marked =
    { $seat_you ->
        [yes] Vous devez poser votre prochaine carte chiffrée face visible.
       *[no] { $seat } doit poser sa prochaine carte chiffrée face visible.
    }
event-action-gift =
    { $seat_you ->
        [yes] Vous jouez **Donner 1 carte** et donnez une carte à { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue **Donner 1 carte** et vous donne une carte.
           *[no] { $seat } joue **Donner 1 carte** et donne une carte à { $target }.
        }
    }
event-gift-card =
    { $seat_you ->
        [yes] Vous avez donné cette carte à { $target } : **{ $card }**.
       *[no] { $target_you ->
            [yes] { $seat } vous a donné cette carte : **{ $card }**.
           *[no] { $seat } a donné cette carte à { $target } : **{ $card }**.
        }
    }
event-drawn-cards =
    { $cards_count ->
        [0] { $seat_you ->
            [yes] Vous n’avez pioché aucune carte : les piles sont vides.
           *[no] { $seat } n’a pioché aucune carte : les piles sont vides.
        }
       *[other] { $seat_you ->
            [yes] Vous avez pioché : **{ $cards }**.
           *[no] { $seat } a pioché : **{ $cards }**.
        }
    }
drew-count =
    { $count ->
        [0] zéro carte (les piles sont vides)
        [one] une carte
        [many] { $count } de cartes
       *[other] { $count } cartes
    }
event-drew-doubt =
    { $seat_you ->
        [yes] Vous prenez { drew-count }.
       *[no] { $seat } prend { drew-count }.
    }
event-drew-bust =
    { $seat_you ->
        [yes] Vous prenez { drew-count } et commencez une nouvelle pile.
       *[no] { $seat } prend { drew-count } et commence une nouvelle pile.
    }
event-drew-draw2 =
    { $seat_you ->
        [yes] Vous prenez { drew-count }.
       *[no] { $seat } prend { drew-count }.
    }
event-drew-larry =
    { $seat_you ->
        [yes] Vous prenez { drew-count } pour ne pas avoir dit « Larry ».
       *[no] { $seat } prend { drew-count } pour ne pas avoir dit « Larry ».
    }
event-drew-caught =
    { $seat_you ->
        [yes] Vous prenez { drew-count }.
       *[no] { $seat } prend { drew-count }.
    }
event-drew-check =
    { $seat_you ->
        [yes] Vous prenez { drew-count } et commencez une nouvelle pile.
       *[no] { $seat } prend { drew-count } et commence une nouvelle pile.
    }
event-doubted =
    { $seat_you ->
        [yes] Vous mettez la somme en doute !
       *[no] { $seat } met la somme en doute !
    }
event-revealed-sum =
    La pile est retournée : **{ $cards }**. La somme est de **{ $sum }** et l’annonce était **{ $claim }** : { $correct ->
        [true] **exacte**.
       *[false] **fausse** !
    }
event-revealed-cancelled =
    La pile est retournée : **{ $cards }**. Les deux cartes « bien fait ! » s’annulent ; la somme est de **{ $sum }** et l’annonce était **{ $claim }** : { $correct ->
        [true] **exacte**.
       *[false] **fausse** !
    }
event-revealed-larry =
    La pile est retournée : **{ $cards }**. { $larries ->
        [one] Une carte « bien fait ! » se trouve
       *[other] { $larries } cartes « bien fait ! » se trouvent
    } dans la pile, donc toute annonce est exacte : l’annonce de **{ $claim }** est maintenue.
event-bust =
    { $seat_you ->
        [yes] C’est au-dessus de la limite : vous l’avez dépassée, et la pile part à la défausse.
       *[no] C’est au-dessus de la limite : { $seat } l’a dépassée, et la pile part à la défausse.
    }
event-larry-said =
    { $seat_you ->
        [yes] Vous dites **« Larry ! »** : plus qu’une carte.
       *[no] { $seat } dit **« Larry ! »** : plus qu’une carte.
    }
event-larry-missed =
    { $seat_you ->
        [yes] Il ne vous reste qu’une carte et vous n’avez pas dit « Larry ».
       *[no] Il ne reste qu’une carte à { $seat }, qui n’a pas dit « Larry ».
    }
event-larry-missed-catch =
    { $seat_you ->
        [yes] Il ne vous reste qu’une carte et vous n’avez pas dit « Larry » : tout le monde peut vous prendre en défaut avant le prochain coup.
       *[no] Il ne reste qu’une carte à { $seat }, qui n’a pas dit « Larry » : tout le monde peut prendre { $seat } en défaut avant le prochain coup.
    }
event-caught =
    { $by_you ->
        [yes] Vous avez pris { $seat } en défaut : pas de « Larry » !
       *[no] { $seat_you ->
            [yes] { $by } vous a pris en défaut : pas de « Larry » !
           *[no] { $by } a pris { $seat } en défaut : pas de « Larry » !
        }
    }
event-reshuffled = La pioche est épuisée : la pile de défausse est mélangée et devient la nouvelle pioche.
event-went-out =
    { $seat_you ->
        [yes] Vous avez joué votre dernière carte !
       *[no] { $seat } a joué sa dernière carte !
    }
event-accepted =
    { $seat_you ->
        [yes] Vous acceptez.
       *[no] { $seat } accepte.
    }
event-round-over = **La manche { $round } est terminée.** Points : { $scores }.
event-round-started = **La manche { $round }** commence avec de nouvelles mains ; { $start_you ->
        [yes] c’est vous qui commencez.
       *[no] { $start } commence.
    }
event-game-over = **Fin de la partie !** { $winners_count ->
        [one] { $winners_you ->
            [yes] Vous gagnez.
           *[no] { $winners } gagne.
        }
       *[other] { $winners_you ->
            [yes] { $winners } gagnez.
           *[no] { $winners } gagnent.
        }
    }
game-begins =
    La partie commence avec { $players } joueurs ; { $start_you ->
        [yes] c’est vous qui commencez.
       *[no] { $start } commence.
    }

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
change-ended = La table a été terminée.

## Refused table operations: error-<code>

error-no_table = Cette table est fermée.
error-corrupt =
    La table n° { $table } de ce salon ne peut pas être chargée ({ $reason ->
        [record] son enregistrement est illisible
        [options] ses options enregistrées ne sont pas valides
       *[moves] ses coups enregistrés ne se rejouent pas
    }). L’hôte ou un gestionnaire du serveur peut la fermer avec `/larry { cmd-end }`.
error-channel_busy = Ce salon a déjà une table ouverte. Rejoignez-la, ou trouvez-la avec `/larry { cmd-table }`.
error-not_lobby = La partie a déjà commencé ou est fermée.
error-already_seated = Vous avez déjà une place à cette table.
error-table_full = La table est complète ({ $max } places).
error-not_seated = Vous ne jouez pas à cette table.
error-not_host = Seul l’hôte peut faire cela.
error-not_enough_players = Une partie se joue de { $min } à { $max } joueurs.
error-stale = Ce bouton n’est plus à jour : la partie a avancé. Utilisez le message le plus récent.
error-not_playing = La partie n’est pas en cours.

## Refused moves: illegal-<code>

illegal-not_your_turn =
    { $seat_you ->
        [yes] C’est à vous de jouer.
       *[no] Ce n’est pas à vous de jouer : c’est au tour { DE($seat) }.
    }
illegal-no_such_card = Vous n’avez pas cette carte en main : **{ $card }**.
illegal-claim_over_limit = L’annonce dépasse la limite de **{ $limit }**.
illegal-claim_out_of_range = Une annonce ne peut pas être inférieure à **{ $lowest }**.
illegal-claim_must_be_open_sum = Avec À découvert, cette carte doit être annoncée à **{ $claim }**.
illegal-nothing_to_doubt = La pile est vide : il n’y a rien à mettre en doute.
illegal-must_doubt_or_accept = Le dernier joueur n’a plus de cartes : mettez la somme en doute ou acceptez-la.
illegal-cannot_accept = On n’accepte que lorsqu’un joueur n’a plus de cartes.
illegal-bad_target = Choisissez un autre joueur (pour À découvert : un joueur sans carte À découvert devant lui).
illegal-gift_needs_three_cards = Donner 1 carte exige au moins 3 cartes en main, celle-ci comprise.
illegal-nothing_to_catch =
    { $seat_you ->
        [yes] Vous n’avez oublié aucun « Larry » : il n’y a rien à prendre en défaut.
       *[no] { $seat } n’a oublié aucun « Larry » : il n’y a rien à prendre en défaut.
    }
illegal-game_over = La partie est terminée.
illegal-bad_move = Ce n’est pas un coup.

## The terminal (larry_core.terminal)

term-state =
    Manche { $round }/{ $rounds } · limite { $limit } · { $direction ->
        [cw] sens horaire
       *[ccw] sens antihoraire
    } · { $standing } · pile { $pile }
term-no-claim = pas encore d’annonce (pile vide)
term-claim =
    annonce { $claim } { $claimant_you ->
        [yes] de vous
       *[no] { DE($claimant) }
    }
term-seat =
    {"["}{ $index }] { $seat_you ->
        [yes] Vous
       *[no] { $seat }
    } : { $size ->
        [one] { $size } carte
        [many] { $size } de cartes
       *[other] { $size } cartes
    }, { $points } pts{ $marked ->
        [true] {" "}(À découvert)
       *[false] {""}
    }
term-hand = Votre main : { $hand }
term-hand-empty = Votre main : (vide)
term-final-standings = Classement final : { $scores }.

term-you-name = Vous
term-intro =
    Bienvenue à Larry, le jeu de cartes de bluff pour 2 à 8 joueurs.
    Posez des cartes face cachée et annoncez la somme de la pile ; chacun peut la mettre en
    doute. Videz votre main pour gagner la manche. Tapez 'rules' pour la règle, 'help' pour
    les commandes ; 'quit' ou Ctrl-D pour partir.
term-help =
    À votre tour, tapez un numéro du menu ou un coup sous cette forme :
      place <card> <claim> [larry]     p. ex. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt   accept   catch <seat>
    Cartes : -2 -1 0 1 2 3 4 7 larry (« bien fait ! ») open (À découvert) draw2 (Prendre 2
    cartes) gift (Donner 1 carte) reverse (Changement de sens). Les places sont numérotées de
    0 à N-1 comme dans l’état de la table ; majuscules et minuscules sont indifférentes.
    Commandes : rules (comment jouer à Larry), hand (vos cartes), state (la table), help, quit.

term-move-place-open = poser { $code } face visible (À découvert) : la somme devient { $claim }
term-move-place = poser { $code } face cachée et annoncer une somme
term-move-action = jouer { $code } face visible
term-move-action-on =
    jouer { $code } face visible contre { $target_you ->
        [yes] vous-même
       *[no] { $target }
    }
term-move-gift =
    jouer { $code } face visible pour { $target_you ->
        [yes] vous-même
       *[no] { $target }
    } (choisir ensuite la carte à donner)
term-move-catch =
    prendre { $target_you ->
        [yes] vous-même
       *[no] { $target }
    } en défaut (« Larry » oublié)
term-move-doubt-final = mettre en doute la dernière annonce
term-move-doubt = mettre en doute l’annonce de { $claim }
term-move-accept = accepter (la manche se termine)

term-prompt-move = Votre coup (numéro ou coup ; 'help' pour en savoir plus) >
term-prompt-gift = Quelle carte donner ({ $cards }) >
term-prompt-claim = Quelle somme annoncer ({ $lowest } à { $limit } ; Entrée = { $default }) >
term-prompt-larry = Il ne vous restera qu’une carte. Dire « Larry » ? [O/n] >

term-choose-number = Choisissez un numéro de 1 à { $max }.
term-claim-not-number = Tapez un nombre entier comme 5 ou -3, pas { $text }.
term-claim-out-of-range = La somme doit être comprise entre { $lowest } et la limite { $limit }.
term-card-not-listed = Tapez l’une des cartes proposées : { $cards }.
term-yes-no = Répondez o (oui) ou n (non).

term-not-a-move = Ce n’est pas un coup : { $reason }. Tapez 'help' pour la forme des coups.
term-not-allowed = Pas autorisé : { $reason }.
term-bye = Au revoir !
term-bye-abandoned = Au revoir ! (la partie a été abandonnée)

## The short rules (larry_core.rules_text)

rules-text = **Larry en bref** (2 à 8 joueurs)
    • 54 cartes : cartes chiffrées `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 cartes **« bien fait ! »** et 13 cartes d’action (À découvert, Prendre 2 cartes, Donner 1 carte, Changement de sens). En main : 2→12, 3→9, 4→7, 5→6, 6–8→5 cartes.
    • À votre tour : **posez** une carte face cachée et annoncez la somme de la pile (un nombre entier de −12 jusqu’à la **limite**, 7 au départ), **jouez une carte d’action** face visible (vous acceptez alors la somme annoncée), ou **mettez la somme en doute**.
    • Doute : la pile est retournée. Un nombre impair de cartes « bien fait ! » rend toute annonce exacte ; sinon l’annonce est exacte si elle est égale à la somme. Exacte → celui qui doute prend 2 cartes ; fausse → le joueur responsable prend 2 cartes. Celui qui a pris des cartes commence une nouvelle pile.
    • Actions : **Changement de sens** inverse le sens du jeu et la limite (7↔5) ; **Prendre 2 cartes** fait piocher 2 cartes à un adversaire ; **Donner 1 carte** donne l’une de vos cartes (il faut 3 cartes ou plus en main) ; **À découvert** vise un adversaire : sa prochaine carte chiffrée est posée face visible avec une annonce imposée (au-dessus de la limite → il prend 2 cartes).
    • Il ne vous reste qu’une carte ? Dites **Larry** en jouant. Un oubli coûte 2 cartes (ou, en mode « prendre en défaut », chacun peut vous **prendre en défaut** avant le coup suivant).
    • Main vide : le joueur suivant **met en doute** ou **accepte**. Le gagnant de la manche marque +2 ; les autres perdent les symboles Larry de leurs cartes restantes. Le meilleur total après la dernière manche gagne (3 manches par défaut).

## The command line (larry_core.__main__)

cli-description = Moteur du jeu de cartes Larry
cli-replay-help = appliquer un document de partie JSON (docs/conformance.md)
cli-replay-description = Appliquer un document de partie JSON et afficher le résultat (docs/conformance.md).
cli-replay-file = chemin du document, ou - pour l’entrée standard
cli-simulate-help = jouer des parties aléatoires mais régulières et les résumer
cli-simulate-description = Jouer des parties aléatoires mais régulières et afficher des statistiques.
cli-simulate-players = joueurs par partie (4 par défaut)
cli-simulate-games = nombre de parties (1000 par défaut)
cli-simulate-seed = première graine (0 par défaut)
cli-simulate-larry-call = un « Larry » oublié : pénalité automatique (auto, par défaut) ou prise en défaut par les autres (catch)
cli-simulate-short-game = parties courtes : une manche, et la pile est vérifiée dès qu’un joueur n’a plus de cartes
cli-play-help = jouer contre des IA dans le terminal
cli-play-description = Jouer à Larry contre des IA dans le terminal. À l’invite, tapez un numéro du menu ou un coup ; 'help' liste les commandes, 'rules' explique le jeu.
cli-play-players = places à la table, la vôtre comprise (4 par défaut)
cli-play-seed = fixer la donne et les choix de l’IA (aléatoire par défaut)
cli-play-ai = les joueurs IA : reasoned (réfléchis, par défaut) ou random (au hasard, plus facile)
cli-play-rounds = manches de la partie (3 par défaut)
cli-play-larry-call = un « Larry » oublié : pénalité automatique (auto, par défaut) ou prise en défaut par les autres (catch)
cli-play-ai-delay = pause avant chaque coup de l’IA, de 0 à { $max } (0.8 par défaut)
cli-whole-number = doit être un nombre entier de { $lo } à { $hi }, pas { $text }
cli-seconds = doit être un nombre de secondes de 0 à { $max }, pas { $text }
cli-unrecognized = arguments non reconnus : { $args }
cli-simulate-interrupted = larry simulate : interrompu (parties terminées : { $done } sur { $games }).

## The statistics of `larry simulate` (larry_core.simulate)

sim-games = parties
sim-moves = coups
sim-moves-detail = ({ $per_game } par partie, { $rate } coups/s)
sim-rounds = manches
sim-doubts = doutes
sim-doubts-detail = (annonce exacte dans { $percent } % des cas)
sim-busts = limites dépassées
sim-reshuffles = pioches reconstituées
sim-actions = cartes d’action jouées
sim-larry = Larry dit/oublié/pris en défaut
sim-went-out = mains vidées
sim-went-out-detail = (acceptées : { $accepted })
sim-wins = victoires par place

## The Discord cog (cogs/larry): answers, refusals, buttons and the Play form

action-effect-open = la prochaine carte chiffrée d’un adversaire est posée face visible
action-effect-draw2 = un adversaire prend 2 cartes
action-effect-gift = donner l’une de vos cartes à un adversaire
action-effect-reverse = inverser le sens du jeu et la limite
direction-cw = sens des aiguilles d’une montre
direction-ccw = sens inverse des aiguilles d’une montre
not-in-guild = Les tables de Larry se trouvent dans les salons des serveurs : utilisez cette commande sur un serveur.
no-table-here = Il n’y a pas de table de Larry ouverte dans ce salon. Ouvrez-en une avec `/larry { cmd-new }`.
not-playing = Vous ne jouez pas à cette table.
not-your-turn = Ce n’est pas à vous de jouer : c’est au tour { DE($name) }.
final-phase = { $name } n’a plus de cartes : appuyez plutôt sur **Douter** ou **Accepter**.
not-started = La partie n’a pas encore commencé.
stale = Ce bouton n’est plus à jour : la partie a avancé. Utilisez le message le plus récent.
garbled = Je ne reconnais pas ce bouton (il est peut-être endommagé). Utilisez `/larry { cmd-table }` pour en avoir de nouveaux.
form-not-yours = Ce formulaire appartient à quelqu’un d’autre.
form-gone = Ce formulaire a expiré (il a servi, le temps est écoulé ou le bot a redémarré). Appuyez sur **Jouer** dans le message de tour le plus récent pour en ouvrir un nouveau.
claim-not-number = Une annonce est un nombre entier comme `5` ou `-3`, pas { $text }.
not-host-or-admin = Seuls l’hôte ou une personne ayant la permission « Gérer le serveur » peuvent terminer la table.
something-wrong = Un problème est survenu de mon côté ; rien n’a été modifié. Veuillez réessayer.
opened = Votre table est ouverte. Les autres peuvent la rejoindre avec le bouton **Rejoindre**.
joined = Vous avez rejoint la table.
left-lobby = Vous avez quitté la table.
ai-added = Un joueur IA prend place.
started = La partie a commencé : votre main est dans vos messages privés et s’affiche avec **Ma main**.
cancelled = La table est fermée.
left-game = Vous avez quitté la partie ; une IA joue désormais à votre place.
ended = La table a été terminée.
broken-closed = La table illisible n° { $table } a été fermée ; ce salon est de nouveau libre.
reposted = L’état actuel de la table est publié ci-dessous.
repost-not-allowed = Seuls les joueurs de la table et les personnes ayant la permission « Gérer les messages » peuvent la republier.
repost-too-soon = La table vient d’être republiée ; réessayez dans { $seconds } s.
log-header = **Table n° { $table } : les coups joués** (page { $page } sur { $pages }, 1 est la plus récente)
log-empty = Il ne s’est encore rien passé.
repost-later = Discord est lent en ce moment : la table sera publiée ci-dessous dans un instant.
dm-closed = { $mention }, je ne peux pas vous envoyer de messages privés : utilisez **Ma main** pour voir vos cartes.
table-ended = **Cette table a été terminée.** Le classement ne change pas.
lobby-closed = Cette table est fermée.
lobby-started = La partie a commencé : suivez-la ci-dessous.
host-left = L’hôte { $name } a quitté la table, elle est donc fermée.
lobby-expired = Personne n’a lancé la partie à temps, le salon est donc fermé.
timed-out = { $name } a dépassé le temps, l’IA a donc joué à sa place.
replaced-after-timeouts = { $name } a manqué { $count } tours d’affilée ; une IA joue désormais à sa place.
replaced-left = { $name } a quitté la table ; une IA joue désormais à sa place.
game-started = **La partie commence !** Les places ont été tirées au sort ; ordre de jeu : { $seats }. Les cartes sont distribuées : regardez vos messages privés ou appuyez sur **Ma main**.
form-header = **Votre coup** (limite { $limit }, { $direction } ; somme annoncée : { $claim })
    { $hand }
form-marked = Vous êtes visé par **À découvert** : une carte chiffrée est posée face visible et son annonce est imposée.
form-forced = Avec À découvert, cette carte doit être annoncée à **{ $claim }**.
form-over = Cette annonce imposée dépasse la limite : vous prendrez 2 cartes et commencerez une nouvelle pile.
form-pick-card = Choisissez la carte à jouer.
form-claim-step = Vous posez { $card } face cachée. Annoncez une somme : la somme honnête est **{ $honest }**.
form-no-honest = Vous posez { $card } face cachée. La somme honnête, { $honest }, n’est pas une annonce permise (limite { $limit }) : quoi que vous annonciez, c’est du bluff.
form-action-step = { $card } : jouez-la face visible ({ $effect }), ou posez-la face cachée (elle compte 0) et annoncez une somme : la somme honnête est **{ $honest }**.
form-face-down-only = { $card } ne peut pas être jouée face visible maintenant : posez-la face cachée (elle compte 0) et annoncez une somme : la somme honnête est **{ $honest }**.
form-gift-step = Cadeau pour { $name } : choisissez la carte que vous donnez.
form-larry-on = Il ne vous restera qu’une carte : **Larry !** est dit pour vous.
form-larry-off-auto = Il ne vous restera qu’une carte et vous avez choisi de **ne pas** dire « Larry » : vous prendrez **2 cartes** de pénalité.
form-larry-off-catch = Il ne vous restera qu’une carte et vous avez choisi de **ne pas** dire « Larry » : tout le monde peut vous **prendre en défaut** avant le prochain coup, et vous prendrez alors 2 cartes.
form-stale = Ce formulaire n’est plus à jour : la partie a avancé et rien n’a été joué. Appuyez sur **Jouer** dans le message de tour le plus récent si c’est à vous.
form-bad-value = Ce bouton porte une valeur inutilisable ({ $value }) : rien n’a été joué. Choisissez de nouveau ci-dessous.
form-not-in-hand = Vous n’avez pas { $card } en main : rien n’a été joué. Choisissez de nouveau ci-dessous.
form-not-offered = Ce coup ne fait pas partie de vos choix en ce moment : rien n’a été joué. Choisissez de nouveau ci-dessous.
form-played = Votre coup a été joué.
btn-card-count = { $card } ×{ $count }
btn-claim-honest = { $claim } (honnête)
btn-face-up = { $card } → { $name }
btn-face-up-plain = { $card } (face visible)
btn-other-claim = Autre…
btn-form-back = Retour
btn-skip-larry = Ne pas dire Larry
btn-say-larry = Dire Larry
claim-modal-title = Votre annonce
claim-modal-label = Annonce (un nombre entier)
btn-join = Rejoindre
btn-leave = Quitter
btn-start = Lancer
btn-ai = Ajouter une IA
btn-cancel = Annuler
btn-play = Jouer
btn-doubt = Douter
btn-accept = Accepter
btn-hand = Ma main
btn-catch = Pris en défaut !
btn-prev = Précédent
btn-next = Suivant
rules = **Larry en bref** (2 à 8 joueurs)
    • 54 cartes : cartes chiffrées `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 cartes **« bien fait ! »** et 13 cartes d’action (À découvert, Prendre 2 cartes, Donner 1 carte, Changement de sens). En main : 2→12, 3→9, 4→7, 5→6, 6–8→5 cartes.
    • À votre tour : **posez** une carte face cachée et annoncez la somme de la pile (un nombre entier de −12 jusqu’à la **limite**, 7 au départ), **jouez une carte d’action** face visible (vous acceptez alors la somme annoncée), ou **mettez la somme en doute**.
    • Doute : la pile est retournée. Un nombre impair de cartes « bien fait ! » rend toute annonce exacte ; sinon l’annonce est exacte si elle est égale à la somme. Exacte → celui qui doute prend 2 cartes ; fausse → le joueur responsable prend 2 cartes. Celui qui a pris des cartes commence une nouvelle pile.
    • Actions : **Changement de sens** inverse le sens du jeu et la limite (7↔5) ; **Prendre 2 cartes** fait piocher 2 cartes à un adversaire ; **Donner 1 carte** donne l’une de vos cartes (il faut 3 cartes ou plus en main) ; **À découvert** vise un adversaire : sa prochaine carte chiffrée est posée face visible avec une annonce imposée (au-dessus de la limite → il prend 2 cartes).
    • Il ne vous reste qu’une carte ? Cochez **Dire Larry**. Un oubli coûte 2 cartes (ou, en mode « prendre en défaut », chacun peut vous prendre avec **Pris en défaut !** avant le coup suivant).
    • Main vide : le joueur suivant **met en doute** ou **accepte**. Le gagnant de la manche marque +2 ; les autres perdent les symboles Larry de leurs cartes restantes. Le meilleur total après la dernière manche gagne (3 manches par défaut).

## larry play/simulate --lang, and the words that answer yes to a terminal prompt
cli-lang = la langue de la partie et de ses messages (en, de, fr)
term-yes-words = o oui y yes

## Several bot processes and a database that is briefly away (issue 13)
error-storage_unavailable = La base de données du jeu ne répond pas pour le moment : rien n’a changé. Réessayez dans un instant.
error-other_shard = Ce serveur est servi par un autre processus Larry (shard { $shard } ; celui-ci sert les shards { $shards }). Réessayez dans un instant ; si cela se répète, prévenez la personne qui gère le bot.
other-game-here = La table de ce salon joue à un autre jeu : utilisez les commandes de ce jeu.
garbled-game = Ce jeu n’est pas disponible pour le moment ; réessayez dans un instant.
dc-stats-games = Parties **{ $games }** · victoires **{ $wins }** · taux de victoire **{ $rate }**
