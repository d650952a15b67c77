"""Card references and zones by name, the way scenario files name things.

A card reference is ``ID[@OWNER][#K]``: the card id (a Gundam number like ``GD01-018``, a GWENT id …), optionally
the owning player, optionally the K-th such card (1-based) in the preferred order — cards in play first (the game's
``zone_rank``), then by uid. A zone reference is ``NAME@OWNER`` (``hand@0``, ``close@1``) or ``NAME`` for a shared
zone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping

from tcgkit.core.errors import ScenarioError
from tcgkit.core.zones import Visibility

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match


@dataclass(frozen=True, slots=True)
class CardRef:
    """A parsed card reference.

    Attributes:
        id: the card id.
        owner: the owning player, or ``None`` for any.
        nth: 1-based index among the matches, or 0 for all of them (best first).
    """

    id: str
    owner: int | None = None
    nth: int = 0

    @classmethod
    def parse(cls, ref: Any, where: str) -> "CardRef":
        """Read ``ID[@OWNER][#K]``.

        Raises:
            ScenarioError: an empty id, or an owner or K that is not a number.
        """
        text = str(ref).strip()
        nth = 0
        owner = None
        try:
            if "#" in text:
                text, k = text.rsplit("#", 1)
                nth = int(k)
                if nth < 1:
                    raise ValueError
            if "@" in text:
                text, o = text.rsplit("@", 1)
                owner = int(o)
        except ValueError:
            raise ScenarioError(f"{where}: cannot read the card reference {ref!r} "
                                "(ID[@PLAYER][#K], K from 1)") from None
        if not text:
            raise ScenarioError(f"{where}: empty card reference {ref!r}")
        return cls(text, owner, nth)


def default_rank(m: "Match", uid: int) -> int:
    """Cards in public zones first, then private, then secret ones."""
    vis = m.zone_table[m.card_zone[uid]].spec.visibility
    return {Visibility.PUBLIC: 0, Visibility.PRIVATE: 1, Visibility.SECRET: 2}[vis]


def find_cards(m: "Match", ref: Any, where: str, card_id: Callable[[Any], str] = lambda d: d.id,
               rank: Callable[["Match", int], Any] = default_rank) -> list[int]:
    """Every uid ``ref`` may mean, best first (a ``#K`` reference gives at most one).

    Raises:
        ScenarioError: a malformed reference.
    """
    r = ref if isinstance(ref, CardRef) else CardRef.parse(ref, where)
    uids = [u for u, d in enumerate(m.card_def)
            if card_id(d) == r.id and (r.owner is None or m.card_owner[u] == r.owner)]
    uids.sort(key=lambda u: (rank(m, u), u))
    if r.nth:
        return uids[r.nth - 1:r.nth]
    return uids


def zone_of(m: "Match", ref: str, where: str, aliases: Mapping[str, str] | None = None) -> int:
    """The zone id of ``NAME@OWNER`` (or ``NAME`` for a shared zone); ``aliases`` maps scenario names to zone names.

    Raises:
        ScenarioError: an unknown zone (the message lists the zone names).
    """
    text = str(ref)
    name, _, owner = text.partition("@")
    name = (aliases or {}).get(name, name)
    try:
        key = (name, int(owner) if owner else -1)
    except ValueError:
        raise ScenarioError(f"{where}: cannot read the zone {ref!r} (NAME@PLAYER)") from None
    if key not in m.zone_lookup:
        names = sorted({z.spec.name for z in m.zone_table} | set(aliases or {}))
        raise ScenarioError(f"{where}: no zone {ref!r} (zones: {', '.join(names)}; NAME@PLAYER)")
    return m.zone_lookup[key]
