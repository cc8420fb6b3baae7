"""Components V2 (messages with the ``IS_COMPONENTS_V2`` flag, ``1 << 15``) as Discord takes
and stores them.

What Discord documents (https://discord.com/developers/docs/components/reference, and its
OpenAPI description, ``spec/openapi.json``) and discord.py 2.7 enforces on its side
(``discord.ui.LayoutView``: ``total_children_count`` ≤ 40, ``content_length()`` ≤ 4000):

- top-level components: Action Row (1), Section (9), Text Display (10), Media Gallery (12),
  File (13), Separator (14), Container (17) — a Thumbnail (11) only as a Section's
  accessory; a Container holds the same kinds but no Container; a Section 1–3 Text Displays
  and one accessory (a Button or a Thumbnail); an Action Row up to 5 buttons or one select;
- at most 40 components in the message, nested ones counted (a Container, its rows, their
  buttons, a Section and its accessory: each one);
- at most 4,000 characters of text over all Text Displays together (each 1–4,000);
- a Container's ``accent_color`` from 0 to 0xFFFFFF (or null); a Media Gallery 1–10 items;
  alt texts (``description``) up to 1,024 characters; a Separator's ``spacing`` 1 or 2;
- a media ``url`` is ``http(s)://…`` or ``attachment://<filename>``, and the latter must
  name a file uploaded with the same request or kept from the message being edited; a
  File component (13) shows an attachment only (``attachment://`` required);
- component ``id``s are unique in the message; ``custom_id``s too (checked with the
  legacy rules in ``limits.py``).

Error codes: ``COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED`` ("Total number of components cannot
exceed 40") is what bots report meeting; ``URL_TYPE_INVALID_SCHEME`` is Discord's code for a
URL of another scheme; the codes for the text total and a missing attachment are not
published — the double names them ``COMPONENT_MAX_TOTAL_TEXT_LENGTH_EXCEEDED``,
``UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND`` and ``COMPONENT_ID_DUPLICATED`` (discord.py reports
only the status, 50035 and the messages). Lengths and kinds use the codes the OpenAPI check
gives for the same field (``BASE_TYPE_MAX_LENGTH``, ``UNION_TYPE_CHOICES``…).

``shaped`` turns a valid tree into what Discord answers with (the response shape: every
optional field present, each ``attachment://`` reference resolved to its attachment).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .field_errors import err, too_long

IS_COMPONENTS_V2 = 1 << 15
MAX_COMPONENTS = 40
MAX_TEXT = 4000
MAX_ALT_TEXT = 1024
MAX_GALLERY_ITEMS = 10
MAX_SECTION_TEXTS = 3
MAX_ACCENT = 0xFFFFFF
ROW, BUTTON, SECTION, TEXT, THUMBNAIL, GALLERY, FILE, SEPARATOR, CONTAINER = (
    1, 2, 9, 10, 11, 12, 13, 14, 17)
TOP_LEVEL = (ROW, SECTION, TEXT, GALLERY, FILE, SEPARATOR, CONTAINER)
IN_CONTAINER = (ROW, SECTION, TEXT, GALLERY, FILE, SEPARATOR)
ACCESSORY = (BUTTON, THUMBNAIL)
ATTACHMENT = "attachment://"
SCHEMES = ("http://", "https://", ATTACHMENT)

Check = Callable[[str, dict[str, Any]], None]  # (dotted path, component)


def walk(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component of a tree, depth first, in the order a reader meets them (a
    Section's texts before its accessory)."""
    for comp in components:
        if not isinstance(comp, dict):
            continue
        yield comp
        children = comp.get("components")
        if isinstance(children, list):
            yield from walk(children)
        if isinstance(comp.get("accessory"), dict):
            yield comp["accessory"]


def text_displays(components: list[dict[str, Any]]) -> list[str]:
    """The Text Displays' contents in reading order (containers and sections included)."""
    return [c["content"] for c in walk(components)
            if c.get("type") == TEXT and isinstance(c.get("content"), str)]


def media_of(comp: dict[str, Any]) -> list[dict[str, Any]]:
    """The unfurled media items a component shows (gallery items, a thumbnail, a file)."""
    kind = comp.get("type")
    if kind == GALLERY:
        return [i["media"] for i in comp.get("items") or []
                if isinstance(i, dict) and isinstance(i.get("media"), dict)]
    key = "media" if kind == THUMBNAIL else "file" if kind == FILE else None
    media = comp.get(key) if key else None
    return [media] if isinstance(media, dict) else []


