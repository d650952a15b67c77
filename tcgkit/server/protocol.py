"""The match protocol over a WebSocket: what a client may send, how it is checked, and the errors it gets.

Every client message is one JSON object (a text frame) with a ``type``:

* ``{"type": "hello", "seat": 0, "token": "…"}`` — the first message: take your seat with its secret token;
  ``{"type": "hello"}`` (no seat) watches as a spectator;
* ``{"type": "action", "action": ["deploy", 17], "version": 42, "id": "c7"}`` — one of your legal actions,
  chosen at match version ``version`` (the ``version`` of the last ``state`` you read); ``id`` (optional, a string
  or an integer) comes back in the ``ack`` or ``error`` that answers it;
* ``{"type": "concede", "version": 42}`` — give up (a standing right of every seat);
* ``{"type": "ping"}`` — answered by ``pong``.

A message that breaks a rule gets ``{"type": "error", "code": CODE, "message": "…", "id": …, "version": N}`` and
changes nothing; the connection stays open (except for ``bad_hello``, ``bad_token``, ``unknown_match`` and
``elsewhere`` on the first message). The codes are :data:`ERRORS`. Actions are lists of whole numbers and strings,
exactly as the server lists them: ``17.0`` or ``true`` is not ``17`` or ``1``.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, TypeAdapter, ValidationError

PROTOCOL_VERSION = 1

ERRORS = {
    "malformed": "not JSON, not an object, an unknown type, or a field of the wrong type or size",
    "too_large": "the message is longer than the server accepts",
    "rate_limited": "too many messages too fast; wait and send again",
    "bad_hello": "the first message must be a hello",
    "unknown_match": "no match has this id",
    "bad_token": "the token is not this seat's (or the seat does not exist)",
    "elsewhere": "another server process holds this match; connect again (through the proxy) shortly",
    "spectator": "spectators cannot act",
    "not_your_turn": "the match waits for another seat",
    "stale": "the action was chosen at an older version of the match",
    "illegal": "the game refused the action (the message is the game's reason)",
    "finished": "the match is over",
    "too_long": "the match has taken as many actions as the server allows a match (its agents stop; a player may "
                "still concede)",
    "unavailable": "the match cannot continue on this server (e.g. another rules version)",
    "server_error": "the server could not store the action; nothing changed",
}
"""Error codes and what each means (docs/server.md lists them too)."""

ActionElement = Union[StrictInt, Annotated[StrictStr, Field(max_length=64)]]
RequestId = Union[StrictInt, Annotated[StrictStr, Field(max_length=64)], None]


class _Msg(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Hello(_Msg):
    type: Literal["hello"]
    seat: StrictInt | None = None
    token: Annotated[StrictStr, Field(max_length=128)] | None = None
    protocol: StrictInt = PROTOCOL_VERSION


class ActionMsg(_Msg):
    type: Literal["action"]
    action: Annotated[list[ActionElement], Field(min_length=1, max_length=8)]
    version: StrictInt
    id: RequestId = None


class Concede(_Msg):
    type: Literal["concede"]
    version: StrictInt | None = None
    id: RequestId = None


class Ping(_Msg):
    type: Literal["ping"]
    id: RequestId = None


ClientMessage = Annotated[Union[Hello, ActionMsg, Concede, Ping], Field(discriminator="type")]
_ADAPTER: TypeAdapter = TypeAdapter(ClientMessage)


class ClientError(Exception):
    """A refused client message: ``code`` (one of :data:`ERRORS`) and a one-line ``message``."""

    def __init__(self, code: str, message: str, request_id: Any = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id


def parse(text: str | bytes, max_bytes: int) -> Hello | ActionMsg | Concede | Ping:
    """Read one client message.

    Raises:
        ClientError: ``too_large`` past ``max_bytes``; ``malformed`` for bad JSON, a non-object, an unknown type or
            a field of the wrong type (the message names the field).
    """
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > max_bytes:
        raise ClientError("too_large", f"the message has {size:,} bytes; at most {max_bytes:,} are accepted")
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ClientError("malformed", f"not JSON: {getattr(exc, 'msg', exc)}") from None
    except (RecursionError, ValueError) as exc:
        raise ClientError("malformed", f"not readable JSON: {str(exc) or type(exc).__name__}") from None
    if not isinstance(data, dict):
        raise ClientError("malformed", f"a message is a JSON object, not {type(data).__name__}")
    request_id = data.get("id") if isinstance(data.get("id"), (int, str)) else None
    try:
        return _ADAPTER.validate_python(data)
    except ValidationError as exc:
        raise ClientError("malformed", _first_problem(exc), request_id) from None


def _first_problem(exc: ValidationError) -> str:
    err = exc.errors()[0]
    kind = err["type"]
    if kind == "union_tag_invalid":
        return "unknown message type; one of: hello, action, concede, ping"
    if kind == "union_tag_not_found":
        return "the message has no \"type\""
    loc = list(err["loc"][1:])  # [0] is the message type
    if loc[:1] == ["action"] and len(loc) > 1 and isinstance(loc[1], int):
        return (f"action[{loc[1]}]: each element of an action is a whole number or a string of at most 64 "
                f"characters, as listed by the server (17, not 17.0 or true)")
    field = ".".join(str(x) for x in loc if x not in ("int", "str", "constrained-str", "none")) or "message"
    if "int" in kind or kind == "int_type":
        words = "must be a whole number"
    elif kind == "extra_forbidden":
        words = "is not a field of this message"
    elif kind == "missing":
        words = "is missing"
    else:
        words = err["msg"][:1].lower() + err["msg"][1:]
    return f"{field}: {words}"


def error(code: str, message: str, request_id: Any = None, version: int | None = None) -> dict[str, Any]:
    """The ``error`` message a client receives."""
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if request_id is not None:
        out["id"] = request_id
    if version is not None:
        out["version"] = version
    return out
