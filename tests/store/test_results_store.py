"""The results store on SQLite and PostgreSQL: runs named by their inputs, records stored in batches, read back."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect

from tcgkit.store import StoreError, open_store
from tcgkit.store.results import ResultsStore, ResultsWriter, StoreRecords, run_id


def _rec(i: int, winner: int = 0) -> dict:
    return {"index": i, "game": "gundam", "mode": "standard", "seed": 1000 + i, "agent_seeds": [1, 2],
            "seats": ["a", "b"], "agents": ["greedy", "random"], "winners": [["a", "b"][winner]],
            "winner_seats": [winner], "reason": "shields", "decisions": 50 + i, "turns": 7,
            "drawn": [["GD01-001"], ["GD01-002"]], "played": [[], ["GD01-002"]]}


INPUTS = {"options": {}, "decks": [["a"], ["b"]], "agents": ["greedy", "random"], "seed": 7}


def test_the_tables_are_migrated_beside_the_match_tables(db_url):
    names = set(inspect(open_store(db_url)).get_table_names())
    assert {"sim_runs", "sim_games", "matches", "actions"} <= names


def test_a_run_is_named_by_its_inputs_and_reopening_it_lists_the_games_stored(db_url):
    store = ResultsStore.open(db_url)
    run = store.open_run("gundam", "standard", "5", INPUTS)
    assert run.done == set()
    store.add(run.id, [_rec(0), _rec(2)])
    again = store.open_run("gundam", "standard", "5", dict(INPUTS))
    assert again.id == run.id and again.done == {0, 2}
    other = store.open_run("gundam", "standard", "5", {**INPUTS, "seed": 8})
    assert other.id != run.id and other.done == set()
    assert run.id == run_id({"game": "gundam", "mode": "standard", "rules_version": "5", **INPUTS})


def test_a_game_is_stored_once(db_url):
    store = ResultsStore.open(db_url)
    run = store.open_run("gundam", "standard", "5", INPUTS)
    store.add(run.id, [_rec(0)])
    with pytest.raises(StoreError, match="cannot store 1 game records"):
        store.add(run.id, [_rec(0, winner=1)])
    assert [r["winner_seats"] for r in store.records(run.id)] == [[0]]


def test_the_writer_batches_and_the_reader_gives_game_records_in_index_order(db_url):
    store = ResultsStore.open(db_url)
    run = store.open_run("gundam", "standard", "5", INPUTS)
    writer = ResultsWriter(store, run, batch=3, seconds=3600)
    for i in (0, 1, 2, 3):
        writer.write(_rec(i, winner=i % 2))
    assert [r["index"] for r in store.records(run.id)] == [0, 1, 2]  # the fourth waits for its batch
    writer.close()
    got = list(StoreRecords(db_url).records())
    assert [g.index for g in got] == [0, 1, 2, 3]
    assert got[3].winner_seats == [1] and got[3].drawn == [["GD01-001"], ["GD01-002"]]
    assert got[0].model_extra["turns"] == 7
    assert store.runs()[0]["games"] == 4


def test_a_url_can_name_one_run_by_a_prefix_of_its_id(db_url):
    store = ResultsStore.open(db_url)
    a = store.open_run("gundam", "standard", "5", INPUTS)
    b = store.open_run("gundam", "standard", "5", {**INPUTS, "seed": 9})
    store.add(a.id, [_rec(0)])
    store.add(b.id, [_rec(0), _rec(1)])
    assert len(list(StoreRecords(f"{db_url}#run={b.id[:12]}").records())) == 2
    with pytest.raises(StoreError, match="no run with an id starting"):
        StoreRecords(f"{db_url}#run=zzzz")
    with pytest.raises(StoreError, match="give run=ID"):
        StoreRecords(f"{db_url}#seed=1")


@pytest.mark.parametrize("make", ["fifo", "dir", "device"])
def test_a_sqlite_path_that_is_not_a_regular_file_is_refused_at_once(tmp_path, make):
    import os

    path = {"fifo": tmp_path / "runs.db", "dir": tmp_path, "device": "/dev/zero"}[make]
    if make == "fifo":
        os.mkfifo(path)
    with pytest.raises(StoreError, match="is not a regular file"):
        ResultsStore.open(f"sqlite:///{path}")
