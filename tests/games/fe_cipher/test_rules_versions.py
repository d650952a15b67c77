"""FE Cipher rules version 3 and the replays of version 2 (tests/data/fe_cipher/replays/, recorded with the version 2
code): version 2 is version 3 with ruling Q5's old reading (an AUTO's ``if:`` read at resolution only), version 1
also with ruling Q1's, so their replays still run (``FECipherGame.older_rules_versions``, read by
``tcgkit.core.replay``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core.errors import ReplayError
from tcgkit.core.replay import Replay
from tcgkit.games.fe_cipher.game import FECipherGame

DATA = Path(__file__).parents[2] / "data" / "fe_cipher" / "replays"
LUCINA = DATA / "v2_lucina_start_of_turn_in_the_opponents_turn.json"


def test_version_3_maps_versions_1_and_2_to_their_old_readings():
    assert FECipherGame.rules_version == "3"
    assert FECipherGame.older_rules_versions == {
        "1": {"color_bonds_face_up_only": False, "auto_condition_checked": "resolution"},
        "2": {"auto_condition_checked": "resolution"},
    }
    assert FECipherGame().options.auto_condition_checked == "both"


def test_a_version_2_replay_replays_with_conditions_read_at_resolution():
    rep = Replay.load(LUCINA)
    assert rep.rules_version == "2" and "auto_condition_checked" not in rep.options
    m = rep.run()  # raises unless every action is legal and the recorded result comes out
    assert m.game.options.auto_condition_checked == "resolution" and m.winners == (1,)


def test_the_same_game_does_not_replay_under_version_3s_reading():
    rep = Replay.load(LUCINA).model_copy(update={"rules_version": FECipherGame.rules_version})
    with pytest.raises(ReplayError, match=r"action 53 \['trigger', 24, 0\] is not legal"):
        rep.run()
