"""Gundam rules version 6 and the replays of versions 4 and 5 (tests/data/gundam/replays/, recorded with the code of
those versions): each is version 6 with the old values of the rulings changed since, so its replays still run
(``GundamGame.older_rules_versions``, read by ``tcgkit.core.replay``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core.errors import ReplayError
from tcgkit.core.replay import Replay
from tcgkit.games.gundam.game import GundamGame

DATA = Path(__file__).parents[2] / "data" / "gundam" / "replays"
TEAM = DATA / "v4_team_battle_white_base.json"
ROYALE = DATA / "v4_battle_royale_deck_out_survivor.json"
VIOLENCE = DATA / "v5_indiscriminate_violence_paid_automatically.json"


def test_version_6_maps_versions_4_and_5_to_their_old_readings():
    assert GundamGame.rules_version == "6"
    assert GundamGame.older_rules_versions == {
        "5": {"choose_payment": False},
        "4": {"team_your": "team", "sudden_death_last_survivor": "wins", "choose_payment": False}}
    defaults = GundamGame().options
    assert (defaults.team_your, defaults.sudden_death_last_survivor, defaults.choose_payment) == ("owner", "draw", True)


def test_a_version_5_replay_pays_its_commands_automatically():
    rep = Replay.load(VIOLENCE)
    assert rep.rules_version == "5" and "choose_payment" not in rep.options
    m = rep.run()
    assert m.game.options.choose_payment is False and m.winners == (0,)


def test_the_same_version_5_game_asks_for_the_payment_under_version_6():
    rep = Replay.load(VIOLENCE).model_copy(update={"rules_version": GundamGame.rules_version})
    with pytest.raises(ReplayError, match="action 21 .* Choose how many EX Resources pay"):
        rep.run()


def test_a_version_4_team_battle_replay_replays_with_the_team_reading_of_your():
    rep = Replay.load(TEAM)
    assert rep.rules_version == "4" and "team_your" not in rep.options
    m = rep.run()  # raises unless every action is legal and the recorded result comes out
    assert m.game.options.team_your == "team" and m.winners == (2, 3)
    resolving = None
    taken_by_a_teammate = 0
    for kind, _, data in m.full_events():
        if kind == "resolve":
            resolving = data
        elif kind == "shield_to_hand" and data["player"] != resolving["player"]:
            taken_by_a_teammate += 1  # version 4: the shared area's top Shield, whoever owned it
    assert taken_by_a_teammate == 1


def test_the_same_team_battle_does_not_replay_under_todays_reading():
    rep = Replay.load(TEAM).model_copy(update={"rules_version": GundamGame.rules_version})
    with pytest.raises(ReplayError, match="action 30 .* is not legal"):
        rep.run()


def test_a_version_4_sudden_death_replay_keeps_its_survivors_win():
    rep = Replay.load(ROYALE)
    assert rep.rules_version == "4" and rep.result == {"winners": [0], "reason": "last_player_standing"}
    assert rep.run().winners == (0,)


def test_a_version_4_replay_that_leaves_an_option_out_gets_version_4s_default():
    rep = Replay.load(ROYALE)
    options = {k: v for k, v in rep.options.items() if k != "sudden_death_last_survivor"}
    assert rep.model_copy(update={"options": options}).run().winners == (0,)
    today = rep.model_copy(update={"options": options, "rules_version": GundamGame.rules_version})
    with pytest.raises(ReplayError, match=r"recorded result .* replayed \{'winners': \[\], 'reason': 'deck_out'\}"):
        today.run()  # version 5: a deck-out wins nobody the game, the survivor included


def test_a_replay_of_a_version_it_does_not_reproduce_is_refused_clearly():
    rep = Replay.load(ROYALE).model_copy(update={"rules_version": "3"})
    with pytest.raises(ReplayError, match="rules version 3; this tcgkit plays rules version 6 and replays 5, 4, so it"):
        rep.run()
