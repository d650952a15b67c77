"""Selectors and conditions of the Soulbound Ærkana effect vocabulary (:mod:`.primitives` holds the primitives):
the one selector atom :class:`Cards` and the condition atoms, read from card data by :func:`read_selector` and
:func:`read_condition`; and :func:`target_of`, what "it", "this" and "the attacking being" name while an effect
resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass

from tcgkit.core.effects import CompileError, Condition, Selector, int_arg, mapping_arg
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import ELEMENTS, FACE_DOWN, SHIELD, STRENGTH, TYPES

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

TARGETS = ("it", "this", "attacker")
TARGET_WORDS = {"it": "it", "this": "this card", "attacker": "the attacking being"}


def target_of(m: "SoulboundMatch", ctx, which: str) -> int:
    """The card ``which`` (it / this / attacker) names in ``ctx``; -1 if none."""
    if which == "it":
        return ctx.it
    if which == "this":
        return ctx.this
    memo = ctx.memo or (-1, -1)
    if memo[1] >= 0:
        return memo[1]
    if memo[0] >= 0 and memo[0] < len(m.chain) and m.chain[memo[0]][0] == "attack":
        return m.chain[memo[0]][2]
    return -1


def target_arg(value, where: str) -> str:
    if value not in TARGETS:
        raise CompileError(f"{where}: expected one of {', '.join(TARGETS)}, got {value!r}")
    return value


# ---------------------------------------------------------------------------------------------- selectors


SIDES = {"own": "your", "enemy": "an opponent's", "friendly": "a friendly", "any": ""}
ZONES = {"beings": "being", "spells": "arcanum or seal", "flow": "card in a flow", "hand": "card in hand"}


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards in one zone kind of the players on ``side`` of the controller, filtered.

    Attributes:
        zone: beings | spells | flow | hand.
        side: own | enemy | friendly | any.
        mode: beings in ``strength`` or ``shield`` mode ("" any).
        face_down: ``False`` face up only (the default: identities are known), ``True`` face down only (set, for
            spells), ``None`` either.
        element, type, name, level_le, strength_le: identity filters (face-up cards only).
        other: not the card the effect calls "this".
    """

    zone: str = "beings"
    side: str = "any"
    mode: str = ""
    face_down: bool | None = False
    element: str = ""
    type: str = ""
    name: str = ""
    level_le: int = -1
    strength_le: int = -1
    other: bool = False

    def scope(self, m: "SoulboundMatch", ctx):
        zones = getattr(m.zid, self.zone)
        c = ctx.controller
        team = m.team_of[c]
        side = self.side
        out = []
        for p in m.seats:
            if (m.out >> p) & 1:
                continue
            if side == "own" and p != c or side == "enemy" and m.team_of[p] == team \
                    or side == "friendly" and m.team_of[p] != team:
                continue
            out.append(zones[p])
        return out

    def test(self, m: "SoulboundMatch", ctx, uid):
        d = m.card_def[uid]  # the identity filters first: the cheapest to refuse on (a constant effect's scope)
        if self.element and d.element != self.element or self.type and d.type != self.type \
                or self.name and d.name != self.name:
            return False
        zone = m.zone_table[m.card_zone[uid]]
        if zone.spec.name != self.zone:
            return False
        o, c = zone.owner, ctx.controller
        side = self.side
        if side == "own" and o != c or side == "enemy" and m.team_of[o] == m.team_of[c] \
                or side == "friendly" and m.team_of[o] != m.team_of[c]:
            return False
        if self.other and uid == ctx.this:
            return False
        pos = m.pos[uid]
        if self.zone in ("beings", "spells"):
            down = pos == FACE_DOWN
            if self.face_down is not None and down != self.face_down:
                return False
            if self.mode == "strength" and pos != STRENGTH or self.mode == "shield" and pos == STRENGTH:
                return False
        if self.level_le >= 0 and d.level > self.level_le:
            return False
        return self.strength_le < 0 or field.strength(m, uid) <= self.strength_le

    def describe(self):
        noun = ZONES[self.zone] if self.zone != "spells" or not self.face_down else "set arcanum or seal"
        words = [SIDES[self.side]]
        if self.zone == "beings":
            words.append("face-down" if self.face_down else "")
        words += [self.element, self.type if self.type and self.type != "being" else "", noun]
        text = " ".join(w for w in words if w)
        if self.mode:
            text += f" in {self.mode} mode"
        if self.name:
            text += f' called "{self.name}"'
        if self.level_le >= 0:
            text += f" of level {self.level_le} or less"
        if self.strength_le >= 0:
            text += f" with strength {self.strength_le} or less"
        if self.other:
            text = "other " + text if not text.startswith(("your", "an opponent")) else text + " other than this"
        return text


SELECTOR_KEYS = ("zone", "side", "mode", "face_down", "element", "type", "name", "level_le", "strength_le", "other")


