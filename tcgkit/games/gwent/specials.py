"""Special and weather cards: one effect object each (rules/gwent.md §1.3–§1.4).

A special or weather card in ``cards/pool.yaml`` declares one effect (``weather: {rows}``, ``clear_weather``,
``horn: {row}``, ``mardroeme: {row}``, ``decoy``, ``scorch: {scope}``). Leader cards declare theirs in the same
vocabulary (``leaders.py``, where :data:`~tcgkit.games.gwent.leaders.EFFECTS` gathers both). An effect object
holds:

* ``compile`` / ``describe`` / ``tags`` — its schema, our words, what it is for agents;
* ``offers(m, p, uid, *args)`` — the actions that play the card from ``p``'s hand;
* ``play(m, p, action, *args)`` — what happens when one of them is chosen;
* ``automaton_play(m, uid, *args)`` — how the solo automaton plays it (seed 004, Solo: "most effectively");
* for leaders: ``usable`` (ruling 5), ``resolve`` (a person's use) and ``automaton`` (a revealed automaton leader).
"""

from __future__ import annotations

from typing import Any, ClassVar

from tcgkit.core.effects import CompileError, Primitive, mapping_arg
from tcgkit.core.zones import ALL
from tcgkit.games.gwent import automaton, play
from tcgkit.games.gwent.board import ROW_INDEX, ROWS


class CardEffect(Primitive):
    """Base of the effects of special, weather and leader cards (defaults: offers nothing, never usable)."""

    takes_value = True
    #: the card's ``special`` field (the special-card kinds the rules test for: horn, mardroeme, decoy, scorch)
    special: ClassVar[str] = ""

    def compile(self, value: Any, where: str) -> tuple:
        mapping_arg(value if value is not None else {}, where)
        return ()

    def offers(self, m: Any, p: int, uid: int, *args: Any) -> list:
        return []

    def play(self, m: Any, p: int, action: tuple, *args: Any) -> None:  # pragma: no cover - offered kinds only
        raise NotImplementedError(f"{self.name} cannot be played from the hand")

    def automaton_play(self, m: Any, uid: int, *args: Any) -> None:
        """The automaton draws this card: by default it goes to the discard pile unplayed."""
        m.to_discard(uid)

    def usable(self, m: Any, p: int, *args: Any) -> bool:
        return False

    def automaton(self, m: Any, *args: Any) -> None:
        """A revealed automaton leader with this effect (default: nothing to do)."""


def _row(value: Any, where: str, chosen: bool) -> int:
    """A row name → its index; ``chosen`` → -1 (the player picks a free row)."""
    if value == "chosen" and chosen:
        return -1
    if value not in ROW_INDEX:
        raise CompileError(f"{where}: one of {', '.join(ROWS)}" + (" or chosen" if chosen else ""))
    return ROW_INDEX[value]


class Weather(CardEffect):
    name, tags = "weather", frozenset({"weather", "debuff"})

    def compile(self, value, where):
        rows = mapping_arg(value, where, ("rows",))["rows"]
        return tuple(_row(r, f"{where}.rows", False) for r in rows),

    def describe(self, rows):
        return "Weather: non-hero units in the " + " and ".join(ROWS[r] for r in rows) + " rows of every side " \
               "fall to 1."

    def offers(self, m, p, uid, *args):
        return [("weather", uid)] if m.variant.weather_allowed(m.card_def[uid]) else []

    def play(self, m, p, action, *args):
        play.play_weather(m, p, action[1])

    def automaton_play(self, m, uid, *args):
        play.play_weather(m, m.bot, uid)


class ClearWeather(Weather):
    name, tags = "clear_weather", frozenset({"weather", "cleanse"})

    def compile(self, value, where):
        return CardEffect.compile(self, value, where)

    def describe(self):
        return "Clears every weather effect."

    def usable(self, m, p):
        return bool(m.zones[m.zweather])

    def resolve(self, m, ctx):
        play.clear_weather(m)

    def automaton(self, m):
        play.clear_weather(m)


class Horn(CardEffect):
    """Commander's Horn: a special card on a free row of the player's choice, or a leader's horn on a fixed row."""

    name, special, tags = "horn", "horn", frozenset({"buff"})

    def compile(self, value, where):
        return _row(mapping_arg(value, where, ("row",))["row"], f"{where}.row", True),

    def describe(self, row):
        where = "a row of your choice" if row < 0 else f"your {ROWS[row]} row"
        return f"Commander's horn on {where}: doubles its non-hero units (once per row)."

    def offers(self, m, p, uid, row):
        return [(self.name, uid, r) for r in m.free_slots(m.team_of[p])]

    def play(self, m, p, action, row):
        side = m.team_of[p]
        uid = action[1]
        m.move(uid, m.zspec[side][action[2]])
        m.dirty = 1
        m.emit("special", ALL, player=p, card=m.card_def[uid].id, uid=uid, row=ROWS[action[2]])

    def automaton_play(self, m, uid, row):
        automaton.play_in_free_slot(m, uid, self.name)

    def usable(self, m, p, row):
        side = m.team_of[p]
        return not m.zones[m.zspec[side][row]] and not m.row_horn[side * 3 + row]

    def resolve(self, m, ctx, row):
        m.row_horn[m.team_of[ctx.controller] * 3 + row] = 1
        m.dirty = 1

    def automaton(self, m, row):
        if not m.zones[m.zspec[1][row]] and not m.row_horn[3 + row]:
            m.row_horn[3 + row] = 1
            m.dirty = 1


class MardroemeCard(Horn):
    """Mardroeme as a special card: on a free row, berserkers there transform (rules/gwent.md §1.4)."""

    name, special, tags = "mardroeme", "mardroeme", frozenset({"transform"})

    def describe(self, row):
        return "Mardroeme on a row of your choice: berserkers there transform."

    def play(self, m, p, action, row):
        Horn.play(self, m, p, action, row)
        play.transform_row(m, m.team_of[p], action[2])


class Decoy(CardEffect):
    name, special, tags = "decoy", "decoy", frozenset({"tempo"})

    def describe(self):
        return "Decoy: swap with a non-hero unit on your side; the unit returns to hand."

    def offers(self, m, p, uid):
        return [("decoy", uid, t) for t in play.decoy_targets(m, m.team_of[p])]

    def play(self, m, p, action):
        play.play_decoy(m, p, action[1], action[2])

    def automaton_play(self, m, uid):
        automaton.hide_under_decoy(m, uid)


class ScorchCard(CardEffect):
    name, special, tags = "scorch", "scorch", frozenset({"removal"})

    def compile(self, value, where):
        if mapping_arg(value, where, ("scope",))["scope"] != "board":
            raise CompileError(f"{where}.scope: board")
        return ()

    def describe(self):
        return "Scorch: destroys every non-hero unit tied for highest strength on the board."

    def offers(self, m, p, uid):
        return [("scorch", uid)]

    def play(self, m, p, action):
        uid = action[1]
        m.emit("special", ALL, player=p, card=m.card_def[uid].id, uid=uid)
        m.to_discard(uid)
        m.variant.board_scorch(m, p, -1)

    def automaton_play(self, m, uid):
        m.to_discard(uid)
        m.variant.board_scorch(m, m.bot, -1)


SPECIALS = (Weather(), ClearWeather(), Horn(), MardroemeCard(), Decoy(), ScorchCard())
"""The effects of special and weather cards."""
