"""Selectors: which cards an effect may pick or affect, composed with ``&``, ``|`` and ``~``.

A selector answers two questions: :meth:`Selector.test` (does this card qualify?) and :meth:`Selector.candidates`
(every qualifying card, in a stable order: the order of :meth:`Selector.scope`, then zone order). A game writes its
atoms (``in play``, ``enemy``, ``unit``, ``HP 3 or less`` …, or one flat atom with several fields when that is its
hot path) and card data composes them::

    enemy_units = InZones("battle_area", side="enemy") & IsUnit()
    damaged_or_rested = Damaged() | Rested()
    other_friendly = InZones("battle_area", side="friendly") & ~This()

``a & b`` scans ``a``'s scope (else ``b``'s) and keeps cards passing both; ``a | b`` scans both scopes (first
``a``'s) and keeps cards passing either; ``~a`` keeps cards failing ``a`` and needs a partner with a scope.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.nodes import Ctx
    from tcgkit.core.match import Match


class Selector:
    """Base of every selector. Subclasses implement :meth:`test`, :meth:`describe` and, for atoms that say where
    to look, :meth:`scope`."""

    __slots__ = ()

    def scope(self, m: "Match", ctx: "Ctx") -> Iterable[int] | None:
        """The zone ids to scan for candidates, in order; ``None`` if this selector does not say where to look."""
        return None

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:  # pragma: no cover - every selector overrides it
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def candidates(self, m: "Match", ctx: "Ctx") -> list[int]:
        """Every card in :meth:`scope` that passes :meth:`test`.

        Raises:
            ValueError: the selector has no scope (e.g. a bare ``~x``): it cannot enumerate cards.
        """
        zones = self.scope(m, ctx)
        if zones is None:
            raise ValueError(f"selector {self.describe()!r} does not say where to look; combine it with a zone")
        out = []
        seen = set()
        for z in zones:
            for uid in m.zones[z]:
                if uid not in seen and self.test(m, ctx, uid):
                    seen.add(uid)
                    out.append(uid)
        return out

    def at_least(self, m: "Match", ctx: "Ctx", n: int = 1) -> bool:
        """Whether :meth:`candidates` has ``n`` cards or more (a choice has a card to choose, a condition counts).
        Games may override it to stop at the ``n``-th card; the answer stays ``len(candidates) >= n``.

        Raises:
            ValueError: as :meth:`candidates`.
        """
        return len(self.candidates(m, ctx)) >= n

    def __and__(self, other: "Selector") -> "Selector":
        return AllOf((self, other))

    def __or__(self, other: "Selector") -> "Selector":
        return AnyOf((self, other))

    def __invert__(self) -> "Selector":
        return Not(self)


@dataclass(frozen=True, slots=True)
class AllOf(Selector):
    """Cards passing every part; scans the first part's scope that is given."""

    parts: tuple[Selector, ...]

    def scope(self, m: "Match", ctx: "Ctx") -> Iterable[int] | None:
        for p in self.parts:
            s = p.scope(m, ctx)
            if s is not None:
                return s
        return None

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:
        for p in self.parts:
            if not p.test(m, ctx, uid):
                return False
        return True

    def describe(self) -> str:
        return " and ".join(p.describe() for p in self.parts)

    def __and__(self, other: Selector) -> Selector:
        return AllOf(self.parts + (other,))


@dataclass(frozen=True, slots=True)
class AnyOf(Selector):
    """Cards passing any part; scans every part's scope in order (each card once)."""

    parts: tuple[Selector, ...]

    def scope(self, m: "Match", ctx: "Ctx") -> Iterable[int] | None:
        out: list[int] = []
        for p in self.parts:
            s = p.scope(m, ctx)
            if s is None:
                return None
            for z in s:
                if z not in out:
                    out.append(z)
        return out

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:
        for p in self.parts:
            if p.test(m, ctx, uid):
                return True
        return False

    def describe(self) -> str:
        return " or ".join(p.describe() for p in self.parts)

    def __or__(self, other: Selector) -> Selector:
        return AnyOf(self.parts + (other,))


@dataclass(frozen=True, slots=True)
class Not(Selector):
    """Cards failing ``part`` (combine with a selector that has a scope)."""

    part: Selector

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:
        return not self.part.test(m, ctx, uid)

    def describe(self) -> str:
        return f"not {self.part.describe()}"


@dataclass(frozen=True, slots=True)
class InZones(Selector):
    """Cards in zones called ``zone`` of the players on ``side`` of the controller.

    Attributes:
        zone: a zone name of the game (``"battle_area"``, ``"hand"`` …).
        side: ``"friendly"`` (the controller's team), ``"enemy"`` (every other team), ``"own"`` (the controller
            only) or ``"any"``.
        label: how the cards read in descriptions (default: the zone name).
    """

    zone: str
    side: str = "any"
    label: str = ""

    def scope(self, m: "Match", ctx: "Ctx") -> list[int]:
        team = m.team_of[ctx.controller]
        out = []
        side = self.side
        for p in m.seats:
            if side == "friendly" and m.team_of[p] != team:
                continue
            if side == "enemy" and m.team_of[p] == team:
                continue
            if side == "own" and p != ctx.controller:
                continue
            out.append(m.zone_lookup[(self.zone, p)])
        return out

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:
        return m.card_zone[uid] in self.scope(m, ctx)

    def describe(self) -> str:
        who = {"friendly": "friendly ", "enemy": "enemy ", "own": "your ", "any": ""}[self.side]
        return f"{who}{self.label or self.zone.replace('_', ' ')}"


@dataclass(frozen=True, slots=True)
class This(Selector):
    """The card the effect calls "this card" (``ctx.this``); ``~This()`` is "another"."""

    def test(self, m: "Match", ctx: "Ctx", uid: int) -> bool:
        return uid == ctx.this

    def describe(self) -> str:
        return "this card"
