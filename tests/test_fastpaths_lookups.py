"""The compiled build's fast paths (tcgkit/fastpaths.h) for what is not a slot: class attributes, callables held in
slots, instances' own ``__dict__`` (and classes with a ``__getattr__``, as pydantic's models), keyword arguments,
modules' namespaces and truth tests, each compared with pure Python (tests/fastpath_probe.py), also after the class,
the instance or the module changed under a cached place in the code.
"""

from __future__ import annotations

import sys
import types

import pytest

from tests.fastpath_probe import both, outcome, probes  # noqa: F401 - probes is a fixture


def test_class_attributes_read_and_called_match_pure_python_and_follow_changes(probes):
    for _ in range(3):
        for make in (lambda m: m.Consts(), lambda m: m.SubConsts(), lambda m: m.ConstsWithDict(), lambda m: m.Slotted(1),
                     lambda m: m.Hooked()):
            for fn, args in (("read_k", ()), ("call_g", ("abc",)), ("call_f", (2,))):
                compiled, pure = both(probes, fn, lambda m: (make(m), *args))
                assert compiled == pure, (fn, compiled, pure)
    for module in probes:
        o, sub = module.Consts(), module.SubConsts()
        assert module.read_k(o) == 5 and module.read_k(sub) == 5 and module.call_g(o, "ab") == 2
        module.Consts.k, module.Consts.g = 50, repr  # builtins are no descriptors either
        try:
            assert module.read_k(o) == 50 and module.read_k(sub) == 50  # a base's change reaches a subclass
            assert module.call_g(o, "ab") == "'ab'" and module.call_g(sub, "ab") == "'ab'"
            module.Consts.g = str.upper  # a descriptor now: it binds to the instance
            assert outcome(module.call_g, o, "ab")[0] == "raises"
            module.Consts.k = property(lambda self: "now a property")
            assert module.read_k(o) == "now a property" and module.read_k(sub) == "now a property"
            module.SubConsts.k = 7
            assert module.read_k(sub) == 7 and module.read_k(o) == "now a property"
        finally:
            module.Consts.k, module.Consts.g = 5, len
            if "k" in vars(module.SubConsts):
                del module.SubConsts.k
        assert module.read_k(o) == 5 and module.read_k(sub) == 5 and module.call_g(sub, "abc") == 3
        d = module.ConstsWithDict()
        assert module.read_k(d) == 6
        d.k, d.g = "instance", str.lower  # an instance dict shadows a class attribute
        assert module.read_k(d) == "instance" and module.call_g(d, "AB") == "ab"


def test_descriptors_read_from_the_class_bind_as_in_pure_python(probes):
    makers = ((lambda m: m.Binders(), True), (lambda m: m.Slotted(1), False), (lambda m: m.WithDict(1), False),
              (lambda m: m.Consts(), False))
    for _ in range(3):
        for make, k_is_a_classmethod in makers:
            compiled, pure = both(probes, "bound_f", lambda m: (make(m), 4))
            assert compiled == pure, (compiled, pure)
            compiled, pure = both(probes, "read_k", lambda m: (make(m),))
            if k_is_a_classmethod:  # a bound method of each module's own class: compare what it does
                compiled = [(kind, value(1)) for kind, value in compiled]
                pure = [(kind, value(1)) for kind, value in pure]
            assert compiled == pure, (compiled, pure)


def test_a_callable_in_a_slot_is_called_without_the_instance(probes):
    for _ in range(3):
        for make in (lambda m: m.Slotted(len), lambda m: m.Slotted(lambda x: ("lambda", x)), lambda m: m.Slotted(None),
                     lambda m: m.Slotted.__new__(m.Slotted), lambda m: m.Sub(str.upper), lambda m: m.Frozen(3),
                     lambda m: m.WithDict(len)):
            compiled, pure = both(probes, "call_a", lambda m: (make(m), "xy"))
            assert compiled == pure, (compiled, pure)
    compiled, _ = probes
    o, target = compiled.Slotted(None), object()
    calls = []
    o.a = lambda x: calls.append(x) or "called"
    before = sys.getrefcount(target)
    for _ in range(50):
        assert compiled.call_a(o, target) == "called"
    calls.clear()
    assert sys.getrefcount(target) == before  # no reference kept or lost across the calls


