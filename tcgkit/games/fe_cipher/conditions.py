"""FE Cipher's condition atoms ("during your turn", "if this unit is supported by Abel" …), read from card data.

Each is read for the skill's context: ``this`` is the skill's unit (for a support skill, the supported unit),
``controller`` its owner. Bare words: ``your_turn``, ``opponents_turn``, ``class_changed``, ``this_untapped``,
``fewer_orbs``, ``bonds_odd``, ``hand_more_than_opponent``, ``alone_in_line``. Mappings: see :data:`MAPPED`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core.effects import CompileError, Condition, int_arg, used
from tcgkit.games.fe_cipher.properties import affinities, colors, support_card, unit_attack
from tcgkit.games.fe_cipher.selectors import _names, read_selector


@dataclass(frozen=True, slots=True)
class Word(Condition):
    """A condition named by one word (see the module docstring)."""

    word: str

    def holds(self, m, ctx):
        w = self.word
        p = ctx.controller
        if w == "your_turn":
            return m.active == p
        if w == "opponents_turn":
            return m.active != p
        if w == "class_changed":
            return bool(m.class_changed[ctx.this])
        if w == "this_untapped":
            return not m.tapped[ctx.this]
        if w == "fewer_orbs":
            return m.orb_count(p) < m.orb_count(1 - p)
        if w == "bonds_odd":
            return m.bond_count(p) % 2 == 1
        if w == "hand_more_than_opponent":
            return m.hand_count(p) > m.hand_count(1 - p)
        if w == "alone_in_line":
            line = m.line(ctx.this)
            return all(u == ctx.this or m.line(u) != line for u in m.units(p))
        raise AssertionError(w)

    def describe(self):
        return WORDS[self.word]


WORDS = {
    "your_turn": "it is your turn", "opponents_turn": "it is your opponent's turn",
    "class_changed": "this unit is Class Changed", "this_untapped": "this unit is untapped",
    "fewer_orbs": "you have fewer orbs than your opponent", "bonds_odd": "you have an odd number of bonds",
    "hand_more_than_opponent": "you have more cards in hand than your opponent",
    "alone_in_line": "no other ally is in this unit's line",
}


@dataclass(frozen=True, slots=True)
class Counted(Condition):
    """A number compared with a bound: ``what`` is ``bonds``, ``retreat``, ``opponent_hand``, ``allies`` (with a
    selector), ``color_bonds`` (face-up or down bonds of a colour) or ``this_attack``."""

    what: str
    at_least: int | None = None
    at_most: int | None = None
    selector: Any = None
    color: str = ""

    def value(self, m, ctx):
        p = ctx.controller
        w = self.what
        if w == "bonds":
            return m.bond_count(p)
        if w == "retreat":
            return len(m.zones[m.z_retreat[p]])
        if w == "opponent_hand":
            return m.hand_count(1 - p)
        if w == "allies":
            return len(self.selector.candidates(m, ctx))
        if w == "color_bonds":
            return sum(1 for u in m.zones[m.z_bonds[p]] if self.color in m.card_def[u].colors)
        if w == "this_attack":
            return unit_attack(m, ctx.this)
        raise AssertionError(w)

    def holds(self, m, ctx):
        v = self.value(m, ctx)
        return (self.at_least is None or v >= self.at_least) and (self.at_most is None or v <= self.at_most)

    def describe(self):
        who, noun = "you have", {"bonds": "bonds", "retreat": "cards in your Retreat Area",
                                 "color_bonds": f"<{self.color}> bonds"}.get(self.what, "")
        if self.what == "opponent_hand":
            who, noun = "your opponent has", "cards in hand"
        elif self.what == "this_attack":
            who, noun = "this unit has", "attack"
        elif not noun:
            noun = plural(self.selector.describe()) if self.selector is not None else "allies"
        if self.at_least is not None and self.at_most is None:
            return f"{who} {self.at_least} or more {noun}"
        if self.at_most == 0:
            return f"{who} no {noun}"
        return f"{who} at most {self.at_most} {noun}"


def plural(text: str) -> str:
    """A selector's words in the plural ("other ally with …" → "other allies with …")."""
    for one, many in (("ally", "allies"), ("enemy", "enemies"), ("unit", "units")):
        words = text.split(" ")
        if one in words:
            words[words.index(one)] = many
            return " ".join(words)
    return text


@dataclass(frozen=True, slots=True)
class Combat(Condition):
    """This unit's combat: ``role`` ``attacking`` (against an opponent with one of ``affinity``),
    ``attacked_by_non`` (by an attacker without ``affinity``), ``in_combat_with``, ``supported_by`` (its successful
    supporter is ``named`` or has ``affinity``), ``supported_color`` (the supported unit has ``color``)."""

    role: str
    affinity: tuple = ()
    named: tuple = ()
    color: str = ""

    def holds(self, m, ctx):
        me = ctx.this
        r = self.role
        if r == "supported_color":
            return self.color in colors(m, me)
        if m.attacker < 0:
            return False
        if r == "attacking":
            return me == m.attacker and not affinities(m, m.defender).isdisjoint(self.affinity)
        if r == "attacked_by_non":
            return me == m.defender and affinities(m, m.attacker).isdisjoint(self.affinity)
        if r == "in_combat_with":
            other = m.defender if me == m.attacker else m.attacker if me == m.defender else -1
            return other >= 0 and not affinities(m, other).isdisjoint(self.affinity)
        if r == "supported_by":
            sup = support_card(m, me)
            if sup < 0:
                return False
            d = m.card_def[sup]
            return bool(self.named and not d.names.isdisjoint(self.named)
                        or self.affinity and not d.affinities.isdisjoint(self.affinity))
        raise AssertionError(r)

    def describe(self):
        aff = " or ".join(f"<{a}>" for a in self.affinity)
        return {
            "attacking": f"this unit is attacking a {aff}",
            "attacked_by_non": f"this unit is attacked by a non-{aff}",
            "in_combat_with": f"this unit is in combat with a {aff}",
            "supported_by": "this unit is supported by " + (" or ".join(repr(n) for n in self.named) or aff),
            "supported_color": f"the supported unit is <{self.color}>",
        }[self.role]


