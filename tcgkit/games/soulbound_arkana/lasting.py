"""Arcana, seals, field arcana and landmarks (seed 002 Allgemeine Regeln 9, Spezialkarten; rules §7, §10.12–15).

* An arcanum or seal is **set** face down into a free arcanum/seal zone from the hand (free, in the own action step)
  and paid when it is **activated**: an arcanum in the own action step (the turn it was set too, rules §10.12), a
  seal as an answer to the opponents' attack declarations or activations, or in the own preparation step when it
  answers "any" (rules §10.13) — in both cases from the turn after it was set (option ``seal_wait_a_turn``).
* An activation goes on the response stack (:mod:`.responses`); when it resolves, a normal card goes to the flow,
  an infinity arcanum or eternal seal stays face up until destroyed.
* A field arcanum or a landmark is played open into its own zone and paid at once; a new one sends the old one to
  the flow (rules §10.15). Its constant effects apply while it stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, refresh_continuous, run_effect
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import (
    ARCANUM, FIELD, IN_FORCE, LANDMARK, SEAL, SET,
)
from tcgkit.games.soulbound_arkana.resolvable import can_resolve, effect_price

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def may_play_from_hand(m: "SoulboundMatch") -> bool:
    """Option ``strict_one_card_per_turn``: one card from the hand per turn."""
    return not (m.opts.strict_one_card_per_turn and m.cards_played)


def hand_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("set", u)`` for arcana and seals (a free zone needed), ``("play", u)`` for field arcana and landmarks
    the player can pay; one action per card id (copies in a hand are alike)."""
    if not may_play_from_hand(m):
        return []
    zid, defs = m.zid, m.card_def
    free = len(m.zones[zid.spells[p]]) < m.opts.spell_zones
    out, seen = [], set()
    for u in m.zones[zid.hand[p]]:
        d = defs[u]
        if d.id in seen:
            continue
        if d.type == LANDMARK or (d.type == ARCANUM and d.lasting == FIELD):
            zone = zid.landmark[p] if d.type == LANDMARK else zid.field_arcanum[p]
            if m.sp[p] >= d.cost and (m.opts.replace_field_cards or not m.zones[zone]):
                seen.add(d.id)
                out.append(("play", u))
        elif free and d.type in (ARCANUM, SEAL):
            seen.add(d.id)
            out.append(("set", u))
    return out


def set_card(m: "SoulboundMatch", action: tuple) -> None:
    """Set an arcanum or seal face down (free: the cost is paid on activation, seed 002 Allgemeine Regeln 9)."""
    u = action[1]
    p = m.card_owner[u]
    m.move(u, m.zid.spells[p])
    m.pos[u] = SET
    m.fresh.append(u)
    m.cards_played += 1
    m.emit_secret(1 << p, "set", {"player": p}, {"player": p, "uid": u})


def play_card(m: "SoulboundMatch", action: tuple) -> None:
    """Play a field arcanum or landmark open into its zone and pay it; the old one goes to the flow."""
    u = action[1]
    p = m.card_owner[u]
    d = m.card_def[u]
    zone = m.zid.landmark[p] if d.type == LANDMARK else m.zid.field_arcanum[p]
    for old in list(m.zones[zone]):
        field.leave_play(m, old, m.zid.flow[p])
        m.emit("replaced", ALL, player=p, uid=old)
    m.sp[p] -= d.cost
    m.move(u, zone)
    m.reveal(u)
    m.pos[u] = IN_FORCE
    m.fresh.append(u)
    m.cards_played += 1
    m.emit("play", ALL, player=p, uid=u, cost=d.cost)
    refresh_continuous(m)


# ------------------------------------------------------------------------------------------- activation


def can_activate(m: "SoulboundMatch", p: int, u: int, answering: int = -1) -> bool:
    """Whether ``p`` may activate set card ``u`` now (timing is the caller's): it was set long enough ago, ``p``
    can pay it (and what its effect will spend, e.g. a fusion's special binding), and its effect could do something
    (option ``activation_needs_a_target``)."""
    d = m.card_def[u]
    if m.pos[u] != SET or m.sp[p] < d.cost + (effect_price(m, d.effect) if d.effect is not None else 0):
        return False
    waits = m.opts.seal_wait_a_turn if d.type == SEAL else not m.opts.arcanum_same_turn
    if waits and u in m.fresh:
        return False
    if d.effect is None or not m.opts.activation_needs_a_target:
        return True
    return can_resolve(m, d.effect, Ctx(p, u, u, -1, (answering, -1)))


def arcanum_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("activate", u)`` for the set arcana ``p`` may activate in the own action step."""
    out, seen = [], set()
    for u in m.zones[m.zid.spells[p]]:
        d = m.card_def[u]
        if d.type == ARCANUM and d.id not in seen and can_activate(m, p, u):
            seen.add(d.id)
            out.append(("activate", u))
    return out


def preparation_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("activate", u)`` for the set seals answering "any" that ``p`` may activate in the preparation step."""
    out, seen = [], set()
    for u in m.zones[m.zid.spells[p]]:
        d = m.card_def[u]
        if d.type == SEAL and d.answers == "any" and d.id not in seen and can_activate(m, p, u):
            seen.add(d.id)
            out.append(("activate", u))
    return out


def resolve_activation(m: "SoulboundMatch", item: tuple) -> None:
    """An activation resolves: a card's effect (then it settles), or an activated ability of a being or a card in
    the flow (the card stays where it is)."""
    _kind, p, u, answering, key, _neg = item
    d = m.card_def[u]
    ctx = Ctx(p, u, u, -1, (answering, -1))
    if key >= 0:
        m.emit("resolve", ALL, player=p, uid=u, ability=key)
        run_effect(m, d.abilities[key].body, ctx)
        return
    if m.card_zone[u] != m.zid.spells[m.card_owner[u]]:
        return  # destroyed while on the stack: nothing resolves
    m.emit("resolve", ALL, player=p, uid=u, ability=-1)
    m.then((settle, u))
    if d.effect is not None:
        run_effect(m, d.effect, ctx)


def settle(m: "SoulboundMatch", u: int, negated: bool = False) -> None:
    """After resolving: a lasting card (infinity arcanum, eternal seal) stays face up in force, any other goes to the
    flow (rules §10.12–13); a negated card goes to the flow."""
    if m.card_zone[u] != m.zid.spells[m.card_owner[u]]:
        return
    if m.card_def[u].lasting and not negated:
        m.pos[u] = IN_FORCE
        if m.card_def[u].statics:
            refresh_continuous(m)
    else:
        field.leave_play(m, u, m.zid.flow[m.card_owner[u]])
        m.emit("to_flow", ALL, player=m.card_owner[u], uid=u)
