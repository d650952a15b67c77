"""``tcgkit scenario run`` on the toy game: a scenario that holds passes (exit 0), one that does not fails (exit 1), a
malformed one names what and where (exit 2); directories, and a game that cannot be imported."""

import pytest

from tests.cli.helpers import invoke, write


# ------------------------------------------------------------------------------------------------ scenario


PASSING = """\
name: the higher card scores
source: toy rules
game: toy
setup:
  hands: [[5, 2], [3, 9]]
steps:
  - do: play 5
  - do: play 2
    illegal: "legal actions"
  - do: play 3
expect:
  score: [1, 0]
  hand: [1, 1]
"""


def test_scenario_that_holds_passes_with_exit_0(tmp_path):
    res = invoke("scenario", "run", write(tmp_path / "ok.yaml", PASSING))
    assert res.exit_code == 0, res.output
    assert "PASS" in res.stdout and "the higher card scores" in res.stdout


def _sneak(text: str) -> str:
    """A step that the toy game refuses *after* changing the match, expected to be refused for sneaking."""
    return text.replace("do: play 2", "do: sneak").replace('"legal actions"', '"sneaking"')


@pytest.mark.parametrize("text, message", [
    (PASSING.replace("score: [1, 0]", "score: [0, 1]"), "score: expected [0, 1], got [1, 0]"),
    (PASSING.replace("do: play 2", "do: play 9"), "steps[1]: do 'play 9' was accepted; it should be refused"),
    (PASSING.replace('"legal actions"', '"not your turn"'), "does not contain 'not your turn'"),
    (_sneak(PASSING), "was refused but changed the match"),
    (PASSING.replace("  - do: play 3\n", "  - do: play 5\n"), "steps[2]: do 'play 5' was refused"),
], ids=["wrong expectation", "illegal step accepted", "refused for another reason", "refused but changed",
        "legal step refused"])
def test_a_scenario_that_does_not_hold_fails_with_exit_1_and_says_why(tmp_path, text, message):
    res = invoke("scenario", "run", write(tmp_path / "bad.yaml", text))
    assert res.exit_code == 1
    assert "FAIL" in res.stdout and message in res.stdout


def test_scenario_unknown_key_is_malformed_naming_file_line_and_key(tmp_path):
    path = write(tmp_path / "typo.yaml", PASSING.replace("expect:", "expcet:"))
    res = invoke("scenario", "run", path)
    assert res.exit_code == 2
    assert "MALFORMED" in res.stdout
    assert f"{path}:11: unknown key 'expcet'" in res.stdout
    assert "missing required key 'expect'" in res.stdout


def test_scenario_unknown_step_key_is_malformed(tmp_path):
    path = write(tmp_path / "step.yaml", PASSING.replace("illegal:", "ilegal:"))
    res = invoke("scenario", "run", path)
    assert res.exit_code == 2 and "unknown key 'steps[1].ilegal'" in res.stdout


@pytest.mark.parametrize("text, message", [
    ("name: [unclosed\ngame: toy\n", "not valid YAML"),
    ("- a list\n", "a scenario is a mapping"),
    (PASSING.replace("game: toy", "game: chess"), "unknown game 'chess'"),
    (PASSING.replace("hands: [[5, 2], [3, 9]]", "hands: [[55], [3]]"), "setup: hands[0]: unknown card 55"),
    (PASSING.replace("game: toy", "game: toy\noptions: {hand_sise: 2}"), "options"),
    (PASSING + "---\nname: two\n", "exactly one YAML document"),
])
def test_malformed_scenarios_exit_2_with_what_and_where(tmp_path, text, message):
    path = write(tmp_path / "m.yaml", text)
    res = invoke("scenario", "run", path)
    assert res.exit_code == 2
    assert message in res.stdout and str(path) in res.stdout


def test_scenario_run_takes_directories_and_malformed_wins_over_failed(tmp_path):
    write(tmp_path / "a.yaml", PASSING)
    write(tmp_path / "b.yaml", PASSING.replace("score: [1, 0]", "score: [0, 1]"))
    write(tmp_path / "c.yaml", "name: [")
    res = invoke("scenario", "run", tmp_path)
    assert res.exit_code == 2 and "1 passed, 1 failed, 1 malformed" in res.stdout


def test_scenario_run_on_an_empty_directory_says_so(tmp_path):
    res = invoke("scenario", "run", tmp_path)
    assert res.exit_code == 2 and "no scenario files" in res.stderr


def test_a_scenario_whose_game_cannot_be_imported_is_an_error_not_a_skip(tmp_path, monkeypatch):
    from tcgkit import games
    from tcgkit.core.scenario import run_scenario

    monkeypatch.setitem(games.REGISTRY, "broken", "tests.cli.no_such_module:Game")
    path = write(tmp_path / "b.yaml", PASSING.replace("game: toy", "game: broken"))
    with pytest.raises(ImportError):
        run_scenario(path)
    res = invoke("scenario", "run", path)
    assert res.exit_code == 1 and "ERROR" in res.stdout and "cannot be loaded" in res.stdout
