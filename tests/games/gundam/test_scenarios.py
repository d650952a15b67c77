"""The Gundam scenario files (tests/scenarios/gundam/*.yaml), run with the core runner (tcgkit/core/scenario.py).

``tests/test_scenarios.py`` runs every scenario of every game; this file keeps ``pytest tests/games/gundam``
self-contained and checks that the seed's own rules each have a scenario.
"""

from __future__ import annotations

import pytest

from tcgkit.core.scenario import run_scenario

from .helpers import SCENARIO_DIR

FILES = sorted(SCENARIO_DIR.rglob("*.yaml"))
SEED_RULES = [
    "shield_two_damage_destroys_one", "base_absorbs_damage_before_shields", "link_unit_attacks_turn_deployed",
    "unlinked_unit_cannot_attack_turn_deployed", "ex_resource_removed_when_it_pays",
    "player_two_deploys_level_2_on_turn_one", "hand_limit_ten_at_end_of_turn",
]


def test_there_are_at_least_25_scenarios_including_the_seeds_rules():
    assert len(FILES) >= 25
    names = {p.stem for p in FILES}
    assert set(SEED_RULES) <= names


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(SCENARIO_DIR)) for p in FILES])
def test_scenario(path):
    result = run_scenario(path)
    assert result.passed, "\n".join(result.messages)
