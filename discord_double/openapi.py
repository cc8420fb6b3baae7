"""Discord's published API (``spec/openapi.json``): which operation a request is, and the
field errors Discord would answer an invalid one with (HTTP 400, code 50035).

``spec()`` loads the description once per process. ``Spec.match(method, path)`` finds the
operation of a request path (below ``/api/v10``); ``Operation.check`` validates its path and
query parameters and its JSON body (or a multipart upload's ``payload_json``) with
``jsonschema``'s Draft 2020-12 validator, the spec registered with ``referencing``. Each
operation's validators are built on first use and kept.

What Discord accepts beyond the letter of the spec is accepted too: a snowflake may be a JSON
integer (discord.py sends ``recipient_id`` and attachment ids as numbers), and a boolean query
parameter may be ``1``/``0`` as well as ``true``/``false``. Fields the spec does not list are
ignored, as Discord ignores them (the spec's request schemas do not forbid extra fields).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from .limits import FieldError
from .models import loads

SPEC_FILE = Path(__file__).with_name("spec") / "openapi.json"
SPEC_URI = "urn:discord-api-spec:openapi.json"
MAX_SNOWFLAKE = 2**64 - 1
TRUE, FALSE = ("true", "1"), ("false", "0")


def _pointer(*parts: str | int) -> str:
    """A JSON pointer into the spec, as the fragment of a ``$ref`` to it."""
    escaped = (str(p).replace("~", "~0").replace("/", "~1") for p in parts)
    return SPEC_URI + "#" + quote("/" + "/".join(escaped), safe="/~@")


def _tolerant(document: dict[str, Any]) -> dict[str, Any]:
    """The spec as the double applies it (changed in place): a snowflake is a decimal string
    *or* an integer (JSON Schema's ``pattern`` applies to strings only, ``minimum`` and
    ``maximum`` to numbers only); unions are made quick to check (`_quick_unions`)."""
    schemas = document["components"]["schemas"]
    schemas["SnowflakeType"].update(type=["string", "integer"], minimum=0,
                                    maximum=MAX_SNOWFLAKE)
    _quick_unions(document, schemas)
    _inline_refs(document, schemas)
    return document


def _inline_refs(document: dict[str, Any], schemas: dict[str, Any]) -> None:
    """Put each named schema in place of the plain ``$ref``s to it (the same object, so a
    schema that contains itself becomes a cycle of objects): the same schema, checked
    without a registry lookup per reference."""
    seen: set[int] = set()
    todo: list[Any] = [document]
    while todo:
        node = todo.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        items = node.items() if isinstance(node, dict) else enumerate(node)
        for key, child in list(items):
            if isinstance(child, dict) and set(child) == {"$ref"}:
                ref = child["$ref"]
                if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
                    child = node[key] = schemas[ref.rsplit("/", 1)[-1]]
            if isinstance(child, dict | list):
                todo.append(child)


UNION = "x-double-union"  # the keyword `_union_keyword` checks


def _quick_unions(node: Any, schemas: dict[str, Any]) -> None:
    """Rewrite, in place, the spec's unions that jsonschema would check branch by branch
    into ones checked in one step, with the same verdicts:

    - a ``oneOf`` of ``const`` values (the spec's enumerations, e.g. the 18 component
      types) becomes an ``enum``;
    - a ``oneOf``/``anyOf`` of object schemas told apart by their ``type`` field (kinds of
      component, of interaction callback, of command option), with or without a ``null``
      branch, becomes the `UNION` keyword: the value's ``type`` picks the one branch it is
      checked against.
    """
    if isinstance(node, list):
        for item in node:
            _quick_unions(item, schemas)
        return
    if not isinstance(node, dict):
        return
    for value in node.values():
        _quick_unions(value, schemas)
    for key in ("oneOf", "anyOf"):
        branches = node.get(key)
        if not isinstance(branches, list):
            continue
        if all(isinstance(b, dict) and "const" in b
               and set(b) <= {"const", "title", "description"} for b in branches):
            del node[key]
            node["enum"] = [b["const"] for b in branches]
            continue
        union = _discriminated(branches, schemas)
        if union is not None:
            del node[key]
            node[UNION] = union


def _discriminated(branches: list[Any], schemas: dict[str, Any]) -> dict[str, Any] | None:
    """The `UNION` keyword's value for a union told apart by ``type`` (None if it is not)."""
    cases: list[list[Any]] = []
    nullable = False
    for branch in branches:
        if branch == {"type": "null"}:
            nullable = True
            continue
        target = branch
        ref = branch.get("$ref", "") if isinstance(branch, dict) else ""
        if ref.startswith("#/components/schemas/"):
            target = schemas[ref.rsplit("/", 1)[-1]]
        prop = target.get("properties", {}).get("type", {}) if isinstance(target, dict) else {}
        values = prop.get("enum") or ([prop["const"]] if "const" in prop else None)
        if not values or "type" not in target.get("required", ()):
            return None
        cases += [[v, branch] for v in values]
    keys = [v for v, _ in cases]
    if len(keys) < 2 or len(set(keys)) != len(keys):
        return None
    return {"nullable": nullable, "cases": cases}


