"""Synced application commands, and building/validating slash-command options like Discord."""

from __future__ import annotations

from typing import Any

from .models import ChannelRecord, UserRecord

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


class CommandError(ValueError):
    """The Discord client would not let the user send this command."""


def find_command(
    commands: list[dict[str, Any]], path: str
) -> tuple[dict[str, Any], list[str], dict[str, Any]]:
    """Resolve "group sub" to (top-level command, [group, sub], leaf definition)."""
    parts = path.split()
    top = next((c for c in commands if c["name"] == parts[0] and c.get("type", 1) == 1), None)
    if top is None:
        names = sorted(c["name"] for c in commands)
        raise CommandError(f"no synced slash command {parts[0]!r} (synced: {names})")
    node = top
    for part in parts[1:]:
        subs = [o for o in node.get("options", []) if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        nxt = next((o for o in subs if o["name"] == part), None)
        if nxt is None:
            raise CommandError(
                f"{path!r}: no subcommand {part!r} (have {[o['name'] for o in subs]})"
            )
        node = nxt
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in node.get("options", [])):
        raise CommandError(f"{path!r} is a group: name a subcommand")
    return top, parts[1:], node


def _convert(
    opt: dict[str, Any],
    value: Any,
    resolved: dict[str, dict[str, Any]],
    member_of: Any,
) -> Any:
    """Convert a Python value to the option value Discord sends, validating it."""
    name, otype = opt["name"], opt["type"]
    if otype == STRING:
        if not isinstance(value, str):
            raise CommandError(f"option {name!r} wants a string, got {value!r}")
        lo, hi = opt.get("min_length", 0), opt.get("max_length", 6000)
        if not lo <= len(value) <= hi:
            raise CommandError(f"option {name!r}: length must be in [{lo}, {hi}]")
    elif otype in (INTEGER, NUMBER):
        ok = isinstance(value, int) if otype == INTEGER else isinstance(value, int | float)
        if not ok or isinstance(value, bool):
            raise CommandError(f"option {name!r} wants a number, got {value!r}")
        lo, hi = opt.get("min_value"), opt.get("max_value")
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            raise CommandError(f"option {name!r}: {value} is outside [{lo}, {hi}]")
    elif otype == BOOLEAN:
        if not isinstance(value, bool):
            raise CommandError(f"option {name!r} wants a bool, got {value!r}")
    elif otype in (USER, MENTIONABLE):
        user = getattr(value, "record", value)
        if not isinstance(user, UserRecord):
            raise CommandError(f"option {name!r} wants a user, got {value!r}")
        resolved.setdefault("users", {})[str(user.id)] = user.payload()
        if member_of is not None:
            member = user.member_payload(member_of, with_user=False)
            resolved.setdefault("members", {})[str(user.id)] = member
        return str(user.id)
    elif otype == CHANNEL:
        channel = getattr(value, "record", value)
        if not isinstance(channel, ChannelRecord):
            raise CommandError(f"option {name!r} wants a channel, got {value!r}")
        data = channel.payload()
        data["permissions"] = "2248473465835073"
        resolved.setdefault("channels", {})[str(channel.id)] = data
        return str(channel.id)
    else:
        raise CommandError(f"option {name!r}: type {otype} is not supported by the double")
    choices = opt.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise CommandError(f"option {name!r}: {value!r} is not one of the choices {choices}")
    return value


def build_command_data(
    command: dict[str, Any],
    path: list[str],
    leaf: dict[str, Any],
    kwargs: dict[str, Any],
    *,
    joined_at: str | None = None,
) -> dict[str, Any]:
    """Build ``data`` for a type-2 INTERACTION_CREATE, validated against the definition."""
    defs = {o["name"]: o for o in leaf.get("options", [])}
    unknown = set(kwargs) - set(defs)
    if unknown:
        raise CommandError(f"unknown options {sorted(unknown)} (defined: {sorted(defs)})")
    missing = [n for n, o in defs.items() if o.get("required") and n not in kwargs]
    if missing:
        raise CommandError(f"missing required options {missing}")
    resolved: dict[str, dict[str, Any]] = {}
    options: list[dict[str, Any]] = [
        {"name": n, "type": defs[n]["type"], "value": _convert(defs[n], v, resolved, joined_at)}
        for n, v in kwargs.items()
    ]
    for name, otype in reversed(list(zip(path, _path_types(command, path), strict=True))):
        options = [{"name": name, "type": otype, "options": options}]
    data: dict[str, Any] = {
        "id": str(command["id"]),
        "name": command["name"],
        "type": 1,
        "options": options,
    }
    if command.get("guild_id"):
        data["guild_id"] = str(command["guild_id"])
    if resolved:
        data["resolved"] = resolved
    return data


def _path_types(command: dict[str, Any], path: list[str]) -> list[int]:
    types, node = [], command
    for part in path:
        node = next(o for o in node.get("options", []) if o["name"] == part)
        types.append(node["type"])
    return types


def validate_command_defs(defs: list[dict[str, Any]]) -> list[str]:
    """The checks Discord applies to a bulk overwrite of commands."""
    errors: list[str] = []
    if len(defs) > 100:
        errors.append("commands: must be 100 or fewer in length")
    seen: set[tuple[str, int]] = set()
    for i, c in enumerate(defs):
        key = (c.get("name", ""), c.get("type", 1))
        if key in seen:
            errors.append(f"{i}.name: duplicate command name {key[0]!r}")
        seen.add(key)
        if not 1 <= len(key[0]) <= 32:
            errors.append(f"{i}.name: must be 1-32 in length")
        if c.get("type", 1) == 1 and not 1 <= len(c.get("description", "")) <= 100:
            errors.append(f"{i}.description: must be 1-100 in length")
        if len(c.get("options", [])) > 25:
            errors.append(f"{i}.options: must be 25 or fewer in length")
    return errors
