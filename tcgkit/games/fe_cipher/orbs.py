"""Orbs and losing: drawing and revealing from the deck (with the refresh), destroying units, breaking orbs.

Sources: seed 001 "Siegesbedingungen" and "Besiegte Einheit"; rules/fe_cipher.md §1 "Combat" 5 and "Deck-out",
rulings 2 and 3. A player loses when their Main Character is destroyed with no orb left, or (ruling 2) when a card
must be drawn or revealed while deck and Retreat Area are both empty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, drop_target, fire, refresh_continuous
from tcgkit.games.fe_cipher.movement import forced_march_check
from tcgkit.games.fe_cipher.properties import orbs_broken, skill_shielded
from tcgkit.games.fe_cipher.statics import DESTROYED_ENEMY_TO_BOND, DESTROYED_TO_BOND, static_applies
from tcgkit.games.fe_cipher.bonds import distinct_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


# ------------------------------------------------------------------------------------------------ the deck


def refresh(m: "FEMatch", p: int) -> bool:
    """Shuffle ``p``'s Retreat Area into a new deck (rules/fe_cipher.md ruling 2); ``False`` if it is empty."""
    retreat = m.zones[m.z_retreat[p]]
    if not retreat or not m.game.options.refresh_deck:
        return False
    n = len(retreat)
    deck = m.z_deck[p]
    for uid in list(retreat):
        m.move(uid, deck)
    m.shuffle_zone(deck)
    m.emit("refresh", ALL, player=p, count=n)
    return True


def deck_emptied(m: "FEMatch", p: int) -> None:
    """After a card left ``p``'s deck: an empty deck is refreshed at once (ruling 2)."""
    if not m.zones[m.z_deck[p]]:
        refresh(m, p)


def deck_ready(m: "FEMatch", p: int) -> bool:
    """Before a card is drawn or revealed from ``p``'s deck: ``True`` if there is one (refreshing first if needed);
    otherwise ``p`` loses (ruling 2) or, with ``empty_deck_loses`` off, the draw or reveal is skipped."""
    if m.zones[m.z_deck[p]] or refresh(m, p):
        return True
    if m.game.options.empty_deck_loses:
        m.end([m.other(p)], "deck_out")
    return False


def draw(m: "FEMatch", p: int, n: int = 1) -> None:
    """``p`` draws ``n`` cards, one at a time (each may refresh the deck)."""
    for _ in range(n):
        if m.ended or not deck_ready(m, p):
            return
        uid = m.zones[m.z_deck[p]][-1]
        m.move(uid, m.z_hand[p])
        m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": uid})
        deck_emptied(m, p)


def mill_top(m: "FEMatch", p: int) -> int:
    """Send the top card of ``p``'s deck to the Retreat Area (a skill's effect); returns it, or -1."""
    if not deck_ready(m, p):
        return -1
    uid = m.zones[m.z_deck[p]][-1]
    m.move(uid, m.z_retreat[p])
    m.emit("to_retreat", ALL, uid=uid)
    deck_emptied(m, p)
    return uid


def add_orb_from_deck(m: "FEMatch", p: int) -> None:
    """Put the top card of ``p``'s deck face down into the Orb Area (nobody sees it: B01-057 Robin)."""
    if not deck_ready(m, p):
        return
    m.move(m.zones[m.z_deck[p]][-1], m.z_orbs[p])
    m.emit("orb_added", ALL, player=p)
    deck_emptied(m, p)


# ------------------------------------------------------------------------------------------------ destroying


def destroy(m: "FEMatch", uid: int, by_attack: bool = False) -> bool:
    """Destroy a unit. A Main Character is not sent away: its owner takes orbs instead (by an attack: as many as the
    attacker breaks; by a skill: 1, rules/fe_cipher.md §1 Combat 5) and loses with none left. Any other unit's
    whole stack goes to the Retreat Area (B01-077 Gregor's CONT: to the Bond Area when an attack destroys him).
    "Destroyed" and "destroyed by an attack" fire before the unit leaves (:func:`leaving`: last-known information,
    the unit's own skill resolves from where it went).

    Returns:
        Whether the unit was destroyed.
    """
    if not m.on_field(uid) or not by_attack and skill_shielded(m, uid):  # B04-009 Mamori
        return False
    p = m.card_owner[uid]
    if m.is_mc(uid):
        if not by_attack and not m.game.options.skill_destroyed_mc_breaks_orb:
            return False
        leaving(m, uid, by_attack)
        m.emit("destroyed", ALL, uid=uid)
        break_orbs(m, p, orbs_broken(m, m.attacker) if by_attack and m.attacker >= 0 else 1)
        return True
    leaving(m, uid, by_attack)
    to_bond = whole = False
    if by_attack:
        for src, s in DESTROYED_TO_BOND.parts(m):
            if src == uid and static_applies(m, src, s, uid):
                to_bond = True
        whole = bonded_by_attacker(m, uid)
        to_bond = to_bond or whole
    m.emit("destroyed", ALL, uid=uid)
    stack = m.stack_of(uid)
    for card in reversed(stack):
        m.below[card] = -1
        m.tapped[card] = 0
        m.class_changed[card] = 0
        if to_bond and (card == uid or whole and m.game.options.bonded_enemy_whole_stack):
            m.move(card, m.z_bonds[p])
            m.face_down[card] = 0
            m.emit("to_bond", ALL, uid=card)
        else:
            m.move(card, m.z_retreat[p])
    drop_target(m, uid)
    refresh_continuous(m)
    forced_march_check(m)
    return True


