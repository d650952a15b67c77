"""Gundam's continuous effects whose value is counted from the game (GD03–GD04, issue 20): one
:class:`~tcgkit.core.effects.StaticKind` object each, as in :mod:`.statics`.

``ap_per`` (GD03-089, GD04-034): AP + ``times`` × the number of cards a selector admits (``{count: SELECTOR,
times: K}``), or + ``times`` × the number of distinct card names among them (``{names_of: SELECTOR}``, ruling
"Unique names"); the selector is read for the controller of the card the effect speaks for, all the time, as any
constant effect (read by ``stats.ap`` and ``stats.stat``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Ctx, StaticKind, int_arg

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.gundam.match import GundamMatch


class ApPer(StaticKind):
    """AP + ``times`` × a count (``count``: cards; ``names_of``: distinct names); reader :meth:`total`."""

    name, tags = "ap_per", frozenset({"buff"})

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if not isinstance(value, dict) or len(set(value) & {"count", "names_of"}) != 1 or \
                set(value) - {"count", "names_of", "times"}:
            raise CompileError(f"{where}: {{count: SELECTOR, times: K}} or {{names_of: SELECTOR, times: K}}, got "
                               f"{value!r}")
        key = "count" if "count" in value else "names_of"
        return key, vocab.selector(value[key], f"{where}.{key}"), int_arg(value.get("times", 1), f"{where}.times",
                                                                           -5, 5)

    def describe(self, value: Any, who: str) -> str:
        key, sel, times = value
        if key == "count":
            each = sel.text() if hasattr(sel, "text") else sel.describe()  # without an article
        else:
            each = "distinct name among " + (sel.plural() if hasattr(sel, "plural") else sel.describe())
        return f"{who} {'gets' if who.startswith('this') else 'get'} AP{times:+d} for each {each}"

    def total(self, m: "GundamMatch", target: int) -> int:
        """The AP the effects in force give ``target`` now (0 when none)."""
        total = 0
        defs = m.card_def
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                if (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    key, sel, times = e.value
                    found = sel.candidates(m, Ctx(m.card_owner[host], src, host))
                    n = len(found) if key == "count" else len({defs[u].name for u in found})
                    total += times * n
        return total


AP_PER = ApPer()

COUNTED_KINDS: tuple[StaticKind, ...] = (AP_PER,)
"""The static kinds of this module."""
