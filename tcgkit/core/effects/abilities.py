"""The ability around an effect: :class:`Ability` (trigger or activation, cost, condition, once per turn or game,
"you may", the zone it works from, the effect or its continuous effects), a card's :class:`AbilitySet`, cost kinds
(:class:`CostKind`), and the frames that resolve and use abilities.

Card data declares abilities in one envelope that every game's card files share (:mod:`.envelope`); the game's
:class:`~.primitives.Vocabulary` compiles it with the game's own timings (:class:`~.timings.TriggerKind`), windows
(:class:`~.timings.Window`), static kinds (:class:`~.statics.StaticKind`), cost kinds and zones. An ability is one
of three:

* **triggered** (``trigger`` set): it waits in the trigger queue when its timing's event is fired
  (:func:`~.timings.fire`), then resolves (:func:`resolve_ability`): condition, once-per mark, the game's
  announcement (:meth:`EffectState.on_resolve`), "you may", the effect;
* **activated** (``windows`` set): the rules offer it where the window is open (:meth:`Ability.usable`); used
  (:func:`use_ability`) it is marked, its cost paid part by part (a part may ask a decision), announced
  (:meth:`EffectState.on_activate`) and resolved. A card played for its effect (a Gundam Command's 【Main】) is an
  activated ability used from the hand: the game's rules pay for the card and resolve it with
  :func:`resolve_ability`;
* **static** (``statics`` set): :class:`~.statics.StaticEffect` records in force while the card is where they work.

Once per turn/game: the key of a use is ``(source, index)`` in the match's ledger ``used``; a once-per-game ability
may name a key that several abilities share (``once_per_game: KEY``, kept per controller) and its marks survive
:func:`~.modifiers.reset_used`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Iterator

from tcgkit.core.effects.modifiers import GAME_MARK

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.conditions import Condition
    from tcgkit.core.effects.nodes import Ctx, Node
    from tcgkit.core.effects.statics import StaticEffect, StaticKind
    from tcgkit.core.effects.timings import TriggerKind, Window
    from tcgkit.core.match import Match


class CostKind:
    """One kind of cost part ("rest N resources", "tap this unit", "flip N bonds"), like a primitive: set ``name``,
    implement the four methods.

    Class attributes:
        name: its key in card data (``cost: [{pay: 2}, rest_self]``).
        takes_value: whether the key needs a value (``pay: 2``); ``False`` for bare names (``rest_self``).
    """

    name: ClassVar[str] = ""
    takes_value: ClassVar[bool] = True

    def compile(self, value: Any, where: str) -> tuple:
        """Check the data and return the arguments of the other methods.

        Raises:
            CompileError: the value does not fit.
        """
        return (value,)

    def describe(self, *args: Any) -> str:  # pragma: no cover - every cost kind overrides it
        raise NotImplementedError

    def payable(self, m: "Match", ctx: "Ctx", *args: Any) -> bool:  # pragma: no cover
        raise NotImplementedError

    def pay(self, m: "Match", ctx: "Ctx", *args: Any) -> None:  # pragma: no cover
        """Pay it now, or schedule the frames (and decisions) that pay it."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<cost {self.name}>"


@dataclass(frozen=True, slots=True, eq=False)
class Cost:
    """One compiled cost part: a :class:`CostKind` and its arguments."""

    kind: CostKind
    args: tuple = ()

    def payable(self, m: "Match", ctx: "Ctx") -> bool:
        return self.kind.payable(m, ctx, *self.args)

    def pay(self, m: "Match", ctx: "Ctx") -> None:
        self.kind.pay(m, ctx, *self.args)

    def describe(self) -> str:
        return self.kind.describe(*self.args)


ONCE_PER_TURN, ONCE_PER_GAME = "turn", "game"


