"""The shared scenario tooling (tcgkit.core.scenario): refs, zones by name, events, refusals, diffs."""

import pytest

from tcgkit.core import ScenarioError
from tcgkit.core.scenario import CardRef, run_scenario

BASE = """name: test
game: skirmish
setup:
  players:
    - {{hand: [S-2], deck: [S-3]}}
    - {{field: [S-1, S-3], deck: [S-3]}}
steps:
  - do: {{play: S-2}}
  - do: {{target: S-1@1}}
expect:
{expect}
"""


def run(tmp_path, expect, setup_extra=""):
    p = tmp_path / "s.yaml"
    p.write_text(BASE.format(expect=expect))
    return run_scenario(p)


@pytest.mark.usefixtures("skirmish_registered")
def test_an_event_that_did_not_happen_in_that_order_fails_with_the_events_seen(tmp_path):
    res = run(tmp_path, "  events:\n    - {kind: destroyed, card: S-1}\n    - {kind: play, card: S-2}")
    assert not res.passed
    assert "did not happen in that order" in res.messages[0] and "play" in res.messages[0]


@pytest.mark.usefixtures("skirmish_registered")
def test_no_events_and_counts_report_how_often(tmp_path):
    res = run(tmp_path, "  no_events: [{kind: destroyed}]\n  event_counts: [{kind: damage, count: 2}]")
    assert res.messages == ["no_events: {'kind': 'destroyed'} happened 1 time(s)",
                            "event_counts[0] {'kind': 'damage'}: expected 2, got 1"]


@pytest.mark.usefixtures("skirmish_registered")
def test_zones_by_name_compare_as_multisets_and_counts(tmp_path):
    res = run(tmp_path, "  zones: {discard@1: [S-1], hand@0: 1}")
    assert res.messages == ["zones.hand@0: expected 1, got 0"]


@pytest.mark.usefixtures("skirmish_registered")
def test_an_unknown_zone_or_expect_key_is_malformed(tmp_path):
    with pytest.raises(ScenarioError, match="no zone 'grave@1'"):
        run(tmp_path, "  zones: {grave@1: 0}")
    with pytest.raises(ScenarioError, match="unknown expect key 'lives'.*life"):
        run(tmp_path, "  lives: [1]")


@pytest.mark.usefixtures("skirmish_registered")
def test_a_setup_the_rules_refuse_is_checked_with_refused(tmp_path, monkeypatch):
    from tcgkit.core import TcgkitError
    from tests.core.skirmish import SkirmishScenarios

    def refuse(self, setup, source):
        raise TcgkitError("teammates may not share a faction")

    monkeypatch.setattr(SkirmishScenarios, "build", refuse)
    p = tmp_path / "r.yaml"
    p.write_text("name: r\ngame: skirmish\nsetup: {}\nrefused: share a faction\n")
    assert run_scenario(p).passed
    p.write_text("name: r\ngame: skirmish\nsetup: {}\nrefused: other reason\n")
    res = run_scenario(p)
    assert not res.passed and "does not contain 'other reason'" in res.messages[0]
    p.write_text("name: r\ngame: skirmish\nsetup: {}\nexpect: {}\n")
    assert "setup was refused" in run_scenario(p).messages[0]


def test_card_references_read_owner_and_index_and_refuse_nonsense():
    assert CardRef.parse("GD01-018@1#2", "w") == CardRef("GD01-018", 1, 2)
    assert CardRef.parse("S-1", "w") == CardRef("S-1")
    for bad in ("S-1@x", "S-1#0", "@1"):
        with pytest.raises(ScenarioError):
            CardRef.parse(bad, "w")


def test_a_file_without_expect_or_refused_is_malformed(tmp_path):
    p = tmp_path / "s.yaml"
    p.write_text("name: n\ngame: skirmish\nsetup: {}\n")
    with pytest.raises(ScenarioError, match="missing required key 'expect'"):
        run_scenario(p)
