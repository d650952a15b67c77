"""Scenario files: set up a position, apply actions, check what must hold (docs/scenarios.md).

The envelope (this module) is the same for every game; ``setup``, the ``do`` items and ``expect`` are read by the
game's hooks (:meth:`Game.scenario_match`, :meth:`Game.scenario_action`, :meth:`Game.scenario_check`).

Usage::

    result = run_scenario("tests/scenarios/gundam/two_damage_one_shield.yaml")
    result.passed, result.messages

Outcomes: a scenario *passes*, *fails* (a step or an expectation does not hold: ``result.messages`` says which), or
is *malformed* (:class:`ScenarioError`: bad YAML, an unknown key, a bad option, or a ``setup``/``do`` the game cannot
read). A game hook that crashes is an *error* (a failure whose message carries the exception).
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tcgkit.core.errors import IllegalAction, ScenarioError, TcgkitError


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
        steps: actions applied in order.
        expect: what must hold afterwards, in the game's vocabulary (required).
    """

    model_config = ConfigDict(extra="forbid")

    name: str
    source: str = ""
    game: str
    options: dict[str, Any] = {}
    setup: dict[str, Any]
    steps: list[Step] = []
    expect: dict[str, Any]


@dataclass
class ScenarioResult:
    """The outcome of one scenario file.

    Attributes:
        path: the file.
        name: the scenario's ``name``.
        passed: every step and expectation held.
        messages: one line per mismatch (empty when passed).
    """

    path: str
    name: str
    passed: bool
    messages: list[str] = field(default_factory=list)


def load_scenario(path: str | Path) -> Scenario:
    """Read and check a scenario file's envelope.

    Raises:
        ScenarioError: unreadable file, bad YAML, not one mapping, a missing or unknown key, a value of the wrong
            type; the message names the file, the key and, where known, the line.
    """
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{p}: cannot read the scenario: {exc}") from None
    loader = yaml.SafeLoader(text)
    try:  # one parse: the node tree gives line numbers for messages, the data is built from it
        node = loader.get_single_node()
        data = loader.construct_document(node) if node is not None else None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{p}:{mark.line + 1}" if mark is not None else str(p)
        if "single document" in str(getattr(exc, "context", "")):
            raise ScenarioError(
                f"{where}: a scenario file holds exactly one YAML document; a second one starts here"
            ) from None
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError(f"{where}: not valid YAML: {problem}") from None
    finally:
        loader.dispose()
    if not isinstance(data, dict):
        raise ScenarioError(
            f"{p}: a scenario is a mapping with the keys name, game, setup, expect (see docs/scenarios.md)"
        )
    try:
        return Scenario.model_validate(data)
    except ValidationError as exc:
        problems = []
        for err in exc.errors():
            loc = err["loc"]
            key = _key_path(loc)
            line = _line_of(node, loc)
            where = f"{p}:{line}" if line else str(p)
            if err["type"] == "extra_forbidden":
                allowed = Step.model_fields if len(loc) > 1 else Scenario.model_fields
                problems.append(f"{where}: unknown key {key!r} (allowed here: {', '.join(allowed)})")
            elif err["type"] == "missing":
                problems.append(f"{where}: missing required key {key!r}")
            else:
                problems.append(f"{where}: {key}: {err['msg']}")
        raise ScenarioError("\n".join(problems)) from None


def run_scenario(path: str | Path) -> ScenarioResult:
    """Load a scenario file, build its match, apply its steps and check its expectations.

    A step without ``illegal`` must be accepted; a step with ``illegal`` must raise :class:`IllegalAction` (from
    ``scenario_action`` or ``apply``) whose reason contains the text, and leave ``match.fingerprint()`` unchanged.
    The first failing step stops the scenario (what follows would run on the wrong position).

    Raises:
        ScenarioError: a malformed file (see :func:`load_scenario`), an unknown game, bad options, or a ``setup``
            or ``do`` the game cannot read.
        ImportError: the game's package cannot be imported (a broken or unfinished game is not skipped).
    """
    from tcgkit.games import get_game

    p = str(path)
    sc = load_scenario(path)
    try:
        game_cls = get_game(sc.game)
    except KeyError as exc:
        raise ScenarioError(f"{p}: game: {exc.args[0]}") from None
    try:
        game = game_cls(sc.options)
    except TcgkitError as exc:
        raise ScenarioError(f"{p}: options: {exc}") from None

    def fail(*messages: str) -> ScenarioResult:
        return ScenarioResult(p, sc.name, False, list(messages))

    try:
        match = game.scenario_match(sc.setup, f"{p}: setup")
    except ScenarioError:
        raise
    except NotImplementedError:
        return fail(f"{sc.game} does not implement scenarios yet (Game.scenario_match)")
    except Exception as exc:
        return fail(_crash("setup", exc))
    for i, step in enumerate(sc.steps):
        where = f"steps[{i}]"
        before = match.fingerprint()
        try:
            action = game.scenario_action(match, step.do, f"{p}: {where}.do")
            match.apply(action)
        except ScenarioError:
            raise
        except IllegalAction as exc:
            if step.illegal is None:
                return fail(f"{where}: do {step.do!r} was refused: {exc.reason}")
            if step.illegal not in exc.reason:
                return fail(f"{where}: do {step.do!r} was refused, but the reason {exc.reason!r} "
                            f"does not contain {step.illegal!r}")
            if match.fingerprint() != before:
                return fail(f"{where}: do {step.do!r} was refused but changed the match (an illegal action must "
                            f"change nothing)")
            continue
        except Exception as exc:
            return fail(_crash(f"{where} (do {step.do!r})", exc))
        if step.illegal is not None:
            return fail(f"{where}: do {step.do!r} was accepted; it should be refused ({step.illegal!r})")
    try:
        messages = game.scenario_check(match, sc.expect, f"{p}: expect")
    except ScenarioError:
        raise
    except Exception as exc:
        return fail(_crash("expect", exc))
    return ScenarioResult(p, sc.name, not messages, list(messages))


def find_scenarios(paths: list[str | Path]) -> list[Path]:
    """Expand files and directories (searched recursively for ``*.yaml``/``*.yml``) into scenario files, sorted."""
    out: list[Path] = []
    for path in paths:
        p = Path(path)
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file()))
        else:
            out.append(p)
    return out


# ------------------------------------------------------------------------------------------------------ helpers


def _crash(where: str, exc: Exception) -> str:
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    at = f" at {frame.filename}:{frame.lineno}" if frame else ""
    return f"{where}: the game raised {type(exc).__name__}: {exc}{at}"


def _key_path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _line_of(node: yaml.Node | None, loc: tuple) -> int | None:
    """1-based line of the YAML node at ``loc`` (or of its nearest parent found)."""
    line = None
    for part in loc:
        if isinstance(node, yaml.MappingNode):
            for key, value in node.value:
                if key.value == part:
                    line = key.start_mark.line + 1
                    node = value
                    break
            else:
                return line
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            node = node.value[part]
            line = node.start_mark.line + 1
        else:
            return line
    return line
