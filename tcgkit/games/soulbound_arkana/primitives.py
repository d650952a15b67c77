"""The effect vocabulary of Soulbound Ærkana: each thing a card does is one :class:`Primitive` (schema, words,
rules, tags); the selector and condition atoms are in :mod:`.selectors`. Card data (cards/*.yaml) is compiled by
:data:`VOCAB`; every card's rules text is rendered from it (docs/games/soulbound_arkana.md#effect-vocabulary).

Every effect resolves with a :class:`~tcgkit.core.effects.Ctx` whose ``memo`` is ``(answered, attacker)``: the index
on the response stack of the item a seal answers, and the attacking being an effect may speak of (-1 when none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING


from tcgkit.core import ALL
from tcgkit.core.effects import (
    PERMANENT, TURN, CompileError, Primitive, Vocabulary, add_modifier, int_arg, mapping_arg,
)
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.binding import place_being
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, STRENGTH
from tcgkit.games.soulbound_arkana.costs import COSTS
from tcgkit.games.soulbound_arkana.responses import negate
from tcgkit.games.soulbound_arkana.special import fusion_choices, fusion_price, offer_fusion
from tcgkit.games.soulbound_arkana.statics import STATICS
from tcgkit.games.soulbound_arkana.triggers import FLOW, TIMINGS, WINDOWS
from tcgkit.games.soulbound_arkana.turn import draw
from tcgkit.games.soulbound_arkana.selectors import (
    TARGET_WORDS, read_condition, read_selector, target_arg, target_of,
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

# ---------------------------------------------------------------------------------------------- primitives


class SbPrimitive(Primitive):
    """A Soulbound primitive: :meth:`possible` says whether resolving it now could change anything (option
    ``activation_needs_a_target``)."""

    def possible(self, m: "SoulboundMatch", ctx, *args) -> bool:
        return True

    def price(self, m: "SoulboundMatch") -> int:
        """Soul points resolving this part spends besides the activation's own cost (default none)."""
        return 0


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

    def resolve(self, m: "SoulboundMatch", ctx, n):
        for _ in range(n):
            draw(m, ctx.controller)


class GainBP(SbPrimitive):
    name, tags = "gain_bp", frozenset({"heal"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 8000),)

    def describe(self, n):
        return f"gain {n} bond points"

    def resolve(self, m: "SoulboundMatch", ctx, n):
        field.gain_bp(m, ctx.controller, n)


class Burn(SbPrimitive):
    name, tags = "burn", frozenset({"burn"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 8000),)

    def describe(self, n):
        return f"each opponent loses {n} bond points"

    def resolve(self, m: "SoulboundMatch", ctx, n):
        for q in m.living_opponents(ctx.controller):
            field.lose_bp(m, q, n)


class GainSP(SbPrimitive):
    name, tags = "gain_sp", frozenset({"resource"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 10),)

    def describe(self, n):
        return f"gain {n} soul points"

    def resolve(self, m: "SoulboundMatch", ctx, n):
        m.sp[ctx.controller] += n
        m.emit("sp", ALL, player=ctx.controller, amount=n, sp=m.sp[ctx.controller])


class Destroy(SbPrimitive):
    name, tags = "destroy", frozenset({"removal"})

    def compile(self, value, where):
        return (target_arg(value, where),)

    def describe(self, which):
        return f"destroy {TARGET_WORDS[which]}"

    def possible(self, m: "SoulboundMatch", ctx, which):
        return which != "attacker" or target_of(m, ctx, which) >= 0

    def resolve(self, m: "SoulboundMatch", ctx, which):
        u = target_of(m, ctx, which)
        if u >= 0:
            field.destroy(m, u, ctx.source)


