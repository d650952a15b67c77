"""Gundam's continuous effects on how Units play (GD03, GD04; issue 20): one :class:`~tcgkit.core.effects.StaticKind`
object each, as in :mod:`.statics` (which lists them in its :data:`~.statics.KINDS`): a Unit that attacks only in a
turn in which a Unit of a kind was deployed (``stats.can_attack``), Units that have a trait a card gives them (the
selectors' ``trait``), a Unit rested instead of its Base (the ``rest`` primitive).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Ctx, Flag, StaticKind
from tcgkit.games.gundam.carddef import UNIT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.gundam.match import GundamMatch


#: a Unit deployed this turn, kept while ``cant_attack_unless_deployed`` is in force: ``(-1 - player, DEPLOYED_KEY,
#: unit, TURN)`` (``play.placed``)
DEPLOYED_KEY = "deployed_this_turn"


class CantAttackUnlessDeployed(StaticKind):
    """GD03-081: this Unit can attack only in a turn in which a Unit the selector admits (read for its controller,
    e.g. "one of your (Superpower Bloc)/(UN) Units") was deployed — by the facts of the Unit as it was deployed, so
    one that has left play since still counts (``stats.can_attack`` asks :meth:`barred`)."""

    name, tags = "cant_attack_unless_deployed", frozenset({"restriction"})

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.selector(value, where)

    def describe(self, value: Any, who: str) -> str:
        return f"{who} can attack only in a turn in which {value.describe()} was deployed"

    def barred(self, m: "GundamMatch", u: int) -> bool:
        """Whether an effect in force bars ``u`` from attacking this turn (no such deployment recorded)."""
        for e in self.in_force(m, u):
            ctl = m.card_owner[u]
            ctx = Ctx(ctl, u, u)
            for mod in m.mods:
                if mod[1] == DEPLOYED_KEY and mod[0] == -1 - ctl and e.value.qualifies(m, ctx, mod[2], in_hand=True):
                    break
            else:  # no deployment of this turn that the effect asks for
                return True
        return False


class GrantTrait(StaticKind):
    """GD04-033 ("【During Link】 all your Units gain (Neo Zeon)"): the Units the scope admits have the trait as well
    as their printed ones while they are in play; read by the selectors' ``trait`` filter (so also by the timings'
    qualifiers, e.g. ``friendly_deployed``). A Pilot's traits (link conditions) are not a Unit's."""

    name, tags = "grant_trait", frozenset({"synergy"})

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if not isinstance(value, str) or not value:
            raise CompileError(f"{where}: a trait name, got {value!r}")
        return value

    def describe(self, value: Any, who: str) -> str:
        return f"{who} {'has' if who == 'this unit' else 'have'} the trait ({value})"

    def grants(self, m: "GundamMatch", u: int, traits: tuple) -> bool:
        """Whether an effect in force gives ``u`` one of ``traits``."""
        for e in self.in_force(m, u):
            if e.value in traits:
                return True
        return False


class RestInsteadOfBase(Flag):
    """GD03-079 G-Defenser: when an effect of one of your Units (or of a Pilot paired with it) would rest your Base,
    you may rest this active Unit instead — a replacement its controller chooses then (``rest`` primitive, decision
    ``rest_instead``); what follows in that effect still happens (ruling "Rest this Unit instead of your Base")."""

    name, tags = "rest_instead_of_base", frozenset({"tempo"})

    def describe(self, value: Any, who: str) -> str:
        return f"when an effect of one of your units would rest your base, you may rest {who} instead"

    def substitutes(self, m: "GundamMatch", base: int, controller: int, source: int) -> list[int]:
        """The active Units that may be rested instead of ``base`` by ``controller``'s effect of card ``source``."""
        if self not in m.in_force or m.card_owner[base] != controller or source < 0:
            return []
        d = m.card_def[source]
        if m.card_owner[source] != controller or not (d.kind == UNIT or m.host[source] >= 0):  # a Unit's or its Pilot's
            return []
        return [u for u in m.zones[m.z_battle[controller]] if not m.rested[u] and self.holds(m, u)]



CANT_ATTACK_UNLESS_DEPLOYED, GRANT_TRAIT, REST_INSTEAD_OF_BASE = (CantAttackUnlessDeployed(), GrantTrait(),
                                                                  RestInsteadOfBase())
