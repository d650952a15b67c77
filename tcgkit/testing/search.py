"""Conformance checks of what search agents rely on (part of :mod:`tcgkit.testing.conformance`'s ``CHECKS``).

* :func:`check_fast_path` — the rollout fast path (``Match.start_rollout``: no event log, no history, decisions
  listed when read) changes no outcome: a fast copy and a normal copy of a mid-game position, played with the same
  random choices, offer the same decisions all the way and end alike;
* :func:`check_determinize` — a determinisation depends only on what its seat knows: two positions that differ
  only in cards hidden from the seat give the same determinisation for the same generator, and it shows the seat
  its own view unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.rng import Rng
from tcgkit.testing.playing import MAX_DECISIONS, label, new_match

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match


def _advance(m: "Match", rng: Rng, steps: int) -> None:
    for _ in range(steps):
        if m.pending is None:
            return
        actions = m.pending.actions
        m.apply(actions[rng.below(len(actions))])


def check_fast_path(game: "Game", mode: str | None = None, games: int = 10, seed: int = 0,
                    decks: list | None = None) -> list[str]:
    """From a position after a few random decisions (a different number per game), a copy on the rollout fast path
    and a normal copy played with the same random choices offer the same decisions (player, kind, legal actions)
    at every step, including those the fast path lists only when read (``Match.decide_deferred``), and reach the
    same end: winners, reason, decisions and the whole rules state (history aside, which the fast path does not
    keep)."""
    out = []
    for s in range(seed, seed + games):
        m = new_match(game, mode, s, decks)
        _advance(m, Rng(s), 3 + (s * 7) % 40)
        normal, fast = m.clone(), m.clone()
        fast.start_rollout()
        try:
            differs = _lockstep(normal, fast, Rng(s + 1))
        except Exception as exc:
            out.append(f"{label(game, mode, s)}: {type(exc).__name__}: {exc}")
            continue
        if differs:
            out.append(f"{label(game, mode, s)}: {differs}")
            continue
        if fast.history or fast.log is not None:
            out.append(f"{label(game, mode, s)}: the fast path kept a history or an event log")
        fast.history = list(normal.history)
        if (fast.winners, fast.end_reason, fast.version) != (normal.winners, normal.end_reason, normal.version) \
                or fast.fingerprint() != normal.fingerprint():
            out.append(f"{label(game, mode, s)}: a fast and a normal playout with the same choices end differently "
                       f"({fast.winners} {fast.end_reason!r} against {normal.winners} {normal.end_reason!r})")
    return out


def _lockstep(normal: "Match", fast: "Match", rng: Rng, limit: int = MAX_DECISIONS) -> str:
    """Play both with the same random choices to the end; what first differed between their decisions, or ``""``."""
    for n in range(limit):
        a, b = normal.pending, fast.pending
        if a is None or b is None:
            return "" if a is b else f"decision {n}: one copy ended and the other did not"
        if (a.player, a.kind) != (b.player, b.kind):
            return (f"decision {n}: the fast copy asks player {b.player} for {b.kind!r}, the normal copy player "
                    f"{a.player} for {a.kind!r}")
        if a.actions != b.actions:
            return (f"decision {n} ({a.kind!r}, player {a.player}): the fast copy lists {list(b.actions)}, the "
                    f"normal copy {list(a.actions)}")
        action = a.actions[rng.below(len(a.actions))]
        normal.apply(action)
        fast.apply(action)
    raise RuntimeError(f"no end after {limit} decisions")


def check_determinize(game: "Game", mode: str | None = None, games: int = 10, seed: int = 0,
                      decks: list | None = None, every: int = 5) -> list[str]:
    """At every ``every``-th decision of random games, for each seat: ``view.determinize(Rng(k))`` of the position
    and of a determinisation of it (the cards hidden from the seat lying otherwise) are the same match, and the
    seat's view of it is its view of the position."""
    out: list[str] = []
    for s in range(seed, seed + games):
        m = new_match(game, mode, s, decks, log_events=False)
        rng = Rng(s)
        i = 0
        while m.pending is not None and not out:
            if i % every == 0:
                for p in range(m.n_players):
                    view = m.view(p)
                    one = view.determinize(Rng(s * 1000 + i))
                    other = view.determinize(Rng(s * 1000 + i + 1)).view(p).determinize(Rng(s * 1000 + i))
                    if one.fingerprint() != other.fingerprint():
                        out.append(f"{label(game, mode, s)}, decision {i}: seat {p}'s determinisation depends on how "
                                   f"the cards hidden from it lie, not only on what it knows")
                    elif one.view(p).to_dict() != view.to_dict():
                        out.append(f"{label(game, mode, s)}, decision {i}: a determinisation shows seat {p} another "
                                   f"view")
            actions = m.pending.actions
            m.apply(actions[rng.below(len(actions))])
            i += 1
        if out:
            break
    return out
