"""``tcgkit deck validate``, ``tcgkit deck export`` and ``tcgkit deck compare``."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Optional

import typer
from rich.markup import escape

from tcgkit.cli.app import deck_app
from tcgkit.cli.common import DECK_PREFIX, OPTION_HELP, die, load_game, problem_lines, stderr, stdout
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.sim.executors import MAX_WORKERS
from tcgkit.sim.seating import MAX_SEED

MAX_COMPARE_GAMES = 10_000_000
"""The most games ``deck compare`` plays per deck (it keeps one score per game to pair them)."""


@deck_app.command("validate")
def deck_validate(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    files: list[Path] = typer.Argument(..., help="Decklist files."),
    format: Optional[str] = typer.Option(None, "--format", "-f", help="Deck format (game-specific, e.g. gwent "
                                                                      "advanced or tournament), or a file format "
                                                                      "to read the files in (e.g. gundam "
                                                                      "limitless; `tcgkit deck export --help`)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Check decklists against a game's deck rules; print every problem with its line, rule and numbers.

    Files are read as deck sites and tools save them: the format follows from the suffix and the lines (a
    `--format` that names a file format forces it). Several files with a deck `--format` are checked as one set
    (formats that use several decks together, e.g. gwent tournament: three factions, no hero twice); without one
    each file is checked alone. Warnings (e.g. a card tcgkit cannot play yet, a name that is not the card's) are
    printed but do not make a deck invalid. Exit status: 0 all valid, 1 any deck (or the set) invalid, or a file
    unreadable.

    Example: **tcgkit deck validate gwent a.txt b.txt c.txt --format tournament**
    """
    out = stdout()
    game = load_game(game_id, option)
    file_format = None
    if format is not None and format in {f.name for f in game.deck_file_formats()}:
        file_format, format = format, None
    n = len(files)
    decks: list[Any] = [None] * n
    unreadable: list[str | None] = [None] * n
    for i, path in enumerate(files):
        try:
            decks[i] = game.load_deck(path) if file_format is None else game.load_deck(path, file_format)
        except DeckError as exc:
            unreadable[i] = str(exc)
        except NotImplementedError:
            raise die(f"{game.id} cannot read decklists yet (Game.load_deck)") from None
    as_set = n > 1 and format is not None and not any(unreadable)
    problems: list[list[DeckProblem]] = [[] for _ in files]
    together: list[DeckProblem] = []
    try:
        if as_set:
            # the set is checked as a whole; a "deck N: " problem belongs to the Nth file
            for pr in game.validate_decks(decks, format):
                m = DECK_PREFIX.match(pr.message)
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
        raise die(f"{game.id} cannot validate decks yet (Game.validate_deck)") from None
    except (TcgkitError, ValueError) as exc:  # e.g. an unknown format
        raise die(str(exc)) from None
    bad = 0
    for i, path in enumerate(files):
        if unreadable[i] is not None:
            bad += 1
            out.print(f"[red]UNREADABLE[/red] {escape(unreadable[i])}")
        else:
            errors = [pr for pr in problems[i] if pr.severity != "warning"]
            warnings = [pr for pr in problems[i] if pr.severity == "warning"]
            if errors:
                bad += 1
                out.print(f"[red]INVALID[/red] {escape(str(path))}: {len(errors)} problem(s)")
            else:
                more = f": {len(warnings)} warning(s)" if warnings else ""
                out.print(f"[green]VALID[/green] {escape(str(path))}{more}")
            for line in problem_lines(path, errors):
                out.print(f"    {line}", markup=False)
            for line in problem_lines(path, warnings):
                out.print(f"    warning: {line}", markup=False)
    if together:
        bad += 1
        legend = ", ".join(f"deck {k + 1} = {p}" for k, p in enumerate(files))
        out.print(f"[red]INVALID[/red] together ({escape(legend)}): {len(together)} problem(s)")
        for line in problem_lines(Path("set"), together):
            out.print(f"    {line}", markup=False)
    if n > 1 and format is not None and not as_set:
        out.print(f"(the decks were not checked as a {format} set: a file could not be read)", markup=False)
    if bad:
        raise typer.Exit(1)


