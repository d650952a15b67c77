"""Effect ranks: a monster's totals built layer by layer from the continuous effects in force.

rules/power_duell.md §9: gravitation cards (rank 1) stand above the guardian god's special effect (2), which comes
before its effect (3); monster and other energy cards (4) never affect a guardian god. A monster's **total**
(Gesamtwert, seed 003) of an attribute is its printed base, then each rank's continuous effects (the static kinds of
:mod:`.statics`, :meth:`~.statics.Stat.layers`) and modifiers added in rank order (modifiers are keyed by the kind's
``mod_keys``, e.g. ``"ap4"``). With the ruling ``rank_layers: clamp_each_rank`` (default) the running value is
floored at 0 after each rank, so a lower rank builds on what the higher ranks left; AP, DP and attack costs are
never below 0. DP and LP totals then lose the damage the monster has taken (:func:`dp`, :func:`lp`).
"""

from __future__ import annotations

from tcgkit.core.effects import in_force_index
from tcgkit.games.power_duell.match import PowerDuellMatch, continuous_sources
from tcgkit.games.power_duell.statics import AP, ATTACK_COST, DP, LP, Stat


def total(m: PowerDuellMatch, uid: int, kind: Stat) -> int:
    """A monster's total of an attribute (the kind :data:`~.statics.AP`, ``DP``, ``LP`` or ``ATTACK_COST``)
    before damage, by rank (§9)."""
    v = getattr(m.card_def[uid], kind.name)
    in_force = kind in m.in_force
    mods = m.mods
    if not in_force and not mods:
        return v  # printed values are never below 0
    add = [0, 0, 0, 0, 0]
    if in_force:
        kind.layers(m, uid, add)
    if mods:
        keys = kind.mod_keys
        for t, key, value, _d in mods:
            if t == uid and key in keys:
                add[int(key[-1])] += value
    if m.game.options.rank_layers == "clamp_each_rank":
        for r in (1, 2, 3, 4):
            v += add[r]
            if v < 0:
                v = 0
        return v
    v += add[1] + add[2] + add[3] + add[4]
    return v if v > 0 else 0


def ap(m: PowerDuellMatch, uid: int) -> int:
    """Total attack points (AP)."""
    return total(m, uid, AP)


def dp(m: PowerDuellMatch, uid: int) -> int:
    """Total defense points (DP) less the DP the monster lost in damage calculations (never below 0)."""
    v = total(m, uid, DP) - m.dp_damage[uid]
    return v if v > 0 else 0


def lp(m: PowerDuellMatch, uid: int) -> int:
    """Life points left: the total LP less the damage taken (may be below 0 until the monster is defeated)."""
    return total(m, uid, LP) - m.lp_damage[uid]


def attack_cost(m: PowerDuellMatch, uid: int) -> int:
    """The energy points one attack of the monster costs."""
    return total(m, uid, ATTACK_COST)


def refresh(m: PowerDuellMatch) -> None:
    """Rebuild the continuous effects in force (after a card enters or leaves the field, a link, a void or a swap).

    While an LP effect is in force (and once after it ends) ``m.lp_check`` asks rules management to look for
    monsters at 0 LP or below (:func:`.damage.defeat_check`)."""
    had = m.lp_check
    m.continuous = cont = tuple(continuous_sources(m))
    m.in_force = in_force_index(m, cont)  # what a reader finds in force (Keyword.value, StaticKind.in_force)
    defs = m.card_def
    if not had:
        for src, _host in cont:
            if LP in defs[src].statics_by_kind:
                m.lp_check = True
                break
