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


# hypothesis: a bounded pass in `make test` ("ci"), a long one with HYPOTHESIS_PROFILE=fuzz (`make fuzz`)
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("ci", max_examples=30, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("fuzz", max_examples=3000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(__import__("os").environ.get("HYPOTHESIS_PROFILE", "ci"))