def _union_keyword(validator: Any, union: dict[str, Any], instance: Any,
                   schema: dict[str, Any]) -> Iterator[ValidationError]:
    """Check a value against the one branch of a `UNION` its ``type`` names."""
    if instance is None and union["nullable"]:
        return
    if not isinstance(instance, dict):
        yield ValidationError(f"{instance!r} is not an object")
        return
    kind = instance.get("type")
    for index, (value, branch) in enumerate(union["cases"]):
        if type(kind) is type(value) and kind == value:
            yield from validator.descend(instance, branch, schema_path=index)
            return
    yield ValidationError(f"no branch for type {kind!r}")


Validator = validators.extend(Draft202012Validator, {UNION: _union_keyword})


@dataclass(frozen=True, slots=True)
class Parameter:
    """A path or query parameter of an operation and where its schema is in the spec."""

    name: str
    where: str  # "path" or "query"
    required: bool
    schema: dict[str, Any]  # resolved one level (a $ref to a named schema followed)
    ref: str  # a $ref to the schema in the spec

    def coerce(self, raw: str) -> Any:
        """The value a query string stands for, as Discord reads it: booleans from
        ``true``/``false``/``1``/``0``, integers from digits; anything else stays text
        (and fails the schema if the schema wants something else)."""
        types = self.schema.get("type")
        kinds = {types} if isinstance(types, str) else set(types or ())
        if "boolean" in kinds:
            low = raw.lower()
            return True if low in TRUE else False if low in FALSE else raw
        if "integer" in kinds and "string" not in kinds:
            try:
                return int(raw)
            except ValueError:
                return raw
        return raw


@dataclass
class Operation:
    """One operation of the spec (a method on a path template) and its compiled checks."""

    spec: Spec
    method: str
    template: str  # "/channels/{channel_id}/messages"
    parameters: tuple[Parameter, ...]
    body_ref: str | None  # a $ref to the JSON request body's schema, if it takes one
    body_required: bool
    _validators: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def operation_id(self) -> str:
        """The spec's ``operationId`` (e.g. ``create_message``)."""
        return str(self.spec.document["paths"][self.template][self.method].get("operationId", ""))

    def _validator(self, key: str, ref: str) -> Any:
        validator = self._validators.get(key)
        if validator is None:
            validator = Validator({"$ref": ref}, registry=self.spec.registry)
            self._validators[key] = validator
        return validator

    def check(self, path_params: Mapping[str, str], query: Mapping[str, str],
              body: Any = None, *, has_body: bool = False) -> list[FieldError]:
        """Field errors in a request to this operation (empty when Discord would take it).

        ``path_params`` are the template's parameters by the spec's names, ``query`` the
        query string (only the parameters the spec declares are checked; Discord ignores
        others), ``body`` the parsed JSON body or ``payload_json``."""
        errors: list[FieldError] = []
        for param in self.parameters:
            source = path_params if param.where == "path" else query
            if param.name not in source:
                if param.required:
                    errors.append(FieldError([param.name], "BASE_TYPE_REQUIRED",
                                             "This field is required"))
                continue
            value = source[param.name]
            if param.where == "query":
                value = param.coerce(value)
            validator = self._validator(f"{param.where}:{param.name}", param.ref)
            errors += field_errors(validator.iter_errors(value), [param.name])
        if self.body_ref is not None and (has_body or self.body_required):
            instance = body if has_body else {}
            errors += field_errors(self._validator("body", self.body_ref).iter_errors(instance))
        return _unique(errors)

    def response_ref(self, status: int) -> str | None:
        """A $ref to the JSON schema of a response with ``status``, if the spec gives one."""
        responses = self.spec.document["paths"][self.template][self.method].get("responses", {})
        key = str(status) if str(status) in responses else f"{str(status)[0]}XX"
        answer = responses.get(key)
        if answer is None:
            return None
        pointer: tuple[str | int, ...] = ("paths", self.template, self.method, "responses", key)
        if "$ref" in answer:  # a shared response under components/responses
            name = answer["$ref"].rsplit("/", 1)[-1]
            answer = self.spec.document["components"]["responses"][name]
            pointer = ("components", "responses", name)
        if "application/json" not in answer.get("content", {}):
            return None
        return _pointer(*pointer, "content", "application/json", "schema")

    def check_response(self, status: int, body: Any) -> list[FieldError]:
        """How a response the double gives departs from the spec's schema for it."""
        ref = self.response_ref(status)
        if ref is None:
            return []
        return _unique(field_errors(self._validator(f"response:{status}", ref).iter_errors(body)))


