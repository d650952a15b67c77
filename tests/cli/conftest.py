import pytest

from tests.cli.toygame import TARGET
from tests.dbs import db_url, postgres  # noqa: F401  (fixtures: the store tests run on SQLite and PostgreSQL)


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """Register the tool-complete toy game as ``toy`` for every test here."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", TARGET)
    yield "toy"
