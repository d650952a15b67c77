"""Proposed vocabulary: the keys series 2–4 cards are declared with that tcgkit does not implement yet.

Issue 21 brings the cards of B02–B04, S03–S06 and P02–P04; issue 19 moves the ability envelope, the timings
(``TriggerKind``) and the continuous effects and keywords (``StaticKind``) into the core. A card that needs a new
timing, continuous effect, keyword, mark or envelope key is declared now with the key proposed for it (the cards in
``cards/pending/``); reading such a key raises :class:`PendingVocabulary` naming it, and the pool keeps the card
unplayable with that reason (``tcgkit cards fe_cipher ID``). Any other unknown key is still a plain
:class:`~tcgkit.core.effects.CompileError`: a slip, not a proposal. Each key's meaning, rule source and edge cases
are specified in the plan of issue 21 and summarised in docs/games/fe_cipher.md ("Proposed vocabulary").
"""

from __future__ import annotations

from tcgkit.core.effects import CompileError

PROPOSED: dict[str, dict[str, str]] = {
    "timing": {
        "evades": "when the unit evades (its owner discarded a card to evade)",
        "critical_hits": "when the unit makes a critical hit",
        "moved": "when the unit is moved (an action or a skill; not the forced march)",
        "moved_to_front_line": "when the unit is moved to the Front Line",
        "moved_by_skill": "when the unit is moved by a skill's effect",
        "destroyed": "when the unit is destroyed (it resolves from the Retreat Area: last-known information)",
        "destroyed_by_attack": "when an enemy's attack destroys the unit",
        "untapped": "when the unit is untapped",
        "deployment_phase_starts": "at the start of the Deployment phase",
        "hand_card_sent_by_skill": "when a card of the opponent's hand goes to the Retreat Area by an ally's skill "
                                   "or your support skill",
        "added_to_hand_from_retreat": "when a card is added to your hand from your Retreat Area",
        "deck_card_revealed_by_skill": "when the opponent reveals a deck card by an ally's skill or your support "
                                       "skill",
        "deployed_by_skill": "when the unit is deployed by a named skill's effect",
        "cards_sent_by_skill": "when cards go to the Retreat Area by a named skill of this unit",
        "card_added_by_skill": "when a card is added to your hand by a named skill of this unit",
        "combat_over": "at the end of a combat the unit took part in, attacking or defending",
        "discarded_by_opponent": "when this card goes from your hand to the Retreat Area by an opponent's skill",
    },
    "static": {
        "cannot_be_destroyed_by_attack": "the unit is not destroyed by attacks of the enemies a selector admits",
        "cannot_be_evaded": "the unit's attacks cannot be evaded (continuous form)",
        "range": "the unit acquires a range while a condition holds",
        "affinity": "the unit acquires an affinity while a condition holds",
        "ignores_range": "the unit may attack the enemies a selector admits regardless of range",
        "attack_only": "the unit may attack only the enemies a selector admits",
        "critical_multiplier": "a critical hit multiplies the unit's attack by N instead of 2",
        "no_skill_moves": "the units a selector admits cannot be moved by skills",
        "support_to_hand": "the unit's owner may add its successful supporter to the hand instead of the Retreat "
                           "Area",
        "supporter_to_growth": "the owner may stack a successful supporter under an ally of its name (growth) "
                               "instead of the Retreat Area",
        "destroyed_enemy_to_bond": "an enemy this unit's attack destroys goes to its owner's Bond Area",
        "loses_skill": "the unit loses one of its own skills while a condition holds",
        "treat_as_color": "units and Retreat Area cards a selector admits are also of a colour",
    },
    "spec": {
        "cc_cost_becomes": "the card's class-change cost is N while a condition holds (read in the hand)",
        "may_level_up": "this card may level up an allied unit of another name",
        "also_affinity": "the card also has the given affinities, in every zone",
        "copies_ally_affinities": "during your turn the card has the weapons, types and ranges of your other "
                                  "allies",
        "hand_trigger": "a skill used from the hand when its timing happens (deploying this card, for instance)",
    },
    "mark": {
        "lvs": "[LvS N]: the skill exists only while the unit's stack holds N or more cards",
    },
    "envelope": {
        "unless_class_changed": "once per turn, except while the unit is Class Changed (a value of "
                                "once_per_turn)",
        "alt_cost": "a cost the player may pay instead of the printed one",
        "second_support_skill": "a card with an ATK SUPP and a DEF SUPP skill",
    },
    "effect": {
        "gain_skill": "the unit acquires a skill (a CONT or an AUTO) for a duration",
        "protect_from_skills": "the units a selector admits cannot be destroyed or moved by skills for a duration",
        "forbid_back_line_attacks": "enemies in the Back Line cannot attack during the opponent's next turn while "
                                    "this unit is on the field",
        "deploy_stripped": "deploy a card that loses all its skills, cannot level up and is destroyed at the end "
                           "of the turn",
    },
    "cost": {
        "discard_or_deploy_cf": "send a card from the hand as a cost; a card with a [CF] skill may be deployed "
                                "instead",
    },
    "selector": {
        "tapped_for_cost": "the allies tapped as the cost of a named skill this turn",
        "named_like_sent": "a unit with a unit name of a card a named skill sent to the Retreat Area",
    },
    "condition": {
        "cost_tapped_all": "every ally tapped as this skill's cost passes a selector",
    },
}
"""Proposed keys by the place they are read: a key → its meaning in one line."""


class PendingVocabulary(CompileError):
    """A declaration uses a proposed key (:data:`PROPOSED`): the card waits for it, it is not a slip.

    Attributes:
        place: where the key is read (``timing``, ``static``, ``spec``, ``mark``, ``envelope``, ``effect``,
            ``cost``, ``selector``, ``condition``); key: the proposed key.
    """

    def __init__(self, place: str, key: str, where: str) -> None:
        super().__init__(f"{where}: '{key}' is a proposed {place} ({PROPOSED[place][key]}), not implemented yet")
        self.place, self.key = place, key

    @property
    def reason(self) -> str:
        """The reason a card using it is not playable yet, in one line."""
        return f"waits for the proposed {self.place} '{self.key}'"


def refuse_proposed(place: str, key: object, where: str) -> None:
    """Raise :class:`PendingVocabulary` if ``key`` is a proposed key of ``place``."""
    if isinstance(key, str) and key in PROPOSED.get(place, ()):
        raise PendingVocabulary(place, key, where)
