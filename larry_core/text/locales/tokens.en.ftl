## Tables that live on interaction tokens alone (issue 51): in a group DM, a DM, or a server
## without the bot, the bot can only answer presses (cogs/tables/tokens.py).

# the table message's line before its last token runs out, in the table's language
tokens-waiting = ⏸️ I can only show this table's next moves when someone presses one of its buttons. If nothing happens here for a while, press **Continue**.
tokens-continue = Continue

## Private answers (the user's language)

tokens-continue-unknown = This **Continue** button belongs to no table that is waiting.
tokens-continue-stale = This table is already going on: there is nothing to continue.
# $group: the game's command group
tokens-settings-server = Settings are kept for a server that has added me; here, give the options to `/{ $group } { cmd-new }` instead.

# the answer to the host's Start at a token-only table (no hand goes by DM there)
tokens-started = The game has started: your hand is behind **My hand**, for your eyes only.
