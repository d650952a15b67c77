"""A match takes at most ``Limits.max_match_actions`` actions on a server: rule options can make a game endless
(Power Duell's ``turn_limit: 0`` between two greedy agents never ends), and agents alone would play it, storing
every action, for ever."""

from __future__ import annotations

import time

import httpx

from tests.server.harness import SeatClient, ThreadServer, claim, create, first_legal, run
from tcgkit.server.limits import Limits

ENDLESS = {"game": "power_duell", "options": {"turn_limit": 0}}


def _status(server, match_id: str) -> dict:
    r = httpx.get(f"{server.http}/api/matches/{match_id}", timeout=30)
    assert r.status_code == 200, r.text
    return r.json()


def test_agents_alone_stop_at_the_limit_and_the_match_waits_unfinished(tmp_path):
    cap = 300
    with ThreadServer(f"sqlite:///{tmp_path / 'm.db'}", limits=Limits(max_match_actions=cap)) as server:
        made = create(server, seats=[{"kind": "agent", "agent": "greedy"}] * 2, take_seat=None, **ENDLESS)
        deadline = time.time() + 120
        while server.service.store.load(made["id"]).actions.__len__() < cap and time.time() < deadline:
            time.sleep(0.2)
        time.sleep(1.0)  # long enough for a few hundred more greedy decisions, had the agents gone on
        stored = len(server.service.store.load(made["id"]).actions)
        live = server.service.live[made["id"]]
        assert cap <= stored < cap + 20, stored  # the last action's single-choice follow-ups may pass it a little
        assert not live.thinking and live.too_long()
        time.sleep(0.5)
        assert len(server.service.store.load(made["id"]).actions) == stored
        status = _status(server, made["id"])
        assert not status["ended"] and status["version"] == stored


def test_a_person_at_the_limit_is_told_in_words_and_nothing_changes(tmp_path):
    with ThreadServer(f"sqlite:///{tmp_path / 'm.db'}", limits=Limits(max_match_actions=1)) as server:
        made = create(server, seats=[{"kind": "person"}, {"kind": "person"}], **ENDLESS)
        tokens = {0: made["token"], 1: claim(server, made["id"], 1)}

        async def act_as_the_deciding_seat() -> tuple[int, dict]:
            seat = server.service.live[made["id"]].match.pending.player
            async with SeatClient.connect(server.ws, made["id"], seat=seat, token=tokens[seat]) as c:
                state = await c.until(lambda m: m["type"] == "state")
                await c.act(first_legal(state), state["version"])
                return state["version"], await c.until(lambda m: m["type"] in ("ack", "error"))

        version, answer = run(act_as_the_deciding_seat())
        assert version == 0 and answer["type"] == "ack", answer  # the first action is within the limit of one
        version, answer = run(act_as_the_deciding_seat())
        assert answer["type"] == "error" and answer["code"] == "too_long", answer
        assert "as many as this server allows" in answer["message"]
        assert _status(server, made["id"])["version"] == version

        async def concede() -> dict:  # a player may still end the match at the limit
            async with SeatClient.connect(server.ws, made["id"], seat=0, token=tokens[0]) as c:
                state = await c.until(lambda m: m["type"] == "state")
                await c.send({"type": "concede", "version": state["version"]})
                return await c.until(lambda m: m["type"] in ("ack", "error"))

        assert run(concede())["type"] == "ack"
        status = _status(server, made["id"])
        assert status["ended"] and status["winners"] == [1] and status["end_reason"] == "concede"
