"""Progressive widening for ISMCTS (``SearchHints.rank``): at a wide decision the search opens its moves a few at a
time, best ranked first.

A decision that offers many moves (a Power Duell battle phase: some 19 attacks and ending the phase) spreads a small
budget so thin that every move gets two or three visits and the most visited is chance. Progressive widening (Coulom
2007; Chaslot et al. 2008, "progressive unpruning") lets the search weigh only the best :func:`width` moves of such a
node, by an order the game gives (its one-ply heuristic), and opens the next one as the node's visits grow: the
budget goes to the moves worth it, and the search still reaches any move it is given time for.

The order is kept per node and per information key: computed on the determinisation in which the search first meets
a move (a key stands for the same move in every determinisation of the node's information set), so the node's order
stays the same for the rest of the search. At the root the game's greedy move, where favoured (``SearchHints.prior``),
ranks first.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Hashable

from tcgkit.core.match import Match

WIDTH = 2
"""Moves open at a node's first visit."""
GROWTH = 0.5
"""Opened moves per square root of the node's visits: ``WIDTH + floor(GROWTH * sqrt(visits))`` (50 visits: 5 open,
150 visits: 8)."""

UNRANKED: dict = {}
"""A node's order when the game ranks none of its moves (every move open); shared, never written."""

Rank = Callable[[Match, int, tuple], "list[float] | None"]
"""A game's move order (``SearchHints.rank``): ``(match, seat, actions) -> one score per action`` (higher first), or
``None`` for a decision it does not rank. Reads a determinisation, as the acting seat would see it."""


def width(visits: int) -> int:
    """How many moves are open at a node visited ``visits`` times before."""
    return WIDTH + int(GROWTH * math.sqrt(visits))


def open_moves(node: Any, m: Match, seat: int, acts: tuple, keys: list, rank: Rank,
               favoured: Hashable = None) -> tuple[tuple, list]:
    """The moves open at ``node`` this visit, best ranked first: ``(actions, keys)``, a subset of ``acts`` and their
    ``keys`` (all of them where the game ranks none). Ranks the moves the node has not met yet with ``rank`` on
    ``m``; counts the visit."""
    order = node.rank
    if order is UNRANKED:
        return acts, keys
    if order is None:
        order = node.rank = {}
    missing = [i for i, k in enumerate(keys) if k not in order]
    if missing:
        scores = rank(m, seat, tuple(acts[i] for i in missing))
        if scores is None:
            node.rank = UNRANKED
            return acts, keys
        for i, s in zip(missing, scores):
            order[keys[i]] = s
    if favoured is not None and favoured in order:
        order[favoured] = math.inf
    visits = node.visits
    node.visits = visits + 1
    k = width(visits)
    if k >= len(acts):
        return acts, keys
    best = sorted(range(len(acts)), key=lambda i: -order[keys[i]])[:k]
    best.sort()
    return tuple(acts[i] for i in best), [keys[i] for i in best]
