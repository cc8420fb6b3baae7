"""Va banque on the shared tables: its front end (`front.VbFront`), added to the tables when
the extension loads (after `cogs.tables`)."""

from cogs.tables.front import game_extension
from cogs.vabanque.front import VABANQUE_FRONT

setup, teardown = game_extension(VABANQUE_FRONT)
