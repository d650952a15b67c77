"""Storage shared by the match server and the simulation results store: SQLAlchemy 2 tables and Alembic migrations.

SQLite file by default, PostgreSQL by URL (``postgresql+psycopg://…``); :func:`open_store` migrates at start-up.
Match tables live in :mod:`.matches` with their data access in :mod:`.match_store`; other stores add a module of
tables beside them on the same :class:`~tcgkit.store.base.Base` and a migration in ``migrations/versions``.
"""

from tcgkit.store.db import DEFAULT_URL, StoreError, make_engine, migrate, open_store
from tcgkit.store.match_store import Append, LeaseLost, MatchStore, NewMatch, StoredMatch

__all__ = ["Append", "DEFAULT_URL", "LeaseLost", "MatchStore", "NewMatch", "StoreError", "StoredMatch", "make_engine",
           "migrate", "open_store"]