def check_layout(components: list[dict[str, Any]], files: set[str] | None,
                 errors: list[str], *, row: Check, item: Check) -> None:
    """Append the errors of a V2 component tree to ``errors``. ``files``: the filenames
    an ``attachment://`` reference may name (None: not checked); ``row(path, comp)``
    checks an action row and the interactive components in it, ``item(path, comp)`` a
    Section's button (the legacy rules of ``limits.py``, which keep the custom_ids seen)."""
    Walker(files, errors, row, item).top(components)
    total = sum(1 for _ in walk(components))
    if total > MAX_COMPONENTS:
        errors.append(err(["components"], "COMPONENT_MAX_TOTAL_COMPONENTS_EXCEEDED",
                          f"Total number of components cannot exceed {MAX_COMPONENTS} "
                          f"({total})."))
    chars = sum(len(t) for t in text_displays(components))
    if chars > MAX_TEXT:
        errors.append(err(["components"], "COMPONENT_MAX_TOTAL_TEXT_LENGTH_EXCEEDED",
                          f"The text of all Text Displays together cannot exceed {MAX_TEXT} "
                          f"characters ({chars})."))
    seen: set[int] = set()
    for comp in walk(components):
        cid = comp.get("id")
        if isinstance(cid, int) and not isinstance(cid, bool) and cid:
            if cid in seen:
                errors.append(err(["components"], "COMPONENT_ID_DUPLICATED",
                                  f"Component id {cid} is used twice; ids must be unique "
                                  "within the message."))
            seen.add(cid)


class Walker:
    """One pass over a V2 tree, each kind checked where it stands."""

    def __init__(self, files: set[str] | None, errors: list[str], row: Check,
                 item: Check) -> None:
        self.files, self.errors, self.row, self.item = files, errors, row, item

    def top(self, components: list[dict[str, Any]]) -> None:
        for i, comp in enumerate(components):
            self.one(["components", i], comp, TOP_LEVEL)

    def kind(self, path: list[str | int], comp: Any, allowed: tuple[int, ...]) -> int | None:
        if not isinstance(comp, dict):
            self.errors.append(err(path, "DICT_TYPE_CONVERT",
                                   "Only dictionaries may be used in a DictType"))
            return None
        kind = comp.get("type")
        if kind not in allowed:
            shown = ", ".join(str(k) for k in allowed)
            self.errors.append(err([*path, "type"], "UNION_TYPE_CHOICES",
                                   f'Value of field "type" must be one of ({shown}).'))
            return None
        return int(kind)

    def one(self, path: list[str | int], comp: Any, allowed: tuple[int, ...]) -> None:
        kind = self.kind(path, comp, allowed)
        if kind == ROW:
            self.row(".".join(map(str, path)), comp)
        elif kind == CONTAINER:
            self.container(path, comp)
        elif kind == SECTION:
            self.section(path, comp)
        elif kind == TEXT:
            content = comp.get("content")
            if not isinstance(content, str):
                self.errors.append(err([*path, "content"], "STRING_TYPE_CONVERT",
                                       f'Could not interpret "{content}" as string.'))
            else:
                self.length([*path, "content"], content, 1, MAX_TEXT)
        elif kind == GALLERY:
            items = self.listed([*path, "items"], comp.get("items"), MAX_GALLERY_ITEMS)
            for j, item in enumerate(items):
                self.media_holder([*path, "items", j], item, "media")
        elif kind == THUMBNAIL:
            self.media_holder(path, comp, "media")
        elif kind == FILE:
            self.media_holder(path, comp, "file", attachment_only=True)
        elif kind == SEPARATOR:
            if comp.get("spacing") not in (None, 1, 2):
                self.errors.append(err([*path, "spacing"], "BASE_TYPE_CHOICES",
                                       "Value must be one of (1, 2)."))
        elif kind == BUTTON:  # a Section's accessory
            self.item(".".join(map(str, path)), comp)

    def length(self, path: list[str | int], value: str | list[Any], lo: int, hi: int) -> None:
        """A text or list of ``lo`` to ``hi`` elements (Discord's codes, as the spec check's)."""
        if len(value) > hi:
            self.errors.append(too_long(path, hi))
        elif len(value) < lo:
            self.errors.append(err(path, "BASE_TYPE_MIN_LENGTH",
                                   f"Must be {lo} or more in length."))

    def listed(self, path: list[str | int], value: Any, hi: int) -> list[Any]:
        """A list of 1 to ``hi`` elements (its elements to check further; none if no list)."""
        if value is None:
            self.errors.append(err(path, "BASE_TYPE_REQUIRED", "This field is required"))
            return []
        if not isinstance(value, list):
            self.errors.append(err(path, "LIST_TYPE_CONVERT",
                                   "Only iterables may be used in a ListType"))
            return []
        self.length(path, value, 1, hi)
        return value

    def container(self, path: list[str | int], comp: dict[str, Any]) -> None:
        color = comp.get("accent_color")
        if color is not None and (not isinstance(color, int) or isinstance(color, bool)):
            self.errors.append(err([*path, "accent_color"], "NUMBER_TYPE_COERCE",
                                   f'Value "{color}" is not int.'))
        elif isinstance(color, int) and not 0 <= color <= MAX_ACCENT:
            code, bound = (("NUMBER_TYPE_MAX", f"less than or equal to {MAX_ACCENT}")
                           if color > MAX_ACCENT else ("NUMBER_TYPE_MIN",
                                                       "greater than or equal to 0"))
            self.errors.append(err([*path, "accent_color"], code, f"int value should be {bound}."))
        children = self.listed([*path, "components"], comp.get("components"), MAX_COMPONENTS)
        for j, child in enumerate(children):
            self.one([*path, "components", j], child, IN_CONTAINER)

    def section(self, path: list[str | int], comp: dict[str, Any]) -> None:
        texts = self.listed([*path, "components"], comp.get("components"), MAX_SECTION_TEXTS)
        for j, child in enumerate(texts):
            self.one([*path, "components", j], child, (TEXT,))
        accessory = comp.get("accessory")
        if accessory is None:
            self.errors.append(err([*path, "accessory"], "BASE_TYPE_REQUIRED",
                                   "This field is required"))
        else:
            self.one([*path, "accessory"], accessory, ACCESSORY)

    def media_holder(self, path: list[str | int], holder: Any, key: str, *,
                     attachment_only: bool = False) -> None:
        if not isinstance(holder, dict):
            self.errors.append(err(path, "DICT_TYPE_CONVERT",
                                   "Only dictionaries may be used in a DictType"))
            return
        alt = holder.get("description")
        if isinstance(alt, str):
            self.length([*path, "description"], alt, 1, MAX_ALT_TEXT)
        media = holder.get(key)
        url = media.get("url") if isinstance(media, dict) else None
        where = [*path, key, "url"]
        if not isinstance(url, str) or not url:
            self.errors.append(err(where, "BASE_TYPE_REQUIRED", "This field is required"))
            return
        if attachment_only and not url.startswith(ATTACHMENT):
            self.errors.append(err(where, "URL_TYPE_INVALID_SCHEME",
                                   'Scheme must be "attachment": a File component shows an '
                                   "attachment of the message."))
            return
        if not url.startswith(SCHEMES):
            self.errors.append(err(where, "URL_TYPE_INVALID_SCHEME",
                                   "Scheme must be one of ('http', 'https', 'attachment')."))
            return
        name = url.removeprefix(ATTACHMENT)
        if url.startswith(ATTACHMENT) and self.files is not None and name not in self.files:
            shown = ", ".join(sorted(self.files)) or "none"
            self.errors.append(err(where, "UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND",
                                   f"No attachment named {name!r} in this request or kept on "
                                   f"the message (attachments: {shown})."))


