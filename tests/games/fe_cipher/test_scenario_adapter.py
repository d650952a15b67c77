"""The scenario adapter refuses malformed setups with a message naming the key (a malformed file, not a crash)."""

from __future__ import annotations

import pytest

from tcgkit.core import ScenarioError
from tests.games.fe_cipher.helpers import GAME


@pytest.mark.parametrize("setup, words", [
    ({"players": [{"hand": "B01-003"}, {}]}, "players[0].hand"),
    ({"players": [{"front_line": [{"card": "B01-003", "wings": 2}]}, {}]}, "unknown key(s) wings"),
    ({"players": [{"hand": ["X99-999"]}, {}]}, "unknown card"),
    ({"turn": "three"}, "turn"),
    ({"step": "lunch"}, "step"),
    ({"players": [[], {}]}, "players[0]"),
    ({"colour": "red"}, "unknown setup key"),
])
def test_malformed_setups_are_refused_with_the_key(setup, words):
    with pytest.raises(ScenarioError) as exc:
        GAME.scenarios().build(setup, "file.yaml: setup")
    assert words in str(exc.value)


def test_unknown_expect_keys_are_left_to_the_core():
    m = GAME.scenarios().build({}, "s")
    assert GAME.scenarios().expect(m, "nonsense", 1, "x") is None
    assert GAME.scenarios().card_expect(m, 0, "nonsense", 1, "x") is None
