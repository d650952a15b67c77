"""Batch simulation: play many games of one game between decks and agents, reproducibly.

Usage::

    from tcgkit.sim import simulate
    result = simulate("gundam", ["a.txt", "b.txt"], games=1000, seed=7, agents=["greedy", "random"], workers=2)
    result.stats.decks[0].interval()      # 95% Wilson interval of deck a's win rate
    result.write_jsonl("out.jsonl")

How games are set up (every rule here is what makes results independent of ``workers``):

* Seeds: ``numpy.random.SeedSequence(seed, spawn_key=(i,))`` gives game ``i`` its match seed and one seed per seat's
  agent. Game ``i`` depends only on ``(seed, i)``, never on which worker plays it or in which order.
* Seats alternate: game ``i`` rotates the decks by ``i`` (seat ``s`` plays deck ``(s + i) % n``), so every deck sits in
  every seat equally often over ``n`` consecutive games. Modes whose seats differ in kind (e.g. gwent ``solo``: the
  person's seat and the automaton's) run with ``fixed_seats=True``: deck ``k`` always in seat ``k``.
* Agents belong to decks: ``agents[k]`` plays deck ``k`` wherever it sits.
* A single legal action is applied without asking the agent (:func:`tcgkit.ai.play_out`).
* A game that raises becomes a record with ``error`` (type, message, traceback) and its seeds; the run goes on. So
  does a game that takes more than ``max_decisions`` decisions or ``game_timeout`` seconds (an endless loop in the
  rules or an agent would otherwise hang the run).
"""

from __future__ import annotations

import signal
import threading
import time
import traceback
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence


from tcgkit.ai.base import play_out
from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game
from tcgkit.core.replay import Replay
from tcgkit.sim.agents import check_agents, default_agent, is_search_agent, make_agent
from tcgkit.sim.executors import Executor, make_executor
from tcgkit.sim.seating import (  # noqa: F401  (re-exported: where seeds, seats and modes are decided)
    check_deck_count, game_seeds, resolve_mode, seat_decks, seat_range, unique_names,
)
from tcgkit.sim.stats import SimStats, StatsBuilder

#: record keys the simulator owns; a game's ``summary`` field of the same name is stored as ``game_<name>`` (unless
#: it holds the same value, e.g. ``reason``)
RESERVED = ("index", "seed", "agent_seeds", "seats", "agents", "winners", "winner_seats", "reason", "decisions",
            "replay", "error", "traceback")

DEFAULT_MAX_DECISIONS = 10_000
"""Decisions after which a game is stopped as an error (real games take tens to hundreds)."""

DEFAULT_GAME_TIMEOUT = 60.0
"""Seconds after which a game is stopped as an error (real games take milliseconds to a few seconds)."""

SEARCH_GAME_TIMEOUT = 3600.0
"""The default timeout instead when a search agent plays (``ismcts``, the levels): such a game thinks for a second
or so per decision, minutes in all on a busy machine."""


class GameTimeout(Exception):
    """A simulated game ran longer than the job's ``game_timeout``."""


@dataclass(frozen=True)
class SimJob:
    """Everything a worker needs to play games of a run (picklable; decks travel as ``deck_to_json`` data).

    Attributes:
        game_id: registry id; ``game_target`` (``"module:Class"``) is what workers import.
        options: rule options as a dict.
        decks: JSON decks, in the order given.
        deck_names: unique names, same order.
        agents: agent name per deck, same order.
        setup: match settings passed to ``new_match`` (e.g. ``{"mode": "solo"}``).
        seed: the run's seed (non-negative).
        games: number of games in the run (for replay file names).
        replay_dir: where to write one replay per game, or ``None``.
        log_events: keep each match's event log (off for speed; replays do not need it).
        max_decisions: a game with more decisions is stopped as an error.
        game_timeout: a game running longer (seconds) is stopped as an error; ``None``: no limit. Enforced with
            ``SIGALRM`` where available (Unix, in the process's main thread), else not at all.
        fixed_seats: deck ``k`` always sits in seat ``k`` (for modes whose seats differ); default the decks rotate.
        key: identifies the job in a worker's cache.
    """

    game_id: str
    game_target: str
    options: dict
    decks: list
    deck_names: list[str]
    agents: list[str]
    setup: dict
    seed: int
    games: int
    replay_dir: str | None = None
    log_events: bool = False
    max_decisions: int = DEFAULT_MAX_DECISIONS
    game_timeout: float | None = DEFAULT_GAME_TIMEOUT
    fixed_seats: bool = False
    key: str = field(default_factory=lambda: uuid.uuid4().hex)