@deck_app.command("export")
def deck_export(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    file: Path = typer.Argument(..., help="The decklist to read, in any format the game reads."),
    format: str = typer.Option(..., "--format", "-f", help="The file format to write (listed above)."),
    out: Optional[Path] = typer.Option(None, "--out", help="Write the decklist here (default: standard output)."),
    read_as: Optional[str] = typer.Option(None, "--from", help="Read FILE in this format (default: as its suffix "
                                                               "and lines say)."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Write a decklist in another file format: every format a game reads, it writes.

    The formats, each with one example line (a game's first is its own text format, read from any other suffix; a
    file with the suffix in brackets is read in that format, a .json file as whichever of the game's JSON forms it
    holds):

    - **gundam**: tcgkit `4 GD01-008 Guntank`, egman `4 ST03-007 Zaku I | MS-05`, exburst `4 x GD01-008`,
      deckplanet `2 Guntank [GD01-008]`, limitless `4 Dopp GD01-039`, compact `GD01-008x4`
    - **fe_cipher**: tcgkit `4 B01-003 Marth, Altean Prince`, forum `Marth: B01-003 x4, S01-001 x1`,
      lackey (.dek) `<card><name id="B01-003">Marth, Altean Prince</name></card>`, ciphervit (.fe0d) `49`
      (one CipherVit id a line), decksteria (.json) `{"CardId": 2, "ArtId": 0}`,
      json (.json) `{"main_character": "B01-003", "cards": [["B01-003", 4]]}`
    - **gwent**: tcgkit `3 Blue Stripes Commando`, gwent-classic (.json) `["nr_blue_stripes_1", 1]`,
      gwent-classic-index (.json) `[28, 3]`
    - **soulbound_arkana**: tcgkit `3 SA-W01 Glutfuchs`
    - **power_duell**: tcgkit `3 PD-M01 Funkenwolf`

    Exit status: 0 written, 2 an unreadable file, an unknown format, or a deck the format cannot hold (e.g. cards
    CipherVit does not know).

    Example: **tcgkit deck export gundam limitless.txt --format tcgkit --out my_deck.txt**
    """
    from tcgkit.cli.common import load_deck

    game = load_game(game_id, option)
    deck = load_deck(game, file, read_as)
    try:
        text = game.write_deck(deck, format)
    except TcgkitError as exc:
        raise die(str(exc)) from None
    if out is None:
        sys.stdout.write(text)
        return
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise die(f"cannot write {out}: {exc.strerror or exc}") from None
    stderr().print(f"wrote {out} ({format})", markup=False)


@deck_app.command("compare")
def deck_compare(
    game_id: str = typer.Argument(..., metavar="GAME", help="Game id (`tcgkit games`)."),
    deck_a: Path = typer.Argument(..., metavar="WITH", help="The deck to measure (e.g. with the new card)."),
    deck_b: Path = typer.Argument(..., metavar="WITHOUT", help="The deck to compare it with (e.g. without it)."),
    vs: list[Path] = typer.Option(..., "--vs", help="The opponent's decklist; repeat for each other seat. Where a "
                                  "player brings several decks (GWENT's tournament: three), the first --vs decks "
                                  "complete the measured deck's set and the rest are the opponents'."),
    games: int = typer.Option(1000, "--games", "-n", min=2, max=MAX_COMPARE_GAMES,
                              help="Games for each of the two decks."),
    agents: Optional[str] = typer.Option(None, help="Agent for every seat, or one per seat (the measured deck "
                                                    "first); default: greedy if the game has it."),
    mode: Optional[str] = typer.Option(None, help="Match mode (default: the game's first mode)."),
    seed: int = typer.Option(0, min=0, max=MAX_SEED,
                             help="Run seed: both decks play the same seeds, seats and opponents."),
    workers: int = typer.Option(1, "--workers", "-j", min=1, max=MAX_WORKERS, help="Local worker processes."),
    option: Optional[list[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
) -> None:
    """Compare two decks by simulation against the same opponent: which wins more, by how much, how sure.

    Both decks play the same games (the same seeds, seats and opponent agents), so the luck of the draw is shared and
    cancels out of the difference. The report gives each deck's win rate with its Wilson interval, the difference
    with a 95% confidence interval (paired over the games) and a sign test's p-value. The usual use: a deck with a
    new card (WITH) against the same deck with the card replaced (WITHOUT).

    Example: **tcgkit deck compare soulbound_arkana with.txt without.txt --vs rival.txt -n 2000 -j 2**
    """
    from tcgkit.cli.common import check_mode, load_deck, refuse_invalid_decks, split_names
    from tcgkit.sim.executors import make_executor
    from tcgkit.sim.report import run_with_progress
    from tcgkit.sim.runner import prepare_job
    from tcgkit.sim.stats import paired_comparison, wilson_interval

    out = stdout()
    game = load_game(game_id, option)
    check_mode(game, mode)
    opponents = [load_deck(game, p) for p in vs]
    measured = [load_deck(game, p) for p in (deck_a, deck_b)]
    for path, d in zip((deck_a, deck_b), measured):  # both checked before any game starts
        refuse_invalid_decks(game, [d, *opponents], [str(path), *map(str, vs)], mode)
    scores: list[list[float]] = []
    labels = []
    own = game.decks_per_seat(mode) - 1  # the first --vs decks that complete the measured deck's set (a tournament)
    for path, d in zip((deck_a, deck_b), measured):
        names = [path.stem if path.stem not in labels else f"{path.stem} ({len(labels) + 1})"] + \
                [f"{'with' if i < own else 'opponent'} {p.stem}" for i, p in enumerate(vs)]
        labels.append(names[0])
        try:
            job = prepare_job(game, [d, *opponents], games, seed, split_names(agents), mode, names,
                              fixed_seats=False)
        except TcgkitError as exc:
            raise die(str(exc)) from None
        team = f" ({', '.join(names[1:own + 1])})" if own else ""
        out.print(f"{names[0]}{team}: {games} games against {', '.join(names[own + 1:])} …", markup=False)
        run_scores: list[float | None] = []
        scores.append(run_scores)
        run_with_progress(job, make_executor(workers), out, keep_records=False,
                          on_record=lambda rec, name=names[0]: run_scores.append(_score(rec, name)))
    pairs = [(x, y) for x, y in zip(*scores) if x is not None and y is not None]
    if not pairs:
        raise die("every game raised an error: nothing to compare (see tcgkit simulate --out)", 1)
    a, b = [p[0] for p in pairs], [p[1] for p in pairs]
    cmp = paired_comparison(a, b)
    for label, s in zip(labels, (a, b)):
        wins = sum(1 for x in s if x == 1.0)
        lo, hi = wilson_interval(wins, len(s))
        out.print(f"{label}: score {sum(s) / len(s):.1%} ({wins} wins of {len(s)}; win rate 95% interval "
                  f"{lo:.1%} – {hi:.1%})", markup=False)
    verdict = ("no difference shown" if cmp.low <= 0 <= cmp.high else
               f"{labels[0] if cmp.difference > 0 else labels[1]} is better")
    out.print(f"difference {labels[0]} − {labels[1]}: {cmp.difference:+.1%} (95% interval {cmp.low:+.1%} to "
              f"{cmp.high:+.1%}; {cmp.a_better} games better, {cmp.b_better} worse, sign test p = {cmp.p_value:.3g}) "
              f"over {cmp.pairs} paired games: {verdict}", markup=False)
    skipped = games - cmp.pairs
    if skipped:
        out.print(f"({skipped} game(s) raised an error in either run and were left out)", markup=False)


def _score(rec: dict, deck_name: str) -> float | None:
    if rec.get("error"):
        return None
    if not rec["winners"]:
        return 0.5
    decks = rec.get("seat_decks") or [[name] for name in rec["seats"]]  # a seat's decks (several: a tournament)
    return 1.0 if any(deck_name in decks[s] for s in rec["winner_seats"]) else 0.0
