import pytest
from playwright.sync_api import sync_playwright

from tests.server.harness import ThreadServer
from tests.web.browser import VIEWPORT, launch


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


@pytest.fixture
def context(browser):
    ctx = browser.new_context(viewport=VIEWPORT)
    yield ctx
    ctx.close()


@pytest.fixture(scope="module")
def web_server(tmp_path_factory):
    with ThreadServer(f"sqlite:///{tmp_path_factory.mktemp('web') / 'm.db'}") as s:
        yield s
