"""A card's current numbers and keywords, and link status (rules/gundam.md §1.4, §1.6).

Current AP/HP = printed + the paired Pilot's modifiers + modifiers with durations (:mod:`tcgkit.core.effects`
``mods``) + constant effects in force (the core's continuous effects, ``m.continuous``). Functions of the match,
read by the rules, the view and the scenario adapter.
"""

from __future__ import annotations

from tcgkit.core.effects import Ctx, has_modifier, modifier_total
from tcgkit.games.gundam.carddef import ADDITIVE, COMMAND


def in_play(m, u: int) -> bool:
    """Whether ``u`` is in a battle area or a base section."""
    return m.in_play_zone[m.card_zone[u]]


def ap(m, u: int) -> int:
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
        v += static_total(m, u, "ap")
    return v if v > 0 else 0


def hp(m, u: int) -> int:
    """Current HP before damage: printed + Pilot modifier + modifiers + constant effects (:func:`stat` spelled out)."""
    defs = m.card_def
    v = defs[u].hp
    pl = m.pilot[u]
    if pl >= 0:
        v += defs[pl].hp
    if m.mods:
        v += modifier_total(m, u, "hp")
    if m.continuous:
        v += static_total(m, u, "hp")
    return v


def stat(m, u: int, key: str) -> int:
    """``key`` ("ap" or "hp") of ``u`` as its parts add up (AP not yet floored at 0)."""
    defs = m.card_def
    v = getattr(defs[u], key)
    pl = m.pilot[u]
    if pl >= 0:
        v += getattr(defs[pl], key)
    if m.mods:
        v += modifier_total(m, u, key)
    if m.continuous:
        v += static_total(m, u, key)
    return v


def hp_left(m, u: int) -> int:
    """HP minus damage ("HP" in effect texts, rules/gundam.md §1.10 other decisions)."""
    return hp(m, u) - m.damage[u]


def keyword(m, u: int, kw: str) -> int:
    """Value of a keyword on ``u``: Repair/Breach/Support add up, the others count once (§1.6 table)."""
    defs = m.card_def
    v = defs[u].keyword(kw)
    pl = m.pilot[u] if u < len(m.pilot) else -1
    if pl >= 0:
        v += defs[pl].keyword(kw)
    if m.mods:
        v += modifier_total(m, u, kw)
    if m.continuous:
        v += static_total(m, u, kw)
    if v and kw not in ADDITIVE:
        return 1
    return v


def static_total(m, u: int, key: str) -> int:
    """The sum of ``key`` over the constant effects in force on ``u`` (the core's ``continuous_total``, with a
    statics without a scope, which speak for their host alone, passed over for other cards at once)."""
    total = 0
    defs = m.card_def
    for src, host in m.continuous:
        d = defs[src]
        if key in d.static_keys:
            for s in d.statics:
                if s.key == key and (host == u or s.scope is not None) and s.applies(m, src, host, u):
                    total += s.value
    return total


def static_max(m, u: int, key: str) -> int:
    """The largest value of a constant-effect key on Unit ``u`` itself (e.g. ``attack_active_level_le``)."""
    best = 0
    defs = m.card_def
    for src, host in m.continuous:
        if host != u or key not in defs[src].static_keys:
            continue
        for s in defs[src].statics:
            if s.key == key and s.value > best and (s.cond is None or s.cond.holds(m, Ctx(m.card_owner[host], src,
                                                                                          host))):
                best = s.value
    return best


def is_linked(m, u: int) -> bool:
    pl = m.pilot[u]
    return pl >= 0 and link_met(m, u, pl)


def link_met(m, u: int, pl: int) -> bool:
    """Link condition: ``[Name]`` by the Pilot's name, ``(Trait) Trait`` by its traits, any alternative
    (rules/gundam.md §1.10 ruling 3; a Pilot-Command counts under its 【Pilot】 name)."""
    d = m.card_def[u]
    if not d.has_link:
        return False
    pd = m.card_def[pl]
    if pd.kind == COMMAND and not m.game.options.link_by_trait_and_pilot_commands:
        return False
    name = pd.pilot_name
    if name in d.link_names:
        return True
    if name is not None and name.endswith(")") and " (" in name and m.game.options.link_name_with_qualifier:
        if name[:name.rindex(" (")] in d.link_names:  # "Lockon Stratos (Neil)" meets [Lockon Stratos]
            return True
    if name is not None and " & " in name and m.game.options.link_name_joined:
        if any(part in d.link_names for part in name.split(" & ")):  # "Garrod Ran & Tiffa Adill" meets [Garrod Ran]
            return True
    for t in d.link_traits:
        if t in pd.traits:
            return True
    return False


def can_attack(m, u: int) -> bool:
    """Not barred, and not deployed this turn unless a Link Unit (CR 2-11-4; §1.10 ruling 2) or allowed by an effect
    (GD01-066). Rested or not is the caller's question."""
    if m.entered[u] == m.turn_number and not (m.mods and has_modifier(m, u, "attack_on_deploy")):
        if not m.game.options.link_checked_at_attack:
            return False
        if not is_linked(m, u):
            return False
    return not (m.mods and has_modifier(m, u, "cant_attack"))


def may_attack_player(m, u: int) -> bool:
    """Whether ``u`` may choose the enemy player as its attack target: not with a constant effect that says so
    (ST01-009) nor after an effect of this turn (GD02-069, ``cant_attack_player``)."""
    return not ((m.continuous and static_max(m, u, "cant_attack_player"))
                or (m.mods and has_modifier(m, u, "cant_attack_player")))


def may_attack_active(m, u: int, v: int) -> bool:
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


def battle_immune(m, target: int, source: int) -> bool:
    """Whether ``target`` takes no battle damage from ``source``: constant effects (GD01-091, ST07-012) and effects
    of this battle or turn (ST03-014, ST06-013)."""
    if m.continuous:
        imm = static_max(m, target, "battle_damage_immunity_ap_le")
        if imm and ap(m, source) <= imm:
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


def base_guarded(m, base: int, source: int) -> bool:
    """Whether a Base takes no damage from the enemy Unit ``source`` (ST07-015: Lv ``base_guard_level_le`` or
    less, tokens excepted)."""
    if source < 0 or not m.continuous:
        return False
    lv = static_max(m, base, "base_guard_level_le")
    d = m.card_def[source]
    return bool(lv) and not d.token and d.level <= lv
