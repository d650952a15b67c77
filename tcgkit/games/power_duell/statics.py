"""Power Duell's continuous effects as :class:`~tcgkit.core.effects.StaticKind` objects (rules/power_duell.md §9).

A continuous effect changes a monster attribute: attack points (:data:`AP`), defense points (:data:`DP`), life
points (:data:`LP`) or the attack cost (:data:`ATTACK_COST`), each a :class:`Stat` kind (card data
``static: {ap: 60}``). Every compiled effect keeps the **effect rank** of its layer (:class:`RankedEffect`): a
guardian god's effect (Wirkung) is rank 3, its special effect rank 2, a monster's or energy card's rank 4; the
rules add the layers in rank order (:func:`.ranks.total` reads :meth:`Stat.layers`).

Where an effect reaches (``to:``): this card (the default, monsters only), the monster the card is linked to
(``to: linked``, :data:`LINKED`: the effect speaks for that monster, an equipment or summoning card's), or the
monsters a selector admits. "You" is the controller of the card the effect speaks for: a swapped guardian god speaks
for its new side.

A new continuous effect is one class here, listed in :data:`STATICS`, read where the rule needs it, with a test.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.effects import Ctx, Selector, StaticEffect, Sum, int_arg
from tcgkit.games.power_duell.card import RANK_OTHER, RANKS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.power_duell.match import PowerDuellMatch


@dataclass(frozen=True, slots=True, eq=False)
class RankedEffect(StaticEffect):
    """A compiled continuous effect with the effect rank of its layer (1–4, §9)."""

    rank: int = RANK_OTHER


@dataclass(frozen=True, slots=True)
class Linked(Selector):
    """``to: linked``: the monster the card is linked to. The effect speaks for that monster (the host of
    :func:`.ranks.continuous_sources`), so it reaches the host only."""

    def scope(self, m: Any, ctx: Ctx) -> tuple:
        return ()

    def test(self, m: Any, ctx: Ctx, uid: int) -> bool:
        return uid == ctx.this

    def describe(self) -> str:
        return "the linked monster"


LINKED = Linked()


class Stat(Sum):
    """A monster attribute that continuous effects change: its values add up by rank layer (:meth:`layers`).

    Class attributes:
        name: the attribute (``ap``, ``dp``, ``lp``, ``attack_cost``), also the card's printed field.
        label: how it reads ("AP", "attack cost").
        mod_keys: the keys of its modifiers for a while, one per rank (``ap1`` … ``ap4``, see :mod:`.primitives`).
    """

    label: ClassVar[str] = ""
    mod_keys: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.mod_keys = tuple(f"{cls.name}{r}" for r in RANKS)

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> int:
        """A whole number from -100,000 to 100,000.

        Raises:
            CompileError: anything else.
        """
        return int_arg(value, where, -100000, 100000)

    def describe(self, value: int, who: str) -> str:
        return f"{who} gets {value:+d} {self.label}"

    def applies(self, m: "PowerDuellMatch", effect: StaticEffect, source: int, host: int, target: int) -> bool:
        """Whether ``effect`` (of ``source``, speaking for ``host``) reaches ``target``; "you" is the host's
        controller, not its owner."""
        scope = effect.scope
        if scope is None or scope is LINKED:
            if target != host:
                return False
            if effect.cond is None:
                return True
            ctx = Ctx(m.zone_owner[m.card_zone[host]], source, host)
        else:
            ctx = Ctx(m.zone_owner[m.card_zone[host]], source, host)
            if not scope.test(m, ctx, target):
                return False
        return effect.cond is None or effect.cond.holds(m, ctx)

    def layers(self, m: "PowerDuellMatch", target: int, add: list[int]) -> None:
        """Add the value of every effect of this kind in force on ``target`` to ``add[rank]`` (``add`` has a slot
        per rank, index 0 unused)."""
        defs = m.card_def
        for src, host in m.continuous:
            effects = defs[src].statics_by_kind.get(self)
            if effects is not None:
                for e in effects:
                    if self.applies(m, e, src, host, target):
                        add[e.rank] += e.value


class AttackPoints(Stat):
    name, label = "ap", "AP"


class DefensePoints(Stat):
    name, label = "dp", "DP"


class LifePoints(Stat):
    name, label = "lp", "LP"


class AttackCost(Stat):
    name, label = "attack_cost", "attack cost"


AP, DP, LP, ATTACK_COST = AttackPoints(), DefensePoints(), LifePoints(), AttackCost()
STATICS: tuple[Stat, ...] = (AP, DP, LP, ATTACK_COST)
"""Every static kind of Power Duell, in the order card data names the attributes."""
STAT_KINDS = {k.name: k for k in STATICS}
"""Attribute name → its kind (for card data and scenarios, which name attributes)."""
