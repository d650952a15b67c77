"""The redealing primitive of determinisation (tcgkit.core.determinize.Deal): what it promises in its docstring."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

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


# -- the compiled build's C sort (tcgkit/core/dealsort.pyx) against the numpy reference (Deal.sort)

try:
    from tcgkit.core.dealsort import sorted_groups
except ImportError:  # pure Python asked for, or not built: the reference alone runs
    sorted_groups = None

needs_c_sort = pytest.mark.skipif(sorted_groups is None, reason="tcgkit.core.dealsort is not built or not wanted")


@needs_c_sort
@settings(max_examples=300, deadline=None)
@given(sizes=st.lists(st.integers(0, 300), max_size=6), seed=st.integers(0, 2**32), tie=st.booleans())
def test_the_c_sort_gives_the_reference_orders(sizes: list[int], seed: int, tie: bool) -> None:
    """Groups of any size (past the 256 items sorted on the stack too), with and without equal keys: the same
    orders as the numpy sort, equal keys keeping the items' order."""
    groups = [list(range(1000 * g, 1000 * g + n)) for g, n in enumerate(sizes)]
    deal = Deal(groups)
    data = Rng(seed).key_bytes(deal.size)
    if tie:  # keys drawn from four values: many equal keys
        data = bytes(b & 3 if i % 4 == 0 else 0 for i, b in enumerate(data))
    assert sorted_groups(data, deal._ends, deal._list) == deal.sort(data)


@needs_c_sort
def test_deal_runs_the_c_sort_when_built() -> None:
    import tcgkit.core.determinize as determinize

    assert determinize.sorted_groups is sorted_groups
    deal = Deal([["x", "y", "z"], list(range(40))])
    assert deal.deal(Rng(3)) == deal.sort(Rng(3).key_bytes(deal.size))


@needs_c_sort
def test_the_c_sort_refuses_keys_or_groups_that_do_not_fit_the_items() -> None:
    with pytest.raises(ValueError, match="4 key bytes and groups ending at"):
        sorted_groups(bytes(4), (2,), [1, 2])
    with pytest.raises(ValueError, match="groups ending at"):
        sorted_groups(bytes(8), (), [1, 2])  # items but no groups
    with pytest.raises(ValueError, match="not increasing"):
        sorted_groups(bytes(12), (2, 1, 3), [1, 2, 3])
