"""Ctx's constructor: in the compiled build a C ``__new__`` (tcgkit/core/effects/ctxnew.pyx) that hands every call it
does not build itself to the Python one; the same contexts either way."""

from __future__ import annotations

import sys

import pytest

from tcgkit.core.effects.nodes import Ctx, _new_ctx

try:
    import tcgkit.core.effects.ctxnew as ctxnew
except ImportError:  # pure Python asked for, or not built: the Python __new__ alone runs
    ctxnew = None

MEMO = ("memo", 1)
CALLS = [((0,), {}), ((1, 2), {}), ((1, 2, 3), {}), ((1, 2, 3, 4), {}), ((1, 2, 3, 4, MEMO), {}),
         ((1,), {"memo": MEMO}), ((1, 2), {"it": 7}), ((), {"controller": 3, "this": 5})]


@pytest.mark.parametrize("args, kwargs", CALLS)
def test_a_context_is_the_named_tuple_the_python_constructor_makes(args, kwargs) -> None:
    made = Ctx(*args, **kwargs)
    reference = _new_ctx(Ctx, *args, **kwargs)
    assert type(made) is Ctx and made == reference and tuple(made) == tuple(reference)
    assert made._fields == ("controller", "source", "this", "it", "memo") and made.it == reference.it
    assert made.with_it(9) == reference._replace(it=9) and hash(made) == hash(reference)


@pytest.mark.parametrize("args, kwargs", [((), {}), ((1, 2, 3, 4, 5, 6), {}), ((1,), {"nothing": 2}),
                                          ((1,), {"controller": 2})])
def test_a_wrong_call_is_refused_as_the_python_constructor_refuses_it(args, kwargs) -> None:
    with pytest.raises(TypeError) as made:
        Ctx(*args, **kwargs)
    with pytest.raises(TypeError) as reference:
        _new_ctx(Ctx, *args, **kwargs)
    assert str(made.value) == str(reference.value)


def test_building_contexts_leaves_every_reference_count_as_it_was() -> None:
    memo, source = ("a", "memo"), 10 ** 30  # objects no one else holds
    before = sys.getrefcount(memo), sys.getrefcount(source)
    made = [Ctx(1, source, 3, -1, memo) for _ in range(1000)] + [Ctx(source) for _ in range(1000)]
    assert sys.getrefcount(source) == before[1] + 2000
    del made
    assert (sys.getrefcount(memo), sys.getrefcount(source)) == before


def test_a_subclass_is_built_by_the_python_constructor() -> None:
    class Wider(Ctx):
        __slots__ = ()

    made = Wider(1, 2)
    assert type(made) is Wider and made == (1, 2, -1, -1, None)


@pytest.mark.skipif(ctxnew is None, reason="tcgkit.core.effects.ctxnew is not built or not wanted")
def test_the_compiled_build_installs_the_c_constructor() -> None:
    assert type(Ctx.__new__).__name__ == "builtin_function_or_method" and "compiled form" in Ctx.__new__.__doc__
    assert Ctx._make((1, 2, 3, 4, 5)) == Ctx(1, 2, 3, 4, 5)  # tuple.__new__(Ctx, …) still accepts the class
    with pytest.raises(TypeError, match="named tuple class"):
        ctxnew.new_function(dict, _new_ctx)
    with pytest.raises(TypeError, match="named tuple class"):
        ctxnew.new_function(Ctx, None)
