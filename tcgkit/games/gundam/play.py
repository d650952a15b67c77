"""Playing cards: deploying Units and Bases (and tokens), pairing Pilots, playing Commands, using activated
abilities (Gundam CR 6-5, 10-4-2; rules/gundam.md §1.4, §1.7)."""

from __future__ import annotations

from tcgkit.core.effects import TURN, Ctx, add_modifier, drop_target, mark_used, refresh_continuous
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.abilities import resolve_ability
from tcgkit.games.gundam.carddef import PILOT, UNIT
from tcgkit.games.gundam.management import destroy_checked, effect_done, leave_play
from tcgkit.games.gundam.reactions import friendly_event
from tcgkit.games.gundam.resources import alternative_cost, cost_of, pay
from tcgkit.games.gundam.stats import link_met
from tcgkit.games.gundam.triggers import add_trigger, collect, qualifies

UNIT_LIMIT = 6  # Gundam CR 6-5-2; rules/gundam.md §1.4
BASE_LIMIT = 1


def place_card(m, p: int, uid: int, paid: int) -> None:
    """Frame: put a Unit/Base into play (``paid``: paying its cost); at the limit the player first trashes one
    there (CR 10-4-2; the ``trash_at_limit`` ruling may let them cancel instead)."""
    d = m.card_def[uid]
    if paid == 1 and d.hand_statics and alternative_cost(m, p, uid):
        return  # GD01-002: the player first chooses how to pay (resources.py)
    zone = m.z_battle[p] if d.kind == UNIT else m.z_base[p]
    limit = UNIT_LIMIT if d.kind == UNIT else BASE_LIMIT
    there = m.zones[zone]
    if len(there) >= limit:
        acts = [("trash", u) for u in there]
        if paid and m.game.options.trash_at_limit == "may":
            acts.append(("cancel",))
        m.ask(p, "trash_at_limit", acts, (limit_trashed, p, uid, paid))
        return
    placed(m, p, uid, paid)


def limit_trashed(m, action: tuple, p: int, uid: int, paid: int) -> None:
    """Resume of ``trash_at_limit``: trashed to make room is not destroyed, so no 【Destroyed】 (§1.4)."""
    if action[0] == "cancel":
        m.emit("deploy_cancelled", ALL, player=p)
        return
    victim = action[1]
    leave_play(m, victim, m.z_trash[m.card_owner[victim]])
    m.emit("trash_at_limit", ALL, player=p, uid=victim, card=m.card_def[victim].id)
    destroy_checked(m)  # the trashed card may have given others HP (rules management, §1.7)
    placed(m, p, uid, paid)


def placed(m, p: int, uid: int, paid: int) -> None:
    d = m.card_def[uid]
    if paid == 1 or paid == 3:  # 2: paid another way (an alternative cost, GD01-002); 3: as usual, chosen so
        pay(m, p, cost_of(m, uid), uid)
    m.move(uid, m.z_battle[p] if d.kind == UNIT else m.z_base[p])
    m.rested[uid] = 0
    m.damage[uid] = 0
    m.entered[uid] = m.turn_number
    m.emit("deploy", ALL, player=p, uid=uid, card=d.id)
    if d.statics:
        refresh_continuous(m)
    collect(m, "deploy", uid, uid)


def deploy_token(m, p: int, token_id: str, rested: bool = False) -> None:
    """A token card is made (it waits in ``removed``) and deployed without a cost (``rested``: it enters rested)."""
    uid = m.add_card(m.game.pool[token_id], p, m.z_removed[p])
    m.then((place_card, p, uid, 0), *(((rest_token, uid),) if rested else ()))


def rest_token(m, uid: int) -> None:
    """Frame: a token deployed "rested" is rested once in play."""
    if m.card_zone[uid] == m.z_battle[m.card_owner[uid]]:
        m.rested[uid] = 1


def pair(m, p: int, pl: int, unit: int, paid: bool = True) -> None:
    """Pay the Pilot's cost (unless an effect pairs it, ``paid=False``) and put it under a Unit with no Pilot
    (rules/gundam.md §1.4): 【When Paired】 of both, and 【When Linked】 if the Pilot meets the Unit's link condition;
    other friendly cards that react to a pairing or a link (:mod:`~tcgkit.games.gundam.reactions`)."""
    d = m.card_def[pl]
    if paid:
        pay(m, p, d.cost, pl)
    m.move(pl, m.z_pilots[p])
    m.pilot[unit] = pl
    m.host[pl] = unit
    m.entered[pl] = m.turn_number  # "at the end of the turn when this Unit is paired" (GD03-069)
    m.emit("pair", ALL, player=p, pilot=pl, unit=unit, card=d.id, unit_card=m.card_def[unit].id)
    refresh_continuous(m)
    for a in m.card_def[unit].abilities:
        if a.timing == "when_paired" and qualifies(m, a.qualifier, pl):
            add_trigger(m, p, unit, a.index, unit, -1)
    for a in d.abilities:
        if a.timing == "when_paired":
            add_trigger(m, p, pl, a.index, unit, -1)
    friendly_event(m, p, unit, "friendly_paired")
    if link_met(m, unit, pl):
        m.emit("link", ALL, player=p, unit=unit)
        collect(m, "when_linked", unit, unit)
        friendly_event(m, p, unit, "friendly_linked")


def play_command(m, p: int, uid: int, timing: str) -> None:
    """Pay, resolve the Command's 【Main】/【Action】 effect, then put it in the trash (rules/gundam.md §1.4:
    "then trashed"). While it resolves it waits face up in ``resolving``, so it neither counts as a Command in the
    trash (Michaelis, Gundam Aerial) nor can be discarded by its own effect."""
    d = m.card_def[uid]
    if pay(m, p, d.cost, uid):
        add_modifier(m, uid, "paid_with_ex", 1, TURN)  # "if you use an EX Resource to play this card" (GD04-106)
    m.move(uid, m.z_resolving[p])
    m.emit("command", ALL, player=p, uid=uid, card=d.id)
    ability = next(iter(d.main_abilities if timing == "main" else d.action_abilities), None)
    if ability is not None:
        m.then((resolve_ability, p, uid, -1, ability.index, -1), (command_resolved, p, uid))
    else:
        m.then((command_resolved, p, uid))


def command_resolved(m, p: int, uid: int) -> None:
    """Frame: a played Command goes to its owner's trash once its effect has resolved (§1.4)."""
    if m.card_zone[uid] == m.z_resolving[p]:
        m.move(uid, m.z_trash[m.card_owner[uid]])
    if m.mods:
        drop_target(m, uid)  # its "paid with an EX Resource" mark ends with it


def activate(m, p: int, src: int, index: int) -> None:
    """Use an 【Activate･Main】/【Activate･Action】 ability: pay its cost, then resolve it (a paired Pilot's ability
    speaks for its Unit)."""
    d = m.card_def[src]
    a = d.abilities[index]
    unit = m.host[src] if d.kind == PILOT or m.host[src] >= 0 else src
    pay(m, p, a.cost, src, ability=True)
    if a.rest_self:
        m.rested[src] = 1
    if a.once_per_turn:
        mark_used(m, (src, index))
    m.emit("activate", ALL, player=p, uid=src, card=d.id, ability=index)
    m.then((effect_done,))
    a.effect.run(m, Ctx(p, src, unit, -1, -1))
