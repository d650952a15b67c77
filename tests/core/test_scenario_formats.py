"""Scenario format versions (docs/scenarios.md "Format versions"): what each older format gets, and the format-3
keys' rules (tcgkit.core.scenario.formats, envelope, runner)."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from tcgkit.cli import app
from tcgkit.core import ScenarioError
from tcgkit.core.scenario import run_scenario
from tcgkit.core.scenario.formats import CURRENT

GWENT_POSITION = """game: gwent
setup:
  players:
    - {leader: Foltest - The Siegemaster, hand: [Ves]}
    - {leader: Foltest - The Siegemaster, hand: [Ves]}
steps:
  - do: {play: Ves}
"""


def write(tmp_path, text: str, name: str = "s.yaml"):
    p = tmp_path / name
    p.write_text(f"name: test\n{text}", encoding="utf-8")
    return p


def malformed(tmp_path, text: str) -> str:
    with pytest.raises(ScenarioError) as info:
        run_scenario(write(tmp_path, text))
    return str(info.value)


# ------------------------------------------------------------------------------------------------ format 1


def test_format_1_decider_gets_one_line_naming_what_replaced_it(tmp_path):
    msg = malformed(tmp_path, GWENT_POSITION + "expect:\n  decider: 1\n")
    assert msg == (f"{tmp_path / 's.yaml'}:10: format 1 used 'decider: 1'; format 2 writes 'decision: {{player: 1}}'")


def test_format_1_decision_as_a_kind_and_bare_event_names_get_a_line_each(tmp_path):
    msg = malformed(tmp_path, GWENT_POSITION + "expect:\n  decision: turn\n  events: [play]\n  no_events: [pass]\n")
    lines = msg.splitlines()
    assert len(lines) == 3
    assert lines[0].endswith(":10: format 1 wrote 'decision: turn'; format 2 writes 'decision: {kind: turn}' "
                             "(with 'player:' for whose decision)")
    assert "format 1 listed bare event kinds in 'events' (play); format 2 writes patterns '{kind: play}'" in lines[1]
    assert "'no_events' (pass)" in lines[2]


def test_a_format_1_file_is_refused_even_when_it_says_format_3(tmp_path):
    msg = malformed(tmp_path, "format: 3\n" + GWENT_POSITION + "expect:\n  decider: 1\n")
    assert "format 1 used 'decider: 1'" in msg


def test_a_format_1_file_without_those_constructs_reads_as_before(tmp_path):
    res = run_scenario(write(tmp_path, "format: 1\n" + GWENT_POSITION + "expect:\n  decision: {player: 1}\n"))
    assert res.passed, res.messages


# ------------------------------------------------------------------------------------------------ format 2


def test_a_file_without_format_is_format_2_and_keeps_working(tmp_path):
    res = run_scenario(write(tmp_path, GWENT_POSITION + "expect:\n  decision: {player: 1, kind: turn}\n"))
    assert res.passed, res.messages


def test_format_2_user_cards_in_the_setup_are_read_as_the_top_level_cards(tmp_path):
    text = """game: power_duell
setup:
  cards: [{id: T-A, name: Monster A, type: monster, planet: Sun, ap: 50, dp: 150, lp: 3000, attack_cost: 1, ao: 1}]
  players:
    - {D1: T-A}
    - {}
expect:
  cards: {T-A: {ap: 50}}
"""
    res = run_scenario(write(tmp_path, text))
    assert res.passed, res.messages
    msg = malformed(tmp_path, "format: 3\n" + text)
    assert ":5: format 2 wrote user cards in 'setup.cards'; format 3 writes them at the top level ('cards:')" in msg


def test_format_2_gwent_start_and_bare_setup_events_are_read_as_format_3(tmp_path):
    text = """game: gwent
setup:
  start: true
  seed: 3
  decks:
    - |
      leader: Foltest - The Siegemaster
      22 Poor Fucking Infantry
    - |
      leader: Emhyr var Emreis - the White Flame
      22 Black Infantry Archer
expect:
  decision: {kind: redraw}
  setup_events: [leader_cancelled]
