"""Passive leaders: standing effects from the start of a game (rules/gwent.md §1.6): Eredin the Treacherous (spies
doubled), Emhyr Invader of the North (medics revive at random), Francesca Daisy of the Valley (an extra card, in
``rounds.deal_hand``), King Bran (weather halves), Emhyr the White Flame (the opponents' leaders cancelled)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.zones import ALL



def passive(m: Any, p: int, key: str) -> bool:
    """Whether passive ``key`` of ``p``'s leader is in effect.

    The automaton's revealed leaders stay face up (seed 004, Variante - Neuer gegnerischer Anführer: a new reveal
    does not put the earlier ones away), so a passive one acts from its reveal to the end of the game, also after
    later reveals; the automaton uses a leader's solo version where it has one (seed 004, solo leaders).
    """
    if m.leader_off[p]:
        return False
    if p == m.bot:
        return any(_passive_card(m.card_def[u], key, True) for u in m.zones[m.zleader[p]])
    d = m.leader_def(p)
    return d is not None and _passive_card(d, key, False)


def _passive_card(d: Any, key: str, bot: bool) -> bool:
    prim, args = d.effect
    if prim.name != "passive":
        return False
    if bot and d.solo is not None and d.solo[0].name != "passive":
        return False
    return args[0] == key


def update_passives(m: Any) -> None:
    """Recompute the passive leaders' flags (Treacherous, Invader, King Bran) after a leader changes."""
    n = m.n_players
    m.treacherous = any(passive(m, p, "double_spies") for p in range(n))
    m.invader = any(passive(m, p, "random_medic") for p in range(n))
    mask = 0
    for p in range(n):
        if passive(m, p, "halve_weather"):
            mask |= 1 << m.team_of[p]
    m.bran_sides = mask
    m.dirty = 1


def apply_white_flame(m: Any) -> None:
    """Emhyr the White Flame cancels the opponents' leaders from the start (seed 004 2 vs 2: every other leader,
    the mode's ``white_flame_hits_teammates``)."""
    off = [0] * m.n_players
    mates_too = m.variant.white_flame_hits_teammates
    for p in range(m.n_players):
        d = m.leader_def(p)
        if d is None or d.effect[0].name != "passive" or d.effect[1][0] != "cancel_enemy_leaders":
            continue
        for q in range(m.n_players):
            if q != p and (mates_too or m.team_of[q] != m.team_of[p]):
                off[q] = 1
    for p in range(m.n_players):
        if off[p]:
            m.leader_off[p] = 1
            m.emit("leader_cancelled", ALL, player=p)
