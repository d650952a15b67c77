"""Abilities of beings: triggered ones (when bound, flipped, destroyed, at the start of the turn) wait in the core's
trigger queue and resolve in turn order; activated ones (Kristallhüter Aurin's detach, Moorgeist's binding from the
flow) are activations on the response stack (rules §10.21) with their costs paid first.
"""

from __future__ import annotations

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, mark_used, queue_trigger, run_effect, used
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN
from tcgkit.games.soulbound_arkana.primitives import can_resolve, effect_price
from tcgkit.games.soulbound_arkana.responses import ACTIVATION, put


def resolve_trigger(m, t: tuple) -> None:
    """A waiting trigger ``(batch, priority, controller, source, key, memo)`` resolves (core trigger queue)."""
    _b, _p, controller, source, key, memo = t
    when, node = m.card_def[source].triggers[key]
    m.emit("trigger", ALL, player=controller, uid=source, when=when)
    run_effect(m, node, Ctx(controller, source, source, memo=memo))


def queue_turn_start(m, p: int) -> None:
    """The start of ``p``'s turn: "turn_start" abilities of ``p``'s face-up beings trigger."""
    for u in m.zones[m.zid.beings[p]]:
        if m.pos[u] != FACE_DOWN:
            for k, (when, _node) in enumerate(m.card_def[u].triggers):
                if when == "turn_start":
                    queue_trigger(m, p, u, k, (-1, -1))


def ability_options(m, p: int, step: str) -> list[tuple]:
    """``("ability", u, k)`` for each activated ability ``p`` may use now in ``step`` (bind or action)."""
    spots = m.ability_spots[p]
    if ("field", step) not in spots and ("flow", step) not in spots:
        return []
    defs, zone = m.card_def, m.card_zone
    beings, flow = m.zid.beings[p], m.zid.flow[p]
    out = []
    seen = set()
    for u in m.ability_cards[p]:
        z = zone[u]
        if z == beings:
            if m.pos[u] == FACE_DOWN:
                continue
            where = "field"
        elif z == flow:
            where = "flow"
        else:
            continue
        d = defs[u]
        for k, ab in enumerate(d.abilities):
            if ab.zone != where or ab.step != step or (where == "flow" and (d.id, k) in seen):
                continue
            if usable(m, p, u, k):
                seen.add((d.id, k))
                out.append(("ability", u, k))
    return out


def usable(m, p: int, u: int, k: int) -> bool:
    """Costs payable (SP, with what the effect will spend; materials to detach; the turn's normal binding), once per
    turn unused, and (option ``activation_needs_a_target``) an effect that could do something."""
    ab = m.card_def[u].abilities[k]
    if m.sp[p] < ab.sp + effect_price(m, ab.do):
        return False
    if (ab.binding and m.bindings_left < ab.binding) or (ab.once and used(m, (u, k))):
        return False
    if ab.detach and len(field.materials_of(m, u)) < ab.detach:
        return False
    return not m.opts.activation_needs_a_target or can_resolve(m, ab.do, Ctx(p, u, u, memo=(-1, -1)))


def activate_ability(m, action: tuple) -> None:
    """Pay an activated ability's costs (materials to detach chosen one by one) and put it on the stack."""
    _kind, u, k = action
    p = m.card_owner[u]
    ab = m.card_def[u].abilities[k]
    m.sp[p] -= ab.sp
    m.bindings_left -= ab.binding
    if ab.once:
        mark_used(m, (u, k))
    m.then((detach_step, u, k, ab.detach))


def detach_step(m, u: int, k: int, left: int) -> None:
    """Frame: detach one more material (decision ``detach``), or put the ability on the stack."""
    p = m.card_owner[u]
    if left > 0:
        mats = field.materials_of(m, u)
        if mats:
            m.ask(p, "detach", [("detach", x) for x in mats], (detached, u, k, left))
            return
    m.emit("ability", ALL, player=p, uid=u, ability=k)
    put(m, (ACTIVATION, p, u, -1, k, 0))


def detached(m, action: tuple, u: int, k: int, left: int) -> None:
    """Resume of ``detach``: the material goes to the flow (rules §10.17)."""
    x = action[1]
    p = m.card_owner[x]
    m.attached.remove((x, u))
    m.move(x, m.zid.flow[p])
    m.emit("detach", ALL, player=p, uid=x, host=u)
    detach_step(m, u, k, left - 1)
