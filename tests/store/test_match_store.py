"""The match store on SQLite and PostgreSQL: migrations, the event source, seat tokens, leases and fencing."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect

from tcgkit.store import Append, LeaseLost, MatchStore, NewMatch, StoreError, make_engine, migrate, open_store


def _new(mid: str = "m1", seats=None) -> NewMatch:
    return NewMatch(id=mid, game="gundam", rules_version="4", tcgkit_version="0.2.0", options={"x": 1},
                    setup={"mode": "standard"}, decks=[{"cards": [[4, "A"]]}, {"cards": [[4, "B"]]}], seed=123456789,
                    seats=seats or [{"kind": "person", "agent": None}, {"kind": "agent", "agent": "random"}])


def test_migrations_create_the_tables_and_run_again_as_a_no_op(db_url):
    engine = open_store(db_url)
    migrate(engine)
    names = set(inspect(engine).get_table_names())
    assert {"matches", "seat_tokens", "actions", "leases", "alembic_version"} <= names


def test_a_match_is_its_inputs_and_its_actions_in_order(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    store.append("m1", 0, [(0, ["keep"]), (1, ["mulligan"])], owner="a")
    store.append("m1", 2, [(0, ["deploy", 17])], owner="a")
    got = store.load("m1")
    assert got.actions == [["keep"], ["mulligan"], ["deploy", 17]]
    assert (got.game, got.rules_version, got.seed, got.options, got.setup) == \
        ("gundam", "4", 123456789, {"x": 1}, {"mode": "standard"})
    assert got.decks == [{"cards": [[4, "A"]]}, {"cards": [[4, "B"]]}]
    assert got.status == "running" and store.load("nope") is None


def test_the_last_write_finishes_the_match(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    store.append("m1", 0, [(0, ["concede", 0])], owner="a", result={"winners": [1], "reason": "concede"})
    got = store.load("m1")
    assert got.status == "finished" and got.result == {"winners": [1], "reason": "concede"}
    assert store.running_ids() == []


def test_a_person_seat_is_claimed_once_and_an_agent_seat_never(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    assert store.summaries()[0]["free_seats"] == [0]
    assert store.claim_seat("m1", 0, "h0") is True
    assert store.claim_seat("m1", 0, "h1") is False
    assert store.claim_seat("m1", 1, "h1") is False
    assert store.load("m1").tokens == {0: "h0"}
    assert store.summaries()[0]["free_seats"] == []


def test_a_live_lease_keeps_other_processes_out_and_an_expired_one_lets_them_in(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    assert store.acquire("m1", "b", ttl=30) == "a"
    assert store.acquire("m1", "a", ttl=30) is None  # keeping one's own lease
    store.create(_new("m2"), owner="a", ttl=-1)  # already expired
    assert store.acquire("m2", "b", ttl=30) is None
    assert store.renew("a", ["m1", "m2"], ttl=30) == {"m2"}


def test_a_process_that_lost_the_lease_cannot_write(db_url):
    """Fencing: after a takeover the old holder's write is refused and nothing of it is stored."""
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=-1)
    store.append("m1", 0, [(0, ["keep"])], owner="a")
    assert store.acquire("m1", "b", ttl=30) is None
    with pytest.raises(LeaseLost, match="held by b"):
        store.append("m1", 1, [(1, ["keep"])], owner="a")
    store.append("m1", 1, [(1, ["mulligan"])], owner="b")
    assert store.load("m1").actions == [["keep"], ["mulligan"]]


def test_an_action_number_is_written_once(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    store.append("m1", 0, [(0, ["keep"])], owner="a")
    with pytest.raises(LeaseLost, match="stored already"):
        store.append("m1", 0, [(0, ["mulligan"])], owner="a")
    assert store.load("m1").actions == [["keep"]]


def test_a_released_lease_is_free_at_once(db_url):
    store = MatchStore(open_store(db_url))
    store.create(_new(), owner="a", ttl=30)
    store.release("m1", "a")
    assert store.acquire("m1", "b", ttl=30) is None


@pytest.mark.parametrize("url, words", [
    ("mysql://u@h/db", "SQLite or PostgreSQL"),
    ("not a url", "not a database URL"),
])
def test_an_unusable_url_is_a_one_line_error(url, words):
    with pytest.raises(StoreError, match=words):
        make_engine(url)


def test_an_unreachable_postgresql_is_a_one_line_error():
    from tcgkit.testing.postgres import free_port

    engine = make_engine(f"postgresql+psycopg://nobody@127.0.0.1:{free_port()}/x?connect_timeout=2")
    with pytest.raises(StoreError, match="cannot open the database"):
        migrate(engine)


def test_a_group_commit_stores_each_item_it_may_and_refuses_only_the_others(db_url):
    store = MatchStore(open_store(db_url))
    for mid, owner in (("m1", "a"), ("m2", "b"), ("m3", "a")):
        store.create(_new(mid), owner=owner, ttl=30)
    store.append("m3", 0, [(0, ["keep"])], owner="a")
    errors = store.append_many([Append("m1", 0, [(0, ["keep"])]), Append("m2", 0, [(0, ["keep"])]),
                                Append("m3", 0, [(0, ["mulligan"])])], owner="a")
    assert errors[0] is None
    assert isinstance(errors[1], LeaseLost) and "held by b" in str(errors[1])
    assert isinstance(errors[2], LeaseLost) and "stored already" in str(errors[2])
    assert [store.load(m).actions for m in ("m1", "m2", "m3")] == [[["keep"]], [], [["keep"]]]


def test_the_store_imports_without_the_server():
    """Other tools (simulation records) use the store on machines without a web server: importing it must not pull
    in FastAPI, uvicorn or the match server."""
    import subprocess
    import sys

    code = ("import sys, tcgkit.store; "
            "print(' '.join(m for m in ('fastapi', 'starlette', 'uvicorn', 'tcgkit.server') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == ""
