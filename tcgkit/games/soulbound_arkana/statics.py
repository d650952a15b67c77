"""Soulbound Ærkana's continuous effects and keywords as :class:`~tcgkit.core.effects.StaticKind` objects (seed 002
Spezialkarten; rules §6, §10.12–15, §10.18).

* :data:`STRENGTH`, :data:`SHIELD` — "… get +300 strength" (STK) or "+200 shield" (SCH): constant effects of a
  face-up being (a net being by its mode), a lasting arcanum or seal in force, a field arcanum or a landmark; their
  values add up (:class:`~tcgkit.core.effects.Sum`), read by :func:`.field.strength` and :func:`.field.shield`;
* :data:`HASTE` — the keyword "may attack in the turn it was bound" (seed 002 Spielverlauf 1: "es sei denn ihr
  Effekt sagt etwas anderes"), read by the attack rules (:mod:`.combat`, :mod:`.refusals`).

A new continuous effect or keyword is one class here, listed in :data:`STATICS`, read by the rule it changes
through its typed reader, used in card data, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Keyword, Sum

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary

STAT_LIMIT = 5000
"""The largest change a constant effect may make to a value (the game's scale, rules §11)."""


class Stat(Sum):
    """A change to one of a being's two values; the values of every effect in force add up."""

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> int:
        """A whole number from -5000 to 5000, not 0.

        Raises:
            CompileError: anything else.
        """
        if isinstance(value, bool) or not isinstance(value, int) or not value or abs(value) > STAT_LIMIT:
            raise CompileError(f"{where}: {self.name} is a whole number from -{STAT_LIMIT} to {STAT_LIMIT}, not 0; "
                               f"got {value!r}")
        return value

    def describe(self, value: int, who: str) -> str:
        verb = "gets" if who.startswith("this") else "get"
        return f"{who} {verb} {value:+d} {self.name}"


class Strength(Stat):
    name = "strength"
    tags = frozenset({"strength"})


class Shield(Stat):
    name = "shield"
    tags = frozenset({"shield"})


class Haste(Keyword):
    name, label = "haste", "Haste"
    tags = frozenset({"haste"})

    def describe(self, value: Any, who: str) -> str:
        return "Haste: may attack in the turn it is bound"


STRENGTH, SHIELD, HASTE = Strength(), Shield(), Haste()
STATICS = (STRENGTH, SHIELD, HASTE)
"""Every static kind of Soulbound Ærkana (card data ``static: {NAME: VALUE}``, ``keywords: [NAME]``)."""
STATS = {s.name: s for s in (STRENGTH, SHIELD)}
"""The value kinds by their card-data name (``stat: strength`` in the version-1 ``statics`` entries)."""
KEYWORDS = {HASTE.name: HASTE}
"""The keywords by their card-data name (``keywords: [haste]``)."""


def has_haste(definition: Any) -> bool:
    """Whether a card definition has haste printed (:data:`HASTE`)."""
    for kind, _value in definition.keywords:
        if kind is HASTE:
            return True
    return False