@dataclass(frozen=True, slots=True)
class Found:
    """A request path matched to an operation, with its path parameters by the spec's names."""

    operation: Operation
    path_params: dict[str, str]


class Spec:
    """Discord's API description, with a route table to find a request's operation."""

    def __init__(self, document: dict[str, Any]) -> None:
        self.document = _tolerant(document)
        resource = Resource.from_contents(self.document, default_specification=DRAFT202012)
        self.registry: Registry[Any] = Registry().with_resource(SPEC_URI, resource)
        self._operations: dict[tuple[str, str], Operation] = {}
        routes = []
        for template in self.document["paths"]:
            segments = template.strip("/").split("/")
            literal = sum(1 for s in segments if not s.startswith("{"))
            pattern = "/".join(
                f"(?P<{s[1:-1]}>[^/]+)" if s.startswith("{") else re.escape(s) for s in segments
            )
            routes.append((literal, re.compile(f"/{pattern}"), template))
        # the most literal template first: /users/@me before /users/{user_id}
        self._routes = sorted(routes, key=lambda r: -r[0])

    def match(self, method: str, path: str) -> Found | str:
        """The operation for ``method`` on ``path`` (below the API prefix), or why there is
        none: ``"unknown route"`` (Discord answers 404) or ``"method not allowed"`` (405)."""
        for _, regex, template in self._routes:
            hit = regex.fullmatch(path)
            if hit is None:
                continue
            op = self.operation(method, template)
            if op is None:
                return "method not allowed"
            return Found(op, hit.groupdict())
        return "unknown route"

    def operation(self, method: str, template: str) -> Operation | None:
        """The operation ``method`` on a path template of the spec (None if undefined)."""
        key = (method.lower(), template)
        if key in self._operations:
            return self._operations[key]
        item = self.document["paths"].get(template, {})
        if key[0] not in item:
            return None
        op = item[key[0]]
        declared: dict[tuple[str, str], Parameter] = {}
        for where, params in (((), item.get("parameters", [])),
                              ((key[0],), op.get("parameters", []))):
            for i, param in enumerate(params):
                ref = _pointer("paths", template, *where, "parameters", i, "schema")
                declared[(param["in"], param["name"])] = Parameter(
                    param["name"], param["in"], bool(param.get("required")),
                    self._resolve(param.get("schema", {})), ref)
        body = op.get("requestBody")
        json_body = body is not None and "application/json" in body.get("content", {})
        operation = Operation(
            self, key[0], template,
            tuple(p for p in declared.values() if p.where in ("path", "query")),
            _pointer("paths", template, key[0], "requestBody", "content", "application/json",
                     "schema") if json_body else None,
            bool(json_body and body.get("required")),
        )
        self._operations[key] = operation
        return operation

    def _resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        ref = schema.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/schemas/"):
            return dict(self.document["components"]["schemas"][ref.rsplit("/", 1)[-1]])
        return schema


@functools.cache
def spec() -> Spec:
    """The project's copy of Discord's API description, loaded once per process."""
    return Spec(loads(SPEC_FILE.read_bytes()))


# -- jsonschema's errors as Discord's field errors ------------------------------------------

def field_errors(errors: Iterable[ValidationError],
                 prefix: list[str | int] | None = None) -> list[FieldError]:
    """Discord-style field errors (path, code, message) for ``jsonschema`` errors.

    A union (``oneOf``/``anyOf``, e.g. the kinds of component, of interaction callback, of
    command option) is reported inside the branch the value was meant for, told by its JSON
    type and its ``type`` field; a ``type`` that no branch takes is reported on that field
    (``UNION_TYPE_CHOICES``). A value several branches accept is accepted."""
    out: list[FieldError] = []
    for error in errors:
        out += _describe(error, list(prefix or []))
    return out


