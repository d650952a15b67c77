"""Conformance over 2,000 random games: the four-player free-for-all and 2 vs 2 (see deep.py)."""

import pytest

from tests.games.soulbound_arkana.deep import failures


@pytest.mark.slow
@pytest.mark.parametrize("check", ["play", "hidden", "determinism", "kinds", "clones", "transactional"])
@pytest.mark.parametrize("mode, seats, hidden_games", [("ffa", 4, 3), ("2v2", 4, 3)])
def test_conformance_deep(mode, seats, hidden_games, check):
    assert failures(mode, seats, check, hidden_games) == []
