"""The fields: monsters entering and leaving C and D, turning face up, and the links of energy cards.

rules/power_duell.md §2, §10.5–8: a monster goes on D.1–D.3, a shield monster on C.1–C.3 (C.n in front of D.n),
face up or face down. An equipment card (1.2.2.2) and a summoning card (§10.15) are linked to one monster and go to
field I when it leaves the field; a card on G whose effect is linked to a monster (e.g. Glutstoß) stays, its effect
ending. A monster that leaves the field loses its damage, its attacks and its modifiers: it returns as a new card
with full base values (§10.10, §10.16).
"""

from __future__ import annotations

from tcgkit.core.effects import drop_target
from tcgkit.games.power_duell.carddef import SHIELD_MONSTER, SUMMONING
from tcgkit.games.power_duell.match import PLACE_NAMES, PowerDuellMatch, controller, emit_all
from tcgkit.games.power_duell.ranks import refresh


def field_zone(m: PowerDuellMatch, p: int, place: int) -> int:
    """The face-up zone of a place: D (0–2) or C (3–5)."""
    return m.Z.monster_field[p] if place < 3 else m.Z.shield_field[p]


def places_for(m: PowerDuellMatch, p: int, card) -> list[int]:
    """The free places a monster card may go to: C.1–C.3 for a shield monster, else D.1–D.3 (§10.5)."""
    base = 6 * p + (3 if card.type == SHIELD_MONSTER else 0)
    board = m.board
    return [k - 6 * p for k in range(base, base + 3) if board[k] < 0]


def place_monster(m: PowerDuellMatch, uid: int, p: int, place: int, face_up: bool) -> None:
    """Put a monster on player ``p``'s ``place``, face up (public) or face down (only its owner sees it)."""
    if face_up:
        m.move(uid, field_zone(m, p, place))
    else:
        m.move(uid, m.Z.face_down[p])
    m.place[uid] = place
    m.board[6 * p + place] = uid
    m.attacks_made[uid] = 0
    if face_up:
        emit_all(m, "activate", player=p, uid=uid, place=PLACE_NAMES[place])
    else:
        m.emit_secret(1 << p, "set", {"player": p, "place": PLACE_NAMES[place]},
                      {"player": p, "place": PLACE_NAMES[place], "uid": uid})
    refresh(m)


def turn_face_up(m: PowerDuellMatch, uid: int) -> None:
    """A face-down monster turns face up where it lies (its owner's choice, or a forced activation)."""
    p = controller(m, uid)
    m.move(uid, field_zone(m, p, m.place[uid]))
    refresh(m)


def turn_face_down(m: PowerDuellMatch, uid: int) -> None:
    """A face-up monster turns face down again (ruling ``failed_attack_target: face_down``); whoever saw it keeps
    knowing it."""
    p = controller(m, uid)
    m.move(uid, m.Z.face_down[p])
    refresh(m)


def leave_field(m: PowerDuellMatch, uid: int, dest: int) -> None:
    """A monster or an energy card leaves the field for zone ``dest``.

    A monster: its place empties, its damage, attacks and modifiers end, equipment (and, by §10.15, summoning)
    cards linked to it go to their owners' field I, and links of cards on G to it end."""
    place = m.place[uid]
    if place >= 0:
        p = controller(m, uid)
        m.board[6 * p + place] = -1
        m.place[uid] = -1
        m.lp_damage[uid] = 0
        m.dp_damage[uid] = 0
        m.attacks_made[uid] = 0
        drop_target(m, uid)
        m.move(uid, dest)
        _unlink(m, uid)
    else:
        m.link[uid] = -1
        m.counter[uid] = -1
        m.move(uid, dest)
    refresh(m)


def _unlink(m: PowerDuellMatch, monster: int) -> None:
    link = m.link
    if monster not in link:
        return
    follow = m.game.options.summoning_leaves_with_monster
    Z = m.Z
    for u in range(len(link)):
        if link[u] != monster:
            continue
        z = m.card_zone[u]
        if z in Z.equipment_field and (m.card_def[u].subtype != SUMMONING or follow):
            emit_all(m, "link_ends", player=m.card_owner[u], uid=u, monster=monster)
            link[u] = -1
            m.counter[u] = -1
            m.move(u, Z.energy_graveyard[m.card_owner[u]])
        else:
            link[u] = -1


def defeat(m: PowerDuellMatch, uid: int) -> None:
    """A monster is defeated: it goes to its owner's monster graveyard, field E (seed 003, LP fallen auf Null)."""
    emit_all(m, "defeated", player=controller(m, uid), uid=uid)
    leave_field(m, uid, m.Z.monster_graveyard[m.card_owner[uid]])
