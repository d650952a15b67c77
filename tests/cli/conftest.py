import pytest

from tests.cli.toygame import TARGET


@pytest.fixture(autouse=True)
def toy(monkeypatch):
    """Register the tool-complete toy game as ``toy`` for every test here."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", TARGET)
    yield "toy"
