"""Deployment, level up and class change (the Deployment phase, and deploying by a skill).

Sources: seed 001 "Einsatzphase" (Einheit ausspielen, Levelaufstieg / Klassenwechsel, the Caeda 4(3) example);
rules/fe_cipher.md §1 "Deployment". In any order, as often as the budget lasts:

* **deploy** a unit from hand to the Front or Back Line, paying its cost with the symbols met; only one unit per
  unit name on your field (the one-name rule; names include SPEC aliases, B01-056 Lucina is also "Marth");
* **level up**: put a card with a unit name of the unit on top of it, paying the new card's deployment cost;
* **class change**: the same with a card that has a class-change cost, paying that instead; its owner draws one card
  (before any "when it class changes" skill) and the unit is Class Changed (switching on [CCS] skills).

A levelled unit keeps its position, tapped state and Main Character status; the cards beneath form its stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, fire, refresh_continuous
from tcgkit.games.fe_cipher import bonds
from tcgkit.games.fe_cipher.orbs import draw
from tcgkit.games.fe_cipher.skills_gained import stripped
from tcgkit.games.fe_cipher.match import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def offer(m: "FEMatch") -> None:
    """One Deployment-phase decision: deploy, level up, class change, or end the phase (the step repeats)."""
    p = m.active
    acts = deployment_options(m, p)
    acts.append(("end_deployment",))
    m.decide(p, "deployment", acts, (deployment_chosen,))


def deployment_options(m: "FEMatch", p: int) -> list[tuple]:
    hand = bonds.distinct_cards(m, m.zones[m.z_hand[p]])
    units = m.units(p)
    out: list[tuple] = []
    defs = m.card_def
    for h in hand:
        d = defs[h]
        if d.cost is not None and may_deploy(m, p, h):
            out.append(("deploy", h, FRONT))
            out.append(("deploy", h, BACK))
        cc = d.cc_cost if d.cc_cost_if is None else class_change_cost(m, p, h)
        for u in units:
            # a shared unit name is read here (the common case, every deployment decision); may_stack_on adds a
            # SPEC's "may level up onto" only for the cards that have one
            shared = not d.names.isdisjoint(defs[u].names)
            if not shared and (d.level_up_onto is None or not may_stack_on(m, p, h, u)):
                continue
            if bonds.can_pay(m, p, d.cost, d.colors):
                out.append(("level_up", h, u))
            if cc is not None and bonds.can_pay(m, p, cc, d.colors) and (
                    shared or may_stack_on(m, p, h, u, class_change=True)):
                out.append(("class_change", h, u))
    return out


def class_change_cost(m: "FEMatch", p: int, card: int) -> int | None:
    """The class-change cost of a card in ``p``'s hand: printed, or a SPEC's while its condition holds (B03-053
    Azura; B03-078 has none printed and gets one), read when the class change is offered and paid (CR ch. 16)."""
    d = m.card_def[card]
    if d.cc_cost_if is not None:
        cost, cond = d.cc_cost_if
        if cond.holds(m, Ctx(p, card, card)):
            return cost
    return d.cc_cost


def may_stack_on(m: "FEMatch", p: int, card: int, unit: int, class_change: bool = False) -> bool:
    """Whether ``card`` may level up (or ``class_change``) onto ``unit``: a shared unit name, or a SPEC naming the
    unit's name while its condition holds (B04-033 Samto onto Navarre; a class change too unless the option
    ``level_up_onto_allows_class_change`` is off, ruling Q11)."""
    d, names = m.card_def[card], m.card_def[unit].names
    if m.skill_mods and stripped(m, unit):  # B03-072 Selkie: a unit deployed without skills cannot level up
        return False
    if not d.names.isdisjoint(names):
        return True
    if d.level_up_onto is None or class_change and not m.game.options.level_up_onto_allows_class_change:
        return False
    onto, cond = d.level_up_onto
    return not onto.isdisjoint(names) and (cond is None or cond.holds(m, Ctx(p, card, card)))


def deployment_chosen(m: "FEMatch", action: tuple) -> None:
    kind = action[0]
    if kind == "end_deployment":
        m.done_step = m.step_i
    elif kind == "deploy":
        deploy(m, action[1], action[2], pay=True)
    else:
        level_up(m, action[1], action[2], class_change=(kind == "class_change"))


def one_name_ok(m: "FEMatch", p: int, uid: int) -> bool:
    """The one-name rule: no unit of ``p`` shares a unit name with ``uid`` (B01-100 Anna's SPEC lifts it)."""
    d = m.card_def[uid]
    for u in m.units(p):
        other = m.card_def[u]
        if not d.names.isdisjoint(other.names) and not (d.ignores_one_name or other.ignores_one_name):
            return False
    return True


def may_deploy(m: "FEMatch", p: int, uid: int, pay: bool = True) -> bool:
    """Whether ``p`` may deploy card ``uid`` now: the one-name rule, a SPEC deploy condition (B01-049 Athena) and,
    when paying, the budget and symbols."""
    d = m.card_def[uid]
    if not one_name_ok(m, p, uid):
        return False
    if d.deploy_if is not None:
        if not d.deploy_if.holds(m, Ctx(p, uid, uid)):
            return False
    return not pay or bonds.can_pay(m, p, d.cost, d.colors)


def deploy(m: "FEMatch", uid: int, line: str, pay: bool = True) -> None:
    """Put a card onto the field as a new unit (untapped, not class changed) and let "when deployed" skills
    trigger."""
    p = m.card_owner[uid]
    d = m.card_def[uid]
    if pay:
        bonds.pay(m, p, d.cost)
    m.move(uid, m.z_front[p] if line == FRONT else m.z_back[p])
    m.tapped[uid] = 0
    m.class_changed[uid] = 0
    m.below[uid] = -1
    m.face_down[uid] = 0
    m.moved[uid] = 0
    m.emit("deploy", ALL, player=p, uid=uid, line=line, cost=d.cost if pay else 0)
    refresh_continuous(m)
    fire(m, "deployed", uid)


def level_up(m: "FEMatch", uid: int, unit: int, class_change: bool = False) -> None:
    """Put ``uid`` from hand on top of ``unit`` (paying its deploy cost, or its class-change cost for a class
    change, which also draws a card before the class-change skills trigger)."""
    p = m.card_owner[uid]
    d = m.card_def[uid]
    cost = class_change_cost(m, p, uid) if class_change else d.cost
    bonds.pay(m, p, cost)
    stack_on(m, uid, unit, class_change)
    m.emit("class_change" if class_change else "level_up", ALL, player=p, uid=uid, old=unit, cost=cost)
    refresh_continuous(m)
    if class_change:
        draw(m, p)
        fire(m, "class_changed", uid)
    fire(m, "leveled_up", uid)


def stack_on(m: "FEMatch", uid: int, unit: int, class_change: bool) -> None:
    """Card ``uid`` becomes the top of ``unit``'s stack: same line and place, tapped state, attacked and moved
    marks, Main Character status and (ruling 9) effects; Class Changed only by a class change."""
    p = m.card_owner[uid]
    zone = m.card_zone[unit]
    index = m.zones[zone].index(unit)
    m.move(uid, zone, index)
    m.move(unit, m.z_stacks[p])
    m.below[uid] = unit
    m.tapped[uid] = m.tapped[unit]
    m.attacked[uid] = m.attacked[unit]
    m.moved[uid] = m.moved[unit]
    m.class_changed[uid] = 1 if class_change else 0
    if m.mc[p] == unit:
        m.mc[p] = uid
    if m.game.options.level_up_keeps_effects:
        m.mods = [(uid, k, v, dur) if t == unit else (t, k, v, dur) for t, k, v, dur in m.mods]
    else:
        m.mods = [mod for mod in m.mods if mod[0] != unit]
