"""A simulation written to a results store (``simulate --store URL``), resumable without replaying finished games.

The run's identity is everything that decides its games (:func:`run_inputs`), so the same command run again finds
its run in the store and plays only the games not stored yet (``run_job(skip=...)``); asking for more games than
before plays the new indices. The tables and their reader live in :mod:`tcgkit.store.results`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterator

if TYPE_CHECKING:
    from tcgkit.core.game import Game
    from tcgkit.sim.worker import SimJob
    from tcgkit.store.results import ResultsStore, ResultsWriter, StoredRun


def run_inputs(job: "SimJob") -> dict[str, Any]:
    """What decides a run's games (its identity in a store): options, decks, names, agents, set-up, seed and the
    settings that change a game's record. Not the number of games, workers, engine, replays or time limits.

    A mode with several decks a seat adds ``decks_per_seat``: its records name seats by their blocks of decks, so
    such a run is never continued from one stored before seats rotated as blocks (those records gave a tournament's
    second player the wrong agent). Runs with one deck a seat keep the identity they had."""
    inputs = {"options": job.options, "decks": job.decks, "deck_names": job.deck_names, "agents": job.agents,
              "setup": job.setup, "seed": job.seed, "max_decisions": job.max_decisions,
              "fixed_seats": job.fixed_seats}
    if job.decks_per_seat > 1:
        inputs["decks_per_seat"] = job.decks_per_seat
    return inputs


@dataclass
class StoredSimulation:
    """A job's run in a results store: ``skip`` holds the indices below ``job.games`` already stored."""

    store: "ResultsStore"
    run: "StoredRun"
    writer: "ResultsWriter"
    skip: frozenset[int]
    url: str

    def records(self, games: int) -> Iterator[dict[str, Any]]:
        """The stored records of the run's first ``games`` games, in index order (after :meth:`close`)."""
        return (r for r in self.store.records(self.run.id) if r["index"] < games)

    def close(self) -> None:
        """Write the records still buffered (raises :class:`~tcgkit.store.StoreError` if the database refuses)."""
        self.writer.close()


def open_stored_simulation(game: "Game", job: "SimJob", url: str) -> StoredSimulation:
    """Open (create, migrate) the store at ``url`` and the job's run in it.

    Raises:
        StoreError: the URL is malformed or the database cannot be opened (the message names the URL).
    """
    from tcgkit.store.results import ResultsStore, ResultsWriter

    store = ResultsStore.open(url)
    run = store.open_run(game.id, job.mode, str(game.rules_version), run_inputs(job))
    skip = frozenset(i for i in run.done if i < job.games)
    return StoredSimulation(store, run, ResultsWriter(store, run), skip, url)
