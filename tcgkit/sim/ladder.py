"""A ladder: a round robin between agents, rated with openskill (``tcgkit ladder``).

Every pair of agents plays ``games`` games of one game and mode on the same decks. In each game one agent of the
pair plays every seat of the even-numbered teams and the other every seat of the odd-numbered ones (in two-sided
modes: one side each), and the two swap for the second half of the games, so each plays every seat and deck
equally often. The simulator plays them (:mod:`tcgkit.sim.runner`: the same seeds for any number of workers, a
game that raises or runs over its time counted as an error and left out of the ratings).

Each game is then one result between the two agents — a win for the agent whose seat won, a draw when nobody (or
both) won — and the results update Weng–Lin (Plackett–Luce) ratings (the ``openskill`` package), in a fixed order:
game 1 of every pairing, then game 2, and so on, so that no pairing is rated wholly before another. A rating is
``μ`` with uncertainty ``σ``; the table ranks by ``μ − 3σ``, a conservative estimate.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Sequence

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game
from tcgkit.sim.agents import check_agents
from tcgkit.sim.executors import Executor
from tcgkit.sim.runner import SimJob, prepare_job, run_job

MAX_AGENTS = 12


@dataclass
class Standing:
    """One agent's line of the ladder: its rating and its record over all its games."""

    agent: str
    mu: float
    sigma: float
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def ordinal(self) -> float:
        """``μ − 3σ``: the rating the agent has with about 99.7 % confidence (what the table ranks by)."""
        return self.mu - 3 * self.sigma

    @property
    def score(self) -> float:
        """Wins plus half the draws, per game."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0


@dataclass
class LadderResult:
    """A finished ladder.

    Attributes:
        game: game id; mode: the mode played; games: games per pairing; seed: the run's seed.
        standings: one per agent, best first (by ``μ − 3σ``).
        pairs: ``(a, b) -> [wins of a, draws, wins of b]`` for every pairing, in the order played.
        errors: records of games that raised or ran over their time (left out of the ratings).
    """

    game: str
    mode: str
    games: int
    seed: int
    standings: list[Standing]
    pairs: dict[tuple[str, str], list[int]]
    errors: list[dict] = field(default_factory=list)

    def score(self, a: str, b: str) -> float | None:
        """``a``'s score against ``b`` (wins plus half the draws, per game), ``None`` if they played no game."""
        if (a, b) in self.pairs:
            mine, draws, theirs = self.pairs[(a, b)]
        elif (b, a) in self.pairs:
            theirs, draws, mine = self.pairs[(b, a)]
        else:
            return None
        n = mine + draws + theirs
        return (mine + draws / 2) / n if n else None

    def write_csv(self, path: str | Path) -> None:
        """One line per agent: rank, agent, mu, sigma, ordinal, games, wins, draws, losses, score.

        Raises:
            OSError: the file cannot be written.
        """
        with open(path, "w", encoding="utf-8", newline="") as f:
            out = csv.writer(f)
            out.writerow(["rank", "agent", "mu", "sigma", "ordinal", "games", "wins", "draws", "losses", "score"])
            for rank, s in enumerate(self.standings, 1):
                out.writerow([rank, s.agent, f"{s.mu:.3f}", f"{s.sigma:.3f}", f"{s.ordinal:.3f}", s.games, s.wins,
                              s.draws, s.losses, f"{s.score:.4f}"])


