"""The conformance kit at depth (tcgkit/testing/conformance.py): 2,000 random games end without an exception,
with every card in one zone; hidden identities, determinism, replays, transactional apply and clones over more
games; and random games under the alternative rulings."""

from __future__ import annotations

import pytest

from tcgkit.testing import conformance as kit

from .helpers import GAME, game

pytestmark = pytest.mark.slow


def test_two_thousand_random_games_end_and_conserve_cards():
    assert kit.check_play(GAME, None, games=2000, seed=5000, every=25) == []


@pytest.mark.parametrize("check, games", [("hidden", 20), ("determinism", 30), ("transactional", 30),
                                          ("clones", 50), ("kinds", 100)])
def test_contracts_over_more_games(check, games):
    assert kit.CHECKS[check][0](GAME, None, games=games, seed=7000) == []


@pytest.mark.parametrize("options", [
    {"deck_out": "either_empty", "turn_limit": 0},
    {"shield_coverage": "any_shield", "self_attacks": False, "face_down_may_attack": False},
    {"energy_income": "add", "sacrifice_from_field": True, "monsters_per_turn": 1, "energy_field_limit": 2},
    {"failed_attack_target": "face_down", "dp_damage": "end_of_turn", "owner_flip": "never",
     "hand_effects_on_opponent_turn": False},
    {"expiry_ticks": "every_clear_phase", "summoning_leaves_with_monster": False, "reviving_summon_cost": "free",
     "gravitation_returns": "graveyard", "early_destruction": False, "equipment_targets": "any",
     "rank_layers": "clamp_total", "wirkung_planets": "primary_or_secondary"},
])
def test_random_games_under_other_rulings(options):
    g = game(**options)
    assert kit.check_play(g, None, games=100, seed=9000, every=10) == []
    assert kit.check_hidden(g, None, games=3, seed=9000) == []
