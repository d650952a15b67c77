"""Scenario files (DESIGN.md "Scenarios"): the shared envelope, card references, zones by name, the shared
expectations and the runner; each game adds only its own keys through a :class:`ScenarioAdapter`."""

from tcgkit.core.scenario.adapter import ScenarioAdapter
from tcgkit.core.scenario.envelope import MAX_SCENARIO_BYTES, Scenario, Step, load_scenario
from tcgkit.core.scenario.expect import check_expectations, mismatch
from tcgkit.core.scenario.formats import CURRENT as CURRENT_FORMAT
from tcgkit.core.scenario.refs import CardRef, find_cards, zone_of
from tcgkit.core.scenario.runner import GameLookup, ScenarioResult, find_scenarios, run_scenario

__all__ = [
    "CURRENT_FORMAT", "CardRef", "GameLookup", "MAX_SCENARIO_BYTES", "Scenario", "ScenarioAdapter", "ScenarioResult",
    "Step", "check_expectations", "find_cards", "find_scenarios", "load_scenario", "mismatch", "run_scenario",
    "zone_of",
]