def ladder_jobs(game: Game, agents: Sequence[str], decks: list, games: int, seed: int, mode: str | None,
                **settings: Any) -> list[tuple[tuple[str, str], SimJob, list[str]]]:
    """The simulation jobs of a round robin: per pairing ``(a, b)`` two jobs with fixed seats, ``a`` on the even
    teams in the first (``ceil(games / 2)`` games) and on the odd teams in the second. Returns ``(pair, job,
    agent per seat)`` triples; a seat with several decks (``Game.decks_per_seat``) plays them all with its agent.

    Raises:
        TcgkitError: fewer than two agents, more than :data:`MAX_AGENTS`, a name twice, an unknown agent, or bad
            run settings (see :func:`~tcgkit.sim.runner.prepare_job`).
    """
    names = list(agents)
    if not 2 <= len(names) <= MAX_AGENTS:
        raise TcgkitError(f"a ladder needs 2 to {MAX_AGENTS} agents, not {len(names)}")
    if len(set(names)) != len(names):
        raise TcgkitError(f"an agent is named twice in {', '.join(names)}")
    check_agents(game, names)
    setup = {"mode": mode} if mode is not None else {}
    team_of = game.new_match(decks, 0, log_events=False, **setup).team_of
    out = []
    halves = ((games + 1) // 2, games // 2)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            for half, count in enumerate(halves):
                if not count:
                    continue
                first, second = (a, b) if half == 0 else (b, a)
                seats = [first if team_of[s] % 2 == 0 else second for s in range(len(team_of))]
                job_seed = seed + 1_000_003 * len(out)
                job = prepare_job(game, decks, count, job_seed, seats, mode, fixed_seats=True, **settings)
                out.append(((a, b), job, seats))
    return out


def run_ladder(game: Game, agents: Sequence[str], decks: list, games: int, seed: int, mode: str | None,
               executor: Executor, on_progress: Callable[[int, int], None] | None = None,
               **settings: Any) -> LadderResult:
    """Play the round robin (:func:`ladder_jobs`) and rate it.

    Args:
        game, agents, decks, games, seed: what to play; ``games`` per pairing.
        mode: a mode name, or ``None`` for the game's first.
        executor: where games run.
        on_progress: called with ``(games done, games in all)`` as games finish.
        **settings: ``max_decisions``, ``game_timeout`` for the simulator.

    Raises:
        TcgkitError: see :func:`ladder_jobs`; a worker process died.
    """
    from openskill.models import PlackettLuce

    jobs = ladder_jobs(game, agents, decks, games, seed, mode, **settings)
    total = sum(job.games for _pair, job, _seats in jobs)
    done = 0
    results: list[tuple[int, int, int]] = []  # (game number in its pairing, pairing number, outcome for a: 1, 0, -1)
    errors: list[dict] = []
    pairs: dict[tuple[str, str], list[int]] = {}
    for pair, job, seats in jobs:
        record = pairs.setdefault(pair, [0, 0, 0])
        offset = sum(record)
        pairing = list(pairs).index(pair)

        def progress(n: int, base: int = done) -> None:
            if on_progress is not None:
                on_progress(base + n, total)

        result = run_job(job, executor, on_progress=progress)
        done += job.games
        for rec in result.records:
            if rec.get("error"):
                errors.append(rec)
                continue
            winners = {seats[s] for s in rec["winner_seats"]}
            outcome = 1 if winners == {pair[0]} else -1 if winners == {pair[1]} else 0
            record[1 - outcome] += 1
            results.append((offset + rec["index"], pairing, outcome))
    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in agents}
    standings = {name: Standing(name, 0.0, 0.0) for name in agents}
    order = list(pairs)
    for _number, pairing, outcome in sorted(results):
        a, b = order[pairing]
        ranks = [0, 1] if outcome == 1 else [1, 0] if outcome == -1 else [0, 0]
        [[ratings[a]], [ratings[b]]] = model.rate([[ratings[a]], [ratings[b]]], ranks=ranks)
        for name, score in ((a, outcome), (b, -outcome)):
            s = standings[name]
            s.games += 1
            s.wins += score == 1
            s.draws += score == 0
            s.losses += score == -1
    for name, r in ratings.items():
        standings[name].mu, standings[name].sigma = r.mu, r.sigma
    ranked = sorted(standings.values(), key=lambda s: (-s.ordinal, s.agent))
    mode_name = mode if mode is not None else next(iter(game.modes()))
    return LadderResult(game.id, mode_name, games, seed, ranked, pairs, errors)
