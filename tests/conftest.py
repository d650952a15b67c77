import pytest


@pytest.fixture
def toy_registered(monkeypatch):
    """Register the core tests' toy game so replays can find it."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", "tests.core.toy:ToyGame")
    yield


@pytest.fixture
def skirmish_registered(monkeypatch):
    """Register the core v2 example game (tests/core/skirmish.py) so replays and scenario files can find it."""
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "skirmish", "tests.core.skirmish:SkirmishGame")
    yield
