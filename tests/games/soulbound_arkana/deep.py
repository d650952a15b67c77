"""The conformance kit over thousands of random games of one Soulbound Ærkana mode (issue 9 item 7), shared by
test_deep_duel.py and test_deep_table.py (two files, so that pytest-xdist runs them side by side)."""

from __future__ import annotations

from tcgkit.testing import conformance as kit
from tests.games.soulbound_arkana.helpers import game

PLAY_GAMES = 2000
"""Random games per mode for termination, exceptions and card conservation (checked every 50 decisions)."""

HEAVY = {"determinism": 20, "kinds": 40, "clones": 20, "transactional": 5}
"""Games per mode for the costlier checks (each replays or probes every decision); ``hidden`` is sized per mode."""


def failures(mode: str, seats: int, check: str, hidden_games: int) -> list[str]:
    g = game()
    decks = g.default_decks(mode)[:seats]
    if check == "play":
        return kit.check_play(g, mode, games=PLAY_GAMES, seed=20_000, decks=decks, every=50)
    fn, _ = kit.CHECKS[check]
    n = hidden_games if check == "hidden" else HEAVY[check]
    return fn(g, mode, games=n, seed=30_000, decks=decks)
