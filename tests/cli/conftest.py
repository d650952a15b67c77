import pytest

from tests.cli.helpers import DECK_TEXT, LOW_TEXT
from tests.cli.toygame import TARGET
from tests.dbs import db_url, postgres  # noqa: F401  (fixtures: the store tests run on SQLite and PostgreSQL)


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """Register the tool-complete toy game as ``toy`` for every test here."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", TARGET)
    yield "toy"


@pytest.fixture
def decks(tmp_path):
    """The toy game's high and low decklists as files: ``(high, low)``."""
    high, low = tmp_path / "high.txt", tmp_path / "low.txt"
    high.write_text(DECK_TEXT)
    low.write_text(LOW_TEXT)
    return high, low