def test_instance_dict_reads_and_calls_match_pure_python_and_follow_changes(probes):
    pydantic = pytest.importorskip("pydantic")

    class Options(pydantic.BaseModel):  # how the games' rule options are read
        a: int = 3
        k: str = "field"

    makers = (lambda m: m.WithDict(1), lambda m: m.Hooked2(2), lambda m: m.ConstsWithDict(), lambda m: Options(),
              lambda m: m.PropertyAndDict(), lambda m: m.WithDict.__new__(m.WithDict), lambda m: m.Hooked2.__new__(m.Hooked2))
    for _ in range(3):
        for make in makers:
            for fn, args in (("read_a", ()), ("read_k", ()), ("call_f", (5,)), ("call_a", (5,))):
                compiled, pure = both(probes, fn, lambda m: (make(m), *args))
                assert compiled == pure, (fn, compiled, pure)
    for module in probes:
        o = module.WithDict(1)
        assert module.read_a(o) == 1 and module.read_a(o) == 1
        o.a = 2
        assert module.read_a(o) == 2
        del o.a
        assert outcome(module.read_a, o)[0] == "raises"
        module.WithDict.a = "class attribute"
        try:
            assert module.read_a(o) == "class attribute"
            o.__dict__ = {"a": "a new dict"}
            assert module.read_a(o) == "a new dict"
        finally:
            del module.WithDict.a
        h = module.Hooked2(1)
        assert module.read_a(h) == 1 and module.read_k(h) == 8 and module.call_f(h, 2) == ("Hooked2.f", 2)
        del h.a
        assert module.read_a(h) == "__getattr__ a"  # not found: the hook answers
        h.k, h.f = "own k", lambda x: ("own f", x)
        assert module.read_k(h) == "own k" and module.call_f(h, 3) == ("own f", 3)
        p = module.PropertyAndDict()
        p.__dict__["a"] = "the dict's"
        assert module.read_a(p) == "the property" and module.read_a(p) == "the property"  # a data descriptor wins
        opts = Options(a=4)
        assert module.read_a(opts) == 4 and module.read_a(opts) == 4 and module.read_k(opts) == "field"
        assert outcome(module.read_name, opts)[0] == "raises"


def test_method_calls_with_keyword_arguments_match_pure_python(probes):
    with_keyword = types.ModuleType("with_keyword")
    with_keyword.f = lambda x: ("module f", x)
    for _ in range(3):
        for make in (lambda m: m.Slotted(1), lambda m: m.Sub(2), lambda m: m.WithDict(3), lambda m: m.Consts(),
                     lambda m: with_keyword, lambda m: {"x": 1}, lambda m: m.Frozen(1)):
            compiled, pure = both(probes, "call_f_by_keyword", lambda m: (make(m), 7))
            assert compiled == pure, (compiled, pure)


def test_module_attributes_read_and_called_match_pure_python_and_follow_changes(probes):
    class ModuleSubclass(types.ModuleType):
        @property
        def name(self):
            return "a property of the module's class"

    def fresh(value):
        module = types.ModuleType("tcgkit_probe_target")
        module.name = value
        return module

    for _ in range(3):
        for make in (lambda: fresh(len), lambda: fresh(42), lambda: types.ModuleType("empty"),
                     lambda: ModuleSubclass("sub"), lambda: sys, lambda: fresh(None)):
            for fn, args in (("read_name", ()), ("call_name", ("abc",))):
                compiled, pure = both(probes, fn, lambda m: (make(), *args))
                assert compiled == pure, (fn, compiled, pure)
    for module in probes:
        target = fresh(len)
        assert module.read_name(target) is len and module.call_name(target, "ab") == 2
        target.name = str.upper
        assert module.read_name(target) is str.upper and module.call_name(target, "ab") == "AB"
        target.other = 1  # another name changes the dict's version: the cache refills, same answer
        assert module.call_name(target, "ab") == "AB"
        del target.name
        assert outcome(module.read_name, target)[0] == "raises"
        target.__getattr__ = lambda name: f"module __getattr__ for {name}"
        assert module.read_name(target) == "module __getattr__ for name"
        other = fresh(str.lower)  # another module at the same place in the code
        assert module.call_name(other, "AB") == "ab" and module.read_name(target) == "module __getattr__ for name"
        assert outcome(module.read_name, sys)[:2] == ("raises", "AttributeError")  # a real module without the name


def test_truth_tests_match_pure_python(probes):
    class Falsy:
        def __bool__(self):
            return False

    class SizedList(list):
        def __len__(self):
            return 0

    values = (True, False, None, 0, 1, -1, 2 ** 70, -(2 ** 70), 0.0, -0.0, 0.5, [], [0], (), (None,), {}, {0: 0}, "", "x",
              set(), {1}, SizedList([1, 2]), Falsy(), object(), range(0), b"")
    for _ in range(2):
        for value in values:
            compiled, pure = both(probes, "truth", lambda m: (value,))
            assert compiled == pure, value
