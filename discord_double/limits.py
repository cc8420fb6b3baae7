"""Discord's message, component and modal limits, checked like the API does (code 50035)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from .field_errors import FieldError, err, too_long
from .v2 import IS_COMPONENTS_V2, check_layout

if TYPE_CHECKING:
    from .models import MessageRecord

__all__ = ["IS_COMPONENTS_V2", "FieldError", "check_components", "check_message",
           "check_modal", "modal_inputs", "nest_errors"]

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
INTERACTIVE = (2, 3, 5, 6, 7, 8)  # what an action row holds


def _err(path: str, code: str, message: str) -> FieldError:
    return err(path, code, message)


def _too_long(path: str, limit: int) -> FieldError:
    return too_long(path, limit)


def _embed_chars(embed: dict[str, Any]) -> int:
    total = len(embed.get("title") or "") + len(embed.get("description") or "")
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    for f in embed.get("fields") or []:
        total += len(f.get("name") or "") + len(f.get("value") or "")
    return total


def _check_embed(path: str, embed: dict[str, Any], errors: list[str]) -> None:
    if len(embed.get("title") or "") > 256:
        errors.append(_too_long(f"{path}.title", 256))
    if len(embed.get("description") or "") > 4096:
        errors.append(_too_long(f"{path}.description", 4096))
    fields = embed.get("fields") or []
    if len(fields) > 25:
        errors.append(_too_long(f"{path}.fields", 25))
    for i, f in enumerate(fields):
        for key, limit in (("name", 256), ("value", 1024)):
            if not f.get(key) or len(f[key]) > limit:
                errors.append(_err(f"{path}.fields.{i}.{key}", "BASE_TYPE_BAD_LENGTH",
                                   f"Must be between 1 and {limit} in length."))


def _check_button(path: str, comp: dict[str, Any], errors: list[str]) -> None:
    style = comp.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        errors.append(_err(f"{path}.style", "BASE_TYPE_CHOICES",
                           "Value must be one of (1, 2, 3, 4, 5, 6)."))
    if style == 5:
        if not comp.get("url"):
            errors.append(_err(f"{path}.url", "BASE_TYPE_REQUIRED", "A link button needs a url."))
        if comp.get("custom_id") is not None:
            errors.append(_err(f"{path}.custom_id", "BASE_TYPE_INVALID",
                               "A link button cannot have a custom_id."))
    elif comp.get("url") is not None:
        errors.append(_err(f"{path}.url", "BASE_TYPE_INVALID",
                           "Only a link button (style 5) can have a url."))
    if len(comp.get("label") or "") > MAX_LABEL:
        errors.append(_too_long(f"{path}.label", MAX_LABEL))
    if style != 6 and not comp.get("label") and not comp.get("emoji"):
        errors.append(_err(path, "BASE_TYPE_REQUIRED", "A button needs a label or an emoji."))


def _check_interactive(path: str, comp: dict[str, Any], errors: list[str], ids: set[str]) -> None:
    ctype = comp.get("type")
    cid = comp.get("custom_id")
    link_or_premium = ctype == 2 and comp.get("style") in (5, 6)
    if ctype in (2, 3, 4, 5, 6, 7, 8) and not link_or_premium:
        if not cid:
            errors.append(_err(f"{path}.custom_id", "BASE_TYPE_REQUIRED", "This field is required"))
        elif len(cid) > MAX_CUSTOM_ID:
            errors.append(_too_long(f"{path}.custom_id", MAX_CUSTOM_ID))
        elif cid in ids:
            errors.append(_err(f"{path}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED",
                               f"Component custom id cannot be duplicated ({cid!r})."))
        else:
            ids.add(cid)
    if ctype == 2:
        _check_button(path, comp, errors)
    if ctype == 3:
        opts = comp.get("options") or []
        if not 1 <= len(opts) <= MAX_OPTIONS:
            errors.append(_err(f"{path}.options", "BASE_TYPE_BAD_LENGTH",
                               f"Must be between 1 and {MAX_OPTIONS} in length."))
        values = [o.get("value") for o in opts]
        if len(set(values)) != len(values):
            errors.append(_err(f"{path}.options", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
                               "Select options must have unique values."))
        for j, o in enumerate(opts):
            for key in ("label", "value"):
                if not 1 <= len(o.get(key) or "") <= 100:
                    errors.append(_err(f"{path}.options.{j}.{key}", "BASE_TYPE_BAD_LENGTH",
                                       "Must be between 1 and 100 in length."))
        if int(comp.get("max_values", 1)) > max(len(opts), 1):
            errors.append(_err(f"{path}.max_values", "NUMBER_TYPE_MAX",
                               "More than the number of options."))
    if ctype in (3, 5, 6, 7, 8) and len(comp.get("placeholder") or "") > MAX_PLACEHOLDER:
        errors.append(_too_long(f"{path}.placeholder", MAX_PLACEHOLDER))


def check_components(components: list[dict[str, Any]], *, v2: bool = False,
                     files: set[str] | None = None) -> list[str]:
    """Errors in a message's component tree (empty list when valid). With ``v2`` the tree
    is a Components V2 layout (`discord_double.v2`); ``files`` are the filenames its
    ``attachment://`` references may name (None: not checked)."""
    errors: list[str] = []
    ids: set[str] = set()
    if v2:
        check_layout(components, files, errors,
                     row=lambda path, row: _check_row(path, row, errors, ids),
                     item=lambda path, comp: _check_interactive(path, comp, errors, ids))
        return errors
    if len(components) > MAX_ROWS:
        errors.append(_too_long("components", MAX_ROWS))
    for i, row in enumerate(components):
        path = f"components.{i}"
        if row.get("type") != 1:
            errors.append(_err(f"{path}.type", "BASE_TYPE_CHOICES",
                               "Without the IS_COMPONENTS_V2 flag, top-level components "
                               "must be action rows."))
            continue
        _check_row(path, row, errors, ids)
    return errors


