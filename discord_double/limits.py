"""Discord's message, component and modal limits, checked like the API does (code 50035)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

MAX_CONTENT = 2000
MAX_EMBEDS = 10
MAX_EMBED_TOTAL = 6000
MAX_ROWS = 5
MAX_ROW_BUTTONS = 5
MAX_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_PLACEHOLDER = 150
MAX_MODAL_TITLE = 45
IS_COMPONENTS_V2 = 1 << 15


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


def _embed_chars(embed: dict[str, Any]) -> int:
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for f in embed.get("fields") or []:
        total += len(f.get("name") or "") + len(f.get("value") or "")
    return total


def _check_embed(path: str, embed: dict[str, Any], errors: list[str]) -> None:
    if len(embed.get("title") or "") > 256:
        errors.append(f"{path}.title: must be 256 or fewer in length")
    if len(embed.get("description") or "") > 4096:
        errors.append(f"{path}.description: must be 4096 or fewer in length")
    fields = embed.get("fields") or []
    if len(fields) > 25:
        errors.append(f"{path}.fields: must be 25 or fewer in length")
    for i, f in enumerate(fields):
        if not f.get("name") or len(f["name"]) > 256:
            errors.append(f"{path}.fields.{i}.name: must be 1-256 in length")
        if not f.get("value") or len(f["value"]) > 1024:
            errors.append(f"{path}.fields.{i}.value: must be 1-1024 in length")


def _check_interactive(path: str, comp: dict[str, Any], errors: list[str], ids: set[str]) -> None:
    ctype = comp.get("type")
    cid = comp.get("custom_id")
    if ctype == 2 and comp.get("style") == 5:
        if not comp.get("url"):
            errors.append(f"{path}.url: link buttons need a url")
    elif ctype in (2, 3, 5, 6, 7, 8, 4):
        if not cid:
            errors.append(f"{path}.custom_id: required")
        elif len(cid) > MAX_CUSTOM_ID:
            errors.append(f"{path}.custom_id: must be {MAX_CUSTOM_ID} or fewer in length")
        elif cid in ids:
            errors.append(f"{path}.custom_id: duplicate custom_id {cid!r}")
        else:
            ids.add(cid)
    if ctype == 2:
        if len(comp.get("label") or "") > MAX_LABEL:
            errors.append(f"{path}.label: must be {MAX_LABEL} or fewer in length")
        if not comp.get("label") and not comp.get("emoji"):
            errors.append(f"{path}: a button needs a label or an emoji")
    if ctype == 3:
        opts = comp.get("options") or []
        if not 1 <= len(opts) <= MAX_OPTIONS:
            errors.append(f"{path}.options: must be 1-{MAX_OPTIONS} in length")
        values = [o.get("value") for o in opts]
        if len(set(values)) != len(values):
            errors.append(f"{path}.options: duplicate option values")
        for j, o in enumerate(opts):
            if not 1 <= len(o.get("label") or "") <= 100:
                errors.append(f"{path}.options.{j}.label: must be 1-100 in length")
            if not 1 <= len(o.get("value") or "") <= 100:
                errors.append(f"{path}.options.{j}.value: must be 1-100 in length")
        if int(comp.get("max_values", 1)) > max(len(opts), 1):
            errors.append(f"{path}.max_values: more than the number of options")
    if ctype in (3, 5, 6, 7, 8) and len(comp.get("placeholder") or "") > MAX_PLACEHOLDER:
        errors.append(f"{path}.placeholder: must be {MAX_PLACEHOLDER} or fewer in length")


def check_components(components: list[dict[str, Any]], *, v2: bool = False) -> list[str]:
    """Errors in a message's component tree (empty list when valid)."""
    errors: list[str] = []
    ids: set[str] = set()
    if not v2 and len(components) > MAX_ROWS:
        errors.append(f"components: must be {MAX_ROWS} or fewer in length")
    for i, row in enumerate(components):
        path = f"components.{i}"
        if row.get("type") != 1:
            if not v2:
                errors.append(f"{path}.type: top-level components must be action rows")
            _walk_v2(path, row, errors, ids)
            continue
        _check_row(path, row, errors, ids)
    return errors


def _check_row(path: str, row: dict[str, Any], errors: list[str], ids: set[str]) -> None:
    children = row.get("components") or []
    if not children:
        errors.append(f"{path}.components: an action row cannot be empty")
    kinds = {c.get("type") for c in children}
    if 2 in kinds and len(children) > MAX_ROW_BUTTONS:
        errors.append(f"{path}.components: must be {MAX_ROW_BUTTONS} or fewer in length")
    if kinds & {3, 5, 6, 7, 8} and len(children) > 1:
        errors.append(f"{path}.components: a select menu must be alone in its row")
    for j, comp in enumerate(children):
        _check_interactive(f"{path}.components.{j}", comp, errors, ids)


