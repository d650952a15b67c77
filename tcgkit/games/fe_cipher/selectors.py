"""FE Cipher's selector atoms (which units or cards a skill speaks of) and counts, read from card data.

Units (``{side: enemy, line: back_line, affinity: [Flier]}``) and cards in a zone (``{zone: retreat, max_cost: 3,
not_this_name: true}``, :mod:`.selectors_cards`) are one flat atom each (they are the hot path of CONT skills);
data composes them with the core's ``all_of`` / ``any_of`` / ``not``. ``side`` is read from the skill's controller:
``ally``, ``enemy`` or ``any``. ``other``: ``true`` excludes the skill's unit ("other allies"), ``false`` includes
it, ``allies`` follows ruling 7 (option ``allies_include_self``): each ally selector must say which
(rules/fe_cipher.md ruling 7: ``includes_self`` explicit per skill).

A unit selector may also name the rarer qualities of :data:`EXTRA_UNIT_KEYS` (attack bounds, the Main Character,
tapped or not, its line relative to the skill's unit, a stack, a skill prefix …): they are read into a separate
:class:`UnitExtra` part joined to the atom by :class:`Qualified`, so the common atom's test stays as short as it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core import ScenarioError
from tcgkit.core.effects import Amount, CompileError, Selector, int_arg
from tcgkit.games.fe_cipher.properties import affinities, colors, unit_attack, unit_cost
from tcgkit.games.fe_cipher.selector_args import affinity_words, flag_arg, names_arg, opt_int, refuse_proposed_keys
from tcgkit.games.fe_cipher.selectors_cards import read_card_is, read_cards
from tcgkit.games.fe_cipher.cost_records import TappedForCost
from tcgkit.games.fe_cipher.skill_records import NamedLikeSent

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

UNIT_KEYS = ("side", "other", "line", "affinity", "not_affinity", "max_cost", "named", "not_named", "not_mc",
             "class_changed", "attacked_this_turn", "not_attacker", "not_defender", "color", "in_combat")
EXTRA_UNIT_KEYS = ("min_cost", "max_attack", "min_attack", "main_character", "tapped", "untapped", "other_line",
                   "same_line", "leveled_up", "has_prefix", "not_subject", "not_color")


def _sides(m: "FEMatch", ctx, side):
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

    def scope(self, m: "FEMatch", ctx):
        out = []
        for p in _sides(m, ctx, self.side):
            if self.line != "back_line":
                out.append(m.z_front[p])
            if self.line != "front_line":
                out.append(m.z_back[p])
        return out

    def test(self, m: "FEMatch", ctx, uid):
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
        words += affinity_words(self.affinity, self.not_affinity)
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
class UnitExtra(Selector):
    """The rarer qualities of a unit (:data:`EXTRA_UNIT_KEYS`): ``min_cost``; ``max_attack`` / ``min_attack`` (its
    attack now); ``main_character``; ``tapped`` / ``untapped``; ``other_line`` / ``same_line`` (against the skill's
    unit: B02-024 Oboro swaps with an ally "in a different area"); ``leveled_up`` (a stack beneath it: levelled up
    or grown, P03-013 Elincia); ``has_prefix`` (a skill with that family, e.g. ``CF``, S06-001 Itsuki);
    ``not_subject`` (not the unit that triggered the skill, B03-044 Naesala); ``not_color``."""

    min_cost: int | None = None
    max_attack: int | None = None
    min_attack: int | None = None
    main_character: bool = False
    tapped: bool = False
    untapped: bool = False
    other_line: bool = False
    same_line: bool = False
    leveled_up: bool = False
    has_prefix: str = ""
    not_subject: bool = False
    not_color: str = ""

    def test(self, m: "FEMatch", ctx, uid):
        if self.min_cost is not None and unit_cost(m, uid) < self.min_cost:
            return False
        if self.max_attack is not None or self.min_attack is not None:
            a = unit_attack(m, uid)
            if (self.max_attack is not None and a > self.max_attack
                    or self.min_attack is not None and a < self.min_attack):
                return False
        if self.main_character and not m.is_mc(uid):
            return False
        if self.tapped and not m.tapped[uid] or self.untapped and m.tapped[uid]:
            return False
        if self.other_line and m.line(uid) == m.line(ctx.this) or self.same_line and m.line(uid) != m.line(ctx.this):
            return False
        if self.leveled_up and m.below[uid] < 0:
            return False
        if self.has_prefix and not [s for s in m.card_def[uid].skills if s.prefix == self.has_prefix]:
            return False
        if self.not_subject and isinstance(ctx.memo, int) and uid == ctx.memo:
            return False
        return not self.not_color or self.not_color not in colors(m, uid)

    def describe(self):
        words = []
        if self.main_character:
            words.append("that is a Main Character")
        if self.min_cost is not None:
            words.append(f"with a deployment cost of {self.min_cost} or higher")
        if self.max_attack is not None:
            words.append(f"with {self.max_attack} or less attack")
        if self.min_attack is not None:
            words.append(f"with {self.min_attack} or more attack")
        if self.tapped or self.untapped:
            words.append("that is " + ("tapped" if self.tapped else "untapped"))
        if self.other_line or self.same_line:
            words.append("in " + ("another" if self.other_line else "the same") + " line as this unit")
        if self.leveled_up:
            words.append("that has levelled up")
        if self.has_prefix:
            words.append(f"with a [{self.has_prefix}] skill")
        if self.not_subject:
            words.append("other than that unit")
        if self.not_color:
            words.append(f"that is not <{self.not_color}>")
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class Qualified(Selector):
    """A unit atom with its :class:`UnitExtra` qualities: the atom's scope, both tests, one phrase."""

    base: Units
    extra: UnitExtra

    def scope(self, m: "FEMatch", ctx):
        return self.base.scope(m, ctx)

    def test(self, m: "FEMatch", ctx, uid):
        return self.base.test(m, ctx, uid) and self.extra.test(m, ctx, uid)

    def describe(self):
        base = self.base.describe()
        if base.endswith("(this unit included)"):
            return f"{base[:-21]} {self.extra.describe()} (this unit included)"
        return f"{base} {self.extra.describe()}"


