"""Effect nodes: a card's effect as a small frozen tree, resolved as frames of the match.

An effect is built from the combinators here and the game's primitives (:mod:`.primitives`):

* :class:`Seq` — its parts in order (a YAML list);
* :class:`Choose` — a player picks a card a :class:`~.selectors.Selector` admits (``("target", uid)``; with
  ``optional`` also ``("decline",)``), then ``then`` runs with that card as ``ctx.it``; no legal card: nothing;
* :class:`If` — ``then`` or ``otherwise`` by a :class:`~.conditions.Condition`;
* :class:`May` — a "you may": ``("yes",)`` / ``("no",)``;
* :class:`ForEach` — ``body`` once per card a selector admits (fixed when it starts), each as ``ctx.it``;
* :class:`Repeat` — ``body`` a number of times;
* :class:`Do` — one primitive with its compiled arguments.

Every node is frozen and hashable, so effects are shared by all clones and sit inside frames at no cost. Resolution
is frames (``(rule, *args)``, see :mod:`tcgkit.core.match`), so an effect can stop for a decision anywhere and a
match clones mid-effect. Between the parts of a :class:`Seq` the match's :meth:`effect_checkpoint` runs (rules
management, e.g. a player who has decked out loses before the next part: rules/gundam.md §1.10 ruling 4).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from tcgkit.core.zones import ALL

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.conditions import Condition
    from tcgkit.core.effects.primitives import Primitive
    from tcgkit.core.effects.vocabulary import Vocabulary
    from tcgkit.core.effects.selectors import Selector
    from tcgkit.core.match import Match


class Ctx(NamedTuple):
    """What an effect speaks of while it resolves.

    Attributes:
        controller: the player who controls the effect ("you").
        source: the card whose effect it is (uid), -1 for rules effects.
        this: the card the effect calls "this card"/"this unit" (a paired pilot speaks for its unit), -1 if none.
        it: the card chosen by the enclosing :class:`Choose` or :class:`ForEach`, -1 if none.
        memo: game data fixed when the effect started (e.g. a last-known paired pilot, an amount), any immutable.
    """

    controller: int
    source: int = -1
    this: int = -1
    it: int = -1
    memo: Any = None

    def with_it(self, it: int) -> "Ctx":
        """This context speaking of ``it`` (``_replace(it=it)`` without its keyword machinery)."""
        return _tuple_new(type(self), (self[0], self[1], self[2], it, self[4]))


_tuple_new = tuple.__new__


def _new_ctx(cls: type, controller: int, source: int = -1, this: int = -1, it: int = -1, memo: Any = None) -> Ctx:
    return _tuple_new(cls, (controller, source, this, it, memo))


# ``Ctx(...)`` through a function of this module: the ``__new__`` that ``collections`` writes is evaluated from a
# string at run time, so it runs in the interpreter even in the compiled build, where a random playout of an effect-
# heavy game paid hundreds of interpreted calls for it (issue 18 item 5). Same signature, same result.
Ctx.__new__ = staticmethod(_new_ctx)  # type: ignore[method-assign]

try:  # the compiled build builds it in C, with _new_ctx as the reference (tcgkit/core/effects/ctxnew.pyx)
    from tcgkit.core.effects.ctxnew import new_function
except ImportError:  # pure Python (TCGKIT_PURE_PYTHON=1), a stale build, or none: _new_ctx
    pass
else:
    Ctx.__new__ = staticmethod(new_function(Ctx, _new_ctx))  # type: ignore[method-assign]


class Node:
    """Base of every effect node: resolves itself as frames, describes itself, tells its tags.

    Class attributes:
        chooses: the node asks its controller to choose cards its ``selector`` admits (:class:`Choose`, a game's
            choice of several): a rule may ask the selector whether there is a card to choose at all.
    """

    __slots__ = ()
    chooses: ClassVar[bool] = False

    def run(self, m: "Match", ctx: Ctx) -> None:  # pragma: no cover - every node overrides it
        raise NotImplementedError

    def describe(self, vocab: "Vocabulary") -> str:  # pragma: no cover
        raise NotImplementedError

    def tags(self) -> frozenset[str]:
        """What the effect does, for agents and card lists (``removal``, ``draw``, ``buff`` …): its primitives'."""
        return frozenset()

    def walk(self):
        """This node and every node below it, depth first."""
        yield self


