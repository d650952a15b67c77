"""FE Cipher's selector atoms (which units or cards a skill speaks of) and counts, read from card data.

Units (``{side: enemy, line: back_line, affinity: [Flier]}``) and cards in a zone (``{zone: retreat, max_cost: 3,
not_this_name: true}``) are one flat atom each (they are the hot path of CONT skills); data composes them with the
core's ``all_of`` / ``any_of`` / ``not``. ``side`` is read from the skill's controller: ``ally``, ``enemy`` or
``any``. ``other``: ``true`` excludes the skill's unit ("other allies"), ``false`` includes it, ``allies`` follows
ruling 7 (option ``allies_include_self``): each ally selector must say which (rules/fe_cipher.md ruling 7:
``includes_self`` explicit per skill).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core import ScenarioError
from tcgkit.core.effects import Amount, CompileError, Selector, int_arg
from tcgkit.games.fe_cipher.properties import affinities, colors, unit_cost

UNIT_KEYS = ("side", "other", "line", "affinity", "not_affinity", "max_cost", "named", "not_named", "not_mc",
             "class_changed", "attacked_this_turn", "not_attacker", "not_defender", "color", "in_combat")
CARD_KEYS = ("zone", "side", "named", "not_named", "not_this_name", "max_cost", "cost", "color")
ZONES = {"retreat": "retreat", "hand": "hand", "deck": "deck", "bonds": "bonds"}


def _names(v: Any, where: str) -> tuple:
    if isinstance(v, str):
        return (v,)
    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return tuple(v)
    raise CompileError(f"{where}: expected a name or a list of names, got {v!r}")


def _sides(m, ctx, side):
    p = ctx.controller
    if side == "ally":
        return (p,)
    if side == "enemy":
        return (1 - p,)
    return (p, 1 - p)


@dataclass(frozen=True, slots=True)
class Units(Selector):
    """Units on the field (see the module docstring for ``side`` and ``other``)."""

    side: str = "any"
    other: Any = False
    line: str = ""
    affinity: tuple = ()
    not_affinity: tuple = ()
    max_cost: int | None = None
    named: tuple = ()
    not_named: tuple = ()
    not_mc: bool = False
    class_changed: bool = False
    attacked_this_turn: bool = False
    not_attacker: bool = False
    not_defender: bool = False
    color: str = ""
    in_combat: bool = False

    def scope(self, m, ctx):
        out = []
        for p in _sides(m, ctx, self.side):
            if self.line != "back_line":
                out.append(m.z_front[p])
            if self.line != "front_line":
                out.append(m.z_back[p])
        return out

    def test(self, m, ctx, uid):
        if uid < 0 or not m.on_field(uid):
            return False
        owner = m.card_owner[uid]
        if self.side == "ally" and owner != ctx.controller or self.side == "enemy" and owner == ctx.controller:
            return False
        if self.other is True and uid == ctx.this:
            return False
        if self.other == "allies" and uid == ctx.this and not m.game.options.allies_include_self:
            return False
        if self.line and m.line(uid) != self.line:
            return False
        if self.affinity or self.not_affinity:
            aff = affinities(m, uid)
            if self.affinity and aff.isdisjoint(self.affinity):
                return False
            if self.not_affinity and not aff.isdisjoint(self.not_affinity):
                return False
        if self.max_cost is not None and unit_cost(m, uid) > self.max_cost:
            return False
        names = m.card_def[uid].names
        if self.named and names.isdisjoint(self.named):
            return False
        if self.not_named and not names.isdisjoint(self.not_named):
            return False
        if self.not_mc and m.is_mc(uid):
            return False
        if self.class_changed and not m.class_changed[uid]:
            return False
        if self.attacked_this_turn and not m.attacked[uid]:
            return False
        if self.not_attacker and uid == m.attacker or self.not_defender and uid == m.defender:
            return False
        if self.in_combat and uid != m.attacker and uid != m.defender:
            return False
        return not self.color or self.color in colors(m, uid)

    def describe(self):
        words = []
        if self.other is True:
            words.append("other")
        if self.class_changed:
            words.append("class-changed")
        if self.color:
            words.append(f"<{self.color}>")
        if self.affinity:
            words.append(" or ".join(f"<{a}>" for a in self.affinity))
        if self.not_affinity:
            words.append("non-" + "/".join(f"<{a}>" for a in self.not_affinity))
        noun = {"ally": "ally", "enemy": "enemy", "any": "unit"}[self.side]
        if self.named:
            noun = f'{noun} named {" or ".join(repr(n) for n in self.named)}'
        if self.not_mc:
            noun = f"non-Main-Character {noun}"
        words.append(noun)
        if self.line:
            words.append("in the " + self.line.replace("_", " ").title())
        if self.max_cost is not None:
            words.append(f"with a deployment cost of {self.max_cost} or lower")
        if self.not_named:
            words.append("not named " + " or ".join(repr(n) for n in self.not_named))
        if self.attacked_this_turn:
            words.append("that attacked this turn")
        if self.not_attacker:
            words.append("other than the attacking unit")
        if self.not_defender:
            words.append("other than the defending unit")
        if self.other == "allies":
            words.append("(this unit included)")
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards in a zone of the controller (``side: own``) or the opponent's: retreat, hand, deck, bonds."""

    zone: str
    side: str = "own"
    named: tuple = ()
    not_named: tuple = ()
    not_this_name: bool = False
    max_cost: int | None = None
    cost: int | None = None
    color: str = ""

    def scope(self, m, ctx):
        p = ctx.controller if self.side == "own" else 1 - ctx.controller
        return [m.zone(ZONES[self.zone], p)]

    def test(self, m, ctx, uid):
        if m.card_zone[uid] not in self.scope(m, ctx):
            return False
        d = m.card_def[uid]
        if self.named and d.names.isdisjoint(self.named):
            return False
        if self.not_named and not d.names.isdisjoint(self.not_named):
            return False
        if self.not_this_name and ctx.this >= 0 and not d.names.isdisjoint(m.card_def[ctx.this].names):
            return False
        if self.max_cost is not None and (d.cost is None or d.cost > self.max_cost):
            return False
        if self.cost is not None and d.cost != self.cost:
            return False
        return not self.color or self.color in d.colors

    def describe(self):
        words = ["a"]
        if self.color:
            words.append(f"<{self.color}>")
        words.append("card")
        if self.named:
            words.append("named " + " or ".join(repr(n) for n in self.named))
        if self.not_this_name:
            words.append("without this unit's name")
        if self.not_named:
            words.append("not named " + " or ".join(repr(n) for n in self.not_named))
        if self.max_cost is not None:
            words.append(f"with a deployment cost of {self.max_cost} or lower")
        if self.cost is not None:
            words.append(f"with a deployment cost of {self.cost}")
        whose = "your" if self.side == "own" else "your opponent's"
        place = {"retreat": "Retreat Area", "hand": "hand", "deck": "deck", "bonds": "Bond Area"}[self.zone]
        words.append(f"from {whose} {place}")
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class CardIs(Selector):
    """A card with given names or affinities, wherever it is (a supporting card: B01-071 Lon'qu refuses <Female>
    supporters, B01-017 Ogma all but "Caeda" and "Navarre")."""

    named: tuple = ()
    not_named: tuple = ()
    affinity: tuple = ()

    def test(self, m, ctx, uid):
        d = m.card_def[uid]
        if self.named and d.names.isdisjoint(self.named):
            return False
        if self.not_named and not d.names.isdisjoint(self.not_named):
            return False
        return not self.affinity or not d.affinities.isdisjoint(self.affinity)

    def describe(self):
        words = []
        if self.affinity:
            words.append(" or ".join(f"<{a}>" for a in self.affinity))
        words.append("card")
        if self.named:
            words.append("named " + " or ".join(repr(n) for n in self.named))
        if self.not_named:
            words.append("not named " + " or ".join(repr(n) for n in self.not_named))
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Count(Amount):
    """How many cards a selector admits now (``per`` in a CONT boost: "+10 per other <Flier> ally")."""

    selector: Selector

    def of(self, m, ctx):
        return len(self.selector.candidates(m, ctx))

    def count(self, m, ctx):
        return len(self.selector.candidates(m, ctx))

    def describe(self):
        return self.selector.describe()


