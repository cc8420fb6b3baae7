## Le jeu dans le terminal (larry play --game kakerlakenpoker) : accueil, aide, règles, menus.
kp-term-welcome =
    Kakerlakenpoker Royal pour { $players } joueurs. Passez des cartes face cachée en annonçant ce
    qu’elles sont ; qui juge mal une annonce pose la carte devant lui. Avec { $limit } cartes d’un même
    animal devant soi, ou sans carte à passer, on perd. Répondez à chaque question par un numéro ou
    un nom de la liste ; tapez « aide » pour les commandes, « règles » pour les règles.
kp-term-guide =
    À chaque question, tapez un numéro ou un nom de la liste. Ces commandes marchent à chaque question :
      aide (ce texte) · règles (comment on joue) · main (vos cartes) · état (la table) · retour (la question précédente) · quitter (quitter la partie)
    Vous pouvez aussi taper un coup entier dans la notation du jeu (mots anglais), par exemple
      offer { $number } { $card } { $claim }   (passer votre carte { $card_name } à la place { $number } en annonçant « { $claim_name } »)
      call true · call false · look · pass <place> <annonce> · lay <carte> [<carte>]
    Les places sont les numéros entre [ ] de l’état de la table.
kp-term-rules-draws =
    • Cartes de pénalité : qui pose une carte royale (reçue, posée en pénalité ou tirée) prend
      aussi la carte visible du dessus de la pile de pénalité et la pose devant lui ; si elle est
      royale elle aussi, il tire encore (la chaîne royale). Une pile de pénalité vide ne donne rien.
    • Tapez « état » pour voir la pile de pénalité et les cartes posées devant chacun.
kp-term-only-choice = { $prompt } { $choice } (seul choix possible)
