"""Triggered abilities waiting in the core's trigger queue (Gundam CR 9-1-6; rules/gundam.md §1.7).

A waiting trigger is the core tuple ``(batch, priority, controller, source, key, ctx)``: ``key`` is the ability's
index on ``source`` (or :data:`BREACH` for the keyword), ``ctx`` is ``(unit, pilot)`` — the Unit the ability speaks
for and its last-known paired Pilot (-1 none); for <Breach>, ``(destroyed enemy unit, breach value)``. A 【Burst】
waits with ``priority`` :data:`BURST`, so it resolves before ordinary triggers (CR 9-1-6-8): with the default
``trigger_order="priority_first"`` before every other waiting trigger, also one created after it; with
``"newest_batch"`` only before the triggers of its own moment (docs/games/gundam.md, "Bursts and newer triggers"). The queue, its ordering decision and its policies are the core's
(:mod:`tcgkit.core.effects.triggers`); the match resolves a trigger that leaves it (``GundamMatch.resolve_trigger``).
"""

from __future__ import annotations

from tcgkit.core.effects import queue_trigger

#: the key of a waiting <Breach> trigger (a keyword, not one of the card's declared abilities)
BREACH = -1
#: the priority class of a 【Burst】 (ordinary triggers: 0)
BURST = 1


def add_trigger(m, ctl: int, src: int, key: int, unit: int, pilot_lk: int, burst: bool = False) -> None:
    """Queue ability ``key`` of ``src`` for ``unit`` (``pilot_lk``: last-known Pilot), controlled by ``ctl`` (not
    for an eliminated player: battle royale)."""
    if m.out and m.out >> ctl & 1:
        return
    queue_trigger(m, ctl, src, key, (unit, pilot_lk), BURST if burst else 0)


def collect(m, timing: str, unit: int, host: int, pilot_lk: int = -1) -> None:
    """Queue the ``timing`` abilities of a Unit/Base and of its paired Pilot (a Pilot's text is the Unit's)."""
    p = m.card_owner[unit]
    defs = m.card_def
    for a in defs[unit].abilities:
        if a.timing == timing:
            add_trigger(m, p, unit, a.index, host, pilot_lk)
    pl = m.pilot[unit] if m.pilot[unit] >= 0 else pilot_lk
    if pl >= 0:
        for a in defs[pl].abilities:
            if a.timing == timing:
                add_trigger(m, p, pl, a.index, host, pilot_lk)


def qualifies(m, qualifier: tuple | None, pl: int) -> bool:
    """Whether Pilot ``pl`` meets a 【When Paired･(qualifier)】: ``("trait", X)`` or ``("level_ge", N)``."""
    if qualifier is None:
        return True
    d = m.card_def[pl]
    if qualifier[0] == "trait":
        t = qualifier[1]
        return t in d.traits if isinstance(t, str) else any(x in d.traits for x in t)
    return d.level >= qualifier[1]
