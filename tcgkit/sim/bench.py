"""Speed measurements on one core: full games per second, decisions per second, and the cost of ``Match.clone()``.

Used by ``tcgkit bench GAME`` and ``benchmarks/run_all.py``. Numbers, not pass/fail: compare runs on the same
machine (the report names the CPU and the Python). Throughput games run with ``log_events=False``, as simulations
do; ``clone()`` is timed on a mid-game state (half-way through a random game), with and without the event log,
since search agents clone log-less states but a logged match copies its log too.
"""

from __future__ import annotations

import os
import platform
import statistics
import time
from dataclasses import dataclass
from typing import Any, Callable

from tcgkit.ai.base import RandomAgent, play_out
from tcgkit.core.game import Game
from tcgkit.sim.agents import make_agent
from tcgkit.sim.runner import resolve_mode


@dataclass
class Throughput:
    """One agent pairing's speed.

    Attributes:
        agent: agent name used in every seat.
        games: games played.
        seconds: wall time of all of them (set-up included).
        decisions: decisions taken, single-action ones included.
    """

    agent: str
    games: int
    seconds: float
    decisions: int

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0


@dataclass
class BenchResult:
    """What :func:`bench_game` measured.

    Attributes:
        game: game id; title: its name; mode: the mode name measured.
        runs: random-vs-random, then greedy-vs-greedy if the game offers greedy.
        clone_us: microseconds per ``clone()`` of the mid-game state without an event log (median of 7 repeats).
        clone_log_us: the same state with its event log.
        mid_decisions: how many actions the mid-game state had taken; mid_log: its log length.
    """

    game: str
    title: str
    mode: str
    runs: list[Throughput]
    clone_us: float
    clone_log_us: float
    mid_decisions: int
    mid_log: int


def machine_info() -> str:
    """``"CPU: <model> (<n> logical cores); Python 3.11.7 (CPython); Linux-…"``."""
    model = platform.processor() or "unknown CPU"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return (f"CPU: {model} ({os.cpu_count()} logical cores); Python {platform.python_version()} "
            f"({platform.python_implementation()}); {platform.platform(terse=True)}")


def bench_game(
    game: Game,
    games: int = 200,
    mode: str | None = None,
    seed: int = 0,
    progress: Callable[[str], None] | None = None,
) -> BenchResult:
    """Measure ``game`` on its default decks, in this process (one core).

    Args:
        game: the game (with its options).
        games: games per throughput measurement.
        mode: match mode (default: the game's first).
        seed: match ``i`` uses seed ``seed + i``.
        progress: called with the name of each measurement as it starts.

    Raises:
        TcgkitError: the game has no such mode.
        NotImplementedError: the game has no default decks yet.
        Exception: whatever a game raises (a benchmark of a failing game is not a benchmark).
    """
    mode_name = resolve_mode(game, mode)
    setup = {"mode": mode} if mode is not None else {}
    decks = game.default_decks(mode_name)
    n = len(decks)
    pairings = ["random"] + (["greedy"] if "greedy" in game.agents() else [])
    runs = []
    for name in pairings:
        if progress:
            progress(f"{name} vs {name}")
        decisions = 0
        start = time.perf_counter()
        for i in range(games):
            match = game.new_match(decks, seed + i, log_events=False, **setup)
            agents = [make_agent(game, name, (seed + i) * n + p) for p in range(n)]
            decisions += play_out(match, agents)
        runs.append(Throughput(name, games, time.perf_counter() - start, decisions))
    if progress:
        progress("clone()")
    history = _random_history(game, decks, seed, setup)
    half = history[: len(history) // 2]
    mid = _replayed(game, decks, seed, setup, half, log_events=False)
    mid_logged = _replayed(game, decks, seed, setup, half, log_events=True)
    return BenchResult(
        game=game.id, title=game.title, mode=mode_name, runs=runs,
        clone_us=time_per_call(mid.clone), clone_log_us=time_per_call(mid_logged.clone),
        mid_decisions=len(half), mid_log=len(mid_logged.log),
    )


def time_per_call(fn: Callable[[], Any], repeats: int = 7, min_seconds: float = 0.05) -> float:
    """Median microseconds per call of ``fn`` over ``repeats`` timed loops of at least ``min_seconds`` each."""
    number = 1
    while True:
        start = time.perf_counter()
        for _ in range(number):
            fn()
        if time.perf_counter() - start >= min_seconds:
            break
        number *= 2
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(number):
            fn()
        samples.append((time.perf_counter() - start) / number)
    return statistics.median(samples) * 1e6


def _random_history(game: Game, decks: list, seed: int, setup: dict) -> list:
    match = game.new_match(decks, seed, log_events=False, **setup)
    play_out(match, [RandomAgent(seed * 31 + p) for p in range(len(decks))])
    return list(match.history)


def _replayed(game: Game, decks: list, seed: int, setup: dict, actions: list, log_events: bool):
    match = game.new_match(decks, seed, log_events=log_events, **setup)
    for action in actions:
        match.apply(action)
    return match


def bench_table(res: BenchResult, title: str = "") -> Any:
    """A rich table of a :class:`BenchResult`."""
    from rich.table import Table

    table = Table(title=title or res.title, title_justify="left")
    table.add_column("measure")
    table.add_column("value", justify="right")
    table.add_column("note")
    for row in bench_rows(res):
        table.add_row(*row)
    return table


def bench_rows(res: BenchResult) -> list[tuple[str, str, str]]:
    """``(measure, value, note)`` rows, shared by the terminal table and ``benchmarks/results.md``."""
    rows = []
    for run in res.runs:
        note = f"{run.games} games, {run.decisions / run.games:.0f} decisions/game, event log off"
        rows.append((f"{run.agent} vs {run.agent}: games/s", f"{run.games_per_second:,.1f}", note))
        rows.append((f"{run.agent} vs {run.agent}: decisions/s", f"{run.decisions_per_second:,.0f}", ""))
    rows.append(("clone(), µs", f"{res.clone_us:,.1f}",
                 f"mid-game state after {res.mid_decisions} actions, no event log"))
    rows.append(("clone() with event log, µs", f"{res.clone_log_us:,.1f}", f"same state, {res.mid_log} events"))
    return rows


def to_markdown(res: BenchResult) -> str:
    """A markdown section for ``benchmarks/results.md``."""
    lines = [f"## {res.title} (`{res.game}`, mode {res.mode})", "", "| measure | value | note |", "|---|---:|---|"]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in bench_rows(res)]
    return "\n".join(lines) + "\n"
