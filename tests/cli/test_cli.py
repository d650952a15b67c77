"""The tcgkit command on the toy game: play, simulate, replay, deck validate, bench, games, demo (``scenario run`` is in
test_scenario_command.py)."""

import json

import pytest

from tests.cli.helpers import DECK_TEXT, invoke, write


# ------------------------------------------------------------------------------------------------ help


@pytest.mark.parametrize("command", [["play"], ["simulate"], ["replay"], ["scenario", "run"], ["deck", "validate"],
                                     ["bench"], ["demo"], ["games"]])
def test_every_command_has_help_with_an_example(command):
    res = invoke(*command, "--help")
    assert res.exit_code == 0
    assert "Example" in res.output and "tcgkit" in res.output


# ------------------------------------------------------------------------------------------------ simulate


def test_simulate_writes_one_json_line_per_game_and_a_summary(tmp_path, decks):
    out = tmp_path / "runs.jsonl"
    res = invoke("simulate", "toy", "--deck", decks[0], "--deck", decks[1], "--games", 12, "--seed", 4,
                 "--agents", "greedy,random", "--out", out)
    assert res.exit_code == 0, res.output
    lines = [json.loads(x) for x in out.read_text().splitlines()]
    assert [r["index"] for r in lines] == list(range(12))
    assert {tuple(r["seats"]) for r in lines} == {("high", "low"), ("low", "high")}
    assert all({"seed", "winners", "winner_seats", "reason", "turns", "decisions"} <= set(r) for r in lines)
    assert "95% interval (Wilson)" in res.stdout and "games/s" in res.stdout
    assert "high" in res.stdout and "seat 0" in res.stdout


def test_simulate_output_is_identical_for_one_and_two_workers(tmp_path, decks):
    files = []
    for workers in (1, 2):
        out = tmp_path / f"w{workers}.jsonl"
        res = invoke("simulate", "toy", "-d", decks[0], "-d", decks[1], "-n", 30, "--seed", 9, "-j", workers,
                     "--out", out)
        assert res.exit_code == 0, res.output
        files.append(out.read_text())
    assert files[0] == files[1]


def test_simulate_saves_a_replay_per_game(tmp_path, decks):
    res = invoke("simulate", "toy", "-d", decks[0], "-d", decks[1], "-n", 3, "--seed", 1,
                 "--save-replays", tmp_path / "reps")
    assert res.exit_code == 0, res.output
    assert sorted(p.name for p in (tmp_path / "reps").iterdir()) == ["game-0000.json", "game-0001.json",
                                                                      "game-0002.json"]


def test_simulate_reports_failing_games_with_their_seeds_and_exits_1(tmp_path, decks):
    out = tmp_path / "runs.jsonl"
    res = invoke("simulate", "toy", "-d", decks[0], "-d", decks[1], "-n", 20, "--seed", 3, "-o", "fail_one_in=3",
                 "--out", out)
    assert res.exit_code == 1
    records = [json.loads(x) for x in out.read_text().splitlines()]
    failed = [r for r in records if r["error"]]
    assert len(records) == 20 and failed
    for rec in failed:
        assert f"match seed {rec['seed']}" in res.stderr
    assert f"errors {len(failed)}" in res.stdout


@pytest.mark.parametrize("args, message", [
    (["--agents", "clever"], "no agent called 'clever'"),
    (["-o", "no_such_option=1"], "no_such_option"),
    (["--mode", "2v2"], "no mode '2v2'"),
])
def test_simulate_bad_settings_exit_2_with_a_message(decks, args, message):
    res = invoke("simulate", "toy", "-d", decks[0], "-d", decks[1], "-n", 2, *args)
    assert res.exit_code == 2
    assert message in res.stderr


def test_simulate_unknown_game_lists_the_known_ones(decks):
    res = invoke("simulate", "chess", "-d", decks[0], "-d", decks[1])
    assert res.exit_code == 2 and "unknown game 'chess'" in res.stderr and "toy" in res.stderr


def test_simulate_unreadable_deck_names_file_and_line(tmp_path, decks):
    bad = tmp_path / "bad.txt"
    bad.write_text("1 1\n1 99\n")
    res = invoke("simulate", "toy", "-d", decks[0], "-d", bad, "-n", 2)
    assert res.exit_code == 2 and f"{bad}:2: unknown card '99'" in res.stderr


# ------------------------------------------------------------------------------------------------ replay


@pytest.fixture
def replay_file(tmp_path, decks):
    path = tmp_path / "game.json"
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 5, "--save-replay", path,
                 input="1\n" * 10)
    assert res.exit_code == 0, res.output
    return path


def test_replay_narrates_every_event_and_the_result(replay_file):
    res = invoke("replay", replay_file)
    assert res.exit_code == 0, res.output
    assert res.stdout.count("plays card") == 20
    assert "player 0 drew card" in res.stdout and "player 1 drew card" in res.stdout
    assert "Result: seat" in res.stdout or "Result: draw" in res.stdout


