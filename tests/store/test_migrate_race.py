"""Several processes opening one new SQLite database at once (two `tcgkit simulate --store` runs started together):
each must come up with the schema, none may fail with "table ... already exists" (seen once by hand: the second of
two runs started in the same second refused to start)."""

from __future__ import annotations

import multiprocessing as mp

from sqlalchemy import inspect

from tcgkit.store.db import open_store


def _open(url: str, barrier, out) -> None:
    barrier.wait()
    try:
        open_store(url).dispose()
        out.put(None)
    except Exception as exc:  # reported to the test
        out.put(f"{type(exc).__name__}: {exc}")


def test_processes_opening_a_new_sqlite_store_at_once_all_succeed(tmp_path):
    ctx = mp.get_context("spawn")
    for round_ in range(3):
        url = f"sqlite:///{tmp_path / f'race{round_}.db'}"
        n = 4
        barrier, out = ctx.Barrier(n), ctx.Queue()
        procs = [ctx.Process(target=_open, args=(url, barrier, out)) for _ in range(n)]
        for p in procs:
            p.start()
        errors = [out.get(timeout=120) for _ in procs]
        for p in procs:
            p.join(timeout=60)
        assert errors == [None] * n
        engine = open_store(url)
        assert "matches" in inspect(engine).get_table_names()
        engine.dispose()
