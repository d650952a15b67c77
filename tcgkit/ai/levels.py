"""Search agents by name: ``ismcts`` with a budget (``ismcts:800``, ``ismcts:500ms``) and the levels for people.

Every tool that names agents (``play --vs``, ``simulate --agents``, ``deck compare``, ``ladder``, the demo, the
match server through ``agent_factories``) resolves these names through :func:`search_factory`, the one place a
budget suffix is read.

The levels are ISMCTS (:mod:`tcgkit.ai.ismcts`) with the rollouts the game advises (``Game.search_hints()``) and a
budget scaled from the game's ``normal`` iterations, since an iteration costs a different time in each game:

==========  ===================================================================================================
``easy``    a quarter of ``normal``'s iterations: looks a move or two ahead, and often misjudges.
``normal``  the game's ``SearchHints.iterations`` (50 to 600; docs/agents.md lists each game's).
``hard``    three times ``normal``: under a second a decision on the project's machine (docs/agents.md), the
            strongest level and ``tcgkit play``'s default opponent.
==========  ===================================================================================================

``ismcts`` alone is ``hard``'s search under its own name; ``ismcts:N`` and ``ismcts:Nms`` set the budget (N
iterations, or N milliseconds of wall-clock time per decision: not reproducible, see :mod:`tcgkit.ai.ismcts`).
"""

from __future__ import annotations

import re
from typing import Any, Callable

from tcgkit.ai.ismcts import ISMCTS, SearchBudget
from tcgkit.core.errors import TcgkitError

MAX_ITERATIONS = 1_000_000
MAX_MILLIS = 600_000

LEVELS: dict[str, tuple[float, str]] = {
    "easy": (0.25, "ISMCTS, a quarter of normal's iterations"),
    "normal": (1.0, "ISMCTS, the game's normal iterations"),
    "hard": (3.0, "ISMCTS, three times normal's iterations (under a second a decision)"),
}
"""Level name -> (share of the game's ``normal`` iterations, a phrase for listings)."""

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
            raise TcgkitError(f"agent {name!r}: milliseconds per decision must be 1 to {MAX_MILLIS:,}")
        return SearchBudget(iterations=None, millis=float(value))
    if not 1 <= value <= MAX_ITERATIONS:
        raise TcgkitError(f"agent {name!r}: iterations per decision must be 1 to {MAX_ITERATIONS:,}")
    return SearchBudget(iterations=value)


def level_budget(game: Any, level: str) -> SearchBudget:
    """The iterations of ``level`` in ``game`` (its ``normal`` iterations times the level's share, at least 1)."""
    share = LEVELS[level][0]
    return SearchBudget(max(1, round(game.search_hints().iterations * share)))


def search_factory(game: Any, name: str) -> Callable[[int], ISMCTS] | None:
    """``factory(seed) -> agent`` for a search agent's name (``ismcts[:BUDGET]``, ``easy``, ``normal``, ``hard``),
    or ``None`` when ``name`` names no search agent.

    Raises:
        TcgkitError: a malformed budget (see :func:`parse_budget`).
    """
    base, sep, suffix = name.partition(":")
    if base in LEVELS and not sep:
        budget = level_budget(game, base)
    elif base == SEARCH:
        budget = parse_budget(suffix, name) if sep else level_budget(game, "hard")
    else:
        return None

    def make(seed: int = 0) -> ISMCTS:
        return ISMCTS(game, seed, budget=budget, name=name)

    make.__doc__ = f"ISMCTS, {budget} per decision"
    return make


def search_agents(game: Any) -> dict[str, Callable[[int], ISMCTS]]:
    """The search agents every game offers, by name: ``ismcts`` and the levels."""
    names = (SEARCH, *LEVELS)
    return {name: search_factory(game, name) for name in names}  # type: ignore[misc]
