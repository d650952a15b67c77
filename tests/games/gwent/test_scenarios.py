"""Runs every GWENT scenario file (tests/scenarios/gwent/*.yaml) through the Game's scenario hooks.

``tests/test_scenarios.py`` runs every game's files with the generic runner (``tcgkit.core.scenario``); this module
runs the GWENT ones as part of ``pytest tests/games/gwent`` too, and also through a tiny local loader of its own
(load the envelope of docs/scenarios.md, ``game.scenario_match(setup)``, ``game.scenario_action`` per step — an
``illegal`` step must raise IllegalAction with the reason fragment and leave ``match.fingerprint()`` unchanged —
then ``game.scenario_check(match, expect) == []``), so the hooks are tested independently of the runner.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tcgkit.core.errors import IllegalAction
from tcgkit.games.gwent.game import GwentGame

SCENARIOS = sorted((Path(__file__).parents[2] / "scenarios" / "gwent").glob("*.yaml"))
ENVELOPE = {"name", "source", "game", "options", "setup", "steps", "expect"}


def run_scenario(path: Path) -> list[str]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    unknown = set(doc) - ENVELOPE
    assert not unknown, f"{path.name}: unknown top-level keys {unknown}"
    assert doc["game"] == "gwent"
    game = GwentGame(doc.get("options") or {})
    src = path.name
    match = game.scenario_match(doc["setup"], src)
    for i, step in enumerate(doc.get("steps") or []):
        action = game.scenario_action(match, step["do"], src)
        if "illegal" in step:
            before = match.fingerprint()
            with pytest.raises(IllegalAction) as info:
                match.apply(action)
            assert step["illegal"] in str(info.value), f"{src} step {i}: {info.value}"
            assert match.fingerprint() == before, f"{src} step {i}: an illegal action changed the match"
        else:
            match.apply(action)
    return game.scenario_check(match, doc["expect"], src)


def test_there_are_at_least_thirty_scenarios():
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    assert run_scenario(path) == []


def test_generic_runner_agrees():
    core = pytest.importorskip("tcgkit.core.scenario")
    failed = [(p.name, r.messages) for p in SCENARIOS if not (r := core.run_scenario(p)).passed]
    assert failed == []
