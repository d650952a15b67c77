"""The scenario envelope: the file format every game shares (docs/scenarios.md), read with line numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tcgkit.core.errors import ScenarioError
from tcgkit.core.files import FileRefused, read_text
from tcgkit.core.safeyaml import YamlProblem, line_of, load_yaml

MAX_SCENARIO_BYTES = 1_000_000
"""A scenario file larger than this is refused unread (scenarios are small by nature)."""
MAX_SCENARIO_INT = 1_000_000
"""The largest magnitude of any number in a scenario file (counts of cards are bounded tighter by
:meth:`~tcgkit.core.scenario.adapter.ScenarioAdapter.count`)."""


class Step(BaseModel):
    """One entry of ``steps``: an action, optionally one that must be refused.

    Attributes:
        do: an action in the game's vocabulary (or a raw action list), read by ``Game.scenario_action``.
        illegal: if given, the action must be refused with an :class:`IllegalAction` whose reason contains this
            text, and the match must stay exactly as it was (same ``fingerprint()``).
    """

    model_config = ConfigDict(extra="forbid")

    do: Any = Field(description="the action, in the game's vocabulary")
    illegal: str | None = Field(None, description="the action must be refused with a reason containing this")


class Scenario(BaseModel):
    """A scenario file's envelope (unknown keys are an error).

    Attributes:
        name: what the scenario shows (required).
        source: where the rule comes from (seed section, rule number, issue).
        game: a registered game id (required).
        options: rule options by name (the game's ``Options``).
        setup: the position, in the game's vocabulary (required).
        refused: if given, building the setup must be refused by the rules (e.g. same-faction teammates in GWENT
            2 vs 2) with a reason containing this text; ``steps`` and ``expect`` are then not used.
        steps: actions applied in order.
        expect: what must hold afterwards: the core's keys (docs/scenarios.md) and the game's own.
    """

    model_config = ConfigDict(extra="forbid")

    name: str
    source: str = ""
    game: str
    options: dict[str, Any] = {}
    setup: dict[str, Any]
    refused: str | None = None
    steps: list[Step] = []
    expect: dict[str, Any] = {}


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file's envelope.

    Raises:
        ScenarioError: unreadable file, bad YAML, not one mapping, a missing or unknown key, a value of the wrong
            type; the message names the file, the key and, where known, the line.
    """
    p = Path(path)
    try:
        text = read_text(p, MAX_SCENARIO_BYTES, "scenario")
    except FileRefused as exc:
        raise ScenarioError(str(exc)) from None
    try:
        data, node = load_yaml(text)
    except YamlProblem as exc:
        where = f"{p}:{exc.line}" if exc.line else str(p)
        raise ScenarioError(f"{where}: {exc}") from None
    if not isinstance(data, dict):
        raise ScenarioError(
            f"{p}: a scenario is a mapping with the keys name, game, setup, expect (see docs/scenarios.md)"
        )
    _check_numbers(p, data, node)
    try:
        sc = Scenario.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = err["loc"]
            key = _key_path(loc)
            line = line_of(node, loc)
            where = f"{p}:{line}" if line else str(p)
            if err["type"] == "extra_forbidden":
                allowed = Step.model_fields if len(loc) > 1 else Scenario.model_fields
                problems.append(f"{where}: unknown key {key!r} (allowed here: {', '.join(allowed)})")
            elif err["type"] == "missing":
                problems.append(f"{where}: missing required key {key!r}")
            else:
                problems.append(f"{where}: {key}: {err['msg']}")
        problems += _missing_expect(p, data)
        raise ScenarioError("\n".join(problems)) from None
    problems = _missing_expect(p, data)
    if problems:
        raise ScenarioError(problems[0])
    return sc


def _check_numbers(p: Path, data: Any, node: Any) -> None:
    """Refuse any number beyond :data:`MAX_SCENARIO_INT` in size before a game reads it (as a count, a turn …)."""
    todo: list[tuple[Any, tuple]] = [(data, ())]
    while todo:
        value, path = todo.pop()
        if isinstance(value, dict):
            todo.extend((v, path + (k,)) for k, v in value.items())
        elif isinstance(value, list):
            todo.extend((v, path + (i,)) for i, v in enumerate(value))
        elif isinstance(value, (int, float)) and not isinstance(value, bool) and not abs(value) <= MAX_SCENARIO_INT:
            line = line_of(node, path)
            where = f"{p}:{line}" if line else str(p)
            big = isinstance(value, int) and abs(value) >= 10**20
            shown = f"a number of {len(str(abs(value)))} digits" if big else value
            raise ScenarioError(f"{where}: {_key_path(path)}: {shown} is out of range (at most "
                                f"{MAX_SCENARIO_INT:,} in size)")


def _missing_expect(p: Path, data: dict) -> list[str]:
    if "expect" in data or data.get("refused") is not None:
        return []
    return [f"{p}: missing required key 'expect' (or 'refused', for a setup the rules must refuse)"]


def _key_path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out
