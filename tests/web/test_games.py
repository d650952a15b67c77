"""A whole game of each of the five games, played by clicking on the table against an agent (issue 17 item 5);
each writes a screenshot of its table (build/screenshots/<game>.png)."""

from __future__ import annotations

import random

import pytest

from tests.server.harness import create
from tests.web.browser import SCREENSHOTS, ended, open_seat, play_to_the_end

GAMES = ["gundam", "fe_cipher", "gwent", "soulbound_arkana", "power_duell"]


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_against_an_agent_by_clicking(web_server, context, game):
    m = create(web_server, game, [{"kind": "person"}, {"kind": "agent", "agent": "random"}])
    page = open_seat(context, web_server.http, m["id"], 0, m["token"])
    made = play_to_the_end(page, random.Random(game), shot=SCREENSHOTS / f"{game}.png")
    assert ended(page) and made > 0
    live = web_server.service.live[m["id"]].match
    assert live.ended and page.locator("#end b").inner_text() in ("You win", "You lose", "Draw")
    assert web_server.service.store.load(m["id"]).status == "finished"