@dataclass(frozen=True, slots=True, eq=False)
class Ability:
    """One ability of a card, compiled from the envelope.

    Attributes:
        index: its place among the card's abilities (the key of its triggers, activations and once-per marks).
        trigger: its timing, for a triggered ability; qualifier: what the timing compiled of ``when: {T: Q}``.
        windows: when it may be used, for an activated ability.
        statics: its continuous effects, for a static ability.
        effect: what it does (a core effect tree); ``None`` for a static ability.
        body: the effect as it resolves: wrapped in a "you may" when ``optional``.
        cond: "if …": checked when it resolves (triggered), when it is offered (activated), all the time (static).
        once: ``""``, :data:`ONCE_PER_TURN` or :data:`ONCE_PER_GAME`; once_key: a once-per-game key shared by the
            abilities that name it (``""``: this ability alone).
        optional: "you may".
        cost: its cost parts, paid in order.
        zone: where it works from: ``None`` (in play) or a zone name of the game's vocabulary.
        data: the envelope's keys the game reads itself (a mapping the vocabulary's ``extra_keys`` admit), or
            ``None``.
        timing: its timing's name: the trigger's, the window names joined by ``_`` (``main_action``), or
            ``static`` (what games report when it resolves).
    """

    index: int
    trigger: "TriggerKind | None" = None
    qualifier: Any = None
    windows: "tuple[Window, ...]" = ()
    statics: "tuple[StaticEffect, ...]" = ()
    effect: "Node | None" = None
    body: "Node | None" = None
    cond: "Condition | None" = None
    once: str = ""
    once_key: str = ""
    optional: bool = False
    cost: tuple[Cost, ...] = ()
    zone: str | None = None
    data: Any = None
    timing: str = "static"

    def tags(self) -> frozenset[str]:
        """What it does, for agents: its effect's tags and its timing's and static kinds' tags."""
        out = self.effect.tags() if self.effect is not None else frozenset()
        if self.trigger is not None:
            out |= self.trigger.tags
        for s in self.statics:
            out |= s.kind.tags
        return out

    def ledger_key(self, ctx: "Ctx") -> tuple:
        """The key of one use in the match's ``used`` ledger."""
        if self.once == ONCE_PER_GAME:
            return (GAME_MARK, ctx.controller, self.once_key) if self.once_key else (GAME_MARK, ctx.source,
                                                                                      self.index)
        return (ctx.source, self.index)

    def spent(self, m: "Match", ctx: "Ctx") -> bool:
        """Whether a once-per-turn/game ability was already used (``False`` for any other)."""
        return bool(self.once) and self.ledger_key(ctx) in m.used

    def mark(self, m: "Match", ctx: "Ctx") -> None:
        """Record a use (nothing for an ability without a once-per limit)."""
        if self.once:
            m.used.append(self.ledger_key(ctx))

    def payable(self, m: "Match", ctx: "Ctx") -> bool:
        """Whether every cost part can be paid now."""
        for c in self.cost:
            if not c.payable(m, ctx):
                return False
        return True

    def usable(self, m: "Match", ctx: "Ctx") -> bool:
        """Whether an activated ability may be used now: not spent, its condition holding, its cost payable (where
        it works from and which window is open are the offering rules' to know)."""
        if self.once and self.ledger_key(ctx) in m.used:
            return False
        if self.cond is not None and not self.cond.holds(m, ctx):
            return False
        return self.payable(m, ctx)


class AbilitySet:
    """A card's abilities, indexed once at load: by timing (:meth:`on`), by window (:meth:`at`), and its static
    effects by kind (:attr:`statics` for those in force while in play, :meth:`statics_from` for another zone).
    Indexable and iterable like the tuple of its abilities; shared by every match."""

    __slots__ = ("all", "triggered", "activated", "statics", "_elsewhere", "static_kinds")

    def __init__(self, abilities: tuple[Ability, ...] = ()) -> None:
        self.all = abilities
        on: dict = {}
        at: dict = {}
        statics: dict = {}
        elsewhere: dict = {}
        for a in abilities:
            if a.trigger is not None:
                on[a.trigger] = on.get(a.trigger, ()) + (a,)
            for w in a.windows:
                at[w] = at.get(w, ()) + (a,)
            for s in a.statics:
                if s.kind.zone is None:
                    statics[s.kind] = statics.get(s.kind, ()) + (s,)
                else:
                    elsewhere[s.kind.zone] = elsewhere.get(s.kind.zone, ()) + (s,)
        self.triggered: dict["TriggerKind", tuple[Ability, ...]] = on
        """Timing → its triggered abilities (what :meth:`on` reads; the trigger collection reads it directly)."""
        self.activated: dict["Window", tuple[Ability, ...]] = at
        self.statics: dict["StaticKind", tuple["StaticEffect", ...]] = statics
        self._elsewhere = elsewhere
        self.static_kinds: frozenset["StaticKind"] = frozenset(statics)

    def on(self, trigger: "TriggerKind") -> tuple[Ability, ...]:
        """The triggered abilities of that timing, in the card's order."""
        return self.triggered.get(trigger, ())

    def at(self, window: "Window") -> tuple[Ability, ...]:
        """The activated abilities usable in that window, in the card's order."""
        return self.activated.get(window, ())

    def statics_from(self, zone: str | None) -> tuple["StaticEffect", ...]:
        """The static effects that work from ``zone`` (``None``: in play), in the card's order."""
        if zone is None:
            return tuple(s for a in self.all for s in a.statics if s.kind.zone is None)
        return self._elsewhere.get(zone, ())

    def __getitem__(self, index: int) -> Ability:
        return self.all[index]

    def __iter__(self) -> Iterator[Ability]:
        return iter(self.all)

    def __len__(self) -> int:
        return len(self.all)

    def __repr__(self) -> str:
        return f"AbilitySet({len(self.all)})"


