"""The main phase: the turn player's choices, one decision at a time, until they end it (Gundam CR 6-5;
rules/gundam.md §1.3–§1.5).

The ``main_phase`` row of the turn table repeats :func:`main_step` (rules management runs between: waiting
triggers resolve before the next choice, CR 6-5-1) until :func:`main_over`. The decision is always asked, even
with only ``("end_main",)`` left: a player may want to see the board before ending.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import Ctx
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.abilities import activations, has_target
from tcgkit.games.gundam.battle import declare_attack
from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, UNIT
from tcgkit.games.gundam.match import effect_done
from tcgkit.games.gundam.play import activate, pair, place_card, play_command
from tcgkit.games.gundam.primitives import support_effect
from tcgkit.games.gundam.resources import alt_payable, cost_of, level_of
from tcgkit.games.gundam.statics import (
    ATTACK_ACTIVE_KEYWORD, ATTACK_ACTIVE_LEVEL_LE, CANT_BE_PAIRED, MUST_BE_ATTACKED, MUST_BE_ATTACKED_KEY,
    PAIR_COST_ZERO_WITH, SUPPORT, has_keyword_effect)
from tcgkit.games.gundam.stats import can_attack, may_attack_active, may_attack_player

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


def main_step(m: GundamMatch) -> None:
    """One main-phase choice of the active player (rules management has just run: the flow's ``before_step``)."""
    p = m.active
    m.decide(p, "main", main_actions(m, p), (main_chosen, p))


def main_over(m: GundamMatch) -> bool:
    """The active player has ended this turn's main phase."""
    return m.main_ended == m.turn_number


def main_actions(m: GundamMatch, p: int) -> list[tuple]:
    """Every legal main-phase action of ``p`` (the active player, or a member of the team whose turn it is), in a
    fixed order: deploy, pair, command (by hand order), activated abilities and <Support> (by battle area order,
    then the Base), attacks, ``end_main``."""
    defs = m.card_def
    acts: list[tuple] = []
    hand = m.zones[m.z_hand[p]]
    res = m.zones[m.z_resources[p]]
    n_res = len(res)
    rested = m.rested
    free = 0
    for r in res:
        if not rested[r]:
            free += 1
    battle = m.zones[m.z_battle[p]]
    unpaired = None
    for u in hand:
        d = defs[u]
        if (level_of(m, u) if d.hand_statics else d.level) > n_res and not (d.hand_statics and alt_payable(m, u)):
            continue
        k = d.kind
        if k == UNIT or k == BASE:
            if (cost_of(m, u) if d.hand_statics else d.cost) <= free or (d.hand_statics and alt_payable(m, u)):
                acts.append(("deploy", u))
        elif k == PILOT or (k == COMMAND and d.pilot_name is not None):
            if d.cost <= free or d.hand_statics:
                if unpaired is None:
                    unpaired = [v for v in battle if m.pilot[v] < 0 and not CANT_BE_PAIRED.value(m, v)]
                for v in unpaired:
                    if d.cost <= free or PAIR_COST_ZERO_WITH.free_with(m, u, v):  # GD03-085
                        acts.append(("pair", u, v))
        if k == COMMAND and d.cost <= free:
            for a in d.main_abilities:
                if has_target(m, a.effect, Ctx(p, u, -1)):
                    acts.append(("command", u))
                    break
    # activated abilities of cards in play (and of paired pilots), <Support>
    may_support = len(battle) > 1 or teammate_units(m, p)  # another friendly Unit to support
    for u in battle:
        d = defs[u]
        if d.activate_main:
            activations(m, acts, p, u, u, d.activate_main)
        pl = m.pilot[u]
        if pl >= 0 and defs[pl].activate_main:
            activations(m, acts, p, pl, u, defs[pl].activate_main)
        if may_support and not rested[u] and SUPPORT.value(m, u):
            acts.append(("support", u))
    for u in m.zones[m.z_base[p]]:
        if defs[u].activate_main and m.card_owner[u] == p:  # a team's Base is its owner's to use (§1.8)
            activations(m, acts, p, u, u, defs[u].activate_main)
    # attacks (rules/gundam.md §1.5 step 1): the player, or a rested enemy Unit (an active one of a low enough Lv
    # for a Unit with "may attack active Units", e.g. ST02-001); any opponent in battle royale, the other team's
    # shared shield area (named by its first player) in team battle (§1.8)
    opponents = m.opponents(p)
    targets = opponents if len(opponents) < 2 else attackable_players(m, opponents)
    in_force, mods = m.in_force, m.mods
    must = MUST_BE_ATTACKED in in_force
    if not must and mods:
        for mod in mods:
            if mod[1] == MUST_BE_ATTACKED_KEY:
                must = True
                break
    # an effect of this turn may let a unit attack active units only if the unit has a modifier at all
    modified = {mod[0] for mod in mods} if mods else ()
    for u in battle:
        if rested[u] or not can_attack(m, u):
            continue
        first = len(acts)
        if not (m.continuous or mods) or may_attack_player(m, u):
            for q in targets:
                acts.append(("attack_player", u, q))
        lv_active = ATTACK_ACTIVE_LEVEL_LE.most(m, u) if ATTACK_ACTIVE_LEVEL_LE in in_force else 0
        kw_active = ATTACK_ACTIVE_KEYWORD in in_force and ATTACK_ACTIVE_KEYWORD.holds(m, u)  # GD04-051
        granted = u in modified
        for q in opponents:
            for v in m.zones[m.z_battle[q]]:
                if rested[v] or (lv_active and defs[v].level <= lv_active) or (granted and may_attack_active(m, u, v)) \
                        or (kw_active and has_keyword_effect(m, v)):
                    acts.append(("attack_unit", u, v))
        if must:  # GD03-019: a rested Unit that must be attacked, if u can attack it
            acts[first:] = MUST_BE_ATTACKED.forced(m, acts[first:], u)
    acts.append(("end_main",))
    return acts


def teammate_units(m: GundamMatch, p: int) -> bool:
    """Whether a teammate of ``p`` has a Unit in play (a "friendly" Unit, rules/gundam.md §1.8)."""
    team = m.teams[m.team_of[p]]
    if len(team) > 1:
        for q in team:
            if q != p and m.zones[m.z_battle[q]]:
                return True
    return False


def attackable_players(m: GundamMatch, opponents: list[int]) -> list[int]:
    """The players an attack may name: one per opposing side (a team's shield area is shared, rules/gundam.md
    §1.8), its first player still in the game."""
    sides: list[int] = []
    out: list[int] = []
    for q in opponents:
        t = m.team_of[q]
        if t not in sides:
            sides.append(t)
            out.append(q)
    return out


def main_chosen(m: GundamMatch, action: tuple, p: int) -> None:
    """Resume of ``main``: carry out ``p``'s chosen action (the phase goes on afterwards unless it was
    ``end_main``)."""
    kind = action[0]
    if kind == "end_main":
        m.emit("end_main", ALL, player=p)
        m.main_ended = m.turn_number
    elif kind == "deploy":
        m.then((place_card, p, action[1], 1))
    elif kind == "pair":
        pair(m, p, action[1], action[2])
    elif kind == "command":
        play_command(m, p, action[1], "main")
    elif kind == "activate":
        activate(m, p, action[1], action[2])
    elif kind == "support":
        use_support(m, p, action[1])
    elif kind == "attack_player" or kind == "attack_unit":
        declare_attack(m, p, action[1], kind == "attack_player", action[2])


def use_support(m: GundamMatch, p: int, u: int) -> None:
    """<Support N>: rest this Unit; another friendly Unit gets AP+N this turn (values add, §1.6)."""
    n = SUPPORT.value(m, u)
    m.rested[u] = 1
    m.emit("support", ALL, player=p, uid=u, value=n)
    m.then((effect_done,))
    support_effect(n).run(m, Ctx(p, u, u, -1, -1))
