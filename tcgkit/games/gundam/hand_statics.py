"""Gundam's continuous effects that work while their card is in the hand (its Lv, its cost, how it may be played),
or in the trash (its cost there, GD03-058): one :class:`~tcgkit.core.effects.StaticKind` object each, as in
:mod:`.statics` (which lists them in its :data:`~.statics.KINDS`), read by ``resources.cost_of``/``level_of``, the
alternative cost and the pair actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Ctx, StaticKind, int_arg

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.gundam.match import GundamMatch


class InHand(StaticKind):
    """A kind that works while its card is in the hand; :meth:`of` adds what the card's own effects of this kind
    give now (their condition read with "you" = the card's owner)."""

    zone = "hand"

    def of(self, m: "GundamMatch", uid: int) -> int:
        d = m.card_def[uid]
        total = 0
        for e in d.hand_statics:
            if e.kind is self and (e.cond is None or e.cond.holds(m, Ctx(m.card_owner[uid], uid, -1))):
                total += self.amount(m, uid, e.value)
        return total

    def amount(self, m: "GundamMatch", uid: int, value: int) -> int:
        return value


class CostInTrash(StaticKind):
    """GD03-058 ("this card in your trash gets cost -1"): while in its owner's trash the card costs N less, for an
    effect that deploys it paying its cost (``resources.cost_of``; ``affordable`` and ``deploy_card`` ask it)."""

    name, zone = "cost_in_trash", "trash"

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return int_arg(value, where, -10, -1)

    def describe(self, value: int, who: str) -> str:
        return f"in your trash this card costs {-value} less"

    def of(self, m: "GundamMatch", uid: int) -> int:
        return sum([e.value for e in m.card_def[uid].trash_statics if e.kind is self])


class CostInHand(InHand):
    """GD01-070, GD01-016: in the hand this card costs N less."""

    name = "cost_in_hand"

    def describe(self, value: int, who: str) -> str:
        return f"in your hand this card costs {-value} less"


class PairCostZeroWith(InHand):
    """GD03-085: paired from the hand with a Unit the selector admits, this Pilot costs 0 (its Lv still counts);
    read by :meth:`free_with` (main.py's pair actions, ``play.pair``, the refusal)."""

    name = "pair_cost_zero_with"

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.selector(value, where)

    def describe(self, value: Any, who: str) -> str:
        return f"paired from your hand with {value.describe()}, this card costs 0"

    def free_with(self, m: "GundamMatch", pl: int, unit: int) -> bool:
        """Whether Pilot ``pl`` in the hand costs 0 to pair with ``unit``."""
        for e in m.card_def[pl].hand_statics:
            if e.kind is self:
                ctx = Ctx(m.card_owner[pl], pl, -1)
                if (e.cond is None or e.cond.holds(m, ctx)) and e.value.test(m, ctx, unit):
                    return True
        return False


def enemy_units(m: "GundamMatch", p: int) -> int:
    """How many Units ``p``'s opponents have in play."""
    return sum([len(m.zones[m.z_battle[q]]) for q in m.opponents(p)])


class CostPerEnemyUnit(InHand):
    """ST08-001: in the hand this card costs 1 less for each enemy Unit."""

    name = "cost_in_hand_per_enemy_unit"

    def amount(self, m: "GundamMatch", uid: int, value: int) -> int:
        return value * enemy_units(m, m.card_owner[uid])

    def describe(self, value: int, who: str) -> str:
        return "in your hand this card costs 1 less for each enemy unit"


class CostInHandPer(InHand):
    """GD04-075: in the hand this card's cost changes by ``times`` × the cards a selector admits (``{count:
    SELECTOR, times: K}``, read for the card's owner); the cost stays at least 0 (``resources.cost_of``)."""

    name = "cost_in_hand_per"

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if not isinstance(value, dict) or "count" not in value or set(value) - {"count", "times"}:
            raise CompileError(f"{where}: {{count: SELECTOR, times: K}}, got {value!r}")
        return vocab.selector(value["count"], f"{where}.count"), int_arg(value.get("times", 1), f"{where}.times", -5, 5)

    def amount(self, m: "GundamMatch", uid: int, value: Any) -> int:
        sel, times = value
        return times * len(sel.candidates(m, Ctx(m.card_owner[uid], uid, -1)))

    def describe(self, value: Any, who: str) -> str:
        sel, times = value
        each = sel.text() if hasattr(sel, "text") else sel.describe()  # without an article
        return f"in your hand this card costs {abs(times)} {'less' if times < 0 else 'more'} for each {each}"


class LevelPerEnemyUnit(CostPerEnemyUnit):
    """ST08-001: in the hand this card's Lv is 1 lower for each enemy Unit."""

    name = "level_in_hand_per_enemy_unit"

    def describe(self, value: int, who: str) -> str:
        return "in your hand this card's Lv is 1 lower for each enemy unit"


class AltCostDestroy(InHand):
    """GD01-002: this card may be played from the hand as Lv 0, cost 0 by destroying a friendly Unit the value (a
    selector) admits."""

    name = "alt_cost_destroy"

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.selector(value, where)

    def victims(self, m: "GundamMatch", uid: int) -> list[int]:
        """The Units whose destruction pays it now (empty: it cannot be paid, or the card has none)."""
        for e in m.card_def[uid].hand_statics:
            if e.kind is self:
                return e.value.candidates(m, Ctx(m.card_owner[uid], uid, -1))
        return []

    def describe(self, value: Any, who: str) -> str:
        return f"you may play this card from your hand as Lv 0, cost 0 by destroying {value.describe()}"


COST_IN_HAND, COST_PER_ENEMY_UNIT, LEVEL_PER_ENEMY_UNIT = CostInHand(), CostPerEnemyUnit(), LevelPerEnemyUnit()
ALT_COST_DESTROY, PAIR_COST_ZERO_WITH, COST_IN_HAND_PER = AltCostDestroy(), PairCostZeroWith(), CostInHandPer()
COST_IN_TRASH = CostInTrash()
