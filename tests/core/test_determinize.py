"""The redealing primitive of determinisation (tcgkit.core.determinize.Deal): what it promises in its docstring."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from tcgkit.core.determinize import Deal
from tcgkit.core.rng import Rng


def test_each_group_is_a_permutation_of_its_items_in_group_order() -> None:
    groups = [[3, 7, 11], ["a", "b"], [5], list(range(20, 40))]
    dealt = Deal(groups).deal(Rng(4))
    o = 0
    for g in groups:
        assert sorted(dealt[o:o + len(g)], key=str) == sorted(g, key=str)
        o += len(g)
    assert o == len(dealt)


def test_orders_are_those_of_sorting_each_group_by_its_own_keys() -> None:
    """One sort over every group gives what a sort per group by the next keys of Rng.keys gives."""
    groups = [list(range(9)), list(range(100, 131)), list(range(200, 204))]
    deal = Deal(groups)
    for seed in range(30):
        keys = iter(Rng(seed).keys(deal.size))
        expected = []
        for g in groups:
            rank = {item: next(keys) for item in g}
            expected += sorted(g, key=rank.__getitem__)
        assert deal.deal(Rng(seed)) == expected


def test_items_are_handed_back_as_they_are() -> None:
    """Card definitions may be tuples or other sequences: they come back whole, never read as arrays."""
    items = [("x", 1), ("y", 2), ("z", 3)]
    dealt = Deal([items]).deal(Rng(2))
    assert sorted(dealt) == items and all(type(x) is tuple for x in dealt)


def test_every_order_of_a_group_is_about_equally_likely() -> None:
    """Uniform: 6000 deals of three items, each of the six orders near 1000 (chi-square below 25, p < 0.0002 for a
    fair deal; the generator is seeded, so this is the same every run)."""
    deal = Deal([["a", "b", "c"], [1, 2]])
    rng = Rng(11)
    counts = Counter(tuple(deal.deal(rng)[:3]) for _ in range(6000))
    assert set(counts) == set(permutations("abc"))
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 25


def test_no_items_deal_nothing() -> None:
    deal = Deal([[], []])
    assert deal.size == 0 and deal.deal(Rng(5)) == []
