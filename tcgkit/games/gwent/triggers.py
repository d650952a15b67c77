"""GWENT's timings: one :class:`~tcgkit.core.effects.TriggerKind` per moment a unit ability acts (rules/gwent.md
§1.4).

The rules fire an event at its moment (:func:`tcgkit.core.effects.fire`); the timing of that name resolves the
abilities of the one card it is about:

* :data:`PLAYED` (event ``played``): a unit is played to a row (from the hand, by a medic, by a leader), fired by
  ``play.play_unit`` with the unit as subject and ``(side, row)`` as data. Units put on the board without being
  played (muster, tokens, Skellige, Monsters) do not fire it;
* :data:`LEAVES_BOARD` (event ``leaves_board``): a unit is destroyed (``play.destroy``) or, under the option
  ``avenger_on_decoy``, taken back by a decoy (``play.play_decoy``), fired with the unit as subject and its side as
  data.

GWENT orders nothing: no player chooses the order of simultaneous abilities and none waits. A unit's abilities of a
timing resolve at once, when the event is fired, part by part (GWENT's card compiler admits a list of unit
abilities as an effect, run in place rather than as frames), played ones in the fixed order of their effects
(:attr:`CardDef.on_play`: berserker, mardroeme, spy, muster, row scorch, scorch, medic, whatever order the card data
lists them in), so both kinds override :meth:`~tcgkit.core.effects.TriggerKind.collect` instead of queueing. A primitive
that needs a decision schedules it (the medic's choice).

A new timing is one class here, listed in :data:`TIMINGS`, fired by the rule that makes its moment, used in card
data (``when: NAME``), with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Ctx, TriggerKind

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


class Played(TriggerKind):
    """A unit is played to a row; its played abilities resolve at once, in their fixed order."""

    name, event, words = "played", "played", "When played"

    def listeners(self, m: "GwentMatch", uid: int, data: Any):
        return ((m.card_owner[uid], uid, uid, data),)

    def collect(self, m: "GwentMatch", uid: int, data: Any) -> None:
        """Resolve the unit's played effects (``CardDef.on_play``, compiled from its abilities of this timing, in
        their fixed order) for its controller, with ``(side, row)`` as the context's memo."""
        parts = m.card_def[uid].on_play
        if parts:
            ctx = Ctx(m.card_owner[uid], uid, uid, -1, data)
            for part in parts:
                part.run(m, ctx)


class LeavesBoard(TriggerKind):
    """A unit leaves the board (destroyed; taken back by a decoy under ``avenger_on_decoy``); data: its side."""

    name, event, words = "leaves_board", "leaves_board", "When it leaves the board"

    def listeners(self, m: "GwentMatch", uid: int, side: Any):
        return ((m.card_owner[uid], uid, uid, side),)

    def collect(self, m: "GwentMatch", uid: int, side: Any) -> None:
        """Resolve the unit's abilities of this timing at once, in card order, with its side as the memo."""
        found = m.card_def[uid].abilities.triggered.get(self)
        if found is not None:
            ctx = Ctx(m.card_owner[uid], uid, uid, -1, side)
            for a in found:
                for part in a.body.parts:
                    part.run(m, ctx)


PLAYED = Played()
LEAVES_BOARD = LeavesBoard()
TIMINGS = (PLAYED, LEAVES_BOARD)
"""Every timing of GWENT card data."""
