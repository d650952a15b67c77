"""Unit abilities: one :class:`~tcgkit.core.effects.Primitive` object each (rules/gwent.md §1.4).

A unit in ``cards/pool.yaml`` lists its abilities in this vocabulary (:data:`ABILITIES`): bare names (``spy``,
``medic``, ``muster``, ``agile``, ``tight_bond``, ``morale_boost``, ``commanders_horn``, ``scorch``,
``mardroeme``) or one-key mappings (``row_scorch: {row, threshold}``, ``avenger: {token}``,
``berserker: {token}``). Each object holds its schema (``compile``), our words (``describe``), its rules
(``resolve``, run when the unit is played or revived) and ``tags`` for agents and card lists.

Abilities that change strength (tight bond, morale boost, commander's horn) act through the one strength function
(``strength.py``) and resolve nothing when played; avenger acts when its unit leaves the board (``play.destroy``).
When a unit is played its abilities resolve in a fixed order, :data:`ORDER` (berserker, mardroeme, spy, muster, row
scorch, scorch, medic), whatever order the card data lists them in.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tcgkit.core.effects import CompileError, Primitive, Vocabulary, mapping_arg
from tcgkit.games.gwent import play
from tcgkit.games.gwent.board import ROW_INDEX, ROWS


class Ability(Primitive):
    """A unit ability. ``order``: its place among the abilities that resolve when the unit is played (``None``:
    it resolves nothing then); ``flag``: the precomputed :class:`~tcgkit.games.gwent.cards.CardDef` field it sets."""

    takes_value = False
    order: ClassVar[int | None] = None
    flag: ClassVar[str] = ""

    def compile(self, value: Any, where: str) -> tuple:
        return ()

    def resolve(self, m: Any, ctx: Any, *args: Any) -> None:
        """Nothing happens when the unit is played (the ability acts elsewhere)."""


class Agile(Ability):
    name, flag, tags = "agile", "agile", frozenset({"flexible"})

    def describe(self) -> str:
        return "Agile: goes to the close or the ranged row, chosen when played."


class Spy(Ability):
    name, flag, order, tags = "spy", "spy", 2, frozenset({"draw", "spy"})

    def describe(self) -> str:
        return "Spy: goes to an opponent's side; you draw 2 cards."

    def resolve(self, m, ctx):
        m.variant.spy_draws(m, ctx.controller)


class Medic(Ability):
    name, flag, order, tags = "medic", "medic", 6, frozenset({"revive"})

    def describe(self) -> str:
        return "Medic: play a non-hero unit from your discard pile at once."

    def resolve(self, m, ctx):
        m.then((play.medic_step, ctx.controller))


class Muster(Ability):
    name, flag, order, tags = "muster", "muster", 3, frozenset({"tempo"})

    def describe(self) -> str:
        return "Muster: every card of its group in your deck is played with it."

    def resolve(self, m, ctx):
        m.variant.muster(m, ctx.controller, ctx.source)


class TightBond(Ability):
    name, flag, tags = "tight_bond", "bond", frozenset({"buff"})

    def describe(self) -> str:
        return "Tight bond: multiplied by the number of same-named units in its row."


class MoraleBoost(Ability):
    name, flag, tags = "morale_boost", "morale", frozenset({"buff"})

    def describe(self) -> str:
        return "Morale boost: +1 to every other unit in its row."


class CommandersHorn(Ability):
    name, flag, tags = "commanders_horn", "horn", frozenset({"buff"})

    def describe(self) -> str:
        return "Commander's horn: doubles the other units of its row (horns do not stack)."


class Scorch(Ability):
    name, flag, order, tags = "scorch", "board_scorch", 5, frozenset({"removal"})

    def describe(self) -> str:
        return "Scorch: destroys the strongest non-hero units on the whole board (not itself)."

    def resolve(self, m, ctx):
        m.variant.board_scorch(m, ctx.controller, ctx.source)


class RowScorch(Ability):
    """Scorch of one row of each opponent that totals at least ``threshold`` (a unit's, or a leader's)."""

    name, order, tags = "row_scorch", 4, frozenset({"removal"})
    takes_value = True

    def compile(self, value, where):
        v = mapping_arg(value, where, ("row", "threshold"))
        if v["row"] not in ROW_INDEX:
            raise CompileError(f"{where}.row: one of {', '.join(ROWS)}")
        return ROW_INDEX[v["row"]], int(v["threshold"])

    def describe(self, row, threshold):
        return (f"Scorch ({ROWS[row]}): if an opponent's {ROWS[row]} row totals at least {threshold}, its strongest "
                f"non-hero units there are destroyed.")

    def resolve(self, m, ctx, row, threshold):
        play.row_scorch(m, ctx.controller, row, threshold, ctx.source)


class _Token(Ability):
    takes_value = True

    def compile(self, value, where):
        return (str(mapping_arg(value, where, ("token",))["token"]),)


class Avenger(_Token):
    name, flag, tags = "avenger", "avenger", frozenset({"resilient"})

    def describe(self, token):
        return f"Avenger: when it leaves the board, {token} takes its place."


class Berserker(_Token):
    name, flag, order, tags = "berserker", "berserker", 0, frozenset({"transform"})

    def describe(self, token):
        return f"Berserker: turns into {token} in a row with Mardroeme."

    def resolve(self, m, ctx, token):
        side, row = ctx.memo
        if play.row_has_mardroeme(m, side, row):
            play.transform_row(m, side, row)


class Mardroeme(Ability):
    name, flag, order, tags = "mardroeme", "mardroeme", 1, frozenset({"transform"})

    def describe(self) -> str:
        return "Mardroeme: berserkers in its row transform."

    def resolve(self, m, ctx):
        side, row = ctx.memo
        play.transform_row(m, side, row)


def _no_selector(spec: Any, where: str) -> Any:
    raise CompileError(f"{where}: GWENT card data has no selectors")


def _no_condition(spec: Any, where: str) -> Any:
    raise CompileError(f"{where}: GWENT card data has no conditions")


ABILITIES = Vocabulary([Agile(), Spy(), Medic(), Muster(), TightBond(), MoraleBoost(), CommandersHorn(), Scorch(),
                        RowScorch(), Avenger(), Berserker(), Mardroeme()], _no_selector, _no_condition)
"""The unit-ability vocabulary of card data."""

ORDER = sorted((p for p in ABILITIES.primitives.values() if p.order is not None), key=lambda p: p.order)
"""The abilities that resolve when a unit is played, in the order they resolve."""
