"""The battle phase (Kampfphase) and the attack, run as the procedure :data:`ATTACK`.

Seed 003 (Kampfphase): no battle phase in a turn that contained the start phase. An attacker is a monster the turn
player controls whose text conditions hold and which has attacks left (normally one per battle phase); each attack
costs its attack cost from the energy account. Only monsters can be targets, on either side; a monster on the
opposing D.1–D.3 covered by a shield monster cannot be chosen (§2, ruling ``shield_coverage``). If the opponent has
no monster, the attacker may target the opponent's damage points directly. The attack then runs:

1. **declare** — pay the attack cost, count the attack, the "when it attacks" abilities trigger;
2. **response** — the target's controller may use hand-effect cards (§10.17) or pass;
3. **forced activation** — a face-down target is turned face up; an ability it has resolves before the calculation;
4. **damage calculation** — :mod:`.damage`;
5. **battle end** — "defeats a monster" abilities trigger, "for this calculation" modifiers end, the damage limit is
   checked.
"""

from __future__ import annotations

from tcgkit.core import Flow, Step, run_procedure
from tcgkit.core.effects import BATTLE, Ctx, expire, fire, resolve_waiting, use_ability
from tcgkit.games.power_duell import damage
from tcgkit.games.power_duell.energy import pay
from tcgkit.games.power_duell.field import turn_face_up
from tcgkit.games.power_duell.losing import check_limits
from tcgkit.games.power_duell.match import (
    PLACE_INDEX, PLACE_NAMES, PowerDuellMatch, controller, emit_all, face_down, has_monster, monsters,
)
from tcgkit.games.power_duell.ranks import attack_cost
from tcgkit.games.power_duell.statics import ATTACK_IF, ATTACKS
from tcgkit.games.power_duell.triggers import OWN_MONSTER_TARGETED


# ------------------------------------------------------------------------------------------- who may attack what


def attacks_allowed(m: PowerDuellMatch, uid: int) -> int:
    """Attacks per battle phase: the card's own number if it gives one (Schwarmfalke: 2), else the ruling's."""
    n = ATTACKS.value(m, uid)
    return n if n and n != 1 else m.game.options.attacks_per_monster


def can_attack(m: PowerDuellMatch, uid: int) -> bool:
    """Seed 003: under the turn player's control, its text's conditions met, attacks left; and the account covers
    its attack cost (§5). A face-down monster attacks only with ``face_down_may_attack``."""
    made = m.attacks_made[uid]
    if made and made >= attacks_allowed(m, uid):  # every monster has at least one attack
        return False
    if face_down(m, uid) and not m.game.options.face_down_may_attack:
        return False
    if attack_cost(m, uid) > m.account[m.active]:
        return False
    return ATTACK_IF.allows(m, uid, m.active)


def covered(m: PowerDuellMatch, target: int, attacker_side: int) -> bool:
    """Whether a shield monster covers ``target`` against an attack from ``attacker_side`` (§2, §10.6): only a
    monster on the opposing D.1–D.3; by C.n in front of it (``same_slot``) or by any shield monster."""
    q = controller(m, target)
    place = m.place[target]
    if q == attacker_side or place >= 3:
        return False
    board = m.board
    if m.game.options.shield_coverage == "same_slot":
        return board[6 * q + place + 3] >= 0
    return board[6 * q + 3] >= 0 or board[6 * q + 4] >= 0 or board[6 * q + 5] >= 0


def attack_actions(m: PowerDuellMatch) -> list[tuple]:
    """Every legal attack of the turn player: ``("attack", attacker, player, place)`` (the target by its place,
    e.g. ``(17, 1, "D.2")``, so a face-down target is not named) and ``("attack_direct", attacker)``."""
    p = m.active
    mine = monsters(m, p)
    attackers = [u for u in mine if can_attack(m, u)]
    if not attackers:
        return []
    acts: list[tuple] = []
    theirs = [u for u in monsters(m, 1 - p) if not covered(m, u, p)]
    self_attacks = m.game.options.self_attacks
    direct = not has_monster(m, 1 - p)
    q = 1 - p
    for a in attackers:
        for z in theirs:
            acts.append(("attack", a, q, PLACE_NAMES[m.place[z]]))
        if self_attacks:
            for z in mine:
                if z != a:
                    acts.append(("attack", a, p, PLACE_NAMES[m.place[z]]))
        if direct:
            acts.append(("attack_direct", a))
    return acts


def no_attack_possible(m: PowerDuellMatch) -> bool:
    """The battle phase is passed over when no attack is legal (decided from public facts only)."""
    for u in monsters(m, m.active):
        if can_attack(m, u):
            return False
    return True


def no_battle(m: PowerDuellMatch) -> bool:
    """No battle phase in a turn that contained the start phase (seed 003); passed over when no attack is legal."""
    return m.start_turn or no_attack_possible(m)


def offer_attack(m: PowerDuellMatch) -> None:
    """The turn player attacks or ends the battle phase."""
    acts = attack_actions(m)
    acts.append(("end_phase",))
    m.decide(m.active, "battle", acts, (attack_chosen,))


