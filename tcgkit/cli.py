"""The ``tcgkit`` command: play, simulate, replay, check scenarios and decks, benchmark, and the demo.

Every command works for every registered game through the :class:`~tcgkit.core.game.Game` hooks. Exit status:
0 success, 1 a check failed (invalid deck, failed scenario, a simulated game that raised), 2 bad input (unknown game
or option, unreadable file, corrupt or other-version replay, malformed scenario).
"""

from __future__ import annotations

import re
import secrets
import sys
from pathlib import Path
from typing import Any, Optional

import typer
import yaml
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from tcgkit.core.errors import DeckError, ReplayError, ScenarioError, TcgkitError
from tcgkit.core.game import DeckProblem, Game
from tcgkit.narration import print_events, print_renderable, result_line
from tcgkit.sim.runner import DEFAULT_GAME_TIMEOUT, DEFAULT_MAX_DECISIONS, resolve_mode, seat_range

app = typer.Typer(
    name="tcgkit",
    help=(
        "Play trading card games by their real rules: play in the terminal, simulate thousands of games, "
        "replay saved games, run scenario files, validate decks, benchmark.\n\n"
        "Start with **tcgkit demo** or **tcgkit games**."
    ),
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)
deck_app = typer.Typer(help="Decklists: validate them against a game's deck rules.", no_args_is_help=True)
scenario_app = typer.Typer(help="Scenario files: positions, actions and expectations (docs/scenarios.md).",
                           no_args_is_help=True)
app.add_typer(deck_app, name="deck")
app.add_typer(scenario_app, name="scenario")

_DECK_PREFIX = re.compile(r"^deck (\d+): ")

OPTION_HELP = "A rule option as NAME=VALUE (repeatable); `tcgkit games` lists each game's options."


# ------------------------------------------------------------------------------------------------------ helpers


def _out() -> Console:
    # soft_wrap: long lines are left to the terminal, not cut at 80 columns when piped
    return Console(highlight=False, soft_wrap=True)