@dataclass(frozen=True, slots=True)
class Count(Amount):
    """How many cards a selector admits now (``per`` in a CONT boost: "+10 per other <Flier> ally")."""

    selector: Selector

    def of(self, m: "FEMatch", ctx):
        return len(self.selector.candidates(m, ctx))

    def count(self, m: "FEMatch", ctx):
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
        return read_card_is(spec["card"], where)
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector is a mapping (keys {', '.join(UNIT_KEYS)}; or zone, ...), got "
                           f"{spec!r}")
    if "zone" in spec:
        return read_cards(spec, where)
    if "tapped_for_cost" in spec:  # B02-064 Laslow

        rest = {k: x for k, x in spec.items() if k != "tapped_for_cost"}
        return TappedForCost(read_selector(rest, where), int_arg(spec["tapped_for_cost"], where, 0, 9))
    if spec.get("named_like_sent") is True:  # B02-060 Leo

        return NamedLikeSent(read_selector({k: x for k, x in spec.items() if k != "named_like_sent"}, where))
    refuse_proposed_keys(spec, where)
    bad = sorted(set(spec) - set(UNIT_KEYS) - set(EXTRA_UNIT_KEYS))
    if bad:
        raise CompileError(f"{where}: unknown selector key(s) {', '.join(bad)} (known: "
                           f"{', '.join(UNIT_KEYS + EXTRA_UNIT_KEYS)})")
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
    base = Units(
        side, other, line, names_arg(spec.get("affinity", []), where), names_arg(spec.get("not_affinity", []), where),
        opt_int(spec, "max_cost", where), names_arg(spec.get("named", []), where),
        names_arg(spec.get("not_named", []), where), bool(spec.get("not_mc", False)),
        bool(spec.get("class_changed", False)), bool(spec.get("attacked_this_turn", False)),
        bool(spec.get("not_attacker", False)), bool(spec.get("not_defender", False)), spec.get("color", ""),
        bool(spec.get("in_combat", False)))
    if not set(spec) & set(EXTRA_UNIT_KEYS):
        return base
    flags = {k: flag_arg(spec, k, where) for k in ("main_character", "tapped", "untapped", "other_line", "same_line",
                                                 "leveled_up", "not_subject")}
    return Qualified(base, UnitExtra(
        opt_int(spec, "min_cost", where), opt_int(spec, "max_attack", where, 1000),
        opt_int(spec, "min_attack", where, 1000), has_prefix=str(spec.get("has_prefix", "")),
        not_color=str(spec.get("not_color", "")), **flags))


__all__ = ["Count", "Qualified", "ScenarioError", "UnitExtra", "Units", "read_selector"]
