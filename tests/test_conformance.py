"""The conformance kit (tcgkit.testing.conformance) over every registered game and mode: a new game gets these
tests by registering in tcgkit.games. Deeper runs (thousands of games) are in tests/test_deep_conformance.py."""

import pytest

from tcgkit.games import BUILTIN, get_game
from tcgkit.testing import conformance as kit


def _cases():
    for game_id in sorted(BUILTIN):
        game = get_game(game_id)()
        for mode in game.modes():
            yield game_id, mode


CASES = list(_cases())


@pytest.mark.parametrize("game_id, mode", CASES)
@pytest.mark.parametrize("check", sorted(kit.CHECKS))
def test_conformance(game_id, mode, check):
    fn, n = kit.CHECKS[check]
    game = get_game(game_id)()
    failures = fn(game, mode, games=max(2, n // 5), seed=1000)
    assert failures == []
