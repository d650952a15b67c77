"""``tcgkit games``, ``tcgkit bench`` and ``tcgkit demo``: what there is, how fast it runs, the tour."""

from __future__ import annotations

from typing import Optional

import typer
from rich.markup import escape

from tcgkit.cli.app import app
from tcgkit.cli.common import check_mode, die, load_game, stderr, stdout
from tcgkit.sim.executors import MAX_WORKERS
from tcgkit.sim.seating import MAX_GAMES, MAX_SEED


@app.command()
def games() -> None:
    """List the registered games with their modes, agents and rule options.

    Example: **tcgkit games**
    """
    from tcgkit.games import REGISTRY, get_game
    from tcgkit.sim.agents import agent_factories

    out = stdout()
    for game_id in sorted(REGISTRY):
        try:
            game = get_game(game_id)()
            modes = ", ".join(f"{m} ({n if isinstance(n, int) else f'{n[0]}-{n[1]}'} decks)"
                              for m, n in game.modes().items())
            agents = ", ".join(agent_factories(game))
        except Exception as exc:  # an unfinished game must not hide the others
            out.print(f"[bold]{game_id}[/bold]: not available yet ({escape(f'{type(exc).__name__}: {exc}')})")
            continue
        out.print(f"[bold]{game_id}[/bold] — {escape(game.title)} (rules version {game.rules_version})")
        out.print(f"  modes:  {modes}", markup=False)
        out.print(f"  agents: {agents}", markup=False)
        fields = type(game.options).model_fields
        if fields:
            # one option a line, its name whole (a table would cut names at a narrow terminal, and a name must be
            # copyable into -o NAME=VALUE); the description follows, wrapped by the terminal
            out.print("  options (-o NAME=VALUE):", markup=False)
            for name, f in fields.items():
                out.print(f"    {name}={_value(f.default)}", style="bold", markup=False, overflow="ignore",
                          crop=False)
                if f.description:
                    out.print(f"        {f.description}", markup=False)
        else:
            out.print("  options: none")


@app.command()
def bench(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    games: int = typer.Option(200, "--games", "-n", min=1, max=MAX_GAMES, help="Games per measurement."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    seed: int = typer.Option(0, min=0, max=MAX_SEED, help="Seed of the measured games."),
) -> None:
    """Measure speed on one core: random and greedy games per second, decisions per second, clone() microseconds.

    Games are played on the game's default decks with event logging off (as simulations do). Clone cost is timed on
    a mid-game state (half-way through a random game), with and without an event log.

    Example: **tcgkit bench gundam --games 500**
    """
    from tcgkit.sim.bench import bench_game, bench_table, machine_info

    out = stdout()
    game = load_game(game_id)
    mode_name = check_mode(game, mode)
    out.print(machine_info(), markup=False)
    try:
        res = bench_game(game, games=games, mode=mode, seed=seed,
                         progress=lambda what: stderr().print(f"measuring {what} …", markup=False))
    except NotImplementedError as exc:
        raise die(f"{game.id} cannot be benchmarked yet: {exc or 'a hook is missing'}") from None
    out.print(bench_table(res, title=f"{game.title} ({mode_name}), {games} games per measurement, one core"))


@app.command()
def demo(
    games: Optional[int] = typer.Option(None, "--games", "-n", min=1, max=MAX_GAMES,
                                        help="Games in each simulation (default: each game's own, 100-200)."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, max=MAX_WORKERS,
                                help="Worker processes for the simulations."),
    seed: int = typer.Option(1, min=0, max=MAX_SEED, help="Seed of the narrated games and the simulations."),
    game: Optional[list[str]] = typer.Option(None, "--game", "-g", help="Only this game (repeatable)."),
) -> None:
    """The tour: for every game, a narrated game between agents, then a simulation summary.

    A game that is not available yet is skipped with a message.

    Example: **tcgkit demo --game gwent --games 50**
    """
    from tcgkit.demo import run_demo

    run_demo(stdout(), games=games, workers=workers, seed=seed, game_ids=tuple(game) if game else None)


def _value(v: object) -> str:
    """A default as it would be typed after ``-o NAME=`` (read as YAML)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    return str(v)
