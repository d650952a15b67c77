"""The declarative base every stored table derives from (matches here, simulation results beside them).

One :class:`Base` means one ``MetaData``: Alembic's migrations (``migrations/``) describe all tables of the
store, whichever module declares them. Constraint names follow one convention so migrations can name them on
SQLite and PostgreSQL alike.
"""

from __future__ import annotations

from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase

NAMING = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    """Base class of the store's tables."""

    metadata = MetaData(naming_convention=NAMING)