"""
    res = run_scenario(write(tmp_path, text))
    assert res.passed, res.messages
    msg = malformed(tmp_path, "format: 3\n" + text)
    assert "format 2 started GWENT from decklists with 'setup: {start: true, decks, seed, mode}'" in msg
    assert "format 2 listed bare event kinds in 'setup_events' (leader_cancelled)" in msg


def test_a_format_3_key_in_an_older_file_asks_for_format_3(tmp_path):
    msg = malformed(tmp_path, "game: gwent\ndecks: default\nexpect: {}\n")
    assert msg.endswith(":3: 'decks' is new in format 3; write 'format: 3' at the top (docs/scenarios.md)")


@pytest.mark.parametrize("value, words", [(CURRENT + 1, f"written in scenario format {CURRENT + 1}; this tcgkit "
                                                        f"reads formats 1 to {CURRENT}"),
                                          ("three", "a whole number from 1"), ("true", "a whole number from 1"),
                                          (0, "a whole number from 1")])
def test_a_format_that_is_not_read_says_why(tmp_path, value, words):
    msg = malformed(tmp_path, f"format: {value}\n" + GWENT_POSITION + "expect: {}\n")
    assert words in msg and msg.startswith(f"{tmp_path / 's.yaml'}:2:") and "\n" not in msg


def test_the_cli_reports_an_old_file_as_malformed_with_exit_2(tmp_path):
    p = write(tmp_path, GWENT_POSITION + "expect:\n  decider: 1\n")
    res = CliRunner().invoke(app, ["scenario", "run", str(p)])
    assert res.exit_code == 2
    assert "MALFORMED" in res.output and "format 2 writes 'decision: {player: 1}'" in res.output


# ------------------------------------------------------------------------------------------------ format 3


@pytest.mark.parametrize("text, words", [
    ("setup: {}\ndecks: default\nexpect: {}\n", "both 'setup' and 'decks'"),
    ("expect: {}\n", "missing required key 'setup' or 'decks'"),
    ("setup: {}\nseed: 3\nexpect: {}\n", "'seed' goes with 'decks'"),
    ("decks: default\ndeck_problems: [[], []]\nexpect: {}\n", "plays nothing; no 'expect'"),
    ("decks: default\nseed: -1\nexpect: {}\n", "seed"),
])
def test_format_3_keys_that_do_not_go_together_are_malformed(tmp_path, text, words):
    assert words in malformed(tmp_path, f"format: 3\ngame: gwent\n{text}")


@pytest.mark.parametrize("game", ["gundam", "gwent"])
def test_a_game_without_card_authoring_says_so_for_user_cards(tmp_path, game):
    msg = malformed(tmp_path, f"format: 3\ngame: {game}\ncards: [{{id: X}}]\ndecks: default\nexpect: {{}}\n")
    assert f"{game} has no card authoring, so a scenario cannot define cards" in msg


def test_a_user_card_that_breaks_the_card_format_is_malformed_naming_it(tmp_path):
    msg = malformed(tmp_path, "format: 3\ngame: soulbound_arkana\ncards: [{id: X-1, name: X, type: being}]\n"
                              "decks: default\nexpect: {}\n")
    assert "s.yaml: cards:" in msg and "X-1" in msg


def test_a_decklist_that_cannot_be_read_is_malformed_naming_deck_and_line(tmp_path):
    msg = malformed(tmp_path, "format: 3\ngame: gundam\ndecks:\n  - |\n    4 ST01-001 Gundam\n    4 XX-999\n"
                              "  - '4 ST01-001'\nexpect: {}\n")
    assert "s.yaml: decks[0]:2: unknown card" in msg


def test_deck_problems_that_differ_fail_listing_what_was_found(tmp_path):
    text = "format: 3\ngame: soulbound_arkana\ndecks:\n  - '3 SA-W01 Glutfuchs'\ndeck_problems:\n  - [copies]\n"
    res = run_scenario(write(tmp_path, text))
    assert not res.passed
    assert res.messages == ["deck_problems[0]: expected ['copies'], got ['main_deck_size'] (the main deck has 3 "
                            "cards; it needs 40 to 60 (main_deck_size) [seed 002 Allgemeine Regeln 2])"]
    with pytest.raises(ScenarioError, match="deck_problems lists 2 deck"):
        run_scenario(write(tmp_path, text.replace("  - [copies]\n", "  - []\n  - []\n")))


def test_setup_events_are_the_events_before_the_first_step(tmp_path):
    text = "format: 3\ngame: soulbound_arkana\nseed: 7\ndecks: default\nsteps:\n  - do: end_bind\nexpect:\n"
    assert run_scenario(write(tmp_path, text + "  setup_events: [{kind: first_player}]\n")).passed
    res = run_scenario(write(tmp_path, text + "  setup_events: [{kind: end_bind}]\n"))
    assert not res.passed and res.messages[0].startswith("setup_events: {'kind': 'end_bind'} (number 1 of 1) did not "
                                                         "happen in that order")


def test_a_decklist_in_a_scenario_names_no_card_file(tmp_path):
    msg = malformed(tmp_path, "format: 3\ngame: fe_cipher\ndecks:\n  - |\n    main character: B01-003\n"
                              "    cards: /etc/passwd\n  - '4 B01-003'\nexpect: {}\n")
    assert "s.yaml: decks[0]:2: a decklist in a scenario names no card file" in msg
