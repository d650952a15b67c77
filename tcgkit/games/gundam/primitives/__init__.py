"""Gundam's effect primitives: each thing a card can do is one :class:`~tcgkit.core.effects.Primitive` holding its
schema (``compile``), its words (``describe``), its rules (``resolve``) and its tags; :data:`VOCAB` reads card data
(cards/effects.yaml) into core effect trees with them, the selector atom and the conditions
(:mod:`tcgkit.games.gundam.selectors`).

Targets ``T`` of a primitive: ``it`` (the card chosen by the enclosing ``choose``), ``self`` (this Unit: the card, or
the Unit a Pilot is paired with), ``pilot`` (this Unit's paired Pilot, last-known for 【Destroyed】). Durations:
``permanent`` (while it stays in play), ``turn``, ``battle``. They live by what they act on (:mod:`.hand`,
:mod:`.units`, :mod:`.modifiers`, :mod:`.deploy`; the later sets' :mod:`.cards` and :mod:`.combat`); adding one is a
subclass there, listed in that module's ``PRIMITIVES``, used in card data, with a test (docs/contributing.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.effects import (
    TURN, Choose, CompileError, Ctx, Do, Node, Primitive, Seq, Vocabulary, emit_target, fire, int_arg,
)
from tcgkit.core.effects.nodes import for_each_step
from tcgkit.games.gundam.abilities import COSTS
from tcgkit.games.gundam.amounts import read_amount
from tcgkit.games.gundam.conditions import read_condition
from tcgkit.games.gundam.battle_triggers import BATTLE_TIMINGS
from tcgkit.games.gundam.counted_statics import COUNTED_KINDS
from tcgkit.games.gundam.damage_statics import DAMAGE_KINDS
from tcgkit.games.gundam.effect_triggers import EFFECT_TIMINGS
from tcgkit.games.gundam.primitives import cards, combat, deploy, hand, modifiers, units
from tcgkit.games.gundam.primitives.delayed import read_delayed
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.selectors import Cards, FriendlyCards
from tcgkit.games.gundam.statics import KINDS, describe_statics
from tcgkit.games.gundam.triggers import TIMINGS, WINDOWS

@dataclass(frozen=True, slots=True)
class ChooseMany(Node):
    """"Choose 1 to N" / "choose N": the controller picks up to ``most`` different cards the selector admits, one
    decision each (``decline`` once ``least`` are picked, or all there are); then ``then`` runs for each picked card
    as ``it``, in the order picked."""

    selector: Any
    most: int
    least: int
    then: Node
    chooses: ClassVar[bool] = True

    def run(self, m: GundamMatch, ctx: Ctx) -> None:
        m.then((choose_next, self, ctx, ()))

    def describe(self, vocab) -> str:
        n = f"up to {self.most}" if self.least < self.most else str(self.most)
        return f"choose {n} {self.selector.plural()}: {self.then.describe(vocab)} (each)"

    def tags(self) -> frozenset[str]:
        return self.then.tags()

    def walk(self):
        yield self
        yield from self.then.walk()


def choose_next(m: GundamMatch, node: ChooseMany, ctx: Ctx, picked: tuple) -> None:
    """Frame: the next pick of a :class:`ChooseMany`, or the effect on the picked cards."""
    cands = [u for u in node.selector.candidates(m, ctx) if u not in picked] if len(picked) < node.most else []
    if not cands:
        if picked:
            m.then((for_each_step, node.then, picked, 0, ctx))
        return
    acts = [("target", u) for u in cands]
    if len(picked) >= node.least:
        acts.append(("decline",))
    m.ask(ctx.controller, "target", acts, (picked_one, node, ctx, picked), {"source": ctx.source})


def picked_one(m: GundamMatch, action: tuple, node: ChooseMany, ctx: Ctx, picked: tuple) -> None:
    if action[0] == "decline":
        if picked:
            m.then((for_each_step, node.then, picked, 0, ctx))
        return
    emit_target(m, ctx, action[1])
    m.then((choose_next, node, ctx, picked + (action[1],)))


@dataclass(frozen=True, slots=True)
class ChooseOne(Node):
    """A modal effect: the controller picks one of the ``options`` (``("mode", i)``) and it resolves."""

    options: tuple

    def run(self, m: GundamMatch, ctx: Ctx) -> None:
        m.ask(ctx.controller, "choose_mode", [("mode", i) for i in range(len(self.options))],
              (mode_chosen, self, ctx), {"source": ctx.source})

    def describe(self, vocab) -> str:
        return "choose one: " + "; or ".join(o.describe(vocab) for o in self.options)

    def tags(self) -> frozenset[str]:
        return frozenset().union(*(o.tags() for o in self.options))

    def walk(self):
        yield self
        for o in self.options:
            yield from o.walk()


def mode_chosen(m: GundamMatch, action: tuple, node: ChooseOne, ctx: Ctx) -> None:
    node.options[action[1]].run(m, ctx)


class GundamVocabulary(Vocabulary):
    """The core combinators with Gundam's wording ("if …: …") and its error words ("unknown step"), plus three of
    Gundam's own: ``choose`` with ``up_to: N`` or ``count: N`` (:class:`ChooseMany`), ``choose_one: [[…], […]]``
    (:class:`ChooseOne`) and ``delayed_trigger: {…}`` (:class:`~.delayed.DelayedTrigger`)."""

    def _part(self, spec: Any, where: str):
        if isinstance(spec, dict) and "choose" in spec and ("up_to" in spec or "count" in spec):
            self._only(spec, ("choose", "then", "up_to", "count"), where)
            most = int_arg(spec.get("up_to", spec.get("count")), f"{where}.up_to", 1, 60)
            least = 1 if "up_to" in spec else most
            return ChooseMany(self.selector(spec["choose"], f"{where}.choose"), most, least,
                              self.compile(spec.get("then"), f"{where}.then"))
        if isinstance(spec, dict) and "delayed_trigger" in spec:
            self._only(spec, ("delayed_trigger",), where)
            return read_delayed(self, spec["delayed_trigger"], f"{where}.delayed_trigger")
        if isinstance(spec, dict) and "choose_one" in spec:
            self._only(spec, ("choose_one",), where)
            opts = spec["choose_one"]
            if not isinstance(opts, list) or len(opts) < 2:
                raise CompileError(f"{where}.choose_one: a list of at least two options")
            return ChooseOne(tuple(self.compile(o, f"{where}.choose_one[{i}]") for i, o in enumerate(opts)))
        if isinstance(spec, str) and spec not in self.primitives:
            raise CompileError(f"{where}: unknown step {spec!r} (known: {', '.join(sorted(self.primitives))})")
        if isinstance(spec, dict) and len(spec) == 1:
            (key,) = spec
            if key not in self.primitives and key not in self.COMBINATOR_KEYS:
                raise CompileError(f"{where}: unknown step {key!r} (known: {', '.join(sorted(self.primitives))})")
        return Vocabulary._part(self, spec, where)

    def phrase_if(self, cond: str, then: str, otherwise: str | None) -> str:
        return f"if {cond}: {then}" + (f"; otherwise {otherwise}" if otherwise else "")

    def phrase_for_each(self, selector: str, body: str) -> str:
        for article in ("a ", "an "):
            if selector.startswith(article):
                selector = selector[len(article):]
        return f"for each {selector}: {body}"

    def scope(self, spec: Any, where: str):
        """The ``to:`` of a static ability: ``friendly_units`` (every Unit of yours), or a selector."""
        return _FRIENDLY if spec == "friendly_units" else read_selector(spec, where)

    def phrase_static(self, ability) -> str:
        """"While paired, your units get AP+1."; "This unit has <Blocker>."; "your (Trait) units" for a selector
        of your cards, "friendly (Trait) units" for one that takes in a teammate's (rules/gundam.md §1.8)."""
        scope = ability.statics[0].scope
        if scope is None or isinstance(scope, FriendlyCards):
            who = "this unit" if scope is None else "your units"
        else:
            text = scope.text().replace("unit", "units", 1)
            who = "your " + text.replace(" of yours", "") if scope.side == "your" else text
        text = "; ".join(describe_statics(ability.statics, who))
        c = ability.cond.describe() if ability.cond is not None else ""
        c = c[len("while "):] if c.startswith("while ") else c  # "while linked" under "While …," once
        return f"While {c}, {text}." if c else text[0].upper() + text[1:] + "."


