"""FE Cipher's combat condition atoms: what this unit is attacking, what attacks it, what it fights, what supports
it (the ``attacking``, ``attacked_by``, ``attacked_by_non``, ``in_combat_with``, ``supported_by`` and
``supported_color`` keys of :data:`tcgkit.games.fe_cipher.conditions.MAPPED`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Condition, int_arg
from tcgkit.games.fe_cipher.properties import affinities, colors, support_card
from tcgkit.games.fe_cipher.selector_args import names_arg
from tcgkit.games.fe_cipher.selectors import read_selector

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


@dataclass(frozen=True, slots=True)
class Combat(Condition):
    """This unit's combat: ``role`` ``attacking`` (against an opponent with one of ``affinity``, or one the
    ``selector`` admits), ``attacked_by`` (an attacker the ``selector`` admits), ``attacked_by_non`` (by an attacker
    without ``affinity``), ``in_combat_with`` (affinity or selector), ``supported_by`` (its successful supporter is
    ``named``, has ``affinity``, is of ``color`` / not of ``not_color``, or has ``support`` support), or
    ``supported_color`` (the supported unit has ``color``)."""

    role: str
    affinity: tuple = ()
    named: tuple = ()
    color: str = ""
    selector: Any = None
    not_color: str = ""
    support: int | None = None

    def holds(self, m: "FEMatch", ctx):
        me = ctx.this
        r = self.role
        if r == "supported_color":
            return self.color in colors(m, me)
        if m.attacker < 0:
            return False
        if r == "attacking":
            return me == m.attacker and self._fits(m, ctx, m.defender)
        if r == "attacked_by":
            return me == m.defender and self._fits(m, ctx, m.attacker)
        if r == "attacked_by_non":
            return me == m.defender and affinities(m, m.attacker).isdisjoint(self.affinity)
        if r == "in_combat_with":
            other = m.defender if me == m.attacker else m.attacker if me == m.defender else -1
            return other >= 0 and self._fits(m, ctx, other)
        if r == "supported_by":
            sup = support_card(m, me)
            if sup < 0:
                return False
            d = m.card_def[sup]
            return bool(self.named and not d.names.isdisjoint(self.named)
                        or self.affinity and not d.affinities.isdisjoint(self.affinity)
                        or self.color and self.color in d.colors
                        or self.not_color and self.not_color not in d.colors
                        or self.support is not None and d.support == self.support)
        raise AssertionError(r)

    def _fits(self, m: "FEMatch", ctx, other: int) -> bool:
        if self.selector is not None:
            return self.selector.test(m, ctx, other)
        return not affinities(m, other).isdisjoint(self.affinity)

    def describe(self):
        what = self.selector.describe() if self.selector is not None else " or ".join(f"<{a}>" for a in
                                                                                     self.affinity)
        if self.role == "supported_by":
            parts = [repr(n) for n in self.named] + [f"<{a}>" for a in self.affinity]
            parts += [f"a <{self.color}> card"] if self.color else []
            parts += [f"a card that is not <{self.not_color}>"] if self.not_color else []
            parts += [f"a card with {self.support} support"] if self.support is not None else []
            return "this unit is supported by " + " or ".join(parts)
        a = "an" if what.lstrip("<")[:1].lower() in ("a", "e", "i", "o") else "a"
        return {
            "attacking": f"this unit is attacking {a} {what}",
            "attacked_by": f"this unit is attacked by {a} {what}",
            "attacked_by_non": f"this unit is attacked by a non-{what}",
            "in_combat_with": f"this unit is in combat with {a} {what}",
            "supported_color": f"the supported unit is <{self.color}>",
        }[self.role]


def against(role: str):
    """Reads ``attacking`` / ``in_combat_with``: affinities (a name or a list) or a unit selector (a mapping)."""
    def read(v, where):
        if isinstance(v, dict):
            return Combat(role, selector=read_selector(v, where))
        return Combat(role, names_arg(v, where))
    return read


def supported_by(v, where):
    """Reads ``supported_by``: ``{named, affinity, color, not_color, support}``."""
    sup = v.get("support")
    return Combat("supported_by", names_arg(v.get("affinity", []), where), names_arg(v.get("named", []), where),
                  v.get("color", ""), not_color=v.get("not_color", ""),
                  support=int_arg(sup, where + ".support", 0, 100) if sup is not None else None)