@dataclass
class SimResult:
    """A finished run.

    Attributes:
        job: the run's settings.
        records: one dict per game, in index order (the JSON lines; see :func:`play_game`).
        stats: the totals (wins per deck with Wilson intervals, draws, errors, averages, speed).
    """

    job: SimJob
    records: list[dict]
    stats: SimStats

    def write_jsonl(self, path: str | Path) -> None:
        """Write one JSON object per game and line, in index order."""
        from tcgkit.sim.records import dump_record

        with open(path, "w", encoding="utf-8") as f:
            for rec in self.records:
                f.write(dump_record(rec))


# ------------------------------------------------------------------------------------------------ the Python API


def prepare_job(
    game: Game,
    decks: Sequence[Any],
    games: int,
    seed: int = 0,
    agents: Sequence[str] | None = None,
    mode: str | None = None,
    deck_names: Sequence[str] | None = None,
    *,
    replay_dir: str | Path | None = None,
    log_events: bool = False,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    game_timeout: float | None = DEFAULT_GAME_TIMEOUT,
    fixed_seats: bool = False,
) -> SimJob:
    """Check a run's settings and freeze them into a :class:`SimJob`.

    Args:
        game: the game with its options.
        decks: the game's deck objects (``game.load_deck``); one per seat of the mode.
        games: number of games, at least 1.
        seed: non-negative integer.
        agents: one agent name for every deck, or one per deck; default :func:`default_agent`.
        mode: a name from ``game.modes()`` (default: the game's first mode, not passed to ``new_match``).
        deck_names: names for the records (default ``deck1``, ``deck2`` …); repeated names get ``#2``, ``#3``.
        replay_dir, log_events, max_decisions, game_timeout, fixed_seats: see :class:`SimJob`. The default
            ``game_timeout`` becomes :data:`SEARCH_GAME_TIMEOUT` when a search agent plays.

    Raises:
        TcgkitError: wrong number of decks or agents for the mode, unknown mode or agent, bad numbers.
    """
    if games < 1:
        raise TcgkitError(f"the number of games must be at least 1, not {games}")
    if seed < 0:
        raise TcgkitError(f"the seed must be a non-negative integer, not {seed}")
    if max_decisions < 1 or (game_timeout is not None and game_timeout <= 0):
        raise TcgkitError("max_decisions and game_timeout must be positive")
    n = len(decks)
    check_deck_count(game, mode, n)
    if not agents:
        agents = [default_agent(game)]
    agents = list(agents)
    if len(agents) == 1:
        agents = agents * n
    if len(agents) != n:
        raise TcgkitError(f"give one agent for every deck, or one for all: {n} decks, {len(agents)} agents")
    check_agents(game, agents)
    if game_timeout == DEFAULT_GAME_TIMEOUT and any(is_search_agent(game, a) for a in agents):
        game_timeout = SEARCH_GAME_TIMEOUT
    names = unique_names(deck_names or [f"deck{k + 1}" for k in range(n)])
    return SimJob(
        game_id=game.id,
        game_target=f"{type(game).__module__}:{type(game).__qualname__}",
        options=game.options.model_dump(mode="json"),
        decks=[game.deck_to_json(d) for d in decks],
        deck_names=names,
        agents=agents,
        setup={"mode": mode} if mode is not None else {},
        seed=seed,
        games=games,
        replay_dir=str(replay_dir) if replay_dir is not None else None,
        log_events=log_events,
        max_decisions=max_decisions,
        game_timeout=game_timeout,
        fixed_seats=fixed_seats,
    )


