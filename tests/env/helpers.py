"""Shared by the environment tests: every game and mode, and decks to play them with."""

from __future__ import annotations

from pathlib import Path

from tcgkit.env.specs import SPECS
from tcgkit.games import REGISTRY, get_game

GAME_IDS = tuple(sorted(g for g in SPECS if g in REGISTRY))  # every registered game with an environment spec
MODES = [(g, mode) for g in GAME_IDS for mode in get_game(g)().modes()]
GAMES_DIR = Path(__file__).resolve().parents[2] / "tcgkit" / "games"


def deck_sets(game, mode: str) -> list[list]:
    """The game's default decks of ``mode``, and for two-seat modes of one deck kind also every pairing of a
    shipped decklist with the next one (so the tests meet every shipped deck)."""
    sets = [list(game.default_decks(mode))]
    if len(sets[0]) == 2 and mode in ("standard",):
        files = sorted((GAMES_DIR / game.id / "decks").glob("*.txt"))
        decks = [game.load_deck(f) for f in files]
        sets += [[decks[i], decks[(i + 1) % len(decks)]] for i in range(len(decks))]
    return sets
