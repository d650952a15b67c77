"""Seeds, seats and modes of a simulation: what makes a run's results independent of how it is split up.

Game ``i`` of a run seeded ``seed`` gets its match seed and one agent seed per seat from
``numpy.random.SeedSequence(seed, spawn_key=(i,))``, and its seats rotate by ``i``; a mode says how many decks it
takes and how many of them one seat brings (``Game.decks_per_seat``: GWENT's tournament, three). A seat with
several decks moves as a block, and is named by its decks' names joined with ``+`` (:func:`seat_names`).
"""

from __future__ import annotations

from typing import Sequence

import numpy as np

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game, seat_blocks

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


def seat_decks(index: int, n_decks: int, per_seat: int = 1) -> list[int]:
    """The run's decks (indices) in the order game ``index`` gives them to the match: the seats rotated by
    ``index``, each seat's block of ``per_seat`` decks kept whole and in order (seat ``s`` of the game plays the
    block of the run's seat ``(s + index) % n_seats``). With one deck a seat: the decks rotated by ``index``."""
    n_seats = n_decks // per_seat
    return [(s + index) % n_seats * per_seat + j for s in range(n_seats) for j in range(per_seat)]


def seat_names(deck_names: Sequence[str], per_seat: int = 1) -> list[str]:
    """One name per seat: its deck's name, or with several decks a seat their names joined by ``+`` in order
    (``"monsters+nilfgaard+skellige"``), made unique (:func:`unique_names`)."""
    return unique_names(["+".join(block) for block in seat_blocks(deck_names, per_seat)])


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
    """Raise :class:`TcgkitError` unless ``n`` decks fit ``mode`` (default: the game's first mode): as many as the
    mode takes, whole seats of ``Game.decks_per_seat`` decks."""
    name = resolve_mode(game, mode)
    lo, hi = seat_range(game, name)
    per_seat = game.decks_per_seat(name)
    if not lo <= n <= hi or n % per_seat:
        need = str(lo) if lo == hi else f"{lo} to {hi}"
        each = "one per seat" if per_seat == 1 else f"{per_seat} per seat, seat by seat"
        raise TcgkitError(
            f"{game.id} mode {name!r} needs {need} decks ({each}), {n} given "
            f"(give the same file twice for a mirror match)"
        )


def seat_agents(agents: Sequence[str], deck_names: Sequence[str], per_seat: int = 1) -> list[str]:
    """The agent of each seat: the agent of its first deck (``agents`` and ``deck_names``: one per deck).

    Raises:
        TcgkitError: two decks of one seat are given different agents (names the seat, its decks and the agents).
    """
    out = []
    for s, (names, given) in enumerate(zip(seat_blocks(deck_names, per_seat), seat_blocks(agents, per_seat))):
        if len(set(given)) > 1:
            raise TcgkitError(f"seat {s} plays decks {', '.join(names)} with one agent, but they are given the "
                              f"agents {', '.join(given)}: give a seat's {per_seat} decks the same agent, or one "
                              f"agent per seat")
        out.append(given[0])
    return out
