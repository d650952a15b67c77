"""The effect machinery's state on a match: a mixin a game's match class includes to use triggers, modifiers, the
once-per-turn ledger and continuous effects.

Every field is a list of immutable tuples or an immutable value, so :meth:`Match.clone` copies it in a few list
copies (DESIGN.md contract 6). The game sets ``trigger_policy`` (see :mod:`.triggers`) when it builds a match and
implements :meth:`continuous_sources` (with continuous effects) and, where it announces abilities, the hooks
:meth:`on_resolve` and :meth:`on_activate`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable

from tcgkit.core.effects.abilities import resolve_ability


class EffectState:
    """Slots: ``triggers`` (waiting triggers), ``trigger_batch``, ``trigger_policy``, ``mods`` (modifiers with
    durations), ``used`` (the once-per-turn/game ledger), ``continuous`` (``(source, host)`` statics in force) and
    ``in_force`` (each static kind their abilities name → its ``(source, host, effects)``: readers pass over a kind
    nobody has and read only their own kind's sources; a cache of ``continuous``, kept by
    :func:`~.continuous.refresh_continuous`)."""

    __slots__ = ()
    _MIXIN_SLOTS: ClassVar[tuple[str, ...]] = ("triggers", "trigger_batch", "trigger_policy", "mods", "used",
                                               "continuous", "in_force")
    _LISTS: ClassVar[tuple[str, ...]] = ("triggers", "mods", "used")
    _DERIVED: ClassVar[tuple[str, ...]] = ("in_force",)
    heard: Any = None
    """The trigger kinds some card of the match has an ability of (a frozenset a game keeps as cards join the
    match, e.g. in ``add_card``), so :func:`~.timings.fire` passes over a kind nobody listens to; ``None`` (the
    default): every kind collects. A game that gives a card an ability of a kind later (a delayed trigger) adds
    the kind then."""

    def init_effects(self, trigger_policy: str = "newest_batch") -> None:
        """Empty effect state (call once while building the match).

        Raises:
            ValueError: an unknown trigger policy.
        """
        from tcgkit.core.effects.triggers import POLICIES

        if trigger_policy not in POLICIES:
            raise ValueError(f"unknown trigger policy {trigger_policy!r}; known: {', '.join(POLICIES)}")
        self.triggers = []
        self.trigger_batch = 0
        self.trigger_policy = trigger_policy
        self.mods = []
        self.used = []
        self.continuous = ()
        self.in_force = {}

    def resolve_trigger(self, trigger: tuple) -> None:
        """Schedule the resolution of a trigger that left the queue (``(batch, priority, controller, source, key,
        ctx)``): ability ``key`` of ``source`` resolves with ``ctx`` (:func:`~.abilities.resolve_ability`); a rule
        trigger (a negative ``key``, e.g. a keyword's) waits with the frame that resolves it as its ``ctx``."""
        key = trigger[4]
        if key < 0:
            self.then(trigger[5])
        else:
            self.then((resolve_ability, self.abilities_of(trigger[3])[key], trigger[5]))

    def abilities_of(self, uid: int) -> Any:
        """Card ``uid``'s :class:`~.abilities.AbilitySet` (default: its definition's ``abilities``; a game where a
        card may take on another's abilities overrides it)."""
        return self.card_def[uid].abilities

    def still_works(self, ability: Any, ctx: Any) -> bool:
        """Whether a waiting ability may still resolve (e.g. its card is still where it works from); default yes
        (a game whose abilities resolve with last-known information needs nothing here)."""
        return True

    def on_unpayable(self, ability: Any, ctx: Any) -> None:
        """A triggered ability with a cost resolves and the cost cannot be paid: it does nothing (a game may say
        so with an event). Default: nothing."""

    def on_resolve(self, ability: Any, ctx: Any) -> None:
        """A triggered ability (or a played card's effect) is about to resolve: the game announces it (an event)
        and may schedule what follows it (frames scheduled here run after the effect). Default: nothing."""

    def on_activate(self, ability: Any, ctx: Any) -> None:
        """An activated ability's cost is paid and its effect is about to resolve (see :meth:`on_resolve`)."""

    def continuous_sources(self) -> Iterable[tuple[int, int]]:
        """Every ``(source, host)`` whose statics are in force now (default: none)."""
        return ()
