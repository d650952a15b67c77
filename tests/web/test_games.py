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


def test_gundam_team_battle_table_shows_all_four_players(web_server, context):
    """The 4-seat table: both teams' players with their battle areas, the shared shield areas with the leaders."""
    from tests.web.browser import click_one, my_turn, screenshot

    m = create(web_server, "gundam", [{"kind": "person"}] + [{"kind": "agent", "agent": "random"}] * 3,
               mode="team_battle", decks=[{}] * 4)
    page = open_seat(context, web_server.http, m["id"], 0, m["token"])
    rng = random.Random(11)
    made = 0
    while made < 14 and not ended(page):
        if my_turn(page):
            click_one(page, rng)
            made += 1
        else:
            page.wait_for_timeout(30)
    assert page.locator(".side[data-player]").count() == 4
    assert page.locator(".shared").count() == 2  # the teammates' shield areas are the leaders'
    screenshot(page, SCREENSHOTS / "gundam_team_battle.png")
