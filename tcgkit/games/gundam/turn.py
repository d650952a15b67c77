"""Set-up and the steps of a turn other than the main phase (Gundam CR 5-2, 6; rules/gundam.md §1.2, §1.3).

Each step here is the ``on_enter`` of a row of the turn table (:mod:`tcgkit.games.gundam.flow`); set-up is the frame
the match starts with. Also the two things every part of the rules does with a hand: draw and discard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import BATTLE, TURN, expire, fire, modifier_total, reset_used
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.battle import action_step
from tcgkit.games.gundam.management import check_deck_out, destroy_checked
from tcgkit.games.gundam.resources import place_resource
from tcgkit.games.gundam.damage_statics import HELD_KEY
from tcgkit.games.gundam.seats import after_side, turn_order, turn_players
from tcgkit.games.gundam.statics import CANT_BE_SET_ACTIVE, REPAIR

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


START_HAND = 5
SHIELDS = 6
HAND_LIMIT = 10  # hand step (rules/gundam.md §1.3)


# ------------------------------------------------------------------------------------------------- set-up


def setup(m: GundamMatch) -> None:
    """Frame: Gundam CR 5-2 (rules/gundam.md §1.2; §1.8 for the modes): shuffle; the mode's own set-up choices
    (battle royale: the direction of play); draw 5, mulligans from Player One in turn order; then shields, EX Bases,
    EX Resources."""
    for p in range(m.n_players):
        m.shuffle_zone(m.z_deck[p])
    m.then(*m.variant.setup_frames(m), (deal,))


def deal(m: GundamMatch) -> None:
    """Frame: each player draws 5, then mulligans once each, from Player One in turn order."""
    for p in range(m.n_players):
        for _ in range(START_HAND):
            draw(m, p)
    m.then(*[(mulligan, p) for p in turn_order(m, m.first_player)], (setup_shields,))


def mulligan(m: GundamMatch, p: int) -> None:
    """Frame: ``p`` keeps the hand or mulligans once."""
    m.ask(p, "mulligan", [("keep",), ("mulligan",)], (mulligan_answer, p))


def mulligan_answer(m: GundamMatch, action: tuple, p: int) -> None:
    if action[0] != "mulligan":
        m.emit("keep", ALL, player=p)
        return
    m.emit("mulligan", ALL, player=p)
    deck = m.z_deck[p]
    for uid in list(m.zones[m.z_hand[p]]):
        m.move(uid, deck, 0)
    for _ in range(START_HAND):
        draw(m, p)
    m.shuffle_zone(deck)


def setup_shields(m: GundamMatch) -> None:
    """Frame: the shields from the deck tops (the last placed is the top one; 6 each, or 4 each alternating in a
    team's shared shield area, ``Mode.shield_order``); an EX Base for each side (a team's belongs to its leader); an
    EX Resource for each player not on Player One's side; then turn 1 begins (rules/gundam.md §1.2, §1.8)."""
    pool = m.game.pool
    order = m.variant.shield_order(m)
    for _ in range(m.variant.shields):
        for p in order:
            m.move(m.zones[m.z_deck[p]][-1], m.z_shields[p])
    first_side = m.team_of[m.first_player]
    for p in range(m.n_players):
        team = m.team_of[p]
        if m.teams[team][0] == p:
            m.add_card(pool["EXB-001"], p, m.z_base[p])
        if team != first_side:
            m.add_card(pool["EXR-001"], p, m.z_resources[p])
    m.emit("setup_done", ALL, first_player=m.first_player)
    m.active = m.first_player
    m.turn_number = 1
    m.step_i = -1
    m.emit("turn", ALL, player=m.active, turn=1)


# ------------------------------------------------------------------------------------ the steps of a turn


def active_step(m: GundamMatch) -> None:
    """All the turn players' cards in play and resources become active (CR 6-2-1)."""
    rested = m.rested
    held = bool(m.mods) and "stay_rested" in [mod[1] for mod in m.mods]
    never = CANT_BE_SET_ACTIVE in m.in_force
    for p in turn_players(m):
        for z in (m.z_battle[p], m.z_base[p], m.z_resources[p]):
            for uid in m.zones[z]:
                if held and modifier_total(m, uid, "stay_rested") == m.turn_number:
                    continue  # ST08-009: not set active in this start phase
                if never and CANT_BE_SET_ACTIVE.holds(m, uid):
                    continue  # T-014: never set active
                rested[uid] = 0
        m.emit("active_step", ALL, player=p)