def simulate(
    game_id: str | Game,
    decks: Sequence[Any],
    games: int,
    seed: int = 0,
    agents: Sequence[str] | None = None,
    workers: int = 1,
    mode: str | None = None,
    options: dict | None = None,
    *,
    deck_names: Sequence[str] | None = None,
    executor: Executor | None = None,
    on_record: Callable[[dict], None] | None = None,
    on_progress: Callable[[int], None] | None = None,
    **settings: Any,
) -> SimResult:
    """Play ``games`` games and add them up. The records are the same for any ``workers`` or executor.

    Args:
        game_id: registry id (or a :class:`Game` instance, whose options are used).
        decks: decklist paths (read with ``game.load_deck``; named after the file) or the game's deck objects.
        games: number of games.
        seed: the run's seed; game ``i`` uses seeds derived from ``(seed, i)``.
        agents: agent names (see :func:`prepare_job`).
        workers: local processes (1: this process). Ignored if ``executor`` is given.
        mode: match mode name.
        options: rule options by name (only with a game id).
        deck_names: names for deck objects (paths are named after the file stem).
        executor: where games run (default :func:`~tcgkit.sim.executors.make_executor`).
        on_record: called with each record in index order as soon as it and all before it are done.
        on_progress: called with the number of games done after each finished chunk.
        **settings: ``replay_dir`` (write ``game-NNNN.json`` replays there), ``log_events``, ``max_decisions``,
            ``game_timeout``, ``fixed_seats``: see :class:`SimJob`.

    Returns:
        A :class:`SimResult`.

    Raises:
        TcgkitError: bad settings (see :func:`prepare_job`), bad options.
        DeckError: a decklist that cannot be read.
        KeyError: unknown game id.
    """
    from tcgkit.games import get_game

    game = game_id if isinstance(game_id, Game) else get_game(game_id)(options)
    loaded, names = [], []
    for k, d in enumerate(decks):
        if isinstance(d, (str, Path)):
            loaded.append(game.load_deck(d))
            names.append(Path(d).stem)
        else:
            loaded.append(d)
            names.append(deck_names[k] if deck_names else f"deck{k + 1}")
    job = prepare_job(game, loaded, games, seed, agents, mode, names, **settings)
    return run_job(job, executor or make_executor(workers), on_record, on_progress)


def run_job(
    job: SimJob,
    executor: Executor,
    on_record: Callable[[dict], None] | None = None,
    on_progress: Callable[[int], None] | None = None,
    keep_records: bool = True,
) -> SimResult:
    """Run a prepared job on an executor; see :func:`simulate` for the callbacks.

    Args:
        keep_records: keep every record in the result (``False`` for very long runs that stream them to a file
            through ``on_record``: then ``result.records`` is empty and memory stays flat).
    """
    if job.replay_dir is not None:
        Path(job.replay_dir).mkdir(parents=True, exist_ok=True)
    builder = StatsBuilder(job.deck_names, len(job.decks))
    kept: list[dict] = []
    waiting: dict[int, dict] = {}  # finished out of order, until every game before them is done
    next_out = 0
    done = 0
    start = time.perf_counter()
    for chunk_records in executor.run(play_chunk, job, make_chunks(job.games, executor.workers)):
        for rec in chunk_records:
            waiting[rec["index"]] = rec
        done += len(chunk_records)
        while next_out in waiting:
            rec = waiting.pop(next_out)
            builder.add(rec)
            if keep_records:
                kept.append(rec)
            if on_record is not None:
                on_record(rec)
            next_out += 1
        if on_progress is not None:
            on_progress(done)
    return SimResult(job, kept, builder.result(time.perf_counter() - start))


