"""A method of a module's object (``SUPPORT.value(m, u)``), read and then called at once: Cython calls a local's or
an attribute's method in one step, but reads a global's and then unpacks the bound method the read made. The
compiled build reads it as the interpreter's LOAD_METHOD does, the function and the object apart, and makes no
bound method (tcgkit/compiled.py ``unpacked_calls``, tcgkit/fastpaths.h ``tcg_getattr_self``). It must mean
exactly what the Python means, for every kind of callee, also after a class or an instance is changed under a
cached place, and an argument that raises after the read must leak nothing.
"""

from __future__ import annotations

import sys
import types
from pathlib import Path
from unittest.mock import patch

from tcgkit.compiled import unpacked_calls
from tests.fastpath_probe import outcome, probes  # noqa: F401 - probes is a fixture


def _callees(module):
    own = module.WithDict(5)
    own.f = lambda x: ("own f", x)  # the instance's __dict__ shadows the class's function
    holder = types.ModuleType("holder")
    holder.f = lambda x: ("holder.f", x)
    return [module.Slotted(1), module.Sub(2), module.WithDict(3), own, module.Hooked2(4), module.Consts(),
            module.Binders(), module.Statics(), module.Point(1, 2), holder, [], None]


def test_calls_read_as_methods_match_pure_python_for_every_kind_of_callee(probes):
    outcomes = []
    for module in probes:
        seen = []
        for _ in range(3):  # the first round fills the place's ways, the next ones use them
            for held in _callees(module):
                with patch.object(module, "HELD", held):
                    seen += [outcome(module.call_held, 7), outcome(module.call_held_later, 8)]
        outcomes.append(seen)
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][:2] == [("value", ("Slotted.f", 1, 7)), ("value", ("Slotted.f", 1, ("Slotted.f", 1, 8)))]
    assert ("value", ("own f", 7)) in outcomes[0] and ("value", ("holder.f", 7)) in outcomes[0]


def test_the_probe_reads_its_callees_with_their_objects_apart(probes):
    compiled, _ = probes
    code = next((Path(compiled.__file__).parents[1] / "build" / "c").rglob("probe.c")).read_text()
    assert code.count("TCG_GETATTR_SELF(") == 4  # call_held, call_held_later (twice), count_held
    assert "PyMethod_GET_SELF" in code  # what Cython would unpack, and still does for what is no method


def test_a_changed_class_or_instance_is_seen_at_once(probes):
    for module in probes:
        o = module.WithDict(1)
        with patch.object(module, "HELD", o):
            assert module.call_held(2) == ("WithDict.f", 2) == module.call_held(2)
            with patch.object(module.WithDict, "f", lambda self, x: ("patched", x)):
                assert module.call_held(3) == ("patched", 3)
            assert module.call_held(3) == ("WithDict.f", 3)
            o.f = lambda x: ("own", x)
            assert module.call_held(4) == ("own", 4)
            del o.f
            assert module.call_held(5) == ("WithDict.f", 5)
        assert module.call_held(6) == ("Slotted.f", "held", 6)


def test_an_instance_dict_seen_without_the_name_is_asked_again_once_it_changes_or_is_anothers(probes):
    for module in probes:  # the way remembers the version tag of a __dict__ it found without the name
        plain, own = module.WithDict(1), module.WithDict(2)
        own.f = lambda x: ("own", x)
        for o, expected in ((plain, ("WithDict.f", 7)), (own, ("own", 7))) * 2:
            for _ in range(3):  # the same dict again and again
                with patch.object(module, "HELD", o):
                    assert module.call_held(7) == expected
                assert module.call_f(o, 7) == expected  # a method call on a local caches the same way
        plain.other = "a change to the dict that leaves f out"
        assert module.call_f(plain, 8) == ("WithDict.f", 8)
        plain.__dict__["f"] = lambda x: ("added", x)
        assert module.call_f(plain, 9) == ("added", 9)
        with patch.object(module, "HELD", plain):
            assert module.call_held(9) == ("added", 9)
        plain.__dict__.clear()
        assert module.call_f(plain, 10) == ("WithDict.f", 10)
        for _ in range(2):
            assert module.read_k(module.ConstsWithDict()) == 6
        shadowing = module.ConstsWithDict()
        shadowing.k = "own k"
        assert module.read_k(shadowing) == "own k"


def test_a_builtin_types_method_read_then_called(probes):
    outcomes = []
    for module in probes:
        seen = []
        for _ in range(2):
            for held in ([1, 1, 2], (1, 2, 1, 1), "1 1", {1: 2}):
                with patch.object(module, "HELD", held):
                    seen.append(outcome(module.count_held, 1))
        outcomes.append(seen)
    assert outcomes[0] == outcomes[1]
    assert outcomes[0][:3] == [("value", 2), ("value", 3), ("raises", "TypeError", "must be str, not int")]
    assert outcomes[0][3][:2] == ("raises", "AttributeError")


def test_an_argument_that_raises_after_the_read_leaks_neither_the_object_nor_the_function(probes):
    compiled, _ = probes
    held, function = compiled.HELD, compiled.Slotted.f
    before = sys.getrefcount(held), sys.getrefcount(function)
    for _ in range(50):
        assert outcome(compiled.call_held_later, 0)[:2] == ("raises", "AttributeError")
    assert (sys.getrefcount(held), sys.getrefcount(function)) == before


_CALL = """\
    __pyx_t_5 = NULL;
    __pyx_t_3 = __Pyx_PyObject_GetAttrStr(__pyx_t_2, __pyx_n_u_value); if (unlikely(!__pyx_t_3)) __PYX_ERR(0, 1, e)
    __Pyx_GOTREF(__pyx_t_3);
    __Pyx_DECREF(__pyx_t_2); __pyx_t_2 = 0;
    __pyx_t_6 = 1;
    #if CYTHON_UNPACK_METHODS
    if (unlikely(PyMethod_Check(__pyx_t_3))) {
      __pyx_t_5 = PyMethod_GET_SELF(__pyx_t_3);
"""


def test_only_a_read_whose_self_is_null_and_untouched_until_the_unpack_is_rewritten():
    code, done = unpacked_calls(_CALL)
    assert done == 1
    assert "__pyx_t_3 = TCG_GETATTR_SELF(__pyx_t_2, __pyx_n_u_value, __pyx_t_5);" in code
    assert "__pyx_t_6 = __pyx_t_5 == NULL;" in code
    assert "if (__pyx_t_5 == NULL && unlikely(PyMethod_Check(__pyx_t_3))) {" in code
    assert unpacked_calls(code) == (code, 0)  # once only
    not_null = _CALL.replace("__pyx_t_5 = NULL;", "__pyx_t_5 = __pyx_v_x;")
    assert unpacked_calls(not_null) == (not_null, 0)
    named_between = _CALL.replace("__Pyx_GOTREF(__pyx_t_3);", "__Pyx_GOTREF(__pyx_t_3); use(__pyx_t_5);")
    assert unpacked_calls(named_between) == (named_between, 0)
