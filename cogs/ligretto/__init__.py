"""Würfel-Ligretto on the shared tables: its front end (`front.LIGRETTO_FRONT`), added to the tables
when the extension loads (after `cogs.tables`)."""

from cogs.ligretto.front import LIGRETTO_FRONT
from cogs.tables.front import game_extension

setup, teardown = game_extension(LIGRETTO_FRONT)
