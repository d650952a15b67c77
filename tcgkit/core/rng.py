"""The match's random number generator: its whole state is one integer kept in the match.

Why not :mod:`random`: its state is 625 words, which would make :meth:`Match.clone` slow, and its algorithms for
``shuffle``/``randrange`` are not promised to stay the same across Python versions. Here the generator is xorshift64*
(Vigna 2016) seeded through splitmix64, written out so a replay made today replays the same tomorrow.
"""

from __future__ import annotations

import sys
from array import array
from hashlib import shake_128

MASK64 = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a non-zero 64-bit generator state (splitmix64 finaliser)."""
    z = (seed + 0x9E3779B97F4A7C15) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    z ^= z >> 31
    return z or 0x9E3779B97F4A7C15


def next_state(x: int) -> int:
    """One xorshift64 step; returns the new state (never 0 for a non-zero input)."""
    x ^= x >> 12
    x ^= (x << 25) & MASK64
    x ^= x >> 27
    return x


def output(x: int) -> int:
    """The 64-bit output for state ``x`` (the xorshift64* multiplier)."""
    return (x * 0x2545F4914F6CDD1D) & MASK64


class Draws:
    """What is built on a generator's :meth:`below` and :meth:`next64`: written once, for :class:`PythonRng` and for
    the compiled build's :class:`Rng`."""

    __slots__ = ()

    def choice(self, seq):
        """A uniformly chosen element of a non-empty sequence."""
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher–Yates shuffle of ``items`` in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def keys(self, n: int) -> array:
        """``n`` random 32-bit integers (an ``array('I')``): :meth:`key_bytes` read as little-endian words. Sorting
        by them permutes uniformly (up to ties, of probability below ``n**2 / 2**33``, which keep the input order)
        at the cost of a few C calls, where a Python Fisher–Yates loop costs about 0.25 µs a card."""
        out = array("I", self.key_bytes(n))
        if sys.byteorder == "big":  # pragma: no cover - the keys are little-endian everywhere
            out.byteswap()
        return out

    def key_bytes(self, n: int) -> bytes:
        """The bytes of ``n`` random little-endian 32-bit integers (``4 * n`` bytes) from one step of the generator,
        expanded with SHAKE-128 (FIPS 202: the same bytes on every platform and Python version); what
        determinisation sorts by (:class:`tcgkit.core.determinize.Deal`)."""
        return shake_128(self.next64().to_bytes(8, "little")).digest(4 * n)


class PythonRng(Draws):
    """A stand-alone generator with the match's algorithm, for agents and the simulator (not for match state): the
    reference, in Python. :class:`Rng` is this class, or in the compiled build the same generator in C.

    Args:
        seed: any integer.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def next64(self) -> int:
        """The next 64-bit output (an integer in ``[0, 2**64)``)."""
        x = self.state  # next_state and output spelt out, as in below
        x ^= x >> 12
        x ^= (x << 25) & MASK64
        x ^= x >> 27
        self.state = x
        return (x * 0x2545F4914F6CDD1D) & MASK64

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``; ``n`` must be positive."""
        x = self.state  # next_state and output spelt out: agents ask this at every decision
        x ^= x >> 12
        x ^= (x << 25) & MASK64
        x ^= x >> 27
        self.state = x
        return (((x * 0x2545F4914F6CDD1D) & MASK64) * n) >> 64

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        x = self.state  # next_state and output spelt out, as in below
        x ^= x >> 12
        x ^= (x << 25) & MASK64
        x ^= x >> 27
        self.state = x
        return (((x * 0x2545F4914F6CDD1D) & MASK64) >> 11) / 9007199254740992.0


try:  # the compiled build's generator step (tcgkit/core/xorshift.pyx); PythonRng is its reference
    from tcgkit.core.xorshift import Xorshift64Star
except ImportError:  # pure Python (TCGKIT_PURE_PYTHON=1), a stale build, or none
    Rng = PythonRng
else:
    class Rng(Draws, Xorshift64Star):
        """:class:`PythonRng`'s generator with its arithmetic in C (the same numbers; a draw costs a tenth).

        Args:
            seed: any integer.
        """

        __slots__ = ()
