"""People at the browser table (issue 17 items 4 and 5): a match created in the lobby and played person against
person in two browser contexts, a four-seat mode with two people and two agents, a spectator who is shown no
hidden card, a reconnect, and a server restart in the middle of a match."""

from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from tcgkit.server.messages import card_refs
from tests.server.harness import ThreadServer, claim, create
from tests.web.browser import (SCREENSHOTS, WAIT_MS, click_one, ended, my_turn, open_seat, play_to_the_end,
                               screenshot)


def _alternate(pages, rng, limit=3000, shot=None):
    """Every page clicks its own choices until the game ends (a screenshot of the first page after 12 clicks)."""
    clicks = 0
    for _ in range(limit):
        if all(ended(p) for p in pages):
            return
        moved = False
        for p in pages:
            if not ended(p) and my_turn(p) and not p.evaluate("document.body.classList.contains('busy')"):
                click_one(p, rng)
                moved = True
                clicks += 1
                if shot is not None and clicks == 12 and not ended(pages[0]):
                    screenshot(pages[0], shot)
        if not moved:
            pages[0].wait_for_timeout(30)
    raise AssertionError("the game did not end")


def test_person_against_person_from_the_lobby_in_two_browsers(web_server, browser):
    a = browser.new_context(viewport={"width": 1440, "height": 900})
    b = browser.new_context(viewport={"width": 1440, "height": 900})
    try:
        lobby = a.new_page()
        lobby.goto(web_server.http + "/")
        lobby.select_option("#game", "gwent")
        lobby.select_option(".seat-kind[data-seat='1']", "")  # seat 1: a person
        lobby.click("#create-button")
        link = lobby.locator(".created code").first.inner_text()
        assert "?seat=1" in link
        lobby.click("#to-table")
        lobby.wait_for_selector("body[data-live='1']")
        other = b.new_page()
        other.goto(link)  # the seat link: opening it takes seat 1
        other.wait_for_selector("body[data-live='1']")
        expect(other.locator("#who")).to_contain_text("you are seat 1", timeout=WAIT_MS)  # drawn from the state
        expect(lobby.locator("#who")).to_contain_text("you are seat 0", timeout=WAIT_MS)  # after the welcome
        _alternate([lobby, other], random.Random(7))
        texts = {lobby.locator("#end b").inner_text(), other.locator("#end b").inner_text()}
        assert texts in ({"You win", "You lose"}, {"Draw"})
    finally:
        a.close()
        b.close()


def test_four_seats_two_people_and_two_agents(web_server, browser):
    m = create(web_server, "gwent", [{"kind": "person"}, {"kind": "person"}, {"kind": "agent", "agent": "random"},
                                     {"kind": "agent", "agent": "random"}], mode="2v2", decks=[{}] * 4)
    t1 = claim(web_server, m["id"], 1)
    contexts = [browser.new_context(viewport={"width": 1440, "height": 900}) for _ in range(2)]
    try:
        pages = [open_seat(contexts[0], web_server.http, m["id"], 0, m["token"]),
                 open_seat(contexts[1], web_server.http, m["id"], 1, t1)]
        assert pages[0].locator(".gwent-side").count() == 2  # two sides of two seats each
        _alternate(pages, random.Random(4), shot=SCREENSHOTS / "gwent_2v2.png")
        assert web_server.service.live[m["id"]].match.ended
    finally:
        for c in contexts:
            c.close()


