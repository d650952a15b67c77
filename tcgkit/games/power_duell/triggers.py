"""Power Duell's timings: one :class:`~tcgkit.core.effects.TriggerKind` per moment a triggered ability waits for,
and the :class:`~tcgkit.core.effects.Window` of each hand effect (rules/power_duell.md §9, §11).

The rules fire an event at its moment (``fire(m, "attacks", uid, target)``, :func:`tcgkit.core.effects.fire`); the
timing of that name queues the abilities that hear it in the core's trigger queue:

* a **monster's own moment** (:class:`MonsterTiming`: it attacks, it attacks a face-down monster, it is chosen as
  an attack's target, it is forcibly activated, it defeats a monster in battle), fired with the monster as subject:
  only its own abilities hear it;
* a **player's moment** (:class:`PlayerTiming`: the readiness phase begins, an energy card or a monster is
  sacrificed, an own monster is defeated in battle), fired with the player as subject: the guardian god on field A
  (unless its effects are void), the face-up monsters on C and D and the energy cards on G and H of that player
  hear it, in that order.

An ability resolves for its card's controller with ``Ctx(controller, card, card, it)``: ``it`` is the other card of
the moment (the attacked or attacking monster, the defeated one, the sacrificed card; -1 when none). A waiting
trigger's priority class comes from its card's effect rank (:func:`~.carddef.trigger_priority`: a guardian god's
special effect resolves before a monster's trigger of the same moment).

Ruling (project, ``once_per_turn``): a once-per-turn ability counts as used when it **triggers**, not when it
resolves, so a second moment in the same turn queues nothing even while the first trigger still waits
(tests/games/power_duell/test_triggers.py).

A new timing is one class here, listed in :data:`TIMINGS`, fired by the rule that makes its moment, used in card
data (``when: NAME``), with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Ctx, TriggerKind, Window, queue_trigger
from tcgkit.games.power_duell.carddef import trigger_priority
from tcgkit.games.power_duell.match import controller, god_of, voided

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.power_duell.match import PowerDuellMatch


class PowerDuellTiming(TriggerKind):
    """A timing whose event has the same name; its abilities wait with their card's rank as priority class and
    count once per turn when they trigger (see the module docstring)."""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.event = cls.name

    def queue(self, m: "PowerDuellMatch", ctl: int, card: int, found: tuple, ctx: Ctx, subject: int,
              data: Any) -> None:
        prio = trigger_priority(m.card_def[card].rank)
        for a in found:
            if a.once:
                if a.spent(m, ctx):
                    continue
                a.mark(m, ctx)
            queue_trigger(m, ctl, card, a.index, ctx, prio)


class MonsterTiming(PowerDuellTiming):
    """A monster's own moment: fired with the monster as subject and the other card (``it``) as data."""

    monster_only = True

    def listeners(self, m: "PowerDuellMatch", uid: int, data: Any):
        return ((controller(m, uid), uid, uid, data),)

    def collect(self, m: "PowerDuellMatch", uid: int, data: Any) -> None:
        """The core's ``collect`` spelt out (fired at every attack; most monsters have no ability of the timing)."""
        found = m.card_def[uid].abilities.triggered.get(self)
        if found is not None:
            p = controller(m, uid)
            self.queue(m, p, uid, found, Ctx(p, uid, uid, -1 if data is None else data), uid, data)


