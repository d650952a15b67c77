"""The compiled build's fast paths (tcgkit/fastpaths.h) mean exactly what the Python they stand for means: slots,
methods, indexing and the C patch.

The probe (tests/fastpath_probe.py) is compiled the way ``make setup`` compiles the engine and run side by side with
the same source in pure Python: every read, write, delete, method call and index below must give the same value or
raise the same error in both, also after a class is changed under a cached place in the code, and when one place
sees several types in turn. tests/test_fastpaths_lookups.py does the same for the other lookups.
"""

from __future__ import annotations

import sys

from tcgkit.compiled import with_fast_paths
from tests.fastpath_probe import both, outcome, probes  # noqa: F401 - probes is a fixture


def test_slot_reads_match_pure_python_for_set_unset_and_other_types(probes):
    for _ in range(3):  # the first call fills a place's cache, the next ones use it
        for make in (lambda m: (m.Slotted(1),), lambda m: (m.Sub(2),), lambda m: (m.WithDict(3),),
                     lambda m: (m.Frozen(4),), lambda m: (m.Hooked(),), lambda m: (m.Slotted.__new__(m.Slotted),),
                     lambda m: (object(),), lambda m: (None,)):
            compiled, pure = both(probes, "read_a", make)
            assert compiled == pure


def test_a_changed_class_is_seen_at_once_by_a_cached_read(probes):
    for module in probes:
        o, sub = module.Slotted(5), module.Sub(6)
        assert module.read_a(o) == 5 and module.read_a(o) == 5
        slot = module.Slotted.a
        module.Slotted.a = property(lambda self: "a property now")
        try:
            assert module.read_a(o) == "a property now"
        finally:
            module.Slotted.a = slot
        assert module.read_a(o) == 5
        assert module.read_a(sub) == 6 and module.read_a(sub) == 6
        module.Slotted.a = property(lambda self: "the base's property")
        try:
            assert module.read_a(sub) == "the base's property"  # a subclass changes with its base
        finally:
            module.Slotted.a = slot
        assert module.read_a(sub) == 6


def test_slot_writes_and_deletes_match_pure_python(probes):
    for _ in range(3):
        for make in (lambda m: m.Slotted(1), lambda m: m.Sub(2), lambda m: m.WithDict(3), lambda m: m.Frozen(4)):
            outcomes = []
            for module in probes:
                o = make(module)
                outcomes.append([outcome(module.write_a, o, "w"), outcome(module.read_a, o),
                                 outcome(module.drop_a, o), outcome(module.read_a, o), outcome(module.drop_a, o),
                                 outcome(module.write_a, o, "again"), outcome(module.read_a, o)])
            assert outcomes[0] == outcomes[1]


def test_a_written_value_is_counted_once(probes):
    compiled, _ = probes
    o, value = compiled.Slotted(0), object()
    before = sys.getrefcount(value)
    for _ in range(100):
        compiled.write_a(o, value)
    assert sys.getrefcount(value) == before + 1  # held by the slot once, the old value released each time
    compiled.write_a(o, 0)
    assert sys.getrefcount(value) == before


def test_method_calls_match_pure_python_and_follow_a_changed_class(probes):
    for _ in range(3):
        for make in (lambda m: m.Slotted(1), lambda m: m.Sub(2), lambda m: m.WithDict(3), lambda m: [],
                     lambda m: {"k": 1}):
            compiled, pure = both(probes, "call_f", lambda m: (make(m), 7))
            assert compiled == pure
    for module in probes:
        o = module.Slotted(1)
        assert module.call_f(o, 1) == ("Slotted.f", 1, 1)
        method = module.Slotted.f
        module.Slotted.f = lambda self, x: ("replaced", x)
        try:
            assert module.call_f(o, 2) == ("replaced", 2)
        finally:
            module.Slotted.f = method
        assert module.call_f(o, 3) == ("Slotted.f", 1, 3)
        d = module.WithDict(1)
        d.f = lambda x: ("instance", x)  # an instance dict shadows the class's method
        assert module.call_f(d, 4) == ("instance", 4)


def test_indexing_matches_pure_python(probes):
    class MyList(list):
        def __getitem__(self, i):
            return "mine"

    seqs = ([10, 11, 12], (20, 21), [], (), MyList([1, 2]), {0: "zero", 1: "one"}, "abc", range(5))
    keys = (0, 1, 2, 3, -1, -4, 2 ** 30, 2 ** 40, True, 1.0, slice(0, 2), "0")
    for _ in range(2):
        for seq in seqs:
            for key in keys:
                compiled, pure = both(probes, "index", lambda m: (seq, key))
                assert compiled == pure, (seq, key)


def test_the_patch_is_replaced_not_stacked_and_refuses_unknown_c(tmp_path):
    c_file = tmp_path / "m.c"
    c_file.write_text("HEAD\n/* Implementation of \"m\" */\nMODULE\n/* --- Runtime support code --- */\nSUPPORT\n")
    assert with_fast_paths(c_file)
    once = c_file.read_text()
    assert with_fast_paths(c_file)
    assert c_file.read_text() == once and once.count('#include "fastpaths.h"') == 1
    assert once.index("HEAD") < once.index("fastpaths.h") < once.index("MODULE") < once.index("TCGKIT_FASTPATHS end") \
        < once.index("SUPPORT")
    odd = tmp_path / "odd.c"
    odd.write_text("no markers here\n")
    assert not with_fast_paths(odd)
    assert odd.read_text() == "no markers here\n"
