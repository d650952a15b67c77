"""Unit abilities that act at a moment: one :class:`~tcgkit.core.effects.Primitive` object each (rules/gwent.md
§1.4), and GWENT's card vocabulary :data:`ABILITIES` (the core :class:`~tcgkit.core.effects.Vocabulary` with these
primitives, the timings of ``triggers.py`` and the keywords of ``statics.py``).

A unit's ``abilities`` in card data are envelope entries (docs/abilities.md), or the short form the card compiler
expands (``cards/compile.py``): bare names (``spy``, ``medic``, ``muster``, ``scorch``, ``mardroeme``) or one-key
mappings (``row_scorch: {row, threshold}``, ``avenger: {token}``, ``berserker: {token}``) become ``when: TIMING,
do: [NAME]`` with the primitive's :attr:`UnitAbility.timing`; a keyword's name (``tight_bond``, ``agile`` …) becomes
``static: {NAME: 1}``. Each object holds its schema (``compile``), our words (``describe``), its rules (``resolve``)
and ``tags`` for agents and card lists.

When a unit is played its played effects resolve in a fixed order, :data:`ORDER` (berserker, mardroeme, spy,
muster, row scorch, scorch, medic), whatever order the card data lists them in; avenger acts when its unit leaves
the board (timing ``leaves_board``).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tcgkit.core.effects import CompileError, Primitive, Vocabulary, mapping_arg
from tcgkit.games.gwent import play
from tcgkit.games.gwent.board import ROW_INDEX, ROWS
from tcgkit.games.gwent.statics import KEYWORDS
from tcgkit.games.gwent.triggers import LEAVES_BOARD, PLAYED, TIMINGS


class UnitAbility(Primitive):
    """A unit ability that acts at a moment.

    Class attributes:
        timing: the timing its short form (``abilities: [NAME]``) waits for (``triggers.py``).
        order: its place among a unit's played effects, which resolve in this order (:data:`ORDER`).
        flag: the precomputed :class:`~tcgkit.games.gwent.carddef.CardDef` field the card compiler sets from it.
    """

    takes_value = False
    timing: ClassVar[str] = PLAYED.name
    order: ClassVar[int] = 0
    flag: ClassVar[str] = ""

    def compile(self, value: Any, where: str) -> tuple:
        return ()


class Spy(UnitAbility):
    name, flag, order, tags = "spy", "spy", 2, frozenset({"draw", "spy"})

    def describe(self) -> str:
        return "Spy: goes to an opponent's side; you draw 2 cards."

    def resolve(self, m, ctx):
        m.variant.spy_draws(m, ctx.controller)


class Medic(UnitAbility):
    name, flag, order, tags = "medic", "medic", 6, frozenset({"revive"})

    def describe(self) -> str:
        return "Medic: play a non-hero unit from your discard pile at once."

    def resolve(self, m, ctx):
        m.then((play.medic_step, ctx.controller))


class Muster(UnitAbility):
    name, flag, order, tags = "muster", "muster", 3, frozenset({"tempo"})

    def describe(self) -> str:
        return "Muster: every card of its group in your deck is played with it."

    def resolve(self, m, ctx):
        m.variant.muster(m, ctx.controller, ctx.source)


class Scorch(UnitAbility):
    name, flag, order, tags = "scorch", "board_scorch", 5, frozenset({"removal"})

    def describe(self) -> str:
        return "Scorch: destroys the strongest non-hero units on the whole board (not itself)."

    def resolve(self, m, ctx):
        m.variant.board_scorch(m, ctx.controller, ctx.source)


class RowScorch(UnitAbility):
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


class _Token(UnitAbility):
    takes_value = True

    def compile(self, value, where):
        return (str(mapping_arg(value, where, ("token",))["token"]),)


class Avenger(_Token):
    name, flag, order, tags = "avenger", "avenger", 7, frozenset({"resilient"})
    timing = LEAVES_BOARD.name

    def describe(self, token):
        return f"Avenger: when it leaves the board, {token} takes its place."

    def resolve(self, m, ctx, token):
        play.avenge(m, ctx.source, ctx.memo, token)


class Berserker(_Token):
    name, flag, order, tags = "berserker", "berserker", 0, frozenset({"transform"})

    def describe(self, token):
        return f"Berserker: turns into {token} in a row with Mardroeme."

    def resolve(self, m, ctx, token):
        side, row = ctx.memo
        if play.row_has_mardroeme(m, side, row):
            play.transform_row(m, side, row)


class Mardroeme(UnitAbility):
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


ABILITIES = Vocabulary([Spy(), Medic(), Muster(), Scorch(), RowScorch(), Avenger(), Berserker(), Mardroeme()],
                       _no_selector, _no_condition, triggers=TIMINGS, statics=KEYWORDS)
"""GWENT's card vocabulary: unit abilities (primitives), their timings, the keywords (the game's ``vocabulary``)."""

ORDER = sorted(ABILITIES.primitives.values(), key=lambda p: p.order)
"""The unit abilities in the order a unit's effects of one timing resolve."""
