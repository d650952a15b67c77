"""Seeds, seats and modes of a simulation: what makes a run's results independent of how it is split up.

Game ``i`` of a run seeded ``seed`` gets its match seed and one agent seed per seat from
``numpy.random.SeedSequence(seed, spawn_key=(i,))``, and its seats rotate the decks by ``i``; a mode says how many
decks (seats) it takes.
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game

MAX_GAMES = 1_000_000_000
"""The most games one run may ask for (a billion games is weeks on a large machine)."""
MAX_SEED = 2**63 - 1
"""The largest run or match seed the command line takes (seeds are non-negative)."""


def game_seeds(seed: int, index: int, n_seats: int) -> tuple[int, list[int]]:
    """The match seed and one agent seed per seat of game ``index`` of a run seeded ``seed`` (64-bit ints).

    Raises:
        ValueError: a negative ``seed`` or ``index`` (SeedSequence takes non-negative integers).
    """
    words = np.random.SeedSequence(seed, spawn_key=(index,)).generate_state(1 + n_seats, np.uint64)
    return int(words[0]), [int(w) for w in words[1:]]


def seat_decks(index: int, n_decks: int) -> list[int]:
    """Which deck (index into the run's decks) sits in each seat of game ``index``: the decks rotated by ``index``."""
    return [(s + index) % n_decks for s in range(n_decks)]


def unique_names(names: Sequence[str]) -> list[str]:
    """Names made unique in order: a repeated name gets ``#2``, ``#3`` …"""
    out: list[str] = []
    for name in names:
        candidate, k = name, 1
        while candidate in out:
            k += 1
            candidate = f"{name}#{k}"
        out.append(candidate)
    return out


def resolve_mode(game: Game, mode: str | None) -> str:
    """``mode``, or the game's default (first) mode when ``None``.

    Raises:
        TcgkitError: the game has no such mode (the message lists its modes).
    """
    modes = game.modes()
    if mode is None:
        return next(iter(modes))
    if mode not in modes:
        raise TcgkitError(f"{game.id} has no mode {mode!r:.60}; its modes are: {', '.join(modes)}")
    return mode


def seat_range(game: Game, mode: str | None) -> tuple[int, int]:
    """The fewest and most decks (seats) ``mode`` takes."""
    want = game.modes()[resolve_mode(game, mode)]
    return (want, want) if isinstance(want, int) else tuple(want)


def check_deck_count(game: Game, mode: str | None, n: int) -> None:
    """Raise :class:`TcgkitError` unless ``n`` decks fit ``mode`` (default: the game's first mode)."""
    name = resolve_mode(game, mode)
    lo, hi = seat_range(game, name)
    if not lo <= n <= hi:
        need = str(lo) if lo == hi else f"{lo} to {hi}"
        raise TcgkitError(
            f"{game.id} mode {name!r} needs {need} decks (one per seat), {n} given "
            f"(give the same file twice for a mirror match)"
        )
