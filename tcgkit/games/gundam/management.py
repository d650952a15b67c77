"""Rules management (Gundam CR 10; rules/gundam.md §1.7): deck-out, destruction at 0 HP, leaving play.

:func:`rules_management` runs before the turn flow moves on (the flow's ``before_step``): waiting triggers resolve
first, then a player with an empty deck loses. Destruction is checked where damage is dealt or HP can fall.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import (TURN, add_modifier, drop_target, fire, has_modifier, refresh_continuous,
                                 resolve_waiting)
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.damage_statics import (DAMAGE_REDUCTION, EFFECT_DAMAGE_IMMUNITY, HELD_KEY,
                                                INDESTRUCTIBLE_BY_ENEMY_EFFECTS)
from tcgkit.games.gundam.match import check_deck_out  # noqa: F401  (the rules read it here)
from tcgkit.games.gundam.statics import HP, NO_ENEMY_EFFECT_DAMAGE
from tcgkit.games.gundam.stats import hp

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


def rules_management(m: GundamMatch) -> bool:
    """Before the next step: resolve waiting triggers, else check deck-out. ``True`` when it scheduled or ended."""
    if m.triggers:
        m.then((resolve_waiting,))
        return True
    if m.ended:  # check_deck_out spelt out: it runs before every step of the flow
        return True
    if m.turn_number:
        zones = m.zones
        for z in m.z_deck:
            if not zones[z]:
                return m.variant.deck_out(m)
    return False


def damage_card(m: GundamMatch, u: int, n: int, battle: bool, by: int = -1, source: int = -1) -> None:
    """Put ``n`` damage counters on a Unit or Base (nothing for ``n`` <= 0, CR 4-6). ``by``: the player whose
    effect deals it (effect damage), ``source`` the card whose effect it is (-1: unknown); a card immune to enemy
    effect damage ignores it (GD02-129, GD02-064), a damage reduction lowers enemy damage first (GD04-029 …,
    :mod:`.damage_statics`); effect damage put on a card fires ``damaged_by_effect``."""
    if n <= 0:
        return
    enemy = by < 0 or m.team_of[by] != m.team_of[m.card_owner[u]]  # battle damage is an enemy Unit's
    if m.continuous or m.mods:
        if by >= 0 and enemy and (NO_ENEMY_EFFECT_DAMAGE.holds(m, u) or (
                (EFFECT_DAMAGE_IMMUNITY in m.in_force or m.mods) and EFFECT_DAMAGE_IMMUNITY.immune(m, u, source))):
            m.emit("no_effect_damage", ALL, uid=u, player=by)
            return
        if m.mods:
            n = DAMAGE_REDUCTION.given(m, u, n, battle and by < 0)
        if enemy and DAMAGE_REDUCTION in m.in_force:
            n = DAMAGE_REDUCTION.reduce(m, u, n, by >= 0)
        if n <= 0:
            return
    m.damage[u] += n
    m.emit("damage", ALL, uid=u, amount=n, battle=battle)
    if m.mods:
        hold_at_hp(m, u, battle, by >= 0 and enemy)
    if not battle:
        fire(m, "damaged_by_effect", u, by)  # "when this unit receives effect damage" (effect_triggers.py)
    if enemy:
        fire(m, "damaged_by_enemy", u, by)  # "when a friendly unit receives damage from an enemy"


def hold_at_hp(m: GundamMatch, u: int, battle: bool, enemy_effect: bool) -> None:
    """Ruling "Can't be destroyed by enemy effects" (GD04-101; ``enemy_effect_damage_destroys: false``): damage of an
    enemy effect marks a protected Unit as held in play at its HP for the turn (:func:`destroy_checked` passes it
    over); battle damage takes the mark away (its destruction is then the battle's)."""
    if battle:
        if has_modifier(m, u, HELD_KEY):
            m.mods = [mod for mod in m.mods if not (mod[0] == u and mod[1] == HELD_KEY)]
    elif enemy_effect and not m.game.options.enemy_effect_damage_destroys and INDESTRUCTIBLE_BY_ENEMY_EFFECTS.holds(
            m, u) and not has_modifier(m, u, HELD_KEY):
        add_modifier(m, u, HELD_KEY, 1, TURN)


def destroy_checked(m: GundamMatch) -> None:
    """Every Unit/Base whose damage reaches its HP is destroyed, together (CR 10). That includes a card at 0 HP with
    no damage, e.g. after an HP-lowering modifier (rules/gundam.md §1.7 "Anything at 0 HP is destroyed"). Checked
    again until nothing more dies: a destroyed card may have given others HP through a constant effect."""
    damage = m.damage
    defs = m.card_def
    while True:
        # printed HP and Pilot modifiers are never below 1 and 0: an undamaged card can be at 0 HP only through an
        # HP-lowering modifier or constant effect
        lowered = False
        for mod in m.mods:
            if mod[1] == "hp" and mod[2] < 0:
                lowered = True
                break
        if not lowered and HP in m.in_force:
            for src, _host in m.continuous:
                for e in defs[src].statics:
                    if e.kind is HP and e.value < 0:
                        lowered = True
        dead = []
        held = [mod[0] for mod in m.mods if mod[1] == HELD_KEY] if m.mods else ()  # GD04-101
        for p in m.seats:
            for z in (m.z_battle[p], m.z_base[p]):
                for u in m.zones[z]:
                    d = damage[u]
                    if (d or lowered) and d >= hp(m, u) and not (held and u in held):
                        dead.append(u)
        if not dead:
            return
        for u in dead:
            destroy(m, u)


def destroy(m: GundamMatch, u: int) -> None:
    """Destroy a Unit/Base: to the trash with its Pilot; 【Destroyed】 resolves with last-known state."""
    pl = m.pilot[u]
    m.emit("destroyed", ALL, uid=u, card=m.card_def[u].id, player=m.card_owner[u])
    fire(m, "destroyed", u, pl)
    leave_play(m, u, m.z_trash[m.card_owner[u]])


def leave_play(m: GundamMatch, u: int, dest: int) -> None:
    """Move a card out of play with its paired Pilot; its state is reset (a new object, CR 4-2); tokens are
    removed from the game (§1.1)."""
    owner = m.card_owner[u]
    pl = m.pilot[u]
    dest_kind = m.zone_table[dest].spec.name
    if pl >= 0:
        m.pilot[u] = -1
        m.host[pl] = -1
        m.move(pl, dest if dest_kind != "hand" else m.z_hand[m.card_owner[pl]])
    m.move(u, m.z_removed[owner] if m.card_def[u].token else dest)
    m.damage[u] = 0
    m.rested[u] = 0
    m.entered[u] = -1
    drop_target(m, u)
    defs = m.card_def
    if m.continuous and (defs[u].statics or (pl >= 0 and defs[pl].statics)):
        refresh_continuous(m)  # a card with constant effects (or its Pilot's) takes them away; no other source changes
