"""A GWENT card definition (state row): the immutable record every match shares, made by the card compiler
(``cards/compile.py``) from ``cards/pool.yaml``."""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core.effects import AbilitySet

CARD_TYPES = ("unit", "hero", "special", "weather", "leader", "token")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card of the pool, immutable and shared by every match (rules/gwent.md §1, cards/pool.yaml).

    Attributes:
        id: our card id, e.g. ``"nr-blue-stripes-commando"`` (unique; repeated source records get ``-2``, ``-3``).
        name: the official English name (what decklists and tight bond compare).
        faction: a faction of ``board.FACTIONS`` or ``"neutral"``.
        type: one of :data:`CARD_TYPES`; ``token`` = a side-deck card (rules/gwent.md §1.4 inference).
        rows: allowed row indices (0 close, 1 ranged, 2 siege); two for agile units; ``()`` for non-units.
        strength: base strength (0 for non-units).
        hero: not affected by special cards or abilities (rules/gwent.md §1.2).
        abilities: the unit's abilities (:class:`~tcgkit.core.effects.AbilitySet`, compiled by the vocabulary
            ``abilities.ABILITIES`` from the envelope or its short form, ``cards/compile.py``).
        ability_names: the names of its unit abilities and keywords, in card-data order (what leaders search for and
            faces show).
        on_play: the effect parts of its abilities of timing ``played``, in the order they resolve (``Do`` nodes;
            ``triggers.PLAYED`` runs them).
        effect: ``(primitive, args)`` for special, weather and leader cards; ``(None, ())`` otherwise.
        solo: the automaton's version of a leader effect (seed 004), or ``None``.
        copies: copies in the pool (the deck-building limit); 0 for tokens.
        muster_group: the unit's name group (the name before "-"); a muster card pulls the cards of its group.
        leader: the source's leader key, e.g. ``"foltest_siegemaster"``.
        source_id, set: provenance (``tw3``, ``tw3_dlc``, ``lcg``).
    The remaining fields are precomputed for the hot path, by the card compiler from the ability objects: ``spy`` …
    ``avenger``/``berserker`` (the token's name) from the primitives of its triggered abilities, ``bond``,
    ``morale``, ``horn``, ``agile`` from its keywords (``statics.py``).
    """

    id: str
    name: str
    faction: str
    type: str
    rows: tuple
    strength: int
    hero: bool
    abilities: AbilitySet
    ability_names: tuple
    on_play: tuple
    effect: tuple
    solo: tuple | None
    copies: int
    muster_group: str
    leader: str
    source_id: str
    set: str
    # -- precomputed
    is_unit: bool
    is_token: bool
    spy: bool
    medic: bool
    muster: bool
    bond: bool
    morale: bool
    horn: bool
    agile: bool
    board_scorch: bool
    mardroeme: bool
    avenger: str
    berserker: str
    weather_mask: int
    clear: bool
    special: str

    def has(self, ability: str) -> bool:
        """Whether the card declares unit ability ``ability`` (its vocabulary name)."""
        return ability in self.ability_names

    def __repr__(self) -> str:
        return f"CardDef({self.id!r})"
