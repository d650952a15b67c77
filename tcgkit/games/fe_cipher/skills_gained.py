"""Skills a unit gains or loses for a while, read as part of its definition (:func:`~.properties.skill_def`).

* ``gain_skill`` (B03-100 Yuzu, B04-044 Hardin): a ``gain_skill`` modifier ``(unit, "gain_skill", Skill,
  duration)`` gives the unit a CONT or AUTO skill until the modifier ends. The gained skill's index is
  :data:`GAINED` plus a number fixed by where it is declared, so the same declaration is the same skill for
  once-per-turn marks and waiting triggers.
* ``deploy_stripped`` (B03-072 Selkie): a ``stripped`` modifier makes the unit's skills vanish (its ACT, AUTO and
  CONT skills and its keywords; a waiting trigger of it does nothing) until it leaves the field.

Both set ``m.skill_mods``: while it is off (every match without these cards) nothing here is read. The modifiers
go with the unit when it leaves the field (``orbs.destroy`` drops them), so a card in another zone has its printed
skills.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from tcgkit.core.effects import AbilitySet, has_modifier
from tcgkit.games.fe_cipher.carddef import NO_ABILITIES

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.carddef import CardDef
    from tcgkit.games.fe_cipher.match import FEMatch

GAINED = 1000
"""Gained skills have indices from here on (a card's own skills are numbered from 0, its support skill -1)."""


def with_gained(m: "FEMatch", uid: int, d: "CardDef") -> "CardDef":
    """``d`` as unit ``uid`` has it now: without any skill if it is stripped, else with the skills it gained."""
    gained = []
    for mod in m.mods:
        if mod[0] == uid:
            if mod[1] == "stripped":
                return replace(d, abilities=NO_ABILITIES, auto_timings=frozenset(), conts=(), conts_by_kind={},
                               keywords=frozenset(), skills=())
            if mod[1] == "gain_skill":
                gained.append(mod[2])
    if not gained:
        return d
    autos = tuple(s for s in gained if s.kind == "auto")
    conts = tuple(st for s in gained if s.kind == "cont" for st in s.statics)
    by_kind = dict(d.conts_by_kind or {})
    for st in conts:
        by_kind[st.kind] = by_kind.get(st.kind, ()) + (st,)
    abilities = AbilitySet(d.abilities.all + autos) if autos else d.abilities
    return replace(d, abilities=abilities, auto_timings=d.auto_timings | {s.trigger for s in autos},
                   conts=d.conts + conts, conts_by_kind=by_kind, skills=d.skills + tuple(gained))


def still_changed(m: "FEMatch") -> bool:
    """Whether a ``gain_skill`` or ``stripped`` modifier is still in force (after modifiers ended)."""
    return any(mod[1] in ("gain_skill", "stripped") for mod in m.mods)


def stripped(m: "FEMatch", uid: int) -> bool:
    """Whether ``uid`` is a unit ``deploy_stripped`` put onto the field (it cannot level up or class change)."""
    return has_modifier(m, uid, "stripped")
