"""Continuous effects: constant effects of cards in play, recomputed when the board changes.

A card in play may carry :class:`Static` effects ("friendly units get AP+1", "this unit has <Blocker> while
linked"). ``match.continuous`` is the tuple of ``(source, host)`` pairs whose statics are in force (``host``: the
card the source speaks for, e.g. the unit a pilot is paired with). :func:`refresh_continuous` rebuilds it from the
game's ``match.continuous_sources()`` whenever something enters or leaves play (cheap: it is a short scan), and
:func:`continuous_total` adds up a key for one card. Statics are read at the moment they are asked for, so a
condition ("while it is your turn") is always current: that is the recomputation, with nothing to forget.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from tcgkit.core.effects.nodes import Ctx

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.conditions import Condition
    from tcgkit.core.effects.selectors import Selector
    from tcgkit.core.match import Match


@dataclass(frozen=True, slots=True)
class Static:
    """One constant effect: cards the ``scope`` admits (default: the host) get ``key`` ``value`` while ``cond``.

    Attributes:
        key: what it changes (``"ap"``, a keyword, a game key …).
        value: how much (added up with the others of the same key).
        scope: which cards it applies to, read with the host's owner as controller; ``None``: the host only.
        cond: when it applies, checked for the host; ``None``: always.
    """

    key: str
    value: int
    scope: "Selector | None" = None
    cond: "Condition | None" = None

    def applies(self, m: "Match", source: int, host: int, target: int) -> bool:
        ctx = Ctx(m.card_owner[host], source, host)
        if self.scope is None:
            if target != host:
                return False
        elif not self.scope.test(m, ctx, target):
            return False
        return self.cond is None or self.cond.holds(m, ctx)


def refresh_continuous(m: "Match") -> None:
    """Rebuild ``match.continuous`` from the game's ``continuous_sources()``, and ``match.in_force``: each static
    kind (:mod:`.statics`) the sources' abilities name → its ``(source, host, effects)`` in ``continuous`` order, so
    that a kind's reader passes over a kind nobody has at once and reads only the sources of its own kind (readers
    test ``kind in m.in_force`` and subscript: most kinds are not in force, and a ``.get`` call costs more on that
    path). ``continuous`` is set here only."""
    m.continuous = found = tuple(m.continuous_sources())
    m.in_force = in_force_index(m, found)


def in_force_index(m: "Match", sources: tuple) -> dict:
    """``match.in_force`` for these ``(source, host)`` pairs: each static kind their cards' abilities (an
    :class:`~.abilities.AbilitySet`'s ``statics``) name → its ``(source, host, effects)`` in the order given. A game
    that keeps ``continuous`` itself (with its own order of sources) builds ``in_force`` with this."""
    index: dict = {}
    defs = m.card_def
    for src, host in sources:
        statics = getattr(getattr(defs[src], "abilities", None), "statics", None)
        if statics:
            for kind, effects in statics.items():
                if kind in index:
                    index[kind].append((src, host, effects))
                else:
                    index[kind] = [(src, host, effects)]
    return {kind: tuple(entries) for kind, entries in index.items()}


def continuous_total(m: "Match", target: int, key: str, statics_of: Callable[[Any], tuple]) -> int:
    """The sum of ``key`` over every static in force that applies to ``target``.

    Args:
        statics_of: a card definition → its :class:`Static` effects.
    """
    total = 0
    defs = m.card_def
    for src, host in m.continuous:
        for s in statics_of(defs[src]):
            if s.key == key and s.applies(m, src, host, target):
                total += s.value
    return total
