"""Kniffel on the shared tables: its front end (`front.KnFront`), added to the tables when
the extension loads (after `cogs.tables`)."""

from cogs.kniffel.front import KNIFFEL_FRONT
from cogs.tables.front import game_extension

setup, teardown = game_extension(KNIFFEL_FRONT)
