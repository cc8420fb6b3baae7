"""One rejected field of a request, as Discord's 400/50035 answer names it."""

from __future__ import annotations

from collections.abc import Sequence


class FieldError(str):
    """One rejected field: reads as ``"components.0.custom_id: message"`` and keeps the
    field's path and Discord's error code (``BASE_TYPE_MAX_LENGTH``…) for the nested
    ``errors`` object of a 50035 answer."""

    path: tuple[str, ...]
    code: str
    message: str

    def __new__(cls, path: Sequence[str | int], code: str, message: str) -> FieldError:
        parts = tuple(str(p) for p in path)
        self = super().__new__(cls, f"{'.'.join(parts) or '(body)'}: {message}")
        self.path, self.code, self.message = parts, code, message
        return self


def err(path: Sequence[str | int] | str, code: str, message: str) -> FieldError:
    """A field error at ``path`` (a sequence of keys, or dotted text like "components.0")."""
    parts = (path.split(".") if path else []) if isinstance(path, str) else path
    return FieldError(parts, code, message)


def too_long(path: Sequence[str | int] | str, limit: int) -> FieldError:
    """Discord's error for a string or list longer than ``limit``."""
    return err(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")