def _check_row(path: str, row: dict[str, Any], errors: list[str], ids: set[str]) -> None:
    children = row.get("components") or []
    if not children:
        errors.append(_err(f"{path}.components", "BASE_TYPE_BAD_LENGTH",
                           f"Must be between 1 and {MAX_ROW_BUTTONS} in length."))
    kinds = {c.get("type") for c in children}
    if 2 in kinds and len(children) > MAX_ROW_BUTTONS:
        errors.append(_too_long(f"{path}.components", MAX_ROW_BUTTONS))
    if kinds & {3, 5, 6, 7, 8} and len(children) > 1:
        errors.append(_err(f"{path}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                           "The specified component exceeds the maximum width: a select "
                           "menu must be alone in its row."))
    for j, comp in enumerate(children):
        if not isinstance(comp, dict) or comp.get("type") not in INTERACTIVE:
            errors.append(_err(f"{path}.components.{j}.type", "UNION_TYPE_CHOICES",
                               'Value of field "type" must be one of (2, 3, 5, 6, 7, 8).'))
            continue
        _check_interactive(f"{path}.components.{j}", comp, errors, ids)


def check_message(body: dict[str, Any], *, require_body: bool = True,
                  editing: MessageRecord | None = None) -> list[str]:
    """Errors in a message create/edit body, as Discord's 50035 would list them.
    ``editing``: the message an edit changes (its flags, text and attachments count: the
    Components V2 flag stays once set, an ``attachment://`` reference may name a file the
    edit keeps, and a message turned V2 must clear its content and embeds)."""
    errors: list[str] = []
    content = body.get("content") or ""
    if len(content) > MAX_CONTENT:
        errors.append(_too_long("content", MAX_CONTENT))
    embeds = body.get("embeds") or []
    if len(embeds) > MAX_EMBEDS:
        errors.append(_too_long("embeds", MAX_EMBEDS))
    for i, e in enumerate(embeds):
        _check_embed(f"embeds.{i}", e, errors)
    total = sum(_embed_chars(e) for e in embeds)
    if total > MAX_EMBED_TOTAL:
        errors.append(_err("embeds", "MAX_EMBED_SIZE_EXCEEDED",
                           f"Embed size exceeds maximum size of {MAX_EMBED_TOTAL} ({total})."))
    was_v2 = editing is not None and bool(editing.flags & IS_COMPONENTS_V2)
    v2 = was_v2 or bool(int(body.get("flags") or 0) & IS_COMPONENTS_V2)
    components = body.get("components") or []
    errors += check_components(components, v2=v2, files=_files(body, editing) if v2 else None)
    for key, present in (("content", content), ("embeds", embeds), ("poll", body.get("poll")),
                         ("sticker_ids", body.get("sticker_ids"))):
        kept = editing is not None and not was_v2 and key not in body and (
            editing.content if key == "content" else editing.embeds if key == "embeds" else "")
        if v2 and (present or kept):
            errors.append(_err(key, "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
                               f"The '{key}' field cannot be used when using "
                               "MessageFlags.IS_COMPONENTS_V2"
                               + (" (an edit that turns a message V2 must set it to null)"
                                  if kept else "")))
    has_any = content or embeds or components or body.get("attachments") or body.get("poll")
    if require_body and not has_any:
        errors.append("Cannot send an empty message (code 50006)")
    return errors