def test_replay_as_a_seat_shows_only_what_it_may_see(replay_file):
    res = invoke("replay", replay_file, "--as", 1)
    assert res.exit_code == 0, res.output
    assert "player 1 drew card" in res.stdout and "player 0 drew card" not in res.stdout
    assert res.stdout.count("plays card") == 20


def test_replay_until_stops_after_n_actions(replay_file):
    res = invoke("replay", replay_file, "--until", 3)
    assert res.exit_code == 0
    assert res.stdout.count("plays card") == 3 and "stopped after 3 of 20 actions" in res.stdout


def test_replay_from_another_rules_version_exits_2(tmp_path, replay_file):
    data = json.loads(replay_file.read_text())
    data["rules_version"] = "0"
    old = tmp_path / "old.json"
    old.write_text(json.dumps(data))
    res = invoke("replay", old)
    assert res.exit_code == 2
    assert "recorded with toy rules version 0" in res.stderr and "rules version 1" in res.stderr


def test_corrupt_replay_exits_2_naming_the_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tcgkit-replay", "game": ')
    res = invoke("replay", bad)
    assert res.exit_code == 2 and f"{bad}: corrupt replay, not JSON" in res.stderr


def test_replay_missing_a_field_exits_2_naming_it(tmp_path, replay_file):
    data = json.loads(replay_file.read_text())
    del data["seed"]
    bad = tmp_path / "noseed.json"
    bad.write_text(json.dumps(data))
    res = invoke("replay", bad)
    assert res.exit_code == 2 and "seed" in res.stderr


def test_replay_with_an_illegal_action_exits_2_naming_its_index(tmp_path, replay_file):
    data = json.loads(replay_file.read_text())
    data["actions"][4] = ["play", 999]
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(data))
    res = invoke("replay", bad)
    assert res.exit_code == 2 and "action 4" in res.stderr


# ------------------------------------------------------------------------------------------------ play


def test_play_rejects_bad_input_and_asks_again(decks):
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "greedy", "--seed", 3, input="x\n9\n0\n2\nq\n\n")
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "'x' is not a number" in out
    assert "9 is out of range: choose between 1 and 3" in out
    assert "0 is out of range" in out
    assert out.count("Choose 1-3") >= 5  # the first prompt, three re-prompts, the next decision
    assert "player 0 plays card" in out  # choice 2 was applied
    assert "You conceded." in out


def test_play_shows_events_view_and_numbered_actions(decks):
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 3, input="q\n\n")
    out = res.stdout
    assert "player 0 drew card" in out and "player 1 drew card" not in out  # only what seat 0 may see
    assert "your hand [" in out  # the game's render of seat 0's view
    assert "1. play card" in out and "3. play card" in out


def test_play_to_the_end_prints_the_result(decks):
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 5, input="1\n" * 10)
    assert res.exit_code == 0, res.output
    assert any(v in res.stdout for v in ("You win:", "You lose:", "Draw:"))
    assert "(your only legal action)" in res.stdout


def test_play_quit_concedes_and_the_saved_replay_records_the_concession_and_winner(tmp_path, decks):
    path = tmp_path / "quit.json"
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 5, input=f"1\nq\n{path}\n")
    assert res.exit_code == 0, res.output
    assert "Save the replay?" in res.stdout and path.exists()
    assert "You lose" in res.stdout and "concede" in res.stdout
    data = json.loads(path.read_text())
    assert data["actions"][-1] == ["concede", 0] and len(data["actions"]) == 3
    assert data["result"] == {"winners": [1], "reason": "concede"}


def test_play_as_the_second_seat_with_default_decks():
    res = invoke("play", "toy", "--seat", "1", "--vs", "greedy", "--seed", 2, input="q\n\n")
    assert res.exit_code == 0, res.output
    assert "you are seat 1" in res.stdout and "player 1 drew card" in res.stdout


def test_play_unknown_agent_exits_2(decks):
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "clever")
    assert res.exit_code == 2 and "no agent called 'clever'" in res.stderr


# ------------------------------------------------------------------------------------------------ deck validate


def test_valid_deck_exits_0(decks):
    res = invoke("deck", "validate", "toy", decks[0])
    assert res.exit_code == 0 and "VALID" in res.stdout


def test_invalid_deck_prints_every_problem_and_exits_1(tmp_path, decks):
    res = invoke("deck", "validate", "toy", decks[0], decks[1])  # low: 2 copies each is fine, 10 cards
    assert res.exit_code == 0, res.output
    bad = write(tmp_path / "bad.txt", "3 1\n2 2\n")
    res = invoke("deck", "validate", "toy", bad)
    assert res.exit_code == 1
    assert "the deck has 5 cards; 10 are required (deck_size)" in res.stdout
    assert "3 copies of 1; at most 2 (copies)" in res.stdout


def test_unreadable_deck_names_file_and_line_and_exits_1(tmp_path, decks):
    bad = write(tmp_path / "typo.txt", "1 1\nthree 2 x\n")
    res = invoke("deck", "validate", "toy", decks[0], bad)
    assert res.exit_code == 1
    assert f"{bad}:2: cannot read" in res.stdout and f"VALID {decks[0]}" in res.stdout


