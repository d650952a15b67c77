"""Gundam's effect primitives: each thing a card can do is one :class:`~tcgkit.core.effects.Primitive` holding its
schema (``compile``), its words (``describe``), its rules (``resolve``) and its tags; :data:`VOCAB` reads card data
(cards/effects.yaml) into core effect trees with them, the selector atom and the conditions
(:mod:`tcgkit.games.gundam.selectors`).

Targets ``T`` of a primitive: ``it`` (the card chosen by the enclosing ``choose``), ``self`` (this Unit: the card, or
the Unit a Pilot is paired with), ``pilot`` (this Unit's paired Pilot, last-known for 【Destroyed】). Durations:
``permanent`` (while it stays in play), ``turn``, ``battle``. They live by what they act on (:mod:`.hand`,
:mod:`.units`, :mod:`.deploy`); adding one is a subclass there, listed in that module's ``PRIMITIVES``, used in
card data, with a test (docs/contributing.md).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tcgkit.core.effects import TURN, Choose, CompileError, Do, Seq, Vocabulary
from tcgkit.games.gundam.primitives import deploy, hand, units
from tcgkit.games.gundam.selectors import Cards, read_condition, read_selector

class GundamVocabulary(Vocabulary):
    """The core combinators with Gundam's wording ("if …: …") and its error words ("unknown step")."""

    def _part(self, spec: Any, where: str):
        if isinstance(spec, str) and spec not in self.primitives:
            raise CompileError(f"{where}: unknown step {spec!r} (known: {', '.join(sorted(self.primitives))})")
        if isinstance(spec, dict) and len(spec) == 1:
            (key,) = spec
            if key not in self.primitives and key not in self.COMBINATOR_KEYS:
                raise CompileError(f"{where}: unknown step {key!r} (known: {', '.join(sorted(self.primitives))})")
        return Vocabulary._part(self, spec, where)

    def phrase_if(self, cond: str, then: str, otherwise: str | None) -> str:
        return f"if {cond}: {then}" + (f"; otherwise {otherwise}" if otherwise else "")

    def phrase_for_each(self, selector: str, body: str) -> str:
        for article in ("a ", "an "):
            if selector.startswith(article):
                selector = selector[len(article):]
        return f"for each {selector}: {body}"


VOCAB = GundamVocabulary(
    hand.PRIMITIVES + units.PRIMITIVES + deploy.PRIMITIVES,
    read_selector,
    lambda spec, where: read_condition(spec, where, VOCAB.condition),
)
MODIFY = VOCAB.primitives["modify"]


@lru_cache(maxsize=None)
def support_effect(n: int) -> Seq:
    """<Support N> (rules/gundam.md §1.6): another friendly Unit gets AP+N this turn."""
    return Seq((Choose(Cards(side="friendly", other=True), Seq((Do(MODIFY, (n, 0, "it", TURN)),))),))