def make_chunks(games: int, workers: int) -> list[range]:
    """Split game indices into chunks: one game each in-process, else about 8 chunks per worker (≤ 50 games)."""
    if workers == 1:
        size = 1
    else:
        size = max(1, min(50, games // (workers * 8)))
    return [range(i, min(i + size, games)) for i in range(0, games, size)]


# ------------------------------------------------------------------------------------------------ in the workers

_PREPARED: dict[str, tuple[Game, list]] = {}


def _prepared(job: SimJob) -> tuple[Game, list]:
    """The job's game and decks, built once per process."""
    got = _PREPARED.get(job.key)
    if got is None:
        import importlib

        module, _, name = job.game_target.partition(":")
        game_cls = getattr(importlib.import_module(module), name)
        game = game_cls(job.options)
        got = (game, [game.deck_from_json(d) for d in job.decks])
        _PREPARED.clear()
        _PREPARED[job.key] = got
    return got


def play_chunk(job: SimJob, indices: Sequence[int]) -> list[dict]:
    """Play the games ``indices`` of ``job``; one record each (see :func:`play_game`)."""
    game, decks = _prepared(job)
    return [play_game(job, game, decks, i) for i in indices]


def play_game(job: SimJob, game: Game, decks: list, index: int) -> dict:
    """Play game ``index`` of a job and describe it.

    Returns:
        ``{"index", "seed", "agent_seeds", "seats": [deck name per seat], "agents": [agent per seat],
        "winners": [deck names], "winner_seats": [seats], "reason", <game.summary fields, e.g. "turns">,
        "decisions", "replay"?, "error": None}``; for a game that raised, ``error`` is ``"Type: message"`` and
        ``traceback`` holds the traceback (the winner fields are empty).
    """
    n = len(decks)
    order = list(range(n)) if job.fixed_seats else seat_decks(index, n)
    match_seed, agent_seeds = game_seeds(job.seed, index, n)
    rec: dict[str, Any] = {
        "index": index,
        "seed": match_seed,
        "agent_seeds": agent_seeds,
        "seats": [job.deck_names[k] for k in order],
        "agents": [job.agents[k] for k in order],
    }
    match = None
    try:
        match = game.new_match([decks[k] for k in order], match_seed, log_events=job.log_events, **job.setup)
        agents = [make_agent(game, job.agents[k], agent_seeds[s]) for s, k in enumerate(order)]
        with deadline(job.game_timeout):
            decisions = play_out(match, agents, max_decisions=job.max_decisions)
        summary = game.presentation.summary(match)
        rec["winners"] = [rec["seats"][s] for s in match.winners]
        rec["winner_seats"] = list(match.winners)
        rec["reason"] = match.end_reason
        for key, value in summary.items():
            if key not in RESERVED:
                rec[key] = value
            elif rec.get(key) != value:  # the same fact twice is stored once
                rec[f"game_{key}"] = value
        rec["decisions"] = decisions
        rec["error"] = None
    except Exception as exc:  # a rules or agent bug: report it with its seed, never drop the game
        rec.update(winners=[], winner_seats=[], reason="error", decisions=len(match.history) if match else 0)
        rec["error"] = f"{type(exc).__name__}: {exc}"
        rec["traceback"] = traceback.format_exc()
    if job.replay_dir is not None and match is not None:
        width = max(4, len(str(job.games - 1)))
        path = Path(job.replay_dir) / f"game-{index:0{width}d}.json"
        Replay.from_match(match).save(path)
        rec["replay"] = str(path)
    return rec


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Raise :class:`GameTimeout` in the body after ``seconds`` (Unix main thread only; elsewhere no limit)."""
    if not seconds or not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def expire(signum: int, frame: Any) -> None:
        raise GameTimeout(f"no result after {seconds:g} s (an endless loop in the rules or an agent?)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
