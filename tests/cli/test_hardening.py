"""Inputs that once ended in a traceback, ate memory, or gave the game away (issue 7): each now gets a clear
one-line error naming the file, line or field, and exit status 1 (invalid) or 2 (unreadable)."""

import json
import re
from pathlib import Path

import pytest

import tcgkit.games.gundam
import tcgkit.games.gwent
from tests.cli.helpers import invoke

GUNDAM_DECKS = Path(tcgkit.games.gundam.__file__).parent / "decks"
GWENT_DECKS = Path(tcgkit.games.gwent.__file__).parent / "decks"


def no_traceback(res):
    assert "Traceback" not in res.output, res.output
    return res


@pytest.mark.parametrize("count", ["100000000000000000000000", "1000000000"])
def test_a_huge_gwent_count_is_refused_with_its_line(tmp_path, count):
    deck = tmp_path / "big.txt"
    deck.write_text(f"leader: Foltest, King of Temeria\n{count} Blue Stripes Commando\n")
    res = no_traceback(invoke("deck", "validate", "gwent", deck))
    assert res.exit_code == 1 and f"{deck}:2:" in res.output and "at most 99" in res.output
    res = no_traceback(invoke("simulate", "gwent", "-d", deck, "-d", deck, "-n", 1))
    assert res.exit_code == 2 and "at most 99" in res.output


def test_a_deeply_nested_replay_is_refused(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    res = no_traceback(invoke("replay", path))
    assert res.exit_code == 2 and "nested" in res.output and str(path) in res.output


def _gundam_replay(tmp_path, seed=3):
    from tcgkit.ai import RandomAgent, play_out
    from tcgkit.core.replay import Replay
    from tcgkit.games import get_game

    game = get_game("gundam")()
    m = game.new_match(game.default_decks(), seed)
    play_out(m, [RandomAgent(1), RandomAgent(2)])
    return json.loads(Replay.from_match(m).model_dump_json())


def test_a_replay_whose_action_argument_is_a_float_is_refused_naming_the_action(tmp_path):
    data = _gundam_replay(tmp_path)
    i = next(k for k, a in enumerate(data["actions"]) if len(a) > 1 and isinstance(a[1], int))
    data["actions"][i][1] = float(data["actions"][i][1])
    path = tmp_path / "float.json"
    path.write_text(json.dumps(data))
    res = no_traceback(invoke("replay", path))
    assert res.exit_code == 2 and f"action {i}" in res.output and "not legal" in res.output


def test_a_small_replay_declaring_a_huge_card_count_is_refused_at_once(tmp_path):
    data = _gundam_replay(tmp_path)
    data["decks"][0]["cards"][0][0] = 10**9
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(data))
    assert path.stat().st_size < 40_000
    res = no_traceback(invoke("replay", path))
    assert res.exit_code == 2 and "from 1 to 99" in res.output


def test_save_replays_pointing_at_an_existing_file_is_refused(tmp_path, decks):  # noqa: F811
    taken = tmp_path / "taken"
    taken.write_text("keep me")
    res = no_traceback(invoke("simulate", "toy", "-d", decks[0], "-d", decks[0], "-n", 2, "--save-replays", taken))
    assert res.exit_code == 2 and "exists" in res.output and taken.read_text() == "keep me"


@pytest.fixture
def invalid(tmp_path):
    path = tmp_path / "invalid.txt"
    path.write_text("3 1\n7 2\n")  # toy decks allow 2 copies
    return path


def test_play_refuses_an_invalid_deck_with_the_validation_messages(invalid):
    res = no_traceback(invoke("play", "toy", "--deck", invalid, "--vs", "random", input="q\n\n"))
    assert res.exit_code == 1 and "3 copies of 1" in res.output and str(invalid) in res.output


def test_simulate_refuses_invalid_decks_up_front_instead_of_failing_every_game(invalid, decks):  # noqa: F811
    res = no_traceback(invoke("simulate", "toy", "-d", decks[0], "-d", invalid, "-n", 5))
    assert res.exit_code == 1 and "invalid:" in res.output and "simulating" not in res.output


def test_a_non_ascii_digit_at_the_prompt_is_not_a_number(decks):  # noqa: F811
    res = no_traceback(invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 1, input="²\nq\n\n"))
    assert res.exit_code == 0 and "'²' is not a number" in res.output


def test_the_table_reads_cards_and_zones_at_the_prompt(decks):  # noqa: F811
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 1, input="c 10\nz\nz hand 0\nq\n\n")
    assert res.exit_code == 0, res.output
    assert "Card 10" in res.output and "zones:" in res.output and "hand of player 0" in res.output


def test_nothing_printed_before_the_end_gives_the_seed_away(decks):  # noqa: F811
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", input="1\nq\n\n")
    assert res.exit_code == 0, res.output
    found = re.search(r"the seed was (\d+)", res.output)
    assert found, res.output
    before = res.output[:found.start()]
    assert found.group(1) not in before and "seed stays secret" in before


def test_a_decklist_as_players_save_it_bom_crlf_trailing_spaces_is_read(tmp_path):
    text = (GUNDAM_DECKS / "seed_blue_white.txt").read_text()
    path = tmp_path / "saved.txt"
    path.write_bytes("\ufeff".encode() + text.replace("\n", "   \r\n").encode())
    res = no_traceback(invoke("deck", "validate", "gundam", path))
    assert res.exit_code == 0 and "VALID" in res.output


def test_a_scenario_whose_setup_has_the_wrong_shape_is_malformed_not_failed(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("name: x\ngame: gundam\nsetup: {players: [5, 6]}\nexpect: {}\n")
    res = no_traceback(invoke("scenario", "run", path))
    assert res.exit_code == 2 and "MALFORMED" in res.output


def test_a_scenario_with_yaml_aliases_is_refused(tmp_path):
    path = tmp_path / "laughs.yaml"
    path.write_text("name: x\ngame: gundam\nsetup: &a {players: [{}, {}]}\nexpect: *a\n")
    res = no_traceback(invoke("scenario", "run", path))
    assert res.exit_code == 2 and "aliases" in res.output and f"{path}:3" in res.output


def test_games_prints_every_option_name_whole_at_a_narrow_terminal(monkeypatch):
    from tcgkit.games import get_game

    monkeypatch.setenv("COLUMNS", "40")
    res = invoke("games")
    for game_id in ("gundam", "gwent"):
        for name in type(get_game(game_id)().options).model_fields:
            assert re.search(rf"^\s+{name}=", res.output, re.M), name
