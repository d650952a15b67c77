"""What a simulation worker runs: a job's settings, and playing a chunk of its games into records and partial totals.

This module is all a worker process (local or on a Ray cluster) imports besides the job's own game: the core, the
agents by name, the seeds, and the tallies. Nothing here imports the command line (typer, rich), scipy, matplotlib
or another game, so a worker starts in a fraction of a second (``python -X importtime -c "import
tcgkit.sim.worker"`` lists what it loads).

A chunk comes back as a :class:`ChunkResult`: the chunk's totals (a :class:`~tcgkit.sim.stats.StatsBuilder`, which
adds up across chunks in any order to the same result), and its records only when the run keeps or streams them
(``SimJob.send_records``). So a long run without ``--out`` moves a few numbers per chunk instead of every game.
"""

from __future__ import annotations

import importlib
import os
import signal
import threading
import traceback
import uuid
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

from tcgkit.ai.base import play_out
from tcgkit.core.game import Game
from tcgkit.core.match import Match
from tcgkit.sim.agents import make_agent
from tcgkit.sim.seating import game_seeds, seat_decks, seat_names
from tcgkit.sim.stats import StatsBuilder

#: record keys the simulator owns; a game's ``summary`` field of the same name is stored as ``game_<name>`` (unless
#: it holds the same value, e.g. ``reason``)
RESERVED = ("index", "game", "mode", "seed", "agent_seeds", "seats", "agents", "seat_decks", "teams", "winners",
            "winner_seats", "reason", "decisions", "drawn", "played", "replay", "error", "traceback")

DEFAULT_MAX_DECISIONS = 10_000
"""Decisions after which a game is stopped as an error (real games take tens to hundreds)."""

