"""Everything a player reads, in their language: the catalogues and the renderer.

A game's narrator turns its events into `Msg(key, params)`; `render(msg, locale,
names, you)` (or a `Renderer`) makes text of them; `t(key, locale, **params)` formats any
catalogue message; `explain(code, locale, **params)` words a refusal. Catalogues are Fluent
files: the platform's in `locales/`, each game's own in its package's `locales/` (added
with `add_catalogue`). English is the source; other languages fall back to it per key.
"""

from larry_core.text.catalog import (
    DEFAULT_LOCALE,
    LANGUAGES,
    MissingText,
    TextFormatError,
    add_catalogue,
    catalogue_folders,
    decimal,
    has,
    locales,
    percent,
    remove_catalogue,
    set_strict,
    t,
)
from larry_core.text.explain import explain, problem, problem_key
from larry_core.text.message import Msg
from larry_core.text.render import (
    Renderer,
    card_key,
    card_name,
    join_list,
    render,
    signed,
    strip_markdown,
)

__all__ = [
    "DEFAULT_LOCALE",
    "LANGUAGES",
    "MissingText",
    "Msg",
    "Renderer",
    "TextFormatError",
    "add_catalogue",
    "card_key",
    "card_name",
    "catalogue_folders",
    "decimal",
    "explain",
    "has",
    "join_list",
    "locales",
    "percent",
    "problem",
    "problem_key",
    "remove_catalogue",
    "render",
    "set_strict",
    "signed",
    "strip_markdown",
    "t",
]
