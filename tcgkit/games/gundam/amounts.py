"""Amounts read while an effect resolves (core :class:`~tcgkit.core.effects.nodes.Amount` subclasses): the number
of an effect that the card text makes depend on the game, e.g. "deal damage equal to the number of friendly Unit
tokens in play" (GD03-107), "it gets AP-1 for each (AEUG) Unit card in your trash" (GD03-071), "deal 1 damage for
each 4 AP this Unit has" (GD03-033).

In card data an amount stands where a number would (``deal_damage.amount``, ``modify.ap``/``hp``, ``repeat``):
``{count: SELECTOR, times: K}`` (K times the number of cards the selector admits; ``times`` defaults to 1, a
negative one lowers), ``{ap_of: self, per: N}`` (this Unit's current AP divided by N, rounded down) or
``{cost_paid: true}`` (the cost just paid, for ``effect_cost_paid``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.effects import CompileError, int_arg, mapping_arg
from tcgkit.core.effects.nodes import Amount
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.selectors import Cards
from tcgkit.games.gundam.stats import ap
from tcgkit.games.gundam.triggers import That


@dataclass(frozen=True, slots=True)
class CountOf(Amount):
    """``times`` × the number of cards ``cards`` admits when the effect resolves."""

    cards: Cards
    times: int = 1

    def of(self, m, ctx) -> int:
        return self.times * len(self.cards.candidates(m, ctx))

    def describe(self) -> str:
        count = f"the number of {self.cards.plural()}"
        return count if self.times == 1 else f"minus {count}" if self.times == -1 else f"{self.times} × {count}"


@dataclass(frozen=True, slots=True)
class ApOf(Amount):
    """This Unit's current AP divided by ``per`` (rounded down)."""

    per: int

    def of(self, m, ctx) -> int:
        return ap(m, ctx.this) // self.per if ctx.this >= 0 and m.in_play_zone[m.card_zone[ctx.this]] else 0

    def describe(self) -> str:
        return f"1 for each {self.per} AP this unit has"


@dataclass(frozen=True, slots=True)
class CostPaid(Amount):
    """The resources just paid for the effect that made ``effect_cost_paid`` trigger (GD04-100; an EX Resource
    counts 1): the trigger's memo."""

    def of(self, m, ctx) -> int:
        return ctx.memo.amount if ctx.memo.__class__ is That else 0

    def describe(self) -> str:
        return "the cost paid"


def read_amount(spec: Any, where: str, lo: int = 0, hi: int = 20) -> int | Amount:
    """A number (``lo`` … ``hi``) or an amount mapping.

    Raises:
        CompileError: neither a number in range nor a known amount (named).
    """
    if isinstance(spec, int) and not isinstance(spec, bool):
        return int_arg(spec, where, lo, hi)
    if isinstance(spec, dict) and "count" in spec:
        v = mapping_arg(spec, where, ("count",), ("times",))
        return CountOf(read_selector(v["count"], f"{where}.count"), int_arg(v.get("times", 1), f"{where}.times", -5, 5))
    if isinstance(spec, dict) and "ap_of" in spec:
        v = mapping_arg(spec, where, ("ap_of", "per"))
        if v["ap_of"] != "self":
            raise CompileError(f"{where}.ap_of: only 'self', got {v['ap_of']!r}")
        return ApOf(int_arg(v["per"], f"{where}.per", 1, 20))
    if spec == {"cost_paid": True}:
        return CostPaid()
    raise CompileError(f"{where}: a number from {lo} to {hi}, {{count: SELECTOR, times}}, {{ap_of: self, per}} or "
                       f"{{cost_paid: true}}, got {spec!r}")


def value(n: int | Amount, m, ctx) -> int:
    """The number an argument stands for now."""
    return n if n.__class__ is int else n.of(m, ctx)


def words(n: int | Amount) -> str:
    return str(n) if n.__class__ is int else n.describe()
