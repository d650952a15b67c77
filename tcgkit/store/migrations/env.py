"""Alembic environment: migrations run on the connection :func:`tcgkit.store.db.migrate` passes in."""

from alembic import context

from tcgkit.store import matches, results  # noqa: F401  (declare the match and results tables on Base.metadata)
from tcgkit.store.base import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
