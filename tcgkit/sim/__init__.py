"""Batch simulation: seeds, executors (local process pool; a cluster back end plugs in), statistics, benchmarks.

The entry point is :func:`simulate`; ``tcgkit simulate`` is its command-line face.
"""

from tcgkit.sim.executors import (Executor, ProcessExecutor, SerialExecutor, WorkerDied,
                                   make_executor)
from tcgkit.sim.records import GameRecord, load_jsonl
from tcgkit.sim.runner import SimJob, SimResult, game_seeds, prepare_job, run_job, seat_decks, simulate
from tcgkit.sim.stats import SimStats, StatsBuilder, Tally, summarize, wilson_interval

__all__ = [
    "Executor", "GameRecord", "ProcessExecutor", "SerialExecutor", "SimJob", "SimResult", "SimStats", "StatsBuilder",
    "Tally", "WorkerDied", "game_seeds", "load_jsonl", "make_executor", "prepare_job", "run_job", "seat_decks", "simulate", "summarize",
    "wilson_interval",
]
