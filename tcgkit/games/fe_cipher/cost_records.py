"""What the cost of an ACT skill tapped this turn, for the skills that speak of it (B02-064 Laslow: "untap an ally
tapped for the cost of skill 0"; B03-076 Corrin: "if every ally tapped for this cost is <White>").

An ACT skill resolves with ``ctx.memo = ("skill", K)`` (skills.activate); each ally its cost taps gets a
``tapped_for`` modifier ``(source, K)`` until the end of the turn (paying.tapped_chosen). The selector key
``tapped_for_cost: K`` and the condition ``cost_tapped_all: SELECTOR`` read those records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TURN, Condition, Ctx, Selector, add_modifier

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def skill_of(ctx: Ctx) -> int:
    """The index of the ACT skill resolving in ``ctx`` (-1: none, e.g. an AUTO, whose memo is its subject)."""
    memo = ctx.memo
    return memo[1] if isinstance(memo, tuple) and len(memo) == 2 and memo[0] == "skill" else -1


def record_tapped(m: "FEMatch", uid: int, ctx: Ctx) -> None:
    """A cost of the ACT skill in ``ctx`` tapped ``uid``: remember it for the rest of the turn."""
    k = skill_of(ctx)
    if k >= 0:
        add_modifier(m, uid, "tapped_for", (ctx.source, k), TURN)


def tapped_for(m: "FEMatch", ctx: Ctx, k: int) -> list[int]:
    """The units the cost of skill ``k`` of ``ctx.source`` tapped this turn (in the order they were tapped)."""
    key = (ctx.source, k)
    return [mod[0] for mod in m.mods if mod[1] == "tapped_for" and mod[2] == key]


@dataclass(frozen=True, slots=True)
class TappedForCost(Selector):
    """The units ``base`` admits that the cost of this unit's skill ``k`` tapped this turn."""

    base: Any
    k: int

    def scope(self, m: "FEMatch", ctx):
        return self.base.scope(m, ctx)

    def test(self, m: "FEMatch", ctx, uid):
        return self.base.test(m, ctx, uid) and uid in tapped_for(m, ctx, self.k)

    def describe(self):
        return f"{self.base.describe()} tapped for the cost of this unit's skill {self.k + 1} this turn"


@dataclass(frozen=True, slots=True)
class CostTappedAll(Condition):
    """Every ally the cost of the resolving skill tapped passes ``selector`` (and the cost tapped at least one)."""

    selector: Any

    def holds(self, m: "FEMatch", ctx):
        tapped = tapped_for(m, ctx, skill_of(ctx))
        return bool(tapped) and all(self.selector.test(m, ctx, u) for u in tapped)

    def describe(self):
        return f"every ally tapped for this cost is a {self.selector.describe()}"
