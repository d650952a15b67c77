"""Determinisation, planned once per position: what a seat cannot see, grouped for redealing (DESIGN.md contract 6).

A search agent determinises one position hundreds of times per decision. Which cards are hidden from the seat and
which of them may trade places depends only on the position and the seat, so it is worked out once, as a
:class:`Plan` (``match.hidden_plan(seat)``), and each determinisation is then a ``clone()`` plus
:meth:`Plan.apply`: one random permutation per group and a few list writes (``benchmarks/playouts.py`` measures it
against ``clone()``).

A plan holds two kinds of groups:

* **places**: hidden cards (uids) trade places — the cards of a deck are reordered, a hidden hand and its deck are
  dealt anew. Per-card state travels with the card. The default (:meth:`CardTable.hidden_plan`).
* **identities**: hidden cards keep their places and state, and their *definitions* are dealt anew among them —
  for games where a hidden card's place carries state (a face-down card that took damage, one an action names).

A plan lists each group's cards (or definitions) in a canonical order (sorted), so a determinisation depends only
on what the seat knows and on the generator, never on how the hidden cards really lie: two positions that differ
only in cards hidden from the seat give the same determinisation for the same generator state.
"""

from __future__ import annotations

from itertools import islice
from typing import TYPE_CHECKING, Iterator, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match
    from tcgkit.core.rng import Rng


class Plan:
    """How to redeal what one seat cannot see in one position (see the module docstring).

    Args:
        zone_groups: ``(zones, uids, movers, alike)`` each: ``zones`` are ``(zone_id, count)`` pairs, the largest
            zone first, whose cards are *all* hidden and trade places among them (a deck alone, or a hidden hand
            with its deck); ``uids`` the group's cards, sorted; ``movers`` the cards outside the first zone (their
            zone is rewritten); ``alike``: all copies of one card (dealt in the canonical order, no shuffle needed).
        spot_groups: ``(spots, uids)`` each: the ``(zone_id, index)`` places of hidden cards in zones that also
            hold cards the seat sees, and the cards, sorted.
        identity_groups: ``(uids, definitions)`` each: cards that keep their places, and the definitions dealt
            among them (in a canonical order).
    """

    __slots__ = ("zone_groups", "spot_groups", "identity_groups", "size")

    def __init__(self, zone_groups: Sequence = (), spot_groups: Sequence = (), identity_groups: Sequence = ()) -> None:
        self.zone_groups = tuple(g for g in zone_groups if len(g[1]) > 1)
        self.spot_groups = tuple(g for g in spot_groups if len(g[1]) > 1)
        self.identity_groups = tuple(g for g in identity_groups if len(g[0]) > 1)
        self.size = (sum(len(g[1]) for g in self.zone_groups if not g[3]) + sum(len(g[1]) for g in self.spot_groups)
                     + sum(len(g[0]) for g in self.identity_groups))

    def apply(self, m: "Match", rng: "Rng") -> None:
        """Redeal ``m`` (a clone of the planned position) with ``rng``: a uniformly random permutation per group,
        each by sorting on random keys (``Rng.keys``)."""
        keys = iter(rng.keys(self.size) if self.size else ())
        zones = m.zones
        card_zone = m.card_zone
        for layout, uids, movers, alike in self.zone_groups:
            if alike:  # copies of one card: the canonical order is as good as any
                dealt = list(uids)
            else:
                rank = dict(zip(uids, keys))  # zip takes exactly len(uids) keys: uids is the shorter
                dealt = sorted(uids, key=rank.__getitem__)
            if not movers:  # one zone: only its order changes
                zones[layout[0][0]] = dealt
                continue
            first = layout[0][0]
            for u in movers:
                card_zone[u] = first
            o = 0
            for z, count in layout:
                part = zones[z] = dealt[o:o + count]
                if o:
                    for u in part:
                        card_zone[u] = z
                o += count
        for spots, uids in self.spot_groups:
            rank = dict(zip(uids, keys))
            for (z, i), u in zip(spots, sorted(uids, key=rank.__getitem__)):
                zones[z][i] = u
                card_zone[u] = z
        defs = m.card_def
        for uids, definitions in self.identity_groups:
            rank = dict(zip(uids, keys))  # the cards in a random order take the definitions in canonical order
            for u, d in zip(sorted(uids, key=rank.__getitem__), definitions):
                defs[u] = d


def permuted(items: Sequence, keys: Iterator[int]) -> list:
    """``items`` (any values, repeats allowed) in the order of ``len(items)`` keys taken from ``keys``: a uniformly
    random permutation when the keys are random."""
    rank = list(islice(keys, len(items)))
    return [items[i] for i in sorted(range(len(items)), key=rank.__getitem__)]


def place_plan(m: "Match", player: int, places: dict) -> Plan:
    """The plan that deals hidden cards over their places: ``places`` maps each group key to the ``(zone_id,
    index)`` places of its hidden cards, in zone order (what :meth:`CardTable.hidden_plan` collects)."""
    zones = m.zones
    zone_groups, spot_groups = [], []
    for spots in places.values():
        uids = sorted(zones[z][i] for z, i in spots)
        counts: dict[int, int] = {}
        for z, _i in spots:
            counts[z] = counts.get(z, 0) + 1
        if all(len(zones[z]) == c for z, c in counts.items()):
            layout = sorted(counts.items(), key=lambda zc: -zc[1])
            movers = sorted(u for z, c in layout[1:] for u in zones[z])
            alike = all(m.card_def[u] is m.card_def[uids[0]] for u in uids)
            zone_groups.append((tuple(layout), uids, tuple(movers), alike))
        else:
            spot_groups.append((tuple(spots), uids))
    return Plan(zone_groups, spot_groups)
