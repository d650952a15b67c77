"""What every command shares: consoles, exit with a message, options, loading games and decks."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem, Game
from tcgkit.core.safeyaml import YamlProblem, load_yaml
from tcgkit.sim.runner import resolve_mode

OPTION_HELP = "A rule option as NAME=VALUE (repeatable); `tcgkit games` lists each game's options."
OPTION_DEPTH = 3
"""How deeply an option value may nest (the deepest option is a list of names)."""

DECK_PREFIX = re.compile(r"^deck (\d+): ")


# ------------------------------------------------------------------------------------------------------ helpers


def stdout() -> Console:
    # soft_wrap: long lines are left to the terminal, not cut at 80 columns when piped
    return Console(highlight=False, soft_wrap=True)


def stderr() -> Console:
    return Console(stderr=True, highlight=False, soft_wrap=True)


def die(message: str, code: int = 2) -> typer.Exit:
    """Print ``message`` to stderr and return the Exit to raise."""
    stderr().print(f"error: {message}", markup=False, style="red")
    return typer.Exit(code)


def parse_options(pairs: list[str] | None) -> dict[str, Any]:
    """``["name=value", ...]`` -> dict; values are read as YAML (``3``, ``true``, ``text``, ``[15, 30]``), safely: no
    aliases, nested at most :data:`OPTION_DEPTH` deep; a value that is no YAML exits 2 with one line."""
    out: dict[str, Any] = {}
    for pair in pairs or []:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise die(f"--option {pair[:80]!r}: expected NAME=VALUE")
        try:
            out[name.strip()] = load_yaml(value, OPTION_DEPTH)[0] if value.strip() else ""
        except YamlProblem as exc:
            raise die(f"--option {name.strip()[:40]}: the value cannot be read ({exc}); quote text, e.g. "
                      f"-o '{name.strip()[:40]}=\"...\"'") from None
    return out


def load_game(game_id: str, options: list[str] | None = None) -> Game:
    """The game with its options, or exit 2 with a message (unknown game, game not importable, bad option)."""
    from tcgkit.games import get_game

    try:
        game_cls = get_game(game_id)
    except KeyError as exc:
        raise die(exc.args[0]) from None
    except Exception as exc:  # ImportError, or a game package that fails while importing
        raise die(f"the game {game_id!r} cannot be loaded yet ({type(exc).__name__}: {exc})") from None
    try:
        return game_cls(parse_options(options))
    except TcgkitError as exc:
        raise die(str(exc)) from None


def load_deck(game: Game, path: Path, file_format: str | None = None) -> Any:
    """The deck in ``path`` (in ``file_format`` if given, else as its suffix and lines say), or exit 2 naming the
    file and line."""
    try:
        return game.load_deck(path) if file_format is None else game.load_deck(path, file_format)
    except DeckError as exc:
        raise die(str(exc)) from None
    except NotImplementedError:
        raise die(f"{game.id} cannot read decklists yet (Game.load_deck)") from None


def check_mode(game: Game, mode: str | None) -> str:
    """``mode`` or the game's default mode, or exit 2 listing the game's modes."""
    try:
        return resolve_mode(game, mode)
    except TcgkitError as exc:
        raise die(str(exc)) from None


def split_names(text: str | None) -> list[str]:
    return [x.strip() for x in text.split(",") if x.strip()] if text else []


def problem_lines(path: Path, problems: list[DeckProblem]) -> list[str]:
    """``file:line: message (rule) [source]`` per problem (the file:line form editors jump to)."""
    lines = []
    for pr in problems:
        where = f"{path}:{pr.line}" if pr.line is not None else str(path)
        src = f" [{pr.source}]" if pr.source else ""
        lines.append(f"{where}: {pr.message} ({pr.rule}){src}")
    return lines




def refuse_invalid_decks(game: Game, decks: list[Any], paths: list[str], mode: str | None) -> None:
    """Check the decks of a match before any game starts: print every deck problem (``file:line: …``) and every
    card tcgkit cannot play yet, and exit 1 if there is either; warnings are printed and play goes on.

    Raises:
        typer.Exit: status 1 when a deck (or the set) breaks a rule of ``mode`` or holds cards that are not yet
            playable; status 2 for an unknown mode or format.
    """
    try:
        problems = game.validate_match_decks(decks, mode)
    except NotImplementedError:
        problems = []
    except (TcgkitError, ValueError) as exc:
        raise die(str(exc)) from None
    errors = 0
    err = stderr()
    for pr in problems:
        m = DECK_PREFIX.match(pr.message)
        k = int(m.group(1)) - 1 if m else -1
        where = paths[k] if 0 <= k < len(paths) else "the decks together"
        message = pr.message[m.end():] if m else pr.message
        line = problem_lines(Path(where), [pr.model_copy(update={"message": message})])[0]
        if pr.severity == "warning":
            err.print(f"warning: {line}", markup=False, style="yellow")
        else:
            errors += 1
            err.print(f"invalid: {line}", markup=False, style="red")
    unplayable = 0
    for path, deck in zip(paths, decks):
        missing = game.not_yet_playable(deck)
        if missing:
            unplayable += 1
            err.print(f"not yet playable: {path}: {', '.join(missing)}", markup=False, style="red")
    if errors:
        raise die(f"{errors} deck problem(s): these decks cannot play a {game.id} {mode or 'match'} (fix the lines "
                  f"above; `tcgkit deck validate` checks a deck alone)", 1)
    if unplayable:
        raise die(f"{unplayable} deck(s) hold cards whose effects tcgkit does not implement yet (named above); no "
                  f"game was started (`tcgkit cards {game.id} --unplayable` lists them)", 1)
