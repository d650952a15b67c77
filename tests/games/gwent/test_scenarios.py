"""Runs every GWENT scenario file (tests/scenarios/gwent/*.yaml) through the Game's scenario hooks.

``tests/test_scenarios.py`` runs every game's files with the generic runner (``tcgkit.core.scenario``); this module
runs the GWENT ones as part of ``pytest tests/games/gwent`` too, and also through a tiny local loader of its own
(load the envelope of docs/scenarios.md, ``game.scenarios().build(setup)`` or ``start`` from ``decks``,
``adapter.action`` per step — an ``illegal`` step must raise IllegalAction with the reason fragment and leave
``match.fingerprint()`` unchanged — then ``check_expectations(match, expect) == []``), so the adapter is tested
independently of the runner.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tcgkit.core.errors import IllegalAction, TcgkitError
from tcgkit.core.scenario import check_expectations
from tcgkit.games.gwent.game import GwentGame

SCENARIOS = sorted((Path(__file__).parents[2] / "scenarios" / "gwent").glob("*.yaml"))
ENVELOPE = {"format", "name", "source", "game", "options", "setup", "decks", "seed", "settings", "deck_problems",
            "deck_format", "refused", "steps", "expect"}


def run_scenario(path: Path) -> list[str]:
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    unknown = set(doc) - ENVELOPE
    assert not unknown, f"{path.name}: unknown top-level keys {unknown}"
    assert doc["game"] == "gwent"
    game = GwentGame(doc.get("options") or {})
    src = path.name
    adapter = game.scenarios()
    if "refused" in doc:
        with pytest.raises(TcgkitError) as info:
            adapter.build(doc["setup"], src)
        assert doc["refused"] in str(info.value)
        return []
    if "decks" in doc:  # format 3: start from decklists, or check them
        decks = game.default_decks((doc.get("settings") or {}).get("mode")) if doc["decks"] == "default" else \
            [adapter.deck(text, f"{src}: decks[{i}]") for i, text in enumerate(doc["decks"])]
        if "deck_problems" in doc:
            found = [sorted(pr.rule for pr in game.validate_deck(d, doc.get("deck_format"))) for d in decks]
            want = [sorted(rules) for rules in doc["deck_problems"]]
            return [] if found == want else [f"deck problems: expected {want}, got {found}"]
        match = adapter.start(decks, doc.get("seed", 0), doc.get("settings", {}), src)
    else:
        match = adapter.build(doc["setup"], src)
    start = len(match.log)
    for i, step in enumerate(doc.get("steps") or []):
        action = adapter.action(match, step["do"], src)
        if "illegal" in step:
            before = match.fingerprint()
            with pytest.raises(IllegalAction) as info:
                match.apply(action)
            assert step["illegal"] in str(info.value), f"{src} step {i}: {info.value}"
            assert match.fingerprint() == before, f"{src} step {i}: an illegal action changed the match"
        else:
            match.apply(action)
    return check_expectations(match, doc["expect"], adapter, src, start)


def test_there_are_at_least_thirty_scenarios():
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path):
    assert run_scenario(path) == []


def test_generic_runner_agrees():
    core = pytest.importorskip("tcgkit.core.scenario")
    failed = [(p.name, r.messages) for p in SCENARIOS if not (r := core.run_scenario(p)).passed]
    assert failed == []
