"""``tcgkit demo``: for every built-in game, a narrated game and a simulation on its default decks.

Each game says what it shows through ``Presentation.demo_plan()`` (mode, agents per seat, fixed seats, games;
default: its greedy agent in every seat of its first mode). A game that cannot be loaded yet is skipped with a
message; one that raises (or a simulated game that raises or times out) is reported and the demo goes on, exiting
with status 1 at the end.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from typing import Any

import typer
from rich.console import Console

from tcgkit.core.game import Game
from tcgkit.narration import Narrator, print_lines, result_line
from tcgkit.sim.agents import default_agent, make_agent
from tcgkit.sim.executors import make_executor
from tcgkit.sim.report import run_with_progress, stats_table
from tcgkit.sim.runner import deadline, prepare_job, resolve_mode, seat_range


@dataclass
class Part:
    """One game's part of the demo: its mode, the agent per seat, and whether seats stay fixed (asymmetric modes)."""

    game_id: str
    games: int
    mode: str | None = None
    agents: list[str] | None = None
    fixed_seats: bool = False
    note: str = ""


#: seconds after which a demo game is stopped as an error (demo games take milliseconds)
GAME_TIMEOUT = 5.0


def plan_for(game: Game, game_id: str, games: int | None = None) -> Part:
    """The game's demo plan (``Presentation.demo_plan``) with defaults filled in; ``games`` overrides its size."""
    plan = game.presentation.demo_plan()
    mode = plan.get("mode")
    agents = plan.get("agents") or [default_agent(game)] * seat_range(game, mode)[0]
    return Part(game_id, games or plan.get("games", 100), mode=mode, agents=list(agents),
                fixed_seats=bool(plan.get("fixed_seats", False)), note=str(plan.get("note", "")))


def run_demo(console: Console, games: int | None = None, workers: int = 1, seed: int = 1,
             game_ids: tuple[str, ...] | None = None) -> None:
    """Print the demo to ``console`` (``games``: the size of every simulation, default each game's own).

    Raises:
        typer.Exit: status 1 if a part or a simulated game raised (after every part has run).
    """
    from tcgkit.games import BUILTIN, get_game

    failed = False
    for game_id in game_ids or tuple(BUILTIN):
        console.rule(f"[bold]{game_id}")
        try:
            game = get_game(game_id)()
            part = plan_for(game, game_id, games)
        except Exception as exc:  # not written yet, or broken mid-way: either way not playable now
            console.print(f"{game_id} is not available yet ({type(exc).__name__}: {exc}); skipping it.", markup=False)
            continue
        if part.note:
            console.print(part.note, markup=False)
        try:
            decks = game.default_decks(resolve_mode(game, part.mode))
            _narrated_game(console, game, part, decks, seed)
            if _simulation(console, game, part, decks, seed, workers):
                failed = True
        except (NotImplementedError, ImportError) as exc:
            console.print(f"{game.title} is not complete yet ({type(exc).__name__}: {exc} at {_where(exc)}); "
                          f"skipping the rest of it.", markup=False)
        except Exception as exc:  # the demo goes on; the error is shown with where it happened
            failed = True
            console.print(f"{game.title} raised {type(exc).__name__}: {exc}", style="red", markup=False)
            console.print(traceback.format_exc(), markup=False)
    if failed:
        console.print("Some games raised errors (shown above in red): the demo exits with status 1.", style="red")
        raise typer.Exit(1)


FULL_TURNS = 2
"""The narrated game tells the set-up and this many first turns (or rounds) in full, and the last one."""


def _narrated_game(console: Console, game: Game, part: Part, decks: list, seed: int) -> None:
    mode_name = resolve_mode(game, part.mode)
    setup = {"mode": part.mode} if part.mode else {}
    match = game.new_match(decks, seed, **setup)
    agents = [make_agent(game, name, seed + p) for p, name in enumerate(part.agents)]
    seats = ", ".join(f"seat {p}: {a.name}" + (f" with {getattr(d, 'name')}" if getattr(d, "name", None) else "")
                      for p, (a, d) in enumerate(zip(agents, decks)))
    console.print(f"[bold]{game.title}[/bold], mode {mode_name}, seed {seed} — {seats}", highlight=False)
    with deadline(GAME_TIMEOUT):
        turns, decisions = _play_narrated(game, match, agents)
    tell_turns(console, game, turns)
    console.print()
    console.print(f"[bold]Result:[/bold] {result_line(match, [a.name for a in agents])} after {decisions} decisions",
                  highlight=False)
    console.print()


