"""Power Duell card definitions: one frozen :class:`Card` per card, read from the project's card format
(:mod:`.carddata`), shared by every match and clone.

Card kinds (rules/power_duell.md §1): the **guardian god** (Schutzgottkarte, field A), the **monster** and the
**shield monster** (Monsterkarte, Schutz-Monsterkarte) and the **energy card** (Energiekarte) in seven subtypes:
normal, timed (Zeit), lasting (Dauer), equipment (Ausrüstung), summoning (Beschwörung), hand effect (Handeffekt) and
gravitation (Gravitation).

What a card does is data: its abilities are the core's :class:`~tcgkit.core.effects.Ability` objects in an
:class:`~tcgkit.core.effects.AbilitySet`, compiled by the game's vocabulary (:mod:`.primitives`) from the shared
envelope: triggered ones wait for a timing of :mod:`.triggers`, continuous effects are effects of the static kinds of
:mod:`.statics` (each with its effect rank).

Effect ranks (rules/power_duell.md §9): gravitation cards (1) stand above the guardian god's special effect (2),
which comes before its effect (3); monster and other energy cards are rank 4. Ranks order the layers of a total
(:mod:`.ranks`) and the waiting triggers (higher rank resolves first, :mod:`.triggers`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tcgkit.core.effects import AbilitySet

GUARDIAN_GOD, MONSTER, SHIELD_MONSTER, ENERGY = "guardian_god", "monster", "shield_monster", "energy"
CARD_TYPES = (GUARDIAN_GOD, MONSTER, SHIELD_MONSTER, ENERGY)

NORMAL, TIMED, LASTING, EQUIPMENT, SUMMONING, HAND_EFFECT, GRAVITATION = (
    "normal", "timed", "lasting", "equipment", "summoning", "hand_effect", "gravitation")
SUBTYPES = (NORMAL, TIMED, LASTING, EQUIPMENT, SUMMONING, HAND_EFFECT, GRAVITATION)
"""Energy subtypes (rules/power_duell.md §1.3): normal "00", Zeit → timed (PHA 01–09), Dauer → lasting (∞),
Ausrüstung → equipment, Beschwörung → summoning, Handeffekt → hand effect, Gravitation → gravitation."""

ON_ENERGY_FIELD = frozenset((NORMAL, TIMED, LASTING, GRAVITATION))
"""Subtypes activated on field G (the energy field); equipment and summoning cards go on field H."""

PLANETS = ("Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn")
"""The seven classical bodies (rules/power_duell.md §1.2 [A], §10.19): Sonne, Mond, Merkur, Venus, Mars, Jupiter,
Saturn."""

RANK_GRAVITATION, RANK_SPECIAL_EFFECT, RANK_EFFECT, RANK_OTHER = 1, 2, 3, 4
RANKS = (RANK_GRAVITATION, RANK_SPECIAL_EFFECT, RANK_EFFECT, RANK_OTHER)
STATS = ("ap", "dp", "lp", "attack_cost")
"""Monster attributes an effect may change: attack points, defense points, life points, attack cost."""

INFINITE = -1
"""Expiry counter of a card that never expires (lasting, equipment, summoning)."""


def trigger_priority(rank: int) -> int:
    """The core trigger queue's priority class for an effect rank: a higher rank (a smaller number) goes first."""
    return 10 - rank


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card definition (immutable, shared by all matches).

    Attributes:
        id, name, type: the card's id, name and type (one of :data:`CARD_TYPES`).
        set: the card set (``starter`` for the shipped cards, else the user file's set).
        planet, secondary: primary and optional secondary planet (monsters; the god has one planet).
        gep: a guardian god's base energy points (Grund-Energiepunktewert), set into the account each readiness.
        ap, dp, lp, attack_cost, ao: a monster's attack points, defense points, life points, attack cost (paid per
            attack) and activation & sacrifice value (A&O).
        subtype: an energy card's subtype (:data:`SUBTYPES`).
        pha: phase counter (timed cards: survivals; normal: 0; :data:`INFINITE` for the ∞ kinds).
        opf: energy points gained when the card is sacrificed (OPF); act: a gravitation card's activation cost (ACT).
        effect: a guardian god's effect (Wirkung): ``(stat, amount)`` pairs for its own monsters of its planet.
        abilities: its abilities (:class:`~tcgkit.core.effects.AbilitySet`): the triggered ones first (their index
            is their place among them: the key of a waiting trigger and of a once-per-turn mark), then the static
            ones (a god: its special effect's, rank 2, then its effect as rank 3 static abilities); a hand-effect
            card's effect is an activated ability used from the hand in a window of :mod:`.triggers`; last, an
            energy card's activation effect (card data ``on_activate``, window ``ACTIVATED``) and a summoning
            card's summon (``summon``, window ``SUMMONED``: its effect's primitive is ``summon``), abilities the
            rules use as they play the card (:mod:`.activation`).
        linked: its continuous effects speak for the monster it is linked to (``to: linked``).
        keywords: ``(kind, value)`` pairs of the rules printed on a monster (:data:`.statics.ATTACKS`: attacks per
            battle phase; :data:`.statics.ATTACK_IF`: a condition to attack).
        early_destruction: whether its owner may destroy it early in their clear phase.
        user: defined in a user card file (not shipped); data: the card's mapping as read (embedded in decks).
        is_monster, rank, statics_by_kind (derived): a monster or shield monster; the rank its effects resolve at
            (:func:`rank_of_card`); its continuous effects in play by static kind (``abilities.statics``).
    """

    id: str
    name: str
    type: str
    set: str = "starter"
    planet: str = ""
    secondary: str = ""
    gep: int = 0
    ap: int = 0
    dp: int = 0
    lp: int = 0
    attack_cost: int = 0
    ao: int = 0
    subtype: str = ""
    pha: int = INFINITE
    opf: int = 0
    act: int = 0
    effect: tuple[tuple[str, int], ...] = ()
    abilities: AbilitySet = field(default_factory=AbilitySet)
    linked: bool = False
    keywords: tuple = ()
    early_destruction: bool = True
    user: bool = False
    playable: bool = True
    data: Any = field(default=None, repr=False)
    # derived once (see __post_init__)
    is_monster: bool = field(init=False, default=False)
    rank: int = field(init=False, default=RANK_OTHER)
    statics_by_kind: dict = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_monster", self.type in (MONSTER, SHIELD_MONSTER))
        object.__setattr__(self, "rank", rank_of_card(self))
        object.__setattr__(self, "statics_by_kind", self.abilities.statics)

    @property
    def planets(self) -> tuple[str, ...]:
        """The primary planet, then the secondary one if any."""
        return (self.planet, self.secondary) if self.secondary else (self.planet,)


def rank_of_card(card: "Card") -> int:
    """The rank of what a card's effects do when they resolve: gravitation 1, a god's (special) effect 2, else 4."""
    if card.subtype == GRAVITATION:
        return RANK_GRAVITATION
    if card.type == GUARDIAN_GOD:
        return RANK_SPECIAL_EFFECT
    return RANK_OTHER
