"""Larry on the shared tables: its front end (`front.LarryFront`), added to the tables when
the extension loads (after `cogs.tables`)."""

from cogs.larry.front import LARRY_FRONT
from cogs.tables.front import game_extension

setup, teardown = game_extension(LARRY_FRONT)