@dataclass
class Turn:
    """One turn (or round) of a narrated game: its narrated lines, the first being its heading (none for the
    set-up), and the public standing when it ended (``Presentation.standing``)."""

    lines: list
    standing: str = ""


def _play_narrated(game: Game, match: Any, agents: list) -> tuple[list[Turn], int]:
    """Play the match out, narrating each action as it happens (:class:`~tcgkit.narration.Narrator`), cut into
    turns at the headings. Returns the turns and the number of decisions."""
    narrator = Narrator(game, match)
    views = [match.view(p) for p in range(match.n_players)]
    spectator = match.view(None)
    heading = game.presentation.is_heading
    turns = [Turn([])]
    decisions = 0

    def catch_up() -> None:
        for event, text in narrator.catch_up():
            if heading(event[0]):
                turns[-1].standing = game.presentation.standing(spectator)
                turns.append(Turn([]))
            turns[-1].lines.append((event, text))

    catch_up()
    while match.pending is not None:
        d = match.pending
        decisions += 1
        match.apply(d.actions[0] if len(d.actions) == 1 else agents[d.player].act(views[d.player]))
        catch_up()
    turns[-1].standing = game.presentation.standing(spectator)
    return turns, decisions


def tell_turns(console: Console, game: Game, turns: list[Turn]) -> None:
    """The set-up and the first :data:`FULL_TURNS` turns in full, then a line a turn (its heading, how many
    things happened, the standing at its end), then the last turn in full."""
    cut = 1 + FULL_TURNS
    if len(turns) <= cut + 3:
        for t in turns:
            print_lines(console, game, t.lines)
        return
    for t in turns[:cut]:
        print_lines(console, game, t.lines)
    console.print()
    console.print("In brief, a line a turn: how many things happened, then the standing (tcgkit replay of a saved "
                  "game tells every event):", markup=False)
    for t in turns[cut:-1]:
        rest = f"; then {t.standing}" if t.standing else ""
        console.print(f"  {_heading(t)}: {len(t.lines) - 1} events{rest}", markup=False, highlight=False)
    print_lines(console, game, turns[-1].lines)


def _heading(turn: Turn) -> str:
    return turn.lines[0][1].strip("— ") if turn.lines else "?"


def _simulation(console: Console, game: Game, part: Part, decks: list, seed: int, workers: int) -> int:
    """Simulate and print the summary; returns the number of games that raised."""
    names = [getattr(d, "name", None) or f"deck{k + 1}" for k, d in enumerate(decks)]
    job = prepare_job(game, decks, part.games, seed, part.agents, part.mode, names,
                      fixed_seats=part.fixed_seats, game_timeout=GAME_TIMEOUT)
    seats = "fixed seats" if part.fixed_seats else "seats alternate"
    console.print(f"Simulating {part.games} {game.title} games ({', '.join(job.agents)}; {seats}; "
                  f"{workers} worker(s)) …", markup=False)
    result = run_with_progress(job, make_executor(workers), console)
    label = " vs ".join(f"{n} ({a})" for n, a in zip(job.seat_names, job.seat_agents))
    console.print(stats_table(result.stats, title=label, show_seats=not part.fixed_seats,
                                      decks_per_seat=job.decks_per_seat))
    for rec in result.stats.error_records[:5]:
        console.print(f"game {rec['index']} (match seed {rec['seed']}) raised {rec['error']}", style="red",
                      markup=False)
    if result.stats.errors > 5:
        console.print(f"… and {result.stats.errors - 5} more; reproduce one with tcgkit simulate and --out",
                      style="red", markup=False)
    return result.stats.errors


def _where(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)
    return f"{tb[-1].filename}:{tb[-1].lineno}" if tb else "?"
