"""Search agents by name: ``ismcts`` with a budget (``ismcts:800``, ``ismcts:500ms``) and the levels for people.

Every tool that names agents (``play --vs``, ``simulate --agents``, ``deck compare``, ``ladder``, the demo, the
match server) resolves these names through :func:`search_factory`, the one place a budget suffix is read.

Levels (docs/agents.md has the measured strength and time per decision of each):

========  ====================================================================================================
``easy``  ISMCTS, 50 iterations per decision, random rollouts cut off after 4 decisions and scored by the
          game's evaluation: sees a move or two ahead, blunders often.
``normal`` ISMCTS, 200 iterations, the same rollouts.
``hard``  ISMCTS, 600 iterations, the same rollouts: under a second per decision on this project's machine
          (docs/agents.md), the strongest level and ``tcgkit play``'s default opponent.
========  ====================================================================================================

``ismcts`` alone is ``hard``'s search under its own name; ``ismcts:N`` and ``ismcts:Nms`` change only the budget.
A game without an evaluation (``Game.evaluator()``) plays every rollout to the end instead.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

from tcgkit.ai.ismcts import ISMCTS, Rollout, SearchBudget
from tcgkit.core.errors import TcgkitError

MAX_ITERATIONS = 1_000_000
MAX_MILLIS = 600_000


@dataclass(frozen=True)
class Level:
    """A named search agent for people: its budget, its rollouts, and a sentence for ``tcgkit games``."""

    budget: SearchBudget
    rollout: Rollout
    about: str


CUTOFF = Rollout("random", depth=4)
"""The rollout of every level: random moves for four decisions, then the game's evaluation."""

LEVELS: dict[str, Level] = {
    "easy": Level(SearchBudget(50), CUTOFF, "ISMCTS, 50 iterations per decision"),
    "normal": Level(SearchBudget(200), CUTOFF, "ISMCTS, 200 iterations per decision"),
    "hard": Level(SearchBudget(600), CUTOFF, "ISMCTS, 600 iterations per decision (under a second here)"),
}
SEARCH = "ismcts"
"""The name of the search agent with an explicit budget: ``ismcts``, ``ismcts:800``, ``ismcts:500ms``."""

_BUDGET = re.compile(r"^(\d{1,9})(ms)?$")


def parse_budget(text: str, name: str) -> SearchBudget:
    """``"800"`` -> 800 iterations, ``"500ms"`` -> 500 milliseconds.

    Raises:
        TcgkitError: not a positive whole number with an optional ``ms``, or above the bounds
            (:data:`MAX_ITERATIONS`, :data:`MAX_MILLIS`); the message names ``name``.
    """
    match = _BUDGET.match(text.strip())
    if match is None:
        raise TcgkitError(f"agent {name!r}: a search budget is a number of iterations (ismcts:800) or of "
                          f"milliseconds (ismcts:500ms)")
    value = int(match.group(1))
    if match.group(2):
        if not 1 <= value <= MAX_MILLIS:
            raise TcgkitError(f"agent {name!r}: milliseconds per decision must be 1 to {MAX_MILLIS}")
        return SearchBudget(iterations=None, millis=float(value))
    if not 1 <= value <= MAX_ITERATIONS:
        raise TcgkitError(f"agent {name!r}: iterations per decision must be 1 to {MAX_ITERATIONS:,}")
    return SearchBudget(iterations=value)


def search_factory(game: Any, name: str) -> Callable[[int], ISMCTS] | None:
    """``factory(seed) -> agent`` for a search agent's name (``ismcts[:BUDGET]``, ``easy``, ``normal``, ``hard``),
    or ``None`` when ``name`` names no search agent.

    Raises:
        TcgkitError: a malformed budget (see :func:`parse_budget`).
    """
    base, sep, suffix = name.partition(":")
    if base in LEVELS and not sep:
        level = LEVELS[base]
        return _factory(game, name, level.budget, level.rollout)
    if base != SEARCH:
        return None
    budget = parse_budget(suffix, name) if sep else LEVELS["hard"].budget
    return _factory(game, name, budget, LEVELS["hard"].rollout)


def search_agents(game: Any) -> dict[str, Callable[[int], ISMCTS]]:
    """The search agents every game offers, by name: ``ismcts`` and the levels."""
    out = {SEARCH: search_factory(game, SEARCH)}
    for level in LEVELS:
        out[level] = search_factory(game, level)
    return out  # type: ignore[return-value]


def _factory(game: Any, name: str, budget: SearchBudget, rollout: Rollout) -> Callable[[int], ISMCTS]:
    def make(seed: int = 0) -> ISMCTS:
        return ISMCTS(game, seed, budget=budget, rollout=rollout, name=name)

    make.__doc__ = f"ISMCTS ({budget}, {rollout.policy} rollouts, cut-off {rollout.depth})"
    return make
