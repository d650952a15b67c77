"""FE Cipher's condition atoms ("during your turn", "if this unit is supported by Abel" …), read from card data.

Each is read for the skill's context: ``this`` is the skill's unit (for a support skill, the supported unit),
``controller`` its owner. Bare words: ``your_turn``, ``opponents_turn``, ``class_changed``, ``this_untapped``,
``fewer_orbs``, ``bonds_odd``, ``bonds_even``, ``hand_more_than_opponent``, ``alone_in_line``, ``this_moved``.
Mappings: see :data:`MAPPED`. A face-down bond shows no symbol and no affinity (rules/fe_cipher.md §1 Bonds), so
the counts of bonds "of a colour" or "with an affinity" read face-up bonds only (``bonds_at_least`` with a mapping,
``bonds_only_color``, and ``color_bonds_at_least`` since ruling Q1 of docs/games/fe_cipher.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Condition, int_arg, used
from tcgkit.games.fe_cipher.conditions_combat import Combat, against, supported_by
from tcgkit.games.fe_cipher.properties import affinities, unit_attack
from tcgkit.games.fe_cipher.selector_args import names_arg
from tcgkit.games.fe_cipher.selectors import read_selector
from tcgkit.games.fe_cipher.cost_records import CostTappedAll

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


@dataclass(frozen=True, slots=True)
class Word(Condition):
    """A condition named by one word (see the module docstring)."""

    word: str

    def holds(self, m: "FEMatch", ctx):
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
        if w == "bonds_even":
            return m.bond_count(p) % 2 == 0
        if w == "this_moved":
            return bool(m.moved[ctx.this])
        if w == "hand_more_than_opponent":
            return m.hand_count(p) > m.hand_count(1 - p)
        if w == "alone_in_line":
            line = m.line(ctx.this)
            return not [u for u in m.units(p) if u != ctx.this and m.line(u) == line]
        raise AssertionError(w)

    def describe(self):
        return WORDS[self.word]


WORDS = {
    "your_turn": "it is your turn", "opponents_turn": "it is your opponent's turn",
    "class_changed": "this unit is Class Changed", "this_untapped": "this unit is untapped",
    "fewer_orbs": "you have fewer orbs than your opponent", "bonds_odd": "you have an odd number of bonds",
    "bonds_even": "you have an even number of bonds", "this_moved": "this unit was moved this turn",
    "hand_more_than_opponent": "you have more cards in hand than your opponent",
    "alone_in_line": "no other ally is in this unit's line",
}


@dataclass(frozen=True, slots=True)
class Counted(Condition):
    """A number compared with a bound: ``what`` is ``bonds``, ``retreat``, ``opponent_hand``, ``hand``, ``allies``
    or ``enemies`` (with a selector), ``units`` (every unit on the field), ``color_bonds`` (face-up bonds of
    a colour), ``bond_cards`` (face-up bonds of ``color`` / with one of ``affinity``), ``face_down_bonds``,
    ``orbs``, ``opponent_orbs``, ``stack`` (the cards of this unit's stack, itself included) or ``this_attack``."""

    what: str
    at_least: int | None = None
    at_most: int | None = None
    selector: Any = None
    color: str = ""
    affinity: tuple = ()

    def value(self, m: "FEMatch", ctx):
        p = ctx.controller
        w = self.what
        if w == "bonds":
            return m.bond_count(p)
        if w == "retreat":
            return len(m.zones[m.z_retreat[p]])
        if w == "opponent_hand":
            return m.hand_count(1 - p)
        if w in ("allies", "enemies"):
            return len(self.selector.candidates(m, ctx))
        if w == "color_bonds":  # face-up only: a face-down bond has no colour (ruling Q1, an option)
            up = m.game.options.color_bonds_face_up_only
            return len([u for u in m.zones[m.z_bonds[p]]
                        if not (up and m.face_down[u]) and self.color in m.card_def[u].colors])
        if w == "bond_cards":
            return len([u for u in m.zones[m.z_bonds[p]] if not m.face_down[u]
                        and (not self.color or self.color in m.card_def[u].colors)
                        and (not self.affinity or not m.card_def[u].affinities.isdisjoint(self.affinity))])
        if w == "hand":
            return m.hand_count(p)
        if w == "face_down_bonds":
            return len([u for u in m.zones[m.z_bonds[p]] if m.face_down[u]])
        if w == "orbs":
            return m.orb_count(p)
        if w == "opponent_orbs":
            return m.orb_count(1 - p)
        if w == "units":
            return len(m.units(0)) + len(m.units(1))
        if w == "stack":
            return len(m.stack_of(ctx.this))
        if w == "this_attack":
            return unit_attack(m, ctx.this)
        raise AssertionError(w)

    def holds(self, m: "FEMatch", ctx):
        v = self.value(m, ctx)
        return (self.at_least is None or v >= self.at_least) and (self.at_most is None or v <= self.at_most)

    def describe(self):
        kind = " or ".join(f"<{a}>" for a in self.affinity) or (f"<{self.color}>" if self.color else "")
        who, noun = "you have", {"bonds": "bonds", "retreat": "cards in your Retreat Area",
                                 "color_bonds": f"<{self.color}> bonds", "bond_cards": f"face-up {kind} bonds",
                                 "hand": "cards in hand", "face_down_bonds": "face-down bonds",
                                 "orbs": "orbs"}.get(self.what, "")
        if self.what == "opponent_hand":
            who, noun = "your opponent has", "cards in hand"
        elif self.what == "opponent_orbs":
            who, noun = "your opponent has", "orbs"
        elif self.what == "units":
            who, noun = "the field holds", "units"
        elif self.what == "stack":
            who, noun = "this unit's stack holds", "cards"
        elif self.what == "this_attack":
            who, noun = "this unit has", "attack"
        elif not noun:
            noun = plural(self.selector.describe()) if self.selector is not None else "allies"
        if self.at_least is not None and self.at_most is None:
            return f"{who} {self.at_least} or more {noun}"
        if self.at_least is not None and self.at_least == self.at_most:
            return f"{who} exactly {self.at_least} {noun}"
        if self.at_least is not None:
            return f"{who} {self.at_least} to {self.at_most} {noun}"
        if self.at_most == 0:
            return f"{who} no {noun}"
        return f"{who} at most {self.at_most} {noun}"


def article(text: str) -> str:
    """``"a"`` or ``"an"`` before a selector's words ("an enemy", "an <Armored>", "a unit", "a non-<Tome>")."""
    return "an" if text.lstrip("<")[:1].lower() in ("a", "e", "i", "o") else "a"


def plural(text: str) -> str:
    """A selector's words in the plural ("other ally with …" → "other allies with …"; "a card from …" → "cards
    from …")."""
    for article in ("a ", "an "):
        if text.startswith(article):
            text = text[len(article):]
    for one, many in (("ally", "allies"), ("enemy", "enemies"), ("unit", "units"), ("card", "cards")):
        words = text.split(" ")
        if one in words:
            words[words.index(one)] = many
            return " ".join(words)
    return text


@dataclass(frozen=True, slots=True)
class Allied(Condition):
    """You have an ally (other than this unit) with one of the ``names``."""

    names: tuple

    def holds(self, m: "FEMatch", ctx):
        defs, this = m.card_def, ctx.this
        for u in m.units(ctx.controller):
            if u != this and not defs[u].names.isdisjoint(self.names):
                return True
        return False

    def describe(self):
        return "you have an allied " + " or ".join(repr(n) for n in self.names)


@dataclass(frozen=True, slots=True)
class UsedSkill(Condition):
    """This unit used its skill ``index`` this turn (B01-028 Merric's Excalibur)."""

    index: int

    def holds(self, m: "FEMatch", ctx):
        return used(m, ("used", ctx.this, self.index))

    def describe(self):
        return "this unit used its other skill this turn"


@dataclass(frozen=True, slots=True)
class RevealedCost(Condition):
    """The card a skill revealed has a deployment cost of at least ``n`` (B01-027 Julian's Locktouch)."""

    n: int

    def holds(self, m: "FEMatch", ctx):
        u = m.revealed_top
        return u >= 0 and (m.card_def[u].cost or 0) >= self.n

    def describe(self):
        return f"the revealed card has a deployment cost of {self.n} or more"


@dataclass(frozen=True, slots=True)
class ThisIn(Condition):
    """This unit is in ``line``."""

    line: str

    def holds(self, m: "FEMatch", ctx):
        return m.line(ctx.this) == self.line

    def describe(self):
        return "this unit is in the " + self.line.replace("_", " ").title()


@dataclass(frozen=True, slots=True)
class Is(Condition):
    """A unit passes a selector: the chosen card (``who="it"``, B03-045 Reyson: "if that ally is a non-<Fang>"),
    this unit (``"this"``, B04-053 Itsuki's Hero Emblem: "your <Mirage> attacking unit"), or the combat's
    ``attacker`` / ``defender`` (B04-016 Navarre: "attacks a non-Main-Character enemy")."""

    who: str
    selector: Any

    def holds(self, m: "FEMatch", ctx):
        uid = {"it": ctx.it, "this": ctx.this, "attacker": m.attacker, "defender": m.defender}[self.who]
        return uid >= 0 and self.selector.test(m, ctx, uid)

    def describe(self):
        what = self.selector.describe()
        who = {"it": "it", "this": "this unit", "attacker": "the attacking unit",
               "defender": "the defending unit"}[self.who]
        return f"{who} is {article(what)} {what}"


@dataclass(frozen=True, slots=True)
class OnlyColorBonds(Condition):
    """Every face-up bond of yours is of ``color`` (S03-002 Ryoma: the skill does nothing with a non-<White> bond;
    a face-down bond shows no symbol and does not count)."""

    color: str

    def holds(self, m: "FEMatch", ctx):
        return not [u for u in m.zones[m.z_bonds[ctx.controller]]
                    if not m.face_down[u] and self.color not in m.card_def[u].colors]

    def describe(self):
        return f"all your face-up bonds are <{self.color}>"


WEAPONS = ("Sword", "Lance", "Axe", "Bow", "Tome", "Staff", "Dragonstone", "Knife", "Fang", "Brawl")


@dataclass(frozen=True, slots=True)
class WeaponsAtLeast(Condition):
    """This unit has ``n`` or more different weapon affinities (B04-083 Morgan's [CCS])."""

    n: int

    def holds(self, m: "FEMatch", ctx):
        return len([a for a in affinities(m, ctx.this) if a in WEAPONS]) >= self.n

    def describe(self):
        return f"this unit has {self.n} or more different weapons"


def _bound(what: str, kind: str, lo: int = 0, hi: int = 50):
    def read(v, where):
        n = int_arg(v, where, lo, hi)
        return Counted(what, n if kind in ("least", "exactly") else None, n if kind in ("most", "exactly") else None)
    return read


def _bonds(v, where):
    if not isinstance(v, dict):
        return Counted("bonds", at_least=int_arg(v, where, 0, 50))
    return Counted("bond_cards", at_least=int_arg(v.get("count"), where + ".count", 0, 50), color=v.get("color", ""),
                   affinity=names_arg(v.get("affinity", []), where))


def _cost_tapped_all(sel):
    return CostTappedAll(sel)


def _count(kind, key, side="ally"):
    def read(v, where):
        if isinstance(v, dict):
            n = v.get("count")
            rest = {k: x for k, x in v.items() if k != "count"}
            sel = read_selector({"side": side, **rest}, where)
        else:  # a bare number: "N or more allies", the word "allies" read by ruling 7
            n, sel = v, read_selector({"side": side, "other": "allies"} if side == "ally" else {"side": side}, where)
        n = int_arg(n, where + ".count", 0, 50)
        return Counted("allies" if side == "ally" else "enemies", n if kind == "least" else None,
                       n if kind == "most" else None, sel)
    return read


MAPPED = {
    "allied": lambda v, w: Allied(names_arg(v, w)),
    "bonds_at_least": _bonds,
    "face_down_bonds_at_least": _bound("face_down_bonds", "least"),
    "bonds_only_color": lambda v, w: OnlyColorBonds(str(v)),
    "hand_at_least": _bound("hand", "least"),
    "hand_at_most": _bound("hand", "most"),
    "orbs_at_most": _bound("orbs", "most", hi=10),
    "orbs_at_least": _bound("orbs", "least", hi=10),
    "opponent_orbs_at_least": _bound("opponent_orbs", "least", hi=10),
    "units_exactly": _bound("units", "exactly", hi=100),
    "units_at_least": _bound("units", "least", hi=100),
    "stack_at_least": _bound("stack", "least", 1, 20),
    "enemies_at_least": _count("least", "count", "enemy"),
    "enemies_at_most": _count("most", "count", "enemy"),
    "it_is": lambda v, w: Is("it", read_selector(v, w)),
    "this_is": lambda v, w: Is("this", read_selector(v, w)),
    "attacking_unit": lambda v, w: Is("attacker", read_selector(v, w)),
    "defending_unit": lambda v, w: Is("defender", read_selector(v, w)),
    "weapons_at_least": lambda v, w: WeaponsAtLeast(int_arg(v, w, 1, 10)),
    "cost_tapped_all": lambda v, w: _cost_tapped_all(read_selector(v, w)),
    "retreat_at_least": lambda v, w: Counted("retreat", at_least=int_arg(v, w, 0, 100)),
    "opponent_hand_at_most": lambda v, w: Counted("opponent_hand", at_most=int_arg(v, w, 0, 50)),
    "opponent_hand_at_least": lambda v, w: Counted("opponent_hand", at_least=int_arg(v, w, 0, 50)),
    "attack_at_least": lambda v, w: Counted("this_attack", at_least=int_arg(v, w, 0, 1000)),
    "color_bonds_at_least": lambda v, w: Counted("color_bonds", at_least=int_arg(v["count"], w, 0, 50),
                                                 color=v["color"]),
    "allies_at_least": _count("least", "count"),
    "allies_at_most": _count("most", "count"),
    "attacking": against("attacking"),
    "attacked_by": lambda v, w: Combat("attacked_by", selector=read_selector(v, w)),
    "attacked_by_non": lambda v, w: Combat("attacked_by_non", names_arg(v, w)),
    "in_combat_with": against("in_combat_with"),
    "supported_by": supported_by,
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
