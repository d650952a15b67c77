"""Statistics of a batch of games: wins per deck and per seat with Wilson intervals, draws, errors, averages."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from statistics import NormalDist
from typing import Iterable, Sequence


def wilson_interval(successes: int, trials: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a win rate, as fractions in [0, 1] (Wilson 1927; the same as
    ``scipy.stats.binomtest(k, n).proportion_ci(method="wilson")``, which the tests check).

    Written out rather than imported: it is three lines, and scipy takes most of a second to import, which every
    simulation would pay for the table at its end.

    Args:
        successes: wins, ``0 <= successes <= trials``.
        trials: games played; with 0 games nothing is known and the interval is ``(0.0, 1.0)``.
        confidence: e.g. 0.95 for a 95% interval.
    """
    if trials == 0:
        return (0.0, 1.0)
    z = NormalDist().inv_cdf(0.5 + confidence / 2)
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


class WinCounts:
    """Losses, win rate and its Wilson interval of a record with ``games``, ``wins`` and ``draws`` (a deck's
    :class:`Tally`, a matrix cell)."""

    @property
    def losses(self) -> int:
        return self.games - self.wins - self.draws

    @property
    def win_rate(self) -> float:
        """Wins / games (0.0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    def interval(self, confidence: float = 0.95) -> tuple[float, float]:
        """Wilson interval of :attr:`win_rate`."""
        return wilson_interval(self.wins, self.games, confidence)


@dataclass
class Tally(WinCounts):
    """Wins of one deck (or one seat) over the games it played.

    Attributes:
        name: deck name, or ``"seat N"``.
        games: finished games it took part in (errors excluded).
        wins: games it won (a shared team win counts for each winner).
        draws: games nobody won.
    """

    name: str
    games: int = 0
    wins: int = 0
    draws: int = 0


@dataclass
class SimStats:
    """What a batch of game records adds up to.

    Attributes:
        decks: one tally per deck, in the order the decks were given.
        seats: one tally per seat (first-player advantage shows here).
        games: games requested; ``finished + errors == games`` once the run is complete.
        finished: games that ended normally.
        draws: finished games without a winner.
        errors: games that raised (their seeds are in the records).
        avg_turns: mean ``turns`` of finished games (0.0 if none, or if the game reports no turns).
        avg_decisions: mean decisions per finished game (every decision, single-action ones included).
        seconds: wall-clock time of the run.
        error_records: the first records of games that raised (up to 100), for reporting.
    """

    decks: list[Tally]
    seats: list[Tally]
    games: int = 0
    finished: int = 0
    draws: int = 0
    errors: int = 0
    avg_turns: float = 0.0
    avg_decisions: float = 0.0
    seconds: float = 0.0
    error_records: list[dict] = field(default_factory=list)

    @property
    def games_per_second(self) -> float:
        return (self.finished + self.errors) / self.seconds if self.seconds > 0 else 0.0


class StatsBuilder:
    """Adds game records up one at a time (so a long run need not keep its records in memory).

    Args:
        deck_names: every deck, in the order given.
        n_seats: seats per game.
        keep_errors: how many error records to keep for reporting (all are counted).
    """

    def __init__(self, deck_names: Sequence[str], n_seats: int, keep_errors: int = 100) -> None:
        self.decks = {name: Tally(name) for name in deck_names}
        self.stats = SimStats(decks=list(self.decks.values()), seats=[Tally(f"seat {s}") for s in range(n_seats)])
        self.keep_errors = keep_errors
        self.turns = 0
        self.decisions = 0

    def add(self, rec: dict) -> None:
        """Count one record: a dict with ``seats`` (deck name per seat), ``winner_seats``, ``turns``,
        ``decisions`` and ``error``."""
        stats = self.stats
        stats.games += 1
        if rec.get("error"):
            stats.errors += 1
            if len(stats.error_records) < self.keep_errors:
                stats.error_records.append(rec)
            return
        stats.finished += 1
        self.turns += rec.get("turns") or 0
        self.decisions += rec.get("decisions") or 0
        winner_seats = set(rec["winner_seats"])
        draw = not winner_seats
        stats.draws += draw
        for seat, name in enumerate(rec["seats"]):
            for tally in (self.decks[name], stats.seats[seat]):
                tally.games += 1
                tally.wins += seat in winner_seats
                tally.draws += draw

    def merge(self, other: "StatsBuilder") -> None:
        """Add another builder's games (e.g. a worker's chunk) to these. The totals do not depend on the order in
        which chunks are merged: counts add up, and the kept error records are the lowest game indices."""
        mine, theirs = self.stats, other.stats
        for a, b in zip((*mine.decks, *mine.seats), (*theirs.decks, *theirs.seats)):
            a.games += b.games
            a.wins += b.wins
            a.draws += b.draws
        mine.games += theirs.games
        mine.finished += theirs.finished
        mine.draws += theirs.draws
        mine.errors += theirs.errors
        self.turns += other.turns
        self.decisions += other.decisions
        if theirs.error_records:
            kept = sorted(mine.error_records + theirs.error_records, key=lambda r: r.get("index", 0))
            mine.error_records = kept[:self.keep_errors]

    def result(self, seconds: float = 0.0) -> SimStats:
        """The totals so far, with ``seconds`` as the run's wall time."""
        stats = self.stats
        stats.seconds = seconds
        if stats.finished:
            stats.avg_turns = self.turns / stats.finished
            stats.avg_decisions = self.decisions / stats.finished
        return stats