def _err() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def _die(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to stderr and return the Exit to raise."""
    _err().print(f"error: {message}", markup=False, style="red")
    return typer.Exit(code)


def _parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """``["name=value", ...]`` -> dict; values are read as YAML scalars (``3``, ``true``, ``text``)."""
    out: dict[str, Any] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise _die(f"--option {pair!r}: expected NAME=VALUE")
        try:
            out[name.strip()] = yaml.safe_load(value) if value.strip() else ""
        except yaml.YAMLError:
            out[name.strip()] = value
    return out


def _load_game(game_id: str, options: list[str] | None = None) -> Game:
    """The game with its options, or exit 2 with a message (unknown game, game not importable, bad option)."""
    from tcgkit.games import get_game

    try:
        game_cls = get_game(game_id)
    except KeyError as exc:
        raise _die(exc.args[0]) from None
    except Exception as exc:  # ImportError, or a game package that fails while importing
        raise _die(f"the game {game_id!r} cannot be loaded yet ({type(exc).__name__}: {exc})") from None
    try:
        return game_cls(_parse_options(options))
    except TcgkitError as exc:
        raise _die(str(exc)) from None


def _load_deck(game: Game, path: Path) -> Any:
    """The deck in ``path``, or exit 2 naming the file and line."""
    try:
        return game.load_deck(path)
    except DeckError as exc:
        raise _die(str(exc)) from None
    except NotImplementedError:
        raise _die(f"{game.id} cannot read decklists yet (Game.load_deck)") from None


def _check_mode(game: Game, mode: str | None) -> str:
    """``mode`` or the game's default mode, or exit 2 listing the game's modes."""
    try:
        return resolve_mode(game, mode)
    except TcgkitError as exc:
        raise _die(str(exc)) from None


def _split_names(text: str | None) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()] if text else []


def _problems_lines(path: Path, problems: list[DeckProblem]) -> list[str]:
    """``file:line: message (rule) [source]`` per problem (the file:line form editors jump to)."""
    lines = []
    for pr in problems:
        where = f"{path}:{pr.line}" if pr.line is not None else str(path)
        src = f" [{pr.source}]" if pr.source else ""
        lines.append(f"{where}: {pr.message} ({pr.rule}){src}")
    return lines


# ------------------------------------------------------------------------------------------------------ games


@app.command()
def games() -> None:
    """List the registered games with their modes, agents and rule options.

    Example: **tcgkit games**
    """
    from tcgkit.games import REGISTRY, get_game
    from tcgkit.sim.agents import agent_factories

    out = _out()
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
            table = Table("option", "default", "description", box=None, padding=(0, 2), show_header=True)
            for name, f in fields.items():
                table.add_row(name, repr(f.default), f.description or "")
            out.print("  options:")
            out.print(table)
        else:
            out.print("  options: none")


# ------------------------------------------------------------------------------------------------------ play


@app.command()
def play(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id, e.g. gundam or gwent (`tcgkit games`)."),
    deck: Optional[Path] = typer.Option(None, "--deck", "-d", help="Your decklist (default: the game's default deck)."),
    opponent_deck: Optional[list[Path]] = typer.Option(
        None, "--opponent-deck", help="Decklist per other seat, in seat order (default: the game's default decks)."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    vs: Optional[str] = typer.Option(
        None, "--vs", help="Agent(s) for the other seats: one name for all, or comma-separated per seat "
                           "(default: greedy if the game has it, else random)."),
    seat: int = typer.Option(0, help="Your seat (0 moves first in most games)."),
    seed: Optional[int] = typer.Option(None, help="Match seed (default: random; it is printed so you can replay)."),
    save_replay: Optional[Path] = typer.Option(None, help="Write the replay JSON here at the end (or when you quit)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Play a game in the terminal against agents.

    At each of your decisions you see what happened since your last one, your view of the table, and your numbered
    legal actions: type a number and Enter. **q** concedes and quits (you may save the replay). A decision
    with a single legal action is taken for you. The agents' decisions are applied at once.

    Example: **tcgkit play gundam --deck my.txt --vs greedy --seed 7 --save-replay game.json**
    """
    from tcgkit.sim.agents import check_agents, default_agent, make_agent

    out = _out()
    game = _load_game(game_id, option)
    mode_name = _check_mode(game, mode)
    lo, hi = seat_range(game, mode_name)
    n = 1 + len(opponent_deck) if opponent_deck else lo
    if not lo <= n <= hi:
        raise _die(f"{game.id} mode {mode_name!r} has {lo if lo == hi else f'{lo} to {hi}'} seats; "
                   f"give one --opponent-deck per other seat ({n - 1} given)")
    if not 0 <= seat < n:
        raise _die(f"--seat must be between 0 and {n - 1}")
    defaults = None
    if deck is None or not opponent_deck:
        try:
            defaults = game.default_decks(mode_name)
        except NotImplementedError:
            raise _die(f"{game.id} has no default decks yet: give --deck and --opponent-deck") from None
    mine = _load_deck(game, deck) if deck is not None else defaults[seat]
    others = [_load_deck(game, p) for p in opponent_deck] if opponent_deck else \
        [defaults[s] for s in range(n) if s != seat]
    decks = others[:seat] + [mine] + others[seat:]
    names = _split_names(vs) or [default_agent(game)]
    if len(names) == 1:
        names = names * (n - 1)
    if len(names) != n - 1:
        raise _die(f"--vs: give one agent for all other seats or one per seat ({n - 1}), not {len(names)}")
    try:
        check_agents(game, names)
    except TcgkitError as exc:
        raise _die(str(exc)) from None
    if seed is None:
        seed = secrets.randbelow(2**31)
    setup = {"mode": mode} if mode is not None else {}
    try:
        match = game.new_match(decks, seed, **setup)
    except TcgkitError as exc:
        raise _die(str(exc)) from None
    others_seats = [s for s in range(n) if s != seat]
    agents = {s: make_agent(game, names[k], seed + 1 + s) for k, s in enumerate(others_seats)}
    out.print(f"{game.title}: you are seat {seat}; "
              + ", ".join(f"seat {s}: {agents[s].name}" for s in others_seats)
              + f"; seed {seed}", markup=False)

    seen = 0

    def show_new_events() -> None:
        nonlocal seen
        events = match.events(seat)
        print_events(out, game, match, events[seen:])
        seen = len(events)

    def loop() -> bool:
        """Play to the end; False if the person quit."""
        while not match.ended:
            d = match.pending
            if d.player != seat:
                match.apply(agents[d.player].act(match.view(d.player)))
                continue
            show_new_events()
            if len(d.actions) == 1:
                out.print(f"→ {game.presentation.describe_action(match, d.actions[0])} (your only legal action)", markup=False)
                match.apply(d.actions[0])
                continue
            out.print()
            print_renderable(out, game.presentation.render(match.view(seat)))
            out.print(f"Your decision ({d.kind}):", markup=False)
            for i, action in enumerate(d.actions, start=1):
                out.print(f"  {i:>3}. {game.presentation.describe_action(match, action)}", markup=False)
            choice = _ask_number(out, len(d.actions))
            if choice is None:
                return False
            match.apply(d.actions[choice - 1])
        return True

    try:
        quit_ = not loop()
    except Exception as exc:  # a rules or agent bug: keep the game for the bug report
        import traceback

        _err().print(traceback.format_exc(), markup=False)
        path = save_replay or Path(f"crash-replay-{seed}.json")
        _save_replay(out, match, path)
        raise _die(f"the game raised {type(exc).__name__}: {exc}; the replay up to here is in {path}", 1) from None
    if quit_:
        out.print("You conceded.")
        path = save_replay
        if path is None:
            out.print("Save the replay? Enter a file name (empty: don't save): ", end="")
            answer = sys.stdin.readline().strip()
            path = Path(answer) if answer else None
        if path is not None:
            _save_replay(out, match, path)
        return
    show_new_events()
    out.print()
    if seat in match.winners:
        verdict = "You win" if len(match.winners) == 1 else "Your team wins"
    elif not match.winners:
        verdict = "Draw"
    else:
        verdict = "You lose"
    out.print(f"[bold]{verdict}[/bold]: {escape(result_line(match))}")
    if save_replay is not None:
        _save_replay(out, match, save_replay)


def _ask_number(out: Console, n: int) -> int | None:
    """Read a choice 1..n from stdin; re-prompt on bad input; ``None`` for q or end of input."""
    while True:
        out.print(f"Choose 1-{n} (q to concede): ", end="")
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:  # Ctrl-C: quit like q, so the replay can still be saved
            line = ""
        if not line:  # end of input: nobody is there to play on
            out.print()
            return None
        text = line.strip()
        if not sys.stdin.isatty():  # piped or scripted input: show it, so the transcript reads like a session
            out.print(text, markup=False)
        if text.lower() in ("q", "quit", "concede"):
            return None
        if not text.isdigit():
            out.print(f"{text!r} is not a number: type the number of an action, or q.", markup=False)
            continue
        k = int(text)
        if not 1 <= k <= n:
            out.print(f"{k} is out of range: choose between 1 and {n}.")
            continue
        return k


def _save_replay(out: Console, match: Any, path: Path) -> None:
    from tcgkit.core.replay import Replay

    try:
        Replay.from_match(match).save(path)
    except OSError as exc:
        raise _die(f"cannot write the replay to {path}: {exc.strerror or exc}", 1) from None
    out.print(f"Replay saved to {path} (tcgkit replay {path})", markup=False)


# ------------------------------------------------------------------------------------------------------ simulate


@app.command()
def simulate(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    deck: list[Path] = typer.Option(..., "--deck", "-d", help="A decklist; repeat once per seat (same file twice "
                                                              "for a mirror match)."),
    games: int = typer.Option(100, "--games", "-n", min=1, help="Number of games."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    seed: Optional[int] = typer.Option(None, min=0, help="Run seed (default: random, printed). Same seed, same "
                                                         "results, for any --workers."),
    agents: Optional[str] = typer.Option(
        None, help="Agent per deck, comma-separated in deck order, or one for all (default: greedy if the game "
                   "has it, else random)."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, help="Local worker processes."),
    out: Optional[Path] = typer.Option(None, help="Write one JSON line per game here (.jsonl)."),
    save_replays: Optional[Path] = typer.Option(None, help="Write one replay JSON per game into this directory."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
    log_events: bool = typer.Option(False, help="Keep each match's event log while playing (slower; not needed for "
                                                "results or replays)."),
    fixed_seats: bool = typer.Option(False, help="Deck k always sits in seat k (for modes whose seats differ, e.g. "
                                                 "gwent solo); by default the decks rotate."),
    max_decisions: int = typer.Option(DEFAULT_MAX_DECISIONS, min=1, help="Stop a game after this many decisions "
                                                                         "and count it as an error."),
    game_timeout: float = typer.Option(DEFAULT_GAME_TIMEOUT, min=0, help="Stop a game after this many seconds and "
                                                                        "count it as an error (0: no limit)."),
) -> None:
    """Simulate many games between decks and report win rates with 95% Wilson intervals.

    Seats alternate: game i rotates the decks by i, so each deck sits in each seat equally often; each agent stays
    with its deck (`--fixed-seats` keeps deck k in seat k). Every game's seeds derive from the run seed and the
    game's index, so results are identical for any number of workers. A game that raises, or exceeds
    `--max-decisions` or `--game-timeout`, is reported with its seed and counted as an error (exit status 1).

    Example: **tcgkit simulate gundam -d a.txt -d b.txt -n 1000 --agents greedy,random -j 2 --out runs.jsonl**
    """
    from tcgkit.sim.executors import make_executor
    from tcgkit.sim.records import dump_record
    from tcgkit.sim.report import run_with_progress, stats_table
    from tcgkit.sim.runner import prepare_job

    con = _out()
    game = _load_game(game_id, option)
    _check_mode(game, mode)
    decks = [_load_deck(game, p) for p in deck]
    for path, d in zip(deck, decks):
        try:
            problems = game.validate_deck(d)
        except NotImplementedError:
            problems = []
        for line in _problems_lines(path, problems):
            _err().print(f"warning: {line}", markup=False, style="yellow")
    if seed is None:
        seed = secrets.randbelow(2**31)
    try:
        job = prepare_job(game, decks, games, seed, _split_names(agents), mode, [p.stem for p in deck],
                          replay_dir=save_replays, log_events=log_events, max_decisions=max_decisions,
                          game_timeout=game_timeout or None, fixed_seats=fixed_seats)
    except TcgkitError as exc:
        raise _die(str(exc)) from None
    con.print(f"{game.title}: {games} games, seed {seed}, {workers} worker(s); "
              + ", ".join(f"{n} ({a})" for n, a in zip(job.deck_names, job.agents)), markup=False)
    sink = None
    if out is not None:
        try:
            sink = open(out, "w", encoding="utf-8")
        except OSError as exc:
            raise _die(f"cannot write {out}: {exc.strerror or exc}") from None
    written = 0

    def write(rec: dict) -> None:
        nonlocal written
        if sink is not None:
            sink.write(dump_record(rec))
        written += 1

    try:
        result = run_with_progress(job, make_executor(workers), _err(), keep_records=False, on_record=write)
    except KeyboardInterrupt:
        where = f"; their records are in {out}" if out is not None else ""
        raise _die(f"stopped by the user after {written} complete games{where}", 130) from None
    except TcgkitError as exc:  # a worker process died
        where = f" (the records of the {written} games before are in {out})" if out is not None else ""
        raise _die(f"{exc}{where}", 1) from None
    finally:
        if sink is not None:
            sink.close()
    con.print(stats_table(result.stats, title=f"{game.title}: {games} games", show_seats=not fixed_seats))
    if out is not None:
        con.print(f"records: {out}", markup=False)
    if save_replays is not None:
        con.print(f"replays: {save_replays}/", markup=False)
    if result.stats.errors:
        err = _err()
        err.print(f"{result.stats.errors} game(s) raised an error:", style="red")
        for rec in result.stats.error_records[:10]:
            extra = f" — replay {rec['replay']}" if rec.get("replay") else ""
            err.print(f"  game {rec['index']} (match seed {rec['seed']}, seats {rec['seats']}): {rec['error']}{extra}",
                      markup=False)
        if result.stats.errors > 10:
            err.print(f"  … and {result.stats.errors - 10} more (all are in the JSON lines with their tracebacks)")
        raise typer.Exit(1)


# ------------------------------------------------------------------------------------------------------ replay


@app.command()
def replay(
    file: Path = typer.Argument(..., help="A replay JSON (from play --save-replay or simulate --save-replays)."),
    as_: Optional[int] = typer.Option(None, "--as", help="Narrate only what this seat may see (default: everything)."),
    until: Optional[int] = typer.Option(None, min=0, help="Stop after the first N actions."),
) -> None:
    """Narrate a saved game, turn by turn.

    The replay is re-played by the current rules: a replay recorded with another rules version, or a corrupt file,
    is refused (exit status 2).

    Example: **tcgkit replay game.json --as 0 --until 40**
    """
    from tcgkit.core.replay import Replay

    out = _out()
    try:
        rep = Replay.load(file)
        match = rep.run(until=until)
    except ReplayError as exc:
        msg = str(exc)
        raise _die(msg if msg.startswith(str(file)) else f"{file}: {msg}") from None
    except ImportError as exc:
        raise _die(f"{file}: the game {rep.game!r} cannot be loaded ({exc})") from None
    except Exception as exc:  # the rules raise while re-playing: a rules bug, and this file reproduces it
        import traceback

        _err().print(traceback.format_exc(), markup=False)
        raise _die(f"{file}: the game raised {type(exc).__name__} while re-playing: {exc}", 1) from None
    game = match.game
    if as_ is not None and not 0 <= as_ < match.n_players:
        raise _die(f"--as must be a seat between 0 and {match.n_players - 1}")
    who = "everything" if as_ is None else f"what seat {as_} sees"
    applied = len(rep.actions) if until is None else min(until, len(rep.actions))
    out.print(f"{game.title} replay: seed {rep.seed}, rules version {rep.rules_version}, "
              f"{applied} of {len(rep.actions)} actions; showing {who}", markup=False)
    events = match.full_events() if as_ is None else match.events(as_)
    print_events(out, game, match, events)
    out.print()
    if until is not None and until < len(rep.actions):
        out.print(f"(stopped after {until} of {len(rep.actions)} actions)")
    else:
        out.print(f"Result: {result_line(match)}", markup=False)


# ------------------------------------------------------------------------------------------------------ scenario


@scenario_app.command("run")
def scenario_run(
    files: list[Path] = typer.Argument(..., help="Scenario files, or directories searched for *.yaml."),
) -> None:
    """Run scenario files and print PASS or FAIL per file, with what did not hold.

    Exit status: 0 all pass, 1 any fails, 2 any file is malformed (bad YAML, unknown key, unknown card …).

    Example: **tcgkit scenario run tests/scenarios/gundam/**
    """
    from tcgkit.core.scenario import find_scenarios, run_scenario

    out = _out()
    paths = find_scenarios(files)
    if not paths:
        raise _die(f"no scenario files (*.yaml) in {', '.join(map(str, files))}")
    passed = failed = malformed = 0
    for path in paths:
        try:
            res = run_scenario(path)
        except ScenarioError as exc:
            malformed += 1
            out.print(f"[red]MALFORMED[/red] {escape(str(path))}")
            for line in str(exc).splitlines():
                out.print(f"    {line}", markup=False)
            continue
        except Exception as exc:  # the game cannot be imported (or its package raises while importing)
            failed += 1
            out.print(f"[red]ERROR[/red] {escape(f'{path}: the game cannot be loaded ({type(exc).__name__}: {exc})')}")
            continue
        if res.passed:
            passed += 1
            out.print(f"[green]PASS[/green] {escape(f'{path}: {res.name}')}")
        else:
            failed += 1
            out.print(f"[red]FAIL[/red] {escape(f'{path}: {res.name}')}")
            for msg in res.messages:
                out.print(f"    {msg}", markup=False)
    out.print(f"{passed} passed, {failed} failed, {malformed} malformed")
    if malformed:
        raise typer.Exit(2)
    if failed:
        raise typer.Exit(1)


# ------------------------------------------------------------------------------------------------------ deck


@deck_app.command("validate")
def deck_validate(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    files: list[Path] = typer.Argument(..., help="Decklist files."),
    format: Optional[str] = typer.Option(None, "--format", "-f", help="Deck format (game-specific, e.g. gwent "
                                                                      "advanced or tournament)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Check decklists against a game's deck rules; print every problem with its line, rule and numbers.

    Several files with a `--format` are checked as one set (formats that use several decks together, e.g. gwent
    tournament: three factions, no hero twice); without `--format` each file is checked alone.
    Exit status: 0 all valid, 1 any deck (or the set) invalid, or a file unreadable.

    Example: **tcgkit deck validate gwent a.txt b.txt c.txt --format tournament**
    """
    out = _out()
    game = _load_game(game_id, option)
    n = len(files)
    decks: list[Any] = [None] * n
    unreadable: list[str | None] = [None] * n
    for i, path in enumerate(files):
        try:
            decks[i] = game.load_deck(path)
        except DeckError as exc:
            unreadable[i] = str(exc)
        except NotImplementedError:
            raise _die(f"{game.id} cannot read decklists yet (Game.load_deck)") from None
    as_set = n > 1 and format is not None and not any(unreadable)
    problems: list[list[DeckProblem]] = [[] for _ in files]
    together: list[DeckProblem] = []
    try:
        if as_set:
            # the set is checked as a whole; a "deck N: " problem belongs to the Nth file
            for pr in game.validate_decks(decks, format):
                m = _DECK_PREFIX.match(pr.message)
                k = int(m.group(1)) - 1 if m else -1
                if 0 <= k < n:
                    problems[k].append(pr.model_copy(update={"message": pr.message[m.end():]}))
                else:
                    together.append(pr)
        else:
            for i in range(n):
                if unreadable[i] is None:
                    problems[i] = game.validate_deck(decks[i], format)
    except NotImplementedError:
        raise _die(f"{game.id} cannot validate decks yet (Game.validate_deck)") from None
    except (TcgkitError, ValueError) as exc:  # e.g. an unknown format
        raise _die(str(exc)) from None
    bad = 0
    for i, path in enumerate(files):
        if unreadable[i] is not None:
            bad += 1
            out.print(f"[red]UNREADABLE[/red] {escape(unreadable[i])}")
        elif problems[i]:
            bad += 1
            out.print(f"[red]INVALID[/red] {escape(str(path))}: {len(problems[i])} problem(s)")
            for line in _problems_lines(path, problems[i]):
                out.print(f"    {line}", markup=False)
        else:
            out.print(f"[green]VALID[/green] {escape(str(path))}")
    if together:
        bad += 1
        legend = ", ".join(f"deck {k + 1} = {p}" for k, p in enumerate(files))
        out.print(f"[red]INVALID[/red] together ({escape(legend)}): {len(together)} problem(s)")
        for line in _problems_lines(Path("set"), together):
            out.print(f"    {line}", markup=False)
    if n > 1 and format is not None and not as_set:
        out.print(f"(the decks were not checked as a {format} set: a file could not be read)", markup=False)
    if bad:
        raise typer.Exit(1)


# ------------------------------------------------------------------------------------------------------ bench


@app.command()
def bench(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    games: int = typer.Option(200, "--games", "-n", min=1, help="Games per measurement."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    seed: int = typer.Option(0, min=0, help="Seed of the measured games."),
) -> None:
    """Measure speed on one core: random and greedy games per second, decisions per second, clone() microseconds.

    Games are played on the game's default decks with event logging off (as simulations do). Clone cost is timed on
    a mid-game state (half-way through a random game), with and without an event log.

    Example: **tcgkit bench gundam --games 500**
    """
    from tcgkit.sim.bench import bench_game, bench_table, machine_info

    out = _out()
    game = _load_game(game_id)
    mode_name = _check_mode(game, mode)
    out.print(machine_info(), markup=False)
    try:
        res = bench_game(game, games=games, mode=mode, seed=seed,
                         progress=lambda what: _err().print(f"measuring {what} …", markup=False))
    except NotImplementedError as exc:
        raise _die(f"{game.id} cannot be benchmarked yet: {exc or 'a hook is missing'}") from None
    out.print(bench_table(res, title=f"{game.title} ({mode_name}), {games} games per measurement, one core"))


# ------------------------------------------------------------------------------------------------------ demo


@app.command()
def demo(
    games: Optional[int] = typer.Option(None, "--games", "-n", min=1,
                                        help="Games in each simulation (default: each game's own, 100-200)."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, help="Worker processes for the simulations."),
    seed: int = typer.Option(1, min=0, help="Seed of the narrated games and the simulations."),
    game: Optional[list[str]] = typer.Option(None, "--game", "-g", help="Only this game (repeatable)."),
) -> None:
    """The tour: for every game, a narrated game between agents, then a simulation summary.

    A game that is not available yet is skipped with a message.

    Example: **tcgkit demo --game gwent --games 50**
    """
    from tcgkit.demo import run_demo

    run_demo(_out(), games=games, workers=workers, seed=seed, game_ids=tuple(game) if game else None)


if __name__ == "__main__":  # pragma: no cover
    app()