def _walk_v2(path: str, comp: dict[str, Any], errors: list[str], ids: set[str]) -> None:
    if comp.get("type") == 1:
        _check_row(path, comp, errors, ids)
        return
    _check_interactive(path, comp, errors, ids)
    for j, child in enumerate(comp.get("components") or []):
        _walk_v2(f"{path}.components.{j}", child, errors, ids)
    if isinstance(comp.get("accessory"), dict):
        _check_interactive(f"{path}.accessory", comp["accessory"], errors, ids)


def check_message(body: dict[str, Any], *, require_body: bool = True) -> list[str]:
    """Errors in a message create/edit body, as Discord's 50035 would list them."""
    errors: list[str] = []
    content = body.get("content") or ""
    if len(content) > MAX_CONTENT:
        errors.append(f"content: must be {MAX_CONTENT} or fewer in length ({len(content)})")
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        errors.append(f"embeds: must be {MAX_EMBEDS} or fewer in length")
    for i, e in enumerate(embeds):
        _check_embed(f"embeds.{i}", e, errors)
    total = sum(_embed_chars(e) for e in embeds)
    if total > MAX_EMBED_TOTAL:
        errors.append(f"embeds: total size {total} exceeds {MAX_EMBED_TOTAL} characters")
    v2 = bool(int(body.get("flags") or 0) & IS_COMPONENTS_V2)
    components = body.get("components") or []
    errors += check_components(components, v2=v2)
    if v2 and (content or embeds):
        errors.append("content: cannot be used with the IS_COMPONENTS_V2 flag")
    has_any = content or embeds or components or body.get("attachments") or body.get("poll")
    if require_body and not has_any:
        errors.append("Cannot send an empty message (code 50006)")
    return errors


def check_modal(data: dict[str, Any]) -> list[str]:
    """Errors in a modal (interaction callback type 9)."""
    errors: list[str] = []
    if not data.get("custom_id") or len(data["custom_id"]) > MAX_CUSTOM_ID:
        errors.append(f"data.custom_id: must be 1-{MAX_CUSTOM_ID} in length")
    if not 1 <= len(data.get("title") or "") <= MAX_MODAL_TITLE:
        errors.append(f"data.title: must be 1-{MAX_MODAL_TITLE} in length")
    rows = data.get("components") or []
    if not 1 <= len(rows) <= 5:
        errors.append("data.components: must be 1-5 in length")
    ids: set[str] = set()
    for i, row in enumerate(rows):
        for j, comp in enumerate(_modal_inputs(row)):
            path = f"data.components.{i}.components.{j}"
            _check_interactive(path, comp, errors, ids)
            if comp.get("type") == 4:
                if len(comp.get("label") or "") > 45:
                    errors.append(f"{path}.label: must be 45 or fewer in length")
                if int(comp.get("max_length") or 4000) > 4000:
                    errors.append(f"{path}.max_length: must be 4000 or less")
    return errors


def _modal_inputs(row: dict[str, Any]) -> list[dict[str, Any]]:
    """Inputs of a modal row: action rows (legacy) or labels (component v2 modals)."""
    if row.get("type") == 1:
        return list(row.get("components") or [])
    if row.get("type") == 18 and isinstance(row.get("component"), dict):
        return [row["component"]]
    return []


def modal_inputs(modal: dict[str, Any]) -> list[tuple[dict[str, Any], str]]:
    """Every input of a modal with its visible label: [(component, label)]."""
    out: list[tuple[dict[str, Any], str]] = []
    for row in modal.get("components") or []:
        for comp in _modal_inputs(row):
            label = row.get("label") if row.get("type") == 18 else comp.get("label")
            out.append((comp, label or ""))
    return out


def nest_errors(errors: Sequence[str]) -> dict[str, Any]:
    """Discord's nested ``errors`` object for a 50035 answer: each field's path as nested
    keys, its errors under ``_errors``. A `FieldError` brings its own code; plain
    ``"path: message"`` text gets ``BASE_TYPE_INVALID``."""
    root: dict[str, Any] = {}
    for err in errors:
        if isinstance(err, FieldError):
            path, code, msg = list(err.path), err.code, err.message
        else:
            head, _, msg = err.partition(": ")
            path, code, msg = head.split("."), "BASE_TYPE_INVALID", msg or err
        node = root
        for part in path:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": msg})
    return root
