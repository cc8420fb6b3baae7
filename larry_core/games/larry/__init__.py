"""Larry, Schmidt Spiele's bluffing card game: engine, moves, views, AI, pictures.

`locales/` holds the game's texts (`larry.<locale>.ftl`: cards, narration, refused moves, the
terminal game, the short rules, `larry simulate`, the bluff report and the review;
`larry-discord.<locale>.ftl`: the /larry commands, table messages, own screen and picture
descriptions), added to every language's catalogue when this package is first imported.
"""

from importlib import resources

from larry_core.text import add_catalogue

add_catalogue(resources.files(__package__).joinpath("locales"))  # the game's own texts
