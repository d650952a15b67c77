"""Binding beings (seed 002 Allgemeine Regeln 10, Spielverlauf 1; rules §5).

A normal binding costs 2 SP and the turn's normal binding (one per turn, rules §10.2); a being of level 5–6 needs 1
tribute, 7–8 two, 9 or more three (:func:`~.carddef.tributes_for`). A tribute is an own being that has been on the
field since before this turn (rules §10.4; an overlay being never, rules §10.17) and goes to the flow. A being is
bound face up in strength mode or face down in shield mode (rules §10.9) and cannot attack in the turn it was bound
(rules §5) unless it has haste.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import fire, refresh_continuous
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import BEING, FACE_DOWN, MODE_CODES, MODE_NAMES, OVERLAY
from tcgkit.games.soulbound_arkana.lasting import may_play_from_hand

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

BIND_COST = 2
"""SP per binding, whatever the level (seed 002 Allgemeine Regeln 10)."""


def tribute_candidates(m: "SoulboundMatch", p: int) -> list[int]:
    """``p``'s beings that may be tributed now."""
    need_age = m.opts.tributes_need_a_turn
    overlay_ok = m.opts.overlay_can_be_tributed
    fresh, defs = m.fresh, m.card_def
    return [u for u in m.zones[m.zid.beings[p]]
            if (not need_age or u not in fresh) and (overlay_ok or defs[u].type != OVERLAY)]


def bind_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("bind", u, mode)`` for each being in the hand ``p`` can bind now (one action per card id and mode)."""
    if m.bindings_left <= 0 or m.sp[p] < BIND_COST or not may_play_from_hand(m):
        return []
    free = field.free_being_zones(m, p)
    n_trib = -1
    modes = ("strength", "face_down", "shield") if m.opts.bind_face_up_shield else ("strength", "face_down")
    out, seen = [], set()
    for u in m.zones[m.zid.hand[p]]:
        d = m.card_def[u]
        if d.type != BEING or d.id in seen:
            continue
        need = d.tributes
        if need:
            if n_trib < 0:
                n_trib = len(tribute_candidates(m, p))
            if n_trib < need:
                continue
        elif free <= 0:
            continue
        seen.add(d.id)
        out += [("bind", u, mode) for mode in modes]
    return out


def bind_chosen(m: "SoulboundMatch", action: tuple) -> None:
    """A normal binding: pay 2 SP and the turn's binding, choose the tributes one by one, then the being enters."""
    _kind, u, mode = action
    p = m.card_owner[u]
    m.sp[p] -= BIND_COST
    m.bindings_left -= 1
    m.cards_played += 1
    tribute_step(m, u, MODE_CODES[mode], m.card_def[u].tributes)


def tribute_step(m: "SoulboundMatch", u: int, pos: int, left: int) -> None:
    """Ask for the next tribute (decision ``tribute``), or bind ``u`` when none is left."""
    p = m.card_owner[u]
    if left <= 0:
        place_being(m, u, pos, "normal")
        return
    m.ask(p, "tribute", [("tribute", t) for t in tribute_candidates(m, p)], (tributed, u, pos, left))


def tributed(m: "SoulboundMatch", action: tuple, u: int, pos: int, left: int) -> None:
    """Resume of ``tribute``: the tribute goes to the flow."""
    t = action[1]
    p = m.card_owner[t]
    field.leave_play(m, t, m.zid.flow[p])
    m.emit("tribute", ALL, player=p, uid=t)
    tribute_step(m, u, pos, left - 1)


def place_being(m: "SoulboundMatch", u: int, pos: int, how: str) -> None:
    """``u`` enters its owner's being zones in position ``pos`` (``how``: normal, special, ability, fusion …).

    A face-up being is revealed and its "when bound" abilities trigger; a face-down one is known to its owner only
    (the event is told to the others without the card) and its abilities do not trigger ([ruling], see docs).
    """
    p = m.card_owner[u]
    m.move(u, m.zid.beings[p])
    m.pos[u] = pos
    m.fresh.append(u)
    mode = MODE_NAMES[pos]
    if pos != FACE_DOWN:
        m.reveal(u)
    if m.sees(None, u):
        m.emit("bind", ALL, player=p, uid=u, mode=mode, how=how)
    else:
        m.emit_secret(1 << p, "bind", {"player": p, "mode": mode, "how": how},
                      {"player": p, "uid": u, "mode": mode, "how": how})
    d = m.card_def[u]
    if pos == FACE_DOWN:
        return
    fire(m, "bound", u)
    if d.statics:
        refresh_continuous(m)


