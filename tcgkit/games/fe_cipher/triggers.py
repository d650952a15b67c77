"""FE Cipher's timings: one :class:`~tcgkit.core.effects.TriggerKind` per moment an AUTO skill waits for
(rules/fe_cipher.md §1 "Skill types", CR ch. 10).

The rules fire an event at its moment (``fire(m, "deployed", uid)``, :func:`tcgkit.core.effects.fire`); the timing
of that name queues the AUTO skills that trigger in the core's trigger queue, the turn player's first (§5.2):

* the units on the field with a skill of the timing (``m.auto_index``, rebuilt with the continuous effects,
  match.py), each skill whose subject selector admits the subject (read with ``this`` = the skill's unit and
  ``it`` = the subject) and, by ruling Q5 (``auto_condition_checked``), whose condition holds;
* then the cards in a hand with a SPEC ``hand_trigger`` of the timing (CR ch. 21; B03-085 Flora, B04-066 Robin):
  an AUTO that works from its card in its owner's hand. The match lists the cards with such a skill once
  (``m.hand_listeners``, filled by ``add_card``), so a match without them pays one empty-tuple test per event.

A waiting skill resolves with ``Ctx(controller, unit, unit, -1, subject)`` (skills.py :func:`~.skills.resolve_auto`;
a hand skill only while its card is still in the hand, and it is revealed when used).
A timing whose subject leaves the field (:attr:`FETiming.leaves_field`: ``destroyed``, ``destroyed_by_attack``) is
fired while the unit is still there (last-known information); its own skill then resolves from where it went. A
timing that is a card leaving the hand (:attr:`FETiming.leaves_hand`) is heard by that card only.

ACT skills are used in one window, :data:`ACTION` (the turn player's Action phase, rules/fe_cipher.md §1), from the
field or, with ``from: bonds`` / ``from: hand``, from the Bond Area ([BS]) or the hand ([CP]) (skills.py).

A new timing is one instance here, listed in :data:`TIMINGS`, fired by the rule that makes its moment, used in
card data (``when: NAME``) and worded by :attr:`FETiming.words`, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from tcgkit.core.effects import Ctx, TriggerKind, Window, queue_trigger
from tcgkit.games.fe_cipher.primitives_units import read_deployed_by
from tcgkit.games.fe_cipher.properties import skill_def, skill_off
from tcgkit.games.fe_cipher.selectors_cards import read_card_is
from tcgkit.games.fe_cipher.skill_records import read_by_skill

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.skill_model import FEAbility
    from tcgkit.games.fe_cipher.match import FEMatch


class FETiming(TriggerKind):
    """One FE Cipher timing; its event has its name.

    Attributes:
        name: its key in card data (``when: deployed``) and the event the rules fire.
        words: how it reads in a skill's description, ``{}`` standing for the subject (``"when {} is deployed"``;
            ``{1}``: the skill a by-skill selector names).
        leaves_field: its subject leaves the field (fired just before; the unit's own skill resolves after).
        leaves_hand: it is a card leaving its owner's hand: only that card's hand skill hears it.
        skill_kind: the kind of skill FE's words call one of this timing (``auto``; support timings: below).
    """

    skill_kind = "auto"

    def __init__(self, name: str, words: str, leaves_field: bool = False, leaves_hand: bool = False,
                 reads: Callable[[Any, str], Any] | None = None) -> None:
        self.name = self.event = name
        self.words = words
        self.leaves_field = leaves_field
        self.leaves_hand = leaves_hand
        self.reads = reads

    def compile_qualifier(self, value: Any, where: str, vocab: Any) -> Any:
        """``when: {NAME: SUBJECT}``: the selector the subject must pass (read with ``this`` = the skill's unit and
        ``it`` = the subject), or what the timing's own reader makes of it (``reads``: the skill that deployed,
        sent or added the subject)."""
        return self.reads(value, where) if self.reads is not None else vocab.selector(value, where)

    def listeners(self, m: "FEMatch", subject: int, data: Any):
        """``(controller, unit, unit, subject)`` for the units on the field with a skill of this timing, the turn
        player's first (the hand's listeners: :meth:`collect`)."""
        units = m.auto_index.get(self.event, ())
        first = m.active if m.active >= 0 else 0
        return [(p, u, u, subject) for p in (first, 1 - first) for u in units
                if m.card_owner[u] == p and m.on_field(u)]

    def collect(self, m: "FEMatch", subject: int, data: Any) -> None:
        """Queue the AUTO skills on the field that trigger (see the module docstring), then the hand's.
        (:meth:`listeners` spelt out: fired several hundred times a game, most often heard by nobody.)"""
        units = m.auto_index.get(self.event)
        if units:
            first = m.active if m.active >= 0 else 0
            owner = m.card_owner
            for p in (first, 1 - first):
                for u in units:
                    if owner[u] != p or not m.on_field(u):
                        continue
                    found = skill_def(m, u).abilities.triggered.get(self)
                    if found is not None:
                        for a in found:
                            if triggers_for(m, u, a, subject):
                                queue_trigger(m, p, u, a.index, subject)
        if m.hand_listeners:
            self.collect_from_hand(m, subject)

    def collect_from_hand(self, m: "FEMatch", subject: int) -> None:
        """Queue the hand skills of this timing that trigger for ``subject`` (the turn player's first)."""
        first = m.active if m.active >= 0 else 0
        leaving = self.leaves_hand
        for p in (first, 1 - first):
            for uid in m.hand_listeners:
                if m.card_owner[uid] != p or (uid != subject if leaving else m.card_zone[uid] != m.z_hand[p]):
                    continue
                for a in m.card_def[uid].hand_autos:
                    if a.trigger is self and hand_skill_ready(m, uid, a, subject):
                        queue_trigger(m, p, uid, a.index, subject)


class SupportTiming(FETiming):
    """A support skill's timing (rules/fe_cipher.md §1 "Skill types"): combat fires ``attack_support`` /
    ``defense_support`` with the successful supporter as subject and the supported unit as data; the supporter's
    skill of the timing resolves at once, not queued, with ``this`` the supported unit (skills.py
    :func:`~.skills.run_support_skill`, through ``FECipherGame.resolve_support``)."""

    def __init__(self, name: str, words: str, skill_kind: str) -> None:
        super().__init__(name, words)
        self.skill_kind = skill_kind

    def collect(self, m: "FEMatch", subject: int, data: Any) -> None:
        found = m.card_def[subject].abilities.triggered.get(self)
        if found:
            m.game.resolve_support(m, subject, data, found[0])


def triggers_for(m: "FEMatch", u: int, a: "FEAbility", subject: int) -> bool:
    """Whether unit ``u``'s AUTO ``a`` triggers for ``subject`` now: it works, its once-per-turn mark is free, its
    subject selector (the qualifier) admits the subject and (ruling Q5, option ``auto_condition_checked``) its
    condition holds."""
    if skill_off(m, u, a):
        return False
    p = m.card_owner[u]
    if a.once and a.spent(m, Ctx(p, u, u)):
        return False
    return qualified(m, p, u, a, subject)


def hand_skill_ready(m: "FEMatch", uid: int, a: "FEAbility", subject: int) -> bool:
    """Whether the hand skill triggers now: its once-per-game key unused, its subject admitted and (rule option
    ``auto_condition_checked``, ruling Q5) its condition holding."""
    p = m.card_owner[uid]
    if a.once and a.spent(m, Ctx(p, uid, uid)):
        return False
    return qualified(m, p, uid, a, subject)


def qualified(m: "FEMatch", p: int, u: int, a: "FEAbility", subject: int) -> bool:
    """The subject passes the skill's qualifier and (ruling Q5) its condition holds when it triggers."""
    sel = a.qualifier
    if sel is not None and not sel.test(m, Ctx(p, u, u, subject), subject):
        return False
    # ruling Q5: an AUTO's condition is a condition of its triggering too (CR ch. 10), read again when it resolves
    return a.cond is None or m.game.options.auto_condition_checked == "resolution" or \
        a.cond.holds(m, Ctx(p, u, u, -1, subject))


def read_by_skill_card(value: Any, where: str) -> Any:
    """``{skill: K, card: CARD-KEYS}``: the subject is what skill K of this unit sent or added (skill_records.py)."""
    return read_by_skill(value, where, read_card_is)


TIMINGS: tuple[FETiming, ...] = (
    FETiming("deployed", "when {} is deployed"),
    FETiming("class_changed", "when {} class changes"),
    FETiming("leveled_up", "when {} levels up"),
    FETiming("attacks", "when {} attacks"),
    FETiming("attacked", "when {} is attacked"),
    FETiming("destroys", "when {}'s attack destroys an enemy"),
    FETiming("skill_destroys", "when a skill of {} destroys an enemy"),
    FETiming("combat_ends", "at the end of a combat of {}"),
    FETiming("start_of_turn", "at the start of each turn"),
    FETiming("end_of_turn", "at the end of each turn"),
    FETiming("destroyed", "when {} is destroyed", leaves_field=True),
    FETiming("destroyed_by_attack", "when an enemy's attack destroys {}", leaves_field=True),
    FETiming("moved", "when {} is moved"),
    FETiming("moved_to_front_line", "when {} is moved to the Front Line"),
    FETiming("moved_by_skill", "when {} is moved by a skill"),
    FETiming("critical_hits", "when {} makes a critical hit"),
    FETiming("evades", "when {} evades an attack"),
    FETiming("combat_over", "at the end of a combat {} took part in"),
    FETiming("untapped", "when {} is untapped"),
    FETiming("deployment_phase_starts", "at the start of the Deployment phase"),
    FETiming("deployed_by_skill", "when {} is deployed by {}", reads=read_deployed_by),
    FETiming("added_to_hand_from_retreat", "when a card is added to your hand from your Retreat Area"),
    FETiming("deck_card_revealed_by_skill", "when a skill of yours reveals the top card of your opponent's deck"),
    FETiming("hand_card_sent_by_skill",
             "when a skill of yours sends a card from your opponent's hand to the Retreat Area"),
    FETiming("discarded_by_opponent",
             "when a skill of your opponent sends this card from your hand to the Retreat Area", leaves_hand=True),
    FETiming("cards_sent_by_skill", "when {1} sends cards to a Retreat Area", reads=read_by_skill_card),
    FETiming("card_added_by_skill", "when {1} adds {0} to your hand", reads=read_by_skill_card),
)
"""Every AUTO timing of FE Cipher (card data ``when: NAME``), in the order card lists name them."""

ATTACK_SUPPORT = SupportTiming("attack_support", "when this card supports your attacking unit", "atk_supp")
DEFENSE_SUPPORT = SupportTiming("defense_support", "when this card supports your defending unit", "def_supp")
SUPPORT_TIMINGS = (ATTACK_SUPPORT, DEFENSE_SUPPORT)
"""The timings of ATK SUPP and DEF SUPP skills (card data ``atk_supp:`` / ``def_supp:``)."""


ACTION = Window("action", "ACT")
"""The window of ACT skills: the turn player's Action phase (card data ``activate: action``; FE's ``act`` skills)."""
