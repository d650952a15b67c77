"""Rich tables for a simulation's statistics (``tcgkit simulate`` and ``tcgkit demo``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from rich.console import Console, Group
from rich.table import Table
from rich.text import Text

from tcgkit.sim.stats import SimStats, Tally

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.sim.executors import Executor
    from tcgkit.sim.runner import SimJob, SimResult


def _row(t: Tally, deck_sets: bool) -> list[str]:
    lo, hi = t.interval()
    # a set of decks "a+b+c" (a seat with several decks, a tournament): one deck a line; a single deck's own "+" stays
    name = t.name.replace("+", "\n+ ") if deck_sets else t.name
    return [name, str(t.games), str(t.wins), str(t.draws), str(t.losses), f"{t.win_rate:.1%}", f"{lo:.1%} – {hi:.1%}"]


def stats_table(stats: SimStats, title: str = "Results", show_seats: bool = True, decks_per_seat: int = 1) -> Group:
    """Wins per deck and (``show_seats``: when seats rotate) per seat with 95% Wilson intervals, then draws, errors,
    averages and speed (when ``stats.seconds`` is known). With ``decks_per_seat`` above 1 a row names a set of decks
    joined by ``+`` (:func:`~tcgkit.sim.seating.seat_names`), printed one deck a line."""
    table = Table(title=title, title_justify="left")
    for col in ("deck", "games", "wins", "draws", "losses", "win rate", "95% interval (Wilson)"):
        table.add_column(col, justify="left" if col == "deck" else "right",
                         overflow="fold" if col == "deck" else "ellipsis")  # a set of decks: one a line, whole
    for t in stats.decks:
        table.add_row(*_row(t, decks_per_seat > 1))
    if show_seats:
        table.add_section()
        for t in stats.seats:
            table.add_row(*_row(t, decks_per_seat > 1), style="dim")
    lines = [
        f"games {stats.games}: finished {stats.finished}, draws {stats.draws}, errors {stats.errors}",
        f"average per finished game: {stats.avg_turns:.1f} turns, {stats.avg_decisions:.1f} decisions",
    ]
    if stats.seconds > 0:  # totals summed from stored records have no run time
        lines.append(f"{stats.seconds:.2f} s, {stats.games_per_second:.1f} games/s")
    return Group(table, Text("\n".join(lines)))


def run_with_progress(job: "SimJob", executor: "Executor", console: Console,
                      on_record: Callable[[dict], None] | None = None, keep_records: bool = True,
                      skip: frozenset[int] = frozenset()) -> "SimResult":
    """Run a job with a progress bar on ``console`` (transient: it disappears when the run is done).

    ``on_record``, ``keep_records`` and ``skip`` are passed to :func:`~tcgkit.sim.runner.run_job`; the bar counts
    the games left to play.
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from tcgkit.sim.runner import run_job

    progress = Progress(TextColumn("simulating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                        console=console, transient=True)
    with progress:
        task = progress.add_task("games", total=job.games - len(skip))
        return run_job(job, executor, on_record=on_record, keep_records=keep_records, skip=skip,
                       on_progress=lambda done: progress.update(task, completed=done))
