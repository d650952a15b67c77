"""Power Duell card definitions: one frozen :class:`Card` per card, read from the project's card format
(:mod:`.cardfile`), shared by every match and clone.

Card kinds (rules/power_duell.md §1): the **guardian god** (Schutzgottkarte, field A), the **monster** and the
**shield monster** (Monsterkarte, Schutz-Monsterkarte) and the **energy card** (Energiekarte) in seven subtypes:
normal, timed (Zeit), lasting (Dauer), equipment (Ausrüstung), summoning (Beschwörung), hand effect (Handeffekt) and
gravitation (Gravitation).

What a card does is data: continuous effects are :class:`Aura` records (the core's
:class:`~tcgkit.core.effects.Static` with an effect rank), triggered ones are :class:`Ability` records whose effect
is a tree compiled by the game's vocabulary (:mod:`.primitives`).

Effect ranks (rules/power_duell.md §9): gravitation cards (1) stand above the guardian god's special effect (2),
which comes before its effect (3); monster and other energy cards are rank 4. Ranks order the layers of a total
(:mod:`.ranks`) and the waiting triggers (higher rank resolves first).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Ctx, Static

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Condition, Node
    from tcgkit.core.match import Match

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


@dataclass(frozen=True, slots=True)
class Aura(Static):
    """A continuous effect: monsters in ``scope`` get ``key`` ``value`` while the source is active.

    Attributes (beyond :class:`~tcgkit.core.effects.Static`'s key, value, scope, cond):
        rank: the effect rank of its layer (§9).
        to: ``"this"`` (the card itself), ``"linked"`` (the monster the card is linked to), or ``"scope"``.
    """

    rank: int = RANK_OTHER
    to: str = "scope"

    def applies(self, m: "Match", source: int, host: int, target: int) -> bool:
        """Whether it applies to ``target``; "you" is the host's controller (a swapped god speaks for its new
        side), not its owner."""
        if self.to != "scope":
            if target != host:
                return False
            if self.cond is None:
                return True
        ctx = Ctx(m.zone_owner[m.card_zone[host]], source, host)
        if self.to == "scope" and not self.scope.test(m, ctx, target):
            return False
        return self.cond is None or self.cond.holds(m, ctx)


@dataclass(frozen=True, slots=True)
class Ability:
    """A triggered ability: when ``when`` happens, ``effect`` resolves (as a waiting trigger of ``rank``).

    Events (rules/power_duell.md §11 and docs/games/power_duell.md#writing-a-card): ``readiness_start``,
    ``sacrifice_energy``, ``sacrifice_monster``, ``attacks``, ``attacks_face_down``, ``targeted``,
    ``forced_activation``, ``defeats_in_battle``, ``own_monster_defeated_in_battle``.
    """

    when: str
    effect: "Node"
    once_per_turn: bool = False
    rank: int = RANK_OTHER


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
        auras: continuous effects (for a god: its effect as rank 3 auras and its special effect's as rank 2).
        abilities: triggered abilities.
        on_activate: an energy card's effect when activated (gravitation: when it resolves).
        hand_effect, timing: a hand-effect card's effect and when it may be used from the hand.
        summon: a summoning card's summon (a node whose primitive is ``summon``).
        attacks: attacks per battle phase (1 unless the card says more); attack_if: a condition to attack.
        early_destruction: whether its owner may destroy it early in their clear phase.
        user: defined in a user card file (not shipped); data: the card's mapping as read (embedded in decks).
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
    auras: tuple[Aura, ...] = ()
    abilities: tuple[Ability, ...] = ()
    on_activate: "Node | None" = None
    hand_effect: "Node | None" = None
    timing: str = ""
    summon: "Node | None" = None
    attacks: int = 1
    attack_if: "Condition | None" = None
    early_destruction: bool = True
    user: bool = False
    playable: bool = True
    data: Any = field(default=None, repr=False)
    # derived once (see __post_init__)
    is_monster: bool = field(init=False, default=False)
    listens: frozenset = field(init=False, default=frozenset())
    aura_keys: frozenset = field(init=False, default=frozenset())
    lp_auras: bool = field(init=False, default=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_monster", self.type in (MONSTER, SHIELD_MONSTER))
        object.__setattr__(self, "listens", frozenset(a.when for a in self.abilities))
        object.__setattr__(self, "aura_keys", frozenset(a.key for a in self.auras))
        object.__setattr__(self, "lp_auras", "lp" in self.aura_keys)

    @property
    def planets(self) -> tuple[str, ...]:
        """The primary planet, then the secondary one if any."""
        return (self.planet, self.secondary) if self.secondary else (self.planet,)

    @property
    def statics(self) -> tuple[Aura, ...]:
        """The core's name for continuous effects (:meth:`EffectState.statics_of`)."""
        return self.auras


def rank_of_card(card: Card) -> int:
    """The rank of what a card's effects do when they resolve: gravitation 1, a god's (special) effect 2, else 4."""
    if card.subtype == GRAVITATION:
        return RANK_GRAVITATION
    if card.type == GUARDIAN_GOD:
        return RANK_SPECIAL_EFFECT
    return RANK_OTHER
