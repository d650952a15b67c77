"""``tcgkit cards`` (what is in a game's card pool, and what is playable) and ``tcgkit card check`` (user-made
cards)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import typer
from rich.markup import escape
from rich.table import Table

from tcgkit.cli.app import app, card_app
from tcgkit.cli.common import OPTION_HELP, die, load_game, problem_lines, stdout


def _playable(d: Any) -> bool:
    return bool(getattr(d, "playable", True))


def _not_yet(d: Any) -> str:
    """"not yet", with what the card waits for when the game says (e.g. Gundam's ``waits_for``)."""
    waits = getattr(d, "waits_for", ())
    return "not yet: needs " + ", ".join(waits) if waits else "not yet"


@app.command()
def cards(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    card_id: Optional[str] = typer.Argument(None, metavar="[ID]", help="One card: its facts and its description."),
    set_: Optional[str] = typer.Option(None, "--set", help="Only cards of this set (e.g. GD01, ST03, B01)."),
    unplayable: bool = typer.Option(False, "--unplayable", help="Only the cards tcgkit cannot play yet."),
    search: Optional[str] = typer.Option(None, "--search", "-s", help="Only cards whose name contains this."),
) -> None:
    """List a game's card pool with what is playable, or show one card rendered from its declaration.

    A card whose effects are not declared yet is listed as "not yet": deck validation knows it, play refuses it.

    Example: **tcgkit cards gundam --set GD01 --unplayable**, **tcgkit cards gundam GD01-018**
    """
    out = stdout()
    game = load_game(game_id)
    pool = game.pool or {}
    if not pool:
        raise die(f"{game.id} has no card pool to list")
    if card_id is not None:
        d = pool.get(card_id) or next((c for c in pool.values() if getattr(c, "name", "").casefold()
                                       == card_id.casefold()), None)
        if d is None:
            raise die(f"no card {card_id!r:.60} in the {game.title} pool (try tcgkit cards {game.id} --search NAME)", 1)
        state = "playable" if _playable(d) else "not yet playable"
        out.print(f"[bold]{escape(getattr(d, 'id', card_id))}[/bold] — {state}")
        out.print(game.presentation.describe_card(d), markup=False)
        return
    rows = []
    for d in pool.values():
        card_set = str(getattr(d, "set", "") or "")
        if set_ and card_set.casefold() != set_.casefold() and not str(d.id).upper().startswith(set_.upper()):
            continue
        if unplayable and _playable(d):
            continue
        if search and search.casefold() not in str(getattr(d, "name", "")).casefold():
            continue
        rows.append(d)
    table = Table("id", "name", "set", "playable", box=None, padding=(0, 2))
    for d in rows:
        table.add_row(escape(str(d.id)), escape(str(getattr(d, "name", ""))), escape(str(getattr(d, "set", "") or "")),
                      "yes" if _playable(d) else _not_yet(d))
    out.print(table)
    n_play = sum(1 for d in rows if _playable(d))
    out.print(f"{len(rows)} card(s), {n_play} playable, {len(rows) - n_play} not yet", markup=False)


@card_app.command("check")
def card_check(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    files: list[Path] = typer.Argument(..., help="Card files in the game's card format (docs/games/GAME.md)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Check user-made cards: every problem against the game's rules (errors) and its published design limits
    (warnings), with file, line and reason.

    Exit status: 0 no errors (warnings allowed), 1 any card breaks a rule, 2 a file cannot be read.

    Example: **tcgkit card check power_duell my_cards.yaml**
    """
    from tcgkit.core.errors import DeckError, TcgkitError

    out = stdout()
    game = load_game(game_id, option)
    bad = unreadable = 0
    for path in files:
        try:
            problems = game.check_cards(path)
        except NotImplementedError as exc:
            raise die(str(exc) or f"{game.id} has no card authoring") from None
        except (DeckError, TcgkitError) as exc:
            unreadable += 1
            out.print(f"[red]UNREADABLE[/red] {escape(str(exc))}")
            continue
        errors = [p for p in problems if p.severity != "warning"]
        warnings = [p for p in problems if p.severity == "warning"]
        if errors:
            bad += 1
            out.print(f"[red]INVALID[/red] {escape(str(path))}: {len(errors)} error(s), {len(warnings)} warning(s)")
        else:
            out.print(f"[green]VALID[/green] {escape(str(path))}"
                      + (f": {len(warnings)} warning(s)" if warnings else ""))
        for pr, line in zip(errors + warnings, problem_lines(path, errors + warnings)):
            out.print(f"    {'error' if pr.severity != 'warning' else 'warning'}: {line}", markup=False)
    if unreadable:
        raise typer.Exit(2)
    if bad:
        raise typer.Exit(1)
