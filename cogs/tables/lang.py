"""Which language a reader gets, and the slash commands' own translations.

- Private answers (ephemerals) follow the user's Discord locale when it is English, German or
  French; otherwise the table's language, else the server's.
- DMs follow the locale the user had when they sat down (kept on their seat), else the
  table's language.
- Public table messages follow the table's language (`/larry new language:`), which
  defaults to the server's stored default (`/larry settings`), else the server's preferred
  locale when it is one of the three, else English.

`CatalogueTranslator` gives Discord the command names, descriptions, option names and choice
names in German and French from the catalogues (`cmd-*` keys), sent with every sync; Discord
then shows each user the commands in their client language.
"""

from __future__ import annotations

import logging
from typing import Any

import discord
from discord import app_commands

from larry_core.tables.table import LANGUAGES, Table
from larry_core.text import DEFAULT_LOCALE, has, t

log = logging.getLogger(__name__)


def supported(locale: discord.Locale | str | None) -> str | None:
    """`locale` as one of our catalogue languages ('en-GB' -> 'en'), or None."""
    if locale is None:
        return None
    code = str(locale.value if isinstance(locale, discord.Locale) else locale)
    base = code.split("-", 1)[0].lower()
    return base if base in LANGUAGES else None


def server(interaction: discord.Interaction) -> str:
    """The server's preferred language (English if Discord's is not one of ours)."""
    return supported(interaction.guild_locale) or DEFAULT_LOCALE


def private(interaction: discord.Interaction, table: Table | None = None) -> str:
    """The language of a private answer to `interaction`."""
    return (supported(interaction.locale)
            or (table.options.language if table is not None else None)
            or server(interaction))


def of_seat(table: Table, seat: int) -> str:
    """The language of a seat's DMs."""
    return supported(table.seats[seat].get("locale")) or table.options.language


# ----------------------------------------------------------- command translations
class CatalogueTranslator(app_commands.Translator):
    """Slash-command strings from the catalogues: each `locale_str` carries its key in
    `extras["key"]`; German and French come from de.ftl and fr.ftl (English is the
    default text itself)."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContext[Any, Any]) -> str | None:
        key = string.extras.get("key")
        target = supported(locale)
        if key is None or target is None or target == DEFAULT_LOCALE or not has(key, target):
            return None
        return t(key, target)


def cmd(key: str) -> app_commands.locale_str:
    """A slash-command string: its English text from the catalogue, its key for the
    translator."""
    return app_commands.locale_str(t(key, DEFAULT_LOCALE), key=key)
