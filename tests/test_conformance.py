"""The conformance kit (tcgkit.testing.conformance) over every registered game and mode: a new game gets these
tests by registering in tcgkit.games. Deeper runs (thousands of games) are in each game's property tests."""

import pytest

from tcgkit.games import BUILTIN, get_game
from tcgkit.testing import conformance as kit

#: games whose port to core v2 is not finished: their declared kinds are checked once they are ported (issue 6)
NOT_YET_PORTED = {"gwent"}


def _cases():
    for game_id in sorted(BUILTIN):
        game = get_game(game_id)()
        for mode in game.modes():
            yield game_id, mode


CASES = list(_cases())


@pytest.mark.parametrize("game_id, mode", CASES)
@pytest.mark.parametrize("check", sorted(kit.CHECKS))
def test_conformance(game_id, mode, check):
    if check == "kinds" and game_id in NOT_YET_PORTED:
        pytest.xfail("event and decision kinds are declared in the core v2 port")
    fn, n = kit.CHECKS[check]
    game = get_game(game_id)()
    failures = fn(game, mode, games=max(2, n // 5), seed=1000)
    assert failures == []
