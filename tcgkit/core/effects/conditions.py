"""Conditions: what must hold for an :class:`~.nodes.If`, an ability or a constant effect, composed like selectors.

A game writes atoms (``during your turn``, ``while paired``, ``3 or more Commands in your trash`` …);
``a & b``, ``a | b`` and ``~a`` compose them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.nodes import Ctx
    from tcgkit.core.match import Match


class Condition:
    """Base of every condition: :meth:`holds` and :meth:`describe`."""

    __slots__ = ()

    def holds(self, m: "Match", ctx: "Ctx") -> bool:  # pragma: no cover - every condition overrides it
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover
        raise NotImplementedError

    def __and__(self, other: "Condition") -> "Condition":
        return Both((self, other))

    def __or__(self, other: "Condition") -> "Condition":
        return Either((self, other))

    def __invert__(self) -> "Condition":
        return Unless(self)


@dataclass(frozen=True, slots=True)
class Both(Condition):
    """Every part holds (checked in order, stopping at the first that fails)."""

    parts: tuple[Condition, ...]

    def holds(self, m: "Match", ctx: "Ctx") -> bool:
        for p in self.parts:
            if not p.holds(m, ctx):
                return False
        return True

    def describe(self) -> str:
        return " and ".join(p.describe() for p in self.parts)

    def __and__(self, other: Condition) -> Condition:
        return Both(self.parts + (other,))


@dataclass(frozen=True, slots=True)
class Either(Condition):
    """Some part holds."""

    parts: tuple[Condition, ...]

    def holds(self, m: "Match", ctx: "Ctx") -> bool:
        for p in self.parts:
            if p.holds(m, ctx):
                return True
        return False

    def describe(self) -> str:
        return " or ".join(p.describe() for p in self.parts)


@dataclass(frozen=True, slots=True)
class Unless(Condition):
    """The part does not hold."""

    part: Condition

    def holds(self, m: "Match", ctx: "Ctx") -> bool:
        return not self.part.holds(m, ctx)

    def describe(self) -> str:
        return f"not {self.part.describe()}"


@dataclass(frozen=True, slots=True)
class Always(Condition):
    """Holds always (the neutral condition: an ability without an ``if``)."""

    def holds(self, m: "Match", ctx: "Ctx") -> bool:
        return True

    def describe(self) -> str:
        return "always"
