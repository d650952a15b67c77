"""``tcgkit replay`` and ``tcgkit scenario run``: files written earlier, read back and checked."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import typer
from rich.markup import escape

from tcgkit.cli.app import app, scenario_app
from tcgkit.cli.common import die, stderr, stdout
from tcgkit.core.errors import ReplayError, ScenarioError
from tcgkit.narration import Narrator, print_lines, result_line


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

    out = stdout()
    narrators: list[Narrator] = []

    def narrate_now(m: Any) -> None:  # narrated as it is re-played: the words of each moment (places, face up)
        if not narrators:
            narrators.append(Narrator(m.game, m, as_ if as_ is not None and 0 <= as_ < m.n_players else None))
        narrators[0].catch_up()

    try:
        rep = Replay.load(file)
        match = rep.run(until=until, each=narrate_now)
    except ReplayError as exc:
        msg = str(exc)
        raise die(msg if msg.startswith(str(file)) else f"{file}: {msg}") from None
    except ImportError as exc:
        raise die(f"{file}: the game {rep.game!r} cannot be loaded ({exc})") from None
    except Exception as exc:  # the rules raise while re-playing: a rules bug, and this file reproduces it
        import traceback

        stderr().print(traceback.format_exc(), markup=False)
        raise die(f"{file}: the game raised {type(exc).__name__} while re-playing: {exc}", 1) from None
    game = match.game
    if as_ is not None and not 0 <= as_ < match.n_players:
        raise die(f"--as must be a seat between 0 and {match.n_players - 1}")
    who = "everything" if as_ is None else f"what seat {as_} sees"
    applied = len(rep.actions) if until is None else min(until, len(rep.actions))
    out.print(f"{game.title} replay: seed {rep.seed}, rules version {rep.rules_version}, "
              f"{applied} of {len(rep.actions)} actions; showing {who}", markup=False)
    print_lines(out, game, narrators[0].lines)
    out.print()
    if until is not None and until < len(rep.actions):
        out.print(f"(stopped after {until} of {len(rep.actions)} actions)")
    else:
        out.print(f"Result: {result_line(match)}", markup=False)


@scenario_app.command("run")
def scenario_run(
    files: list[Path] = typer.Argument(..., help="Scenario files, or directories searched for *.yaml."),
) -> None:
    """Run scenario files and print PASS or FAIL per file, with what did not hold.

    Exit status: 0 all pass, 1 any fails, 2 any file is malformed (bad YAML, unknown key, unknown card …).

    Example: **tcgkit scenario run tests/scenarios/gundam/**
    """
    from tcgkit.core.scenario import find_scenarios, run_scenario

    out = stdout()
    paths = find_scenarios(files)
    if not paths:
        raise die(f"no scenario files (*.yaml) in {', '.join(map(str, files))}")
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
