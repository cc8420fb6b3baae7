# Larry's own texts, read with every language's catalogue (added by
# larry_core/games/larry/__init__.py): its cards, the narration of its events, its
# refused moves, its terminal game (larry_core.terminal), the short rules, the statistics
# of `larry simulate`, its server settings' refusals, the bluff report and the review of
# a finished game. What the platform and every game share (lists and names, table
# changes and refusals, settings, the command line) is in larry_core/text/locales; the
# conventions of the parameters are those atop larry_core/text/locales/en.ftl.

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
        [yes] Vous posez **{ $card }** face visible (carte « À découvert ») : la somme est maintenant de **{ $claim }**.
       *[no] { $seat } pose **{ $card }** face visible (carte « À découvert ») : la somme est maintenant de **{ $claim }**.
    }
event-action-reverse =
    { $seat_you ->
        [yes] Vous jouez la carte **« Changement de sens »**.
       *[no] { $seat } joue la carte **« Changement de sens »**.
    }
event-reversed =
    Le jeu tourne maintenant { $direction ->
        [cw] dans le sens des aiguilles d’une montre
       *[ccw] dans le sens inverse des aiguilles d’une montre
    } ; la limite est de **{ $limit }**.
event-action-draw2 =
    { $seat_you ->
        [yes] Vous jouez la carte **« Prendre 2 cartes »** contre { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue la carte **« Prendre 2 cartes »** contre vous.
           *[no] { $seat } joue la carte **« Prendre 2 cartes »** contre { $target }.
        }
    }
event-action-open =
    { $seat_you ->
        [yes] Vous jouez la carte **« À découvert »** contre { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue la carte **« À découvert »** contre vous.
           *[no] { $seat } joue la carte **« À découvert »** contre { $target }.
        }
    }
event-marked =
    { $seat_you ->
        [yes] Vous devez poser votre prochaine carte chiffrée face visible.
       *[no] { $seat } doit poser sa prochaine carte chiffrée face visible.
    }