_FRIENDLY = FriendlyCards()

VOCAB = GundamVocabulary(
    hand.PRIMITIVES + units.PRIMITIVES + modifiers.PRIMITIVES + deploy.PRIMITIVES + cards.PRIMITIVES
    + combat.PRIMITIVES,
    read_selector,
    lambda spec, where: read_condition(spec, where, VOCAB.condition),
    lambda spec, where: read_amount(spec, where, 0, 60),
    triggers=TIMINGS + EFFECT_TIMINGS + BATTLE_TIMINGS, windows=WINDOWS, statics=KINDS + DAMAGE_KINDS + COUNTED_KINDS,
    costs=COSTS, zones=("hand", "shield_area", "trash"),
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


MODIFY = VOCAB.primitives["modify"]


class SupportDone(Primitive):
    """Not for card data: the end of a <Support>, where cards reacting to it (``support_used``) wait."""

    name, tags = "support_done", frozenset()

    def describe(self, *args):
        return ""

    def resolve(self, m: GundamMatch, ctx):
        fire(m, "support_used", ctx.this, ctx.it)


_SUPPORT_DONE = SupportDone()


@lru_cache(maxsize=None)
def support_effect(n: int) -> Seq:
    """<Support N> (rules/gundam.md §1.6): another friendly Unit gets AP+N this turn."""
    return Seq((Choose(Cards(side="friendly", other=True), Seq((Do(MODIFY, (n, 0, "it", TURN)),
                                                                Do(_SUPPORT_DONE, ())))),))
