"""Opening the store: an engine for a database URL, brought to the newest schema by Alembic at start-up.

URLs: a SQLite file (``sqlite:///path/to.db``, the default ``sqlite:///tcgkit.db``) or PostgreSQL through psycopg 3
(``postgresql+psycopg://user:password@host:5432/dbname``). SQLite runs in WAL mode with ``synchronous=FULL``, so a
committed write survives a killed process and a power cut; PostgreSQL commits durably by default.

The migrations ship inside the package (``tcgkit/store/migrations``) and run on every start
(:func:`migrate`); several processes may start on one database at once: on PostgreSQL an advisory lock orders them,
on SQLite a migration starts with ``BEGIN IMMEDIATE``: it holds the write lock from its first read of the schema
version, and its tables are made in that one transaction (Python's driver would otherwise commit each ``CREATE``
on its own), so a second process waits (up to the 30 s busy timeout) and then finds the schema current.
"""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, OperationalError

from tcgkit.core.errors import TcgkitError

DEFAULT_URL = "sqlite:///tcgkit.db"
MIGRATIONS = Path(__file__).with_name("migrations")
_MIGRATION_LOCK = 0x7C6B_0017
"""The PostgreSQL advisory lock key held while migrating (any fixed number no other tool uses)."""


class StoreError(TcgkitError):
    """The database cannot be opened, migrated or written (the message says which URL and why)."""


def make_engine(url: str = DEFAULT_URL) -> Engine:
    """An engine for ``url`` (SQLite file or ``postgresql+psycopg://…``), not yet migrated.

    Raises:
        StoreError: a malformed URL, a database kind other than SQLite and PostgreSQL, a SQLite path that exists
            but is not a regular file (a FIFO, a device, a directory), or a missing driver.
    """
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise StoreError(f"{url!r} is not a database URL (e.g. sqlite:///tcgkit.db or "
                         f"postgresql+psycopg://user@host/db)") from None
    backend = parsed.get_backend_name()
    if backend not in ("sqlite", "postgresql"):
        raise StoreError(f"{parsed.render_as_string(hide_password=True)}: tcgkit stores matches in SQLite or "
                         f"PostgreSQL, not {backend}")
    if backend == "sqlite" and parsed.database not in (None, "", ":memory:"):
        path = Path(parsed.database)
        if path.exists() and not path.is_file():  # a FIFO or a device would block or never end
            raise StoreError(f"{url}: {path} is not a regular file; give a SQLite database file")
    try:
        if backend == "sqlite":
            engine = create_engine(parsed, connect_args={"check_same_thread": False, "timeout": 30})
            event.listen(engine, "connect", _sqlite_pragmas)
        else:
            engine = create_engine(parsed, pool_size=8, max_overflow=8, pool_pre_ping=True)
    except (NoSuchModuleError, ModuleNotFoundError) as exc:
        raise StoreError(f"{parsed.render_as_string(hide_password=True)}: no database driver ({exc})") from None
    return engine


def _sqlite_pragmas(dbapi_conn, _record) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.close()


def migrate(engine: Engine) -> None:
    """Bring the database to the newest schema (Alembic ``upgrade head``); a no-op when it is there already.

    Raises:
        StoreError: the database cannot be reached or migrated (with the URL, password hidden).
    """
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    where = engine.url.render_as_string(hide_password=True)
    try:
        with engine.begin() as conn:
            if engine.dialect.name == "postgresql":
                conn.execute(text("SELECT pg_advisory_xact_lock(:k)"), {"k": _MIGRATION_LOCK})
            else:  # SQLite: take the write lock first, and make the schema changes one transaction (below)
                conn.exec_driver_sql("BEGIN IMMEDIATE")
            cfg.attributes["connection"] = conn
            command.upgrade(cfg, "head")
    except OperationalError as exc:
        raise StoreError(f"{where}: cannot open the database: {str(exc.orig).strip().splitlines()[0]}") from None


def open_store(url: str = DEFAULT_URL) -> Engine:
    """:func:`make_engine` then :func:`migrate`: a store ready to use."""
    engine = make_engine(url)
    migrate(engine)
    return engine
