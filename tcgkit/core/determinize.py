"""Determinisation, planned once per position: what a seat cannot see, grouped for redealing (DESIGN.md contract 6).

A search agent determinises one position hundreds of times per decision. Which cards are hidden from the seat and
which of them may trade places depends only on the position and the seat, so it is worked out once, as a
:class:`Plan` (``match.hidden_plan(seat)``), and each determinisation is then a ``clone()`` plus
:meth:`Plan.apply`: one random permutation per group, every group's drawn with one sort (:class:`Deal`), and a few
list writes (``benchmarks/playouts.py`` measures it against ``clone()``).

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

import sys
from typing import TYPE_CHECKING, Sequence

import numpy as np

try:  # the compiled build's C sort (tcgkit/core/dealsort.pyx); the numpy sort below is its reference
    from tcgkit.core.dealsort import sorted_groups
except ImportError:  # pure Python (TCGKIT_PURE_PYTHON=1), a stale build, or none
    sorted_groups = None
if sys.byteorder != "little":  # pragma: no cover - the C sort reads the little-endian keys as native words
    sorted_groups = None

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match
    from tcgkit.core.rng import Rng


_KEY = np.dtype("<u4")
"""A key: a little-endian 32-bit word (:meth:`Rng.key_bytes`); a dtype object, not a string numpy parses each call."""


class Deal:
    """Uniformly random orders of several groups of items, drawn together: one :meth:`Rng.key_bytes` call for every
    item and one sort (numpy's stable ``argsort``) for every group, where a sort per group in Python costs about
    0.1 µs an item.

    Group ``g`` takes the keys after those of the groups before it, and its items are put in the order of their keys
    (equal keys, of probability below ``n**2 / 2**33``, keep the items' order): the same orders as sorting each group
    by its own keys (the group's index above each 32-bit key keeps the groups apart in one sort).

    Args:
        groups: sequences of items (uids, card definitions, or the positions ``range(k)`` when the items vary per
            call); an item is handed back as it is (never read as a sequence).
    """

    __slots__ = ("size", "_items", "_base", "_list", "_ends")

    def __init__(self, groups: Sequence[Sequence]) -> None:
        sizes = [len(g) for g in groups]
        self.size = sum(sizes)
        items = [x for g in groups for x in g]
        self._list = items
        self._ends = tuple(np.cumsum(sizes, dtype=np.int64).tolist())
        # integers (uids, positions) in an integer array: handed back a quarter faster than from an object array
        self._items = (np.array(items, dtype=np.int64) if all(type(x) is int for x in items)
                       else np.fromiter(items, dtype=object, count=len(items)))
        self._base = np.repeat(np.arange(len(sizes), dtype=np.uint64) << np.uint64(32), sizes)

    def deal(self, rng: "Rng") -> list:
        """Every group's items in a uniformly random order, the groups one after the other (``size`` items).
        Compiled, the sort is :func:`tcgkit.core.dealsort.sorted_groups` (the same orders, in C)."""
        data = rng.key_bytes(self.size)
        if sorted_groups is not None:
            return sorted_groups(data, self._ends, self._list)
        return self.sort(data)

    def sort(self, data: bytes) -> list:
        """The reference sort: every group's items in the order of its keys in ``data`` (``4 * size`` bytes, one
        little-endian 32-bit key per item), equal keys keeping the items' order."""
        keys = np.frombuffer(data, dtype=_KEY)
        return self._items[(self._base | keys).argsort(kind="stable")].tolist()


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

    __slots__ = ("zone_groups", "spot_groups", "identity_groups", "size", "deal")

    def __init__(self, zone_groups: Sequence = (), spot_groups: Sequence = (), identity_groups: Sequence = ()) -> None:
        self.zone_groups = tuple(g for g in zone_groups if len(g[1]) > 1)
        self.spot_groups = tuple(g for g in spot_groups if len(g[1]) > 1)
        self.identity_groups = tuple(g for g in identity_groups if len(g[0]) > 1)
        self.deal = Deal(self.dealt_groups())
        self.size = self.deal.size

    def dealt_groups(self) -> list:
        """What :attr:`deal` orders, in the order :meth:`apply` reads it: the zone groups' cards (but copies of one
        card), the spot groups' cards, then the identity groups' cards. A subclass with its own ``apply`` says its
        own here (it runs in ``__init__``, after the groups are set)."""
        return ([g[1] for g in self.zone_groups if not g[3]] + [g[1] for g in self.spot_groups]
                + [g[0] for g in self.identity_groups])

    def apply(self, m: "Match", rng: "Rng") -> None:
        """Redeal ``m`` (a clone of the planned position) with ``rng``: a uniformly random permutation per group
        (:class:`Deal`), the groups in the order zone, spot, identity groups."""
        dealt = self.deal.deal(rng) if self.size else []
        o = 0  # where the next group's cards start in dealt
        zones = m.zones
        card_zone = m.card_zone
        for layout, uids, movers, alike in self.zone_groups:
            if alike:  # copies of one card: the canonical order is as good as any
                cards = list(uids)
            else:
                cards = dealt[o:o + len(uids)]
                o += len(uids)
            if not movers:  # one zone: only its order changes
                zones[layout[0][0]] = cards
                continue
            first = layout[0][0]
            for u in movers:
                card_zone[u] = first
            start = 0
            for z, count in layout:
                part = zones[z] = cards[start:start + count]
                if start:
                    for u in part:
                        card_zone[u] = z
                start += count
        for spots, uids in self.spot_groups:
            for (z, i), u in zip(spots, dealt[o:o + len(uids)]):
                zones[z][i] = u
                card_zone[u] = z
            o += len(uids)
        defs = m.card_def
        for uids, definitions in self.identity_groups:
            # the cards in a random order take the definitions in canonical order
            for u, d in zip(dealt[o:o + len(uids)], definitions):
                defs[u] = d
            o += len(uids)


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