def summarize(records: Iterable[dict], deck_names: Sequence[str], n_seats: int, seconds: float = 0.0) -> SimStats:
    """Add up game records (the simulator's JSON lines, as dicts); see :class:`StatsBuilder`."""
    builder = StatsBuilder(deck_names, n_seats)
    for rec in records:
        builder.add(rec)
    return builder.result(seconds)


@dataclass(frozen=True)
class PairedComparison:
    """Two decks measured on the same games (the same seeds, seats and opponents): A's score minus B's.

    Attributes:
        pairs: games compared (pairs where either game raised are left out).
        score_a, score_b: mean score per game (a win 1, a draw 0.5, a loss 0).
        difference: ``score_a - score_b``.
        low, high: its confidence interval (paired t interval on the per-game differences).
        p_value: two-sided sign test on the pairs that differ (is one deck better at all?).
        a_better, b_better: how many pairs each deck did better in.
    """

    pairs: int
    score_a: float
    score_b: float
    difference: float
    low: float
    high: float
    p_value: float
    a_better: int
    b_better: int


def paired_comparison(a: Sequence[float], b: Sequence[float], confidence: float = 0.95) -> PairedComparison:
    """Compare per-game scores of deck A and deck B played on the same seeds (common random numbers: the shared
    luck cancels out of the difference, so fewer games tell the decks apart than two independent runs would).

    Raises:
        ValueError: the two lists differ in length, or are empty.
    """
    if len(a) != len(b) or not a:
        raise ValueError("paired_comparison needs two equally long, non-empty lists of scores")
    from scipy import stats as st

    n = len(a)
    diffs = [x - y for x, y in zip(a, b)]
    mean = sum(diffs) / n
    if n > 1:
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        half = float(st.t.ppf(0.5 + confidence / 2, n - 1)) * (var / n) ** 0.5
    else:
        half = 1.0
    a_better = sum(1 for d in diffs if d > 0)
    b_better = sum(1 for d in diffs if d < 0)
    p = float(st.binomtest(a_better, a_better + b_better).pvalue) if a_better + b_better else 1.0
    return PairedComparison(n, sum(a) / n, sum(b) / n, mean, max(-1.0, mean - half), min(1.0, mean + half), p,
                            a_better, b_better)
