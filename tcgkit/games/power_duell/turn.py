"""The turn's frame: set-up, the start phase, the readiness phase, drawing, and the change of turn.

rules/power_duell.md §3, §4: each player's first turn begins with their **start phase** (Startphase, once per
player): the guardian god goes on field A and the player draws the starting hand (``start_hand`` from each deck).
A turn that contained the start phase has no battle phase (seed 003). The **readiness phase**
(Bereitschaftsphase): the energy account is filled from the god's GEP (:func:`~.energy.income`), "at the start of
your readiness phase" abilities resolve, then the player draws one monster card and one energy card
(``draws_per_readiness``). A player who must draw but can draw from neither deck loses (ruling ``deck_out``,
:func:`~.losing.deck_out`).
"""

from __future__ import annotations

from tcgkit.core.effects import TURN, expire, fire, reset_used, resolve_waiting
from tcgkit.games.power_duell.clear import NEXT_TURN
from tcgkit.games.power_duell.energy import income
from tcgkit.games.power_duell.losing import check_limits, deck_out, turn_limit_reached
from tcgkit.games.power_duell.match import PowerDuellMatch, emit_all, monsters
from tcgkit.games.power_duell.damage import defeat_check
from tcgkit.games.power_duell.ranks import refresh

MONSTER_DECK, ENERGY_DECK = "monster", "energy"


def setup(m: PowerDuellMatch) -> None:
    """Frame: both decks of each player are shuffled; the first player is chosen (``first_player``)."""
    for p in (0, 1):
        m.shuffle_zone(m.Z.monster_deck[p])
        m.shuffle_zone(m.Z.energy_deck[p])
    m.active = m.rand_below(2) if m.game.options.first_player == "random" else 0
    m.turn_number = 1
    emit_all(m, "turn", player=m.active, turn=1)


def deck_zone(m: PowerDuellMatch, p: int, deck: str) -> int:
    """The zone of player ``p``'s monster deck (``deck`` is ``MONSTER_DECK``) or energy deck."""
    return m.Z.monster_deck[p] if deck == MONSTER_DECK else m.Z.energy_deck[p]


def draw(m: PowerDuellMatch, p: int, deck: str) -> bool:
    """Player ``p`` draws the top card of their monster or energy deck; returns False if the match ended."""
    z = deck_zone(m, p, deck)
    cards = m.zones[z]
    if not cards:
        emit_all(m, "empty_deck", player=p, deck=deck)
        return not deck_out(m, p, z)
    uid = cards[-1]
    m.move(uid, m.Z.hand[p])
    m.emit_secret(1 << p, "draw", {"player": p, "deck": deck}, {"player": p, "deck": deck, "uid": uid})
    return True


def draw_cards(m: PowerDuellMatch, p: int, n: int) -> None:
    """Frame: ``n`` monster cards, then ``n`` energy cards. With ``deck_out: both_empty`` the player loses only if
    both decks are empty as the draw begins; an empty deck alone is passed over. With ``off`` an empty deck is
    announced once and the rest of its draws passed over (so a huge ``draws_per_readiness`` costs nothing)."""
    if n <= 0:
        return
    if m.game.options.deck_out == "both_empty":
        if not m.zones[m.Z.monster_deck[p]] and not m.zones[m.Z.energy_deck[p]]:
            emit_all(m, "empty_deck", player=p, deck="monster and energy")
            m.end([1 - p], "deck_out")
            return
        for deck in (MONSTER_DECK, ENERGY_DECK):
            for _ in range(min(n, len(m.zones[deck_zone(m, p, deck)]))):
                draw(m, p, deck)
        return
    for deck in (MONSTER_DECK, ENERGY_DECK):
        z = deck_zone(m, p, deck)
        for _ in range(n):
            empty = not m.zones[z]
            if not draw(m, p, deck):
                return
            if empty:  # deck_out: off, the draw was passed over, and so is every further one from this deck
                break


def first_turn_done(m: PowerDuellMatch) -> bool:
    """The start phase is passed over once the turn player has had it."""
    return bool(m.first_turn_done[m.active])


def start_phase(m: PowerDuellMatch) -> None:
    """The guardian god goes on field A; the player draws the starting hand."""
    p = m.active
    m.first_turn_done[p] = 1
    m.start_turn = True
    for u in list(m.zones[m.Z.reserve[p]]):
        m.move(u, m.Z.guardian[p])
        emit_all(m, "guardian", player=p, uid=u)
    refresh(m)
    draw_cards(m, p, m.game.options.start_hand)


def readiness_phase(m: PowerDuellMatch) -> None:
    """Fill the energy account, resolve "start of your readiness phase" abilities, draw 1 + 1."""
    p = m.active
    income(m, p)
    for u in monsters(m, p):
        m.attacks_made[u] = 0
    fire(m, "readiness_start", p)
    m.then((resolve_waiting,), (draw_cards, p, m.game.options.draws_per_readiness))


def step_done(m: PowerDuellMatch) -> bool:
    """The player ended the current step (sacrifice, activation, battle, clear)."""
    return m.done_step == m.step_i


def next_turn(m: PowerDuellMatch) -> None:
    """The turn ends ("this turn" effects end, "until the end of the opponent's next turn" ones become "this
    turn"); the other player's turn begins."""
    expire(m, (TURN,))
    if m.mods:
        m.mods = [(t, k, v, TURN if d == NEXT_TURN else d) for t, k, v, d in m.mods]
    if m.game.options.dp_damage == "end_of_turn":
        for p in (0, 1):
            for u in monsters(m, p):
                m.dp_damage[u] = 0
    reset_used(m)
    refresh(m)  # an LP effect that ended with the turn was in force, so m.lp_check is already set (ranks.refresh)
    m.active = 1 - m.active
    m.turn_number += 1
    m.start_turn = False
    m.done_step = -1
    m.monsters_activated = [0, 0]
    if turn_limit_reached(m):
        return
    emit_all(m, "turn", player=m.active, turn=m.turn_number)


def rules_management(m: PowerDuellMatch) -> bool:
    """Before the flow moves on: the damage limit; monsters at 0 LP or below (an LP effect ended) are defeated;
    waiting triggers resolve."""
    if check_limits(m):
        return True
    if m.lp_check and defeat_check(m):
        return True
    if m.triggers:
        m.then((resolve_waiting,))
        return True
    return False