def test_a_spectator_is_sent_and_shown_no_hidden_card(web_server, context):
    m = create(web_server, "gundam", [{"kind": "person"}, {"kind": "agent", "agent": "random"}])
    player = open_seat(context, web_server.http, m["id"], 0, m["token"])
    watcher_ctx = context.browser.new_context()
    frames: list[dict] = []
    try:
        watcher = watcher_ctx.new_page()
        watcher.on("websocket", lambda ws: ws.on("framereceived", lambda f: frames.append(json.loads(f))))
        watcher.goto(f"{web_server.http}/play/{m['id']}")
        watcher.wait_for_selector("body[data-live='1']")
        rng = random.Random(3)
        from tcgkit.server.replays import replay_of

        seen_cards = 0
        for _ in range(25):
            if ended(player):
                break
            if my_turn(player):
                click_one(player, rng)
            else:
                player.wait_for_timeout(30)
            live = web_server.service.live[m["id"]].match
            watcher.wait_for_function(f"Number(document.body.dataset.version) >= {live.version}")
            version, shown = watcher.evaluate("""() => [Number(document.body.dataset.version),
                [...document.querySelectorAll('#board .card[data-uid]')].map(n => Number(n.dataset.uid))]""")
            at = replay_of(web_server.service.store.load(m["id"])).run(until=version)  # the table's version
            assert all(at.sees(None, u) for u in shown), f"the spectator's table shows a hidden card at {version}"
            assert watcher.locator("#decision .actions button").count() == 0
            seen_cards += len(shown)
        assert seen_cards > 0  # the spectator did see the public cards
        states = [f for f in frames if f.get("type") == "state"]
        assert states

        stored = web_server.service.store.load(m["id"])
        for f in states:
            match = replay_of(stored).run(until=f["version"])
            expected = match.view(None).to_dict()
            expected.pop("decision", None)
            assert f["view"] == json.loads(json.dumps(expected))
            assert all(match.sees(None, uid) for uid, _ in card_refs(f["view"]))
            assert f["decision"] is None
    finally:
        watcher_ctx.close()


def test_a_reconnect_resumes_the_seat(web_server, context, browser):
    m = create(web_server, "fe_cipher", [{"kind": "person"}, {"kind": "agent", "agent": "random"}])
    page = open_seat(context, web_server.http, m["id"], 0, m["token"])
    rng = random.Random(5)
    for _ in range(4):
        page.wait_for_function("!!document.querySelector('#decision .prompt.mine') "
                               "|| !!document.querySelector('#end:not([hidden])')")
        click_one(page, rng)
    page.close()  # the connection drops
    again = context.new_page()  # the same browser: the seat's token is in its storage
    again.goto(f"{web_server.http}/play/{m['id']}")
    again.wait_for_selector("body[data-live='1']")  # the welcome; #who is written when the state after it comes
    expect(again.locator("#who")).to_contain_text("you are seat 0", timeout=WAIT_MS)
    live = web_server.service.live[m["id"]].match
    again.wait_for_function(f"Number(document.body.dataset.version) >= {live.version}")  # nothing missed
    other = browser.new_context()  # another device, through the resume link the page offers
    try:
        link = f"{web_server.http}/play/{m['id']}#seat=0&token={m['token']}"
        p2 = other.new_page()
        p2.goto(link)
        p2.wait_for_selector("body[data-live='1']")
        expect(p2.locator("#who")).to_contain_text("you are seat 0", timeout=WAIT_MS)
        play_to_the_end(p2, rng)
    finally:
        other.close()


def test_a_server_restart_in_the_middle_of_a_match(tmp_path, context):
    url = f"sqlite:///{tmp_path / 'restart.db'}"
    first = ThreadServer(url, owner="web").start()
    port = first.port
    m = create(first, "power_duell", [{"kind": "person"}, {"kind": "agent", "agent": "random"}])
    page = open_seat(context, first.http, m["id"], 0, m["token"])
    rng = random.Random(2)
    for _ in range(5):
        page.wait_for_function("!!document.querySelector('#decision .prompt.mine')")
        click_one(page, rng)
    first.stop()
    page.wait_for_function("document.body.dataset.live === ''")
    stored = len(first.service.store.load(m["id"]).actions)  # everything acknowledged before the stop
    second = ThreadServer(url, owner="web", port=port).start()  # same address: the page reconnects by itself
    try:
        page.wait_for_selector("body[data-live='1']", timeout=60_000)
        page.wait_for_function(f"Number(document.body.dataset.version) >= {stored}")  # (the agent may move on)
        assert second.service.live[m["id"]].match.version >= stored
        play_to_the_end(page, rng)
        assert second.service.store.load(m["id"]).status == "finished"
    finally:
        second.stop()
