"""The scenario envelope: the file format every game shares (docs/scenarios.md), read with line numbers."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from tcgkit.core.errors import ScenarioError
from tcgkit.core.refusals import RULES
from tcgkit.core.files import FileRefused, read_text
from tcgkit.core.safeyaml import YamlProblem, line_of, load_yaml
from tcgkit.core.scenario.formats import CURRENT, to_current

MAX_SCENARIO_BYTES = 1_000_000
"""A scenario file larger than this is refused unread (scenarios are small by nature)."""
MAX_SEATS = 8
"""At most this many decks (a game's largest mode seats 6 decks: a GWENT tournament's three per player)."""
MAX_CARDS = 1000
"""At most this many user cards in one scenario."""
MAX_SEED = 2**63 - 1
"""The largest ``seed`` (a match seed is any integer; a scenario's is a non-negative 64-bit one)."""
MAX_SCENARIO_INT = 1_000_000
"""The largest magnitude of any number in a scenario file (counts of cards are bounded tighter by
:meth:`~tcgkit.core.scenario.adapter.ScenarioAdapter.count`)."""


class Step(BaseModel):
    """One entry of ``steps``: an action, optionally one that must be refused.

    Attributes:
        do: an action in the game's vocabulary (or a raw action list), read by ``Game.scenario_action``.
        illegal: if given, the action must be refused with an :class:`IllegalAction` whose reason contains this
            text, and the match must stay exactly as it was (same ``fingerprint()``).
        because: if given, the action must be refused (as with ``illegal``) by a rule of this kind: the refusal's
            ``rule``, one of :data:`tcgkit.core.refusals.RULES` (``cost``, ``timing``, ``target``,
            ``once_per_turn``, ``rested``, ``zone``, ``limit``, ``condition`` …).
    """

    model_config = ConfigDict(extra="forbid")

    do: Any = Field(description="the action, in the game's vocabulary")
    illegal: str | None = Field(None, description="the action must be refused with a reason containing this")
    because: Literal[tuple(RULES)] | None = Field(  # type: ignore[valid-type]
        None, description="the action must be refused by a rule of this kind (core/refusals.py)")

    @property
    def refused(self) -> bool:
        """Whether the step's action must be refused."""
        return self.illegal is not None or self.because is not None


class Scenario(BaseModel):
    """A scenario file's envelope, read as the current format (unknown keys are an error; docs/scenarios.md).

    Attributes:
        format: the scenario format (:data:`~tcgkit.core.scenario.formats.CURRENT` once read; older files are read
            by :func:`~tcgkit.core.scenario.formats.to_current`).
        name: what the scenario shows (required).
        source: where the rule comes from (seed section, rule number, issue).
        game: a registered game id (required).
        options: rule options by name (the game's ``Options``).
        cards: user-made cards in the game's card format, known to the setup, the decks and the steps.
        setup: the position, in the game's vocabulary (this or ``decks`` is required).
        decks: start from decklists instead, before the first turn: one decklist text per seat (the game's
            decklist format), or ``default`` for the game's shipped decks; with ``seed`` and ``settings`` (the
            match settings ``Game.new_match`` takes, e.g. ``mode``).
        deck_problems: instead of playing the decks, the rules each one breaks (``DeckProblem.rule``, compared as a
            multiset; ``[]`` for a legal deck); ``deck_format`` names the deck format (default: the game's).
        refused: if given, building the setup must be refused by the rules (e.g. same-faction teammates in GWENT
            2 vs 2) with a reason containing this text; ``steps`` and ``expect`` are then not used.
        steps: actions applied in order.
        expect: what must hold afterwards: the core's keys (docs/scenarios.md) and the game's own.
    """

    model_config = ConfigDict(extra="forbid")

    format: int = CURRENT
    name: str
    source: str = ""
    game: str
    options: dict[str, Any] = {}
    cards: list[Any] | None = Field(None, max_length=MAX_CARDS)
    setup: dict[str, Any] | None = None
    decks: list[str] | Literal["default"] | None = Field(None, max_length=MAX_SEATS)
    seed: StrictInt = Field(0, ge=0, le=MAX_SEED)
    settings: dict[str, Any] = {}
    deck_problems: list[list[str]] | None = Field(None, max_length=MAX_SEATS)
    deck_format: str | None = None
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
    data = to_current(data, node, str(p))
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
        problems += _combination(p, node, data)
        raise ScenarioError("\n".join(problems)) from None
    problems = _combination(p, node, data)
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



def _combination(p: Path, node: Any, data: dict) -> list[str]:
    """Keys that go together: ``setup`` or ``decks``; ``seed``/``settings``/``deck_problems`` with ``decks``; a
    deck-validation scenario plays nothing; ``expect`` unless the setup is ``refused`` or only decks are checked."""
    def at(key: str) -> str:
        line = line_of(node, (key,))
        return f"{p}:{line}" if line else str(p)

    out = []
    if ("setup" in data) == ("decks" in data):
        out.append(f"{p}: {'both' if 'setup' in data else 'missing required key'} 'setup' "
                   f"{'and' if 'setup' in data else 'or'} 'decks' (a position, or decklists to start from)")
    for key in ("seed", "settings", "deck_problems", "deck_format"):
        if key in data and "decks" not in data:
            out.append(f"{at(key)}: '{key}' goes with 'decks' (a setup states its own seed and mode)")
    if "deck_problems" in data:
        out += [f"{at(key)}: a scenario with 'deck_problems' checks its decklists and plays nothing; no '{key}'"
                for key in ("steps", "expect", "refused") if key in data]
    elif "expect" not in data and data.get("refused") is None:
        out.append(f"{p}: missing required key 'expect' (or 'refused', for a setup the rules must refuse)")
    return out


def _key_path(loc: tuple) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out
