"""Timings as objects: :class:`TriggerKind` (when a triggered ability waits) and :class:`Window` (when an activated
ability may be used); :func:`fire`, the one call with which rules announce a moment abilities may wait for.

Rules never look for abilities themselves. They fire an **event** at the moment it happens (``fire(m, "deployed",
uid)``); the core asks each trigger kind the game registered for that event which cards hear it (:meth:`TriggerKind
.listeners`), finds their abilities of that timing (indexed per card at load) and queues those whose qualifier
matches in the core's trigger queue (:mod:`.triggers`). Who orders simultaneous triggers: each trigger's controller
orders their own, players in turn order from the turn player (APNAP); a kind with a higher ``priority`` class
resolves before the others (e.g. a Gundam 【Burst】, CR 9-1-6-8). A kind whose timing needs more than "these cards,
these abilities" overrides :meth:`TriggerKind.collect`.

A **window** names when its controller may use an activated ability (Gundam's 【Activate･Main】, FE Cipher's action
phase, Soulbound's bind step) and from where by default; the rules that offer activations ask a card's abilities
:meth:`~.abilities.AbilitySet.at` the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Iterable

from tcgkit.core.effects.nodes import Ctx
from tcgkit.core.effects.primitives import CompileError
from tcgkit.core.effects.triggers import queue_trigger

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.abilities import Ability
    from tcgkit.core.effects.vocabulary import Vocabulary
    from tcgkit.core.match import Match


class TriggerKind:
    """One timing of triggered abilities. Subclass it, set the class attributes, implement :meth:`listeners`.

    Class attributes:
        name: its key in card data (``when: deploy``), also the ``timing`` games report when it resolves.
        words: how it reads on a card (``"On deploy"``).
        event: the event that fires it (``fire(m, event, subject, data)``); several kinds may share one event.
        zone: where an ability of this timing works from: ``None`` (in play) or a zone name of the game's
            vocabulary (e.g. the shield area for a Burst).
        priority: the trigger queue's priority class (0: ordinary).
        tags: what it is, for agents.
    """

    name: ClassVar[str] = ""
    words: ClassVar[str] = ""
    event: ClassVar[str] = ""
    zone: ClassVar[str | None] = None
    priority: ClassVar[int] = 0
    tags: ClassVar[frozenset[str]] = frozenset()
    events: ClassVar[tuple] = ()
    """Event kinds the rules emit for this timing's sake (as :attr:`~.primitives.Primitive.events`)."""

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        """Read ``when: {NAME: QUALIFIER}`` (a filter on what fired it, e.g. the Pilot of 【When Paired･(Trait)】).

        Raises:
            CompileError: this timing takes no qualifier, or the value does not fit.
        """
        raise CompileError(f"{where}: the timing {self.name!r} takes no qualifier")

    def describe_qualifier(self, qualifier: Any) -> str:
        """The qualifier in words, appended to :attr:`words` (e.g. ``" with a (Trait) pilot"``)."""
        return ""

    def listeners(self, m: "Match", subject: int, data: Any) -> Iterable[tuple[int, int, int, Any]]:
        """``(controller, card, this, memo)`` for every card whose abilities of this timing hear the event, in the
        order their triggers wait: an ability of ``card`` resolves with ``Ctx(controller, card, this, -1, memo)``."""
        raise NotImplementedError

    def qualifies(self, m: "Match", ability: "Ability", ctx: Ctx, subject: int, data: Any) -> bool:
        """Whether an ability with a qualifier triggers on this event (called only when it has one)."""
        return True

    def collect(self, m: "Match", subject: int, data: Any) -> None:
        """Queue the abilities of this timing of every listener whose qualifier matches. (A kind fired on a hot
        path may override it with the same steps spelt out, calling :meth:`queue`.)"""
        abilities_of = m.abilities_of
        for ctl, card, this, memo in self.listeners(m, subject, data):
            found = abilities_of(card).triggered.get(self)
            if found is not None:
                self.queue(m, ctl, card, found, Ctx(ctl, card, this, -1, memo), subject, data)

    def queue(self, m: "Match", ctl: int, card: int, found: tuple, ctx: Ctx, subject: int, data: Any) -> None:
        """Queue ``card``'s abilities of this timing (``found``) whose qualifier matches, to resolve with ``ctx``."""
        prio = self.priority
        for a in found:
            if a.qualifier is None or self.qualifies(m, a, ctx, subject, data):
                queue_trigger(m, ctl, card, a.index, ctx, prio)

    def __repr__(self) -> str:
        return f"<timing {self.name}>"


def fire(m: "Match", event: str, subject: int = -1, data: Any = None) -> None:
    """The rules announce ``event`` (about card or player ``subject``, with ``data`` its timings read): every
    trigger kind of the game listening to it queues the abilities that trigger (see the module docstring); a kind
    no card of the match has an ability of is passed over (``m.heard``, :class:`~.state.EffectState`).

    Raises:
        KeyError: the game's vocabulary declares no such event (a misspelt event is a rules bug).
    """
    try:
        kinds = m.game.vocabulary.events[event]
    except KeyError:
        raise KeyError(f"{m.game.id}: no timing listens to the event {event!r} and the vocabulary does not declare "
                       f"it") from None
    heard = m.heard
    for kind in kinds:
        if heard is None or kind in heard:
            kind.collect(m, subject, data)


@dataclass(frozen=True, slots=True, eq=False)
class Window:
    """When an activated ability may be used.

    Attributes:
        name: its key in card data (``activate: main``).
        words: how it reads on a card (``"Activate･Main"``).
        zone: where an ability used in this window works from by default: ``None`` (in play) or a zone name.
    """

    name: str
    words: str
    zone: str | None = None

    def __repr__(self) -> str:
        return f"<window {self.name}>"
