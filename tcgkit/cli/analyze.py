"""``tcgkit analyze``: deck against deck (matrix), which card carries a deck (cards), skill ratings (ratings)."""

from __future__ import annotations

from itertools import chain
from pathlib import Path
from typing import Iterator, Optional

import typer

from tcgkit.cli.app import app
from tcgkit.cli.common import OPTION_HELP, check_mode, die, load_deck, load_game, refuse_invalid_decks, stderr, stdout
from tcgkit.core.errors import TcgkitError

analyze_app = typer.Typer(help="Deck analytics: a deck-versus-deck matrix, per-card win rates and ratings from "
                               "simulated games.", no_args_is_help=True)
app.add_typer(analyze_app, name="analyze")

SOURCE_HELP = ("Game records: the JSONL file of a run (tcgkit simulate ... --out FILE.jsonl) or a results store's URL "
               "(simulate ... --store sqlite:///runs.db; URL#run=ID for one run); repeat to read several.")


@analyze_app.command("matrix")
def matrix(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    deck: list[Path] = typer.Argument(..., metavar="DECK...", help="Two or more decklists."),
    games: int = typer.Option(200, "--games", "-n", min=1, help="Games per pairing (even: each deck sits first "
                                                                "equally often)."),
    agent: Optional[str] = typer.Option(None, help="The agent of every deck (default: greedy if the game has it)."),
    mode: Optional[str] = typer.Option(None, help="A two-seat match mode (default: the game's first mode)."),
    seed: int = typer.Option(0, min=0, help="Run seed, the same for every pairing."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, help="Worker processes (see tcgkit simulate)."),
    engine: str = typer.Option("local", help="local or ray (see tcgkit simulate)."),
    address: Optional[str] = typer.Option(None, help="With --engine ray: the cluster's address."),
    csv_path: Path = typer.Option(Path("matrix.csv"), "--csv", help="Where the CSV goes (one line per ordered "
                                                                    "pairing)."),
    png: Path = typer.Option(Path("matrix.png"), "--png", help="Where the heat map goes."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Every deck against every other: win rates with 95% Wilson intervals, as a table, a CSV and a heat map.

    Each pairing plays --games games with the seats swapping every game and the same agent for every deck. The
    table gives the row deck's win rate against the column deck and its interval, and each deck's mean over its
    opponents. Decks are validated for the mode first (exit 1 if one breaks a rule).

    Example: **tcgkit analyze matrix gundam st01.txt st02.txt st03.txt -n 400 -j 2 --png st.png**
    """
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

    from tcgkit.sim.executors import ENGINES, close_executor, make_executor
    from tcgkit.sim.matrix import run_matrix
    from tcgkit.sim.plots import matrix_heat_map

    if engine not in ENGINES:
        raise die(f"--engine {engine!r}: choose one of {', '.join(ENGINES)}")
    if len(deck) < 2:
        raise die("give at least two decklists")
    game = load_game(game_id, option)
    check_mode(game, mode)
    decks = [load_deck(game, p) for p in deck]
    for d, p in zip(decks, deck):
        refuse_invalid_decks(game, [d, d], [str(p), str(p)], mode)
    try:
        executor = make_executor(workers, engine, address)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    pairs = len(deck) * (len(deck) - 1) // 2
    progress = Progress(TextColumn("pairings"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                        console=stderr(), transient=True)
    try:
        with progress:
            task = progress.add_task("games", total=pairs * games)
            result = run_matrix(game, decks, [p.stem for p in deck], games, executor, seed, agent, mode,
                                on_progress=lambda n: progress.update(task, completed=n))
    except TcgkitError as exc:
        raise die(str(exc)) from None
    except KeyboardInterrupt:
        raise die("stopped by the user", 130) from None
    finally:
        close_executor(executor)
    out = stdout()
    out.print(_matrix_table(result))
    try:
        result.write_csv(csv_path)
        matrix_heat_map(result, png, title=f"{game.title}, {result.mode}")
    except OSError as exc:
        raise die(f"cannot write {exc.filename}: {exc.strerror or exc}") from None
    out.print(f"{pairs} pairings × {games} games, seed {seed}; CSV: {csv_path}; heat map: {png}", markup=False)
    if result.errors:
        stderr().print(f"{result.errors} game(s) raised an error and were left out (tcgkit simulate with the pairing "
                       f"and --seed {seed} --out shows them)", style="red", markup=False)
        raise typer.Exit(1)


def _matrix_table(result):
    from rich.table import Table

    table = Table(title=f"{result.game_id} {result.mode}: row deck's win rate against the column deck "
                        f"(95% Wilson interval)", title_justify="left")
    table.add_column("deck")
    for d in result.decks:
        table.add_column(d, justify="right")
    table.add_column("mean", justify="right")
    for a in result.decks:
        cells = []
        for b in result.decks:
            if a == b:
                cells.append("—")
                continue
            c = result.cells[(a, b)]
            lo, hi = c.interval()
            cells.append(f"{c.win_rate:.0%} ({lo:.0%}–{hi:.0%})")
        table.add_row(a, *cells, f"{result.mean_win_rate(a):.1%}")
    return table


def _records(sources: list[str]) -> Iterator:
    """Every record of the sources, in order; one game only.

    Raises:
        typer.Exit: status 2 for an unreadable source or records of several games.
    """
    from tcgkit.sim.records import open_records

    seen: set[str] = set()
    try:
        readers = [open_records(s) for s in sources]
        for rec in chain.from_iterable(r.records() for r in readers):
            if rec.game is not None and rec.game not in seen:
                seen.add(rec.game)
                if len(seen) > 1:
                    raise die(f"the records are of more than one game ({', '.join(sorted(seen))}); analyse one "
                              f"game at a time")
            yield rec
    except TcgkitError as exc:
        raise die(str(exc)) from None


@analyze_app.command("cards")
def cards(
    source: list[str] = typer.Argument(..., metavar="SOURCE...", help=SOURCE_HELP),
    min_games: int = typer.Option(30, min=1, help="Show a card only if both its sides (drawn and not drawn) hold "
                                                  "at least this many games."),
    deck: Optional[str] = typer.Option(None, help="Only this deck (its name in the records)."),
    top: int = typer.Option(30, min=1, help="Rows shown (the CSV has all)."),
    csv_path: Optional[Path] = typer.Option(None, "--csv", help="Write every card of every deck here."),
) -> None:
    """Per card: a deck's win rate when the card was drawn or played against when it was not.

    Reads the records of a run written with `tcgkit simulate ... --out FILE.jsonl` or `--store URL` (they list the
    cards each seat drew and played). Rows are sorted by the drawn difference; each rate has its 95% Wilson interval and
    each difference a 95% Newcombe interval. A difference is an association, not proof of a card's strength: longer
    games draw more cards (docs/analytics.md).

    Example: **tcgkit analyze cards runs.jsonl --deck st01_heroic_beginnings --min-games 50**
    """
    from rich.table import Table

    from tcgkit.sim import cardstats

    try:
        rows, finished = cardstats.card_rows(_records(source))
    except cardstats.CardRecordsMissing as exc:
        raise die(str(exc)) from None
    rows = [r for r in rows if deck is None or r.deck == deck]
    if deck is not None and not rows:
        raise die(f"no deck called {deck!r} in the records")
    names = _card_names(source)
    if csv_path is not None:
        try:
            cardstats.write_csv(rows, csv_path, names)
        except OSError as exc:
            raise die(f"cannot write {csv_path}: {exc.strerror or exc}") from None
    shown = sorted((r for r in rows if r.drawn.smaller >= min_games), key=lambda r: -r.drawn.difference()[0])
    table = Table(title=f"{finished} finished games: win rate with and without each card (95% intervals)",
                  title_justify="left")
    for col in ("deck", "card", "drawn: games", "win rate", "not drawn", "difference", "played: games",
                "win rate", "not played", "difference"):
        table.add_column(col, justify="left" if col in ("deck", "card") else "right")
    for r in shown[:top]:
        label = f"{r.card} {names[r.card]}" if r.card in names else r.card
        table.add_row(r.deck, label, *_split_cells(r.drawn, min_games), *_split_cells(r.played, min_games))
    out = stdout()
    out.print(table)
    hidden = len(rows) - len(shown)
    out.print(f"{len(shown)} cards with at least {min_games} games on each side"
              + (f" ({min(top, len(shown))} shown)" if len(shown) > top else "")
              + (f"; {hidden} with fewer left out" if hidden else "")
              + (f"; every card: {csv_path}" if csv_path else ""), markup=False)


def _split_cells(s, min_games: int) -> list[str]:
    from tcgkit.sim.stats import wilson_interval

    w, wo = s.rates()
    if s.smaller < min_games:
        return [str(s.with_games), f"{w:.0%}", f"{wo:.0%}", "(few games)"]
    lo, hi = wilson_interval(s.with_wins, s.with_games)
    d, dlo, dhi = s.difference()
    return [str(s.with_games), f"{w:.1%} ({lo:.0%}–{hi:.0%})", f"{wo:.1%}",
            f"{d:+.1%} ({dlo:+.0%} to {dhi:+.0%})"]


def _card_names(sources: list[str]) -> dict[str, str]:
    """Card id -> name from the records' game's card pool (empty when the game is unknown here)."""
    from tcgkit.games import get_game

    game_id = next((r.game for r in _records(sources[:1]) if r.game), None)
    try:
        pool = get_game(game_id)().pool if game_id else {}
    except Exception:  # an unknown or unloadable game: ids only
        return {}
    by_id = pool if isinstance(pool, dict) else getattr(pool, "by_id", {})
    return {str(k): str(getattr(v, "name", k)) for k, v in by_id.items()}


@analyze_app.command("ratings")
def ratings(
    source: list[str] = typer.Argument(..., metavar="SOURCE...", help=SOURCE_HELP),
    by: str = typer.Option("deck", help="Rate decks, agents, or each deck+agent pair."),
    csv_path: Optional[Path] = typer.Option(None, "--csv", help="Write the ratings here."),
) -> None:
    """openskill ratings (Plackett-Luce) of the decks or agents in game records, best first.

    Every finished game updates the ratings in record order; the winners' team ranks first, the other teams tie
    behind it. The ranking uses the conservative ordinal mu − 3·sigma (docs/analytics.md).

    Example: **tcgkit analyze ratings runs1.jsonl runs2.jsonl --by deck --csv ratings.csv**
    """
    from rich.table import Table

    from tcgkit.sim.ratings import BY, rate, write_csv

    if by not in BY:
        raise die(f"--by {by!r}: choose one of {', '.join(BY)}")
    result, rated, skipped = rate(_records(source), by)
    if not rated:
        raise die("no finished game to rate in the records", 1)
    table = Table(title=f"openskill ratings by {by}, {rated} games", title_justify="left")
    for col in ("rank", by, "ordinal", "mu", "sigma", "games", "wins"):
        table.add_column(col, justify="left" if col == by else "right")
    for i, r in enumerate(result, start=1):
        table.add_row(str(i), r.name, f"{r.ordinal:.2f}", f"{r.mu:.2f}", f"{r.sigma:.2f}", str(r.games), str(r.wins))
    out = stdout()
    out.print(table)
    if skipped:
        out.print(f"{skipped} game(s) skipped: the same {by} played for two sides or twice in one team", markup=False)
    if csv_path is not None:
        try:
            write_csv(result, csv_path)
        except OSError as exc:
            raise die(f"cannot write {csv_path}: {exc.strerror or exc}") from None
        out.print(f"CSV: {csv_path}", markup=False)