class Exile(SbPrimitive):
    name, tags = "exile", frozenset({"removal"})

    def compile(self, value, where):
        return (target_arg(value, where),)

    def describe(self, which):
        return f"exile {TARGET_WORDS[which]}"

    def resolve(self, m: "SoulboundMatch", ctx, which):
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
        to = target_arg(v.get("to", "this"), where + ".to")
        until = v.get("until", "end_of_turn")
        if until not in self.UNTIL:
            raise CompileError(f"{where}.until: expected end_of_turn or leaves, got {until!r}")
        return s, h, to, until

    def describe(self, s, h, to, until):
        parts = [f"{s:+d} strength" if s else "", f"{h:+d} shield" if h else ""]
        when = "until the end of the turn" if until == "end_of_turn" else "while it stays on the field"
        return f"{TARGET_WORDS[to]} gets {' and '.join(p for p in parts if p)} {when}"

    def resolve(self, m: "SoulboundMatch", ctx, s, h, to, until):
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

    def possible(self, m: "SoulboundMatch", ctx):
        return _answered(m, ctx, "attack") >= 0

    def resolve(self, m: "SoulboundMatch", ctx):
        i = _answered(m, ctx, "attack")
        if i >= 0:
            negate(m, i)


class NegateActivation(BarePrimitive):
    name, tags = "negate_activation", frozenset({"protect"})

    def describe(self):
        return "negate that activation"

    def possible(self, m: "SoulboundMatch", ctx):
        return _answered(m, ctx, "activation") >= 0

    def resolve(self, m: "SoulboundMatch", ctx):
        i = _answered(m, ctx, "activation")
        if i >= 0:
            negate(m, i)


def _answered(m: "SoulboundMatch", ctx, kind: str) -> int:
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

    def resolve(self, m: "SoulboundMatch", ctx):
        if ctx.it >= 0 and field.on_field(m, ctx.it) and field.in_play(m, ctx.source):
            m.locks.append((ctx.source, ctx.it))
            m.emit("lock", ALL, uid=ctx.it, source=ctx.source)


class Fuse(BarePrimitive):
    name, tags = "fuse", frozenset({"special"})

    def describe(self):
        return "perform one fusion"

    def possible(self, m: "SoulboundMatch", ctx):
        return bool(fusion_choices(m, ctx.controller, ctx.source))

    def price(self, m: "SoulboundMatch"):
        return fusion_price(m)

    def resolve(self, m: "SoulboundMatch", ctx):
        offer_fusion(m, ctx.controller, ctx.source)


class BindThis(SbPrimitive):
    name, tags = "bind_this", frozenset({"recursion"})

    def compile(self, value, where):
        if value not in ("strength", "face_down"):
            raise CompileError(f"{where}: expected strength or face_down, got {value!r}")
        return (STRENGTH if value == "strength" else FACE_DOWN,)

    def describe(self, pos):
        return "bind this card " + ("in strength mode" if pos == STRENGTH else "face down in shield mode")

    def possible(self, m: "SoulboundMatch", ctx, pos):
        return field.free_being_zones(m, ctx.controller) > 0

    def resolve(self, m: "SoulboundMatch", ctx, pos):
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

    def resolve(self, m: "SoulboundMatch", ctx, n):
        m.bindings_left += n


PRIMITIVES = (Draw(), GainBP(), Burn(), GainSP(), Destroy(), Exile(), Boost(), NegateAttack(), NegateActivation(),
              Lock(), Fuse(), BindThis(), ExtraBinding())


class SoulboundVocabulary(Vocabulary):
    """The vocabulary with this game's phrasing."""

    def phrase_choose(self, selector: str, then: str, optional: bool) -> str:
        art = "" if selector.startswith(("your", "an opponent", "a ", "an ")) else \
            ("an " if selector[:1] in "aeiou" else "a ")
        return f"{'you may ' if optional else ''}choose {art}{selector}: {then}"

    def phrase_for_each(self, selector: str, body: str) -> str:
        return f"for each {selector}: {body}"


VOCAB = SoulboundVocabulary(PRIMITIVES, read_selector, read_condition, triggers=TIMINGS, windows=WINDOWS,
                            statics=STATICS, costs=COSTS, zones=(FLOW,))
"""The card language: primitives here, timings and windows (:mod:`.triggers`), static kinds (:mod:`.statics`),
cost kinds (:mod:`.costs`)."""


__all__ = ["PRIMITIVES", "VOCAB"]
