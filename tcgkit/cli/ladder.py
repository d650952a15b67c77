"""``tcgkit ladder``: a round robin between agents, rated with openskill."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Optional

import typer

from tcgkit.cli.app import app
from tcgkit.cli.common import (
    OPTION_HELP, check_mode, die, load_deck, load_game, refuse_invalid_decks, split_names, stderr, stdout,
)
from tcgkit.core.errors import TcgkitError
from tcgkit.sim.runner import DEFAULT_MAX_DECISIONS

DEFAULT_AGENTS = "random,greedy,easy,normal,hard"


@app.command()
def ladder(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    agents: str = typer.Option(DEFAULT_AGENTS, help="Agents to rate, comma-separated (2 to 12; `ismcts:800`, "
                                                     "`ismcts:500ms` set a search budget)."),
    games: int = typer.Option(20, "--games", "-n", min=1, max=100_000, help="Games per pairing of agents."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    deck: Optional[list[Path]] = typer.Option(None, "--deck", "-d", help="A decklist per seat (default: the "
                                                                         "game's shipped decks for the mode)."),
    seed: Optional[int] = typer.Option(None, min=0, help="Run seed (default: random, printed). Same seed, same "
                                                         "ladder, for any --workers (with iteration budgets)."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, help="Local worker processes."),
    csv: Optional[Path] = typer.Option(None, "--csv", help="Also write the ratings to this CSV file."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
    max_decisions: int = typer.Option(DEFAULT_MAX_DECISIONS, min=1, help="Stop a game after this many decisions "
                                                                         "and count it as an error."),
    game_timeout: float = typer.Option(0, min=0, help="Stop a game after this many seconds and count it as an "
                                                      "error (0: no limit; search agents take seconds a game)."),
) -> None:
    """Rate agents against each other: every pair plays --games games, each agent on every seat equally often, and
    openskill (Weng–Lin, Plackett–Luce) rates the results; the table ranks by μ − 3σ, a conservative rating.

    The matrix under it gives each pairing's score (wins plus half the draws, per game, of the row's agent). A game
    that raises or runs over --game-timeout is reported and left out of the ratings (exit status 1).

    Example: **tcgkit ladder gundam --agents random,greedy,easy,normal,hard --games 20 -j 2 --csv ladder.csv**
    """
    from tcgkit.sim.executors import close_executor, make_executor
    from tcgkit.sim.ladder import run_ladder

    game = load_game(game_id, option)
    mode_name = check_mode(game, mode)
    names = split_names(agents)
    if deck:
        decks = [load_deck(game, p) for p in deck]
        refuse_invalid_decks(game, decks, [str(p) for p in deck], mode)
    else:
        try:
            decks = game.default_decks(mode_name)
        except NotImplementedError:
            raise die(f"{game.id} ships no decks for mode {mode_name!r}: give one --deck per seat") from None
    if seed is None:
        seed = secrets.randbelow(2**31)
    if csv is not None and csv.exists() and csv.is_dir():
        raise die(f"--csv {csv}: that is a directory")
    con = stdout()
    con.print(f"{game.title}, mode {mode_name}: {', '.join(names)}; {games} games per pairing, seed {seed}, "
              f"{workers} worker(s)", markup=False)
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, \
        TimeRemainingColumn

    progress = Progress(TextColumn("ladder"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), console=stderr(), transient=True)
    try:
        executor = make_executor(workers)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    try:
        with progress:
            task = progress.add_task("games", total=None)
            result = run_ladder(game, names, decks, games, seed, mode, executor,
                                on_progress=lambda done, total: progress.update(task, completed=done, total=total),
                                max_decisions=max_decisions, game_timeout=game_timeout or None)
    except KeyboardInterrupt:
        raise die("stopped by the user", 130) from None
    except TcgkitError as exc:
        raise die(str(exc)) from None
    finally:  # the helpers stop now, not in the interpreter's exit handlers (which printed a traceback with -j 2)
        close_executor(executor)
    con.print(ladder_tables(result))
    if csv is not None:
        try:
            result.write_csv(csv)
        except OSError as exc:
            raise die(f"cannot write {csv}: {exc.strerror or exc}") from None
        con.print(f"ratings: {csv}", markup=False)
    if result.errors:
        err = stderr()
        err.print(f"{len(result.errors)} game(s) raised an error and are left out:", style="red")
        for rec in result.errors[:10]:
            err.print(f"  match seed {rec['seed']}, agents {rec['agents']}: {rec['error']}", markup=False)
        raise typer.Exit(1)


def ladder_tables(result) -> object:
    """The ratings table and the pairings matrix of a :class:`~tcgkit.sim.ladder.LadderResult`, as one renderable."""
    from rich.console import Group
    from rich.table import Table

    table = Table(title=f"{result.game} ({result.mode}): {result.games} games per pairing, seed {result.seed}",
                  title_justify="left")
    for col in ("#", "agent", "rating μ ± σ", "μ − 3σ", "games", "wins", "draws", "losses", "score"):
        table.add_column(col, justify="left" if col == "agent" else "right")
    for rank, s in enumerate(result.standings, 1):
        table.add_row(str(rank), s.agent, f"{s.mu:.1f} ± {s.sigma:.1f}", f"{s.ordinal:.1f}", str(s.games),
                      str(s.wins), str(s.draws), str(s.losses), f"{s.score:.0%}")
    names = [s.agent for s in result.standings]
    matrix = Table(title="score of the row's agent against the column's", title_justify="left")
    matrix.add_column("")
    for name in names:
        matrix.add_column(name, justify="right")
    for a in names:
        scores = [None if a == b else result.score(a, b) for b in names]
        matrix.add_row(a, *("" if x is None else f"{x:.0%}" for x in scores))
    return Group(table, matrix)