def _describe(error: ValidationError, prefix: list[str | int]) -> list[FieldError]:
    path = prefix + list(error.absolute_path)
    kind, limit, value = error.validator, error.validator_value, error.instance
    if kind in ("oneOf", "anyOf"):
        return _union(error, prefix, path)
    if kind == UNION:
        if not isinstance(value, dict):
            return [_type_error(path, "object", value)]
        if "type" not in value:
            return [FieldError([*path, "type"], "BASE_TYPE_REQUIRED", "This field is required")]
        shown = ", ".join(repr(v) for v, _ in limit["cases"])
        return [FieldError([*path, "type"], "UNION_TYPE_CHOICES",
                           f'Value of field "type" must be one of ({shown}).')]
    if kind == "allOf":
        return field_errors(error.context or [], prefix)
    if kind == "required":
        present = value if isinstance(value, dict) else {}
        return [FieldError([*path, name], "BASE_TYPE_REQUIRED", "This field is required")
                for name in limit if name not in present]
    if kind in ("maxLength", "maxItems", "maxProperties"):
        return [FieldError(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")]
    if kind in ("minLength", "minItems", "minProperties"):
        return [FieldError(path, "BASE_TYPE_MIN_LENGTH", f"Must be {limit} or more in length.")]
    if kind in ("maximum", "exclusiveMaximum"):
        bound = limit if kind == "maximum" else limit - 1
        return [FieldError(path, "NUMBER_TYPE_MAX",
                           f"int value should be less than or equal to {bound}.")]
    if kind in ("minimum", "exclusiveMinimum"):
        bound = limit if kind == "minimum" else limit + 1
        return [FieldError(path, "NUMBER_TYPE_MIN",
                           f"int value should be greater than or equal to {bound}.")]
    if kind in ("enum", "const"):
        choices = limit if kind == "enum" else [limit]
        shown = ", ".join(repr(c) for c in choices)
        return [FieldError(path, "BASE_TYPE_CHOICES", f"Value must be one of ({shown}).")]
    if kind == "type":
        return [_type_error(path, limit, value)]
    if kind == "pattern":
        if limit == "^(0|[1-9][0-9]*)$":
            return [FieldError(path, "NUMBER_TYPE_COERCE", f'Value "{value}" is not snowflake.')]
        return [FieldError(path, "STRING_TYPE_REGEX",
                           "String value did not match validation regex.")]
    if kind == "uniqueItems":
        return [FieldError(path, "ARRAY_TYPE_DUPLICATE", "Values must be unique.")]
    return [FieldError(path, "BASE_TYPE_INVALID", error.message)]


def _type_error(path: list[str | int], wanted: str | list[str], value: Any) -> FieldError:
    kinds = [wanted] if isinstance(wanted, str) else list(wanted)
    if value is None:
        return FieldError(path, "BASE_TYPE_REQUIRED", "This field is required")
    if "integer" in kinds or "number" in kinds:
        return FieldError(path, "NUMBER_TYPE_COERCE", f'Value "{value}" is not int.')
    if "boolean" in kinds:
        return FieldError(path, "BOOLEAN_TYPE_COERCE", f'Value "{value}" is not a valid boolean.')
    if "array" in kinds:
        return FieldError(path, "LIST_TYPE_CONVERT", "Only iterables may be used in a ListType")
    if "object" in kinds:
        return FieldError(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType")
    return FieldError(path, "STRING_TYPE_CONVERT", f'Could not interpret "{value}" as string.')


def _off_branch(sub: ValidationError) -> bool:
    """True if a branch's error says the value is not of that branch's kind at all: another
    JSON type, or another value of its ``type`` discriminator."""
    rel = list(sub.relative_path)
    return (not rel and sub.validator == "type") or (
        rel == ["type"] and sub.validator in ("enum", "const"))


def _union(error: ValidationError, prefix: list[str | int],
           path: list[str | int]) -> list[FieldError]:
    if not error.context:  # a oneOf that more than one branch accepts: Discord takes it
        return []
    branches: dict[Any, list[ValidationError]] = {}
    for sub in error.context:
        branches.setdefault(sub.relative_schema_path[0], []).append(sub)
    meant = [subs for subs in branches.values() if not any(_off_branch(s) for s in subs)]
    if meant:
        return field_errors(min(meant, key=len), prefix)
    choices = sorted({c for subs in branches.values() for s in subs
                      if list(s.relative_path) == ["type"] and s.validator == "enum"
                      for c in s.validator_value}, key=lambda c: (str(type(c)), c))
    if choices:
        shown = ", ".join(repr(c) for c in choices)
        return [FieldError([*path, "type"], "UNION_TYPE_CHOICES",
                           f'Value of field "type" must be one of ({shown}).')]
    wanted = [s.validator_value for subs in branches.values() for s in subs
              if s.validator == "type" and not list(s.relative_path)]
    flat = [w for kinds in wanted for w in ([kinds] if isinstance(kinds, str) else kinds)]
    return [_type_error(path, [k for k in flat if k != "null"] or flat, error.instance)]


def _unique(errors: list[FieldError]) -> list[FieldError]:
    seen: set[tuple[tuple[str, ...], str]] = set()
    out = []
    for e in errors:
        if (e.path, e.code) not in seen:
            seen.add((e.path, e.code))
            out.append(e)
    return out
