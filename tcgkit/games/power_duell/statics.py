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

A monster's own attack rules are keywords printed on it (its ``keywords``; card data ``abilities: [{attacks: 2}]``
and ``[{attack_if: CONDITION}]``): :data:`ATTACKS` and :data:`ATTACK_IF`; an effect may give them too
(``static: {attacks: 2}``).

A new continuous effect is one class here, listed in :data:`STATICS`, read where the rule needs it, with a test.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.effects import Ctx, Keyword, Selector, StaticEffect, StaticKind, Sum, int_arg
from tcgkit.games.power_duell.carddef import RANK_OTHER, RANKS

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


class PowerDuellStatic(StaticKind):
    """What every static kind of Power Duell shares: "you" is the controller of the card an effect speaks for."""

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

    def printed_on(self, card: Any) -> tuple:
        """The values a card definition has printed of this kind (its ``keywords``)."""
        return tuple(v for kind, v in card.keywords if kind is self)


class Stat(PowerDuellStatic, Sum):
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

    def layers(self, m: "PowerDuellMatch", target: int, add: list[int]) -> None:
        """Add the value of every effect of this kind in force on ``target`` to ``add[rank]`` (``add`` has a slot
        per rank, index 0 unused): the core's :meth:`~tcgkit.core.effects.statics.StaticKind.in_force`, over
        ``m.in_force``, which :func:`~.ranks.refresh` keeps together with ``m.continuous``."""
        for e in self.in_force(m, target):
            add[e.rank] += e.value


class AttackPoints(Stat):
    name, label = "ap", "AP"


class DefensePoints(Stat):
    name, label = "dp", "DP"


class LifePoints(Stat):
    name, label = "lp", "LP"


class AttackCost(Stat):
    name, label = "attack_cost", "attack cost"


class Attacks(PowerDuellStatic, Keyword):
    """``attacks: N``, a monster's own rule (Schwarmfalke: 2): it may attack N times per battle phase. Reader:
    :meth:`value`, the largest number printed on the monster or given to it by an effect in force (numbers of
    attacks do not add up: "may attack 3 times" and "may attack 2 times" allow 3); 0 when none gives one (the rules
    then use the ruling ``attacks_per_monster``)."""

    name, label, additive = "attacks", "Attacks", True

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> int:
        return int_arg(value, where, 1, 5)

    def value(self, m: "PowerDuellMatch", uid: int) -> int:
        """The monster's number of attacks from its card and the effects in force: the largest, or their sum under
        the ruling ``attacks_combine: add``; 0 when none gives one."""
        values = [v for kind, v in m.card_def[uid].keywords if kind is self]
        if self in m.in_force:
            values.extend([e.value for e in self.in_force(m, uid)])
        if not values:
            return 0
        return sum(values) if m.game.options.attacks_combine == "add" else max(values)

    def describe(self, value: int, who: str) -> str:
        return f"{who} may attack {value} times per battle phase"


class AttackIf(PowerDuellStatic):
    """``attack_if: CONDITION``, a monster's own rule (Tiefseekoloss): it may attack only while the condition holds
    (seed 003: "its text's conditions met"). Reader: :meth:`allows`."""

    name, keyword = "attack_if", True

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.condition(value, where)

    def describe(self, value: Any, who: str) -> str:
        return f"{who} may attack only while {value.describe()}"

    def allows(self, m: "PowerDuellMatch", uid: int, p: int) -> bool:
        """Whether monster ``uid`` may attack for player ``p``: every condition printed on it or given to it by an
        effect in force holds (read with ``p`` as "you" and the monster as "this")."""
        ctx = None
        for kind, cond in m.card_def[uid].keywords:
            if kind is self:
                ctx = ctx or Ctx(p, uid, uid)
                if not cond.holds(m, ctx):
                    return False
        if self in m.in_force:
            for e in self.in_force(m, uid):
                if not e.value.holds(m, ctx or Ctx(p, uid, uid)):
                    return False
        return True


AP, DP, LP, ATTACK_COST = AttackPoints(), DefensePoints(), LifePoints(), AttackCost()
ATTACKS, ATTACK_IF = Attacks(), AttackIf()
STATS: tuple[Stat, ...] = (AP, DP, LP, ATTACK_COST)
"""The monster attributes, in the order card data names them."""
STATICS: tuple[PowerDuellStatic, ...] = STATS + (ATTACKS, ATTACK_IF)
"""Every static kind of Power Duell."""
STAT_KINDS = {k.name: k for k in STATS}
"""Attribute name → its kind (for card data and scenarios, which name attributes)."""
