"""Set-up (rules/fe_cipher.md §1 "Setup order"; seed 001 does not describe it):

1. each player sets a deployment-cost-1 unit of their deck face down as Main Character (the deck names it, or the
   player chooses at set-up: decision ``main_character``);
2. shuffle and draw 6;
3. one optional all-or-nothing mulligan each (the first player decides first);
4. the top 5 cards go face down to the Orb Area, hidden from everybody;
5. both Main Characters flip face up together, in the Front Line.

Who goes first is random (setup key ``first_player`` fixes it); the first player then skips the draw of turn 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import refresh_continuous
from tcgkit.games.fe_cipher.bonds import distinct_cards
from tcgkit.games.fe_cipher.orbs import draw

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

HAND_SIZE = 6
ORBS = 5


def begin(m: "FEMatch") -> None:
    """Frame: the whole set-up, in order."""
    fp = m.first_player
    m.emit("first_player", ALL, player=fp)
    m.then((set_main_character, 0), (set_main_character, 1), (deal,), (offer_mulligan, fp),
           (offer_mulligan, 1 - fp), (place_orbs,), (flip_main_characters,))


def mc_candidates(m: "FEMatch", p: int) -> list[int]:
    """Cards of ``p``'s deck that may be the Main Character (deployment cost ``main_character_cost``)."""
    want = m.game.options.main_character_cost
    return [u for u in m.zones[m.z_deck[p]] if m.card_def[u].cost == want]


def set_main_character(m: "FEMatch", p: int) -> None:
    """Frame: a deck that names no Main Character chooses one now (the player looks through the deck)."""
    if m.mc[p] >= 0:
        m.emit("main_character_set", ALL, player=p)
        return
    cands = distinct_cards(m, mc_candidates(m, p))
    for u in m.zones[m.z_deck[p]]:
        m.reveal(u, 1 << p)
    m.ask(p, "main_character", [("main_character", u) for u in cands], (main_character_chosen, p))


def main_character_chosen(m: "FEMatch", action: tuple, p: int) -> None:
    place_main_character(m, action[1])
    m.emit("main_character_set", ALL, player=p)


def place_main_character(m: "FEMatch", uid: int) -> None:
    """Set ``uid`` face down as its owner's Main Character."""
    p = m.card_owner[uid]
    m.move(uid, m.z_mc[p])
    m.mc[p] = uid


def deal(m: "FEMatch") -> None:
    """Frame: shuffle both decks (forgetting what was seen), draw 6 each."""
    for p in (m.first_player, 1 - m.first_player):
        m.shuffle_zone(m.z_deck[p])
        draw(m, p, HAND_SIZE)


def offer_mulligan(m: "FEMatch", p: int) -> None:
    m.decide(p, "mulligan", (("keep",), ("mulligan",)), (mulligan_chosen, p))


def mulligan_chosen(m: "FEMatch", action: tuple, p: int) -> None:
    """A mulligan returns the whole hand, shuffles and draws 6 (once, all or nothing)."""
    if action[0] != "mulligan":
        return
    deck = m.z_deck[p]
    for uid in list(m.zones[m.z_hand[p]]):
        m.move(uid, deck)
    m.shuffle_zone(deck)
    m.emit("mulligan", ALL, player=p)
    draw(m, p, HAND_SIZE)


def place_orbs(m: "FEMatch") -> None:
    """Frame: the top 5 cards of each deck go face down to the Orb Area (nobody may look at them)."""
    for p in (m.first_player, 1 - m.first_player):
        deck = m.zones[m.z_deck[p]]
        n = min(ORBS, len(deck))
        for _ in range(n):
            m.move(deck[-1], m.z_orbs[p])
        m.emit("orbs_set", ALL, player=p, count=n)


def flip_main_characters(m: "FEMatch") -> None:
    """Frame: both Main Characters flip face up together, in the Front Line; the first turn begins."""
    for p in (m.first_player, 1 - m.first_player):
        uid = m.mc[p]
        m.move(uid, m.z_front[p])
        m.emit("main_character", ALL, player=p, uid=uid)
    refresh_continuous(m)
    m.active = m.first_player
    m.turn_number = 1
    m.emit("turn", ALL, player=m.active, turn=1)
