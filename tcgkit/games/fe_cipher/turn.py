"""The turn: Beginning, Bond, Deployment, Action and End phases (seed 001 "Ablauf eines Spielzuges").

The phases' steps are the table :data:`tcgkit.games.fe_cipher.flow.TURN`; this module holds the rules each step runs
and the rules management the flow calls between steps.

* Beginning (ruling 1): start-of-turn skills, untap, the forced-march check, draw (not the first player on turn 1);
  the bond budget starts afresh.
* Bond: at most one card from hand to the Bond Area (bonds.py).
* Deployment: deploy, level up, class change, in any order (deployment.py).
* Action: attack (not the first player on turn 1), move, ACT skills, in any order, until the player ends the turn.
* End: end-of-turn skills, then "this turn" effects end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import TURN, expire, fire, refresh_continuous, reset_used, resolve_waiting
from tcgkit.games.fe_cipher.combat import attack_options, start_attack
from tcgkit.games.fe_cipher.movement import forced_march_check, move_options, move_unit
from tcgkit.games.fe_cipher.orbs import destroy, draw
from tcgkit.games.fe_cipher.skills import act_options, activate
from tcgkit.games.fe_cipher.skills_gained import still_changed
from tcgkit.games.fe_cipher.match import NEXT_TURN_BASE
from tcgkit.games.fe_cipher.bonds import distinct_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def rules_management(m: "FEMatch") -> bool:
    """Before the flow moves on: waiting triggers resolve. With ``forced_march_at_once`` off, the non-turn player's
    empty Front Line marches here (outside the Beginning phase, whose own step does it in ruling 1's place)."""
    if m.triggers:
        m.then((resolve_waiting,))
        return True
    if not m.game.options.forced_march_at_once and m.step_i >= 0 and m.phase != "beginning":
        forced_march_check(m, at_rule_point=True)
    return False


# ------------------------------------------------------------------------------------------------ Beginning phase


def start_of_turn(m: "FEMatch") -> None:
    """Start-of-turn skills trigger (P01-009 Cordelia); once-per-turn skills and the bond budget start afresh."""
    p = m.active
    m.spent[p] = 0
    m.paid_count[p] = 0
    reset_used(m)
    fire(m, "start_of_turn")


def untap_step(m: "FEMatch") -> None:
    """Untap every unit of the turn player; then "when untapped" skills trigger, once per unit (B03-046 Leanne)."""
    done = []
    for u in m.units(m.active):
        if m.tapped[u]:
            m.tapped[u] = 0
            done.append(u)
    if done:
        m.emit("untap", ALL, player=m.active, count=len(done))
        if "untapped" in m.auto_index or m.hand_listeners:  # anyone hears it (match.py; most matches: nobody)
            for u in done:
                fire(m, "untapped", u)


def deployment_starts(m: "FEMatch") -> None:
    """The Deployment phase begins: "at the start of the Deployment phase" skills trigger (B03-082 Sakura); they
    resolve before the first deployment decision (``rules_management``)."""
    fire(m, "deployment_phase_starts")


def no_draw(m: "FEMatch") -> bool:
    """The first player skips the draw of the first turn (seed 001 "Erster Zug")."""
    return m.turn_number == 1 and m.active == m.first_player


def draw_step(m: "FEMatch") -> None:
    """The turn player draws a card."""
    draw(m, m.active)


def step_done(m: "FEMatch") -> bool:
    """A repeating phase (Deployment, Action) ends when its player says so."""
    return m.done_step == m.step_i


# ------------------------------------------------------------------------------------------------ Action phase


def offer_action(m: "FEMatch") -> None:
    """One Action-phase decision: attack, move, an ACT skill, or end the turn (the step repeats)."""
    p = m.active
    acts = attack_options(m, p) + move_options(m, p) + act_options(m, p)
    acts.append(("end_turn",))
    m.decide(p, "action", acts, (action_chosen,))


def action_chosen(m: "FEMatch", action: tuple) -> None:
    kind = action[0]
    if kind == "end_turn":
        m.done_step = m.step_i
    elif kind == "attack":
        start_attack(m, action[1], action[2])
    elif kind == "move":
        move_unit(m, action[1])
    else:
        activate(m, action[1], action[2])


# ------------------------------------------------------------------------------------------------ End phase


def end_step(m: "FEMatch") -> None:
    """End-of-turn skills (B01-078 Nowi) resolve; the hand limit (if any); then "this turn" effects end."""
    fire(m, "end_of_turn")
    if m.skill_mods:
        destroy_stripped(m)
    m.then((resolve_waiting,), (hand_limit_step,), (end_cleanup,))


def destroy_stripped(m: "FEMatch") -> None:
    """Units ``deploy_stripped`` put onto the field (B03-072 Selkie) are destroyed at the end of the turn, by her
    skill: "destroyed" skills trigger (ruling Q15)."""
    for uid in [mod[0] for mod in m.mods if mod[1] == "stripped"]:
        destroy(m, uid)


def hand_limit_step(m: "FEMatch") -> None:
    """Ruling 8: no hand limit by default; with ``hand_limit`` set, discard down to it one card at a time."""
    limit = m.game.options.hand_limit
    p = m.active
    if limit is None or m.hand_count(p) <= limit:
        return
    m.then((hand_limit_step,))

    m.ask(p, "hand_limit", [("discard", u) for u in distinct_cards(m, m.zones[m.z_hand[p]])],
             (hand_limit_chosen,))


def hand_limit_chosen(m: "FEMatch", action: tuple) -> None:
    p = m.card_owner[action[1]]
    m.move(action[1], m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=action[1])


def end_cleanup(m: "FEMatch") -> None:
    """"Until the end of the turn" effects end, and those "until the end of the opponent's next turn" made before
    the previous turn."""
    expire(m, (TURN, NEXT_TURN_BASE + m.turn_number))
    for z in m.z_front + m.z_back:
        for u in m.zones[z]:
            m.attacked[u] = 0
            m.moved[u] = 0
    if m.copying or m.skill_mods:  # a copy or a gained skill ended: the unit's skills are its own again
        m.copying = any(mod[1] == "copy" for mod in m.mods)
        m.skill_mods = still_changed(m)
        refresh_continuous(m)


def next_turn(m: "FEMatch") -> None:
    """The other player's turn begins."""
    m.active = m.other(m.active)
    m.turn_number += 1
    m.done_step = -1
    m.emit("turn", ALL, player=m.active, turn=m.turn_number)
