"""The effect machinery's state on a match: a mixin a game's match class includes to use triggers, modifiers, the
once-per-turn ledger and continuous effects.

Every field is a list of immutable tuples or an immutable value, so :meth:`Match.clone` copies it in a few list
copies (DESIGN.md contract 6). The game sets ``trigger_policy`` (see :mod:`.triggers`) when it builds a match and
implements :meth:`resolve_trigger` (and, with continuous effects, :meth:`continuous_sources`).
"""

from __future__ import annotations

from typing import Any, ClassVar, Iterable


class EffectState:
    """Slots: ``triggers`` (waiting triggers), ``trigger_batch``, ``trigger_policy``, ``mods`` (modifiers with
    durations), ``used`` (the once-per-turn ledger), ``continuous`` (``(source, host)`` statics in force)."""

    __slots__ = ()
    _MIXIN_SLOTS: ClassVar[tuple[str, ...]] = ("triggers", "trigger_batch", "trigger_policy", "mods", "used",
                                               "continuous")
    _LISTS: ClassVar[tuple[str, ...]] = ("triggers", "mods", "used")

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

    def resolve_trigger(self, trigger: tuple) -> None:  # pragma: no cover - games using triggers override it
        """Schedule the resolution of a trigger that left the queue (``(batch, priority, controller, source, key,
        ctx)``)."""
        raise NotImplementedError

    def continuous_sources(self) -> Iterable[tuple[int, int]]:
        """Every ``(source, host)`` whose statics are in force now (default: none)."""
        return ()

    def statics_of(self, definition: Any) -> tuple:
        """A card definition's :class:`~.continuous.Static` effects (default: its ``statics`` attribute)."""
        return getattr(definition, "statics", ())
