"""Every scenario file under tests/scenarios/ (docs/scenarios.md), run by the same runner as `tcgkit scenario run`.

A malformed file or a game that cannot be imported fails its test; only an empty scenario tree is skipped.
"""

from pathlib import Path

import pytest

from tcgkit.core.scenario import find_scenarios, run_scenario

ROOT = Path(__file__).parent / "scenarios"
FILES = find_scenarios([ROOT]) if ROOT.is_dir() else []


@pytest.mark.parametrize(
    "path",
    [pytest.param(p, id=str(p.relative_to(ROOT))) for p in FILES]
    or [pytest.param(None, marks=pytest.mark.skip(reason=f"no scenario files under {ROOT} yet"))],
)
@pytest.mark.usefixtures("skirmish_registered")  # tests/scenarios/skirmish: the core v2 example game
def test_scenario(path):
    result = run_scenario(path)
    assert result.passed, f"{path}: {result.name}\n" + "\n".join(result.messages)
