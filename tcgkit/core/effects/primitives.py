"""Primitives: how a game adds what its cards can do (the vocabulary that reads card data is :mod:`.vocabulary`).

A **primitive** is one object holding everything about one thing cards do (Forge's "one class per effect API"):

* ``name`` — its key in card data (``draw``, ``deal_damage`` …);
* :meth:`Primitive.compile` — check the card data's value and turn it into a tuple of arguments (the schema);
* :meth:`Primitive.describe` — the words shown to players, from the arguments (never the printed text);
* :meth:`Primitive.resolve` — what happens, as rules code on the match;
* ``tags`` — what it is, for agents and card lists (``removal``, ``draw``, ``buff``, ``resource`` …).

Adding a primitive = one subclass + the card data that uses it + a test. A game lists its primitives in its
:class:`~.vocabulary.Vocabulary`, which reads card data into effect trees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Iterable

from tcgkit.core.errors import CompileError

__all__ = ["CompileError", "Primitive", "int_arg", "mapping_arg"]  # CompileError lives in core.errors

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.nodes import Ctx
    from tcgkit.core.match import Match


class Primitive:
    """One thing cards do. Subclass it, set ``name`` and ``tags``, implement the three methods.

    Class attributes:
        name: the key in card data.
        tags: what it is, for agents (e.g. ``frozenset({"draw"})``).
        takes_value: whether the key needs a value (``draw: 1``); ``False`` for bare names (``- shuffle``).
        events: the event kinds (:class:`~tcgkit.core.kinds.EventKind`) it emits that the game does not declare
            already; the game's kinds take them in from its vocabulary (:meth:`~.vocabulary.Vocabulary.event_kinds`).
    """

    name: ClassVar[str] = ""
    tags: ClassVar[frozenset[str]] = frozenset()
    takes_value: ClassVar[bool] = True
    events: ClassVar[tuple] = ()

    def compile(self, value: Any, where: str) -> tuple:
        """Check the data and return the arguments :meth:`resolve` and :meth:`describe` receive.

        Raises:
            CompileError: the value does not fit (name ``where`` and what was expected).
        """
        return (value,)

    def describe(self, *args: Any) -> str:  # pragma: no cover - every primitive overrides it
        raise NotImplementedError

    def resolve(self, m: "Match", ctx: "Ctx", *args: Any) -> None:  # pragma: no cover
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.name}>"


def int_arg(value: Any, where: str, lo: int = 0, hi: int = 10**6) -> int:
    """``value`` as an int in ``[lo, hi]`` (``True`` is not a number here).

    Raises:
        CompileError: not an integer, or out of range.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise CompileError(f"{where}: expected a whole number, got {value!r}")
    if not lo <= value <= hi:
        raise CompileError(f"{where}: {value} is out of range ({lo}–{hi})")
    return value


def mapping_arg(value: Any, where: str, required: Iterable[str] = (), optional: Iterable[str] = ()) -> dict:
    """``value`` as a mapping with exactly the ``required`` keys and any of the ``optional`` ones.

    Raises:
        CompileError: not a mapping, a key missing, or an unknown key (each named).
    """
    if not isinstance(value, dict):
        raise CompileError(f"{where}: expected a mapping, got {value!r}")
    req = tuple(required)
    allowed = set(req) | set(optional)
    missing = [k for k in req if k not in value]
    if missing:
        raise CompileError(f"{where}: missing key(s) {', '.join(missing)}")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise CompileError(f"{where}: unknown key(s) {', '.join(map(str, unknown))} "
                           f"(allowed: {', '.join(sorted(allowed))})")
    return value