@dataclass(frozen=True, slots=True)
class Seq(Node):
    """Parts resolved in order (rules/gundam.md §1.7 "in the order written")."""

    parts: tuple[Node, ...]

    def run(self, m: "Match", ctx: Ctx) -> None:
        m.then((seq_step, self.parts, 0, ctx))

    def describe(self, vocab: "Vocabulary") -> str:
        return vocab.phrase_seq([p.describe(vocab) for p in self.parts])

    def tags(self) -> frozenset[str]:
        return frozenset().union(*(p.tags() for p in self.parts)) if self.parts else frozenset()

    def walk(self):
        yield self
        for p in self.parts:
            yield from p.walk()


@dataclass(frozen=True, slots=True)
class Do(Node):
    """One primitive applied with its compiled arguments."""

    primitive: "Primitive"
    args: tuple = ()

    def run(self, m: "Match", ctx: Ctx) -> None:
        self.primitive.resolve(m, ctx, *self.args)

    def describe(self, vocab: "Vocabulary") -> str:
        return self.primitive.describe(*self.args)

    def tags(self) -> frozenset[str]:
        return self.primitive.tags


@dataclass(frozen=True, slots=True)
class Choose(Node):
    """The controller picks one card the selector admits; ``then`` runs with it as ``ctx.it``.

    Attributes:
        selector: which cards may be chosen (none: this part does nothing, rules/gundam.md §1.7).
        then: what happens to the chosen card.
        optional: the controller may decline (``("decline",)``).
        kind: the decision kind (``"target"``).
    """

    selector: "Selector"
    then: Node
    optional: bool = False
    kind: str = "target"
    chooses: ClassVar[bool] = True

    def run(self, m: "Match", ctx: Ctx) -> None:
        cands = self.selector.candidates(m, ctx)
        if not cands:
            return
        acts = [("target", u) for u in cands]
        if self.optional:
            acts.append(("decline",))
        m.ask(ctx.controller, self.kind, acts, (chosen, self, ctx), {"source": ctx.source})

    def describe(self, vocab: "Vocabulary") -> str:
        return vocab.phrase_choose(self.selector.describe(), self.then.describe(vocab), self.optional)

    def tags(self) -> frozenset[str]:
        return self.then.tags()

    def walk(self):
        yield self
        yield from self.then.walk()


@dataclass(frozen=True, slots=True)
class If(Node):
    """``then`` if the condition holds when this part resolves, else ``otherwise`` (may be ``None``)."""

    cond: "Condition"
    then: Node
    otherwise: Node | None = None

    def run(self, m: "Match", ctx: Ctx) -> None:
        body = self.then if self.cond.holds(m, ctx) else self.otherwise
        if body is not None:
            body.run(m, ctx)

    def describe(self, vocab: "Vocabulary") -> str:
        other = self.otherwise.describe(vocab) if self.otherwise is not None else None
        return vocab.phrase_if(self.cond.describe(), self.then.describe(vocab), other)

    def tags(self) -> frozenset[str]:
        t = self.then.tags()
        return t | self.otherwise.tags() if self.otherwise is not None else t

    def walk(self):
        yield self
        yield from self.then.walk()
        if self.otherwise is not None:
            yield from self.otherwise.walk()


class _WithBody(Node):
    """A combinator around one ``body`` node: its tags and its walk are the body's."""

    __slots__ = ()

    def tags(self) -> frozenset[str]:
        return self.body.tags()

    def walk(self):
        yield self
        yield from self.body.walk()


@dataclass(frozen=True, slots=True)
class May(_WithBody):
    """A "you may": the controller answers ``("yes",)`` or ``("no",)``; ``body`` runs on yes."""

    body: Node

    def run(self, m: "Match", ctx: Ctx) -> None:
        m.ask(ctx.controller, "optional", (("yes",), ("no",)), (may_answer, self, ctx), {"source": ctx.source})

    def describe(self, vocab: "Vocabulary") -> str:
        return vocab.phrase_may(self.body.describe(vocab))


