"""Playwright driving Debian's Chromium (``/usr/bin/chromium``, through ``executable_path``; Playwright's own browser
download is not used), and a player that clicks through a whole game on the table like a person would."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path

from playwright.sync_api import Page

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SCREENSHOTS = Path(os.environ.get("TCGKIT_SCREENSHOTS", Path(__file__).resolve().parents[2] / "build" / "screenshots"))
VIEWPORT = {"width": 1440, "height": 900}
WAIT_MS = 30_000
"""How long a page waits for the table to show something (generous: CI runs the browser on a loaded machine)."""


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def open_seat(context, base: str, match_id: str, seat: int | None = None, token: str | None = None) -> Page:
    """A page at the match's table: as ``seat`` with ``token`` (a resume link), or watching."""
    page = context.new_page()
    page.set_default_timeout(WAIT_MS)
    url = f"{base}/play/{match_id}" + (f"#seat={seat}&token={token}" if token else "")
    page.goto(url)
    page.wait_for_selector("body[data-live='1']")
    page.wait_for_selector("#board > *")
    return page


def my_turn(page: Page) -> bool:
    return page.locator("#decision .prompt.mine").count() > 0


def ended(page: Page) -> bool:
    return page.locator("#end:not([hidden])").count() > 0


def click_one(page: Page, rng: random.Random, card_share: float = 0.85) -> str:
    """Take one of the seat's choices by clicking: a glowing card (or player) and an entry of its menu, or a button
    of the decision bar. Waits for the table to move on. Returns what was clicked."""
    version = page.evaluate("document.body.dataset.version")
    cards = page.locator("#board .card.actionable, #board .actionable-player")
    buttons = page.locator("#decision .actions button.act")
    n_cards, n_buttons = cards.count(), buttons.count()
    if n_cards and (not n_buttons or rng.random() < card_share):
        target = cards.nth(rng.randrange(n_cards))
        target.scroll_into_view_if_needed()
        target.click()
        items = page.locator("#menu .menu-item")
        items.first.wait_for()
        item = items.nth(rng.randrange(items.count()))
        what = f"card: {item.inner_text()}"
        item.click()
    elif n_buttons:
        button = buttons.nth(rng.randrange(n_buttons))
        what = f"button: {button.inner_text()}"
        button.click()
    else:  # every choice concerns a card that is not on the table: the full list is there too
        page.locator("#decision .all-actions summary").click()
        every = page.locator("#decision .all-actions button")
        button = every.nth(rng.randrange(every.count()))
        what = f"listed: {button.inner_text()}"
        button.click()
    page.wait_for_function(f"document.body.dataset.version !== '{version}' "
                           "|| !!document.querySelector('#end:not([hidden])')")
    return what


def play_to_the_end(page: Page, rng: random.Random, max_clicks: int = 1500, shot: Path | None = None,
                    shot_after: int = 12) -> int:
    """Click this seat's choices until the game ends (the other seats are agents or other pages that play
    themselves); takes a screenshot after ``shot_after`` choices. Returns the number of choices made."""
    made = 0
    while not ended(page):
        if made > max_clicks:
            raise AssertionError(f"no end after {max_clicks} choices")
        if my_turn(page) and not page.evaluate("document.body.classList.contains('busy')"):
            click_one(page, rng)
            made += 1
            if shot is not None and made == shot_after:
                screenshot(page, shot)
        else:
            page.wait_for_timeout(30)
    if shot is not None and made < shot_after:
        screenshot(page, shot)
    return made


def screenshot(page: Page, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    page.mouse.move(5, 5)
    card = page.locator("#board .card[data-uid]").first
    if card.count():
        card.hover()
    page.locator("#menu").evaluate("m => m.hidden = true")
    page.screenshot(path=str(path))
