"""Continuous effects and keywords as objects: :class:`StaticKind` (Forge's static-ability modes as classes).

A **static kind** is one object holding everything about one continuous effect or keyword a card may have:

* ``name`` — its key in card data (``static: {ap: 1}``, ``keywords: {blocker: 1}``);
* :meth:`StaticKind.compile` — check the value in card data (the schema);
* :meth:`StaticKind.describe` — the words, for a card (``who``: "this unit", "your units" …);
* :meth:`StaticKind.applies` — whether one effect of the kind reaches a card now (default: its scope, its
  condition);
* a **typed reader** the rules call (``AP.total(m, u)``, ``BLOCKER.value(m, u)``, ``CANT_ATTACK_PLAYER.holds(m,
  u)``): :class:`Sum`, :class:`Most` and :class:`Flag` read the effects in force, :class:`Keyword` adds what the
  card has printed and what effects granted it for a while;
* ``zone`` — where a card's effect of this kind works from: ``None`` (in play: the match's continuous sources,
  ``m.continuous``) or the game's name of another zone (``"hand"`` for "in your hand this card costs 1 less");
* ``tags`` — for agents and card lists.

A card's static ability compiles to :class:`StaticEffect` records, one per kind it names ("this unit gets AP+1 and
HP+1" gives two); the vocabulary builds them from the shared envelope (``static: {KIND: VALUE …}``, ``to:``, ``if:``,
see :mod:`.envelope`). Readers find a source's effects through its definition's ``abilities``
(:class:`~.abilities.AbilitySet`, indexed by kind once at load) and read them at the moment they are asked, so a
condition ("during your turn") is always current. A hot path may keep a precomputed flag, made from these objects.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from tcgkit.core.effects.modifiers import modifier_total
from tcgkit.core.effects.nodes import Ctx
from tcgkit.core.effects.primitives import int_arg

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.conditions import Condition
    from tcgkit.core.effects.vocabulary import Vocabulary
    from tcgkit.core.effects.selectors import Selector
    from tcgkit.core.match import Match


@dataclass(frozen=True, slots=True, eq=False)
class StaticEffect:
    """One continuous effect of a card: the cards ``scope`` admits (``None``: the card itself, its host) get
    ``kind`` ``value`` while ``cond`` holds.

    Attributes:
        kind: the :class:`StaticKind`.
        value: what its ``compile`` returned (an int for most kinds; a selector for some).
        scope: the cards it reaches, read with the host's owner as controller; ``None``: the host only.
        cond: checked for the host (``ctx.this``); ``None``: always.
    """

    kind: "StaticKind"
    value: Any
    scope: "Selector | None" = None
    cond: "Condition | None" = None

    def holds(self, m: "Match", source: int, host: int) -> bool:
        """Whether its condition holds now (read for the host, "you" being the host's owner)."""
        return self.cond is None or self.cond.holds(m, Ctx(m.card_owner[host], source, host))


class StaticKind:
    """One kind of continuous effect or keyword. Subclass :class:`Sum`, :class:`Most`, :class:`Flag` or
    :class:`Keyword` (they bring the typed reader), set ``name``, implement ``describe``.

    Class attributes:
        name: the key in card data.
        zone: where it works from: ``None`` (in play) or a zone name of the game's vocabulary.
        tags: what it is, for agents.
        keyword: a keyword (printed in a card's ``keywords:``, granted by effects for a while).
    """

    name: ClassVar[str] = ""
    zone: ClassVar[str | None] = None
    tags: ClassVar[frozenset[str]] = frozenset()
    keyword: ClassVar[bool] = False
    events: ClassVar[tuple] = ()
    """Event kinds the rules emit when this kind changes what happens (as :attr:`~.primitives.Primitive.events`)."""

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        """Check the value in card data; default a whole number from -99 to 99 (``vocab`` reads selectors or
        conditions a kind's value may hold, so kinds need not import the game's rules).

        Raises:
            CompileError: the value does not fit (naming ``where``).
        """
        return int_arg(value, where, -99, 99)

    def describe(self, value: Any, who: str) -> str:  # pragma: no cover - every kind overrides it
        """The effect in words for ``who`` ("this unit", "your units" …), e.g. "this unit has <Blocker>"."""
        raise NotImplementedError

    def applies(self, m: "Match", effect: StaticEffect, source: int, host: int, target: int) -> bool:
        """Whether ``effect`` (of ``source``, speaking for ``host``) reaches ``target`` now."""
        ctx = Ctx(m.card_owner[host], source, host)
        if effect.scope is None:
            if target != host:
                return False
        elif not effect.scope.test(m, ctx, target):
            return False
        return effect.cond is None or effect.cond.holds(m, ctx)

    def in_force(self, m: "Match", target: int) -> list:
        """Every effect of this kind in force that reaches ``target`` (from ``m.continuous``), in order. A list, not
        a generator: compiled, a generator is an object made at every call."""
        in_force = m.in_force
        out = []
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                if (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    out.append(e)
        return out

    def __repr__(self) -> str:
        return f"<static {self.name}>"


class Sum(StaticKind):
    """A kind whose values add up (AP+1 and AP+2 make AP+3). Reader: :meth:`total`."""

    def total(self, m: "Match", target: int) -> int:
        """The sum of the values in force on ``target`` (0 when none)."""
        total = 0
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                if (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    total += e.value
        return total

    def totals(self, m: "Match", targets: "Sequence[int]") -> list[int]:
        """:meth:`total` for each of ``targets``, in one pass over the effects in force: each effect's context is
        built and its condition read once, not once per target (a search's evaluation reads a whole board at a
        time). Conditions only read the match, so the sums are the same as :meth:`total`'s.

        Returns:
            one sum per target, in the order given.
        """
        out = [0] * len(targets)
        in_force = m.in_force
        if self not in in_force:
            return out
        if type(self).applies is not StaticKind.applies:  # a kind with its own reach: ask it target by target
            return [self.total(m, t) for t in targets]
        owner = m.card_owner
        for src, host, effects in in_force[self]:
            ctx = None
            for e in effects:
                scope, cond = e.scope, e.cond
                if scope is None:
                    if host not in targets:
                        continue
                    if ctx is None:
                        ctx = Ctx(owner[host], src, host)
                    if cond is None or cond.holds(m, ctx):
                        for i, t in enumerate(targets):
                            if t == host:
                                out[i] += e.value
                    continue
                if ctx is None:
                    ctx = Ctx(owner[host], src, host)
                holds = None
                for i, t in enumerate(targets):
                    if scope.test(m, ctx, t):
                        if holds is None:
                            holds = cond is None or cond.holds(m, ctx)
                            if not holds:
                                break
                        out[i] += e.value
        return out


class Most(StaticKind):
    """A kind where the largest value counts ("may attack active units of Lv N or less"). Reader: :meth:`most`."""

    def most(self, m: "Match", target: int) -> int:
        """The largest value in force on ``target`` (0 when none)."""
        best = 0
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                if e.value > best and (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    best = e.value
        return best


class Flag(StaticKind):
    """A kind that is there or not ("cannot attack the enemy player"). Reader: :meth:`holds`."""

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return int_arg(value, where, 1, 1)

    def holds(self, m: "Match", target: int) -> bool:
        """Whether an effect of this kind reaches ``target`` now."""
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                if (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    return True
        return False


class Keyword(StaticKind):
    """A keyword: printed on cards (a definition's ``keywords``: ``(kind, value)`` pairs), granted by effects for a
    while (modifiers keyed by the keyword's ``name``, :func:`~.modifiers.add_modifier`) and given by continuous
    effects. Reader: :meth:`value`.

    Class attributes:
        additive: its values add up (<Repair 1> and <Repair 2> make <Repair 3>); otherwise a card has it or not
            (the reader returns 1).
        label: how it is printed (``"Blocker"``).
    """

    keyword = True
    additive: ClassVar[bool] = False
    label: ClassVar[str] = ""

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return int_arg(value, where, 1, 99) if self.additive else int_arg(value, where, 1, 1)

    def printed(self, m: "Match", uid: int) -> int:
        """What the card itself has printed (its definition's ``keywords``, if any; a game adds what counts as printed
        for it, e.g. a paired Pilot's)."""
        for kind, v in getattr(m.card_def[uid], "keywords", ()):
            if kind is self:
                return v
        return 0

    def value(self, m: "Match", uid: int) -> int:
        """The keyword's value on ``uid`` now: printed + granted for a while + continuous effects; 0 when it has
        none, 1 for a keyword that is not additive."""
        v = self.printed(m, uid)
        if m.mods:
            v += modifier_total(m, uid, self.name)
        for e in self.in_force(m, uid):
            v += e.value
        if v and not self.additive:
            return 1
        return v

    def text(self, value: int = 0) -> str:
        """``<Breach 3>``, ``<Blocker>``: the keyword as printed, with its number only when additive."""
        return f"<{self.label} {value}>" if self.additive and value else f"<{self.label}>"

    def describe(self, value: Any, who: str) -> str:
        return f"{who} {'has' if who.startswith('this') else 'have'} {self.text(value)}"
