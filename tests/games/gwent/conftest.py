"""Shared fixtures for the GWENT tests."""

import pytest

from tcgkit.games.gwent.game import GwentGame


@pytest.fixture(scope="session")
def game():
    return GwentGame()
