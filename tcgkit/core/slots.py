"""How a match's state is declared and copied: mixins contribute slots, and ``clone()`` is generated per class.

Every match keeps its whole state in ``__slots__`` (DESIGN.md contract 6): flat lists of immutable values
(``_LISTS``), lists of lists (``_NESTED``) and immutable or shared values. :class:`MatchMeta` lets a state mixin
(e.g. :class:`~tcgkit.core.effects.state.EffectState`) add its fields, :func:`classify_slots` sorts them by how they
are copied, and :func:`compile_clone` writes the fastest ``clone`` for a class: one statement per slot.
"""

from __future__ import annotations

from typing import Any, Callable


class MatchMeta(type):
    """Lets state mixins contribute slots. Python allows only one base with non-empty ``__slots__``, so a mixin
    (:class:`~tcgkit.core.effects.state.EffectState`, :class:`~tcgkit.core.flow.FlowState`) keeps ``__slots__ = ()``
    and lists its fields in ``_MIXIN_SLOTS``; the first class that combines it with :class:`Match` declares them."""

    def __new__(mcls, name: str, bases: tuple, ns: dict, **kwargs: Any) -> type:
        if "__slots__" in ns:
            have: set[str] = set()
            for b in bases:
                for k in b.__mro__:
                    have.update(vars(k).get("__slots__", ()))
            extra: list[str] = []
            for b in bases:
                for k in b.__mro__:
                    for s in vars(k).get("_MIXIN_SLOTS", ()):
                        if s not in have and s not in extra and s not in ns["__slots__"]:
                            extra.append(s)
            ns["__slots__"] = tuple(ns["__slots__"]) + tuple(extra)
        return super().__new__(mcls, name, bases, ns, **kwargs)


_UNPRINTED = ("log", "game", "inputs", "zone_table", "zone_lookup", "fast")
"""Slots that are not rules state: the log, the shared set-up, the rollout switch."""


def classify_slots(cls: Any) -> None:
    """Sort a match class's slots, over its whole MRO, into the class attributes :func:`compile_clone` and
    :meth:`~tcgkit.core.match.Match.fingerprint` read: ``_ALL_SLOTS`` (declaration order), ``_LIST_SLOTS``,
    ``_NESTED_SLOTS``, ``_SCALARS`` (everything else but the log) and ``_FINGERPRINTED`` (all but the log, the
    shared set-up — the core's and each class's ``_SHARED`` —, the rollout switch ``fast`` and the ``_DERIVED``
    caches)."""
    slots: list[str] = []
    derived: set[str] = set()
    shared: set[str] = set()
    lists: set[str] = set()
    nested: set[str] = set()
    for klass in reversed(cls.__mro__):
        for s in getattr(klass, "__slots__", ()):
            if s not in slots:
                slots.append(s)
        lists.update(vars(klass).get("_LISTS", ()))
        nested.update(vars(klass).get("_NESTED", ()))
        derived.update(vars(klass).get("_DERIVED", ()))
        shared.update(vars(klass).get("_SHARED", ()))
    cls._ALL_SLOTS = tuple(slots)
    cls._FINGERPRINTED = tuple(
        s for s in slots if s not in derived and s not in shared and s not in _UNPRINTED
    )
    cls._LIST_SLOTS = tuple(s for s in slots if s in lists)
    cls._NESTED_SLOTS = tuple(s for s in slots if s in nested)
    cls._SCALARS = tuple(s for s in slots if s not in lists and s not in nested and s != "log")


def compile_clone(cls: type, record: bool = True) -> Callable[[Any], Any]:
    """Generate ``cls.clone`` with one statement per slot (no ``getattr``/``setattr`` loop): scalars shared,
    ``_LISTS`` copied with ``[:]``, ``_NESTED`` copied per inner list, the log copied. About twice as fast as the
    generic loop of :meth:`Match.clone`, which documents the semantics. With ``record=False``, ``clone_state``:
    the same without the match's record (no event log, an empty history)."""
    name = "clone" if record else "clone_state"
    lines = [f"def {name}(self):", "    new = _new(_cls)"]
    lines += [f"    new.{s} = self.{s}" for s in cls._SCALARS]
    lines += [f"    new.{s} = self.{s}[:]" if record or s != "history" else "    new.history = []"
              for s in cls._LIST_SLOTS]
    lines += [f"    new.{s} = [z[:] for z in self.{s}]" for s in cls._NESTED_SLOTS]
    if record:
        lines += ["    log = self.log", "    new.log = log[:] if log is not None else None"]
    else:
        lines += ["    new.log = None"]
    lines += ["    return new"]
    namespace: dict[str, Any] = {"_new": object.__new__, "_cls": cls}
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from the class's own slot names only
    clone = namespace[name]
    clone.__doc__ = getattr(cls, name).__doc__
    return clone
