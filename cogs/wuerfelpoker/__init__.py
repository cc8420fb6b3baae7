"""Würfelpoker on the shared tables: its front end (`front.WpFront`), added to the tables
when the extension loads (after `cogs.tables`)."""

from cogs.tables.front import game_extension
from cogs.wuerfelpoker.front import WUERFELPOKER_FRONT

setup, teardown = game_extension(WUERFELPOKER_FRONT)