@dataclass(frozen=True, slots=True)
class Allied(Condition):
    """You have an ally (other than this unit) with one of the ``names``."""

    names: tuple

    def holds(self, m, ctx):
        return any(u != ctx.this and not m.card_def[u].names.isdisjoint(self.names) for u in m.units(ctx.controller))

    def describe(self):
        return "you have an allied " + " or ".join(repr(n) for n in self.names)


@dataclass(frozen=True, slots=True)
class UsedSkill(Condition):
    """This unit used its skill ``index`` this turn (B01-028 Merric's Excalibur)."""

    index: int

    def holds(self, m, ctx):
        return used(m, (ctx.this, self.index))

    def describe(self):
        return "this unit used its other skill this turn"


@dataclass(frozen=True, slots=True)
class RevealedCost(Condition):
    """The card a skill revealed has a deployment cost of at least ``n`` (B01-027 Julian's Locktouch)."""

    n: int

    def holds(self, m, ctx):
        u = m.revealed_top
        return u >= 0 and (m.card_def[u].cost or 0) >= self.n

    def describe(self):
        return f"the revealed card has a deployment cost of {self.n} or more"


@dataclass(frozen=True, slots=True)
class ThisIn(Condition):
    """This unit is in ``line``."""

    line: str

    def holds(self, m, ctx):
        return m.line(ctx.this) == self.line

    def describe(self):
        return "this unit is in the " + self.line.replace("_", " ").title()


def _count(kind, key):
    def read(v, where):
        if isinstance(v, dict):
            n = v.get("count")
            rest = {k: x for k, x in v.items() if k != "count"}
            sel = read_selector({"side": "ally", **rest}, where)
        else:  # a bare number: "N or more allies", the word "allies" read by ruling 7
            n, sel = v, read_selector({"side": "ally", "other": "allies"}, where)
        n = int_arg(n, where + ".count", 0, 50)
        return Counted("allies", n if kind == "least" else None, n if kind == "most" else None, sel)
    return read


MAPPED = {
    "allied": lambda v, w: Allied(_names(v, w)),
    "bonds_at_least": lambda v, w: Counted("bonds", at_least=int_arg(v, w, 0, 50)),
    "retreat_at_least": lambda v, w: Counted("retreat", at_least=int_arg(v, w, 0, 100)),
    "opponent_hand_at_most": lambda v, w: Counted("opponent_hand", at_most=int_arg(v, w, 0, 50)),
    "opponent_hand_at_least": lambda v, w: Counted("opponent_hand", at_least=int_arg(v, w, 0, 50)),
    "attack_at_least": lambda v, w: Counted("this_attack", at_least=int_arg(v, w, 0, 1000)),
    "color_bonds_at_least": lambda v, w: Counted("color_bonds", at_least=int_arg(v["count"], w, 0, 50),
                                                 color=v["color"]),
    "allies_at_least": _count("least", "count"),
    "allies_at_most": _count("most", "count"),
    "attacking": lambda v, w: Combat("attacking", _names(v, w)),
    "attacked_by_non": lambda v, w: Combat("attacked_by_non", _names(v, w)),
    "in_combat_with": lambda v, w: Combat("in_combat_with", _names(v, w)),
    "supported_by": lambda v, w: Combat("supported_by", _names(v.get("affinity", []), w),
                                        _names(v.get("named", []), w)),
    "supported_color": lambda v, w: Combat("supported_color", color=v),
    "used_skill": lambda v, w: UsedSkill(int_arg(v, w, 0, 9)),
    "revealed_cost_at_least": lambda v, w: RevealedCost(int_arg(v, w, 0, 9)),
    "this_in": lambda v, w: ThisIn(v),
}


def read_condition(spec: Any, where: str) -> Condition:
    """A condition atom from data (a word of :data:`WORDS` or a one-key mapping of :data:`MAPPED`)."""
    if isinstance(spec, str) and spec in WORDS:
        return Word(spec)
    if isinstance(spec, dict) and len(spec) == 1:
        (k, v), = spec.items()
        if k in MAPPED:
            try:
                return MAPPED[k](v, f"{where}.{k}")
            except (KeyError, TypeError, AttributeError) as exc:
                raise CompileError(f"{where}.{k}: cannot read {v!r} ({exc})") from None
    raise CompileError(f"{where}: unknown condition {spec!r} (words: {', '.join(WORDS)}; keys: {', '.join(MAPPED)})")