# ---------------------------------------------------------------------------------------- the frames (rules)


def resolve_ability(m: "Match", ability: Ability, ctx: "Ctx") -> None:
    """Frame: a triggered ability (or a played card's effect) resolves: it still works (the match's
    :meth:`~.state.EffectState.still_works`), its condition (with what ``ctx`` fixed when it triggered), its
    once-per limit; then, for an ability with a cost ("you may pay X: …"), its controller is asked (decision
    ``pay_cost``, ``("yes",)``/``("no",)``; not when it cannot be paid: :meth:`~.state.EffectState.on_unpayable`);
    then its once-per mark, the game's announcement and its effect ("you may" asks first)."""
    if not m.still_works(ability, ctx):
        return
    if ability.cond is not None and not ability.cond.holds(m, ctx):
        return
    if ability.once:
        key = ability.ledger_key(ctx)
        if key in m.used:
            return
        if not ability.cost:
            m.used.append(key)
    if ability.cost:
        if not ability.payable(m, ctx):
            m.on_unpayable(ability, ctx)
            return
        m.ask(ctx.controller, "pay_cost", (("yes",), ("no",)), (cost_answer, ability, ctx),
              {"source": ctx.source, "ability": ability.index})
        return
    m.on_resolve(ability, ctx)
    ability.body.run(m, ctx)


def cost_answer(m: "Match", action: tuple, ability: Ability, ctx: "Ctx") -> None:
    """Resume of ``pay_cost``: on yes the ability is marked, its cost paid, then it resolves."""
    if action[0] != "yes":
        return
    ability.mark(m, ctx)
    m.then((pay_cost, ability.cost, 0, ctx), (cost_paid, ability, ctx))


def cost_paid(m: "Match", ability: Ability, ctx: "Ctx") -> None:
    """Frame: a triggered ability's cost is paid: the game's announcement, then its effect."""
    if m.ended:
        return
    m.on_resolve(ability, ctx)
    ability.body.run(m, ctx)


def use_ability(m: "Match", ability: Ability, ctx: "Ctx") -> None:
    """An activated ability is used (the rules offered it, :meth:`Ability.usable`): marked, its cost paid part by
    part, announced, resolved."""
    ability.mark(m, ctx)
    if ability.cost:
        m.then((pay_cost, ability.cost, 0, ctx), (ability_paid, ability, ctx))
    else:
        ability_paid(m, ability, ctx)


def pay_cost(m: "Match", parts: tuple[Cost, ...], i: int, ctx: "Ctx") -> None:
    """Frame: pay cost part ``i`` (it may schedule frames and decisions), then the next."""
    if i + 1 < len(parts):
        m.then((pay_cost, parts, i + 1, ctx))
    parts[i].pay(m, ctx)


def ability_paid(m: "Match", ability: Ability, ctx: "Ctx") -> None:
    """Frame: the cost is paid: the game's announcement, then the effect."""
    if m.ended:
        return
    m.on_activate(ability, ctx)
    ability.body.run(m, ctx)
