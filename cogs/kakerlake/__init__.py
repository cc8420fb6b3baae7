"""Kakerlakenpoker Royal on the shared tables: its front end (`front.KpFront`), added to the
tables when the extension loads (after `cogs.tables`)."""

from cogs.kakerlake.front import KAKERLAKE_FRONT
from cogs.tables.front import game_extension

setup, teardown = game_extension(KAKERLAKE_FRONT)
