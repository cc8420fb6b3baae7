## Un fil par table (ticket 51) : une ligne dans le salon, la table dans son propre fil
## (cogs.tables.threads).

## L’option de /… nouvelle et /… réglages

cmd-opt-threads = fil
cmd-opt-threads-desc = Jouer dans un fil à part, une seule ligne dans ce salon (par défaut : le réglage du serveur)
cmd-opt-settings-threads-desc = Les nouvelles tables se jouent dans leur propre fil, une ligne dans le salon (par défaut : non)

## La ligne dans le salon, dans la langue de la table

threads-line-opening = 🧵 **{ $game }** · { $host } ouvre une table…
threads-line-lobby = 🧵 **{ $game }** · la table { $table } cherche des joueurs (déjà assis : { $players }) · rejoignez-la dans { $thread }
threads-line-playing = 🧵 **{ $game }** · table { $table } · en jeu : { $players } · dans { $thread }
threads-line-finished = 🧵 **{ $game }** · table { $table } · jouée par { $players } · les résultats sont dans { $thread }
threads-line-ended = 🧵 **{ $game }** · table { $table } · arrêtée avant la fin de la partie · { $thread }
threads-line-closed = 🧵 **{ $game }** · table { $table } · fermée sans partie
threads-name = { $game } · { $host }

## Réponses privées à l’hôte

threads-opened = Votre table est ouverte dans { $thread }. Les autres la rejoignent là-bas avec le bouton **Rejoindre**.
threads-not-allowed = Cette table se joue ici, dans le salon : je n’ai pas le droit d’ouvrir de fils ici (il me faut **Créer des fils publics** et **Envoyer des messages dans les fils**). Un administrateur du serveur peut me donner les deux, ou désactiver les tables en fil avec `/{ $group } { cmd-settings }`. Je ne le dirai qu’une fois sur ce serveur.
threads-no-thread = Je n’ai pas pu ouvrir de fil à l’instant : cette table se joue donc ici, dans le salon.

## /… réglages

threads-setting = Tables en fil : **{ $on ->
        [true] oui
       *[false] non
    }**
