"""Who plays when (Gundam CR 6; rules/gundam.md §1.8): the turn order, the players who take a turn, and who
comes after a side. The seating says it all: ``m.teams`` (a team battle's two teams, else one side per player),
``m.next_seat`` (the turn order: the next seat, or battle royale's chosen direction) and ``m.out`` (eliminated
players, skipped)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


def turn_order(m: GundamMatch, start: int) -> list[int]:
    """Every player still in the game, in turn order from ``start``."""
    order = [start]
    q = m.next_seat(start)
    while q != start and q not in order:
        order.append(q)
        q = m.next_seat(q)
    return order


def turn_players(m: GundamMatch) -> tuple[int, ...]:
    """The players who take this turn: the turn player's side (a team takes its turn together, rules/gundam.md
    §1.8), without eliminated players."""
    team = m.teams[m.team_of[m.active]]
    out = m.out
    return tuple(p for p in team if not out >> p & 1) if out else team


def after_side(m: GundamMatch, p: int) -> int:
    """The first player after ``p``'s side in turn order: whose turn is next, and who acts first in an action step
    (the standby player in 1 vs 1, the other team's leader, the next player in battle royale)."""
    team = m.team_of[p]
    q = m.next_seat(p)
    while m.team_of[q] == team and q != p:
        q = m.next_seat(q)
    return q
