"""tcgkit analyze: the deck matrix (CSV, heat map, table), per-card win rates and ratings from a run's records."""

import csv
import json

import pytest

from tcgkit.sim import simulate
from tests.cli.helpers import invoke

GWENT = "tcgkit/games/gwent/decks"
DECKS = [f"{GWENT}/monsters_advanced.txt", f"{GWENT}/nilfgaard_advanced.txt", f"{GWENT}/skellige_advanced.txt"]


@pytest.mark.parametrize("command", [["analyze", "matrix"], ["analyze", "cards"], ["analyze", "ratings"]])
def test_every_analyze_command_has_help_with_an_example(command):
    res = invoke(*command, "--help")
    assert res.exit_code == 0 and "Example" in res.output


def test_the_matrix_plays_every_pairing_with_seats_swapped_and_writes_csv_and_png(tmp_path):
    out_csv, png = tmp_path / "m.csv", tmp_path / "m.png"
    res = invoke("analyze", "matrix", "gwent", *DECKS, "-n", 10, "--agent", "random", "--seed", 3, "--csv", out_csv,
                 "--png", png)
    assert res.exit_code == 0, res.output
    rows = list(csv.DictReader(out_csv.open()))
    assert len(rows) == 6  # 3 decks: every ordered pairing
    cells = {(r["row"], r["column"]): r for r in rows}
    for (a, b), r in cells.items():
        back = cells[(b, a)]
        assert int(r["games"]) == 10 and int(r["wins"]) + int(back["wins"]) + int(r["draws"]) == 10
        assert float(r["low"]) <= float(r["win_rate"]) <= float(r["high"])
    # a cell is exactly `tcgkit simulate` of the pairing with the same seed
    one = simulate("gwent", DECKS[:2], 10, seed=3, agents=["random"])
    assert int(cells[("monsters_advanced", "nilfgaard_advanced")]["wins"]) == one.stats.decks[0].wins
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert "row deck's win rate" in res.output and "mean" in res.output


def test_the_matrix_refuses_a_mode_that_does_not_seat_two_decks():
    res = invoke("analyze", "matrix", "gwent", *DECKS, "--mode", "tournament", "-n", 2)
    assert res.exit_code == 2 and "does not seat two decks" in res.stderr


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    path = tmp_path_factory.mktemp("runs") / "runs.jsonl"
    res = invoke("simulate", "gwent", "-d", DECKS[0], "-d", DECKS[1], "-n", 120, "--seed", 1, "--agents",
                 "greedy,random", "--out", path)
    assert res.exit_code == 0, res.output
    return path


def test_cards_compares_win_rates_with_and_without_each_card(runs, tmp_path):
    out_csv = tmp_path / "cards.csv"
    res = invoke("analyze", "cards", runs, "--min-games", 10, "--csv", out_csv)
    assert res.exit_code == 0, res.output
    rows = list(csv.DictReader(out_csv.open()))
    assert {r["deck"] for r in rows} == {"monsters_advanced", "nilfgaard_advanced"}
    recs = [json.loads(line) for line in runs.read_text().splitlines()]
    r = next(r for r in rows if r["deck"] == "monsters_advanced" and int(r["not_drawn_games"]) > 0)
    seat_games = [(rec, rec["seats"].index("monsters_advanced")) for rec in recs if not rec["error"]]
    drawn = [(rec, s) for rec, s in seat_games if r["card"] in rec["drawn"][s]]
    assert int(r["drawn_games"]) == len(drawn)
    assert int(r["drawn_wins"]) == sum(s in rec["winner_seats"] for rec, s in drawn)
    assert int(r["drawn_games"]) + int(r["not_drawn_games"]) == len(seat_games)
    assert "win rate with and without each card" in res.output and r["name"]


def test_cards_needs_records_with_card_lists(tmp_path):
    path = tmp_path / "plain.jsonl"
    simulate("gwent", DECKS[:2], 3, seed=1, agents=["random"]).write_jsonl(path)
    res = invoke("analyze", "cards", path)
    assert res.exit_code == 2 and "--out" in res.stderr


def test_ratings_rank_the_decks_and_the_agents(runs):
    res = invoke("analyze", "ratings", runs)
    assert res.exit_code == 0, res.output
    assert "monsters_advanced" in res.output and "nilfgaard_advanced" in res.output
    by_agent = invoke("analyze", "ratings", runs, "--by", "agent")
    lines = [line for line in by_agent.output.splitlines() if "greedy" in line or "random" in line]
    assert "greedy" in lines[0]  # greedy beats random play: first by the ordinal


@pytest.mark.parametrize("source, message", [
    ("missing.jsonl", "no such file"),
    ("mongodb://db/runs", "no results store for 'mongodb' URLs"),
    ("postgresql+psycopg://nobody@127.0.0.1:1/runs", "cannot open the database"),
    ("sqlite:////no/such/dir/runs.db", "cannot open the database"),
])
def test_an_unreadable_source_is_a_one_line_error(source, message):
    res = invoke("analyze", "ratings", source)
    assert res.exit_code == 2 and message in res.stderr and "Traceback" not in res.output


def test_a_line_that_is_not_a_game_record_is_named(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"index": 0}\n')
    res = invoke("analyze", "cards", path)
    assert res.exit_code == 2 and f"{path}:1: not a game record" in res.stderr
