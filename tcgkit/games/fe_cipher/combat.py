"""The attack: declaring it, and the combat procedure (a flow run inside the Action phase).

Sources: seed 001 "Eine gegnerische Einheit angreifen" (steps 1–6, the Ike/Byleth example), rules/fe_cipher.md §1
"Combat" and rulings 4 and 5. The combat's steps are the table :data:`COMBAT` at the end of this module:

1. **declare** — the attacker is tapped and its target chosen (the ``attack`` action); "when attacking" and "when
   attacked" skills trigger (the turn player's first);
2. **support** — each player reveals the top card of their own deck into the Support Area (revealed, never drawn:
   ruling 5). A support fails on a shared unit name or when a skill refuses it, and goes to the Retreat Area at once;
   a successful support adds its support value and its ATK SUPP (attacker's side) or DEF SUPP (defender's side)
   skill resolves, the attacker's first;
3. **critical hit** — the attacking player may discard a card with the attacker's unit name: its power doubles;
4. **evade** — the defending player may discard a card with the defender's unit name: the attack misses (the damage
   is skipped; end-of-combat skills still resolve, ruling 4);
5. **resolution** — attacker ≥ defender destroys the defender (ties to the attacker, ruling 5); a Main Character
   breaks orbs instead (orbs.py);
6. **end of combat** — end-of-combat skills, then both supports go to the Retreat Area.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL, Flow, Step
from tcgkit.core.effects import BATTLE, Ctx, expire, fire, has_modifier, resolve_waiting
from tcgkit.core.flow import run_procedure
from tcgkit.games.fe_cipher import bonds
from tcgkit.games.fe_cipher.orbs import deck_emptied, deck_ready, destroy
from tcgkit.games.fe_cipher.carddef import RANGE_BITS
from tcgkit.games.fe_cipher.properties import (
    battle_power, can_be_evaded, can_critical, range_mask, same_name, survives_attack,
)
from tcgkit.games.fe_cipher.statics import (
    ATTACK_ONLY, CANNOT_ATTACK, IGNORES_RANGE, PROTECT, SUPPORT_FAILS, SUPPORT_SUCCEEDS, static_applies,
)
from tcgkit.games.fe_cipher.movement import forced_march_check
from tcgkit.games.fe_cipher.skills import supporter_alternatives

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


# ------------------------------------------------------------------------------------------------ declaring


def attack_options(m: "FEMatch", p: int) -> list[tuple]:
    """``("attack", attacker, target)`` for each untapped unit of ``p`` and each enemy in its range that it may
    attack. The first player may not attack on the first turn (seed 001 "Erste Runde")."""
    if m.turn_number == 1 and p == m.first_player:
        return []
    q = m.other(p)
    enemies = m.units(q)
    ready = [a for a in m.units(p) if not m.tapped[a]]  # once every unit has acted, nothing below is needed
    if not enemies or not ready:
        return []
    index = m.static_index  # the kinds' index (statics.py), read directly on this hot path (every action decision)
    forbid = [(src, s) for src, s in index.get(CANNOT_ATTACK, ()) if m.card_owner[src] != p]
    guards = [(src, s) for src, s in index.get(PROTECT, ()) if m.card_owner[src] == q]
    back_p, back_q = m.z_back[p], m.z_back[q]
    zone_of = m.card_zone
    free, back_barred = [], False
    for mod in m.mods:  # one pass over this turn's modifiers
        if mod[1] == "ignore_range":
            free.append(mod)
        elif mod[1] == "forbid_back_line" and m.card_owner[mod[0]] == q and m.on_field(mod[0]):
            back_barred = True  # B03-012 Oscar, while he stays on the field
    cont_free, only = index.get(IGNORES_RANGE, ()), index.get(ATTACK_ONLY, ())
    out = []
    for a in ready:
        if back_barred and zone_of[a] == back_p:
            continue
        reach = range_mask(m, a)
        own_free = [mod[2] for mod in free if mod[0] == a] if free else None
        if cont_free:
            own_free = (own_free or []) + [(False, s.target) for src, s in cont_free if static_applies(m, src, s, a)]
        if not (reach or own_free) or (forbid and not may_attack(m, a, forbid)):
            continue
        from_back = zone_of[a] == back_p
        for t in enemies:
            d = 1 + from_back + (zone_of[t] == back_q)
            if not (reach & RANGE_BITS[d] or own_free and ignores_range(m, a, t, own_free, from_back)):
                continue
            if only and not attack_allowed(m, a, t, only):
                continue
            if not (guards and protected(m, a, t, guards)):
                out.append(("attack", a, t))
    return out


def attack_allowed(m: "FEMatch", attacker: int, target: int, only: tuple) -> bool:
    """Whether the attacker's CONT ``attack_only`` (B04-085 Owain: the opponent's Main Character only) admits the
    target; a "cannot" beats any "can", so an ignored range does not help (CR 2.2)."""
    for src, s in only:
        if static_applies(m, src, s, attacker) and not s.target.test(m, Ctx(m.card_owner[src], src, src), target):
            return False
    return True


def ignores_range(m: "FEMatch", attacker: int, target: int, grants: list, from_back: bool) -> bool:
    """Whether an ``ignore_range`` grant lets ``attacker`` attack ``target`` whatever the distance (S03-004
    Takumi: Back-Line enemies; B04-029 Julian: only from the Front Line)."""
    ctx = Ctx(m.card_owner[attacker], attacker, attacker)
    for front, sel in grants:  # the first grant that reaches the target is enough
        if not (front and from_back) and sel.test(m, ctx, target):
            return True
    return False


def may_attack(m: "FEMatch", attacker: int, forbid: list | None = None) -> bool:
    """Not forbidden by an enemy's CONT (B01-064 Sully [CCS]: Back-Line Bow, Tome and Dragonstone units cannot
    attack)."""
    if forbid is None:
        forbid = [(src, s) for src, s in CANNOT_ATTACK.parts(m)
                  if m.card_owner[src] != m.card_owner[attacker]]
    for src, s in forbid:
        if static_applies(m, src, s, attacker):
            return False
    return True


def protected(m: "FEMatch", attacker: int, target: int, guards: list | None = None) -> bool:
    """Whether a CONT of the target's side keeps this attacker off it (B01-007 Cain: Back-Line enemies cannot
    attack this unit or allies with a deployment cost of 2 or lower)."""
    if guards is None:
        guards = [(src, s) for src, s in PROTECT.parts(m) if m.card_owner[src] == m.card_owner[target]]
    for src, s in guards:
        if static_applies(m, src, s, target) and s.attacker.test(m, Ctx(m.card_owner[src], src, src, attacker),
                                                                  attacker):
            return True
    return False


def start_attack(m: "FEMatch", attacker: int, target: int) -> None:
    """The ``attack`` action: tap the attacker, name the target, run the combat procedure (:data:`COMBAT`)."""
    m.tapped[attacker] = 1
    m.attacked[attacker] = 1
    m.attacker, m.defender = attacker, target
    m.critical = m.evaded = m.atk_support_ok = m.def_support_ok = m.destroyed = 0
    m.emit("attack", ALL, uid=attacker, target=target)
    run_procedure(m, COMBAT)


def declare_step(m: "FEMatch") -> None:
    """Combat 1: "when this unit attacks" and "when an ally is attacked" skills trigger and resolve."""
    fire(m, "attacks", m.attacker)
    fire(m, "attacked", m.defender)
    m.then((resolve_waiting,))


def combat_lost(m: "FEMatch") -> bool:
    """The attacker or the defender left the field (e.g. a skill destroyed it): the combat has nothing to
    resolve."""
    return not (m.on_field(m.attacker) and m.on_field(m.defender))


# ------------------------------------------------------------------------------------------------ support


def support_step(m: "FEMatch") -> None:
    """Combat 2: both supports revealed (attacker's first), then the successful ones' support skills."""
    if combat_lost(m):
        return
    m.atk_support_ok = reveal_support(m, m.attacker)
    if m.ended:
        return
    m.def_support_ok = reveal_support(m, m.defender)
    if m.ended:
        return
    m.then((support_skill, m.attacker, "atk_supp"), (support_skill, m.defender, "def_supp"), (resolve_waiting,))


def reveal_support(m: "FEMatch", unit: int) -> int:
    """Reveal the top card of the unit's owner's deck into the Support Area; 1 if the support succeeds, 0 if it
    fails (and goes to the Retreat Area at once) or there is no card."""
    p = m.card_owner[unit]
    if not deck_ready(m, p):
        return 0
    card = m.zones[m.z_deck[p]][-1]
    if not m.game.options.support_is_revealed:
        m.move(card, m.z_hand[p])
        m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": card})
    m.move(card, m.z_support[p])
    m.emit("support", ALL, player=p, uid=card)
    deck_emptied(m, p)
    why = support_fails(m, card, unit)
    if why:
        m.move(card, m.z_retreat[p])
        m.emit("support_failed", ALL, uid=card, reason=why)
        return 0
    return 1


def support_fails(m: "FEMatch", card: int, unit: int) -> str:
    """Why ``card`` fails to support ``unit`` ("" if it succeeds): a shared unit name (unless a CONT makes that
    name succeed, B01-100 Anna), or a CONT that refuses it (B01-071 Lon'qu refuses <Female> cards)."""
    ctx_ok = False
    for src, s in SUPPORT_SUCCEEDS.parts(m):
        if static_applies(m, src, s, unit) and s.supporter.test(m, Ctx(m.card_owner[src], src, src, card), card):
            ctx_ok = True
    if same_name(m, card, unit) and not ctx_ok:
        return "same unit name"
    if m.mods and has_modifier(m, unit, "refuse_support"):
        return "refused by a skill"  # B03-010 Soren
    for src, s in SUPPORT_FAILS.parts(m):
        if static_applies(m, src, s, unit) and s.supporter.test(m, Ctx(m.card_owner[src], src, src, card), card):
            return "refused by a skill"
    return ""


SUPPORT_EVENTS = {"atk_supp": "attack_support", "def_supp": "defense_support"}
"""The event each side's support skill timing listens to (triggers.py)."""


def support_skill(m: "FEMatch", unit: int, kind: str) -> None:
    """Frame: the successful supporter's ATK SUPP (attacker's side) or DEF SUPP (defender's side) skill."""
    ok = m.atk_support_ok if kind == "atk_supp" else m.def_support_ok
    if not ok or m.ended or combat_lost(m):
        return
    z = m.zones[m.z_support[m.card_owner[unit]]]
    if z:
        fire(m, SUPPORT_EVENTS[kind], z[0], unit)


# ------------------------------------------------------------------------------------------------ critical, evade


def offer_critical(m: "FEMatch") -> None:
    """Combat 3: the attacking player may discard a card sharing the attacker's unit name (critical hit)."""
    a = m.attacker
    if combat_lost(m) or not can_critical(m, a):
        return
    p = m.card_owner[a]
    cards = [u for u in bonds.distinct_cards(m, m.zones[m.z_hand[p]]) if same_name(m, u, a)]
    if cards:
        m.decide(p, "critical_hit", [("critical_hit", u) for u in cards] + [("no_critical_hit",)],
                 (critical_chosen,), {"attacker": a, "defender": m.defender})


def critical_chosen(m: "FEMatch", action: tuple) -> None:
    if action[0] == "critical_hit":
        p = m.card_owner[action[1]]
        m.move(action[1], m.z_retreat[p])
        m.critical = 1
        m.emit("critical_hit", ALL, player=p, uid=action[1])
        fire_now(m, "critical_hits", m.attacker)


def offer_evade(m: "FEMatch") -> None:
    """Combat 4: the defending player may discard a card sharing the defender's unit name (evade)."""
    d = m.defender
    if combat_lost(m) or not can_be_evaded(m, m.attacker, d):
        return
    p = m.card_owner[d]
    cards = [u for u in bonds.distinct_cards(m, m.zones[m.z_hand[p]]) if same_name(m, u, d)]
    if cards:
        m.decide(p, "evade", [("evade", u) for u in cards] + [("no_evade",)], (evade_chosen,),
                 {"attacker": m.attacker, "defender": d})


def evade_chosen(m: "FEMatch", action: tuple) -> None:
    if action[0] == "evade":
        p = m.card_owner[action[1]]
        m.move(action[1], m.z_retreat[p])
        m.evaded = 1
        m.emit("evade", ALL, player=p, uid=action[1])
        fire_now(m, "evades", m.defender)


def fire_now(m: "FEMatch", event: str, subject: int) -> None:
    """A combat event's AUTO skills trigger and resolve before the next step (``critical_hits``: the doubling is
    already in force; ``evades``: before the resolution is skipped; digest Combat 3 and 4)."""
    fire(m, event, subject)
    if m.triggers:
        m.then((resolve_waiting,))


def evaded(m: "FEMatch") -> bool:
    return bool(m.evaded)


# ------------------------------------------------------------------------------------------------ resolution


def resolution_step(m: "FEMatch") -> None:
    """Combat 5: compare powers; attacker ≥ defender destroys it (ruling 5), then "when this unit's attack
    destroys an enemy" skills trigger."""
    if combat_lost(m):
        return
    a, d = m.attacker, m.defender
    pa, pd = battle_power(m, a), battle_power(m, d)
    m.emit("battle", ALL, uid=a, target=d, power=pa, target_power=pd)
    wins = pa >= pd if m.game.options.ties_go_to_attacker else pa > pd
    if wins and survives_attack(m, d, a):
        m.emit("not_destroyed", ALL, uid=d, by=a)
    elif wins:
        m.destroyed = 1
        destroy(m, d, by_attack=True)
        if not m.ended:
            fire(m, "destroys", a)
            m.then((resolve_waiting,))


def skip_end_skills(m: "FEMatch") -> bool:
    """With ruling 4's option off, an evade ends the combat at once (the seed's reading): no end-of-combat
    skills."""
    return bool(m.evaded) and not m.game.options.evade_skips_damage_only


def end_of_combat_step(m: "FEMatch") -> None:
    """Combat 6: end-of-combat skills (``combat_ends``: the attacker's; ``combat_over``: either side's) resolve, then
    both supports go to the Retreat Area (B01-046 Tiki's CONT may
    send a successful supporter to the Bond Area instead)."""
    index, hand = m.auto_index, m.hand_listeners  # anyone hears them (match.py): most combats pass over both
    if not skip_end_skills(m):
        if ("combat_ends" in index or hand) and m.on_field(m.attacker):
            fire(m, "combat_ends", m.attacker)
        if "combat_over" in index or hand:
            for unit in (m.attacker, m.defender):  # P02-003 Bantu: attacking or defending (ruling Q6)
                if m.on_field(unit):
                    fire(m, "combat_over", unit)
    m.then((resolve_waiting,), (clear_supports,))


def clear_supports(m: "FEMatch") -> None:
    """Frame: both supports leave (attacker's side first), then the combat is over."""
    m.then((support_leaves, m.attacker, m.atk_support_ok), (support_leaves, m.defender, m.def_support_ok),
           (end_combat,))


def support_leaves(m: "FEMatch", unit: int, ok: int) -> None:
    """Frame: a support card goes to the Retreat Area, unless its support skill had it deployed instead (Ninjutsu,
    Mirage and Resistance Emblems: an ``after_combat`` modifier on it, primitives_units.py) or a CONT lets its owner
    place a successful supporter in the Bond Area instead (B01-046 Tiki, a "you may": decision ``optional``)."""
    p = m.card_owner[unit]
    for card in list(m.zones[m.z_support[p]]):
        how = None
        for mod in m.mods:
            if mod[0] == card and mod[1] == "after_combat":
                how = mod[2]
                break
        if how is not None:
            # deferred: the vocabulary (primitives_units) imports the rules, not the other way round
            # the supporter's own skill deploys it: a frame of the vocabulary, which sits below the rules
            from tcgkit.games.fe_cipher.primitives_units import deploy_supporter

            if deploy_supporter(m, card, unit, how):
                return
        alternatives = supporter_alternatives(m, card, unit) if ok else ()
        if alternatives:
            offer_instead(m, card, alternatives)
            return
        m.move(card, m.z_retreat[p])
        m.emit("to_retreat", ALL, uid=card)


def offer_instead(m: "FEMatch", card: int, alternatives: tuple) -> None:
    """A successful supporter's owner may send it elsewhere than the Retreat Area: each place a CONT allows is
    offered in turn ("you may"; the first accepted wins): the Bond Area (B01-046 Tiki), the hand (B04-018 Marth),
    growth beneath an ally of its name (B03-008 Titania, decision ``target`` with ``decline``)."""
    p = m.card_owner[card]
    if not alternatives:
        m.move(card, m.z_retreat[p])
        m.emit("to_retreat", ALL, uid=card)
        return
    where, rest = alternatives[0], alternatives[1:]
    if where[0] == "growth":
        m.ask(p, "target", [("target", u) for u in where[1]] + [("decline",)], (supporter_chosen, card, where, rest),
              {"source": card})
    else:
        m.ask(p, "optional", (("yes",), ("no",)), (supporter_chosen, card, where, rest), {"source": card})


def supporter_chosen(m: "FEMatch", action: tuple, card: int, where: tuple, rest: tuple) -> None:
    from tcgkit.games.fe_cipher.primitives_units import grown  # the growth frame of the vocabulary, below the rules

    if action[0] in ("no", "decline"):
        offer_instead(m, card, rest)
    elif where[0] == "bond":
        bonds.place_bond(m, card, event="to_bond")
    elif where[0] == "hand":
        p = m.card_owner[card]
        m.move(card, m.z_hand[p])
        m.emit("to_hand", ALL, uid=card, player=p, source="Support Area")
    else:
        grown(m, ("choose", card), action[1])


def end_combat(m: "FEMatch") -> None:
    expire(m, (BATTLE,))
    m.attacker = m.defender = -1
    m.critical = m.evaded = m.atk_support_ok = m.def_support_ok = m.destroyed = 0
    forced_march_check(m, at_rule_point=True)


COMBAT = Flow("combat", (
    Step("declare", on_enter=declare_step),
    Step("support", on_enter=support_step),
    Step("critical_hit", on_enter=offer_critical),
    Step("evade", on_enter=offer_evade),
    Step("resolution", on_enter=resolution_step, skip_if=evaded),
    Step("end_of_combat", on_enter=end_of_combat_step),
))
"""The combat procedure (steps 1–6 above), run inside the Action phase by :func:`start_attack`."""