# -- the response shape ----------------------------------------------------------------------

def shaped(components: list[dict[str, Any]], attachments: list[dict[str, Any]],
           new_id: Callable[[], int]) -> list[dict[str, Any]]:
    """A valid V2 tree (changed in place and returned) as Discord answers with it: optional
    fields present with their defaults, each media item an unfurled media object — an
    ``attachment://`` reference resolved to its attachment (``attachment_id``, its CDN
    url) — a File component with the file's name and size."""
    by_name = {a.get("filename"): a for a in attachments}
    for comp in walk(components):
        kind = comp.get("type")
        if kind == CONTAINER:
            comp.setdefault("accent_color", None)
            comp["spoiler"] = bool(comp.get("spoiler"))
        elif kind == SEPARATOR:
            comp["spacing"] = comp.get("spacing") or 1
            comp["divider"] = True if comp.get("divider") is None else comp["divider"]
        elif kind == GALLERY:
            for item in comp.get("items") or []:
                item.setdefault("description", None)
                item["spoiler"] = bool(item.get("spoiler"))
                item["media"] = unfurled(item["media"], by_name, new_id)
        elif kind == THUMBNAIL:
            comp.setdefault("description", None)
            comp["spoiler"] = bool(comp.get("spoiler"))
            comp["media"] = unfurled(comp["media"], by_name, new_id)
        elif kind == FILE:
            comp["spoiler"] = bool(comp.get("spoiler"))
            comp["file"] = unfurled(comp["file"], by_name, new_id)
            shown = by_name.get(str(comp["file"]["url"]).rsplit("/", 1)[-1], {})
            comp["name"] = shown.get("filename")
            comp["size"] = shown.get("size")
    return components


def unfurled(media: dict[str, Any], by_name: dict[Any, dict[str, Any]],
             new_id: Callable[[], int]) -> dict[str, Any]:
    """An unfurled media object as Discord answers it (already one: unchanged)."""
    if "proxy_url" in media:
        return media
    url = str(media.get("url") or "")
    out: dict[str, Any] = {"id": str(new_id()), "url": url, "proxy_url": url,
                           "width": None, "height": None, "content_type": None}
    found = by_name.get(url.removeprefix(ATTACHMENT)) if url.startswith(ATTACHMENT) else None
    if found is not None:
        out |= {"url": f"https://cdn.double/{found['id']}/{found['filename']}",
                "proxy_url": f"https://media.double/{found['id']}/{found['filename']}",
                "content_type": "image/png" if found.get("png") else None,
                "attachment_id": str(found["id"])}
    return out
