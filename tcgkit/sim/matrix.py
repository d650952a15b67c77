"""Deck against deck: every pairing of a set of decks simulated, as a win-rate matrix (``tcgkit analyze matrix``).

Each unordered pairing of decks plays ``games`` games of a two-seat mode with the seats swapping every game (game
``i`` of a pairing rotates the decks by ``i``, as ``tcgkit simulate`` does), every deck played by the same agent,
all pairings from the same run seed (so the luck of game ``i`` is shared between pairings: common random numbers).
A cell holds the row deck's wins, draws and losses against the column deck and the 95 % Wilson interval of its win
rate; cell (a, b) and cell (b, a) are the two sides of the same games.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game
from tcgkit.sim.executors import Executor
from tcgkit.sim.runner import prepare_job, run_job
from tcgkit.sim.seating import resolve_mode, seat_range, unique_names
from tcgkit.sim.stats import WinCounts


@dataclass(frozen=True)
class Cell(WinCounts):
    """The row deck against the column deck (``losses``, ``win_rate`` and ``interval()`` are the row deck's).

    Attributes:
        row, column: deck names.
        games: finished games between them (games that raised are left out; see ``MatrixResult.errors``).
        wins, draws: the row deck's wins, and the draws.
    """

    row: str
    column: str
    games: int
    wins: int
    draws: int


@dataclass
class MatrixResult:
    """A finished matrix.

    Attributes:
        game_id, mode, agent, seed: what was played.
        decks: deck names in the order given.
        games: games per pairing.
        cells: ``cells[(row, column)]`` for every ordered pair of different decks.
        errors: games that raised, over all pairings (their seeds are in a ``simulate`` run of that pairing).
    """

    game_id: str
    mode: str
    agent: str
    seed: int
    decks: list[str]
    games: int
    cells: dict[tuple[str, str], Cell]
    errors: int = 0

    def mean_win_rate(self, deck: str) -> float:
        """The row deck's win rate averaged over its opponents (each pairing weighs the same)."""
        rates = [self.cells[(deck, other)].win_rate for other in self.decks if other != deck]
        return sum(rates) / len(rates) if rates else 0.0

    def write_csv(self, path: str | Path) -> None:
        """One row per ordered pairing: ``row,column,games,wins,draws,losses,win_rate,low,high`` (rates as
        fractions, the 95 % Wilson interval)."""
        with open(path, "w", newline="", encoding="utf-8") as f:
            out = csv.writer(f)
            out.writerow(["row", "column", "games", "wins", "draws", "losses", "win_rate", "low", "high"])
            for a in self.decks:
                for b in self.decks:
                    if a != b:
                        c = self.cells[(a, b)]
                        lo, hi = c.interval()
                        out.writerow([a, b, c.games, c.wins, c.draws, c.losses, f"{c.win_rate:.4f}", f"{lo:.4f}",
                                      f"{hi:.4f}"])


def read_csv(path: str | Path, game_id: str = "", mode: str = "", agent: str = "", seed: int = 0) -> MatrixResult:
    """A matrix from its CSV (:meth:`MatrixResult.write_csv`), e.g. to redraw its heat map; the run's settings are
    not in the CSV and are taken from the arguments.

    Raises:
        TcgkitError: unreadable file, or not a matrix CSV (names the line).
    """
    cells: dict[tuple[str, str], Cell] = {}
    decks: list[str] = []
    try:
        with open(path, newline="", encoding="utf-8") as f:
            for line, row in enumerate(csv.DictReader(f), start=2):
                try:
                    cell = Cell(row["row"], row["column"], int(row["games"]), int(row["wins"]), int(row["draws"]))
                except (KeyError, TypeError, ValueError) as exc:
                    raise TcgkitError(f"{path}:{line}: not a matrix row ({exc})") from None
                cells[(cell.row, cell.column)] = cell
                decks += [d for d in (cell.row, cell.column) if d not in decks]
    except (OSError, UnicodeDecodeError) as exc:
        raise TcgkitError(f"{path}: cannot read: {exc}") from None
    games = max((c.games for c in cells.values()), default=0)
    return MatrixResult(game_id, mode, agent, seed, decks, games, cells)


def run_matrix(
    game: Game,
    decks: Sequence[Any],
    names: Sequence[str],
    games: int,
    executor: Executor,
    seed: int = 0,
    agent: str | None = None,
    mode: str | None = None,
    on_progress: Callable[[int], None] | None = None,
) -> MatrixResult:
    """Play every pairing of ``decks`` (the game's deck objects, named ``names``).

    Args:
        games: games per pairing (an even number seats each deck first equally often).
        executor: where the games run (one executor for every pairing).
        agent: the agent of every deck (default: the game's greedy agent, else random).
        mode: a mode of exactly two seats (default: the game's first mode).
        on_progress: called with the number of games done over all pairings.

    Raises:
        TcgkitError: fewer than two decks, a mode that does not seat two decks, an unknown agent, bad numbers.
    """
    if len(decks) < 2:
        raise TcgkitError("a matrix needs at least two decks")
    lo, hi = seat_range(game, mode)
    if not lo <= 2 <= hi:
        raise TcgkitError(f"{game.id} mode {resolve_mode(game, mode)!r} does not seat two decks; a matrix plays "
                          f"pairings (choose a two-seat mode with --mode)")
    names = unique_names(list(names))
    cells: dict[tuple[str, str], Cell] = {}
    errors = done = 0
    job_mode = ""
    for i in range(len(decks)):
        for j in range(i + 1, len(decks)):
            job = prepare_job(game, [decks[i], decks[j]], games, seed, [agent] if agent else None, mode,
                              [names[i], names[j]])
            job_mode, agent = job.mode, job.agents[0]
            base = done

            def progress(n: int, base: int = base) -> None:
                if on_progress is not None:
                    on_progress(base + n)

            stats = run_job(job, executor, on_progress=progress, keep_records=False).stats
            a, b = stats.decks
            cells[(a.name, b.name)] = Cell(a.name, b.name, a.games, a.wins, a.draws)
            cells[(b.name, a.name)] = Cell(b.name, a.name, b.games, b.wins, b.draws)
            errors += stats.errors
            done += games
    return MatrixResult(game.id, job_mode, agent or "", seed, names, games, cells, errors)
