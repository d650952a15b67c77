"""Alembic environment: migrations run on the connection :func:`tcgkit.store.db.migrate` passes in."""

from alembic import context

from tcgkit.store import matches  # noqa: F401  (declares the match tables on Base.metadata)
from tcgkit.store.base import Base

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
