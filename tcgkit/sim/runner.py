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
* In a mode where each seat brings several decks (``Game.decks_per_seat``; gwent ``tournament``: three) the decks are
  given seat by seat, and a seat's block of decks rotates whole: game ``i`` gives seat ``s`` the block of the run's
  seat ``(s + i) % seats``. The records and the table name such a seat by its decks joined with ``+``.
* Agents belong to decks: ``agents[k]`` plays deck ``k`` wherever it sits (a seat with several decks: the one agent
  of all its decks).
* A single legal action is applied without asking the agent (:func:`tcgkit.ai.play_out`).
* A game that raises becomes a record with ``error`` (type, message, traceback) and its seeds; the run goes on. So
  does a game that takes more than ``max_decisions`` decisions or ``game_timeout`` seconds (an endless loop in the
  rules or an agent would otherwise hang the run).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Collection, Sequence

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game
from tcgkit.sim.agents import check_agents, default_agent, is_search_agent
from tcgkit.sim.executors import Executor, close_executor, make_executor
from tcgkit.sim.seating import (  # noqa: F401  (re-exported: where seeds, seats and modes are decided)
    MAX_GAMES, MAX_SEED, check_deck_count, game_seeds, resolve_mode, seat_agents, seat_decks, seat_names, seat_range,
    unique_names,
)
from tcgkit.sim.stats import SimStats, StatsBuilder
from tcgkit.sim.worker import (  # noqa: F401  (re-exported: what the workers run)
    DEFAULT_GAME_TIMEOUT, DEFAULT_MAX_DECISIONS, RESERVED, ChunkResult, GameTimeout, SimJob, deadline, play_chunk,
    play_game,
)

MAX_DECISIONS = 10_000_000
"""The largest ``max_decisions`` a run takes."""
MAX_GAME_TIMEOUT = 7 * 86_400.0
"""The largest ``game_timeout`` a run takes (a week, in seconds)."""
SEARCH_GAME_TIMEOUT = 3600.0
"""The default timeout instead when a search agent plays (``ismcts``, the levels): such a game thinks for a second
or so per decision, minutes in all on a busy machine."""


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
    record_cards: bool = False,
) -> SimJob:
    """Check a run's settings and freeze them into a :class:`SimJob`.

    Args:
        game: the game with its options.
        decks: the game's deck objects (``game.load_deck``); one per seat of the mode (a mode with several decks a
            seat, ``Game.decks_per_seat``: seat by seat).
        games: number of games, at least 1.
        seed: non-negative integer.
        agents: one agent name for every deck, one per deck, or (a mode with several decks a seat) one per seat;
            default :func:`default_agent`. The decks of one seat must have the same agent.
        mode: a name from ``game.modes()`` (default: the game's first mode, not passed to ``new_match``).
        deck_names: names for the records (default ``deck1``, ``deck2`` …); repeated names get ``#2``, ``#3``.
        replay_dir, log_events, max_decisions, game_timeout, fixed_seats, record_cards: see :class:`SimJob`. The
            default ``game_timeout`` becomes :data:`SEARCH_GAME_TIMEOUT` when a search agent plays.

    Raises:
        TcgkitError: wrong number of decks or agents for the mode, different agents for the decks of one seat,
            unknown mode or agent, bad numbers, a deck with cards that are not yet playable
            (``Game.not_yet_playable``, naming them).
    """
    if not 1 <= games <= MAX_GAMES:
        raise TcgkitError(f"the number of games must be from 1 to {MAX_GAMES:,}, not {games}")
    if not 0 <= seed <= MAX_SEED:
        raise TcgkitError(f"the seed must be a non-negative whole number up to {MAX_SEED}, not {seed}")
    if not 1 <= max_decisions <= MAX_DECISIONS or (
            game_timeout is not None and not 0 < game_timeout <= MAX_GAME_TIMEOUT):
        raise TcgkitError(f"max_decisions must be from 1 to {MAX_DECISIONS:,} and game_timeout from 0 to "
                          f"{MAX_GAME_TIMEOUT:,.0f} seconds")
    n = len(decks)
    check_deck_count(game, mode, n)
    per_seat = game.decks_per_seat(mode)
    if not agents:
        agents = [default_agent(game)]
    agents = list(agents)
    if len(agents) == 1:
        agents = agents * n
    elif per_seat > 1 and len(agents) == n // per_seat:
        agents = [a for a in agents for _ in range(per_seat)]
    if len(agents) != n:
        per = "" if per_seat == 1 else f", one per seat ({n // per_seat} seats of {per_seat} decks)"
        raise TcgkitError(f"give one agent for every deck{per}, or one for all: {n} decks, {len(agents)} agents")
    check_agents(game, agents)
    if game_timeout == DEFAULT_GAME_TIMEOUT and any(is_search_agent(game, a) for a in agents):
        game_timeout = SEARCH_GAME_TIMEOUT
    names = unique_names(deck_names or [f"deck{k + 1}" for k in range(n)])
    seat_agents(agents, names, per_seat)  # refuses different agents for the decks of one seat
    for name, deck in zip(names, decks):  # refused before any game starts, not once per game
        missing = game.not_yet_playable(deck)
        if missing:
            raise TcgkitError(f"deck {name} holds cards tcgkit cannot play yet: {', '.join(missing)}")
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
        mode=resolve_mode(game, mode),
        replay_dir=str(replay_dir) if replay_dir is not None else None,
        log_events=log_events,
        max_decisions=max_decisions,
        game_timeout=game_timeout,
        fixed_seats=fixed_seats,
        record_cards=record_cards,
        decks_per_seat=per_seat,
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
            ``game_timeout``, ``fixed_seats``, ``record_cards``: see :class:`SimJob`.

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
    if executor is not None:
        return run_job(job, executor, on_record, on_progress)
    own = make_executor(workers)
    try:
        return run_job(job, own, on_record, on_progress)
    finally:
        close_executor(own)


