"""The agents' generator: the compiled build's C arithmetic (tcgkit/core/xorshift.pyx) against the Python reference
(PythonRng), draw for draw."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tcgkit.core.rng import PythonRng, Rng, next_state, output, seed_state

try:
    from tcgkit.core.xorshift import Xorshift64Star
except ImportError:  # pure Python asked for, or not built: the reference alone runs
    Xorshift64Star = None

needs_c = pytest.mark.skipif(Xorshift64Star is None, reason="tcgkit.core.xorshift is not built or not wanted")

SEEDS = st.one_of(st.integers(-(2**80), 2**80), st.sampled_from([0, 1, -1, 2**64 - 1, 2**64, -(2**64)]))
BOUNDS = st.one_of(st.integers(1, 60), st.integers(1, 2**64 + 5),
                   st.sampled_from([2**63 - 1, 2**63, 2**64 - 1, 2**64, 2**100]))


def test_the_reference_is_the_match_generator_spelt_out() -> None:
    """PythonRng's step is next_state then output (the functions the match's own generator uses)."""
    g = PythonRng(42)
    x = seed_state(42)
    for _ in range(50):
        x = next_state(x)
        assert g.next64() == output(x)


@needs_c
def test_the_compiled_build_uses_the_c_generator() -> None:
    assert issubclass(Rng, Xorshift64Star) and Rng is not PythonRng


@settings(max_examples=300, deadline=None)
@given(seed=SEEDS, bounds=st.lists(BOUNDS, min_size=1, max_size=20))
def test_rng_draws_as_the_reference(seed: int, bounds: list[int]) -> None:
    """Every draw (below any bound, random, next64, key bytes, shuffle, choice) is the reference's, in any order."""
    a, b = Rng(seed), PythonRng(seed)
    assert a.state == b.state
    for n in bounds:
        assert a.below(n) == b.below(n)
    assert a.random() == b.random()
    assert a.next64() == b.next64()
    assert a.key_bytes(7) == b.key_bytes(7)
    assert list(a.keys(5)) == list(b.keys(5))
    x, y = list(range(25)), list(range(25))
    a.shuffle(x)
    b.shuffle(y)
    assert x == y
    assert a.choice("abcdefg") == b.choice("abcdefg")
    assert a.state == b.state


def test_bounds_outside_the_fast_path_keep_the_reference_arithmetic() -> None:
    """Zero, negative, boolean and huge bounds are nobody's intent, but both generators answer them alike."""
    a, b = Rng(9), PythonRng(9)
    for n in (0, -1, -(2**70), True, 2**64, 2**200):
        assert a.below(n) == b.below(n)


def test_the_state_can_be_set_and_read() -> None:
    a, b = Rng(1), PythonRng(1)
    a.state = b.state = 0x1234_5678_9ABC_DEF0
    assert a.state == 0x1234_5678_9ABC_DEF0
    assert [a.below(1000) for _ in range(10)] == [b.below(1000) for _ in range(10)]
