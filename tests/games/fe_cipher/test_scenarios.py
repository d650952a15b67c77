"""The FE Cipher scenario files (tests/scenarios/fe_cipher/*.yaml), with the core runner; and the issue's required
ones present. ``tests/test_scenarios.py`` runs every game's files; this keeps ``pytest tests/games/fe_cipher``
self-contained."""

from __future__ import annotations

import pytest

from tcgkit.core.scenario import run_scenario
from tests.games.fe_cipher.helpers import SCENARIO_DIR

FILES = sorted(SCENARIO_DIR.rglob("*.yaml"))
REQUIRED = [
    "seed_deployment_example_1", "seed_deployment_example_2", "seed_caeda_class_change_4_3",
    "seed_ike_against_byleth", "critical_hit_then_evade", "two_orb_break_with_one_orb_left",
    "forced_march_caused_by_a_skill", "refresh_during_a_support_reveal", "support_fails_on_the_same_name",
    "cost_budget_spread_over_deploy_level_up_and_class_change", "first_player_cannot_attack_on_turn_1",
    "first_player_skips_the_draw_on_turn_1",
]


def test_there_are_at_least_40_scenarios_including_the_required_ones():
    names = {p.stem for p in FILES}
    assert len(FILES) >= 40
    assert set(REQUIRED) <= names


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIO_DIR)) for p in FILES])
def test_scenario(path):
    result = run_scenario(path)
    assert result.passed, "\n".join(result.messages)
