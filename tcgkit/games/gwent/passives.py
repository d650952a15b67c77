"""Passive leaders: standing effects from the start of a game (rules/gwent.md §1.6): Eredin the Treacherous (spies
doubled), Emhyr Invader of the North (medics revive at random), Francesca Daisy of the Valley (an extra card, in
``rounds.deal_hand``), King Bran (weather halves), Emhyr the White Flame (the opponents' leaders cancelled).

Each is a static kind that works from the leader zone (``statics.LeaderPassive``); the flags the strength function
and the medic read (``treacherous``, ``invader``, ``bran_sides``) are computed here from the kinds' readers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.statics import CANCEL_ENEMY_LEADERS, DOUBLE_SPIES, HALVE_WEATHER, RANDOM_MEDIC

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch



def update_passives(m: "GwentMatch") -> None:
    """Recompute the passive leaders' flags (Treacherous, Invader, King Bran) after a leader changes."""
    n = m.n_players
    m.treacherous = any(DOUBLE_SPIES.value(m, p) for p in range(n))
    m.invader = any(RANDOM_MEDIC.value(m, p) for p in range(n))
    mask = 0
    for p in range(n):
        if HALVE_WEATHER.value(m, p):
            mask |= 1 << m.team_of[p]
    m.bran_sides = mask
    m.dirty = 1


def apply_white_flame(m: "GwentMatch") -> None:
    """Emhyr the White Flame cancels the opponents' leaders from the start (seed 004 2 vs 2: every other leader,
    the mode's ``white_flame_hits_teammates``)."""
    off = [0] * m.n_players
    mates_too = m.variant.white_flame_hits_teammates
    for p in range(m.n_players):
        d = m.leader_def(p)
        if d is None or not CANCEL_ENEMY_LEADERS.printed(d):
            continue
        for q in range(m.n_players):
            if q != p and (mates_too or m.team_of[q] != m.team_of[p]):
                off[q] = 1
    for p in range(m.n_players):
        if off[p]:
            m.leader_off[p] = 1
            m.emit("leader_cancelled", ALL, player=p)
