"""``tcgkit simulate``: many games between decks, with win rates and Wilson intervals."""

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
from tcgkit.sim.executors import MAX_WORKERS
from tcgkit.sim.runner import MAX_DECISIONS, MAX_GAME_TIMEOUT, MAX_GAMES, MAX_SEED
from tcgkit.sim.worker import DEFAULT_GAME_TIMEOUT, DEFAULT_MAX_DECISIONS


@app.command()
def simulate(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    deck: list[Path] = typer.Option(..., "--deck", "-d", help="A decklist; repeat once per seat (same file twice "
                                                              "for a mirror match); in a mode where a seat brings "
                                                              "several decks, seat by seat."),
    games: int = typer.Option(100, "--games", "-n", min=1, max=MAX_GAMES, help="Number of games."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    seed: Optional[int] = typer.Option(None, min=0, max=MAX_SEED,
                                       help="Run seed (default: random, printed). Same seed, same "
                                            "results, for any --workers."),
    agents: Optional[str] = typer.Option(
        None, help="Agent per deck, comma-separated in deck order, or one for all (default: greedy if the game "
                   "has it, else random); with several decks a seat, one per seat or the same for its decks."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, max=MAX_WORKERS,
                                help="Worker processes (this one included); with "
                                     "--engine ray and no --address: the CPUs of the "
                                     "local Ray instance."),
    engine: str = typer.Option("local", help="Where games run: local (processes on this machine) or ray (a Ray "
                                             "cluster, docs/scale.md)."),
    address: Optional[str] = typer.Option(None, help="With --engine ray: the cluster's address (ray://HOST:10001 "
                                                     "or auto); default a local Ray instance."),
    out: Optional[Path] = typer.Option(None, help="Write one JSON line per game here (.jsonl)."),
    store: Optional[str] = typer.Option(None, help="Write every game's record to this results store "
                                                   "(sqlite:///runs.db or postgresql+psycopg://…); the same command "
                                                   "again continues the run without replaying stored games."),
    save_replays: Optional[Path] = typer.Option(None, help="Write one replay JSON per game into this directory."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
    log_events: bool = typer.Option(False, help="Keep each match's event log while playing (slower; not needed for "
                                                "results or replays)."),
    fixed_seats: bool = typer.Option(False, help="Deck k always sits in seat k (for modes whose seats differ, e.g. "
                                                 "gwent solo); by default the seats rotate."),
    max_decisions: int = typer.Option(DEFAULT_MAX_DECISIONS, min=1, max=MAX_DECISIONS,
                                      help="Stop a game after this many decisions "
                                           "and count it as an error."),
    game_timeout: float = typer.Option(DEFAULT_GAME_TIMEOUT, min=0, max=MAX_GAME_TIMEOUT,
                                       help="Stop a game after this many seconds and "
                                            "count it as an error (0: no limit; with a "
                                            "search agent the default is an hour)."),
) -> None:
    """Simulate many games between decks and report win rates with 95% Wilson intervals.

    The decks are validated first for the mode: a deck that breaks a rule is refused with its problems (exit 1).
    Seats alternate: game i rotates the decks by i, so each deck sits in each seat equally often; each agent stays
    with its deck (`--fixed-seats` keeps deck k in seat k). In a mode where a seat brings several decks (gwent
    tournament: three a player) give them seat by seat: a seat's decks rotate together, play with one agent, and
    are named together in the table and the records (`a+b+c`: its result is the set's). Every game's seeds derive
    from the run seed and the game's index, so results are identical for any number of workers. A game that
    raises, or exceeds `--max-decisions` or `--game-timeout`, is reported with its seed and counted as an error
    (exit status 1).
    With `--out` or `--store`, every game's record also lists the cards each seat drew and played (`tcgkit analyze
    cards`). A run in a store is named by what decides its games (game, rules, options, mode, decks, agents, seed):
    run the same command again after an interruption, or with a larger `--games`, and only the games not stored
    yet are played; the table then covers every stored game of the run. With `--store` the seed defaults to 0.

    Example: **tcgkit simulate gundam -d a.txt -d b.txt -n 1000 --agents greedy,random -j 2 --out runs.jsonl**

    Example: **tcgkit simulate gundam -d a.txt -d b.txt -n 100000 -j 2 --store sqlite:///runs.db**

    Example: **tcgkit simulate gwent --mode tournament -d a.txt -d b.txt -d c.txt -d d.txt -d e.txt -d f.txt
    --agents normal,greedy -n 40**
    """
    from tcgkit.sim.executors import ENGINES, close_executor, make_executor
    from tcgkit.sim.records import dump_record
    from tcgkit.sim.report import run_with_progress, stats_table
    from tcgkit.sim.runner import prepare_job

    con = stdout()
    if engine not in ENGINES:
        raise die(f"--engine {engine!r}: choose one of {', '.join(ENGINES)}")
    if address is not None and engine != "ray":
        raise die("--address needs --engine ray")
    game = load_game(game_id, option)
    check_mode(game, mode)
    decks = [load_deck(game, p) for p in deck]
    refuse_invalid_decks(game, decks, [str(p) for p in deck], mode)
    if save_replays is not None and save_replays.exists() and not save_replays.is_dir():
        raise die(f"--save-replays {save_replays}: a file of that name exists; give a directory for the replays")
    if save_replays is not None:
        try:
            save_replays.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise die(f"--save-replays {save_replays}: cannot make the directory: {exc.strerror or exc}") from None
    if seed is None:
        seed = 0 if store is not None else secrets.randbelow(2**31)
    try:
        job = prepare_job(game, decks, games, seed, split_names(agents), mode, [p.stem for p in deck],
                          replay_dir=save_replays, log_events=log_events, max_decisions=max_decisions,
                          game_timeout=game_timeout or None, fixed_seats=fixed_seats,
                          record_cards=out is not None or store is not None)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    stored = None
    if store is not None:
        from tcgkit.sim.stored import open_stored_simulation

        try:
            stored = open_stored_simulation(game, job, store)
        except TcgkitError as exc:
            raise die(f"--store: {exc}") from None
    try:
        executor = make_executor(workers, engine, address)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    con.print(f"{game.title}: {games} games, seed {seed}, {executor.workers} worker(s) ({engine}); "
              + ", ".join(f"{n} ({a})" for n, a in zip(job.seat_names, job.seat_agents)), markup=False)
    if stored is not None and stored.skip:
        con.print(f"{store}: run {stored.run.id[:12]} has {len(stored.skip)} of these games stored; playing the "
                  f"other {games - len(stored.skip)}", markup=False)
    sink = None
    if out is not None:
        try:
            sink = open(out, "w", encoding="utf-8")
        except OSError as exc:
            raise die(f"cannot write {out}: {exc.strerror or exc}") from None
    written = 0

    def write(rec: dict) -> None:
        nonlocal written
        if sink is not None:
            sink.write(dump_record(rec))
            sink.flush()  # a long run's records can be read while it plays
        if stored is not None:
            stored.writer.write(rec)
        written += 1

    try:
        result = run_with_progress(job, executor, stderr(), keep_records=False,
                                   on_record=write if sink is not None or stored is not None else None,
                                   skip=stored.skip if stored is not None else frozenset())
    except KeyboardInterrupt:
        kept = " and ".join(str(w) for w in (out, store) if w is not None)
        where = f" after {written} complete games; their records are in {kept}" if kept else ""
        raise die(f"stopped by the user{where}", 130) from None
    except TcgkitError as exc:  # a worker process died
        where = f" (the records of the {written} games before are in {out})" if out is not None else ""
        raise die(f"{exc}{where}", 1) from None
    except OSError as exc:  # --out or --save-replays cannot be written (a full disk, /dev/full)
        raise die(f"cannot write the results after {written} games: {exc.strerror or exc} "
                  f"({exc.filename or out})", 1) from None
    finally:
        close_executor(executor)
        _close_store(stored)
        if sink is not None:
            try:
                sink.close()
            except OSError as exc:  # the last records are written when the file is closed
                raise die(f"cannot write the results to {out}: {exc.strerror or exc}", 1) from None
    stats = result.stats
    if stored is not None and stored.skip:  # the whole run: the games stored before and the ones played now
        from tcgkit.sim.stats import summarize

        stats = summarize(stored.records(games), job.seat_names, job.n_seats)
        con.print(f"played {written} games now in {result.stats.seconds:.2f} s "
                  f"({result.stats.games_per_second:.1f} games/s)", markup=False)
    con.print(stats_table(stats, title=f"{game.title}: {games} games", show_seats=not fixed_seats,
                          decks_per_seat=job.decks_per_seat))
    if stored is not None:
        con.print(f"stored: {store} (run {stored.run.id[:12]}; {games} games, {written} played now)", markup=False)
    if out is not None:
        con.print(f"records: {out}", markup=False)
    if save_replays is not None:
        con.print(f"replays: {save_replays}/", markup=False)
    if stats.errors:
        err = stderr()
        err.print(f"{stats.errors} game(s) raised an error:", style="red")
        for rec in stats.error_records[:10]:
            extra = f" — replay {rec['replay']}" if rec.get("replay") else ""
            err.print(f"  game {rec['index']} (match seed {rec['seed']}, seats {rec['seats']}): {rec['error']}{extra}",
                      markup=False)
        if stats.errors > 10:
            err.print(f"  … and {stats.errors - 10} more (all are in the JSON lines with their tracebacks)")
        raise typer.Exit(1)


def _close_store(stored) -> None:
    """Write the store's last batch; a refusal ends the run with exit 1 (the games stored before are kept)."""
    if stored is None:
        return
    try:
        stored.close()
    except TcgkitError as exc:
        raise die(f"--store: {exc}", 1) from None