def run_job(
    job: SimJob,
    executor: Executor,
    on_record: Callable[[dict], None] | None = None,
    on_progress: Callable[[int], None] | None = None,
    keep_records: bool = True,
    skip: Collection[int] = (),
) -> SimResult:
    """Run a prepared job on an executor; see :func:`simulate` for the callbacks.

    The executor's workers add their chunks up themselves (:class:`~tcgkit.sim.worker.ChunkResult`); they send
    every record back only when it is kept or streamed, so a run without either moves only totals.

    Args:
        keep_records: keep every record in the result (``False`` for very long runs that stream them to a file
            through ``on_record``: then ``result.records`` is empty and memory stays flat).
        skip: indices of games not to play (finished in an earlier, interrupted run: a results store resumes a
            run this way); the totals then count the other games only.
    """
    if job.replay_dir is not None:
        Path(job.replay_dir).mkdir(parents=True, exist_ok=True)
    job = dataclasses.replace(job, send_records=keep_records or on_record is not None)
    builder = StatsBuilder(job.seat_names, job.n_seats)
    kept: list[dict] = []
    waiting: dict[int, dict] = {}  # finished out of order, until every game before them is done
    skip = frozenset(skip)
    chunks = executor.chunks(job.games)
    if skip:
        chunks = (left for left in ([i for i in c if i not in skip] for c in chunks) if left)
    next_out = _next(0, skip)
    done = 0
    start = time.perf_counter()
    for chunk in executor.run(play_chunk, job, chunks):
        builder.merge(chunk.stats)
        done += chunk.games
        for rec in chunk.records or ():
            waiting[rec["index"]] = rec
        while next_out in waiting:
            rec = waiting.pop(next_out)
            if keep_records:
                kept.append(rec)
            if on_record is not None:
                on_record(rec)
            next_out = _next(next_out + 1, skip)
        if on_progress is not None:
            on_progress(done)
    return SimResult(job, kept, builder.result(time.perf_counter() - start))


def _next(index: int, skip: frozenset) -> int:
    """The first game index from ``index`` on that is not skipped."""
    while index in skip:
        index += 1
    return index
