"""Triggers on game moments the rules modules announce (rules/gundam.md §1.7): a Unit destroying an enemy Unit or a
shield-area card with battle damage, the end of a turn, a Pilot pairing or a Unit linking (for other friendly cards
that react), an effect drawing cards, a <Support> used. Each function queues the waiting abilities of the cards
that react; the rules modules call them at one line each (battle.py, turn.py, play.py, primitives).

Timings (cards/effects.yaml): ``destroys_enemy`` (this Unit destroyed an enemy Unit with battle damage; qualifier
``{linked: true}`` on the destroyed Unit), ``destroys_shield`` (… a card of the enemy shield area with battle
damage), ``end_of_turn`` (the end step of its controller's turn), ``friendly_paired`` / ``friendly_linked`` (a
friendly Unit the qualifier selector admits was paired / became linked; that Unit is ``that`` in the effect),
``effect_draw`` (its controller drew with an effect), ``support_used`` (this Unit's <Support> raised a Unit the
qualifier admits).
"""

from __future__ import annotations

from tcgkit.core.effects import Ctx
from tcgkit.games.gundam.stats import is_linked
from tcgkit.games.gundam.triggers import add_trigger, collect


def before_kill(m, a: int, b: int) -> tuple:
    """What a kill trigger needs to know of the battle before the destroyed Unit leaves: (attacker, its Pilot,
    whether the destroyed Unit was linked)."""
    return (a, m.pilot[a], is_linked(m, b))


def after_kill(m, kill: tuple) -> None:
    """Unit ``a`` destroyed an enemy Unit with battle damage: its (and its Pilot's) ``destroys_enemy`` abilities
    wait (last-known Pilot if it died too)."""
    a, pl, victim_linked = kill
    p = m.card_owner[a]
    defs = m.card_def
    for src in (a, pl):
        if src < 0:
            continue
        for ab in defs[src].abilities:
            if ab.timing == "destroys_enemy" and (ab.qualifier is None or victim_linked):
                add_trigger(m, p, src, ab.index, a, pl)


def shield_area_destroyed(m, a: int) -> None:
    """Unit ``a``'s battle damage destroyed a Shield or the Base of the enemy shield area."""
    collect(m, "destroys_shield", a, a)


def end_of_turn(m, p: int) -> None:
    """The end step of ``p``'s turn: ``end_of_turn`` abilities of ``p``'s Units (and Pilots) and Base wait."""
    for u in list(m.zones[m.z_battle[p]]) + list(m.zones[m.z_base[p]]):
        collect(m, "end_of_turn", u, u)


def friendly_event(m, p: int, unit: int, timing: str) -> None:
    """A friendly ``unit`` of ``p`` was paired / linked: cards of ``p`` in play with that timing react if their
    qualifier selector admits the Unit; the Unit is ``that`` (``ctx.this``) in their effect."""
    defs = m.card_def
    for z in (m.z_battle[p], m.z_base[p]):
        for u in m.zones[z]:
            for src in (u, m.pilot[u]):
                if src < 0:
                    continue
                for ab in defs[src].abilities:
                    if ab.timing != timing:
                        continue
                    if ab.cond is not None and not ab.cond.holds(m, Ctx(p, src, u, -1, -1)):
                        continue  # 【During Pair】 of the reacting card, read now
                    sel = ab.qualifier[1] if ab.qualifier else None
                    if sel is None or sel.qualifies(m, Ctx(p, src, u), unit):
                        add_trigger(m, p, src, ab.index, unit if timing == "friendly_linked" else u, -1)


def effect_draw(m, p: int) -> None:
    """``p`` drew with an effect: ``effect_draw`` abilities of ``p``'s Units and Pilots wait."""
    for u in m.zones[m.z_battle[p]]:
        collect(m, "effect_draw", u, u)


def support_used(m, p: int, u: int, target: int) -> None:
    """``u``'s <Support> raised ``target``'s AP: ``support_used`` abilities of ``u`` (and its Pilot) whose
    qualifier admits the target wait."""
    defs = m.card_def
    for src in (u, m.pilot[u]):
        if src < 0:
            continue
        for ab in defs[src].abilities:
            if ab.timing == "support_used":
                sel = ab.qualifier[1] if ab.qualifier else None
                if sel is None or sel.qualifies(m, Ctx(p, src, u), target):
                    add_trigger(m, p, src, ab.index, u, -1)
