"""The short rules every front end shows (`rules` in the terminal).

One text in one place: the catalogue key `rules-text` (larry_core/games/larry/locales). It is
written in Discord's markdown (`**bold**`, `` `code` ``); `plain()` strips that for a terminal.
It names no front end's buttons or commands.
"""

from __future__ import annotations

from larry_core.text import DEFAULT_LOCALE, strip_markdown, t


def rules(locale: str = DEFAULT_LOCALE, *, markdown: bool = True) -> str:
    """The short rules in `locale`: Discord markdown, or plain text for a terminal."""
    text = t("rules-text", locale)
    return text if markdown else strip_markdown(text)


RULES = rules()  # the English markdown text, for code that imports the constant


def plain(text: str) -> str:
    """`text` without Discord's bold and code marks, for a terminal."""
    return strip_markdown(text)
