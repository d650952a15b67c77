"""A card's current numbers and keywords, and link status (rules/gundam.md §1.4, §1.6).

Current AP/HP = printed + the paired Pilot's modifiers + modifiers with durations (:mod:`tcgkit.core.effects`
``mods``) + constant effects in force (the core's continuous effects, ``m.continuous``). Functions of the match,
read by the rules, the view and the scenario adapter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import has_modifier, modifier_total
from tcgkit.games.gundam.carddef import COMMAND, shares
from tcgkit.games.gundam.counted_statics import AP_PER
from tcgkit.games.gundam.statics import (
    AP, BASE_BATTLE_GUARD_LEVEL_LE, BASE_GUARD_LEVEL_LE, BATTLE_DAMAGE_IMMUNITY, BATTLE_DAMAGE_IMMUNITY_AP_LE,
    CANT_ATTACK, CANT_ATTACK_PLAYER, HP, CANT_ATTACK_UNLESS_DEPLOYED, KEYWORDS,
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


def in_play(m: GundamMatch, u: int) -> bool:
    """Whether ``u`` is in a battle area or a base section."""
    return m.in_play_zone[m.card_zone[u]]


def ap(m: GundamMatch, u: int) -> int:
    """Current AP: printed + Pilot modifier + modifiers + constant effects, at least 0. (:func:`stat` spelled out:
    AP and HP are the most asked questions of an agent's turn.)"""
    defs = m.card_def
    v = defs[u].ap
    pl = m.pilot[u]
    if pl >= 0:
        v += defs[pl].ap
    if m.mods:
        v += modifier_total(m, u, "ap")
    if m.continuous:
        in_force = m.in_force
        if AP in in_force:
            v += AP.total(m, u)
        if AP_PER in in_force:
            v += AP_PER.total(m, u)
    return v if v > 0 else 0


def hp(m: GundamMatch, u: int) -> int:
    """Current HP before damage: printed + Pilot modifier + modifiers + constant effects (:func:`stat` spelled out)."""
    defs = m.card_def
    v = defs[u].hp
    pl = m.pilot[u]
    if pl >= 0:
        v += defs[pl].hp
    if m.mods:
        v += modifier_total(m, u, "hp")
    if HP in m.in_force:
        v += HP.total(m, u)
    return v


def stat(m: GundamMatch, u: int, key: str) -> int:
    """``key`` ("ap" or "hp") of ``u`` as its parts add up (AP not yet floored at 0)."""
    defs = m.card_def
    v = getattr(defs[u], key)
    pl = m.pilot[u]
    if pl >= 0:
        v += getattr(defs[pl], key)
    if m.mods:
        v += modifier_total(m, u, key)
    if m.continuous:
        v += (AP if key == "ap" else HP).total(m, u)
        if key == "ap" and AP_PER in m.in_force:
            v += AP_PER.total(m, u)
    return v


def hp_left(m: GundamMatch, u: int) -> int:
    """HP minus damage ("HP" in effect texts, rules/gundam.md §1.10 other decisions)."""
    return hp(m, u) - m.damage[u]


def keyword(m: "GundamMatch", u: int, kw: str) -> int:
    """Value of the keyword named ``kw`` on ``u`` (a name from a view or a scenario file; the rules read the kinds
    themselves: ``BLOCKER.value(m, u)``, :mod:`.statics`)."""
    return KEYWORDS[kw].value(m, u)


def is_linked(m: GundamMatch, u: int) -> bool:
    pl = m.pilot[u]
    return pl >= 0 and link_met(m, u, pl)


def link_met(m: GundamMatch, u: int, pl: int) -> bool:
    """Link condition: ``[Name]`` by the Pilot's name, ``(Trait) Trait`` by its traits, any alternative
    (rules/gundam.md §1.10 ruling 3; a Pilot-Command counts under its 【Pilot】 name)."""
    d = m.card_def[u]
    if not d.has_link:
        return False
    pd = m.card_def[pl]
    if pd.kind == COMMAND and not m.game.options.link_by_trait_and_pilot_commands:
        return False
    name = pd.pilot_name
    if name in d.link_names or (pd.also_named is not None and pd.also_named in d.link_names):
        return True  # GD02-098: a name also treated as another
    if name is not None and name.endswith(")") and " (" in name and m.game.options.link_name_with_qualifier:
        if name[:name.rindex(" (")] in d.link_names:  # "Lockon Stratos (Neil)" meets [Lockon Stratos]
            return True
    if name is not None and " & " in name and m.game.options.link_name_joined:
        if shares(name.split(" & "), d.link_names):  # "Garrod Ran & Tiffa Adill" meets [Garrod Ran]
            return True
    for t in d.link_traits:
        if t in pd.traits:
            return True
    return False


def can_attack(m: GundamMatch, u: int) -> bool:
    """Not barred, and not deployed this turn unless a Link Unit (CR 2-11-4; §1.10 ruling 2) or allowed by an effect
    (GD01-066). Rested or not is the caller's question."""
    if m.entered[u] == m.turn_number and not (m.mods and has_modifier(m, u, "attack_on_deploy")):
        if not m.game.options.link_checked_at_attack:
            return False
        if not is_linked(m, u):
            return False
    return not ((m.mods and has_modifier(m, u, "cant_attack"))
                or (CANT_ATTACK in m.in_force and CANT_ATTACK.holds(m, u))
                or (CANT_ATTACK_UNLESS_DEPLOYED in m.in_force and CANT_ATTACK_UNLESS_DEPLOYED.barred(m, u)))


def may_attack_player(m: GundamMatch, u: int) -> bool:
    """Whether ``u`` may choose the enemy player as its attack target: not with a constant effect that says so
    (ST01-009) nor after an effect of this turn (GD02-069, ``cant_attack_player``)."""
    return not ((m.continuous and CANT_ATTACK_PLAYER.holds(m, u))
                or (m.mods and has_modifier(m, u, "cant_attack_player")))


def may_attack_active(m: GundamMatch, u: int, v: int) -> bool:
    """Whether an effect of this turn lets ``u`` attack the active enemy Unit ``v`` (``attack_active_level_le`` /
    ``attack_active_ap_le`` / ``attack_active_damaged`` modifiers, e.g. ST04-011, GD01-110, ST08-010; and
    ``_unpaired``, ``_any``, ``_ap_le_own`` for GD03-105, GD03-021, GD03-035); the
    constant ``attack_active_level_le`` (ST02-001) is read once per attacker by the caller (main.py)."""
    if m.mods:
        for mod in m.mods:
            if mod[0] == u:
                key = mod[1]
                if key == "attack_active_level_le":
                    if m.card_def[v].level <= mod[2]:
                        return True
                elif key == "attack_active_ap_le":
                    if ap(m, v) <= mod[2]:
                        return True
                elif key == "attack_active_damaged":
                    if m.damage[v]:
                        return True
                elif key == "attack_active_unpaired":
                    if m.pilot[v] < 0:
                        return True
                elif key == "attack_active_any":
                    return True
                elif key == "attack_active_ap_le_own":
                    if ap(m, v) <= ap(m, u):
                        return True
    return False


def battle_immune(m: GundamMatch, target: int, source: int) -> bool:
    """Whether ``target`` takes no battle damage from ``source``: constant effects (GD01-091, ST07-012; GD02-006,
    GD03-020) and effects of this battle or turn (ST03-014, ST06-013)."""
    if m.continuous:
        imm = BATTLE_DAMAGE_IMMUNITY_AP_LE.most(m, target)
        if imm and ap(m, source) <= imm:
            return True
        if BATTLE_DAMAGE_IMMUNITY in m.in_force and \
                BATTLE_DAMAGE_IMMUNITY.immune(m, target, m.card_def[source].level, ap(m, source)):
            return True
    if m.mods:
        for mod in m.mods:
            if mod[0] == target:
                key = mod[1]
                if key == "battle_damage_immunity_ap_le":
                    if ap(m, source) <= mod[2]:
                        return True
                elif key == "battle_damage_immunity_level_le":
                    if m.card_def[source].level <= mod[2]:
                        return True
                elif key == "battle_damage_immunity_hp_le":
                    if hp(m, source) - m.damage[source] <= mod[2]:
                        return True
                elif key == "battle_damage_immunity_any":
                    return True
    return False


def base_guarded(m: GundamMatch, base: int, source: int, battle: bool = True) -> bool:
    """Whether a Base takes no damage from the enemy Unit ``source`` (ST07-015: Lv ``base_guard_level_le`` or
    less, tokens excepted; GD04-123, ``battle`` damage only: Lv ``base_battle_guard_level_le`` or less)."""
    if source < 0 or not m.continuous:
        return False
    lv = BASE_GUARD_LEVEL_LE.most(m, base)
    d = m.card_def[source]
    if lv and not d.token and d.level <= lv:
        return True
    if battle and BASE_BATTLE_GUARD_LEVEL_LE in m.in_force:
        lv = BASE_BATTLE_GUARD_LEVEL_LE.most(m, base)
        return bool(lv) and d.level <= lv
    return False