@dataclass(frozen=True, slots=True)
class ForEach(_WithBody):
    """``body`` once per card the selector admits when this part starts, in the selector's order."""

    selector: "Selector"
    body: Node

    def run(self, m: "Match", ctx: Ctx) -> None:
        cands = tuple(self.selector.candidates(m, ctx))
        if cands:
            m.then((for_each_step, self.body, cands, 0, ctx))

    def describe(self, vocab: "Vocabulary") -> str:
        return vocab.phrase_for_each(self.selector.describe(), self.body.describe(vocab))


@dataclass(frozen=True, slots=True)
class Repeat(_WithBody):
    """``body`` ``times`` times (an int, or an :class:`Amount` read when this part starts)."""

    times: Any
    body: Node

    def run(self, m: "Match", ctx: Ctx) -> None:
        n = self.times if isinstance(self.times, int) else self.times.of(m, ctx)
        if n > 0:
            m.then((repeat_step, self.body, n, ctx))

    def describe(self, vocab: "Vocabulary") -> str:
        times = self.times if isinstance(self.times, int) else self.times.describe()
        return vocab.phrase_repeat(times, self.body.describe(vocab))


class Amount:
    """A number read while an effect resolves (e.g. "X, the number of your units"). Games subclass it."""

    __slots__ = ()

    def of(self, m: "Match", ctx: Ctx) -> int:  # pragma: no cover
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover
        raise NotImplementedError


def run_effect(m: "Match", node: Node, ctx: Ctx) -> None:
    """Schedule ``node`` to resolve for ``ctx`` (a frame: it runs when the stack reaches it)."""
    m.then((resolve_node, node, ctx))


# ---------------------------------------------------------------------------------------- the frames (rules)


def resolve_node(m: "Match", node: Node, ctx: Ctx) -> None:
    """Frame: resolve one node."""
    node.run(m, ctx)


def seq_step(m: "Match", parts: tuple, i: int, ctx: Ctx) -> None:
    """Frame: rules management, then part ``i`` of a sequence (the next part is scheduled first, so whatever part
    ``i`` schedules resolves before it)."""
    if m.effect_checkpoint():
        return
    if i >= len(parts):
        return
    m.then((seq_step, parts, i + 1, ctx))
    parts[i].run(m, ctx)


def chosen(m: "Match", action: tuple, node: Choose, ctx: Ctx) -> None:
    """Resume of :class:`Choose`: the chosen card becomes ``ctx.it`` (a decline ends this part)."""
    if action[0] == "target":
        emit_target(m, ctx, action[1])
        node.then.run(m, ctx.with_it(action[1]))


def emit_target(m: "Match", ctx: Ctx, uid: int) -> None:
    """The ``target`` event of a card an effect chose, naming it only to those who see it where it is.

    A card chosen from a hand or a deck is told to its viewers, and the others read that a card was chosen
    (``emit_secret``); whatever the effect then does with it (a deploy, a discard) shows it in its own event.
    Games whose effects choose outside :class:`Choose` (several cards, any number) call this too."""
    seen = m.seen_mask(uid)
    if seen == ALL:
        m.emit("target", ALL, player=ctx.controller, source=ctx.source, uid=uid)
    else:
        public = {"player": ctx.controller, "source": ctx.source}
        m.emit_secret(seen, "target", public, {**public, "uid": uid})


def may_answer(m: "Match", action: tuple, node: May, ctx: Ctx) -> None:
    """Resume of :class:`May`."""
    if action[0] == "yes":
        node.body.run(m, ctx)


def for_each_step(m: "Match", body: Node, cards: tuple, i: int, ctx: Ctx) -> None:
    """Frame: ``body`` for card ``i`` of a :class:`ForEach`."""
    if i + 1 < len(cards):
        m.then((for_each_step, body, cards, i + 1, ctx))
    body.run(m, ctx.with_it(cards[i]))


def repeat_step(m: "Match", body: Node, left: int, ctx: Ctx) -> None:
    """Frame: one more round of a :class:`Repeat`."""
    if left > 1:
        m.then((repeat_step, body, left - 1, ctx))
    body.run(m, ctx)
