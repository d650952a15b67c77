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


async def _bots(server, match_id, tokens, acks: list[int], stop: asyncio.Event, seed: int) -> None:
    """Both seats play random legal actions as fast as the server lets them, recording every ack, until ``stop``
    or the connection drops (the server was killed)."""
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
                    if msg["type"] == "state" and msg["decision"] and msg["version"] != acted:
                        if msg["view"]["ended"]:
                            return
                        acted = msg["version"]
                        await c.act(rng.choice(msg["decision"]["actions"])["action"], msg["version"])
        except (websockets.ConnectionClosed, OSError):
            return

    await asyncio.gather(seat(0), seat(1))


def test_sigkill_in_the_middle_of_writes_loses_no_acknowledged_action(db_url):
    server = ProcessServer(db_url, instance="killed").start()
    try:
        m = create(server, "gundam", [{"kind": "person"}, {"kind": "person"}])
        tokens = [m["token"], claim(server, m["id"], 1)]
        acks: list[int] = []

        async def go():
            stop = asyncio.Event()
            bots = asyncio.ensure_future(_bots(server, m["id"], tokens, acks, stop, seed=5))
            while len(acks) < 40:
                await asyncio.sleep(0.02)
            server.kill()  # SIGKILL while both seats keep sending
            await asyncio.wait_for(bots, 30)

        run(go())
    finally:
        server.kill()
    stored = MatchStore(open_store(db_url)).load(m["id"])
    assert len(stored.actions) >= max(acks) >= 40
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
