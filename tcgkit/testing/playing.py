"""Playing random games for the checks of the conformance kit (:mod:`tcgkit.testing.conformance`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from tcgkit.core.rng import Rng

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match

MAX_DECISIONS = 20_000


def label(game: "Game", mode: str | None, seed: int) -> str:
    return f"{game.id}{'/' + mode if mode else ''} seed {seed}"


def new_match(game: "Game", mode: str | None, seed: int, decks: list | None = None, log_events: bool = True) -> "Match":
    """A match of ``mode`` on ``decks`` (default: the game's default decks for the mode)."""
    decks = decks if decks is not None else game.default_decks(mode)
    setup = {"mode": mode} if mode is not None else {}
    return game.new_match(decks, seed, log_events=log_events, **setup)


def random_steps(m: "Match", rng: Rng, limit: int = MAX_DECISIONS) -> Iterator[tuple]:
    """Apply uniformly random legal actions until the end, yielding each action *before* it is applied."""
    n = 0
    while m.pending is not None:
        n += 1
        if n > limit:
            raise RuntimeError(f"no end after {limit} decisions")
        actions = m.pending.actions
        a = actions[rng.below(len(actions))]
        yield a
        m.apply(a)


def play_random(m: "Match", rng: Rng, limit: int = MAX_DECISIONS) -> int:
    """Play to the end with random actions; returns the number of decisions."""
    n = 0
    for _ in random_steps(m, rng, limit):
        n += 1
    return n