def leaving(m: "FEMatch", uid: int, by_attack: bool) -> None:
    """A unit is about to be destroyed: ``destroyed`` (and, by an attack, ``destroyed_by_attack``) fire while it is
    still on the field, so its own skills and the subject selectors see it as it was (last-known information, CR
    ch. 10; B03-059 Kaze, B02-020 Azama: their own; B02-066 Peri: any unit)."""
    index, hand = m.auto_index, m.hand_listeners  # anyone hears them (match.py): most destructions pass over both
    if "destroyed" in index or hand:
        fire(m, "destroyed", uid)
    if by_attack and ("destroyed_by_attack" in index or hand):
        fire(m, "destroyed_by_attack", uid)


def bonded_by_attacker(m: "FEMatch", uid: int) -> bool:
    """Whether the attacker's CONT ``destroyed_enemy_to_bond`` sends the unit it destroys to its owner's Bond Area
    (B03-062 Kana: a non-Main-Character enemy); the whole stack goes, each card a face-up bond (ruling Q8)."""
    a = m.attacker
    for src, s in DESTROYED_ENEMY_TO_BOND.parts(m):
        if src == a and static_applies(m, src, s, a) and s.target.test(m, Ctx(m.card_owner[a], a, a), uid):
            return True
    return False


def destroy_orbs(m: "FEMatch", p: int, n: int) -> None:
    """A skill destroys ``n`` of ``p``'s orbs (B02-062 Elise's cost, B03-057 Elise, B04-065 Robin): ``p`` chooses
    each, one at a time; orbs ``p`` has not seen are one blind choice (the top one of them), an orb ``p`` knows (put
    there by ``to_orb``, looked at) is a choice of its own. Each goes to ``p``'s hand, seen by ``p`` only, as a
    broken orb does; with fewer left, those. Never a loss (ruling in docs/games/fe_cipher.md "Series 2–4")."""
    for _ in range(n):
        m.then((destroy_orb_step, p))


def destroy_orb_step(m: "FEMatch", p: int) -> None:
    orbs = m.zones[m.z_orbs[p]]
    if not orbs:
        return
    me = 1 << p
    known = distinct_cards(m, [u for u in orbs if m.revealed[u] & me])
    blind = [u for u in orbs if not m.revealed[u] & me][-1:]
    m.ask(p, "destroy_orb", [("choose", u) for u in blind + known], (orb_destroyed,))


def orb_destroyed(m: "FEMatch", action: tuple) -> None:
    uid = action[1]
    p = m.card_owner[uid]
    m.move(uid, m.z_hand[p])
    m.emit_secret(1 << p, "orb_destroyed", {"player": p}, {"player": p, "uid": uid})


def break_orbs(m: "FEMatch", p: int, n: int) -> None:
    """``p``'s Main Character was destroyed: ``n`` orbs go to ``p``'s hand. With no orb left ``p`` loses; asked for
    2 with 1 left, ``p`` takes it and plays on (ruling 3, option ``short_orb_break_takes_rest``)."""
    orbs = m.zones[m.z_orbs[p]]
    if not orbs:
        m.end([m.other(p)], "main_character_destroyed")
        return
    if n > len(orbs) and not m.game.options.short_orb_break_takes_rest:
        m.end([m.other(p)], "orbs_broken")
        return
    for _ in range(min(n, len(orbs))):
        uid = orbs[-1]
        m.move(uid, m.z_hand[p])
        m.emit_secret(1 << p, "orb_broken", {"player": p}, {"player": p, "uid": uid})
