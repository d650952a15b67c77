"""Attacks, the battle table and mode changes (seed 002 Kampf; rules §6, §10.6–10).

Each being in strength mode may attack once per turn (rules §10.10), not in the turn it was bound unless it has
haste (rules §5), not while a lock holds it. It attacks a being of any opponent, or an opponent's bond points
directly when that opponent controls no being (rules §10.6). The declaration goes on the response stack; when it
resolves, the battle follows the seed's table:

=================  ==================  ==========================================================================
defender           comparison          result
=================  ==================  ==========================================================================
strength mode      STK(A) > STK(D)     D → flow; D's player loses the difference
strength mode      STK(A) < STK(D)     A → flow; A's player loses the difference ([A], ``attacker_pays_lost_battle``)
strength mode      equal               both → flow; nobody loses bond points
shield mode        STK(A) > SCH(D)     D → flow; nobody loses bond points
shield mode        STK(A) < SCH(D)     nothing destroyed; A's player loses the difference
shield mode        equal               nothing (rules §10.7, ``shield_tie_destroys_defender``)
face down          —                   turned face up in shield mode, its abilities resolve, then as shield mode
=================  ==================  ==========================================================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import resolve_waiting
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, SHIELD, STRENGTH
from tcgkit.games.soulbound_arkana.statics import HASTE

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def attack_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("attack", a, target)`` and ``("attack_direct", a, player)`` for every legal attack of ``p``: an attacker
    is in strength mode, has attacks left this turn, was not bound this turn (unless it has haste), is not locked."""
    beings = m.zones[m.zid.beings[p]]
    if not beings:
        return []
    pos, attacked, fresh, limit = m.pos, m.attacked, m.fresh, m.opts.attacks_per_turn
    attackers = [a for a in beings if pos[a] == STRENGTH and (not attacked or attacked.count(a) < limit)
                 and (a not in fresh or HASTE.value(m, a)) and not (m.locks and field.locked(m, a))]
    if not attackers:
        return []
    direct = m.opts.direct_attack
    out = []
    for q in m.living_opponents(p):
        defenders = m.zones[m.zid.beings[q]]
        for a in attackers:
            out += [("attack", a, t) for t in defenders]
            if direct == "always" or (direct == "no_beings" and not defenders):
                out.append(("attack_direct", a, q))
    return out


def battle(m: "SoulboundMatch", item: tuple) -> None:
    """The attack resolves: it ends if the attacker left, changed mode or is locked, or the defender left;
    a face-down defender is turned face up first and its abilities resolve before the damage calculation."""
    _kind, p, a, t, q, _neg = item
    if not field.on_field(m, a) or m.pos[a] != STRENGTH or (m.locks and field.locked(m, a)):
        m.emit("attack_ends", ALL, player=p, uid=a)
        return
    if t < 0:
        if m.alive(q):
            n = field.strength(m, a)
            m.emit("direct", ALL, player=p, uid=a, defender=q, amount=n)
            field.lose_bp(m, q, n)
        return
    if not field.on_field(m, t):
        m.emit("attack_ends", ALL, player=p, uid=a)
        return
    if m.pos[t] == FACE_DOWN:
        field.flip(m, t, attacker=a)
        m.then((resolve_waiting,), (damage_step, a, t))
        return
    damage_step(m, a, t)


def damage_step(m: "SoulboundMatch", a: int, t: int) -> None:
    """Frame: the damage calculation of the seed's table (see the module docstring)."""
    if not field.on_field(m, a) or not field.on_field(m, t) or m.pos[a] != STRENGTH:
        m.emit("attack_ends", ALL, player=m.card_owner[a], uid=a)
        return
    p, q = m.card_owner[a], m.card_owner[t]
    sa = field.strength(m, a)
    if m.pos[t] == STRENGTH:
        sd = field.strength(m, t)
        m.emit("battle", ALL, uid=a, target=t, attack=sa, defence=sd, mode="strength")
        if sa > sd:
            field.destroy(m, t, a)
            field.lose_bp(m, q, sa - sd)
        elif sa < sd:
            field.destroy(m, a, t)
            if m.opts.attacker_pays_lost_battle:
                field.lose_bp(m, p, sd - sa)
        else:
            field.destroy(m, t, a)
            field.destroy(m, a, t)
        return
    sd = field.shield(m, t)
    m.emit("battle", ALL, uid=a, target=t, attack=sa, defence=sd, mode="shield")
    if sa > sd or (sa == sd and m.opts.shield_tie_destroys_defender):
        field.destroy(m, t, a)
    elif sa < sd:
        field.lose_bp(m, p, sd - sa)


# ------------------------------------------------------------------------------------------- mode changes


def mode_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("mode", u)`` for each being ``p`` may change the mode of (rules §10.8): in the own action step, at most
    ``mode_changes_per_turn`` times, not in the turn it was bound, not after it attacked, not while locked."""
    limit = m.opts.mode_changes_per_turn
    if not limit:
        return []
    return [("mode", u) for u in m.zones[m.zid.beings[p]]
            if u not in m.fresh and u not in m.attacked and m.changed.count(u) < limit
            and not (m.locks and field.locked(m, u))]


def change_mode(m: "SoulboundMatch", action: tuple) -> None:
    """Strength → shield (face up); shield → strength; face down → strength is a flip (its abilities trigger)."""
    u = action[1]
    m.changed.append(u)
    before = m.pos[u]
    if before == FACE_DOWN:
        field.flip(m, u)
    field.set_mode(m, u, SHIELD if before == STRENGTH else STRENGTH)
    m.emit("mode", ALL, player=m.card_owner[u], uid=u, mode="strength" if m.pos[u] == STRENGTH else "shield")
