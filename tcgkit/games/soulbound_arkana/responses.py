"""The response stack (rules §10.21): attack declarations and activations go on a stack; the opponents of the player
who put an item there may each answer it once with a set seal (in turn order after that player); an answer is an
item of its own that may be answered in turn; when every answer is in, the stack resolves last in, first out.

An item is the tuple ``(kind, controller, source, target, extra, negated)``:

* ``("attack", p, attacker, defender_being or -1, defending_player, negated)``;
* ``("activation", p, card, answered_item or -1, ability_index or -1, negated)`` — an arcanum, a seal or an
  activated ability (``ability_index`` -1: the card's own effect).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, RESOLVING, SEAL, SET
from tcgkit.games.soulbound_arkana.combat import battle
from tcgkit.games.soulbound_arkana.lasting import can_activate, resolve_activation, settle

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

ATTACK, ACTIVATION = "attack", "activation"


def put(m: "SoulboundMatch", item: tuple) -> None:
    """Put ``item`` on the stack and let the opponents answer it; the bottom item resolves the whole stack after the
    last answer."""
    m.chain.append(item)
    i = len(m.chain) - 1
    who = tuple(m.living_opponents(item[1])) if m.opts.responses == "stack" else ()
    if i == 0:
        m.then((answer_round, i, who, 0), (resolve_chain,))
    else:
        m.then((answer_round, i, who, 0))


def answer_round(m: "SoulboundMatch", i: int, who: tuple, k: int) -> None:
    """Frame: offer player ``who[k]`` (and then the next ones) an answer to item ``i``; a player with no seal that
    may answer is not asked."""
    while k < len(who):
        q = who[k]
        acts = answers(m, q, i)
        if acts:
            m.then((answer_round, i, who, k + 1))
            acts.append(("pass",))
            m.decide(q, "respond", acts, (answered, q, i))
            return
        k += 1


def answers(m: "SoulboundMatch", q: int, i: int) -> list[tuple]:
    """``("activate", seal)`` for each set seal of ``q`` that may answer item ``i`` now (rules §10.13): set before
    this turn (option ``seal_wait_a_turn``), its timing fits the item, ``q`` can pay it from the current pool
    (rules §10.14), and its effect could do something."""
    item = m.chain[i]
    out = []
    seen = set()
    for u in m.zones[m.zid.spells[q]]:
        d = m.card_def[u]
        if d.type != SEAL or m.pos[u] != SET or d.id in seen:
            continue
        if d.answers == "attack" and item[0] != ATTACK:
            continue
        if can_activate(m, q, u, i):
            seen.add(d.id)
            out.append(("activate", u))
    return out


def answered(m: "SoulboundMatch", action: tuple, q: int, i: int) -> None:
    """Resume of ``respond``: pass, or activate the seal (a new item that may be answered in turn)."""
    if action[0] == "activate":
        activate(m, q, action[1], i)


def resolve_chain(m: "SoulboundMatch") -> None:
    """Frame: resolve the top item, then the rest (last in, first out)."""
    if not m.chain or m.ended:
        m.chain.clear()
        return
    item = m.chain.pop()
    m.then((resolve_item, item), (resolve_chain,))


def resolve_item(m: "SoulboundMatch", item: tuple) -> None:
    """Frame: one item resolves: a negated one does nothing (a negated card still goes to the flow)."""
    if item[5]:
        m.emit("negated", ALL, player=item[1], uid=item[2], what=item[0])
        if item[0] == ACTIVATION and item[4] < 0:
            settle(m, item[2], negated=True)
        return
    if item[0] == ATTACK:
        battle(m, item)
    else:
        resolve_activation(m, item)


def negate(m: "SoulboundMatch", i: int) -> None:
    """Negate item ``i`` (it stays on the stack and does nothing when it resolves)."""
    item = m.chain[i]
    m.chain[i] = item[:5] + (1,)


# ------------------------------------------------------------------------ what goes on the stack


def declare_attack(m: "SoulboundMatch", action: tuple) -> None:
    """Declare an attack: it goes on the response stack (rules §10.21)."""
    a = action[1]
    p = m.card_owner[a]
    m.attacked.append(a)
    if action[0] == "attack_direct":
        q = action[2]
        m.emit("attack", ALL, player=p, uid=a, defender=q, target=-1)
        put(m, (ATTACK, p, a, -1, q, 0))
        return
    t = action[2]
    q = m.card_owner[t]
    m.emit("attack", ALL, player=p, uid=a, defender=q, target=t if m.pos[t] != FACE_DOWN else -1,
           face_down=m.pos[t] == FACE_DOWN)
    put(m, (ATTACK, p, a, t, q, 0))


def activate_card(m: "SoulboundMatch", action: tuple) -> None:
    """The turn player activates a set arcanum (action step) or seal (preparation step)."""
    activate(m, m.card_owner[action[1]], action[1], -1)


def activate(m: "SoulboundMatch", p: int, u: int, answering: int) -> None:
    """Pay ``u``'s cost, turn it face up and put its activation on the response stack."""
    d = m.card_def[u]
    m.sp[p] -= d.cost
    m.pos[u] = RESOLVING
    m.reveal(u)
    m.emit("activate", ALL, player=p, uid=u, cost=d.cost, answering=answering)
    put(m, (ACTIVATION, p, u, answering, -1, 0))
