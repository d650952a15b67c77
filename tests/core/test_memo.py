"""The bounded identity memo (tcgkit/core/memo.py) and the set-up memos built on it."""

import gc
import weakref

import pytest

from tcgkit.core.memo import IdentityMemo
from tcgkit.core.table import lay_out
from tcgkit.core.zones import Visibility, ZoneSpec


class Owner:
    """A shared object with value equality, to tell identity from equality."""

    def __init__(self, value):
        self.value = value

    def __eq__(self, other):
        return isinstance(other, Owner) and other.value == self.value

    def __hash__(self):
        return hash(self.value)


def test_a_miss_answers_none_and_a_kept_result_comes_back():
    memo, owner = IdentityMemo(), Owner(1)
    assert memo.get(owner) is None
    result = ("zones",)
    assert memo.put(owner, result) is result
    assert memo.get(owner) is result
    assert len(memo) == 1


def test_an_equal_but_different_object_misses():
    memo, owner, twin = IdentityMemo(), Owner(1), Owner(1)
    memo.put(owner, "kept")
    assert twin == owner
    assert memo.get(twin) is None


def test_extra_key_parts_keep_results_apart():
    memo, owner = IdentityMemo(), Owner(1)
    memo.put(owner, "two seats", (2, False))
    memo.put(owner, "four seats", (4, True))
    assert memo.get(owner, (2, False)) == "two seats"
    assert memo.get(owner, (4, True)) == "four seats"
    assert memo.get(owner) is None


def test_an_entry_keeps_its_owner_alive_so_its_id_is_never_reused():
    memo = IdentityMemo()
    owner = Owner(1)
    alive = weakref.ref(owner)
    memo.put(owner, "kept")
    del owner
    gc.collect()
    assert alive() is not None
    memo.clear()
    gc.collect()
    assert alive() is None and len(memo) == 0


def test_it_starts_over_when_full():
    memo = IdentityMemo(limit=3)
    owners = [Owner(k) for k in range(4)]
    for k, owner in enumerate(owners[:3]):
        memo.put(owner, k)
    assert [memo.get(o) for o in owners[:3]] == [0, 1, 2]
    memo.put(owners[3], 3)
    assert len(memo) == 1
    assert memo.get(owners[0]) is None and memo.get(owners[3]) == 3


@pytest.mark.parametrize("limit", [0, -1, 2.0, "64"])
def test_a_bad_limit_is_refused(limit):
    with pytest.raises(ValueError, match="limit"):
        IdentityMemo(limit)


def test_none_is_not_a_result():
    with pytest.raises(ValueError, match="None"):
        IdentityMemo().put(Owner(1), None)


def test_lay_out_shares_the_zones_of_one_tuple_of_specs_and_lays_out_a_list_afresh():
    specs = (ZoneSpec("deck", Visibility.SECRET, ordered=True), ZoneSpec("hand", Visibility.PRIVATE),
             ZoneSpec("pile", Visibility.PUBLIC, scope="shared"))
    two = lay_out(specs, 2, ((0,), (1,)), [0, 1], False)
    assert lay_out(specs, 2, ((0,), (1,)), [0, 1], False)[0] is two[0]
    assert [(z.spec.name, z.owner) for z in two[0]] == [("deck", 0), ("deck", 1), ("hand", 0), ("hand", 1),
                                                       ("pile", -1)]
    three = lay_out(specs, 3, ((0,), (1,), (2,)), [0, 1, 2], False)
    assert three is not two and len(three[0]) == 7
    again = lay_out(list(specs), 2, ((0,), (1,)), [0, 1], False)
    assert again is not two and again[0] is not two[0] and again[1] == two[1]
