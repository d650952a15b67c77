"""Every tool through the Game contract (issue 9 item 6): the hooks the CLI uses, and the commands themselves on
Soulbound Ærkana — games, play, simulate (every mode), replay, scenario run, deck validate, bench, the demo plan."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tcgkit.cli import app
from tcgkit.demo import plan_for
from tcgkit.sim.bench import bench_game
from tests.games.soulbound_arkana.helpers import game

ROOT = Path(__file__).parents[3]
DECKS = ROOT / "tcgkit" / "games" / "soulbound_arkana" / "decks"
runner = CliRunner()


def invoke(*args, input=None):
    return runner.invoke(app, [str(a) for a in args], input=input)


def test_the_pool_serves_the_cards_command():
    pool = game().pool
    assert len(pool) == 22
    assert all(d.id == cid and d.name and d.set == "SA1" and d.playable for cid, d in pool.items())
    assert game().presentation.describe_card(pool["SA-W09"]).startswith("Runenweberin — grey being")


def test_games_lists_the_modes_agents_and_options():
    res = invoke("games")
    assert res.exit_code == 0
    assert "standard (2 decks), ffa (3-4 decks), 2v2 (4 decks)" in res.output and "random, greedy" in res.output
    assert "seal_wait_a_turn" in res.output


def test_play_shows_the_table_and_saves_a_replay_that_replays(tmp_path):
    path = tmp_path / "g.json"
    res = invoke("play", "soulbound_arkana", "--seed", 4, "--vs", "random", "--save-replay", path, input="1\n1\nq\n")
    assert res.exit_code == 0, res.output
    assert "BP 8000" in res.output and "Your decision (bind)" in res.output and path.exists()
    again = invoke("replay", path, "--as", 1)
    assert again.exit_code == 0 and "player 0 draws a card" in again.output


def test_a_replay_of_rules_version_1_is_refused_naming_both_versions(tmp_path):
    path = tmp_path / "g.json"
    assert invoke("play", "soulbound_arkana", "--seed", 4, "--vs", "random", "--save-replay", path,
                  input="1\nq\n").exit_code == 0
    data = json.loads(path.read_text())
    assert data["rules_version"] == "2"
    data["rules_version"] = "1"
    path.write_text(json.dumps(data))
    res = invoke("replay", path)
    assert res.exit_code == 2
    assert "soulbound_arkana rules version 1" in res.output and "rules version 2" in res.output


@pytest.mark.parametrize("mode, names", [
    ("standard", ["glut_und_flut", "wind_und_schatten"]),
    ("ffa", ["glut_und_flut", "wind_und_schatten", "schattenflut"]),
    ("2v2", ["glut_und_flut", "wind_und_schatten", "bollwerk", "schattenflut"]),
])
def test_simulate_runs_every_mode_without_errors(tmp_path, mode, names):
    out = tmp_path / "runs.jsonl"
    args = ["simulate", "soulbound_arkana", "--mode", mode, "-n", 6, "--seed", 2, "--agents", "random", "--out", out]
    for name in names:
        args += ["-d", DECKS / f"{name}.txt"]
    res = invoke(*args)
    assert res.exit_code == 0, res.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 6 and all(r["error"] is None and r["turns"] > 0 and len(r["bp"]) == len(names)
                                     for r in records)


def test_scenario_run_passes_the_game_scenarios():
    res = invoke("scenario", "run", ROOT / "tests" / "scenarios" / "soulbound_arkana")
    assert res.exit_code == 0 and " 0 failed, 0 malformed" in res.output


def test_deck_validate_names_line_and_rule(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("2 SA-A02 Große Flutwoge\n", encoding="utf-8")
    res = invoke("deck", "validate", "soulbound_arkana", DECKS / "bollwerk.txt", bad)
    assert res.exit_code == 1
    assert "VALID" in res.output and "bad.txt:1: 2 copies of SA-A02 Große Flutwoge; at most 1" in res.output


def test_bench_measures_every_mode():
    g = game()
    for mode in g.modes():
        res = bench_game(g, games=1, mode=mode)
        assert res.runs[0].decisions > 0 and res.clone_us > 0


def test_the_demo_plan_is_a_duel_of_greedy_agents():
    part = plan_for(game(), "soulbound_arkana")
    assert (part.mode, part.agents, part.games) == ("standard", ["greedy", "greedy"], 100)


def test_an_unknown_mode_or_setting_is_refused_clearly():
    from tcgkit.core.errors import TcgkitError

    g = game()
    with pytest.raises(TcgkitError, match="no mode 'solo'"):
        g.new_match(g.default_decks(), 1, mode="solo")
    with pytest.raises(TcgkitError, match="unknown match setting"):
        g.new_match(g.default_decks(), 1, colour="red")
    with pytest.raises(TcgkitError, match="takes 3 to 4 decks, 2 given"):
        g.new_match(g.default_decks(), 1, mode="ffa")