def read_selector(spec: Any, where: str) -> Selector:
    """A selector atom from data: ``{zone: ...}`` is :class:`Cards`, anything else :class:`Units`; the bare words
    ``this``, ``enemy`` and ``ally`` are shorthands."""
    if spec == "enemy":
        return Units(side=spec)
    if spec == "this":
        from tcgkit.core.effects import This

        return This()
    if isinstance(spec, dict) and set(spec) == {"card"}:
        c = spec["card"]
        if not isinstance(c, dict) or set(c) - {"named", "not_named", "affinity"}:
            raise CompileError(f"{where}.card: keys named, not_named, affinity")
        return CardIs(_names(c.get("named", []), where), _names(c.get("not_named", []), where),
                      _names(c.get("affinity", []), where))
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector is a mapping (keys {', '.join(UNIT_KEYS)}; or zone, ...), got "
                           f"{spec!r}")
    if "zone" in spec:
        bad = sorted(set(spec) - set(CARD_KEYS))
        if bad or spec["zone"] not in ZONES:
            raise CompileError(f"{where}: card selector keys are {', '.join(CARD_KEYS)} and zone is one of "
                               f"{', '.join(ZONES)}; got {spec!r}")
        return Cards(
            spec["zone"], spec.get("side", "own"), _names(spec.get("named", []), where),
            _names(spec.get("not_named", []), where), bool(spec.get("not_this_name", False)),
            _opt_int(spec, "max_cost", where), _opt_int(spec, "cost", where), spec.get("color", ""))
    bad = sorted(set(spec) - set(UNIT_KEYS))
    if bad:
        raise CompileError(f"{where}: unknown selector key(s) {', '.join(bad)} (known: {', '.join(UNIT_KEYS)})")
    side = spec.get("side", "any")
    if side == "ally" and "other" not in spec:
        raise CompileError(f"{where}: an ally selector says whether the skill's own unit counts: other: true "
                           f"(\"other allies\"), false, or allies (the word \"allies\", ruling 7)")
    if side not in ("ally", "enemy", "any"):
        raise CompileError(f"{where}.side: ally, enemy or any, not {side!r}")
    other = spec.get("other", False)
    if other not in (True, False, "allies"):
        raise CompileError(f"{where}.other: true, false or allies (ruling 7), not {other!r}")
    line = spec.get("line", "")
    if line not in ("", "front_line", "back_line"):
        raise CompileError(f"{where}.line: front_line or back_line, not {line!r}")
    return Units(
        side, other, line, _names(spec.get("affinity", []), where), _names(spec.get("not_affinity", []), where),
        _opt_int(spec, "max_cost", where), _names(spec.get("named", []), where),
        _names(spec.get("not_named", []), where), bool(spec.get("not_mc", False)),
        bool(spec.get("class_changed", False)), bool(spec.get("attacked_this_turn", False)),
        bool(spec.get("not_attacker", False)), bool(spec.get("not_defender", False)), spec.get("color", ""),
        bool(spec.get("in_combat", False)))


def _opt_int(spec: dict, key: str, where: str) -> int | None:
    return int_arg(spec[key], f"{where}.{key}", 0, 20) if key in spec else None


__all__ = ["CardIs", "Cards", "Count", "ScenarioError", "Units", "read_selector"]
