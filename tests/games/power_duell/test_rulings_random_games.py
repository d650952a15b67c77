"""Random games under Power Duell's alternative rulings (every option off its default, in five groups): they end
without an exception, with every card in one zone, and hide what they should. The kit's checks at depth on the
default rulings are in ``tests/test_deep_conformance.py``."""

from __future__ import annotations

import pytest

from tcgkit.testing import conformance as kit

from .helpers import game

pytestmark = pytest.mark.slow


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