def read_selector(spec, where: str) -> Cards:
    """A selector atom from data: a mapping of :data:`SELECTOR_KEYS` (all optional).

    Raises:
        CompileError: an unknown key or value, or an identity filter on face-down cards.
    """
    v = mapping_arg(spec, where, (), SELECTOR_KEYS)
    zone = v.get("zone", "beings")
    if zone not in ZONES:
        raise CompileError(f"{where}.zone: expected one of {', '.join(ZONES)}, got {zone!r}")
    side = v.get("side", "any")
    if side not in SIDES:
        raise CompileError(f"{where}.side: expected one of {', '.join(SIDES)}, got {side!r}")
    mode = v.get("mode", "")
    if mode not in ("", "strength", "shield"):
        raise CompileError(f"{where}.mode: expected strength or shield, got {mode!r}")
    fd = v.get("face_down", False)
    if fd is not None and not isinstance(fd, bool):
        raise CompileError(f"{where}.face_down: expected true, false or null, got {fd!r}")
    element = v.get("element", "")
    if element and element not in ELEMENTS:
        raise CompileError(f"{where}.element: expected one of {', '.join(ELEMENTS)}, got {element!r}")
    typ = v.get("type", "")
    if typ and typ not in TYPES:
        raise CompileError(f"{where}.type: expected one of {', '.join(TYPES)}, got {typ!r}")
    name = v.get("name", "")
    if not isinstance(name, str):
        raise CompileError(f"{where}.name: expected a card name")
    lv = int_arg(v["level_le"], where + ".level_le", 0, 12) if "level_le" in v else -1
    st = int_arg(v["strength_le"], where + ".strength_le", 0, 10000) if "strength_le" in v else -1
    other = v.get("other", False)
    if not isinstance(other, bool):
        raise CompileError(f"{where}.other: expected true or false")
    if fd is not False and zone in ("beings", "spells") and (element or typ or name or lv >= 0 or st >= 0):
        raise CompileError(f"{where}: a face-down card shows no element, type, name, level or strength; "
                           f"filter face-up cards only (face_down: false)")
    return Cards(zone, side, mode, fd, element, typ, name, lv, st, other)


# ---------------------------------------------------------------------------------------------- conditions


@dataclass(frozen=True, slots=True)
class AttackerStrengthAtMost(Condition):
    n: int

    def holds(self, m: "SoulboundMatch", ctx):
        a = target_of(m, ctx, "attacker")
        return a >= 0 and field.on_field(m, a) and field.strength(m, a) <= self.n

    def describe(self):
        return f"the attacking being has strength {self.n} or less"


@dataclass(frozen=True, slots=True)
class ThisInMode(Condition):
    """This being is face up on the field in ``mode`` (net beings: rules §10.18)."""

    mode: str

    def holds(self, m: "SoulboundMatch", ctx):
        u = ctx.this
        if u < 0 or not field.on_field(m, u):
            return False
        pos = m.pos[u]
        return pos == STRENGTH if self.mode == "strength" else pos == SHIELD

    def describe(self):
        return f"this being is in {self.mode} mode"


@dataclass(frozen=True, slots=True)
class BPAtMost(Condition):
    n: int

    def holds(self, m: "SoulboundMatch", ctx):
        return m.bp[ctx.controller] <= self.n

    def describe(self):
        return f"you have {self.n} bond points or less"


@dataclass(frozen=True, slots=True)
class HandAtLeast(Condition):
    n: int

    def holds(self, m: "SoulboundMatch", ctx):
        return len(m.zones[m.zid.hand[ctx.controller]]) >= self.n

    def describe(self):
        return f"you have {self.n} or more cards in hand"


CONDITION_KEYS = ("attacker_strength_le", "mode", "bp_le", "hand_ge")


def read_condition(spec, where: str) -> Condition:
    """A condition atom: ``{attacker_strength_le: N}``, ``{mode: strength|shield}``, ``{bp_le: N}``,
    ``{hand_ge: N}``.

    Raises:
        CompileError: anything else.
    """
    if not isinstance(spec, dict) or len(spec) != 1:
        raise CompileError(f"{where}: a condition is one of {', '.join(CONDITION_KEYS)} (or all_of/any_of/not)")
    (k, v), = spec.items()
    if k == "attacker_strength_le":
        return AttackerStrengthAtMost(int_arg(v, f"{where}.{k}", 0, 10000))
    if k == "mode":
        if v not in ("strength", "shield"):
            raise CompileError(f"{where}.mode: expected strength or shield, got {v!r}")
        return ThisInMode(v)
    if k == "bp_le":
        return BPAtMost(int_arg(v, f"{where}.{k}", 0, 100000))
    if k == "hand_ge":
        return HandAtLeast(int_arg(v, f"{where}.{k}", 0, 60))
    raise CompileError(f"{where}: unknown condition {k!r} (known: {', '.join(CONDITION_KEYS)})")
