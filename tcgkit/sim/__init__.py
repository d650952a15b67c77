"""Batch simulation: seeds, executors (local processes, Ray), statistics, records, benchmarks.

The entry point is :func:`simulate`; ``tcgkit simulate`` is its command-line face. The names below load on first
use, so a worker process that imports :mod:`tcgkit.sim.worker` loads nothing else of this package.
"""

from __future__ import annotations

import importlib
from typing import Any

_HOMES = {
    "Executor": "executors", "ProcessExecutor": "executors", "SerialExecutor": "executors", "WorkerDied": "executors",
    "make_executor": "executors",
    "GameRecord": "records", "load_jsonl": "records", "open_records": "records",
    "SimJob": "worker", "ChunkResult": "worker",
    "SimResult": "runner", "game_seeds": "runner", "prepare_job": "runner", "run_job": "runner",
    "seat_decks": "runner", "simulate": "runner",
    "SimStats": "stats", "StatsBuilder": "stats", "Tally": "stats", "summarize": "stats", "wilson_interval": "stats",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'tcgkit.sim' has no attribute {name!r}")
    return getattr(importlib.import_module(f"tcgkit.sim.{home}"), name)
