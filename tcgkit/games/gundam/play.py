"""Playing cards: deploying Units and Bases (and tokens, and by an alternative cost), pairing Pilots, playing
Commands, using activated abilities (Gundam CR 6-5, 10-4-2; rules/gundam.md §1.4, §1.7).

The moments abilities wait for are fired here: ``deployed``, ``paired`` and ``linked`` (:mod:`.triggers`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import (TURN, Ctx, add_modifier, drop_target, fire, refresh_continuous, resolve_ability,
                                 use_ability)
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.carddef import PILOT, UNIT
from tcgkit.games.gundam.management import destroy, destroy_checked, leave_play
from tcgkit.games.gundam.effect_triggers import COMMAND_PLAYED_WITH_EX
from tcgkit.games.gundam.resources import can_pay, cost_of, ex_payment_choices, level_of, pay
from tcgkit.games.gundam.statics import (ALT_COST_DESTROY, CANT_ATTACK_UNLESS_DEPLOYED, DEPLOYED_KEY, DEPLOYS_RESTED,
                                         PAIR_COST_ZERO_WITH)
from tcgkit.games.gundam.stats import link_met

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


UNIT_LIMIT = 6  # Gundam CR 6-5-2; rules/gundam.md §1.4
BASE_LIMIT = 1


def place_card(m: GundamMatch, p: int, uid: int, paid: int) -> None:
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


def limit_trashed(m: GundamMatch, action: tuple, p: int, uid: int, paid: int) -> None:
    """Resume of ``trash_at_limit``: trashed to make room is not destroyed, so no 【Destroyed】 (§1.4)."""
    if action[0] == "cancel":
        m.emit("deploy_cancelled", ALL, player=p)
        return
    victim = action[1]
    leave_play(m, victim, m.z_trash[m.card_owner[victim]])
    m.emit("trash_at_limit", ALL, player=p, uid=victim, card=m.card_def[victim].id)
    destroy_checked(m)  # the trashed card may have given others HP (rules management, §1.7)
    placed(m, p, uid, paid)


def placed(m: GundamMatch, p: int, uid: int, paid: int) -> None:
    d = m.card_def[uid]
    if paid == 1 or paid == 3:  # 2: paid another way (an alternative cost, GD01-002); 3: as usual, chosen so
        pay(m, p, cost_of(m, uid), uid)
    m.move(uid, m.z_battle[p] if d.kind == UNIT else m.z_base[p])
    m.rested[uid] = 1 if DEPLOYS_RESTED in m.in_force and DEPLOYS_RESTED.rests(m, uid) else 0  # GD04-022
    m.damage[uid] = 0
    m.entered[uid] = m.turn_number
    m.emit("deploy", ALL, player=p, uid=uid, card=d.id)
    if d.statics:
        refresh_continuous(m)
    if CANT_ATTACK_UNLESS_DEPLOYED in m.in_force and d.kind == UNIT:  # GD03-081 asks what was deployed this turn
        add_modifier(m, -1 - p, DEPLOYED_KEY, uid, TURN)
    fire(m, "deployed", uid)


def deploy_token(m: GundamMatch, p: int, token_id: str, rested: bool = False) -> None:
    """A token card is made (it waits in ``removed``) and deployed without a cost (``rested``: it enters rested)."""
    uid = m.add_card(m.game.pool[token_id], p, m.z_removed[p])
    m.then((place_card, p, uid, 0), *(((rest_token, uid),) if rested else ()))


def rest_token(m: GundamMatch, uid: int) -> None:
    """Frame: a token deployed "rested" is rested once in play."""
    if m.card_zone[uid] == m.z_battle[m.card_owner[uid]]:
        m.rested[uid] = 1


def pair(m: GundamMatch, p: int, pl: int, unit: int, paid: bool = True) -> None:
    """Pay the Pilot's cost (unless an effect pairs it, ``paid=False``) and put it under a Unit with no Pilot
    (rules/gundam.md §1.4): 【When Paired】 of both, and 【When Linked】 if the Pilot meets the Unit's link condition;
    other friendly cards that react to a pairing or a link (:mod:`~tcgkit.games.gundam.reactions`)."""
    d = m.card_def[pl]
    if paid and not (d.hand_statics and PAIR_COST_ZERO_WITH.free_with(m, pl, unit)):  # GD03-085: cost 0
        pay(m, p, d.cost, pl)
    m.move(pl, m.z_pilots[p])
    m.pilot[unit] = pl
    m.host[pl] = unit
    m.entered[pl] = m.turn_number  # "at the end of the turn when this Unit is paired" (GD03-069)
    m.emit("pair", ALL, player=p, pilot=pl, unit=unit, card=d.id, unit_card=m.card_def[unit].id)
    if d.statics:  # a Pilot's constant effects speak for its Unit now; one without them changes no source
        refresh_continuous(m)
    fire(m, "paired", unit, pl)
    if link_met(m, unit, pl):
        m.emit("link", ALL, player=p, unit=unit)
        fire(m, "linked", unit)


def play_command(m: GundamMatch, p: int, uid: int, timing: str) -> None:
    """Pay, resolve the Command's 【Main】/【Action】 effect, then put it in the trash (rules/gundam.md §1.4:
    "then trashed"). While it resolves it waits face up in ``resolving``, so it neither counts as a Command in the
    trash (Michaelis, Gundam Aerial) nor can be discarded by its own effect. Where a card reads the payment, the
    player first chooses how many EX Resources pay (``choose_payment``, decision ``payment``)."""
    d = m.card_def[uid]
    if m.game.options.choose_payment and (d.reads_ex_payment or COMMAND_PLAYED_WITH_EX.heard_by(m, p)):
        choices = ex_payment_choices(m, p, d.cost)
        if len(choices) > 1:
            m.ask(p, "payment", [("pay_ex", n) for n in choices], (payment_chosen, p, uid, timing), {"source": uid})
            return
    command_paid(m, p, uid, timing, 0)


def payment_chosen(m: GundamMatch, action: tuple, p: int, uid: int, timing: str) -> None:
    """Resume of ``payment``: that many EX Resources pay first (docs/games/gundam.md, "Paying with an EX Resource
    on purpose")."""
    command_paid(m, p, uid, timing, action[1])


def command_paid(m: GundamMatch, p: int, uid: int, timing: str, ex_first: int) -> None:
    d = m.card_def[uid]
    paid_ex = pay(m, p, d.cost, uid, ex_first=ex_first)
    if paid_ex:
        add_modifier(m, uid, "paid_with_ex", 1, TURN)  # "if you use an EX Resource to play this card" (GD04-106)
    m.move(uid, m.z_resolving[p])
    m.emit("command", ALL, player=p, uid=uid, card=d.id)
    fire(m, "command_played", p)  # "when you play a Command" (effect_triggers.py): resolves after the Command's effect
    if paid_ex:
        fire(m, "command_played_with_ex", p, uid)  # GD04-020: likewise
    ability = next(iter(d.main_abilities if timing == "main" else d.action_abilities), None)
    if ability is not None:
        m.then((resolve_ability, ability, Ctx(p, uid, -1, -1, -1)), (command_resolved, p, uid))
    else:
        m.then((command_resolved, p, uid))


def command_resolved(m: GundamMatch, p: int, uid: int) -> None:
    """Frame: a played Command goes to its owner's trash once its effect has resolved (§1.4)."""
    if m.card_zone[uid] == m.z_resolving[p]:
        m.move(uid, m.z_trash[m.card_owner[uid]])
    if m.mods:
        drop_target(m, uid)  # its "paid with an EX Resource" mark ends with it


def activate(m: "GundamMatch", p: int, src: int, index: int) -> None:
    """Use an 【Activate･Main】/【Activate･Action】 ability: pay its cost, then resolve it (a paired Pilot's ability
    speaks for its Unit)."""
    d = m.card_def[src]
    unit = m.host[src] if d.kind == PILOT or m.host[src] >= 0 else src
    use_ability(m, d.abilities[index], Ctx(p, src, unit, -1, -1))


# ------------------------------------------------------------------ an alternative cost (GD01-002 Unicorn Gundam)


def alternative_cost(m: "GundamMatch", p: int, uid: int) -> bool:
    """Frame helper of :func:`place_card`: if ``uid`` may be played by destroying a Unit (GD01-002), ask how to pay
    — ``yes``: destroy one (the player chooses which), Lv and cost 0; ``no``: pay as usual (offered only when the
    usual Lv and cost can be met). Returns True when it asked (the deploy goes on from the answer)."""
    victims = ALT_COST_DESTROY.victims(m, uid)
    if not victims:
        return False
    normal = can_pay(m, p, cost_of(m, uid), level_of(m, uid))
    acts = [("yes",), ("no",)] if normal else [("yes",)]
    m.ask(p, "optional", acts, (alt_cost_answer, p, uid), {"source": uid})
    return True


def alt_cost_answer(m: "GundamMatch", action: tuple, p: int, uid: int) -> None:
    if action[0] == "no":
        m.then((place_card, p, uid, 3))  # 3: pay as usual, without asking again
        return
    victims = ALT_COST_DESTROY.victims(m, uid)
    m.ask(p, "target", [("target", v) for v in victims], (alt_victim_chosen, p, uid), {"source": uid})


def alt_victim_chosen(m: "GundamMatch", action: tuple, p: int, uid: int) -> None:
    destroy(m, action[1])
    destroy_checked(m)
    m.then((place_card, p, uid, 2))
