"""A small bounded memo keyed by a shared object's identity.

Some set-up work depends only on an immutable object that many matches share — a mode's tuple of zone specs, the
zone table laid out from it — so it is done once per object and the result is kept. Such objects are compared by
identity (``id``): hashing a tuple of specs by value costs more than the work it saves, and an object with no
value equality (a list laid out once) still has an identity. An entry holds the object itself beside the result,
so the object stays alive as long as its entry and its ``id`` cannot pass to another object meanwhile.

The memo is bounded: at :attr:`IdentityMemo.limit` entries it is cleared and starts over (a process runs a handful
of modes; the bound only keeps a stranger's stream of new objects from growing it without end).
"""

from __future__ import annotations

from typing import Any, Hashable

__all__ = ["IdentityMemo"]


class IdentityMemo:
    """Results by ``(id(owner), extra)``, each entry holding ``owner``; at most ``limit`` entries, then it starts over.

    ``owner`` is the shared object the result is computed from, ``extra`` any further hashable key parts (e.g. the
    number of players); ``None`` is not a storable result (``get`` answers ``None`` for a miss).

    Example::

        _SEATING = IdentityMemo()
        seating = _SEATING.get(zone_table)
        if seating is None:
            seating = _SEATING.put(zone_table, compute(zone_table))
    """

    __slots__ = ("_entries", "limit")

    def __init__(self, limit: int = 64) -> None:
        """An empty memo of at most ``limit`` entries (an int, at least 1; ``ValueError`` otherwise)."""
        if type(limit) is not int or limit < 1:
            raise ValueError(f"IdentityMemo limit must be a positive int, got {limit!r}")
        self.limit = limit
        self._entries: dict[tuple[int, Hashable], tuple[Any, Any]] = {}

    def get(self, owner: object, extra: Hashable = None) -> Any:
        """The result kept for ``owner`` (this very object) and ``extra``, or ``None``."""
        entry = self._entries.get((id(owner), extra))
        return None if entry is None else entry[1]

    def put(self, owner: object, result: Any, extra: Hashable = None) -> Any:
        """Keep ``result`` (not ``None``) for ``owner`` and ``extra``, clearing the memo first when it is full;
        returns ``result``."""
        if result is None:
            raise ValueError("IdentityMemo cannot keep None (get answers None for a miss)")
        entries = self._entries
        if len(entries) >= self.limit:
            entries.clear()
        entries[(id(owner), extra)] = (owner, result)
        return result

    def __len__(self) -> int:
        """How many entries are kept."""
        return len(self._entries)

    def clear(self) -> None:
        """Forget every entry."""
        self._entries.clear()
