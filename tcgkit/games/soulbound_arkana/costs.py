"""The costs of Soulbound Ærkana's activated abilities as :class:`~tcgkit.core.effects.CostKind` objects (card data
``cost: [{sp: 2}, {binding: 1}, {detach: 1}]``), paid in the order given before the ability goes on the response
stack (rules §10.21):

* ``sp`` (:class:`SoulPoints`) — soul points (seed 002 Allgemeine Regeln 9);
* ``binding`` (:class:`Binding`) — the turn's normal binding (rules §10.2; Moorgeist binds from the flow with it);
* ``detach`` (:class:`Detach`) — overlay materials, each chosen by the controller (decision ``detach``) and sent to
  the flow (rules §10.17).

A new cost is one class here, listed in :data:`COSTS`, used in card data, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import CostKind, Ctx, int_arg
from tcgkit.games.soulbound_arkana import field

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


class SoulboundCost(CostKind):
    """A cost part with a whole number from 1 to 10."""

    def compile(self, value: Any, where: str) -> tuple:
        return (int_arg(value, where, 1, 10),)


class SoulPoints(SoulboundCost):
    name = "sp"

    def describe(self, n: int) -> str:
        return f"{n} SP"

    def payable(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> bool:
        return m.sp[ctx.controller] >= n

    def pay(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> None:
        m.sp[ctx.controller] -= n


class Binding(SoulboundCost):
    name = "binding"

    def describe(self, n: int) -> str:
        return "the turn's normal binding"

    def payable(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> bool:
        return m.bindings_left >= n

    def pay(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> None:
        m.bindings_left -= n


class Detach(SoulboundCost):
    name = "detach"

    def describe(self, n: int) -> str:
        return f"detach {n} material"

    def payable(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> bool:
        return len(field.materials_of(m, ctx.this)) >= n

    def pay(self, m: "SoulboundMatch", ctx: Ctx, n: int) -> None:
        detach_step(m, ctx.this, n)


def detach_step(m: "SoulboundMatch", u: int, left: int) -> None:
    """Detach one more material from overlay ``u`` (decision ``detach``) while ``left`` remain to detach."""
    if left > 0:
        mats = field.materials_of(m, u)
        if mats:
            m.ask(m.card_owner[u], "detach", [("detach", x) for x in mats], (detached, u, left))


def detached(m: "SoulboundMatch", action: tuple, u: int, left: int) -> None:
    """Resume of ``detach``: the material goes to the flow (rules §10.17)."""
    x = action[1]
    p = m.card_owner[x]
    m.attached.remove((x, u))
    m.move(x, m.zid.flow[p])
    m.emit("detach", ALL, player=p, uid=x, host=u)
    detach_step(m, u, left - 1)


SP, BINDING, DETACH = SoulPoints(), Binding(), Detach()
COSTS = (SP, BINDING, DETACH)
"""Every cost kind of Soulbound Ærkana (card data ``cost: [{NAME: N}, …]``)."""