def attack_chosen(m: PowerDuellMatch, action: tuple) -> None:
    """Resume of the battle decision: an attack runs as the ``ATTACK`` procedure."""
    if action[0] == "end_phase":
        m.done_step = m.step_i
        return
    a = action[1]
    z = m.board[6 * action[2] + PLACE_INDEX[action[3]]] if action[0] == "attack" else -1
    m.attack = (a, z, 0, z >= 0 and face_down(m, z))
    run_procedure(m, ATTACK)


# ------------------------------------------------------------------------------------------- the attack's steps


def declare(m: PowerDuellMatch) -> None:
    """A face-down attacker is turned face up (its AP is needed); pay the attack cost, count the attack, tell it,
    trigger "when it attacks" (and "… a face-down monster")."""
    a, z, _paid, forced = m.attack
    p = m.active
    if face_down(m, a):
        turn_face_up(m, a)
        emit_all(m, "flip", player=p, uid=a)
    cost = attack_cost(m, a)
    pay(m, p, cost, "attack", a)
    m.attack = (a, z, cost, forced)
    m.attacks_made[a] += 1
    if z < 0:
        emit_all(m, "attack_direct", player=p, uid=a)
        fire(m, "attacks", a)
    else:
        q = controller(m, z)
        where = {"player": p, "uid": a, "target_player": q, "place": PLACE_NAMES[m.place[z]]}
        if forced:
            m.emit_secret(1 << q, "attack", where, {**where, "target": z})
        else:
            emit_all(m, "attack", target=z, **where)
        fire(m, "attacks", a, z)
        if forced:
            fire(m, "attacks_face_down", a, z)
        else:  # a face-down monster's abilities wait until it is turned face up
            fire(m, "targeted", z, a)
    m.then((resolve_waiting,))


def direct(m: PowerDuellMatch) -> bool:
    return m.attack[1] < 0


def offer_response(m: PowerDuellMatch) -> None:
    """The target's controller may use a hand-effect card whose timing is "own monster targeted", or pass. The
    window opens on every attack on a monster, so that it says nothing about the hand."""
    z = m.attack[1]
    if m.ended or m.place[z] < 0:
        return
    q = controller(m, z)
    if q != m.active and not m.game.options.hand_effects_on_opponent_turn:
        return
    defs = m.card_def
    acts = [("hand_effect", u) for u in m.zones[m.Z.hand[q]] if defs[u].abilities.at(OWN_MONSTER_TARGETED)]
    acts.append(("pass",))
    m.decide(q, "response", acts, (response_chosen, q))


def response_chosen(m: PowerDuellMatch, action: tuple, q: int) -> None:
    """Resume of the response: the hand-effect card goes to field I and resolves with the target as ``it``; the
    window opens again."""
    if action[0] == "pass":
        return
    u = action[1]
    z = m.attack[1]
    m.move(u, m.Z.energy_graveyard[m.card_owner[u]])
    emit_all(m, "hand_effect", player=q, uid=u)
    m.then((offer_response,))
    m.then((use_ability, m.card_def[u].abilities.at(OWN_MONSTER_TARGETED)[0], Ctx(q, u, u, z)))


def target_face_up(m: PowerDuellMatch) -> bool:
    z = m.attack[1]
    return z < 0 or m.place[z] < 0 or not face_down(m, z)


def forced_activation(m: PowerDuellMatch) -> None:
    """The face-down target is forcibly activated: turned face up; an ability it has for this moment resolves
    before the damage calculation (seed 003, Kampf gegen verdeckte Monsterkarten)."""
    a, z, _paid, _forced = m.attack
    turn_face_up(m, z)
    emit_all(m, "forced_activation", player=controller(m, z), uid=z, attacker=a)
    fire(m, "forced_activation", z, a)
    m.then((resolve_waiting,))


def damage_calculation(m: PowerDuellMatch) -> None:
    """The seed's damage calculation (:mod:`.damage`); defeats trigger "defeats a monster in battle" for the other
    monster and "an own monster is defeated in battle" for the defeated one's controller."""
    a, z, _paid, _forced = m.attack
    if m.place[a] < 0 or (z >= 0 and m.place[z] < 0):
        emit_all(m, "attack_ends", uid=a)  # a monster left the field before the calculation: no calculation
        return
    for defeated, by in damage.calculate(m):
        fire(m, "defeats_in_battle", by, defeated)
        fire(m, "own_monster_defeated_in_battle", m.card_owner[defeated], defeated)
    m.then((resolve_waiting,))


def battle_end(m: PowerDuellMatch) -> None:
    """"For this calculation" modifiers end; the damage limit is checked."""
    expire(m, (BATTLE,))
    m.attack = ()
    check_limits(m)


ATTACK = Flow("attack", (
    Step("declare", on_enter=declare),
    Step("response", on_enter=offer_response, skip_if=direct),
    Step("forced_activation", on_enter=forced_activation, skip_if=target_face_up),
    Step("damage_calculation", on_enter=damage_calculation),
    Step("battle_end", on_enter=battle_end),
))
"""One attack, run as frames inside the battle phase (:func:`attack_chosen`); :mod:`.flow` names it beside the
turn."""
