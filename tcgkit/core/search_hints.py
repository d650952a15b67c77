"""A game's advice to search agents (:class:`SearchHints`, returned by ``Game.search_hints()``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from tcgkit.core.match import Match


@dataclass(frozen=True)
class SearchHints:
    """A game's advice to search agents (``Game.search_hints()``; read by :mod:`tcgkit.ai.ismcts` and the levels).

    Attributes:
        evaluate: ``f(match, seat) -> float`` in ``[0, 1]``, how likely ``seat``'s team is to win from this
            position; it reads *determinised* matches only (what a searching seat knows, the rest dealt at random).
            ``None``: the game offers none, and rollouts run to the end.
        rollout: the rollout policy, ``"random"`` (uniform over the legal actions) or ``"greedy"`` (the game's
            greedy agent).
        depth: rollout decisions after which ``evaluate`` scores the position (``None``: play to the end).
        iterations: the ``normal`` level's iterations per decision (``easy`` takes a quarter, ``hard`` three
            times as many), chosen so that ``hard`` decides in under a second on the project's machine
            (docs/agents.md).
        prior: favour the game's greedy move at the root of the search (for evaluations blind to some moves).
        prior_agent: the agent whose move ``prior`` favours, as a factory ``seed -> agent`` (``None``: the game's
            greedy agent), for a game whose heuristic knows a plan longer than the search's horizon (Power Duell:
            a siege of many turns).
        considers: ``f(match, seat, action) -> bool``, whether the search weighs ``action`` for the acting
            ``seat`` in its trees (rollouts play their policy; the agent never chooses a move it does not
            weigh unless it weighs none); it must read only what the acting seat knows. ``None``: every legal
            action. For moves a wide decision offers that are practically never right (Power Duell: attacking
            one's own monster), which a small budget cannot afford to try one by one.
        relative_values: UCT weighs each move's mean reward relative to its siblings' (min-max normalised: the
            worst tried move 0, the best 1, as MuZero does with unbounded values), for evaluations that flatten
            far from an even position, where a side well ahead or behind would otherwise see its moves a few
            thousandths apart, under UCT's exploration, and choose among them almost at random.
        rank: ``f(match, seat, actions) -> list[float] | None``, an order of a decision's moves (higher first; ``None``:
            this decision is not ranked), for progressive widening (:mod:`tcgkit.ai.widening`): a wide decision's
            search weighs its best few moves and opens more as its visits grow. Reads a determinisation, as
            ``considers`` does. ``None``: every move open from the start.
    """

    evaluate: Callable[[Match, int], float] | None = None
    rollout: str = "random"
    depth: int | None = None
    iterations: int = 200
    prior: bool = False
    prior_agent: Callable[[int], Any] | None = None
    considers: Callable[[Match, int, tuple], bool] | None = None
    relative_values: bool = False
    rank: Callable[[Match, int, tuple], "list[float] | None"] | None = None
