"""What a Gundam card is to the rules: :class:`CardDef` (facts + compiled abilities) and the game's fixed words.

Card kinds are small ints on the hot path (``UNIT``, ``PILOT``, ``COMMAND``, ``BASE``, ``RESOURCE``). An
:class:`Ability` holds one declared ability of a card (cards/effects.yaml): its timing, its effect as a core effect
tree (:mod:`tcgkit.core.effects`), its condition and its modifiers, or, for a constant effect, its
:class:`~tcgkit.core.effects.Static` records.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Condition, Node, Static

UNIT, PILOT, COMMAND, BASE, RESOURCE = range(5)
KIND_OF_TYPE = {
    "unit": UNIT, "unit token": UNIT, "pilot": PILOT, "command": COMMAND, "base": BASE, "ex base": BASE,
    "resource": RESOURCE, "ex resource": RESOURCE,
}
KEYWORDS = ("repair", "breach", "support", "blocker", "first_strike", "high_maneuver", "suppression")
#: keywords whose values add up when a Unit has several (rules/gundam.md §1.6 table); the others count once
ADDITIVE = frozenset(("repair", "breach", "support"))
#: the keywords' printed names (Gundam CR 13-1)
KEYWORD_NAMES = {"repair": "Repair", "breach": "Breach", "support": "Support", "blocker": "Blocker",
                 "first_strike": "First Strike", "high_maneuver": "High-Maneuver", "suppression": "Suppression"}
TIMINGS = (
    "deploy", "attack", "destroyed", "when_paired", "when_linked", "burst", "main", "action", "main_action",
    "activate_main", "activate_action", "static", "destroys_enemy", "destroys_shield", "end_of_turn",
    "friendly_paired", "friendly_linked", "effect_draw", "support_used",
)


def keyword_label(keyword: str, value: int = 0) -> str:
    """``<Breach 3>``, ``<Blocker>``: a keyword as printed, with its number only for the additive ones."""
    name = KEYWORD_NAMES.get(keyword, keyword)
    return f"<{name} {value}>" if keyword in ADDITIVE and value else f"<{name}>"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card.

    Attributes:
        index: its position among the card's declared abilities (the ``key`` of its triggers and activations).
        timing: one of :data:`TIMINGS`.
        effect: what it does, a core effect tree (``None`` for a constant effect).
        cond: checked on resolution with the last-known state (triggers), when offered (activated abilities), or
            all the time (constant effects); ``None``: always.
        qualifier: for 【When Paired】, ``("trait", X)`` or ``("level_ge", N)`` on the Pilot; ``None``: any.
        once_per_turn, cost (resources to rest), rest_self, optional ("you may"): its modifiers.
        statics: a constant effect's records (one per key: ``ap``, ``hp``, a keyword …).
    """

    index: int
    timing: str
    effect: "Node | None" = None
    cond: "Condition | None" = None
    qualifier: tuple | None = None
    once_per_turn: bool = False
    cost: int = 0
    rest_self: bool = False
    optional: bool = False
    statics: "tuple[Static, ...]" = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """Immutable per-card data, shared by every match (facts from cards.json + compiled effects).

    ``ap``/``hp`` of Pilots and Pilot-Commands are their printed modifiers; Lv and cost of tokens are 0.
    ``statics`` are the :class:`~tcgkit.core.effects.Static` records of the card's constant effects in play (read by
    the core's continuous effects), ``hand_statics`` those that work in the hand (its cost). The abilities of the
    timings the rules look up on the hot path are kept apart too (``main_abilities`` …). ``playable`` is False for a
    card whose effects are not declared yet (deck validation still knows it).
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
    keywords: tuple[tuple[str, int], ...] = ()
    set: str = ""  # the set the number belongs to: "GD01", "ST04" …, else the facts' product name ("Basic Cards")
    pilot_name: str | None = None
    abilities: tuple[Ability, ...] = ()
    statics: "tuple[Static, ...]" = ()
    static_keys: frozenset[str] = frozenset()  # the keys of ``statics`` (a quick "does it change this?")
    hand_statics: "tuple[Static, ...]" = ()
    playable: bool = False
    waits_for: tuple[str, ...] = ()  # not playable yet: the proposed timings/continuous effects it needs
    has_link: bool = False
    main_abilities: tuple[Ability, ...] = ()  # 【Main】 and 【Main】/【Action】
    action_abilities: tuple[Ability, ...] = ()  # 【Action】 and 【Main】/【Action】
    burst_abilities: tuple[Ability, ...] = ()
    activate_main: tuple[Ability, ...] = ()
    activate_action: tuple[Ability, ...] = ()

    def keyword(self, name: str) -> int:
        """Printed value of a keyword (1 for the valueless ones), 0 if absent."""
        for k, v in self.keywords:
            if k == name:
                return v
        return 0

    def at(self, timing: str) -> tuple[Ability, ...]:
        """The abilities with that timing (``main_action`` counts for both ``main`` and ``action``)."""
        out = tuple(a for a in self.abilities if a.timing == timing)
        if timing in ("main", "action"):
            out += tuple(a for a in self.abilities if a.timing == "main_action")
        return out


HAND_KEYS = frozenset({"cost_in_hand", "alt_cost_destroy", "cost_in_hand_per_enemy_unit", "level_in_hand_per_enemy_unit"})
"""Constant-effect keys that work while the card is in the hand (not in play)."""
