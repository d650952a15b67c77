import pytest

from tests.dbs import db_url, postgres  # noqa: F401  (fixtures)
from tests.server.harness import ThreadServer


@pytest.fixture
def server(db_url):  # noqa: F811
    """A match server over an empty database, SQLite then PostgreSQL."""
    with ThreadServer(db_url) as s:
        yield s


@pytest.fixture
def sqlite_server(tmp_path):
    """A match server over an empty SQLite file (tests of the protocol, not of the store)."""
    with ThreadServer(f"sqlite:///{tmp_path / 'm.db'}") as s:
        yield s
