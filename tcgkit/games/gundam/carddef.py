"""What a Gundam card is to the rules: :class:`CardDef`, its facts and its compiled abilities.

Card kinds are small ints on the hot path (``UNIT``, ``PILOT``, ``COMMAND``, ``BASE``, ``RESOURCE``). A card's
abilities are the core's :class:`~tcgkit.core.effects.AbilitySet`, compiled from its declaration in
cards/effects.yaml by the vocabulary (:mod:`tcgkit.games.gundam.primitives`): triggered abilities by timing
(:mod:`.triggers`), activated ones by window, continuous effects by kind (:mod:`.statics`). The few the rules look up
on the hot path are kept apart as well, precomputed from those objects (``main_abilities`` …).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tcgkit.core.effects import AbilitySet

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Ability, StaticEffect


UNIT, PILOT, COMMAND, BASE, RESOURCE = range(5)
KIND_OF_TYPE = {
    "unit": UNIT, "unit token": UNIT, "pilot": PILOT, "command": COMMAND, "base": BASE, "ex base": BASE,
    "resource": RESOURCE, "ex resource": RESOURCE,
}


@dataclass(frozen=True, slots=True)
class CardDef:
    """Immutable per-card data, shared by every match (facts from cards.json + compiled abilities).

    ``ap``/``hp`` of Pilots and Pilot-Commands are their printed modifiers; Lv and cost of tokens are 0.
    ``keywords`` are the printed keyword effects as ``(kind, value)`` pairs (:mod:`.statics`), ``keyword_values``
    the same as a mapping (what the keywords' readers ask on the hot path). ``statics`` are the
    card's continuous effects in force while it is in play (read by the kinds' readers through ``abilities``),
    ``hand_statics`` those that work in the hand (its cost). ``delayed`` are the triggers its effects set up for
    the rest of a turn, ``listens`` every timing its abilities or those wait for. ``playable`` is False for a card whose
    effects are not declared yet (deck validation still knows it).
    """

    id: str
    name: str
    type: str
    kind: int
    token: bool
    color: str
    level: int
    cost: int
    ap: int
    hp: int
    link_names: tuple[str, ...]
    link_traits: tuple[str, ...]
    traits: tuple[str, ...]
    keywords: tuple = ()
    set: str = ""  # the set the number belongs to: "GD01", "ST04" …, else the facts' product name ("Basic Cards")
    pilot_name: str | None = None
    also_named: str | None = None  # "this card's name is also treated as [X]" (GD02-098): met by link conditions
    abilities: AbilitySet = field(default_factory=AbilitySet, compare=False)
    keyword_values: dict = field(default_factory=dict, compare=False)
    statics: "tuple[StaticEffect, ...]" = ()
    hand_statics: "tuple[StaticEffect, ...]" = ()
    trash_statics: "tuple[StaticEffect, ...]" = ()  # those that work in the trash (GD03-058's cost there)
    playable: bool = False
    waits_for: tuple[str, ...] = ()  # not playable yet: the proposed timings/continuous effects it needs
    has_link: bool = False
    main_abilities: "tuple[Ability, ...]" = ()  # 【Main】 and 【Main】/【Action】
    action_abilities: "tuple[Ability, ...]" = ()  # 【Action】 and 【Main】/【Action】
    burst_abilities: "tuple[Ability, ...]" = ()
    activate_main: "tuple[Ability, ...]" = ()
    activate_action: "tuple[Ability, ...]" = ()
    delayed: "tuple[Ability, ...]" = ()  # the triggers its effects set up for a turn (primitives/delayed.py)
    listens: frozenset = frozenset()  # the timings its abilities and its delayed triggers wait for (match.heard)
    reads_ex_payment: bool = False  # an effect asks "if you use an EX Resource to play this card" (GD04-106)


def shares(these: tuple, those: tuple) -> bool:
    """Whether one of ``these`` is among ``those``. A loop, as in the other hot tests of the rules: compiled, ``any``
    over a generator expression makes a generator object, and a closure for the function that holds it at every
    call, even one that never reaches it."""
    for x in these:
        if x in those:
            return True
    return False