DEFAULT_GAME_TIMEOUT = 60.0
"""Seconds after which a game is stopped as an error (real games take milliseconds to a few seconds)."""


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
        agents: agent name per deck, same order; the decks of one seat have the same agent.
        setup: match settings passed to ``new_match`` (e.g. ``{"mode": "solo"}``).
        seed: the run's seed (non-negative).
        games: number of games in the run (for replay file names).
        mode: the mode's name, for the records (the game's first mode when ``setup`` names none).
        replay_dir: where to write one replay per game, or ``None``.
        log_events: keep each match's event log (off for speed; replays do not need it).
        max_decisions: a game with more decisions is stopped as an error.
        game_timeout: a game running longer (seconds) is stopped as an error; ``None``: no limit. Enforced with
            ``SIGALRM`` where available (Unix, in the process's main thread), else not at all.
        fixed_seats: deck ``k`` always sits in seat ``k`` (for modes whose seats differ); default the seats rotate.
        decks_per_seat: decks one seat brings (``Game.decks_per_seat`` of the mode): seat ``s`` plays the decks
            ``s * decks_per_seat`` to ``(s + 1) * decks_per_seat - 1``, as a block that rotates whole.
        record_cards: add ``drawn`` and ``played`` (card ids per seat) to every record; the match then keeps its
            event log, which costs 1–3 % (``tcgkit analyze cards`` reads these fields).
        send_records: workers send every record back (for ``--out`` or the Python API); ``False``: only totals.
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
    mode: str = ""
    replay_dir: str | None = None
    log_events: bool = False
    max_decisions: int = DEFAULT_MAX_DECISIONS
    game_timeout: float | None = DEFAULT_GAME_TIMEOUT
    fixed_seats: bool = False
    record_cards: bool = False
    send_records: bool = True
    key: str = field(default_factory=lambda: uuid.uuid4().hex)
    decks_per_seat: int = 1

    @property
    def n_seats(self) -> int:
        """Seats (players) of every game of the job."""
        return len(self.decks) // self.decks_per_seat

    @property
    def seat_names(self) -> list[str]:
        """One name per seat, in the order given: its deck's name, or its decks' joined by ``+``
        (:func:`~tcgkit.sim.seating.seat_names`)."""
        return seat_names(self.deck_names, self.decks_per_seat)

    @property
    def seat_agents(self) -> list[str]:
        """One agent per seat, in the order given (the agent of the seat's decks)."""
        return self.agents[::self.decks_per_seat]


@dataclass
class ChunkResult:
    """What a worker returns for a chunk of games.

    Attributes:
        games: how many games the chunk held.
        stats: their totals (merge with :meth:`~tcgkit.sim.stats.StatsBuilder.merge`).
        records: one record per game in index order (:func:`play_game`), or ``None`` when the job does not send
            them.
    """

    games: int
    stats: StatsBuilder
    records: list[dict] | None


_GAMES: dict[tuple[str, str], Game] = {}
_DECKS: dict[str, list] = {}


def _prepared(job: SimJob) -> tuple[Game, list]:
    """The job's game and decks, built once per process (the game, with its card pool, once for every job of the
    same game and options: a matrix runs many jobs through the same helpers)."""
    key = (job.game_target, repr(sorted(job.options.items())))
    game = _GAMES.get(key)
    if game is None:
        module, _, name = job.game_target.partition(":")
        game = getattr(importlib.import_module(module), name)(job.options)
        _GAMES.clear()
        _GAMES[key] = game
    decks = _DECKS.get(job.key)
    if decks is None:
        decks = [game.deck_from_json(d) for d in job.decks]
        _DECKS.clear()
        _DECKS[job.key] = decks
    return game, decks


def play_chunk(job: SimJob, indices: Sequence[int]) -> ChunkResult:
    """Play the games ``indices`` of ``job``: their totals, and their records if the job sends them."""
    game, decks = _prepared(job)
    stats = StatsBuilder(job.seat_names, job.n_seats)
    records = []
    for i in indices:
        rec = play_game(job, game, decks, i)
        stats.add(rec)
        records.append(rec)
    return ChunkResult(len(records), stats, records if job.send_records else None)


def play_game(job: SimJob, game: Game, decks: list, index: int) -> dict:
    """Play game ``index`` of a job and describe it.

    Returns:
        ``{"index", "game", "mode", "seed", "agent_seeds", "seats": [seat name per seat], "agents": [agent per
        seat], "seat_decks"?, "teams": [[seats] per team], "winners": [seat names], "winner_seats": [seats],
        "reason", <game.summary fields, e.g. "turns">, "decisions", "drawn"?, "played"?, "replay"?, "error":
        None}``. A seat's name is its deck's name; in a mode where a seat brings several decks it is their names
        joined by ``+``, and ``seat_decks`` lists them per seat (only in such modes). ``drawn`` and ``played``
        (with ``job.record_cards``) list per seat the ids of the cards it drew and played, sorted, each once. For a
        game that raised, ``error`` is ``"Type: message"`` and ``traceback`` holds the traceback (the winner fields
        are empty).
    """
    n, per_seat = len(decks), job.decks_per_seat
    order = list(range(n)) if job.fixed_seats else seat_decks(index, n, per_seat)
    seats = order[::per_seat]  # each seat's first deck
    match_seed, agent_seeds = game_seeds(job.seed, index, len(seats))
    names = job.seat_names
    rec: dict[str, Any] = {
        "index": index,
        "game": job.game_id,
        "mode": job.mode,
        "seed": match_seed,
        "agent_seeds": agent_seeds,
        "seats": [names[k // per_seat] for k in seats],
        "agents": [job.agents[k] for k in seats],
    }
    if per_seat > 1:
        rec["seat_decks"] = [[job.deck_names[k + j] for j in range(per_seat)] for k in seats]
    match = None
    try:
        match = game.new_match([decks[k] for k in order], match_seed, log_events=job.log_events or job.record_cards,
                               **job.setup)
        rec["teams"] = [list(t) for t in match.teams]
        agents = [make_agent(game, job.agents[k], agent_seeds[s]) for s, k in enumerate(seats)]
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
        if job.record_cards:
            rec["drawn"], rec["played"] = card_flow(match)
        rec["error"] = None
    except Exception as exc:  # a rules or agent bug: report it with its seed, never drop the game
        rec.setdefault("teams", [])
        rec.update(winners=[], winner_seats=[], reason="error", decisions=len(match.history) if match else 0)
        rec["error"] = f"{type(exc).__name__}: {exc}"
        rec["traceback"] = traceback.format_exc()
    if job.replay_dir is not None and match is not None:
        from tcgkit.core.replay import Replay

        width = max(4, len(str(job.games - 1)))
        path = Path(job.replay_dir) / f"game-{index:0{width}d}.json"
        # written whole or not at all: a helper stopped while writing (a copy of a game this process played too,
        # see ProcessExecutor.run) leaves a hidden temporary file, never a half replay
        part = path.with_name(f".{path.name}.{os.getpid()}.part")
        Replay.from_match(match).save(part)
        os.replace(part, path)
        rec["replay"] = str(path)
    return rec


def card_flow(match: Match) -> tuple[list[list[str]], list[list[str]]]:
    """The ids of the cards each seat drew and played in a finished match, from its event log.

    An event counts when its kind declares ``counts="drawn"`` or ``counts="played"``
    (:class:`~tcgkit.core.kinds.EventKind`); the card is the event's first card field, credited to the event's
    ``player`` (the card's owner when the event names none: a GWENT spy is played by one seat onto another's side).
    Returns ``(drawn, played)``: per seat a sorted list of card ids, each once.
    """
    kinds = match.game.kinds.events
    n = match.n_players
    drawn: list[set[str]] = [set() for _ in range(n)]
    played: list[set[str]] = [set() for _ in range(n)]
    for kind_name, _, data in match.full_events():
        kind = kinds.get(kind_name)
        if kind is None or not kind.counts or not kind.cards:
            continue
        uid = data.get(kind.cards[0])
        if type(uid) is not int or not 0 <= uid < len(match.card_def):
            continue
        seat = data.get("player")
        if type(seat) is not int or not 0 <= seat < n:
            seat = match.card_owner[uid]
        d = match.card_def[uid]
        (drawn if kind.counts == "drawn" else played)[seat].add(str(getattr(d, "id", d)))
    return [sorted(s) for s in drawn], [sorted(s) for s in played]


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