def start_step(m: GundamMatch) -> None:
    """"At the start of the turn" effects (none among the implemented cards)."""


def no_first_draw(m: GundamMatch) -> bool:
    """Player One skips the draw of turn 1 only under ``player_one_draws=False`` (rules/gundam.md §1.2 step 7)."""
    return m.turn_number == 1 and not m.game.options.player_one_draws


def draw_step(m: GundamMatch) -> None:
    """Each turn player draws 1 (Player One too on turn 1, rules/gundam.md §1.2 step 7); deck-out is checked at
    once."""
    for p in turn_players(m):
        draw(m, p)
    check_deck_out(m)


def resource_step(m: GundamMatch) -> None:
    """The top card of each turn player's resource deck goes to the resource area, active (CR 6-4)."""
    for p in turn_players(m):
        place_resource(m, p, rested=False)


def end_phase_action_step(m: GundamMatch) -> None:
    """The end phase's action step, from the first player after the turn player's side: the standby player
    (rules/gundam.md §1.3), the next player in battle royale (§1.8)."""
    m.then((action_step, after_side(m, m.active), 0))


def end_step(m: GundamMatch) -> None:
    """End-of-turn effects: <Repair N> recovers N HP of each damaged Unit of a turn player (§1.6); then "at the end
    of your turn" abilities wait."""
    for p in turn_players(m):
        for u in list(m.zones[m.z_battle[p]]):
            r = REPAIR.value(m, u)
            if r and m.damage[u]:
                healed = min(r, m.damage[u])
                m.damage[u] -= healed
                m.emit("repair", ALL, uid=u, amount=healed)
                fire(m, "recovered_hp", u)
        fire(m, "end_of_turn", p)  # "at the end of your turn" abilities wait (triggers.py)
    fire(m, "end_step", m.active)  # "at the end of a turn in which you paid for an effect" (effect_triggers.py)


def hand_step(m: GundamMatch) -> None:
    """Each turn player discards down to 10 cards, choosing each card (rules/gundam.md §1.3)."""
    for p in turn_players(m):
        if len(m.zones[m.z_hand[p]]) > HAND_LIMIT:
            m.then((discard_one, p, "hand_limit"), (hand_step,))
            return


def cleanup(m: GundamMatch) -> None:
    """"This turn" effects end; 【Once per Turn】 uses are forgotten. A Unit whose HP falls to its damage when an HP
    bonus ends is destroyed (rules management, rules/gundam.md §1.7)."""
    ended = expire(m, (TURN, BATTLE))
    reset_used(m)
    for mod in ended:
        if mod[1] == "hp" or mod[1] == HELD_KEY:  # HP bonuses, GD04-101's hold ended
            destroy_checked(m)
            break
    m.emit("turn_end", ALL, player=m.active, turn=m.turn_number)


def next_turn(m: GundamMatch) -> None:
    """After the last step: the next side's turn begins (the first player after the turn player's side)."""
    m.active = after_side(m, m.active)
    m.turn_number += 1
    m.emit("turn", ALL, player=m.active, turn=m.turn_number)


# ------------------------------------------------------------------------------------------ draw, discard


def draw(m: GundamMatch, p: int) -> None:
    """Draw the top card (nothing if the deck is empty; deck-out is checked by rules management)."""
    deck = m.zones[m.z_deck[p]]
    if not deck:
        return
    uid = deck[-1]
    m.move(uid, m.z_hand[p])
    m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": uid, "card": m.card_def[uid].id})


def discard_one(m: GundamMatch, p: int, why: str) -> None:
    """Frame: ``p`` discards a card of their choice (``why``: ``hand_limit`` or ``effect``)."""
    hand = m.zones[m.z_hand[p]]
    if hand:
        m.ask(p, "discard", [("discard", u) for u in hand], (discarded, p, why))


def discarded(m: GundamMatch, action: tuple, p: int, why: str) -> None:
    u = action[1]
    m.move(u, m.z_trash[p])
    m.emit("discard", ALL, player=p, uid=u, card=m.card_def[u].id, reason=why)
