"""What the model response readers share: the response as a dict, its fields checked with their
path, JSON values, token counts, tool call arguments."""

from __future__ import annotations

import datetime
import enum
import json
from typing import Any, NamedTuple

from chatschema.convert._provider_io import base64_field as base64_field
from chatschema.convert._provider_io import base64_text, expect_dict, expect_list
from chatschema.errors import ValidationError, json_type_name

__all__ = ["Json", "parse_json_arguments"]

Json = dict[str, Any]


def as_dict(response: Any) -> Json:
    """The response as a dict: as it is, or through the SDK object's ``model_dump()``/``to_dict()``."""
    if isinstance(response, dict):
        return response
    for method in ("model_dump", "to_dict"):
        dump = getattr(response, method, None)
        if callable(dump):
            out = dump()
            if isinstance(out, dict):
                return out
    raise ValidationError(
        f"Expected `object` or an SDK response object, got `{json_type_name(response)}`", "$"
    )


class Shape(NamedTuple):
    """What every response of one API has, so that a value that is not one is refused."""

    what: str
    """The response as errors name it (``"an Anthropic Messages response"``)."""
    tag: tuple[str, str] | None = None
    """``(key, value)`` the API writes on every response (``("type", "message")``)."""
    needs: tuple[str, ...] = ()
    """Keys of which the response has at least one, not empty."""


def response_of(response: Any, shape: Shape) -> Json:
    """The response as a dict (:func:`as_dict`), if it has ``shape``; else a
    :class:`~chatschema.ValidationError` at the tag or at ``$``."""
    data = as_dict(response)
    if shape.tag is not None and data.get(shape.tag[0]) != shape.tag[1]:
        key, value = shape.tag
        raise ValidationError(f"Not {shape.what}: {key!r} is {data.get(key)!r}, not {value!r}", f"$.{key}")
    if shape.needs and not any(data.get(key) for key in shape.needs):
        raise ValidationError(f"Not {shape.what}: it has no {' or '.join(map(repr, shape.needs))}", "$")
    return data


def object_at(value: Any, path: str, *, optional: bool = False) -> Json:
    """``value`` if it is a dict (``{}`` for a missing one, when ``optional``), else a
    :class:`~chatschema.ValidationError` at ``path``."""
    if value is None and optional:
        return {}
    return expect_dict(value, path)


def array_at(value: Any, path: str, *, optional: bool = False) -> list[Any]:
    """``value`` if it is a list (``[]`` for a missing one, when ``optional``), else a
    :class:`~chatschema.ValidationError` at ``path``."""
    if value is None and optional:
        return []
    return expect_list(value, path)


def str_at(value: Any, path: str) -> str:
    """``value`` if it is a string, else a :class:`~chatschema.ValidationError` at ``path``."""
    if not isinstance(value, str):
        raise ValidationError(f"Expected `str`, got `{json_type_name(value)}`", path)
    return value


def count_of(value: Any) -> int:
    """A token count: an int, or 0 for a missing one."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def plain_json(value: Any) -> Any:
    """``value`` as JSON values: enum members by value, bytes as base64, datetimes in ISO format."""
    if isinstance(value, dict):
        return {key: plain_json(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain_json(item) for item in value]
    if isinstance(value, enum.Enum):
        return plain_json(value.value)
    if isinstance(value, bytes):
        return base64_text(value)
    if isinstance(value, (datetime.datetime, datetime.date)):
        return value.isoformat()
    return value


def json_without_none(value: Any) -> Any:
    """``value`` as JSON values, without the ``None`` entries of its objects (``exclude_none``)."""
    if isinstance(value, dict):
        return {key: json_without_none(item) for key, item in value.items() if item is not None}
    if isinstance(value, (list, tuple)):
        return [json_without_none(item) for item in value]
    return plain_json(value)


def token_details(**counts: Any) -> dict[str, int]:
    """The counts that are ints (not bools), by name: ``usage_metadata`` token details."""
    return {
        key: count for key, count in counts.items() if isinstance(count, int) and not isinstance(count, bool)
    }


def parse_json_arguments(arguments: Any) -> tuple[Any, str | None]:
    """Tool call arguments given as JSON text, as a tool call or an invalid tool call takes them.

    Args:
        arguments: The arguments as written by the provider (OpenAI writes JSON text).

    Returns:
        ``(args, None)`` when they are a JSON object (or empty: ``{}``); otherwise
        ``(arguments, error)``, the arguments as given and what is wrong with them, for an
        invalid tool call.

    Example:
        >>> parse_json_arguments('{"city": "Oslo"}')
        ({'city': 'Oslo'}, None)
        >>> parse_json_arguments('{"city": ')[1]
        'Arguments are not valid JSON: Expecting value: line 1 column 10 (char 9)'
        >>> parse_json_arguments("[1]")
        ('[1]', 'Arguments are JSON `array`, not an object')
    """
    if not arguments:
        return {}, None
    if not isinstance(arguments, str):
        return arguments, f"Expected JSON text, got `{json_type_name(arguments)}`"
    try:
        args = json.loads(arguments, strict=False)
    except (ValueError, RecursionError) as error:
        return arguments, f"Arguments are not valid JSON: {error}"
    if not isinstance(args, dict):
        return arguments, f"Arguments are JSON `{json_type_name(args)}`, not an object"
    return args, None


def add_call(name: Any, arguments: Any, call_id: Any, calls: list[Json], invalid: list[Json]) -> None:
    """A function call as the provider wrote it (arguments as JSON text) appended to ``calls`` as a
    tool call, or to ``invalid`` as an invalid tool call when the arguments are not a JSON object."""
    args, error = parse_json_arguments(arguments)
    call = {"name": name, "args": args, "id": call_id}
    if error is None:
        calls.append({**call, "type": "tool_call"})
    else:
        invalid.append({**call, "error": error, "type": "invalid_tool_call"})
