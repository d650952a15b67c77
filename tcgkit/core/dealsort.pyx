# cython: language_level=3, boundscheck=False, wraparound=False
"""The C form of :meth:`tcgkit.core.determinize.Deal.deal`'s sort: each group's items in the order of their 32-bit
keys, the groups one after the other (issue 18 item 5: a determinisation costs a ``clone()`` and this).

Its reference is the numpy sort in :mod:`tcgkit.core.determinize`, which runs wherever this module is not built
(pure Python, ``TCGKIT_PURE_PYTHON=1``, or a stale build: :mod:`tcgkit.loader` then refuses to import it); the two
give the very same orders (``tests/core/test_determinize.py`` and ``tests/test_compiled.py``). A group has a few
dozen items, so an insertion sort over C arrays beats numpy's five calls (0.8 µs against 4.2 µs for Soulbound's 71
items in five groups; docs/agents.md, "Determinisation's sort in C").
"""

from cpython.mem cimport PyMem_Free, PyMem_Malloc
from libc.string cimport memcpy

cdef enum:
    STACK = 256  # items sorted without a heap buffer


cpdef list sorted_groups(bytes data, tuple ends, list items):
    """Every group's items in the order of their keys, the groups one after the other.

    Args:
        data: ``4 * len(items)`` bytes: one little-endian unsigned 32-bit key per item (``Rng.key_bytes``).
        ends: where each group ends in ``items`` (increasing; the last is ``len(items)``).
        items: the groups' items, one group after the other.

    Returns:
        A new list of ``items``: within each group ascending by key, equal keys keeping the items' order (a stable
        sort, as numpy's ``argsort(kind="stable")``).

    Raises:
        ValueError: ``data`` is not 4 bytes an item, or ``ends`` does not end at ``len(items)``.
    """
    cdef Py_ssize_t n = len(items), start = 0, end, i, k, g
    cdef unsigned int key
    cdef unsigned int key_stack[STACK]
    cdef Py_ssize_t order_stack[STACK]
    cdef unsigned int* keys = key_stack
    cdef Py_ssize_t* order = order_stack
    if len(data) != 4 * n or (ends[len(ends) - 1] if ends else 0) != n:
        raise ValueError(f"sorted_groups: {len(data)} key bytes and groups ending at {ends} for {n} items")
    if n > STACK:
        keys = <unsigned int*> PyMem_Malloc(n * sizeof(unsigned int))
        order = <Py_ssize_t*> PyMem_Malloc(n * sizeof(Py_ssize_t))
        if keys == NULL or order == NULL:
            PyMem_Free(keys)
            PyMem_Free(order)
            raise MemoryError()
    try:
        memcpy(keys, <const char*> data, 4 * n)  # the keys are little-endian, as is every machine tcgkit builds on
        for i in range(n):
            order[i] = i
        for g in range(len(ends)):
            end = ends[g]
            if end < start or end > n:
                raise ValueError(f"sorted_groups: group ends {ends} are not increasing up to {n}")
            for i in range(start + 1, end):
                key = keys[i]
                k = i
                while k > start and keys[order[k - 1]] > key:
                    order[k] = order[k - 1]
                    k -= 1
                order[k] = i
            start = end
        return [items[order[i]] for i in range(n)]
    finally:
        if keys != key_stack:
            PyMem_Free(keys)
            PyMem_Free(order)