event-action-gift =
    { $seat_you ->
        [yes] Vous jouez la carte **« Donner 1 carte »** et donnez une carte à { $target }.
       *[no] { $target_you ->
            [yes] { $seat } joue la carte **« Donner 1 carte »** et vous donne une carte.
           *[no] { $seat } joue la carte **« Donner 1 carte »** et donne une carte à { $target }.
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

## Refused moves: illegal-<code>

illegal-not_your_turn =
    { $seat_you ->
        [yes] C’est à vous de jouer.
       *[no] Ce n’est pas à vous de jouer : c’est au tour { DE($seat) }.
    }
illegal-no_such_card = Vous n’avez pas cette carte en main : **{ $card }**.
illegal-claim_over_limit = L’annonce dépasse la limite de **{ $limit }**.
illegal-claim_out_of_range = Une annonce ne peut pas être inférieure à **{ $lowest }**.
illegal-claim_must_be_open_sum = Sous l’effet de la carte « À découvert », vous devez annoncer **{ $claim }** pour cette carte.
illegal-nothing_to_doubt = La pile est vide : il n’y a rien à mettre en doute.
illegal-must_doubt_or_accept = Le dernier joueur n’a plus de cartes : mettez la somme en doute ou acceptez-la.
illegal-cannot_accept = On n’accepte que lorsqu’un joueur n’a plus de cartes.
illegal-bad_target = Choisissez un autre joueur (pour « À découvert » : un joueur qui n’a pas déjà cette carte devant lui).
illegal-gift_needs_three_cards = La carte « Donner 1 carte » exige au moins 3 cartes en main, elle-même comprise.
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
    annonce de { $claim } faite par { $claimant_you ->
        [yes] vous
       *[no] { $claimant }
    }
term-claim-answered =
    annonce de { $claim } faite par { $claimant_you ->
        [yes] vous
       *[no] { $claimant }
    }, { $responsible_you ->
        [yes] vous en répondez
       *[no] { $responsible } en répond
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
term-round-hand =
    {"  "}{ $seat_you ->
        [yes] Vous
       *[no] { $seat }
    } : { $cards_count ->
        [0] plus de cartes
       *[other] { $cards }
    } → { $points }
term-final-standings = Classement final : { $scores }.

term-you-name = Vous
term-intro =
    Voici Larry, le jeu de cartes de bluff pour 2 à 8 joueurs.
    Posez des cartes face cachée et annoncez la somme de la pile ; chacun peut la mettre en
    doute. Videz votre main pour gagner la manche. Tapez « règles » pour la règle, « aide »
    pour les commandes ; « quitter » ou Ctrl-D pour partir.
term-verbs-doubt = douter
term-verbs-accept = accepter
term-verbs-catch = attraper
term-help =
    À votre tour, tapez un numéro du menu ou un coup sous cette forme :
      place <card> <claim> [larry]     p. ex. place 3 5   /  place larry 7 larry
      action reverse|draw2 <seat>|open <seat>|gift <seat> <card> [larry]
      doubt (douter)   accept (accepter)   catch (attraper) <seat>
    Cartes : -2 -1 0 1 2 3 4 7 larry (« bien fait ! ») open (À découvert) draw2 (Prendre 2
    cartes) gift (Donner 1 carte) reverse (Changement de sens). Les places sont numérotées de
    0 à N-1 comme dans l’état de la table ; majuscules et minuscules sont indifférentes.
    Commandes : règles (comment jouer à Larry), main (vos cartes), état (la table), retour (au menu), aide, quitter.

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
term-move-doubt-answered =
    mettre en doute l’annonce de { $claim } ({ $responsible_you ->
        [yes] vous en répondez
       *[no] { $responsible } en répond
    })
term-why-draw =
    { $correct ->
        [true] ({ $seat_you ->
            [yes] Vous piochez
           *[no] { $seat } pioche
        } parce que l’annonce était juste : le doute était faux.)
       *[false] ({ $seat_you ->
            [yes] Vous piochez
           *[no] { $seat } pioche
        } parce que l’annonce était fausse et que { $responsible_you ->
            [yes] vous en répondez
           *[no] { $responsible } en répond
        }.)
    }
term-move-accept = accepter (la manche se termine)

term-prompt-move = Votre coup (numéro ou coup ; « aide » pour en savoir plus) >
term-prompt-gift = Quelle carte donner ({ $cards }) >
term-prompt-claim = Quelle somme annoncer ({ $lowest } à { $limit } ; Entrée = { $default }) >
term-prompt-claim-bluff = Quelle somme annoncer ({ $lowest } à { $limit } ; la somme honnête, { $honest }, dépasse la limite : toute annonce est un bluff ; Entrée = { $default }) >
term-prompt-larry = Il ne vous restera qu’une carte. Dire « Larry » ? [O/n] >

term-choose-number = { $max ->
    [one] Tapez { $max } pour choisir la seule entrée.
   *[other] Choisissez un numéro de 1 à { $max }.
}
term-claim-not-number = Tapez un nombre entier comme 5 ou -3, pas { $text }.
term-claim-out-of-range = La somme doit être comprise entre { $lowest } et la limite { $limit }.
term-card-not-listed = Tapez l’une des cartes proposées : { $cards }.
term-yes-no = Répondez o (oui) ou n (non).

term-not-a-move = Ce n’est pas un coup : { $reason }. Tapez « aide » pour la forme des coups.
term-not-allowed = Pas autorisé : { $reason }.

## The short rules (larry_core.rules_text)

rules-text = **Larry en bref** (2 à 8 joueurs)
    • 54 cartes : cartes chiffrées `7`×3, `4` `3` `2`×6, `1`×5, `0` `-1` `-2`×4, 3 cartes **« bien fait ! »** et 13 cartes d’action (À découvert, Prendre 2 cartes, Donner 1 carte, Changement de sens). En main : 2→12, 3→9, 4→7, 5→6, 6–8→5 cartes.
    • À votre tour : **posez** une carte face cachée et annoncez la somme de la pile (un nombre entier de −12 jusqu’à la **limite**, 7 au départ), **jouez une carte d’action** face visible (vous acceptez alors la somme annoncée), ou **mettez la somme en doute**.
    • Doute : la pile est retournée. Un nombre impair de cartes « bien fait ! » rend toute annonce exacte ; sinon l’annonce est exacte si elle est égale à la somme. Exacte → celui qui doute prend 2 cartes ; fausse → le joueur responsable prend 2 cartes. Celui qui a pris des cartes commence une nouvelle pile.
    • Actions : **Changement de sens** inverse le sens du jeu et la limite (7↔5) ; **Prendre 2 cartes** fait piocher 2 cartes à un adversaire ; **Donner 1 carte** donne l’une de vos cartes (il faut 3 cartes ou plus en main) ; **À découvert** vise un adversaire : sa prochaine carte chiffrée est posée face visible avec une annonce imposée (au-dessus de la limite → il prend 2 cartes).
    • Il ne vous reste qu’une carte ? Dites **Larry** en jouant. Un oubli coûte 2 cartes (ou, en mode « prendre en défaut », chacun peut vous **prendre en défaut** avant le coup suivant).
    • Main vide : le joueur suivant **met en doute** ou **accepte**. Le gagnant de la manche marque +2 ; les autres perdent les symboles Larry de leurs cartes restantes. Le meilleur total après la dernière manche gagne (3 manches par défaut).

## Larry's own options of `larry simulate` and `larry play` (larry_core.games.larry.commands)
cli-simulate-larry-call = un « Larry » oublié : pénalité automatique (auto, par défaut) ou prise en défaut par les autres (catch)
cli-simulate-short-game = parties courtes : une manche, et la pile est vérifiée dès qu’un joueur n’a plus de cartes
cli-play-rounds = manches de la partie (3 par défaut)
cli-play-larry-call = un « Larry » oublié : pénalité automatique (auto, par défaut) ou prise en défaut par les autres (catch)

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

## The words that answer yes to a terminal prompt (larry play)
term-yes-words = o oui y yes

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
        [yes] ; votre annonce était imposée par la carte « À découvert ».
       *[no] ; l’annonce { DE($seat) } était imposée par la carte « À découvert ».
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

## Réglages du serveur

settings-bad-rounds = Une partie compte de { $low } à { $high } manches.
settings-bad-larry-call = Le mode d’annonce « Larry » doit être l’un des suivants : { $allowed }.

# Catch! pressed by the player whose own missed call it is (a bad_target of its own)
illegal-bad_target-own_catch = Vous ne pouvez pas vous prendre vous-même en défaut : seuls les autres joueurs peuvent relever votre « Larry » oublié.
