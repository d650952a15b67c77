"""Why a Gundam action is not legal now (core/refusals.py): one explainer per common action kind, asking the same
rules the legal actions come from (:mod:`.main`, :mod:`.battle`, :mod:`.resources`, :mod:`.stats`).

Each explainer gets a well-formed action the pending decision does not list and returns the first rule it breaks,
worded for the deciding player (cards through :func:`~tcgkit.core.words.for_decider`), or ``None`` where these
rules do not tell (the core then says what it knows).
"""

from __future__ import annotations

from tcgkit.core.effects import Ctx, has_modifier
from tcgkit.core.refusals import Refusal
from tcgkit.core.words import for_decider
from tcgkit.games.gundam.abilities import REST_SELF, has_target, resources_to_pay
from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, UNIT
from tcgkit.games.gundam.resources import alt_payable, cost_of, free_resources, level_of
from tcgkit.games.gundam.statics import (
    ATTACK_ACTIVE_LEVEL_LE, BLOCKER, CANT_ATTACK, CANT_ATTACK_UNLESS_DEPLOYED, MUST_BE_ATTACKED, PAIR_COST_ZERO_WITH)
from tcgkit.games.gundam.stats import can_attack, may_attack_player

TURN = "rules/gundam.md §1.3"
PLAYING = "rules/gundam.md §1.4"
ATTACKS = "rules/gundam.md §1.5"
ACTIVATED = "rules/gundam.md §1.7"


def explain_deploy(m, a: tuple) -> Refusal | None:
    """A Unit or Base from the hand, in the main phase, Lv. and cost met (CR 2-8, 2-9, 6-5-2)."""
    u, p = a[1], m.pending.player
    d = m.card_def[u]
    return (_in_hand(m, p, u) or _kind(m, u, d.kind in (UNIT, BASE), "a Unit or a Base")
            or _main_only(m, "Units and Bases are deployed") or _level_and_cost(m, p, u))


def explain_pair(m, a: tuple) -> Refusal | None:
    """A Pilot (or a 【Pilot】 Command) from the hand under an own Unit without a Pilot, in the main phase."""
    pl, unit, p = a[1], a[2], m.pending.player
    d = m.card_def[pl]
    found = (_in_hand(m, p, pl) or _kind(m, pl, d.kind == PILOT or (d.kind == COMMAND and d.pilot_name is not None),
                                         "a Pilot") or _main_only(m, "Pilots are paired"))
    if found:
        return found
    if m.card_zone[unit] != m.z_battle[p]:
        return Refusal("target", f"{for_decider(m, unit)} is not a Unit in your battle area", PLAYING)
    if m.pilot[unit] >= 0:
        return Refusal("target", f"{for_decider(m, unit)} already has a Pilot, "
                                 f"{for_decider(m, m.pilot[unit])}; a Unit has one at most", PLAYING)
    found = _level_and_cost(m, p, pl)
    if found is not None and found.rule == "cost" and d.hand_statics and PAIR_COST_ZERO_WITH.free_with(m, pl, unit) \
            and d.level <= len(m.zones[m.z_resources[p]]):
        return None  # GD03-085 costs 0 with this Unit
    return found


def explain_command(m, a: tuple) -> Refusal | None:
    """A Command from the hand: 【Main】 in the main phase, 【Action】 in an action step, with a target."""
    u, p, step = a[1], m.pending.player, m.pending.kind
    d = m.card_def[u]
    found = _in_hand(m, p, u) or _kind(m, u, d.kind == COMMAND, "a Command")
    if found:
        return found
    abilities = d.main_abilities if step == "main" else d.action_abilities if step == "action" else ()
    if not abilities:
        when = "【Main】 in your main phase" if d.main_abilities else "【Action】 in an action step"
        return Refusal("timing", f"{for_decider(m, u)} is played {when}", PLAYING)
    found = _level_and_cost(m, p, u)
    if found:
        return found
    if not any(has_target(m, ab.effect, Ctx(p, u, -1)) for ab in abilities):
        return Refusal("condition", f"{for_decider(m, u)} has no legal target now, and a Command can't be played "
                                    f"without one", PLAYING)
    return None


def explain_activate(m, a: tuple) -> Refusal | None:
    """An 【Activate】 ability of an own card in play: its timing, 【Once per Turn】, rest-self, cost, condition."""
    src, index, p, step = a[1], a[2], m.pending.player, m.pending.kind
    d = m.card_def[src]
    host = m.host[src] if m.host[src] >= 0 else src
    if m.card_owner[src] != p or m.card_zone[host] not in (m.z_battle[p], m.z_base[p]):
        return Refusal("zone", f"{for_decider(m, src)} is not one of your cards in play", ACTIVATED)
    ability = next((x for x in d.abilities if x.index == index), None)
    if ability is None or ability not in d.activate_main + d.activate_action:
        return Refusal("target", f"{for_decider(m, src)} has no 【Activate】 ability {index}", ACTIVATED)
    if ability not in (d.activate_main if step == "main" else d.activate_action if step == "action" else ()):
        when = "your main phase" if ability in d.activate_main else "an action step"
        return Refusal("timing", f"this ability of {for_decider(m, src)} is used in {when}", ACTIVATED)
    ctx = Ctx(p, src, host, -1, -1)
    if ability.spent(m, ctx):
        return Refusal("once_per_turn", f"{for_decider(m, src)}'s ability is 【Once per Turn】 and was used this turn",
                       ACTIVATED)
    if any(c.kind is REST_SELF for c in ability.cost) and m.rested[src]:
        return Refusal("rested", f"{for_decider(m, src)} is rested: its ability's cost rests it", ACTIVATED)
    free, cost = free_resources(m, p), resources_to_pay(ability)
    if cost > free:
        return Refusal("cost", f"the ability costs {cost} and you have {free} active resources", "Gundam CR 2-9")
    if (ability.cond is not None and not ability.cond.holds(m, ctx)) or not has_target(m, ability.effect, ctx):
        return Refusal("condition", f"the condition or target of {for_decider(m, src)}'s ability is not met now",
                       ACTIVATED)
    return None


