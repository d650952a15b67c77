"""The effect vocabulary of Soulbound Ærkana: each thing a card does is one :class:`Primitive` (schema, words,
rules, tags), plus the selector atom :class:`Cards` and the condition atoms. Card data (cards/*.yaml) is compiled by
:data:`VOCAB`; every card's rules text is rendered from it (docs/games/soulbound_arkana.md#effect-vocabulary).

Every effect resolves with a :class:`~tcgkit.core.effects.Ctx` whose ``memo`` is ``(answered, attacker)``: the index
on the response stack of the item a seal answers, and the attacking being an effect may speak of (-1 when none).
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core import ALL
from tcgkit.core.effects import (
    PERMANENT, TURN, Choose, CompileError, Condition, Do, Primitive, Selector, Seq, Vocabulary, add_modifier, int_arg,
    mapping_arg,
)
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import ELEMENTS, FACE_DOWN, SET, SHIELD, STRENGTH, TYPES

TARGETS = ("it", "this", "attacker")
TARGET_WORDS = {"it": "it", "this": "this card", "attacker": "the attacking being"}


def target_of(m, ctx, which: str) -> int:
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


def _target_arg(value, where: str) -> str:
    if value not in TARGETS:
        raise CompileError(f"{where}: expected one of {', '.join(TARGETS)}, got {value!r}")
    return value


# ---------------------------------------------------------------------------------------------- primitives


class SbPrimitive(Primitive):
    """A Soulbound primitive: :meth:`possible` says whether resolving it now could change anything (option
    ``activation_needs_a_target``)."""

    def possible(self, m, ctx, *args) -> bool:
        return True


class BarePrimitive(SbPrimitive):
    """A primitive written as a bare name in card data (``- fuse``), without a value."""

    takes_value = False

    def compile(self, value, where):
        return ()


class Draw(SbPrimitive):
    name, tags = "draw", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 5),)

    def describe(self, n):
        return "draw a card" if n == 1 else f"draw {n} cards"

    def resolve(self, m, ctx, n):
        from tcgkit.games.soulbound_arkana.turn import draw

        for _ in range(n):
            draw(m, ctx.controller)


class GainBP(SbPrimitive):
    name, tags = "gain_bp", frozenset({"heal"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 8000),)

    def describe(self, n):
        return f"gain {n} bond points"

    def resolve(self, m, ctx, n):
        field.gain_bp(m, ctx.controller, n)


class Burn(SbPrimitive):
    name, tags = "burn", frozenset({"burn"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 8000),)

    def describe(self, n):
        return f"each opponent loses {n} bond points"

    def resolve(self, m, ctx, n):
        for q in m.living_opponents(ctx.controller):
            field.lose_bp(m, q, n)


class GainSP(SbPrimitive):
    name, tags = "gain_sp", frozenset({"resource"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 10),)

    def describe(self, n):
        return f"gain {n} soul points"

    def resolve(self, m, ctx, n):
        m.sp[ctx.controller] += n
        m.emit("sp", ALL, player=ctx.controller, amount=n, sp=m.sp[ctx.controller])


class Destroy(SbPrimitive):
    name, tags = "destroy", frozenset({"removal"})

    def compile(self, value, where):
        return (_target_arg(value, where),)

    def describe(self, which):
        return f"destroy {TARGET_WORDS[which]}"

    def possible(self, m, ctx, which):
        return which != "attacker" or target_of(m, ctx, which) >= 0

    def resolve(self, m, ctx, which):
        u = target_of(m, ctx, which)
        if u >= 0:
            field.destroy(m, u, ctx.source)


class Exile(SbPrimitive):
    name, tags = "exile", frozenset({"removal"})

    def compile(self, value, where):
        return (_target_arg(value, where),)

    def describe(self, which):
        return f"exile {TARGET_WORDS[which]}"

    def resolve(self, m, ctx, which):
        u = target_of(m, ctx, which)
        if u >= 0:
            field.exile(m, u)


class Boost(SbPrimitive):
    """Strength and/or shield change of a being, until the end of the turn or while it stays."""

    name, tags = "boost", frozenset({"buff"})
    UNTIL = {"end_of_turn": TURN, "leaves": PERMANENT}

    def compile(self, value, where):
        v = mapping_arg(value, where, (), ("strength", "shield", "to", "until"))
        s = int_arg(v.get("strength", 0), where + ".strength", -5000, 5000)
        h = int_arg(v.get("shield", 0), where + ".shield", -5000, 5000)
        if not s and not h:
            raise CompileError(f"{where}: give strength and/or shield (a change other than 0)")
        to = _target_arg(v.get("to", "this"), where + ".to")
        until = v.get("until", "end_of_turn")
        if until not in self.UNTIL:
            raise CompileError(f"{where}.until: expected end_of_turn or leaves, got {until!r}")
        return s, h, to, until

    def describe(self, s, h, to, until):
        parts = [f"{s:+d} strength" if s else "", f"{h:+d} shield" if h else ""]
        when = "until the end of the turn" if until == "end_of_turn" else "while it stays on the field"
        return f"{TARGET_WORDS[to]} gets {' and '.join(p for p in parts if p)} {when}"

    def resolve(self, m, ctx, s, h, to, until):
        u = target_of(m, ctx, to)
        if u < 0 or not field.on_field(m, u):
            return
        dur = self.UNTIL[until]
        if s:
            add_modifier(m, u, "strength", s, dur)
        if h:
            add_modifier(m, u, "shield", h, dur)
        m.emit("boost", ALL, uid=u, strength=s, shield=h)


class NegateAttack(BarePrimitive):
    name, tags = "negate_attack", frozenset({"protect"})

    def describe(self):
        return "negate that attack"

    def possible(self, m, ctx):
        return _answered(m, ctx, "attack") >= 0

    def resolve(self, m, ctx):
        from tcgkit.games.soulbound_arkana.responses import negate

        i = _answered(m, ctx, "attack")
        if i >= 0:
            negate(m, i)


class NegateActivation(BarePrimitive):
    name, tags = "negate_activation", frozenset({"protect"})

    def describe(self):
        return "negate that activation"

    def possible(self, m, ctx):
        return _answered(m, ctx, "activation") >= 0

    def resolve(self, m, ctx):
        from tcgkit.games.soulbound_arkana.responses import negate

        i = _answered(m, ctx, "activation")
        if i >= 0:
            negate(m, i)


def _answered(m, ctx, kind: str) -> int:
    i = (ctx.memo or (-1, -1))[0]
    return i if 0 <= i < len(m.chain) and m.chain[i][0] == kind else -1


class Lock(SbPrimitive):
    name, tags = "lock", frozenset({"control"})

    def compile(self, value, where):
        if value != "it":
            raise CompileError(f"{where}: lock takes 'it' (the chosen being), got {value!r}")
        return ()

    def describe(self):
        return "it cannot attack or change mode while this card stays"

    def resolve(self, m, ctx):
        if ctx.it >= 0 and field.on_field(m, ctx.it) and field.in_play(m, ctx.source):
            m.locks.append((ctx.source, ctx.it))
            m.emit("lock", ALL, uid=ctx.it, source=ctx.source)


class Fuse(BarePrimitive):
    name, tags = "fuse", frozenset({"special"})

    def describe(self):
        return "perform one fusion"

    def possible(self, m, ctx):
        from tcgkit.games.soulbound_arkana.special import fusion_choices

        return bool(fusion_choices(m, ctx.controller, ctx.source))

    def resolve(self, m, ctx):
        from tcgkit.games.soulbound_arkana.special import offer_fusion

        offer_fusion(m, ctx.controller, ctx.source)


class BindThis(SbPrimitive):
    name, tags = "bind_this", frozenset({"recursion"})

    def compile(self, value, where):
        if value not in ("strength", "face_down"):
            raise CompileError(f"{where}: expected strength or face_down, got {value!r}")
        return (STRENGTH if value == "strength" else FACE_DOWN,)

    def describe(self, pos):
        return "bind this card " + ("in strength mode" if pos == STRENGTH else "face down in shield mode")

    def possible(self, m, ctx, pos):
        return field.free_being_zones(m, ctx.controller) > 0

    def resolve(self, m, ctx, pos):
        from tcgkit.games.soulbound_arkana.binding import place_being

        u = ctx.this
        if u >= 0 and not field.in_play(m, u) and field.free_being_zones(m, ctx.controller) > 0:
            place_being(m, u, pos, "ability")


class ExtraBinding(SbPrimitive):
    name, tags = "extra_binding", frozenset({"tempo"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 3),)

    def describe(self, n):
        return "you may make one more normal binding this turn" if n == 1 else \
            f"you may make {n} more normal bindings this turn"

    def resolve(self, m, ctx, n):
        m.bindings_left += n


PRIMITIVES = (Draw(), GainBP(), Burn(), GainSP(), Destroy(), Exile(), Boost(), NegateAttack(), NegateActivation(),
              Lock(), Fuse(), BindThis(), ExtraBinding())


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

    def scope(self, m, ctx):
        zones = getattr(m.zid, self.zone)
        c = ctx.controller
        team = m.team_of[c]
        side = self.side
        out = []
        for p in range(m.n_players):
            if (m.out >> p) & 1:
                continue
            if side == "own" and p != c or side == "enemy" and m.team_of[p] == team \
                    or side == "friendly" and m.team_of[p] != team:
                continue
            out.append(zones[p])
        return out

    def test(self, m, ctx, uid):
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
        d = m.card_def[uid]
        if self.element and d.element != self.element or self.type and d.type != self.type \
                or self.name and d.name != self.name:
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

    def holds(self, m, ctx):
        a = target_of(m, ctx, "attacker")
        return a >= 0 and field.on_field(m, a) and field.strength(m, a) <= self.n

    def describe(self):
        return f"the attacking being has strength {self.n} or less"


@dataclass(frozen=True, slots=True)
class ThisInMode(Condition):
    """This being is face up on the field in ``mode`` (net beings: rules §10.18)."""

    mode: str

    def holds(self, m, ctx):
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

    def holds(self, m, ctx):
        return m.bp[ctx.controller] <= self.n

    def describe(self):
        return f"you have {self.n} bond points or less"


@dataclass(frozen=True, slots=True)
class HandAtLeast(Condition):
    n: int

    def holds(self, m, ctx):
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


class SoulboundVocabulary(Vocabulary):
    """The vocabulary with this game's phrasing."""

    def phrase_choose(self, selector: str, then: str, optional: bool) -> str:
        art = "" if selector.startswith(("your", "an opponent", "a ", "an ")) else \
            ("an " if selector[:1] in "aeiou" else "a ")
        return f"{'you may ' if optional else ''}choose {art}{selector}: {then}"

    def phrase_for_each(self, selector: str, body: str) -> str:
        return f"for each {selector}: {body}"


VOCAB = SoulboundVocabulary(PRIMITIVES, read_selector, read_condition)


def can_resolve(m, node, ctx) -> bool:
    """Whether resolving ``node`` now could change anything: every top-level part that is a primitive is
    :meth:`~SbPrimitive.possible`, and every obligatory choice has a card to choose (option
    ``activation_needs_a_target``)."""
    parts = node.parts if isinstance(node, Seq) else (node,)
    for part in parts:
        if isinstance(part, Do):
            if not part.primitive.possible(m, ctx, *part.args):
                return False
        elif isinstance(part, Choose) and not part.optional:
            if not part.selector.candidates(m, ctx):
                return False
    return True


__all__ = ["VOCAB", "Cards", "PRIMITIVES", "can_resolve", "read_condition", "read_selector", "target_of", "SET"]
