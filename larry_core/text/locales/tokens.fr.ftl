## Tables qui ne vivent que des jetons d’interaction (ticket 51) : dans un groupe de MP,
## un MP ou un serveur sans le bot, le bot ne peut que répondre aux clics
## (cogs/tables/tokens.py).

tokens-waiting = ⏸️ Je ne peux montrer les prochains coups de cette table que lorsque quelqu’un appuie sur l’un de ses boutons. S’il ne se passe rien ici pendant un moment, appuyez sur **Continuer**.
tokens-continue = Continuer

## Réponses privées

tokens-continue-unknown = Ce bouton **Continuer** n’appartient à aucune table en attente.
tokens-continue-stale = Cette table suit déjà son cours : il n’y a rien à reprendre.
tokens-settings-server = Les réglages valent pour un serveur qui m’a ajouté ; ici, donnez plutôt les options à `/{ $group } { cmd-new }`.

tokens-started = La partie a commencé : votre main s’affiche avec **Ma main**, visible uniquement par vous.