def explain_attack(m, a: tuple) -> Refusal | None:
    """An own active Unit that may attack, in the main phase, at the enemy player or a rested enemy Unit."""
    u, p = a[1], m.pending.player
    if m.card_zone[u] != m.z_battle[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not a Unit in your battle area", ATTACKS)
    found = _main_only(m, "attacks are declared")
    if found:
        return found
    if m.rested[u]:
        return Refusal("rested", f"{for_decider(m, u)} is rested: attacking rests an active Unit", ATTACKS)
    if not can_attack(m, u) and (CANT_ATTACK.holds(m, u) or (m.mods and has_modifier(m, u, "cant_attack"))
                                 or CANT_ATTACK_UNLESS_DEPLOYED.barred(m, u)):
        return Refusal("condition", f"{for_decider(m, u)} can't attack now (its text or an effect)", ATTACKS)
    if not can_attack(m, u):
        return Refusal("condition", f"{for_decider(m, u)} can't attack now: a Unit deployed this turn attacks only "
                                    f"if it is a Link Unit, unless an effect says otherwise", "Gundam CR 2-11-4")
    if MUST_BE_ATTACKED in m.in_force or m.mods:
        forced = [x[2] for x in m.pending.actions if x[0] == "attack_unit" and x[1] == u and m.rested[x[2]]
                  and MUST_BE_ATTACKED.holds(m, x[2])]
        if forced and (a[0] != "attack_unit" or a[2] not in forced):
            return Refusal("target", f"{for_decider(m, forced[0])} is rested and must be chosen as the attack target "
                                     f"(its text)", ATTACKS)
    if a[0] == "attack_player":
        if a[2] not in m.opponents(p):
            return Refusal("target", f"player {a[2]} is not an opponent of yours", ATTACKS)
        if not may_attack_player(m, u):
            return Refusal("condition", f"{for_decider(m, u)} can't attack a player (its text)", ATTACKS)
        return None
    v = a[2]
    if m.card_owner[v] not in m.opponents(p) or m.card_zone[v] != m.z_battle[m.card_owner[v]]:
        return Refusal("target", f"{for_decider(m, v)} is not an enemy Unit in play", ATTACKS)
    if not m.rested[v]:
        lv = ATTACK_ACTIVE_LEVEL_LE.most(m, u) if m.continuous else 0
        if lv:
            return Refusal("target", f"{for_decider(m, v)} is active and Lv.{m.card_def[v].level}: "
                                     f"{for_decider(m, u)} may attack active Units of Lv.{lv} or lower", ATTACKS)
        return Refusal("target", f"{for_decider(m, v)} is active: a Unit attacks the enemy player or a rested "
                                 f"enemy Unit", ATTACKS)
    return None


# ---------------------------------------------------------------------------------------------------- helpers


def explain_block(m, a: tuple) -> Refusal | None:
    """An active <Blocker> of the asked player, not the attack's target itself, in the block step (§1.5 step 2)."""
    b, p = a[1], m.pending.player
    if m.pending.kind != "block":
        return Refusal("timing", "a Blocker is used in the block step of an attack on you", ATTACKS)
    if m.card_zone[b] != m.z_battle[p]:
        return Refusal("zone", f"{for_decider(m, b)} is not a Unit in your battle area", ATTACKS)
    if not BLOCKER.value(m, b):
        return Refusal("condition", f"{for_decider(m, b)} has no <Blocker>", ATTACKS)
    if m.rested[b]:
        return Refusal("rested", f"{for_decider(m, b)} is rested: blocking rests an active <Blocker>", ATTACKS)
    if b == m.atk_unit:
        return Refusal("target", f"{for_decider(m, b)} is the attack's target: it can't block for itself", ATTACKS)
    return None


def _in_hand(m, p: int, u: int) -> Refusal | None:
    if m.card_zone[u] != m.z_hand[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", PLAYING)
    return None


def _kind(m, u: int, ok: bool, what: str) -> Refusal | None:
    return None if ok else Refusal("target", f"{for_decider(m, u)} is not {what}", PLAYING)


def _main_only(m, what: str) -> Refusal | None:
    if m.pending.kind != "main":
        return Refusal("timing", f"{what} only in your main phase", TURN)
    return None


def _level_and_cost(m, p: int, u: int) -> Refusal | None:
    """Lv.: that many resources, rested ones too (CR 2-8); cost: that many active ones (CR 2-9)."""
    d = m.card_def[u]
    if d.hand_statics and alt_payable(m, u):
        return None
    n_res = len(m.zones[m.z_resources[p]])
    level = level_of(m, u) if d.hand_statics else d.level
    if level > n_res:
        return Refusal("cost", f"{for_decider(m, u)} is Lv.{level} and you have {n_res} resources", "Gundam CR 2-8")
    cost = cost_of(m, u) if d.hand_statics else d.cost
    free = free_resources(m, p)
    if cost > free:
        return Refusal("cost", f"{for_decider(m, u)} costs {cost} and you have {free} active resources",
                       "Gundam CR 2-9")
    return None
