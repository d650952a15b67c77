"""Set-up and the steps of a turn other than the main phase (Gundam CR 5-2, 6; rules/gundam.md §1.2, §1.3).

Each step here is the ``on_enter`` of a row of the turn table (:mod:`tcgkit.games.gundam.flow`); set-up is the frame
the match starts with. Also the two things every part of the rules does with a hand: draw and discard.
"""

from __future__ import annotations

from tcgkit.core.effects import BATTLE, TURN, expire, modifier_total, reset_used
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.battle import action_step
from tcgkit.games.gundam.management import check_deck_out, destroy_checked
from tcgkit.games.gundam.resources import place_resource
from tcgkit.games.gundam.reactions import end_of_turn
from tcgkit.games.gundam.stats import keyword

START_HAND = 5
SHIELDS = 6
HAND_LIMIT = 10  # hand step (rules/gundam.md §1.3)


# ------------------------------------------------------------------------------------------------- set-up


def setup(m) -> None:
    """Frame: Gundam CR 5-2 (rules/gundam.md §1.2): shuffle, draw 5, mulligans from Player One, then shields, EX
    Base, EX Resource."""
    n = m.n_players
    for p in range(n):
        m.shuffle_zone(m.z_deck[p])
    for p in range(n):
        for _ in range(START_HAND):
            draw(m, p)
    order = [(m.first_player + i) % n for i in range(n)]
    m.then(*[(mulligan, p) for p in order], (setup_shields,))


def mulligan(m, p: int) -> None:
    """Frame: ``p`` keeps the hand or mulligans once."""
    m.ask(p, "mulligan", [("keep",), ("mulligan",)], (mulligan_answer, p))


def mulligan_answer(m, action: tuple, p: int) -> None:
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


def setup_shields(m) -> None:
    """Frame: 6 shields from the deck top (the last placed is the top one), an EX Base each, an EX Resource for
    Player Two; then turn 1 begins."""
    pool = m.game.pool
    for p in range(m.n_players):
        deck = m.zones[m.z_deck[p]]
        for _ in range(SHIELDS):
            m.move(deck[-1], m.z_shields[p])
        m.add_card(pool["EXB-001"], p, m.z_base[p])
        if p != m.first_player:
            m.add_card(pool["EXR-001"], p, m.z_resources[p])
    m.emit("setup_done", ALL, first_player=m.first_player)
    m.active = m.first_player
    m.turn_number = 1
    m.step_i = -1
    m.emit("turn", ALL, player=m.active, turn=1)


# ------------------------------------------------------------------------------------ the steps of a turn


def active_step(m) -> None:
    """All the active player's cards in play and resources become active (CR 6-2-1)."""
    p = m.active
    rested = m.rested
    held = m.mods and any(mod[1] == "stay_rested" for mod in m.mods)
    for z in (m.z_battle[p], m.z_base[p], m.z_resources[p]):
        for uid in m.zones[z]:
            if held and modifier_total(m, uid, "stay_rested") == m.turn_number:
                continue  # ST08-009: not set active in this start phase
            rested[uid] = 0
    m.emit("active_step", ALL, player=p)


def start_step(m) -> None:
    """"At the start of the turn" effects (none among the implemented cards)."""


def no_first_draw(m) -> bool:
    """Player One skips the draw of turn 1 only under ``player_one_draws=False`` (rules/gundam.md §1.2 step 7)."""
    return m.turn_number == 1 and not m.game.options.player_one_draws


def draw_step(m) -> None:
    """Draw 1 (Player One too on turn 1, rules/gundam.md §1.2 step 7); deck-out is checked at once."""
    draw(m, m.active)
    check_deck_out(m)


def resource_step(m) -> None:
    """The top card of the resource deck goes to the resource area, active (CR 6-4)."""
    place_resource(m, m.active, rested=False)


def end_phase_action_step(m) -> None:
    """The end phase's action step, standby player first (rules/gundam.md §1.3)."""
    m.then((action_step, next_player(m, m.active), 0))


def end_step(m) -> None:
    """End-of-turn effects: <Repair N> recovers N HP of each damaged friendly Unit (§1.6)."""
    p = m.active
    for u in list(m.zones[m.z_battle[p]]):
        r = keyword(m, u, "repair")
        if r and m.damage[u]:
            healed = min(r, m.damage[u])
            m.damage[u] -= healed
            m.emit("repair", ALL, uid=u, amount=healed)
    end_of_turn(m, p)  # "at the end of your turn" abilities wait (reactions.py)


def hand_step(m) -> None:
    """Discard down to 10 cards, the player choosing each card (rules/gundam.md §1.3)."""
    p = m.active
    if len(m.zones[m.z_hand[p]]) > HAND_LIMIT:
        m.then((discard_one, p, "hand_limit"), (hand_step,))


def cleanup(m) -> None:
    """"This turn" effects end; 【Once per Turn】 uses are forgotten. A Unit whose HP falls to its damage when an HP
    bonus ends is destroyed (rules management, rules/gundam.md §1.7)."""
    ended = expire(m, (TURN, BATTLE))
    reset_used(m)
    if any(mod[1] == "hp" for mod in ended):
        destroy_checked(m)
    m.emit("turn_end", ALL, player=m.active, turn=m.turn_number)


def next_turn(m) -> None:
    """After the last step: the next player's turn begins."""
    m.active = next_player(m, m.active)
    m.turn_number += 1
    m.emit("turn", ALL, player=m.active, turn=m.turn_number)


def next_player(m, p: int) -> int:
    return (p + 1) % m.n_players


# ------------------------------------------------------------------------------------------ draw, discard


def draw(m, p: int) -> None:
    """Draw the top card (nothing if the deck is empty; deck-out is checked by rules management)."""
    deck = m.zones[m.z_deck[p]]
    if not deck:
        return
    uid = deck[-1]
    m.move(uid, m.z_hand[p])
    m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": uid, "card": m.card_def[uid].id})


def discard_one(m, p: int, why: str) -> None:
    """Frame: ``p`` discards a card of their choice (``why``: ``hand_limit`` or ``effect``)."""
    hand = m.zones[m.z_hand[p]]
    if hand:
        m.ask(p, "discard", [("discard", u) for u in hand], (discarded, p, why))


def discarded(m, action: tuple, p: int, why: str) -> None:
    u = action[1]
    m.move(u, m.z_trash[p])
    m.emit("discard", ALL, player=p, uid=u, card=m.card_def[u].id, reason=why)
