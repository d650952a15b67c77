"""simulate --store: every game's record in a results store (SQLite and PostgreSQL), resumed without replaying."""

from __future__ import annotations

import json

import pytest

from tcgkit.store.results import ResultsStore, ResultsWriter
from tests.cli.test_analyze import DECKS
from tests.cli.helpers import invoke

RUN = ("simulate", "gwent", "-d", DECKS[0], "-d", DECKS[1], "--agents", "greedy,random", "--seed", "5")


def _stored(url: str) -> list[dict]:
    store = ResultsStore.open(url)
    (run,) = store.runs()
    return list(store.records(run["id"]))


def _key(rec: dict) -> tuple:
    return rec["index"], rec["seed"], rec["winner_seats"], rec["reason"], rec["drawn"], rec["played"]


def test_a_store_holds_the_same_records_as_the_jsonl_file(db_url, tmp_path):
    out = tmp_path / "runs.jsonl"
    res = invoke(*RUN, "-n", 12, "--store", db_url, "--out", out)
    assert res.exit_code == 0, res.output
    assert "stored:" in res.output and "12 played now" in res.output
    from_file = [json.loads(line) for line in out.read_text().splitlines()]
    assert [_key(r) for r in _stored(db_url)] == [_key(r) for r in from_file]
    assert all(r["drawn"] and r["played"] for r in from_file)


def test_more_games_continue_the_run_and_match_one_long_run(db_url, tmp_path):
    assert invoke(*RUN, "-n", 8, "--store", db_url).exit_code == 0
    res = invoke(*RUN, "-n", 20, "--store", db_url)
    assert res.exit_code == 0, res.output
    assert "has 8 of these games stored; playing the other 12" in res.output and "12 played now" in res.output
    assert "games 20:" in res.output  # the table covers the whole run
    out = tmp_path / "one.jsonl"
    assert invoke(*RUN, "-n", 20, "--out", out).exit_code == 0
    assert [_key(r) for r in _stored(db_url)] == [_key(json.loads(line)) for line in out.read_text().splitlines()]


def test_an_interrupted_run_keeps_its_written_games_and_resumes_without_replaying_them(db_url, monkeypatch):
    real = ResultsWriter.write
    calls = []

    def interrupt_at_the_seventh(self, record):
        calls.append(record["index"])
        if len(calls) == 7:
            raise KeyboardInterrupt
        self.batch = 3
        real(self, record)

    monkeypatch.setattr(ResultsWriter, "write", interrupt_at_the_seventh)
    res = invoke(*RUN, "-n", 15, "--store", db_url)
    assert res.exit_code == 130 and "stopped by the user after 6 complete games" in res.stderr
    assert [r["index"] for r in _stored(db_url)] == [0, 1, 2, 3, 4, 5]  # the closing write kept the last batch
    monkeypatch.setattr(ResultsWriter, "write", real)
    res = invoke(*RUN, "-n", 15, "--store", db_url)
    assert res.exit_code == 0, res.output
    assert "playing the other 9" in res.output and "9 played now" in res.output
    assert [r["index"] for r in _stored(db_url)] == list(range(15))


def test_the_analyses_read_a_store_as_they_read_the_jsonl_file(db_url, tmp_path):
    out = tmp_path / "runs.jsonl"
    assert invoke(*RUN, "-n", 30, "--store", db_url, "--out", out).exit_code == 0
    for command in (["cards", "--min-games", "5"], ["ratings", "--by", "deck"]):
        from_store, from_file = tmp_path / "store.csv", tmp_path / "file.csv"
        res = invoke("analyze", command[0], db_url, *command[1:], "--csv", from_store)
        assert res.exit_code == 0, res.output
        assert invoke("analyze", command[0], out, *command[1:], "--csv", from_file).exit_code == 0
        text = from_store.read_text()
        assert text == from_file.read_text() and "monsters_advanced" in text


@pytest.mark.parametrize("url, says", [("mysql://u@h/db", "SQLite or PostgreSQL"),
                                       ("sqlite:////no/such/dir/x.db", "cannot open the database"),
                                       ("not a url://", "not a database URL")])
def test_a_bad_store_url_is_one_line_before_any_game(url, says):
    res = invoke(*RUN, "-n", 3, "--store", url)
    assert res.exit_code == 2 and "--store:" in res.stderr and says in res.stderr, res.stderr
    assert "Traceback" not in res.stderr
