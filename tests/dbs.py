"""Database fixtures shared by the store and server tests: every persistence test runs on SQLite and on a real
PostgreSQL server (a throwaway cluster, :class:`tcgkit.testing.postgres.TempPostgres`, one per test process)."""

from __future__ import annotations

import itertools

import pytest

from tcgkit.testing.postgres import TempPostgres

_count = itertools.count()


@pytest.fixture(scope="session")
def postgres():
    """The test process's PostgreSQL cluster (started on first use)."""
    pg = TempPostgres().start()
    yield pg
    pg.stop()


def fresh_postgres_db(pg: TempPostgres) -> str:
    """A new empty database in ``pg``; returns its URL."""
    import psycopg

    name = f"t{next(_count)}"
    with psycopg.connect(f"host=127.0.0.1 port={pg.port} user=tcgkit dbname=postgres", autocommit=True) as c:
        c.execute(f"DROP DATABASE IF EXISTS {name}")
        c.execute(f"CREATE DATABASE {name}")
    return pg.url.rsplit("/", 1)[0] + "/" + name


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A URL of an empty database: a SQLite file, then a PostgreSQL database (the same test runs on both)."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'matches.db'}"
    return fresh_postgres_db(request.getfixturevalue("postgres"))
