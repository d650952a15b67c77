"""The conformance kit at depth: every check over thousands of random games, with progress.

``make test`` runs the kit with a few games per check (``tests/test_conformance.py``); this is the long pass a new
game or a rules change gets before it lands::

    .venv/bin/python -m tcgkit.testing.deep soulbound_arkana --games 2000
    .venv/bin/python -m tcgkit.testing.deep gwent --mode solo --check hidden --games 500
    .venv/bin/python -m tcgkit.testing.deep gundam --mode standard --deck mine.txt --deck theirs.txt --games 500

Games are played in blocks of 100 (block ``k`` uses match seeds ``seed + 100k`` …), so a failure names the seed that
reproduces it with ``tcgkit.testing.conformance.check_<name>(game, mode, games=1, seed=SEED)``. ``--deck`` (once per
seat) plays your decklists instead of the game's default decks; they are validated first. The exit status is 0 when
every check holds, 1 when one fails, 2 for an unknown game, mode or check, or a deck that cannot be read, breaks a
rule or does not fit the mode. On two cores, run two modes as two processes.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING

from tcgkit.testing.conformance import CHECKS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game

BLOCK = 100


def run(game: "Game", modes: list[str] | None, checks: list[str], games: int, seed: int, players: int | None,
        out=None, decks: list | None = None) -> int:
    """Run ``checks`` over ``games`` games for each mode, on ``decks`` (one per seat; default: the game's default
    decks of the mode); returns the number of failures (each printed to ``out``, default standard output; progress
    goes to standard error)."""
    out = out or sys.stdout
    game_id = game.id
    failures = 0
    chosen = decks
    for mode in modes or list(game.modes()) or [None]:
        decks = list(chosen) if chosen is not None else game.default_decks(mode)
        if players is not None:
            decks = decks[:players]
        for name in checks:
            check = CHECKS[name][0]
            t0, found, done = time.perf_counter(), [], 0
            for start in range(seed, seed + games, BLOCK):
                n = min(BLOCK, seed + games - start)
                found += check(game, mode, games=n, seed=start, decks=decks)
                done += n
                print(f"  {game_id}/{mode} {name}: {done}/{games} games, {len(found)} failures, "
                      f"{time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
                if found:  # the rest would only repeat it; fix this one first
                    break
            status = "ok" if not found else f"{len(found)} FAILURES (stopped after this block)"
            print(f"{game_id}/{mode} ({len(decks)} players) {name}: {done} games from seed {seed}, "
                  f"{time.perf_counter() - t0:.0f} s, {status}", file=out, flush=True)
            for line in found[:5]:
                print(f"    {line}", file=out)
            failures += len(found)
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tcgkit.testing.deep", description=__doc__.splitlines()[0])
    parser.add_argument("game", help="a registered game id (see `tcgkit games`)")
    parser.add_argument("--mode", action="append", help="a mode of the game (repeatable; default: every mode)")
    parser.add_argument("--check", action="append", choices=sorted(CHECKS),
                        help="one check (repeatable; default: every check)")
    parser.add_argument("--games", type=int, default=2000, help="games per check and mode (default 2000)")
    parser.add_argument("--seed", type=int, default=0, help="first match seed (default 0)")
    parser.add_argument("--players", type=int, help="seat only the first N default decks (e.g. 3 for a 3-player FFA)")
    parser.add_argument("--deck", action="append", metavar="PATH",
                        help="a decklist; repeat once per seat (default: the game's default decks)")
    args = parser.parse_args(argv)
    from tcgkit.games import REGISTRY, get_game

    if args.game not in REGISTRY:
        print(f"error: unknown game {args.game!r}; known: {', '.join(sorted(REGISTRY))}", file=sys.stderr)
        return 2
    game = get_game(args.game)()
    known = list(game.modes())
    bad = [m for m in args.mode or [] if m not in known]
    if bad:
        print(f"error: {args.game} has no mode {bad[0]!r}; modes: {', '.join(map(str, known))}", file=sys.stderr)
        return 2
    if args.games < 1:
        print("error: --games must be at least 1", file=sys.stderr)
        return 2
    decks = None
    if args.deck:
        decks = _load_decks(game, args.deck, args.mode or list(game.modes()) or [None])
        if decks is None:
            return 2
    checks = args.check or list(CHECKS)
    return 1 if run(game, args.mode, checks, args.games, args.seed, args.players, decks=decks) else 0


def _load_decks(game: "Game", paths: list[str], modes: list) -> list | None:
    """The decklists, read and validated for every mode (``Game.validate_match_decks``, then one match set up), or
    ``None`` after printing what is wrong ("deck N" is the N-th ``--deck``, with its line)."""
    from tcgkit.core.errors import TcgkitError
    from tcgkit.testing.conformance import new_match

    try:
        decks = [game.load_deck(p) for p in paths]
    except (TcgkitError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None
    for mode in modes:
        try:
            errors = [pr for pr in game.validate_match_decks(decks, mode) if pr.severity == "error"]
            for pr in errors:
                line = f" (line {pr.line})" if pr.line is not None else ""
                print(f"error: {pr.message}{line} [{pr.rule}]", file=sys.stderr)
            if not errors:
                new_match(game, mode, 0, decks, log_events=False)
        except (TcgkitError, ValueError) as exc:
            print(f"error: these decks cannot play {game.id}/{mode}: {exc}", file=sys.stderr)
            return None
        if errors:
            return None
    return decks


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