class PlayerTiming(PowerDuellTiming):
    """A player's moment: fired with the player as subject and the card it is about (``it``) as data."""

    monster_only = False

    def listeners(self, m: "PowerDuellMatch", p: int, data: Any):
        it = -1 if data is None else data
        out = []
        g = god_of(m, p)
        if g >= 0 and not voided(m, g):
            out.append((p, g, g, it))
        Z = m.Z
        for z in (Z.monster_field[p], Z.shield_field[p], Z.energy_field[p], Z.equipment_field[p]):
            out.extend([(p, u, u, it) for u in m.zones[z]])
        return out

    def collect(self, m: "PowerDuellMatch", p: int, data: Any) -> None:
        """:meth:`listeners` and the core's ``collect`` spelt out."""
        it = -1 if data is None else data
        defs = m.card_def
        g = god_of(m, p)
        if g >= 0:
            found = defs[g].abilities.triggered.get(self)
            if found is not None and not voided(m, g):
                self.queue(m, p, g, found, Ctx(p, g, g, it), p, data)
        Z = m.Z
        for z in (Z.monster_field[p], Z.shield_field[p], Z.energy_field[p], Z.equipment_field[p]):
            for u in m.zones[z]:
                found = defs[u].abilities.triggered.get(self)
                if found is not None:
                    self.queue(m, p, u, found, Ctx(p, u, u, it), p, data)


class ReadinessStart(PlayerTiming):
    name, words = "readiness_start", "At the start of your readiness phase"


class SacrificeEnergy(PlayerTiming):
    name, words = "sacrifice_energy", "When you sacrifice an energy card"


class SacrificeMonster(PlayerTiming):
    name, words = "sacrifice_monster", "When you sacrifice a monster"


class Attacks(MonsterTiming):
    name, words = "attacks", "When it attacks"


class AttacksFaceDown(MonsterTiming):
    name, words = "attacks_face_down", "When it attacks a face-down monster"


class Targeted(MonsterTiming):
    name, words = "targeted", "When it is chosen as an attack's target"


class ForcedActivation(MonsterTiming):
    name, words = "forced_activation", "When it is forcibly activated"


class DefeatsInBattle(MonsterTiming):
    name, words = "defeats_in_battle", "When it defeats a monster in battle"


class OwnMonsterDefeatedInBattle(PlayerTiming):
    name, words = "own_monster_defeated_in_battle", "When one of your monsters is defeated in battle"


READINESS_START, SACRIFICE_ENERGY, SACRIFICE_MONSTER = ReadinessStart(), SacrificeEnergy(), SacrificeMonster()
ATTACKS, ATTACKS_FACE_DOWN, TARGETED = Attacks(), AttacksFaceDown(), Targeted()
FORCED_ACTIVATION, DEFEATS_IN_BATTLE = ForcedActivation(), DefeatsInBattle()
OWN_MONSTER_DEFEATED_IN_BATTLE = OwnMonsterDefeatedInBattle()
TIMINGS: tuple[PowerDuellTiming, ...] = (
    READINESS_START, SACRIFICE_ENERGY, SACRIFICE_MONSTER, ATTACKS, ATTACKS_FACE_DOWN, TARGETED, FORCED_ACTIVATION,
    DEFEATS_IN_BATTLE, OWN_MONSTER_DEFEATED_IN_BATTLE)
"""Every timing of Power Duell (card data ``when: NAME``), in the order card lists name them."""

OWN_MONSTER_TARGETED = Window("own_monster_targeted", "When one of your monsters is chosen as an attack's target",
                              "hand")
ACTIVATION_PHASE = Window("activation_phase", "In your activation phase", "hand")
WINDOWS = (OWN_MONSTER_TARGETED, ACTIVATION_PHASE)
"""When a hand-effect card may be used from the hand (card data ``hand_effect: {timing: NAME, do: [...]}``)."""

ACTIVATED = Window("activated", "When activated", "hand")
"""An energy card's activation effect (card data ``on_activate``): used once, as the rules put the card on G from
the hand in the activation phase (a gravitation card: as it resolves on G), §10.4–8. Not a hand-effect timing."""
SUMMONED = Window("summoned", "Summon", "hand")
"""A summoning card's summon (card data ``summon``): used once, as the rules put the card on H (§10.16)."""
PLAY_WINDOWS = (ACTIVATED, SUMMONED)
"""The windows of the effect an energy card has because it is played: the rules use them, never a card's choice."""
