"""The lobby offers every agent each game has (issue 17 item 4), and a seat given any of them plays: the agent's own
decisions are stored as its seat's actions."""

from __future__ import annotations

import httpx
import pytest
from sqlalchemy import select

from tcgkit.core.registry import REGISTRY, get_game
from tcgkit.sim.agents import agent_factories
from tcgkit.store.matches import ActionRow
from tests.server.harness import SeatClient, create, run

GAMES = sorted(REGISTRY)
AGENTS = [(g, a) for g in GAMES for a in agent_factories(get_game(g)())]


def test_the_lobby_offers_every_agent_of_every_game(sqlite_server):
    offered = {g["id"]: g["agents"] for g in httpx.get(f"{sqlite_server.http}/api/games", timeout=30).json()}
    assert set(offered) == set(GAMES)
    for game in GAMES:
        assert offered[game] == list(agent_factories(get_game(game)())), game


@pytest.mark.parametrize("game, agent", AGENTS, ids=[f"{g}-{a}" for g, a in AGENTS])
def test_a_seat_given_any_agent_plays_its_own_decisions(sqlite_server, game, agent):
    m = create(sqlite_server, game, [{"kind": "agent", "agent": agent}, {"kind": "agent", "agent": "random"}],
               take_seat=None)

    def seat0_moves() -> int:
        with sqlite_server.service.store.engine.connect() as c:
            rows = c.execute(select(ActionRow.seat).where(ActionRow.match_id == m["id"])).scalars().all()
        return sum(1 for seat in rows if seat == 0)

    async def watch():
        async with SeatClient.connect(sqlite_server.ws, m["id"]) as c:
            return await c.until(lambda x: x["type"] == "state" and (x["view"]["ended"] or x["version"] >= 40
                                                                      and seat0_moves() >= 3))

    last = run(watch(), timeout=240)
    assert seat0_moves() >= 1, f"{agent} never acted in {game} (match at version {last['version']})"
