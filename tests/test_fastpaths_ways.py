"""The compiled build's caches remember several types at one place in the code, and read three more things
without the generic lookup: ``o.__class__`` as object defines it, a named tuple's field, and a function on the class
bound to the instance (tcgkit/fastpaths.h). Each must mean exactly what the Python it stands for means, also after
a class is changed under a cached place and when a place sees more types than it remembers.
"""

from __future__ import annotations

import types
from unittest.mock import patch

from tests.fastpath_probe import both, outcome, probes  # noqa: F401 - probes is a fixture


def test_class_reads_give_the_type_unless_the_class_says_otherwise(probes):
    for module in probes:
        for _ in range(3):  # the first round fills the place's ways, the next ones use them
            for o in (module.Slotted(1), module.Sub(2), module.WithDict(3), module.Point(1, 2), "text", 7, None,
                      types.ModuleType("m")):
                assert module.read_class(o) is type(o)
            assert module.read_class(module.Masked()) is int  # its own __class__ property
        o = module.WithDict(1)
        assert module.read_class(o) is module.WithDict
        o.__class__ = module.PropertyAndDict  # assignable between classes of one layout: the read follows
        assert module.read_class(o) is module.PropertyAndDict


def test_named_tuple_fields_read_their_item_in_every_subclass(probes):
    outcomes = []
    for module in probes:
        seen = []
        for _ in range(3):
            seen.append([outcome(module.read_x, o) for o in (
                module.Point(1, 2), module.Point3(5, 6), module.PointProperty(1, 2), module.PointDict(3, 4),
                tuple.__new__(module.Point, (7,)), tuple.__new__(module.Point3, (8,)), module.Slotted(9))])
        d = module.PointDict(3, 4)
        d.__dict__["x"] = "shadow"
        seen.append(outcome(module.read_x, d))
        outcomes.append(seen)
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][0][:4] == [("value", 1), ("value", 6), ("value", "PointProperty's x"), ("value", 3)]
    assert outcomes[0][0][4] == ("value", 7)
    assert outcomes[0][0][5][:2] == ("raises", "IndexError")  # made short by tuple.__new__: as the field raises
    assert outcomes[0][-1] == ("value", 3)


def test_a_changed_named_tuple_field_is_seen_at_once(probes):
    for module in probes:
        p = module.Point(1, 2)
        assert module.read_x(p) == 1 and module.read_x(p) == 1
        with patch.object(module.Point, "x", property(lambda self: "replaced")):
            assert module.read_x(p) == "replaced"
        assert module.read_x(p) == 1


def test_methods_read_as_values_bind_as_in_pure_python(probes):
    for _ in range(3):
        for make in (lambda m: m.Slotted(1), lambda m: m.Sub(2), lambda m: m.WithDict(3), lambda m: m.Binders(),
                     lambda m: m.Hooked2(4), lambda m: m.Point(1, 2)):
            compiled, pure = both(probes, "read_f", lambda m: (make(m),))
            assert compiled == pure
    for module in probes:
        o = module.Slotted(1)
        assert module.read_f(o) == ("method", True, ("Slotted.f", 1, 1))
        d = module.WithDict(3)
        d.f = lambda x: ("instance", x)  # the instance's own f, not bound
        assert outcome(module.read_f, d)[:2] == ("raises", "AttributeError")
        with patch.object(module.Slotted, "f", lambda self, x: ("replaced", x)):
            assert module.read_f(o) == ("method", True, ("replaced", 1))
        assert module.read_f(o) == ("method", True, ("Slotted.f", 1, 1))


def test_a_place_that_sees_many_types_answers_each_and_follows_a_change_of_one(probes):
    for module in probes:
        objects = [module.Slotted(1), module.Sub(2), module.WithDict(3), module.Frozen(4), module.Hooked(),
                   module.Hooked2(5)]
        expected = [1, 2, 3, 40, "hooked a", 5]
        for _ in range(4):
            assert [module.read_a(o) for o in objects] == expected
            assert [module.read_a(o) for o in reversed(objects)] == expected[::-1]
        with patch.object(module.Sub, "a", property(lambda self: "Sub's property"), create=True):  # Sub changes
            assert [module.read_a(o) for o in objects] == [1, "Sub's property", 3, 40, "hooked a", 5]
        assert [module.read_a(o) for o in objects] == expected


