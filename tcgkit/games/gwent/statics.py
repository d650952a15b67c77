"""GWENT's keywords: the unit abilities that act all the time rather than at a moment, one
:class:`~tcgkit.core.effects.StaticKind` each (rules/gwent.md §1.2, §1.4).

A unit has them printed (``abilities: [tight_bond]`` in card data, sugar for ``static: {tight_bond: 1}``); nothing
grants them for a while and no card gives them to another, so the typed reader asks the card definition:
``TIGHT_BOND.on(card)``. The strength function (``strength.py``) and the rows a unit may take read the definition's
precomputed booleans (``CardDef.bond``, ``morale``, ``horn``, ``agile``), which the card compiler makes from these
objects (``kind.on(card)``), never by hand.

Passive leaders (Eredin the Treacherous, Emhyr Invader of the North, Francesca Daisy of the Valley, King Bran,
Emhyr the White Flame) are static kinds that work from the leader zone (:class:`LeaderPassive`, reader
``DOUBLE_SPIES.value(m, p)``).

A new keyword is one class here, listed in :data:`KEYWORDS`, read where its rule is, used in card data, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.effects import CompileError, StaticKind

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


class PrintedKeyword(StaticKind):
    """A keyword a unit has printed or not (value ``1`` or ``true``). Reader: :meth:`on`.

    Class attributes:
        flag: the :class:`~tcgkit.games.gwent.carddef.CardDef` boolean the card compiler precomputes from it.
        text: its words on a card (our own).
    """

    keyword = True
    flag: ClassVar[str] = ""
    text: ClassVar[str] = ""

    def compile(self, value: Any, where: str, vocab: Any) -> int:
        """Raises: CompileError: a value other than ``1`` / ``true``."""
        if value is True or (type(value) is int and value == 1):
            return 1
        raise CompileError(f"{where}.{self.name}: a GWENT keyword is 1 or true, got {value!r}")

    def describe(self, value: Any, who: str) -> str:
        return self.text

    def on(self, card: Any) -> bool:
        """Whether ``card`` (a :class:`~tcgkit.games.gwent.carddef.CardDef`) has this keyword."""
        return self in card.abilities.static_kinds


class Agile(PrintedKeyword):
    name, flag, tags = "agile", "agile", frozenset({"flexible"})
    text = "Agile: goes to the close or the ranged row, chosen when played."


class TightBond(PrintedKeyword):
    name, flag, tags = "tight_bond", "bond", frozenset({"buff"})
    text = "Tight bond: multiplied by the number of same-named units in its row."


class MoraleBoost(PrintedKeyword):
    name, flag, tags = "morale_boost", "morale", frozenset({"buff"})
    text = "Morale boost: +1 to every other unit in its row."


class CommandersHorn(PrintedKeyword):
    name, flag, tags = "commanders_horn", "horn", frozenset({"buff"})
    text = "Commander's horn: doubles the other units of its row (horns do not stack)."


AGILE, TIGHT_BOND, MORALE_BOOST, COMMANDERS_HORN = Agile(), TightBond(), MoraleBoost(), CommandersHorn()
KEYWORDS = (AGILE, TIGHT_BOND, MORALE_BOOST, COMMANDERS_HORN)
"""Every keyword of GWENT card data."""


# ------------------------------------------------------------------------------------------ passive leaders


class LeaderPassive(StaticKind):
    """A passive leader's standing effect (rules/gwent.md §1.6): it works from the leader zone, from the start of
    the game, while that leader is not cancelled. A leader card declares it as its effect (``effect: {passive:
    {NAME: VALUE}}``, the leaders' vocabulary compiles it to ``(kind, value)``). Reader: :meth:`value`; the hot
    path's flags (``passives.update_passives``) are computed from it.
    """

    zone = "leader"
    text: ClassVar[str] = ""

    def compile(self, value: Any, where: str, vocab: Any = None) -> int:
        """``true`` (1) or a whole number from 1 to 5.

        Raises:
            CompileError: any other value.
        """
        if value is True:
            return 1
        if type(value) is int and 1 <= value <= 5:
            return value
        raise CompileError(f"{where}.{self.name}: true or a whole number from 1 to 5, got {value!r}")

    def describe(self, value: Any, who: str = "") -> str:
        return self.text.format(value)

    def printed(self, card: Any) -> int:
        """This kind's value on leader card ``card`` (0: it has another effect)."""
        args = card.effect[1]
        return args[1] if args and args[0] is self else 0

    def value(self, m: "GwentMatch", p: int) -> int:
        """The value in force for player ``p`` (0: none).

        The automaton's revealed leaders stay face up (seed 004, Variante - Neuer gegnerischer Anführer: a new
        reveal does not put the earlier ones away), so a passive one acts from its reveal to the end of the game,
        also after later reveals; the automaton uses a leader's solo version where it has one (seed 004, solo
        leaders), so a leader whose solo version is another effect is not passive for it.
        """
        if m.leader_off[p]:
            return 0
        if p == m.bot:
            defs = m.card_def
            for u in m.zones[m.zleader[p]]:
                d = defs[u]
                v = self.printed(d)
                if v and (d.solo is None or d.solo[0] is d.effect[0]):
                    return v
            return 0
        d = m.leader_def(p)
        return self.printed(d) if d is not None else 0


class CancelEnemyLeaders(LeaderPassive):
    name, text = "cancel_enemy_leaders", "Passive: the opponents' leader abilities are cancelled."


class RandomMedic(LeaderPassive):
    name, text = "random_medic", "Passive: medics of every player revive a random unit."


class DoubleSpies(LeaderPassive):
    name, text = "double_spies", "Passive: spies are doubled in strength on every side."


class ExtraStartCards(LeaderPassive):
    name, text = "extra_start_cards", "Passive: draw {} extra card at the start of the game."


class HalveWeather(LeaderPassive):
    name, text = "halve_weather", "Passive: weather only halves your units' strength (rounded up)."


CANCEL_ENEMY_LEADERS, RANDOM_MEDIC, DOUBLE_SPIES = CancelEnemyLeaders(), RandomMedic(), DoubleSpies()
EXTRA_START_CARDS, HALVE_WEATHER = ExtraStartCards(), HalveWeather()
PASSIVES = {k.name: k for k in (CANCEL_ENEMY_LEADERS, RANDOM_MEDIC, DOUBLE_SPIES, EXTRA_START_CARDS, HALVE_WEATHER)}
"""Every passive leader kind by its name in card data."""
