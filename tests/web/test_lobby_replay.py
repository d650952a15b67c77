"""The lobby checks pasted decklists with the command line's messages, and a finished match steps through as a
replay in the browser, forwards and backwards (issue 17 item 4)."""

from __future__ import annotations

import random

from tests.server.harness import create
from tests.web.browser import open_seat, play_to_the_end


def test_a_pasted_decklist_is_checked_with_the_same_messages(web_server, context):
    page = context.new_page()
    page.goto(web_server.http + "/")
    page.select_option("#game", "gundam")
    page.select_option(".deck-source[data-deck='0']", "text")
    page.fill(".slot:has(.deck-source[data-deck='0']) .deck-text", "4 GD01-018 ReZEL\n3 NOPE-999 Nothing\n")
    page.click("#create-button")
    problem = page.locator("#problems")
    problem.wait_for()
    page.wait_for_function("document.querySelector('#problems').textContent.length > 0")
    assert "deck-1.txt:2" in problem.inner_text() and "NOPE-999" in problem.inner_text()


def test_a_finished_match_steps_forwards_and_backwards(web_server, context):
    m = create(web_server, "power_duell", [{"kind": "person"}, {"kind": "agent", "agent": "random"}])
    play_to_the_end(open_seat(context, web_server.http, m["id"], 0, m["token"]), random.Random(9))
    page = context.new_page()
    page.goto(f"{web_server.http}/replay/{m['id']}?seat=0")
    page.wait_for_selector("#step-label")
    assert page.locator("#step-label").inner_text().startswith("step 0 of ")
    for _ in range(6):
        page.click("#forward")
    page.wait_for_function("document.querySelector('#step-label').textContent.startsWith('step 6 ')")
    board6 = page.locator("#board").inner_html()
    log6 = page.locator("#log .line").count()
    page.click("#back")
    page.wait_for_function("document.querySelector('#step-label').textContent.startsWith('step 5 ')")
    assert page.locator("#log .line").count() <= log6
    page.click("#forward")
    page.wait_for_function("document.querySelector('#step-label').textContent.startsWith('step 6 ')")
    assert page.locator("#board").inner_html() == board6
    page.keyboard.press("End")  # to the last step
    page.wait_for_function("(() => { const w = document.querySelector('#step-label').textContent.split(' ');"
                           " return w[1] === w[3]; })()")
    page.select_option("#seat-select", "")
    page.wait_for_function("document.body.dataset.version !== undefined")
    assert page.locator("#decision button").count() >= 4
