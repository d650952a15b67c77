"""A battle and the action step (Gundam CR 7, 8; rules/gundam.md §1.5, §1.7; seed 000, Kampf).

A battle is the procedure table ``BATTLE`` (:mod:`tcgkit.games.gundam.flow`): attack step → block step → action step
→ damage step → battle end step; :func:`declare_attack` starts it from the main phase. If the attacker (or a targeted
Unit) leaves play, the battle skips to its end. The action step also runs in the end phase. The attack is kept in
``m.atk`` (attacker), ``m.atk_unit`` (target Unit) and ``m.atk_player`` (target player), -1 where none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import BATTLE, Ctx, expire, fire, queue_trigger, resolve_waiting
from tcgkit.core.flow import run_procedure
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.abilities import activations, has_target
from tcgkit.games.gundam.carddef import COMMAND
from tcgkit.games.gundam.management import damage_card, destroy_checked
from tcgkit.games.gundam.play import activate, play_command
from tcgkit.games.gundam.resources import free_resources
from tcgkit.games.gundam.seats import after_side, turn_order
from tcgkit.games.gundam.statics import BLOCKER, BREACH, FIRST_STRIKE, HIGH_MANEUVER, SHIELD_BATTLE_GUARD, SUPPRESSION
from tcgkit.games.gundam.stats import ap, base_guarded, battle_immune, hp, is_linked
from tcgkit.games.gundam.damage_statics import BATTLE_DAMAGE_REDIRECT
from tcgkit.games.gundam.triggers import BREACH_KEY

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


# ----------------------------------------------------------------------------------------- the procedure


def declare_attack(m: GundamMatch, p: int, u: int, at_player: bool, t: int) -> None:
    """Attack step (rules/gundam.md §1.5 step 1): rest the attacker, fix the target, queue 【Attack】 triggers, run
    the battle."""
    m.rested[u] = 1
    m.atk = u
    m.atk_unit = -1 if at_player else t
    m.atk_player = t if at_player else -1
    m.emit("attack", ALL, player=p, uid=u, target_player=m.atk_player, target_unit=m.atk_unit)
    fire(m, "attacks", u)
    run_procedure(m, m.variant.battle)  # the mode's battle table (flow.py)


def battle_over(m: GundamMatch) -> bool:
    """The attacker (or a targeted Unit) has left play, or the attacked player was eliminated (battle royale): the
    battle skips to its end (§1.5)."""
    a = m.atk
    if a < 0 or m.card_zone[a] != m.z_battle[m.card_owner[a]]:
        return True
    t = m.atk_unit
    if t < 0:
        return m.atk_player < 0 or bool(m.out >> m.atk_player & 1)
    return m.card_zone[t] != m.z_battle[m.card_owner[t]]


def defender(m: GundamMatch) -> int:
    """The player attacked, or the owner of the Unit attacked (the standby player)."""
    return m.atk_player if m.atk_player >= 0 else m.card_owner[m.atk_unit]


def attack_step(m: GundamMatch) -> None:
    """The 【Attack】 triggers resolve."""
    m.then((resolve_waiting,))


def block_step(m: GundamMatch) -> None:
    """The standby player may rest one active <Blocker> to become the target; not against <High-Maneuver>, not the
    target itself (§1.5 step 2). In team battle a Blocker also protects a teammate (rules/gundam.md §1.8): the
    defender, then each teammate in turn order, may block with a Blocker of their own, until one blocks."""
    if HIGH_MANEUVER.value(m, m.atk):
        return
    q = defender(m)
    team = m.teams[m.team_of[q]]
    offer_block(m, (q,) if len(team) == 1 else tuple([p for p in turn_order(m, q) if p in team]))


def offer_block(m: GundamMatch, players: tuple) -> None:
    """Frame: ``players[0]`` may block with an active <Blocker> of their own; if not, the next of ``players``."""
    q = players[0]
    blockers = [("block", b) for b in m.zones[m.z_battle[q]]
                if not m.rested[b] and b != m.atk_unit and BLOCKER.value(m, b)]
    if blockers:
        blockers.append(("no_block",))
        m.ask(q, "block", blockers, (blocked, players))
    elif len(players) > 1:
        offer_block(m, players[1:])


def blocked(m: GundamMatch, action: tuple, players: tuple) -> None:
    q = players[0]
    if action[0] != "block":
        if len(players) > 1:
            m.then((offer_block, players[1:]))
        return
    b = action[1]
    m.rested[b] = 1
    m.atk_unit = b
    m.atk_player = -1
    m.emit("block", ALL, player=q, uid=b)
    fire(m, "blocked", m.atk, b)  # resolves at the start of the action step


def battle_action_step(m: GundamMatch) -> None:
    """The battle's action step, from the first player after the turn player's side: the standby player (seed 000,
    "der Verteidiger beginnt"), the next player in battle royale (rules/gundam.md §1.8, seed 000)."""
    m.then((action_step, after_side(m, m.active), 0))


def damage_step(m: GundamMatch) -> None:
    """Damage step (rules/gundam.md §1.5 step 4; seed 000, Schadensschritt), then the triggers it caused."""
    m.then((resolve_waiting,))
    if battle_over(m):
        return
    if m.atk_unit >= 0:
        unit_battle(m, m.atk, m.atk_unit)
    else:
        attack_player(m, m.atk, m.atk_player)


def battle_end(m: GundamMatch) -> None:
    """Battle end step: "this battle" effects end (rules/gundam.md §1.5 step 5); rules management then destroys a
    Unit whose HP fell to its damage when a "this battle" HP bonus ended (§1.7)."""
    ended = expire(m, (BATTLE,))
    m.emit("battle_end", ALL, uid=m.atk)
    m.atk = m.atk_unit = m.atk_player = -1
    for mod in ended:
        if mod[1] == "hp":
            destroy_checked(m)
            break


# ---------------------------------------------------------------------------------------- the action step


def action_step(m: GundamMatch, p: int, passes: int) -> None:
    """Frame: ``p``'s chance in an action step (rules/gundam.md §1.7): the players take turns in turn order; it
    ends when every player still in the game has passed in a row (§1.10 ruling 6, ``action_step_all_pass``;
    ``passes`` counts the passes in a row; under the alternative it counts every chance, so the step ends after one
    chance each). A player with nothing to play passes without a decision."""
    if m.triggers:
        m.then((resolve_waiting,), (action_step, p, passes))
        return
    out = m.out
    if passes >= (m.n_players - out.bit_count() if out else m.n_players):
        return
    if m.atk >= 0 and battle_over(m):
        return
    if out >> p & 1:  # eliminated while the step went round (battle royale)
        m.then((action_step, m.next_seat(p), passes))
        return
    acts = action_step_actions(m, p)
    if len(acts) == 1:
        m.emit("pass", ALL, player=p, auto=True)
        m.then((action_step, m.next_seat(p), passes + 1))
        return
    m.ask(p, "action", acts, (action_chosen, p, passes))


def action_step_actions(m: GundamMatch, p: int) -> list[tuple]:
    """``("pass",)``, 【Action】 Commands with a target, usable 【Activate･Action】 abilities."""
    acts: list[tuple] = [("pass",)]
    defs = m.card_def
    free = -1  # the active resources, counted at the first 【Action】 Command of a low enough Lv (most hands have none)
    n_res = len(m.zones[m.z_resources[p]])
    for u in m.zones[m.z_hand[p]]:
        d = defs[u]
        if d.kind == COMMAND and d.action_abilities and d.level <= n_res:
            if free < 0:
                free = free_resources(m, p)
            if d.cost > free:
                continue
            for a in d.action_abilities:
                if has_target(m, a.effect, Ctx(p, u, -1)):
                    acts.append(("command", u))
                    break
    for u in m.zones[m.z_battle[p]]:
        if defs[u].activate_action:
            activations(m, acts, p, u, u, defs[u].activate_action)
        pl = m.pilot[u]
        if pl >= 0 and defs[pl].activate_action:
            activations(m, acts, p, pl, u, defs[pl].activate_action)
    for u in m.zones[m.z_base[p]]:
        if defs[u].activate_action and m.card_owner[u] == p:  # a team's Base is its owner's to use (§1.8)
            activations(m, acts, p, u, u, defs[u].activate_action)
    return acts


def action_chosen(m: GundamMatch, action: tuple, p: int, passes: int) -> None:
    nxt = m.next_seat(p)
    if action[0] == "pass":
        m.emit("pass", ALL, player=p)
        m.then((action_step, nxt, passes + 1))
        return
    m.then((action_step, nxt, 0 if m.game.options.action_step_all_pass else passes + 1))
    if action[0] == "command":
        play_command(m, p, action[1], "action")
    else:
        activate(m, p, action[1], action[2])


# ------------------------------------------------------------------------------------------------ damage


def unit_battle(m: GundamMatch, a: int, b: int) -> None:
    """Both deal damage equal to their AP at once; <First Strike> deals first and takes nothing back if it destroys
    (§1.6); <Breach> then hits the first card of the shield area (§1.6)."""
    ap_a = ap(m, a)
    ap_b = ap(m, b)
    breach_value = BREACH.value(m, a) if m.team_of[m.card_owner[a]] == m.team_of[m.active] else 0
    if FIRST_STRIKE.value(m, a):
        battle_damage(m, b, ap_a, a)
        if m.damage[b] < hp(m, b):
            battle_damage(m, a, ap_b, b)
    else:
        battle_damage(m, b, ap_a, a)
        battle_damage(m, a, ap_b, b)
    b_dies = m.damage[b] >= hp(m, b)
    # what a kill trigger needs to know of the battle before the destroyed Unit leaves: the attacker's Pilot (it
    # may die too: last-known) and whether the destroyed Unit was linked
    kill = (m.pilot[a], is_linked(m, b)) if b_dies else None
    if b_dies:  # "destroys an enemy Unit": read as the battle left them, before rules management removes it
        fire(m, "destroying_enemy", a, (b, m.pilot[b]))
    destroy_checked(m)
    if kill:
        fire(m, "destroyed_enemy", a, kill)  # "when this Unit destroys an enemy Unit with battle damage"
    if b_dies and breach_value:
        # a triggered keyword effect: it waits with the other triggers of this moment (e.g. the attacker's own
        # 【Destroyed】 when both died) and its controller orders it among their own (rules/gundam.md §1.6-§1.7)
        owner = m.card_owner[a]
        if not m.out >> owner & 1:
            queue_trigger(m, owner, a, BREACH_KEY, (breach, owner, a, b, breach_value))


def battle_damage(m: GundamMatch, target: int, amount: int, source: int) -> None:
    """Battle damage from ``source`` to a Unit (or the Unit it is redirected to, GD04-087), minus immunities (e.g.
    GD01-091)."""
    if amount <= 0:
        return
    if m.mods:  # GD04-087, GD04-095: dealt to another Unit instead (before its immunities are asked)
        to = BATTLE_DAMAGE_REDIRECT.recipient(m, target)
        if to != target:
            m.emit("battle_damage_redirected", ALL, uid=target, to=to)
            target = to
    if (m.continuous or m.mods) and battle_immune(m, target, source):
        m.emit("no_damage", ALL, uid=target, source=source)
        return
    damage_card(m, target, amount, battle=True)
    fire(m, "dealt_battle_damage", source, target)


def attack_player(m: GundamMatch, a: int, q: int) -> None:
    """Base first, else the top Shield (1 HP, excess lost), else battle damage: what follows is the mode's
    (``Mode.battle_damage``: ``q``'s side loses, §1.5; in battle royale the attacker wins or ``q`` is out, §1.8)."""
    n = ap(m, a)
    if n <= 0:
        return  # zero damage is not dealt (CR 4-6)
    if not m.zones[m.z_base[q]] and not m.zones[m.z_shields[q]]:
        m.emit("battle_damage", ALL, player=q, amount=n)
        m.variant.battle_damage(m, m.card_owner[a], q)
        return
    before = len(m.zones[m.z_shields[q]]) + len(m.zones[m.z_base[q]])
    hit_shield_area(m, q, n, m.card_def[a].level, suppression=bool(SUPPRESSION.value(m, a)), source=a)
    if len(m.zones[m.z_shields[q]]) + len(m.zones[m.z_base[q]]) < before:
        fire(m, "destroyed_shield_area_card", a)  # "destroys an enemy shield area card with battle damage"
        fire(m, "shield_area_card_destroyed", a)  # "… with damage" (its <Breach> too)


def hit_shield_area(m: GundamMatch, q: int, amount: int, lv: int, suppression: bool = False, source: int = -1,
                    by: int = -1) -> None:
    """Damage to the first card of ``q``'s shield area: the Base if any, else the top Shield(s); nothing to a card a
    shield guard protects from Lv ``lv`` (:func:`shield_guarded`). Suppression hits the top 2 Shields; with a Base
    present see §1.10 ruling 1 (``suppression_with_base``). ``by``: the player whose effect deals it (<Breach>, option
    ``breach_is_effect_damage``), -1 for the attack's damage."""
    if amount <= 0 or m.out >> q & 1:
        return
    base = m.zones[m.z_base[q]]
    shields = m.zones[m.z_shields[q]]
    if base:
        n_shields = 1 if suppression and m.game.options.suppression_with_base else 0
    else:
        n_shields = 2 if suppression else 1
    hit = shields[-n_shields:][::-1] if n_shields else []
    if hit and by < 0 and SHIELD_BATTLE_GUARD in m.in_force and [
            u for p in m.teams[m.team_of[q]] for u in m.zones[m.z_battle[p]] if SHIELD_BATTLE_GUARD.holds(m, u)]:
        # GD03-070: friendly Shields take no battle damage (said of the player: a Shield is a secret card)
        m.emit("shield_guarded", ALL, player=q)
        hit = []
    guarded = shield_guarded(m, q, lv) if m.mods else ()
    if guarded:
        owner = m.card_owner
        if not [u for u in base[:1] + hit if owner[u] not in guarded]:
            m.emit("shield_guarded", ALL, player=q)
            return
        for u in base[:1] + hit:  # team battle: a guard protects its own player's cards of the shared area
            if owner[u] in guarded:
                m.emit("no_damage", ALL, uid=u, source=source)
        hit = [u for u in hit if owner[u] not in guarded]
        base = [u for u in base[:1] if owner[u] not in guarded]
    if base:
        if base_guarded(m, base[0], source, by < 0):
            m.emit("no_damage", ALL, uid=base[0], source=source)
        else:
            damage_card(m, base[0], amount, battle=True, by=by, source=source)
            if by < 0 and source >= 0:
                fire(m, "base_battle_damaged", base[0], source)
    if hit:
        destroy_shields(m, q, hit)
    destroy_checked(m)


def shield_guarded(m: GundamMatch, q: int, lv: int) -> tuple[int, ...]:
    """The players whose cards in ``q``'s shield area a shield guard (ST02-013: "your shield area cards") protects
    from a Unit of Lv ``lv``: the guard's controller. In team battle that is the controller alone, whose cards are
    theirs in the shared area (seed 000, Teamkampf); under ``team_your="team"`` a member's guard protects the whole
    shared area (rules version 4)."""
    team = m.teams[m.team_of[q]]
    out = ()
    for mod in m.mods:
        if mod[1] == "shield_guard" and -1 - mod[0] in team and lv <= mod[2]:
            if m.game.options.team_your == "team":
                return tuple(team)
            out += (-1 - mod[0],)
    return out


def destroy_shields(m: GundamMatch, q: int, hit: list[int]) -> None:
    """Each Shield hit is destroyed (1 HP): revealed; its owner may use its 【Burst】; then it is trashed
    (rules/gundam.md §1.5, in that order). A Shield with a Burst waits face up in ``resolving`` while its owner
    chooses; the Burst's effect then waits as a trigger of the Burst class (§1.7). In a team's shared shield area
    each Shield is its owner's: their Burst, their trash (§1.8, seed 000 Teamkampf)."""
    defs = m.card_def
    bursts = []
    for s in hit:
        o = m.card_owner[s]
        has_burst = bool(defs[s].burst_abilities)
        m.move(s, m.z_resolving[o] if has_burst else m.z_trash[o])
        m.emit("shield_destroyed", ALL, player=o, uid=s, card=defs[s].id)
        if has_burst:
            bursts.append((burst_choice, o, s))
    m.then(*bursts)


def burst_choice(m: GundamMatch, q: int, s: int) -> None:
    """Frame: the owner of destroyed Shield ``s`` uses its 【Burst】 or not."""
    m.ask(q, "burst", [("burst", s), ("no_burst", s)], (burst_answer, q))


def burst_answer(m: GundamMatch, action: tuple, q: int) -> None:
    s = action[1]
    m.move(s, m.z_trash[q])  # then trashed, whether or not the Burst is used (§1.5)
    if action[0] != "burst":
        return
    m.emit("burst", ALL, player=q, uid=s, card=m.card_def[s].id)
    fire(m, "burst", s, q)


def breach(m: GundamMatch, ctl: int, a: int, b: int, value: int) -> None:
    """Frame: <Breach N> resolves: N damage to the first card of the shield area of the destroyed Unit's owner, the
    Base first, else the top Shield; nothing if the area is empty (rules/gundam.md §1.6). The value and the
    attacker's Lv (for e.g. ST02-013) are those it had in the battle, even if it has left play since."""
    m.emit("breach", ALL, uid=a, value=value)
    options = m.game.options
    by = ctl if options.breach_is_effect_damage else -1
    q = m.card_owner[b]
    before = len(m.zones[m.z_shields[q]]) + len(m.zones[m.z_base[q]])
    hit_shield_area(m, q, value, m.card_def[a].level, source=a, by=by)
    if options.breach_destroys_with_damage and len(m.zones[m.z_shields[q]]) + len(m.zones[m.z_base[q]]) < before:
        fire(m, "shield_area_card_destroyed", a)  # ruling "Destroys a shield area card with damage"
