"""Zones and their visibility: the structural basis of hidden information (DESIGN.md contract 4).

A game declares its zones once as :class:`ZoneSpec`; a match makes one zone instance per owner (a player, a team,
or nobody for shared zones). Whether a player may see a card's identity is decided by the zone's visibility alone,
plus per-card reveals (for example "look at the top 2 cards of your deck").
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum


class Visibility(IntEnum):
    """Who sees the identity of the cards in a zone (the card count is always public)."""

    PUBLIC = 0  #: everybody, spectators too (battle area, trash, Gwent rows)
    PRIVATE = 1  #: the zone's viewers only: its owner, and teammates where the game says so (hand)
    SECRET = 2  #: nobody, the owner included (deck, face-down shields)


ALL = -1
"""Visibility mask meaning every player and every spectator (used by events)."""

SPECTATORS = 1 << 62
"""The bit of an event mask that spectators read. :data:`ALL` has it; so has ``ALL & ~mask`` ("everybody but the
players in ``mask``"); a mask of player bits only (``1 << p``) does not."""


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """A kind of zone a game has.

    Attributes:
        name: the game's official term, e.g. ``"hand"``, ``"battle_area"``, ``"close_row"``.
        visibility: see :class:`Visibility`.
        scope: ``"player"`` (one per player), ``"team"`` (one per team) or ``"shared"`` (one for the match).
        ordered: whether order is meaningful and public (a deck's order matters but is secret; a row's is not).
    """

    name: str
    visibility: Visibility
    scope: str = "player"
    ordered: bool = False


@dataclass(frozen=True, slots=True)
class Zone:
    """One zone instance of a match; immutable and shared between clones (the card list lives in the match).

    Attributes:
        id: index into ``Match.zones``.
        spec: its :class:`ZoneSpec`.
        owner: owning player index, team index (scope ``"team"``) or -1 (shared).
        viewers: bitmask of the players who see identities in a PRIVATE zone.
    """

    id: int
    spec: ZoneSpec
    owner: int
    viewers: int

    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def visibility(self) -> Visibility:
        return self.spec.visibility