def test_several_decks_with_a_format_are_validated_as_a_set(tmp_path, decks):
    copy = write(tmp_path / "copy.txt", DECK_TEXT)
    short = write(tmp_path / "short.txt", "1 1\n1 2\n")
    res = invoke("deck", "validate", "toy", decks[0], copy, short, "--format", "distinct")
    assert res.exit_code == 1
    out = res.stdout
    assert f"VALID {decks[0]}" in out and f"VALID {copy}" in out
    assert f"{short}: the deck has 2 cards; 10 are required (deck_size)" in out  # "deck 3: " went to its file
    assert f"INVALID together (deck 1 = {decks[0]}, deck 2 = {copy}, deck 3 = {short})" in out
    assert "set: deck 2 repeats deck 1 (distinct)" in out


def test_several_decks_without_a_format_are_checked_one_by_one(tmp_path, decks):
    copy = write(tmp_path / "copy.txt", DECK_TEXT)
    res = invoke("deck", "validate", "toy", decks[0], copy)
    assert res.exit_code == 0 and "together" not in res.stdout


# ------------------------------------------------------------------------------------------------ games, bench, demo


def test_games_lists_modes_agents_and_options():
    res = invoke("games")
    assert res.exit_code == 0
    assert "toy — High card" in res.stdout
    assert "standard (2 decks)" in res.stdout and "random, greedy" in res.stdout
    assert "fail_one_in" in res.stdout and "hand_size" in res.stdout


def test_bench_prints_a_table_and_the_machine():
    res = invoke("bench", "toy", "--games", 3)
    assert res.exit_code == 0, res.output
    for text in ("CPU:", "Python", "random vs random: games/s", "greedy vs greedy: decisions/s", "clone(), µs"):
        assert text in res.stdout


def test_demo_narrates_and_simulates_and_skips_a_missing_game(monkeypatch):
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "gundam", "tests.cli.toygame:ToolToyGame")
    monkeypatch.setitem(games.REGISTRY, "gwent", "tests.cli.no_such_module:Game")
    res = invoke("demo", "--games", 10, "--workers", 1)
    assert res.exit_code == 0, res.output
    out = res.stdout
    assert "seat 0: greedy" in out and "plays card" in out and "Result:" in out
    assert "95% interval (Wilson)" in out and "games 10: finished 10" in out
    assert "gwent is not available yet" in out


def test_play_keeps_the_replay_when_the_game_raises(tmp_path, decks):
    path = tmp_path / "crash.json"
    res = invoke("play", "toy", "--deck", decks[0], "--vs", "random", "--seed", 4, "-o", "fail_one_in=1",
                 "--save-replay", path, input="1\n")
    assert res.exit_code == 1
    assert "the game raised RuntimeError: toy failure on purpose" in res.stderr
    assert len(json.loads(path.read_text())["actions"]) == 2
    again = invoke("replay", path)  # the saved file reproduces the failure
    assert again.exit_code == 1 and "raised RuntimeError while re-playing" in again.stderr


def test_simulate_stops_a_game_that_never_ends_and_reports_it(decks):
    res = invoke("simulate", "toy", "-d", decks[0], "-d", decks[1], "-n", 1, "--seed", 1, "-o", "hang=true",
                 "--game-timeout", 0.2)
    assert res.exit_code == 1 and "GameTimeout: no result after 0.2 s" in res.stderr


def test_the_same_file_twice_is_two_decks_of_the_set(decks):
    res = invoke("deck", "validate", "toy", decks[0], decks[0], "--format", "distinct")
    assert res.exit_code == 1 and "set: deck 2 repeats deck 1 (distinct)" in res.stdout


def test_a_set_with_an_unreadable_file_is_checked_file_by_file_and_says_so(tmp_path, decks):
    bad = write(tmp_path / "typo.txt", "1 1\nthree 2 x\n")
    res = invoke("deck", "validate", "toy", decks[0], decks[0], bad, "--format", "distinct")
    assert res.exit_code == 1
    assert "not checked as a distinct set" in res.stdout and "together" not in res.stdout


# ------------------------------------------------------------------------------------------------ serve


def test_serve_passes_its_limits_to_the_server(monkeypatch, tmp_path):
    import uvicorn

    import tcgkit.server.app as server_app

    seen = {}
    monkeypatch.setattr(server_app, "create_app", lambda db, owner, limits: seen.update(limits=limits) or "app")
    monkeypatch.setattr(uvicorn, "run", lambda application, **kw: seen.update(app=application, port=kw["port"]))
    res = invoke("serve", "--db", f"sqlite:///{tmp_path / 'm.db'}", "--port", 8123, "--max-match-actions", 900,
                 "--lease-seconds", 5, "--creates-per-minute", 7)
    assert res.exit_code == 0, res.output
    limits = seen["limits"]
    assert (limits.max_match_actions, limits.lease_seconds, limits.creates_per_minute) == (900, 5.0, 7)
    assert seen["app"] == "app" and seen["port"] == 8123
    assert invoke("serve", "--max-match-actions", 0).exit_code != 0  # at least one action
