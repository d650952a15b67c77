"""Conformance over 2,000 random games: 1 vs 1 and the three-player free-for-all (see deep.py)."""

import pytest

from tests.games.soulbound_arkana.deep import failures


@pytest.mark.slow
@pytest.mark.parametrize("check", ["play", "hidden", "determinism", "kinds", "clones", "transactional"])
@pytest.mark.parametrize("mode, seats, hidden_games", [("standard", 2, 12), ("ffa", 3, 3)])
def test_conformance_deep(mode, seats, hidden_games, check):
    assert failures(mode, seats, check, hidden_games) == []