def _files(body: dict[str, Any], editing: MessageRecord | None) -> set[str]:
    """The filenames the message will carry once ``body`` is applied: the files uploaded
    with it (``read_body`` gave them a ``size``) and those of ``editing`` it keeps (the
    ones its ``attachments`` list by id, or all of them without that list)."""
    listed = body.get("attachments")
    names = {str(a.get("filename")) for a in listed or [] if isinstance(a, dict) and "size" in a}
    if editing is not None:
        kept = ({str(a.get("id")) for a in listed if isinstance(a, dict)}
                if isinstance(listed, list) else None)
        names |= {str(a["filename"]) for a in editing.attachments
                  if kept is None or str(a["id"]) in kept}
    return names


def check_modal(data: dict[str, Any]) -> list[str]:
    """Errors in a modal (interaction callback type 9)."""
    errors: list[str] = []
    if not data.get("custom_id") or len(data["custom_id"]) > MAX_CUSTOM_ID:
        errors.append(_err("data.custom_id", "BASE_TYPE_BAD_LENGTH",
                           f"Must be between 1 and {MAX_CUSTOM_ID} in length."))
    if not 1 <= len(data.get("title") or "") <= MAX_MODAL_TITLE:
        errors.append(_err("data.title", "BASE_TYPE_BAD_LENGTH",
                           f"Must be between 1 and {MAX_MODAL_TITLE} in length."))
    rows = data.get("components") or []
    if not 1 <= len(rows) <= MAX_ROWS:
        errors.append(_err("data.components", "BASE_TYPE_BAD_LENGTH",
                           f"Must be between 1 and {MAX_ROWS} in length."))
    ids: set[str] = set()
    for i, row in enumerate(rows):
        for j, comp in enumerate(_modal_inputs(row)):
            path = (f"data.components.{i}.component" if row.get("type") == 18
                    else f"data.components.{i}.components.{j}")
            _check_interactive(path, comp, errors, ids)
            if comp.get("type") == 4:
                if len(comp.get("label") or "") > 45:
                    errors.append(_too_long(f"{path}.label", 45))
                if int(comp.get("max_length") or 4000) > 4000:
                    errors.append(_err(f"{path}.max_length", "NUMBER_TYPE_MAX",
                                       "int value should be less than or equal to 4000."))
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
    for error in errors:
        if isinstance(error, FieldError):
            path, code, msg = list(error.path), error.code, error.message
        else:
            head, _, msg = error.partition(": ")
            path, code, msg = head.split("."), "BASE_TYPE_INVALID", msg or error
        node = root
        for part in path:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": code, "message": msg})
    return root
