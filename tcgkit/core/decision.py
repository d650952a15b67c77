"""What a decision is made of: actions, frames, events, the :class:`Decision`, and the strict match of an action
against the legal ones (DESIGN.md contract 2).

:mod:`tcgkit.core.match` re-exports every name here (``from tcgkit.core.match import Decision`` keeps working).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match

__all__ = ["Action", "Decision", "DeferredDecision", "Event", "Frame", "call_resume", "find_legal", "frame_key"]

Action = tuple
"""An action is a plain tuple ``(kind, *args)`` of ints and strings, e.g. ``("deploy", 17)`` or ``("pass",)``.

Tuples compare by value, hash, and round-trip through JSON as lists, which is what replays store."""

Frame = tuple
"""A unit of pending rules work: ``(rule, *args)``; :meth:`Match.run` calls ``rule(match, *args)``."""

Event = tuple
"""``(kind, visibility, data)``: ``visibility`` is :data:`~tcgkit.core.zones.ALL` or a bitmask of players."""


class Decision:
    """A choice the rules ask of one player (DESIGN.md contract 2).

    Attributes:
        player: index of the deciding player.
        kind: what is being decided, a decision kind the game declares (``"mulligan"``, ``"main"``, ``"block"``,
            ``"order_triggers"``, ``"optional"``, ``"target"`` …).
        actions: the legal actions, a non-empty tuple of :data:`Action`.
        resume: the frame that receives the chosen action: ``resume[0](match, action, *resume[1:])``.
        info: optional data for user interfaces (e.g. the attacking unit), never needed by the rules.
    """

    __slots__ = ("player", "kind", "actions", "resume", "info")

    def __init__(self, player: int, kind: str, actions: tuple, resume: Frame, info: dict | None = None) -> None:
        self.player = player
        self.kind = kind
        self.actions = actions
        self.resume = resume
        self.info = info

    def __repr__(self) -> str:
        return f"Decision(player={self.player}, kind={self.kind!r}, actions={len(self.actions)})"


class DeferredDecision(Decision):
    """A :class:`Decision` whose legal actions are listed when first read, not when it is made
    (:meth:`Match.decide_deferred <tcgkit.core.match.Match.decide_deferred>`, rollout copies only).

    A search agent's greedy rollout policy plays each candidate move on a copy to the next decision and scores the
    position there; most of those decisions are never looked at, and listing a main step's options is a good part of
    a move's cost. The list is made from the match the decision was made for, as that match stands when the list is
    first read: :meth:`Match.apply` reads it before changing anything, and a copy (sharing the decision) reads the
    same list. ``actions`` is computed once and kept.

    Until it is read, the decision refers to its match, which refers to it: a copy dropped unread waits for the
    cyclic garbage collector. A loop that drops many copies (a greedy agent scoring its moves) sets the copy's
    ``pending`` to ``None`` first: in the search measured (docs/agents.md, "Time per decision"), that is the
    difference between 8 % slower and 8 % faster.

    Raises:
        ValueError: on first read, when the lister finds no legal action (a rules bug, as in :meth:`Match.decide`).
    """

    __slots__ = ("_lister", "_match", "_listed")

    def __init__(self, player: int, kind: str, lister, match, resume: Frame, info: dict | None = None) -> None:
        self.player = player
        self.kind = kind
        self.resume = resume
        self.info = info
        self._lister, self._match, self._listed = lister, match, None

    @property
    def actions(self) -> tuple:  # type: ignore[override]
        listed = self._listed
        if listed is None:
            listed = self._listed = tuple(self._lister(self._match))
            self._match = None
            if not listed:
                raise ValueError(f"decision {self.kind!r} for player {self.player} has no legal action")
        return listed


def find_legal(legal: tuple, action: tuple) -> tuple | None:
    """The listed legal action equal to ``action`` with the same element types, or ``None``.

    ``==`` alone is not enough: ``106.0 == 106``, ``numpy.int64(106) == 106`` and ``True == 1``, and the rules would
    then run on a value of the wrong type (half-way, or into a replay that cannot be written).

    An agent returns one of the listed tuples itself, so they are first looked through by identity: no element is
    compared (``tuple.index`` compares each earlier action element by element)."""
    for listed in legal:
        if listed is action:
            return listed
    try:
        i = legal.index(action)
    except (ValueError, TypeError):
        return None
    except Exception:  # an element whose __eq__ raises (a hostile object): not a legal action
        return None
    found = legal[i]
    for a, b in zip(action, found):
        if a.__class__ is not b.__class__:
            # an equal action listed later may match the types (e.g. ("x", 1) after ("x", True)): look on
            for j in range(i + 1, len(legal)):
                cand = legal[j]
                try:
                    same = cand == action
                except Exception:
                    return None
                if same and all(x.__class__ is y.__class__ for x, y in zip(action, cand)):
                    return cand
            return None
    return found


def call_resume(m: "Match", resume: Frame, action: tuple) -> None:
    """``resume[0](m, action, *resume[1:])``: the chosen action handed to the frame that asked for it, spelt out by
    length as :meth:`Match.run <tcgkit.core.match.Match.run>` spells out frames (a slice and a star-call cost more
    than the call itself; every decision ends here)."""
    n = len(resume)
    if n == 1:
        resume[0](m, action)
    elif n == 2:
        resume[0](m, action, resume[1])
    else:
        resume[0](m, action, *resume[1:])


def frame_key(frame: Any) -> Any:
    """A frame with rule functions named by ``module.qualname`` (stable across processes, for fingerprints)."""
    if isinstance(frame, tuple):
        return tuple(frame_key(x) for x in frame)
    if callable(frame) and hasattr(frame, "__qualname__"):
        return f"{getattr(frame, '__module__', '')}.{frame.__qualname__}"
    return frame
