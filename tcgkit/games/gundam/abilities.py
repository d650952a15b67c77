"""Abilities at work: Gundam's cost kinds, and which activated abilities may be used now (rules/gundam.md §1.4,
§1.7).

An ability is the core's :class:`~tcgkit.core.effects.Ability`: the core resolves triggered ones
(:func:`~tcgkit.core.effects.resolve_ability`: condition with last-known state, 【Once per Turn】, "you may", the
effect) and uses activated ones (:func:`~tcgkit.core.effects.use_ability`: the cost, then the effect); the match
announces them (``GundamMatch.on_resolve`` / ``on_activate``: an event, then deck-out is checked when the effect is
done). Costs of 【Activate】 abilities: ``{pay: N}`` (rest N active resources, Gundam CR 2-9) and ``rest_self``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import CostKind, Ctx, Seq, int_arg
from tcgkit.games.gundam.resources import free_resources, pay

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Ability, Node


    from tcgkit.games.gundam.match import GundamMatch


class Pay(CostKind):
    """①…: rest N active resources (EX Resources last, removed when spent; rules/gundam.md §1.3)."""

    name = "pay"

    def compile(self, value, where):
        return (int_arg(value, where, 1, 15),)

    def describe(self, n: int) -> str:
        return f"rest {n} resources"

    def payable(self, m: "GundamMatch", ctx: Ctx, n: int) -> bool:
        return free_resources(m, ctx.controller) >= n

    def pay(self, m: "GundamMatch", ctx: Ctx, n: int) -> None:
        pay(m, ctx.controller, n, ctx.source, ability=True)


class RestSelf(CostKind):
    """Rest this card (it must be active)."""

    name, takes_value = "rest_self", False

    def compile(self, value, where):
        return ()

    def describe(self) -> str:
        return "rest this card"

    def payable(self, m: "GundamMatch", ctx: Ctx) -> bool:
        return not m.rested[ctx.source]

    def pay(self, m: "GundamMatch", ctx: Ctx) -> None:
        m.rested[ctx.source] = 1


PAY, REST_SELF = Pay(), RestSelf()
COSTS = (PAY, REST_SELF)
"""Gundam's cost kinds."""


def resources_to_pay(ability: "Ability") -> int:
    """How many resources an ability's cost rests (its ``pay`` parts; 0 for none)."""
    return sum([c.args[0] for c in ability.cost if c.kind is PAY])


def has_target(m: "GundamMatch", effect: "Node", ctx: Ctx) -> bool:
    """Whether an effect that opens with a choice has a card to choose (Commands and activated abilities are
    offered only then, §1.4); any other effect can always be used."""
    if effect.__class__ is Seq:
        parts = effect.parts
        if parts and parts[0].chooses:  # Choose, ChooseMany
            return parts[0].selector.at_least(m, ctx)
    return True


def activations(m: "GundamMatch", acts: list, p: int, src: int, unit: int, abilities: "tuple[Ability, ...]") -> None:
    """Append ``("activate", src, index)`` for each of ``src``'s activated ``abilities`` (of one window) that ``p``
    may use now: 【Once per Turn】, its condition, its cost payable, and its first choice having a card."""
    for a in abilities:
        ctx = Ctx(p, src, unit, -1, -1)
        if a.usable(m, ctx) and has_target(m, a.effect, ctx):
            acts.append(("activate", src, a.index))
