"""The clear phase (Clearphase) and the lifetimes of energy cards and gravitation effects.

rules/power_duell.md §1.3, §4.6, §10.14: expiry counters tick only in the *opponent's* clear phase
(``expiry_ticks``): a normal card (counter 0) goes to field I at the next opposing clear phase, so it stays active
through the opponent's turn; a timed card (Zeit, PHA N) survives N opposing clear phases and goes at the next one;
lasting (Dauer), equipment and summoning cards never expire (equipment and summoning cards leave with their monster,
:mod:`.field`). In their own clear phase a player may destroy own energy cards early unless a card forbids it; then
the hand limit is checked (the excess discarded to field E or I).

Gravitation effects last as modifiers with the game's durations: :data:`NEXT_TURN` ("until the end of the
opponent's next turn", Planetenwende) ends with the turn after the one it was made in; :data:`UNTIL_CLEAR` ("until
your next clear phase", Sonnensturm) ends when its player's next clear phase begins — this turn's, if it has not
begun yet (project ruling, docs/games/power_duell.md#rulings).
"""

from __future__ import annotations

from tcgkit.core.effects import duration, expire
from tcgkit.games.power_duell.carddef import ENERGY
from tcgkit.games.power_duell.field import leave_field
from tcgkit.games.power_duell.match import PowerDuellMatch, emit_all, god_of
from tcgkit.games.power_duell.ranks import refresh

NEXT_TURN = duration(17, "until the end of the opponent's next turn")
UNTIL_CLEAR = (duration(18, "until player 0's next clear phase"), duration(19, "until player 1's next clear phase"))


def swap_guardians(m: PowerDuellMatch) -> bool:
    """The two guardian gods change sides (field A ↔ field A); returns whether both were there to swap."""
    g0, g1 = god_of(m, 0), god_of(m, 1)
    if g0 < 0 or g1 < 0:
        return False
    m.move(g0, m.Z.guardian[1])
    m.move(g1, m.Z.guardian[0])
    refresh(m)
    return True


def clear_phase(m: PowerDuellMatch) -> None:
    """The clear phase begins: the turn player's "until your next clear phase" effects end; the opponent's normal
    cards expire and their timed cards count down (both players' with ``expiry_ticks: every_clear_phase``)."""
    p = m.active
    for mod in expire(m, (UNTIL_CLEAR[p],)):
        if mod[1] == "swap" and swap_guardians(m):
            emit_all(m, "swap_ends", player=p)
    sides = (1 - p,) if m.game.options.expiry_ticks == "opponent_clear_phase" else (p, 1 - p)
    for q in sides:
        for u in list(m.zones[m.Z.energy_field[q]]):
            c = m.counter[u]
            if c < 0:
                continue
            if c == 0:
                emit_all(m, "expires", player=q, uid=u)
                leave_field(m, u, m.Z.energy_graveyard[m.card_owner[u]])
            else:
                m.counter[u] = c - 1
                emit_all(m, "countdown", player=q, uid=u, counter=c - 1)


def destructible(m: PowerDuellMatch) -> list[int]:
    """The turn player's energy cards on G and H they may destroy early (1.2.2: unless the card forbids it)."""
    if not m.game.options.early_destruction:
        return []
    p = m.active
    defs = m.card_def
    return [u for z in (m.Z.energy_field[p], m.Z.equipment_field[p]) for u in m.zones[z]
            if defs[u].early_destruction]


def nothing_to_destroy(m: PowerDuellMatch) -> bool:
    return not destructible(m)


def offer_destruction(m: PowerDuellMatch) -> None:
    """The turn player destroys an own energy card early, or ends the clear phase."""
    acts = [("destroy", u) for u in destructible(m)]
    acts.append(("end_phase",))
    m.decide(m.active, "clear", acts, (destruction_chosen,))


def destruction_chosen(m: PowerDuellMatch, action: tuple) -> None:
    if action[0] == "end_phase":
        m.done_step = m.step_i
        return
    u = action[1]
    emit_all(m, "destroy", player=m.active, uid=u)
    leave_field(m, u, m.Z.energy_graveyard[m.card_owner[u]])


def hand_limit(m: PowerDuellMatch) -> None:
    """Over the hand limit, the turn player discards a card of their choice, until the limit holds (§4.6)."""
    p = m.active
    hand = m.zones[m.Z.hand[p]]
    if len(hand) > m.game.options.hand_limit:
        m.decide(p, "hand_limit", [("discard", u) for u in hand], (discarded,))


def discarded(m: PowerDuellMatch, action: tuple) -> None:
    u = action[1]
    owner = m.card_owner[u]
    m.move(u, m.Z.energy_graveyard[owner] if m.card_def[u].type == ENERGY else m.Z.monster_graveyard[owner])
    emit_all(m, "discard", player=m.active, uid=u)
    m.then((hand_limit,))
