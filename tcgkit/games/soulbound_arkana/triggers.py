"""Soulbound Ærkana's timings: one :class:`~tcgkit.core.effects.TriggerKind` per moment a being's triggered ability
waits for, and the :class:`~tcgkit.core.effects.Window` of each step an activated ability may be used in (seed 002
Spielverlauf 1, Kampf; rules §5, §6, §10.21).

The rules fire an event at its moment (:func:`tcgkit.core.effects.fire`); the timings listening to it queue the
abilities that hear it in the core's trigger queue, which resolves them in turn order from the turn player:

* ``bound`` (:class:`Bound`) — a being is bound face up (fired with the being; a face-down binding fires nothing);
* ``flipped`` (:class:`Flipped`, :class:`FlippedByAttack`) — a face-down being is turned face up, by anything or
  because it was attacked (fired with the being and the attacker, -1 when none; seed 002 Kampf: "ihre Effekte
  aktivieren sich ganz normal");
* ``destroyed`` (:class:`Destroyed`) — a face-up being is destroyed (fired with the being and the cause);
* ``turn_start`` (:class:`TurnStart`) — the preparation step of a player's turn (fired with the player): every
  face-up being of theirs hears it.

A triggered ability resolves for its being's owner with ``Ctx(owner, being, being, -1, (-1, other))``: ``other`` is
the attacker (flipped), the cause (destroyed) or -1, read by conditions such as ``attacker_strength_le``.

A new timing is one class here, listed in :data:`TIMINGS`, fired by the rule that makes its moment, used in card
data (``when: NAME``), with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TriggerKind, Window
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

NO_MEMO = (-1, -1)
"""The memo of a trigger with no other card: ``(answering, other)`` as activations carry it (:mod:`.responses`)."""


class BeingTiming(TriggerKind):
    """A being's own moment: fired with the being as subject and the other card (or -1) as data; only the being's
    own abilities hear it, for its owner."""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if not cls.event:
            cls.event = cls.name
        cls.words = "When " + cls.name.replace("_", " ")

    def listeners(self, m: "SoulboundMatch", uid: int, data: Any):
        return ((m.card_owner[uid], uid, uid, (-1, -1 if data is None else data)),)


class Bound(BeingTiming):
    name = "bound"


class Flipped(BeingTiming):
    name = "flipped"


class FlippedByAttack(BeingTiming):
    name, event = "flipped_by_attack", "flipped"

    def listeners(self, m: "SoulboundMatch", uid: int, attacker: Any):
        return BeingTiming.listeners(self, m, uid, attacker) if attacker is not None and attacker >= 0 else ()


class Destroyed(BeingTiming):
    name = "destroyed"


class TurnStart(BeingTiming):
    """The start of a player's turn: fired with the player; their face-up beings hear it, in zone order."""

    name = "turn_start"

    def listeners(self, m: "SoulboundMatch", p: int, data: Any):
        pos = m.pos
        return [(p, u, u, NO_MEMO) for u in m.zones[m.zid.beings[p]] if pos[u] != FACE_DOWN]


BOUND, FLIPPED, FLIPPED_BY_ATTACK, DESTROYED, TURN_START = (
    Bound(), Flipped(), FlippedByAttack(), Destroyed(), TurnStart())
TIMINGS: tuple[TriggerKind, ...] = (BOUND, FLIPPED, FLIPPED_BY_ATTACK, DESTROYED, TURN_START)
"""Every timing of Soulbound Ærkana (card data ``when: NAME``), in the order card lists name them."""

BIND_STEP = Window("bind", "in your bind step")
ACTION_STEP = Window("action", "in your action step")
WINDOWS = (ACTION_STEP, BIND_STEP)
"""The steps of the own turn an activated ability may be used in (card data ``activate: NAME``)."""

FLOW = "flow"
"""The zone an activated ability may work from besides the field (card data ``from: flow``): the owner's flow."""
