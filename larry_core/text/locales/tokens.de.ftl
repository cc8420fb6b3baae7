## Tische, die allein von Interaktions-Tokens leben (Ticket 51): in einer Gruppen-DM, einer
## DM oder auf einem Server ohne den Bot kann der Bot nur auf Klicks antworten
## (cogs/tables/tokens.py).

tokens-waiting = ⏸️ Die nächsten Züge dieses Tisches kann ich erst zeigen, wenn jemand einen seiner Knöpfe drückt. Tut sich hier eine Weile nichts, drück auf **Weiter**.
tokens-continue = Weiter

## Private Antworten

tokens-continue-unknown = Dieser **Weiter**-Knopf gehört zu keinem Tisch, der wartet.
tokens-continue-stale = An diesem Tisch geht es schon weiter: Hier gibt es nichts fortzusetzen.
tokens-settings-server = Einstellungen gelten für einen Server, der mich hinzugefügt hat; gib die Optionen hier stattdessen bei `/{ $group } { cmd-new }` an.

tokens-started = Das Spiel hat begonnen: Deine Karten findest du unter **Meine Hand**, nur für dich sichtbar.
