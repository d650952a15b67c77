"""A unit's computed properties: attack (layered power), range, affinities, colours, names, orbs its attack breaks,
and whether it can critical hit or be evaded (rules/fe_cipher.md §5.3 "layered, computed power").

Power is computed, never stored (so nothing is left to forget when a layer ends)::

    unit attack  = printed attack + CONT boosts in force + modifiers (this turn, this combat, until the end of the
                   opponent's next turn), doubled by a "doubled" modifier
    battle power = unit attack + the support's value when the support succeeded (+ support boosts)
                   ×2 for the attacker after a critical hit

CONT skills are read from ``m.continuous`` (the units on the field with CONT parts, rebuilt by
:func:`~tcgkit.core.effects.refresh_continuous` when a unit enters, leaves or changes) at the moment they are asked
for, so conditions ("during your turn", "while supported by Abel") are always current.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import Ctx, has_modifier, modifier_total
from tcgkit.games.fe_cipher.carddef import RANGE_BITS
from tcgkit.games.fe_cipher.skills_gained import with_gained
from tcgkit.games.fe_cipher.statics import (
    AFFINITY, ALSO_COLOR, BOOST, CANNOT_BE_DESTROYED_BY_ATTACK, CANNOT_BE_EVADED, CRITICAL_MULTIPLIER, LOSES_SKILL,
    NO_CRITICAL, ORBS, RANGE, REMOVE_KEYWORD, SUPPORT_BOOST, TREAT_AS_COLOR, lvs_holds, static_applies,
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.carddef import CardDef
    from tcgkit.games.fe_cipher.match import FEMatch


def skill_def(m: "FEMatch", uid: int) -> "CardDef":
    """The definition whose skills, affinities, class, cost, colours and range the unit has: its own, or the ally it
    copies this turn (B01-045 Xane: everything but name and attack). ``m.copying`` says whether any copy is in force
    (the common case skips the scan); ``m.skill_mods`` whether a unit may have gained a skill or lost them all
    (:func:`~.skills_gained.with_gained`)."""
    if m.copying:
        for mod in m.mods:
            if mod[0] == uid and mod[1] == "copy":
                return m.card_def[mod[2]]
    if m.skill_mods:
        return with_gained(m, uid, m.card_def[uid])
    return m.card_def[uid]


def skill_off(m: "FEMatch", uid: int, s) -> bool:
    """Whether skill ``s`` of the unit is switched off now: [CCS] while not Class Changed, [LvS N] on a shorter
    stack (:func:`lvs_holds`), or lost to a CONT (:func:`skill_lost`). Asked for every skill a playout looks at:
    the common case (no mark, no ``loses_skill`` in force) reads three fields and calls nothing more."""
    if s.ccs and not m.class_changed[uid]:
        return True
    if s.lvs and not lvs_holds(m, uid, s.lvs):
        return True
    return LOSES_SKILL in m.static_index and skill_lost(m, uid, s.index)


def skill_lost(m: "FEMatch", uid: int, k: int) -> bool:
    """Whether a CONT ``loses_skill`` of the unit itself switches its skill ``k`` off now (B02-006 Ryoma: with four
    <White> allies he loses his start-of-turn AUTO; a waiting trigger of it then does nothing)."""
    for src, s in LOSES_SKILL.parts(m):
        if src == uid and s.amount == k and static_applies(m, src, s, uid):
            return True
    return False


def skill_shielded(m: "FEMatch", uid: int) -> bool:
    """Whether a ``protect_from_skills`` in force covers ``uid`` now (only in the opponent's turn of its maker):
    skills cannot destroy or move it (B04-009 Mamori; the modifier is made by primitives_units.py)."""
    if not m.mods:
        return False
    for mod in m.mods:
        if mod[1] == "skill_shield" and m.active != mod[2][0]:
            holder = mod[0]
            if mod[2][1].test(m, Ctx(mod[2][0], holder, holder), uid):
                return True
    return False


# ------------------------------------------------------------------------------------------------ identity


def names(m: "FEMatch", uid: int) -> frozenset:
    """The unit names of a card (its character plus SPEC aliases); never copied."""
    return m.card_def[uid].names


def same_name(m: "FEMatch", a: int, b: int) -> bool:
    """Whether two cards share a unit name (the one-name rule, support failure, critical hit, evade, level up)."""
    return not m.card_def[a].names.isdisjoint(m.card_def[b].names)


def colors(m: "FEMatch", uid: int) -> frozenset:
    """A card's colours; a unit on the field adds CONT "also treated as <colour>" (P01-001 Corrin); a CONT
    ``treat_as_color`` (B03-083 Silas) makes allies and Retreat-Area cards of one colour also another (its
    selectors are read without their colour, which is the colour it extends: no recursion). Not for the symbols
    of the bonds nor the hand (ruling Q18)."""
    base = frozenset(skill_def(m, uid).colors)
    field = m.on_field(uid)
    if field:
        for src, s in ALSO_COLOR.parts(m):
            if static_applies(m, src, s, uid):
                base = base | {s.color}
    for src, s in TREAT_AS_COLOR.parts(m):
        if s.keyword in base and s.color not in base:
            sel = s.scope if field else s.target
            ctx = Ctx(m.card_owner[src], src, src, uid)
            if sel is not None and sel.test(m, ctx, uid) and (s.cond is None or s.cond.holds(m, ctx)):
                base = base | {s.color}
    return base


def affinities(m: "FEMatch", uid: int) -> frozenset:
    """Printed affinities (gender, weapon, type) plus the ones acquired by a CONT (``affinity``) or this turn
    (``affinity:X`` modifiers)."""
    d = skill_def(m, uid)
    base = d.affinities
    if d.copies_allies and m.on_field(uid) and m.active == m.card_owner[uid]:
        for ally in copied_allies(m, uid):
            base = base | (affinities(m, ally) - GENDERS)
    for src, s in AFFINITY.parts(m):  # B03-006 Mist [LvS 3]
        if m.on_field(uid) and static_applies(m, src, s, uid):
            base = base | {s.keyword}
    if m.mods:
        own = [mod[1] for mod in m.mods if mod[0] == uid and "affinity:" in mod[1]]
        if own:
            base = base | frozenset(k[9:] for k in own if k.startswith("affinity:"))
            # P02-003 Bantu: a lost affinity is gone even if acquired
            base = base - frozenset(k[12:] for k in own if k.startswith("no_affinity:"))
    return base


GENDERS = frozenset({"Male", "Female"})


def copied_allies(m: "FEMatch", uid: int) -> list[int]:
    """The allies whose weapons, types and ranges a ``copies_ally_affinities`` card has in its owner's turn
    (B04-083 Morgan): every other ally without its unit name and without that SPEC itself."""
    return [u for u in m.units(m.card_owner[uid])
            if u != uid and not same_name(m, u, uid) and not skill_def(m, u).copies_allies]


def unit_cost(m: "FEMatch", uid: int) -> int:
    """Deployment cost as skills read it ("an ally with a Deployment Cost of 2 or lower"); none counts as 0; a
    ``cost`` modifier replaces it (B04-031 Sirius: "its deployment cost becomes 1")."""
    if m.mods:
        for mod in reversed(m.mods):
            if mod[0] == uid and mod[1] == "cost":
                return mod[2]
    c = skill_def(m, uid).cost
    return c if c is not None else 0


def has_keyword(m: "FEMatch", uid: int, kw: str) -> bool:
    """A keyword skill (``anti_fliers``): printed or acquired, and not taken away by an enemy's CONT (B01-030
    Minerva: enemies lose Anti-Fliers and cannot acquire it)."""
    have = kw in skill_def(m, uid).keywords
    if not have and m.mods:
        have = has_modifier(m, uid, "kw:" + kw)
    if not have:
        return False
    for src, s in REMOVE_KEYWORD.parts(m):
        if s.keyword == kw and static_applies(m, src, s, uid):
            return False
    return True


def range_mask(m: "FEMatch", uid: int) -> int:
    """The distances a unit may attack at, as bits (1: distance 1 …): printed, plus ranges acquired by a CONT
    (``range``) or this turn (a printed "–" plus an acquired range can attack, digest "Action phase")."""
    d = skill_def(m, uid)
    r = d.range_mask
    if d.copies_allies and m.on_field(uid) and m.active == m.card_owner[uid]:
        for ally in copied_allies(m, uid):
            r |= range_mask(m, ally)
    for src, s in RANGE.parts(m):  # acquired while a condition holds (B04-060 Eleonora): bits
        if static_applies(m, src, s, uid):
            r |= s.amount
    if m.mods:
        for mod in m.mods:
            if mod[0] == uid and mod[1] == "range":
                r |= mod[2]
    return r


def distance(m: "FEMatch", attacker: int, target: int) -> int:
    """Rows between two units: Front to Front 1, Front to Back or Back to Front 2, Back to Back 3 (the range table
    of rules/fe_cipher.md §1 "Action phase", which the seed shows as a picture)."""
    return 1 + (m.line(attacker) == "back_line") + (m.line(target) == "back_line")


def in_range(m: "FEMatch", attacker: int, target: int) -> bool:
    return bool(range_mask(m, attacker) & RANGE_BITS[distance(m, attacker, target)])


# ------------------------------------------------------------------------------------------------ power


def unit_attack(m: "FEMatch", uid: int) -> int:
    """Printed attack + CONT boosts in force + attack modifiers; doubled by a ``doubled`` modifier (B01-091)."""
    total = m.card_def[uid].attack
    if BOOST in m.static_index:
        total += BOOST.total(m, uid)
    if has_keyword(m, uid, "anti_fliers") and m.attacker == uid and "Flier" in affinities(m, m.defender):
        total += 30
    doubled = False
    for mod in m.mods:
        if mod[0] == uid:
            if mod[1] == "attack":
                total += mod[2]
            elif mod[1] == "doubled":
                doubled = True
    return total * 2 if doubled else total


def support_card(m: "FEMatch", uid: int) -> int:
    """The successful support of a unit in combat (its side's Support Area card), or -1."""
    if uid == m.attacker and m.atk_support_ok:
        z = m.zones[m.z_support[m.card_owner[uid]]]
        return z[0] if z else -1
    if uid == m.defender and m.def_support_ok:
        z = m.zones[m.z_support[m.card_owner[uid]]]
        return z[0] if z else -1
    return -1


def support_value(m: "FEMatch", supporter: int, supported: int) -> int:
    """A support card's support value plus CONT support boosts (B01-068 Sumia: a Flier supporting another ally
    +10)."""
    v = m.card_def[supporter].support
    for src, s in SUPPORT_BOOST.parts(m):
        if static_applies(m, src, s, supported) and s.supporter.test(m, Ctx(m.card_owner[src], src, src, supporter),
                                                                        supporter):
            v += s.amount
    return v + modifier_total(m, supporter, "support")


def battle_power(m: "FEMatch", uid: int) -> int:
    """A unit's power in the current combat: unit attack + successful support; ×2 for the attacker after a
    critical hit (seed 001, Kampf: "Ein kritischer Treffer verdoppelt die Gesamtangriffskraft")."""
    total = unit_attack(m, uid)
    sup = support_card(m, uid)
    if sup >= 0:
        total += support_value(m, sup, uid)
    if uid == m.attacker and m.critical:
        total *= critical_multiplier(m, uid)
    return total


def critical_multiplier(m: "FEMatch", uid: int) -> int:
    """What a critical hit multiplies the attacker's power by: 2, or a CONT's ``critical_multiplier`` (B03-033
    Nephenee: 3; of several, the largest)."""
    return CRITICAL_MULTIPLIER.most(m, uid, 2)


def survives_attack(m: "FEMatch", unit: int, attacker: int) -> bool:
    """Whether a CONT keeps ``unit`` from being destroyed by ``attacker``'s attack (``cannot_be_destroyed_by_attack``,
    B03-047 Black Knight, the [CF] Carnage Forms). The attacker is read at the resolution step; a protected Main
    Character breaks no orb (the destruction never happens, ruling Q9); a skill's destruction is not stopped."""
    for src, s in CANNOT_BE_DESTROYED_BY_ATTACK.parts(m):
        if static_applies(m, src, s, unit) and s.attacker.test(m, Ctx(m.card_owner[src], src, src, attacker),
                                                                attacker):
            return True
    return False


def orbs_broken(m: "FEMatch", uid: int) -> int:
    """How many orbs the unit's attack breaks: 1, or 2 with a CONT or a modifier ("becomes 2")."""
    n = ORBS.most(m, uid, 1)
    for mod in m.mods:
        if mod[0] == uid and mod[1] == "orbs":
            n = max(n, mod[2])
    return n


def can_critical(m: "FEMatch", uid: int) -> bool:
    """Whether the attacker may critical hit (not forbidden by a modifier, B01-026 Miracle Emblem, or a CONT,
    B01-091 Owain)."""
    if has_modifier(m, uid, "no_critical"):
        return False
    return not NO_CRITICAL.holds(m, uid)


def can_be_evaded(m: "FEMatch", attacker: int, defender: int) -> bool:
    """Whether the defender may evade this attacker (``no_evade`` modifiers; ``no_evade_vs:X`` only against an
    X defender, B01-034 Jeorge; ``no_evade_vs`` only against a defender its selector admits, B02-056 Xander)."""
    for mod in m.mods:
        if mod[0] == attacker:
            if mod[1] == "no_evade":
                return False
            if mod[1] == "no_evade_vs":
                if mod[2].test(m, Ctx(m.card_owner[attacker], attacker, attacker), defender):
                    return False
            elif mod[1].startswith("no_evade_vs:") and mod[1][12:] in affinities(m, defender):
                return False
    for src, s in CANNOT_BE_EVADED.parts(m):  # the continuous form (B03-095 Velouria: non-MC defenders)
        if static_applies(m, src, s, attacker) and (
                s.target is None or s.target.test(m, Ctx(m.card_owner[src], src, src, defender), defender)):
            return False
    return True
