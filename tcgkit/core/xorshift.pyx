# cython: language_level=3
"""The C form of :class:`tcgkit.core.rng.Rng`'s generator step: xorshift64* on an unsigned 64-bit word.

Its reference is :class:`tcgkit.core.rng.PythonRng`, which is ``Rng`` wherever this module is not built (pure
Python, ``TCGKIT_PURE_PYTHON=1``, or a stale build: :mod:`tcgkit.loader` then refuses to import it). Both give the
very same numbers (``tests/core/test_rng.py``). In Python each draw is some eight operations on integers of up to
128 bits, each a new object: 0.53 µs a draw in a loop, against 0.10 µs here, and a random playout draws at every
decision (issue 18 item 5; docs/agents.md, "Generator objects, keyword dicts and big integers").
"""

cdef extern from *:
    """
    /* the high 64 bits of a 64 x 64-bit product: ((a * b) >> 64) */
    static inline unsigned long long tcg_mulhi64(unsigned long long a, unsigned long long b) {
    #if defined(__SIZEOF_INT128__)
        return (unsigned long long)(((unsigned __int128)a * b) >> 64);
    #else
        unsigned long long al = a & 0xFFFFFFFFULL, ah = a >> 32, bl = b & 0xFFFFFFFFULL, bh = b >> 32;
        unsigned long long mid = ah * bl + ((al * bl) >> 32), mid2 = al * bh + (mid & 0xFFFFFFFFULL);
        return ah * bh + (mid >> 32) + (mid2 >> 32);
    #endif
    }
    """
    unsigned long long tcg_mulhi64(unsigned long long a, unsigned long long b) nogil

cdef unsigned long long MUL = 0x2545F4914F6CDD1DULL


cdef class Xorshift64Star:
    """The generator's state and the draws that need its arithmetic (``below``, ``random``, ``next64``); the rest
    of :class:`~tcgkit.core.rng.Rng` is written once, in Python, on top of these.

    Args:
        seed: any integer (through the same splitmix64 finaliser as :func:`tcgkit.core.rng.seed_state`).
    """

    cdef unsigned long long _state

    def __init__(self, seed):
        cdef unsigned long long z = (seed + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
        z ^= z >> 31
        self._state = z if z else 0x9E3779B97F4A7C15ULL

    @property
    def state(self):
        """The generator's state, a non-zero integer below ``2**64`` (settable, as the reference's slot)."""
        return self._state

    @state.setter
    def state(self, value):
        self._state = value

    cdef inline unsigned long long _step(self) noexcept:
        cdef unsigned long long x = self._state
        x ^= x >> 12
        x ^= x << 25
        x ^= x >> 27
        self._state = x
        return x * MUL

    def next64(self):
        """The next 64-bit output (an integer in ``[0, 2**64)``)."""
        return self._step()

    def below(self, n):
        """A uniform integer in ``[0, n)``; ``n`` must be positive (the reference's arithmetic for any other)."""
        cdef unsigned long long out = self._step()
        cdef long long k = 0
        if type(n) is int:
            try:
                k = n
            except OverflowError:  # 2**63 or more: the Python arithmetic below
                k = 0
            if k > 0:
                return tcg_mulhi64(out, <unsigned long long> k)
        return (out * n) >> 64

    def random(self):
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self._step() >> 11) / 9007199254740992.0
