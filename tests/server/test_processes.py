"""Real server processes: SIGKILL in the middle of writing loses no acknowledged action (SQLite and PostgreSQL),
and several processes sharing one PostgreSQL hold each match on one process at a time, another taking it over from
the stored actions when that process dies (issue 17 items 3, 6 and 7)."""

from __future__ import annotations

import asyncio
import json
import random
import time

import httpx
import websockets

from tcgkit.core.replay import Replay
from tcgkit.store import MatchStore, open_store
from tests.dbs import fresh_postgres_db
from tests.server.harness import ProcessServer, SeatClient, claim, create, run


async def _bots(server, match_id, tokens, acks: list[int], stop: asyncio.Event, seed: int) -> bool:
    """Both seats play random legal actions as fast as the server lets them, recording every ack, until ``stop``,
    the end of the match or the connection drops (the server was killed). True if the match ended."""
    rng = random.Random(seed)

    async def seat(p):
        try:
            async with SeatClient.connect(server.ws, match_id, seat=p, token=tokens[p]) as c:
                acted = -1
                while not stop.is_set():
                    msg = await c.recv()
                    if msg["type"] == "ack":
                        acks.append(msg["version"])
                    elif msg["type"] == "error":
                        await asyncio.sleep(0.05)
                        msg, acted = c.state, -1
                    if msg["type"] == "state" and msg["view"]["ended"]:
                        return True  # an ended match asks nobody: no state after it would come
                    if msg["type"] == "state" and msg["decision"] and msg["version"] != acted:
                        acted = msg["version"]
                        await c.act(rng.choice(msg["decision"]["actions"])["action"], msg["version"])
        except (websockets.ConnectionClosed, OSError):
            return False
        return False

    return any(await asyncio.gather(seat(0), seat(1)))


KILL_AFTER = 40
"""Acknowledged actions before the SIGKILL."""


def test_sigkill_in_the_middle_of_writes_loses_no_acknowledged_action(db_url):
    server = ProcessServer(db_url, instance="killed").start()
    try:
        async def go():
            # A random Gundam game may end within KILL_AFTER actions (79 of 5,000 random games did within 40):
            # then the bots stop with it and another match is played.
            for _ in range(5):
                m = create(server, "gundam", [{"kind": "person"}, {"kind": "person"}])
                tokens = [m["token"], claim(server, m["id"], 1)]
                acks: list[int] = []
                bots = asyncio.ensure_future(_bots(server, m["id"], tokens, acks, asyncio.Event(), seed=5))
                while len(acks) < KILL_AFTER and not bots.done():
                    await asyncio.sleep(0.02)
                if len(acks) >= KILL_AFTER:
                    server.kill()  # SIGKILL while both seats keep sending
                    await asyncio.wait_for(bots, 30)
                    return m, acks
                assert await bots, f"the bots lost their connection after {len(acks)} acks, the match going on"
            raise AssertionError(f"five matches in a row ended within {KILL_AFTER} actions")

        m, acks = run(go())
    finally:
        server.kill()
    stored = MatchStore(open_store(db_url)).load(m["id"])
    assert len(stored.actions) >= max(acks) >= KILL_AFTER
    replay = Replay(game=stored.game, rules_version=stored.rules_version, options=stored.options,
                    decks=stored.decks, seed=stored.seed, setup=stored.setup, actions=stored.actions)
    assert replay.run().version == len(stored.actions)  # every stored action is legal in order
    again = ProcessServer(db_url, instance="killed").start()  # the same name: back at once
    try:
        info = httpx.get(f"{again.http}/api/matches/{m['id']}").json()
        assert info["version"] == len(stored.actions)
    finally:
        again.stop()


def test_another_process_takes_a_match_over_when_its_process_dies(postgres):
    url = fresh_postgres_db(postgres)
    a = ProcessServer(url, instance="proc-a", lease_seconds=2.0).start()
    b = ProcessServer(url, instance="proc-b", lease_seconds=2.0).start()
    try:
        m = create(a, "fe_cipher", [{"kind": "person"}, {"kind": "person"}])
        tokens = [m["token"], claim(a, m["id"], 1)]
        acks: list[int] = []

        async def play_on(server, n):
            stop = asyncio.Event()
            task = asyncio.ensure_future(_bots(server, m["id"], tokens, acks, stop, seed=len(acks)))
            start = len(acks)
            while len(acks) < start + n and not task.done():
                await asyncio.sleep(0.02)
            stop.set()
            await asyncio.wait_for(task, 30)

        run(play_on(a, 10))
        time.sleep(3)  # longer than a lease: A renews its hold, so B still may not take the match
        r = httpx.get(f"{b.http}/api/matches/{m['id']}")
        assert r.status_code == 409 and "proc-a" in r.json()["error"]

        async def hello_b():
            async with websockets.connect(f"{b.ws}/api/matches/{m['id']}/ws") as ws:
                await ws.send(json.dumps({"type": "hello", "seat": 0, "token": tokens[0]}))
                return json.loads(await ws.recv())

        assert run(hello_b())["code"] == "elsewhere"
        a.kill()
        deadline = time.time() + 30
        while time.time() < deadline:
            r = httpx.get(f"{b.http}/api/matches/{m['id']}")
            if r.status_code == 200:
                break
            time.sleep(0.3)
        assert r.status_code == 200, r.text
        taken_over_at = r.json()["version"]
        assert taken_over_at >= max(acks)  # nothing A acknowledged is lost
        run(play_on(b, 5))  # and the match goes on at B
        assert max(acks) > taken_over_at
        assert len(MatchStore(open_store(url)).load(m["id"]).actions) >= max(acks)  # every ack is stored
    finally:
        a.kill()
        b.kill()