def test_two_modules_at_one_place_keep_their_own_values(probes):
    for module in probes:
        first, second = types.ModuleType("first"), types.ModuleType("second")
        first.name, second.name = "one", "two"
        for _ in range(3):
            assert (module.read_name(first), module.read_name(second)) == ("one", "two")
        second.name = "changed"
        assert (module.read_name(first), module.read_name(second)) == ("one", "changed")


def test_class_attributes_read_from_the_class_match_pure_python_and_follow_changes(probes):
    for _ in range(3):
        for make in (lambda m: m.Consts, lambda m: m.SubConsts, lambda m: m.ConstsWithDict, lambda m: m.WithMeta,
                     lambda m: m.Slotted, lambda m: int):
            compiled, pure = both(probes, "read_k", lambda m: (make(m),))
            assert compiled == pure
    for module in probes:
        assert module.read_k(module.WithMeta) == "Meta's k"
        assert module.read_k(module.Binders)(3) == ("Binders.k", "Binders", 3)  # a class method binds to the class
        assert module.read_k(module.SubConsts) == 5 and module.read_k(module.SubConsts) == 5
        with patch.object(module.Consts, "k", 50):  # the base changes: the subclass's read follows
            assert (module.read_k(module.Consts), module.read_k(module.SubConsts)) == (50, 50)
        assert module.read_k(module.SubConsts) == 5
        o = module.Slotted(1)
        for _ in range(2):
            assert module.class_f(module.Slotted, o, 2) == ("Slotted.f", 1, 2)
            assert module.class_f(module.Sub, o, 3) == ("Sub.f", 1, 3)
        with patch.object(module.Slotted, "f", lambda self, x: ("replaced", x)):
            assert module.class_f(module.Slotted, o, 4) == ("replaced", 4)
        assert module.class_f(module.Slotted, o, 5) == ("Slotted.f", 1, 5)
        with patch.object(module.Meta, "f", property(lambda cls: lambda o, x: ("Meta's f", x)), create=True):
            assert module.class_f(module.WithMeta, o, 6) == ("Meta's f", 6)  # now the metaclass has the name


def test_properties_read_through_their_getter_with_its_errors(probes):
    for _ in range(3):
        for make in (lambda m: m.Frozen(4), lambda m: m.Raising(), lambda m: m.RaisingHooked(),
                     lambda m: m.PropertyAndDict(), lambda m: m.Frozen.__new__(m.Frozen)):
            compiled, pure = both(probes, "read_a", lambda m: (make(m),))
            assert compiled == pure
    for module in probes:
        assert outcome(module.read_a, module.RaisingHooked()) == ("value", "__getattr__ a")  # the hook answers
        o = module.SelfRemoving()
        assert module.read_a(o) == "gone"
        assert outcome(module.read_a, o)[:2] == ("raises", "AttributeError")


def test_an_instance_dict_comes_before_class_values_and_functions_but_not_properties(probes):
    for module in probes:
        o = module.ConstsWithDict()
        for _ in range(2):
            assert module.read_k(o) == 6 and module.call_g(o, "abc") == 3
        o.k, o.g = 60, (lambda x: ("own g", x))
        for _ in range(2):
            assert module.read_k(o) == 60 and module.call_g(o, "abc") == ("own g", "abc")
        d = module.WithDict(1)
        d.f = module.WithDict.f  # the class's very function, held by the instance: read as it is, not bound
        assert d.f is module.WithDict.f and outcome(module.read_f, d)[:2] == ("raises", "AttributeError")
        p = module.PropertyAndDict()
        p.__dict__["a"] = "own a"
        assert module.read_a(p) == "the property"


def test_static_methods_give_their_function_from_an_instance_and_from_the_class(probes):
    for module in probes:
        o = module.Statics()
        for _ in range(3):
            assert module.read_s(o) is module.twice and module.read_s(module.Statics) is module.twice
            assert module.call_s(o, 2) == ("twice", 4) and module.call_s(module.Statics, 3) == ("twice", 6)
        o.s = len
        assert module.read_s(o) is len and module.call_s(o, "ab") == 2
        with patch.object(module.Statics, "s", staticmethod(len)):
            assert module.read_s(module.Statics) is len and module.call_s(module.Statics, "abc") == 3
