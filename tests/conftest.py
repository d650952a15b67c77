import pytest


@pytest.fixture
def toy_registered(monkeypatch):
    """Register the core tests' toy game so replays can find it."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", "tests.core.toy:ToyGame")
    yield
