"""A turn: the current seat plays a card, uses its leader, or passes (rules/gwent.md §1.1).

The flow's ``turn`` step runs :func:`turn_step` again and again until :func:`round_over` (every seat has passed).
After the seat's action the mode may answer before the turn ends (``variant.answer``: the solo automaton plays a
card), and the mode names the next seat (``variant.next_seat``).

Actions (plain tuples): ``("unit", uid, row)``; ``("spy", uid, row, side)``; ``("horn", uid, row)``,
``("mardroeme", uid, row)``; ``("decoy", uid, target)``; ``("scorch", uid)``; ``("weather", uid)``;
``("leader",)``; ``("pass",)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.leaders import leader_usable, use_leader
from tcgkit.games.gwent.play import play_card

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


def round_over(m: "GwentMatch") -> bool:
    """Every seat has passed: nobody is to act (``active`` is -1)."""
    return m.active < 0


def turn_step(m: "GwentMatch") -> None:
    """The current seat acts: play a card, use the leader, or pass (rules/gwent.md §1.1)."""
    p = m.active
    if m.passed[p]:
        m.variant.next_seat(m, p)
        return
    hand = m.zones[m.zhand[p]]
    if not hand and (m.opts.auto_pass_empty_hand or not leader_usable(m, p)):
        pass_turn(m, p, auto=True)  # an automatic pass is a pass (seed 004, Spielablauf: the automaton answers it)
        return
    m.decide(p, "turn", turn_actions(m, p), (turn_chosen, p))


def turn_actions(m: "GwentMatch", p: int) -> list:
    """Every legal action of seat ``p``'s turn, in a stable order: the hand's cards in hand order (a unit's rows;
    a spy's rows on each enemy side; a special card's own offers), then the leader, then pass."""
    out: list = []
    defs = m.card_def
    side = m.team_of[p]
    n_sides = m.n_sides
    for uid in m.zones[m.zhand[p]]:
        d = defs[uid]
        if d.is_unit:
            if d.spy:
                for s in range(n_sides):
                    if s != side:
                        for r in d.rows:
                            out.append(("spy", uid, r, s))
            else:
                for r in d.rows:
                    out.append(("unit", uid, r))
            continue
        prim, args = d.effect
        out.extend(prim.offers(m, p, uid, *args))
    if leader_usable(m, p):
        out.append(("leader",))
    out.append(("pass",))
    return out


def turn_chosen(m: "GwentMatch", action: tuple, p: int) -> None:
    """Resume of a turn: pass, or play the card / use the leader, then the mode's answer, then the next seat."""
    if action[0] == "pass":
        pass_turn(m, p)
        return
    m.turn_number += 1
    m.played_round = 1
    work = (use_leader, p) if action[0] == "leader" else (play_card, p, action)
    m.then(work, *m.variant.answer, (end_turn, p))


def pass_turn(m: "GwentMatch", p: int, auto: bool = False) -> None:
    """``p`` passes for the rest of the round (the mode may still answer, e.g. the automaton's final card)."""
    m.passed[p] = 1
    m.emit("pass", ALL, player=p, auto=auto)
    if m.variant.answer:
        m.then(*m.variant.answer, (end_turn, p))
    else:
        m.variant.next_seat(m, p)


def end_turn(m: "GwentMatch", p: int) -> None:
    """Frame: the turn is over; the next seat that has not passed is current."""
    m.variant.next_seat(m, p)


def next_seat(m: "GwentMatch", p: int) -> None:
    """Hand the turn to the next seat that has not passed (seat order; seed 004 2 vs 2: A1, B1, A2, B2)."""
    n = m.n_players
    passed = m.passed
    for k in m.seats:  # the seats after p, p itself last
        q = (p + k + 1) % n
        if not passed[q]:
            m.active = q
            return
    m.active = -1
