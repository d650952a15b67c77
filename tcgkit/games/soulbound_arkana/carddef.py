"""Card definitions of Soulbound Ærkana: immutable records compiled once from the card format (cards/*.yaml, read by
:mod:`.carddata`), shared by every match and clone.

Terms (seed 002 → tcgkit, docs/games/soulbound_arkana.md#glossary): Wesen → being, Stufe → level, Rang → rank,
Netz-Wert → net value, STK → strength, SCH → shield, Arkanum → arcanum, Siegel → seal, Landmarke → landmark,
Verschmelzung → fusion, Kristall-Überlagerung → overlay (crystal overlay), Netz-Wesen → net being, Opfer → tribute.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tcgkit.core.effects import AbilitySet

# ----------------------------------------------------------------------------------------------- positions

STRENGTH, SHIELD, FACE_DOWN = 0, 1, 2
"""A being's position (rules §5): strength mode (face up, upright), shield mode face up (horizontal, after an attack
or a mode change), shield mode face down (how a being is bound in shield mode, rules §10.9)."""

IN_FORCE, RESOLVING, SET = 0, 1, 2
"""An arcanum's or seal's position: face up and in force (a lasting card), face up on the response stack, set face
down (``SET == FACE_DOWN``: face down is one thing for every card)."""

MODE_NAMES = {STRENGTH: "strength", SHIELD: "shield", FACE_DOWN: "face_down"}
MODE_CODES = {v: k for k, v in MODE_NAMES.items()}

# ----------------------------------------------------------------------------------------------- card types

BEING, FUSION, OVERLAY, NET = "being", "fusion", "overlay", "net"
ARCANUM, SEAL, LANDMARK = "arcanum", "seal", "landmark"
TYPES = (BEING, FUSION, OVERLAY, NET, ARCANUM, SEAL, LANDMARK)
BEING_TYPES = frozenset((BEING, FUSION, OVERLAY, NET))
SPECIAL_TYPES = frozenset((FUSION, OVERLAY, NET))
"""Special beings live in the special deck (besonderer Vorrat, at most 10: seed 002 Allgemeine Regeln 2)."""

INFINITY, FIELD, ETERNAL = "infinity", "field", "eternal"
"""Lasting variants (seed 002 Spezialkarten): infinity arcanum, field arcanum (played open into its own zone), eternal
seal; each stays until destroyed."""

ELEMENTS = ("fire", "water", "wind", "earth", "light", "darkness")
"""Feuer, Wasser, Wind, Erde, Licht, Finsternis: no rules of their own, they exist for card effects (rules §2)."""

ANSWERS = ("attack", "any")
"""When a set seal may answer (rules §10.13, §10.21): ``attack`` — an opposing being declares an attack; ``any`` —
any opposing attack declaration or activation, and also the own preparation step."""


NO_ABILITIES = AbilitySet()
"""The abilities of a card that has none (shared)."""


def tributes_for(level: int) -> int:
    """Tributes a being of ``level`` needs to be bound (seed 002 Allgemeine Regeln 10): 1–4 → 0, 5–6 → 1, 7–8 → 2,
    9+ → 3."""
    return 0 if level <= 4 else 1 if level <= 6 else 2 if level <= 8 else 3


@dataclass(frozen=True, slots=True)
class MaterialSpec:
    """One fusion material: a being matching every given field (``name``, ``element``, ``level``)."""

    name: str = ""
    element: str = ""
    level: int = 0

    def admits(self, d: "CardDef") -> bool:
        return (d.type in BEING_TYPES and (not self.name or d.name == self.name)
                and (not self.element or d.element == self.element) and (not self.level or d.level == self.level))

    def describe(self) -> str:
        if self.name:
            return f'"{self.name}"'
        parts = [f"level {self.level}" if self.level else "", self.element]
        return "a " + " ".join(p for p in parts if p) + " being" if any(parts) else "a being"


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card. Attributes not used by a type hold their neutral value (0, ``""``, ``()``).

    Attributes:
        id, name, set: identity (``set`` "SA1" for the starter set, "user" for user-made cards).
        type: one of :data:`TYPES`; lasting: ``""`` or one of infinity/field (arcanum), eternal (seal).
        element: one of :data:`ELEMENTS` (beings).
        level: a being's or fusion's level (Stufe); rank: an overlay's rank (Rang); net_value: a net being's
            Netz-Wert. strength, shield: STK and SCH.
        cost: SP to activate an arcanum or seal, or to play a field arcanum or landmark (seed 002 Allgemeine
            Regeln 9).
        limit: copies allowed in a deck (3 unless printed lower, seed 002 Allgemeine Regeln 3).
        keywords: printed keywords, ``(keyword kind, value)`` pairs (:mod:`.statics`: haste).
        abilities: its :class:`~tcgkit.core.effects.AbilitySet`: triggered (:mod:`.triggers`), activated (windows
            bind and action, costs of :mod:`.costs`) and static abilities (constant effects of :mod:`.statics`), in
            the order the card declares them (the index of each is its key in actions and events).
        effect: what an arcanum or seal does when it resolves (an effect tree), ``None`` for none.
        answers: a seal's timing (:data:`ANSWERS`).
        materials: a fusion's material specs; material_count: an overlay's number of materials (of level = rank).
        requires: the name of the arcanum a fusion must be performed with (``""``: none; then it is a special
            binding in the bind step).
        data: the card's declaration as written (JSON text), embedded in decks with user cards so replays reproduce.
    """

    id: str
    name: str
    type: str
    set: str = "SA1"
    lasting: str = ""
    element: str = ""
    level: int = 0
    rank: int = 0
    net_value: int = 0
    strength: int = 0
    shield: int = 0
    cost: int = 0
    limit: int = 3
    keywords: tuple = ()
    abilities: AbilitySet = field(default=NO_ABILITIES, compare=False)
    effect: Any = None
    answers: str = ""
    materials: tuple = ()
    material_count: int = 0
    requires: str = ""
    data: str = field(default="", compare=False, repr=False)

    statics: tuple = field(init=False, repr=False)
    """Its constant effects in play (:class:`~tcgkit.core.effects.StaticEffect`, from :attr:`abilities`), so a rule
    that moves the card knows at once whether the effects in force change."""
    is_being: bool = field(init=False, repr=False)
    special: bool = field(init=False, repr=False)
    """A special being (fusion, overlay, net): kept in the special deck."""
    tributes: int = field(init=False, repr=False)
    """Tributes a normal binding of this being needs (0 for special beings and other cards)."""
    activated_where: frozenset = field(init=False, repr=False, compare=False)
    """The ``(zone, window)`` pairs of its activated abilities (zone ``None``: from play, :data:`~.triggers.FLOW`:
    from the flow), so a scan for usable abilities passes over a card without one there at once."""
    acts_from_flow: bool = field(init=False, repr=False, compare=False)
    """Whether one of them works from the flow (:attr:`~.match.SoulboundMatch.flow_actors`)."""

    def __post_init__(self) -> None:  # derived once: these are read on the hot path
        object.__setattr__(self, "statics", self.abilities.statics_from(None))
        object.__setattr__(self, "is_being", self.type in BEING_TYPES)
        object.__setattr__(self, "special", self.type in SPECIAL_TYPES)
        object.__setattr__(self, "tributes", tributes_for(self.level) if self.type == BEING else 0)
        object.__setattr__(self, "activated_where", frozenset(
            (ab.zone, window) for window, found in self.abilities.activated.items() for ab in found))
        # the flow is the one zone besides play an activated ability works from (triggers.FLOW)
        object.__setattr__(self, "acts_from_flow", any(zone is not None for zone, _window in self.activated_where))

    @property
    def playable(self) -> bool:
        return True

    @property
    def colour(self) -> str:
        """The card colour of seed 002 (Spezialkarten): yellow/grey beings, green fusion, turquoise overlay, red net,
        blue arcanum, violet seal; a landmark is a horizontal card."""
        if self.type == BEING:
            return "grey" if (len(self.abilities) or self.keywords) else "yellow"
        return {FUSION: "green", OVERLAY: "turquoise", NET: "red", ARCANUM: "blue", SEAL: "violet",
                LANDMARK: "horizontal"}[self.type]
