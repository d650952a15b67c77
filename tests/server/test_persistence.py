"""Event-sourced persistence on SQLite and PostgreSQL: every accepted action is stored before its ack, a restarted
server continues every unfinished match from the stored actions, and a finished match is a replay that
``tcgkit replay`` reads (issue 17 item 3)."""

from __future__ import annotations

import json
import random

import httpx
from typer.testing import CliRunner

from tcgkit.cli import app as cli
from tcgkit.core.replay import Replay
from tests.server.harness import SeatClient, ThreadServer, claim, create, run


def _play(server, match_id, tokens, n_actions=None, seed=0):
    """Both seats play random legal actions (``n_actions`` of them, or to the end); returns every ack's version
    and the last state each seat saw."""
    rng = random.Random(seed)

    async def go():
        import asyncio

        acks: list[int] = []
        states: dict[int, dict] = {}
        done = asyncio.Event()

        async def seat(p):
            async with SeatClient.connect(server.ws, match_id, seat=p, token=tokens[p]) as c:
                acted = -1
                while not done.is_set():
                    try:
                        msg = await asyncio.wait_for(c.recv(), 0.5)
                    except asyncio.TimeoutError:
                        continue
                    if msg["type"] == "error":
                        assert msg["code"] == "rate_limited", msg  # a bot this fast meets the per-connection limit
                        await asyncio.sleep(0.2)
                        msg, acted = c.state, -1
                    if msg["type"] == "ack":
                        acks.append(msg["version"])
                        if n_actions is not None and len(acks) >= n_actions:
                            done.set()
                    if msg["type"] == "state":
                        states[p] = msg
                        if msg["view"]["ended"]:
                            done.set()
                        elif msg["decision"] and msg["version"] != acted and not done.is_set():
                            acted = msg["version"]
                            await c.act(rng.choice(msg["decision"]["actions"])["action"], msg["version"])

        await asyncio.gather(seat(0), seat(1))
        return acks, states

    return run(go())


def test_every_acknowledged_action_is_stored_with_the_match_inputs(server):
    m = create(server, "fe_cipher", [{"kind": "person"}, {"kind": "person"}])
    tokens = [m["token"], claim(server, m["id"], 1)]
    acks, _ = _play(server, m["id"], tokens, n_actions=12)
    stored = server.service.store.load(m["id"])
    assert len(stored.actions) >= max(acks)
    from tcgkit.games.fe_cipher.game import FECipherGame

    assert stored.rules_version == FECipherGame.rules_version and stored.game == "fe_cipher" and len(stored.decks) == 2
    assert isinstance(stored.seed, int) and stored.options["min_deck_size"] == 50


def test_a_restarted_server_continues_the_match_from_the_stored_actions(db_url):
    with ThreadServer(db_url, owner="one") as s1:
        m = create(s1, "gundam", [{"kind": "person"}, {"kind": "person"}])
        tokens = [m["token"], claim(s1, m["id"], 1)]
        _play(s1, m["id"], tokens, n_actions=25, seed=1)
        before = s1.service.live[m["id"]].match
        version, fingerprint = before.version, before.fingerprint()
        view0 = before.view(0).to_dict()
        told = {v: s1.service.live[m["id"]].feed.lines(v)[:] for v in (0, 1, None)}
    with ThreadServer(db_url, owner="one") as s2:  # the same process name: its own matches come back at once
        assert m["id"] in s2.service.live
        after = s2.service.live[m["id"]].match
        assert (after.version, after.fingerprint()) == (version, fingerprint)
        assert after.view(0).to_dict() == view0
        # the rebuilt match is narrated as it was told live, line for line
        assert {v: s2.service.live[m["id"]].feed.lines(v) for v in (0, 1, None)} == told
        _, states = _play(s2, m["id"], tokens, seed=2)  # and play on to the end
        assert states[0]["view"]["ended"]


def test_an_agent_seat_plays_on_after_a_restart(db_url):
    with ThreadServer(db_url, owner="one") as s1:
        m = create(s1, "power_duell", [{"kind": "agent", "agent": "random"}, {"kind": "agent", "agent": "random"}],
                   take_seat=None)
    # the first server may have finished it already; a restart must finish it either way
    with ThreadServer(db_url, owner="one") as s2:
        async def watch():
            async with SeatClient.connect(s2.ws, m["id"]) as c:
                return await c.until(lambda x: x["type"] == "state" and x["view"]["ended"])

        end = run(watch())
        assert end["view"]["winners"] is not None
        assert s2.service.store.load(m["id"]).status == "finished"


def test_a_finished_match_is_a_replay_that_tcgkit_replay_reads(server, tmp_path):
    m = create(server, "soulbound_arkana", [{"kind": "person"}, {"kind": "person"}])
    tokens = [m["token"], claim(server, m["id"], 1)]
    early = httpx.get(f"{server.http}/api/matches/{m['id']}/replay")
    assert early.status_code == 403 and "still running" in early.json()["error"]
    _, states = _play(server, m["id"], tokens, seed=3)
    r = httpx.get(f"{server.http}/api/matches/{m['id']}/replay")
    assert r.status_code == 200
    path = tmp_path / "game.json"
    path.write_text(json.dumps(r.json()))
    rep = Replay.load(path)
    assert rep.result == {"winners": states[0]["view"]["winners"], "reason": states[0]["view"]["end_reason"]}
    out = CliRunner().invoke(cli, ["replay", str(path)])
    assert out.exit_code == 0, out.output
    assert "Result:" in out.output and "Soulbound" in out.output


def test_the_replay_steps_forwards_and_backwards(server):
    m = create(server, "power_duell", [{"kind": "person"}, {"kind": "person"}])
    tokens = [m["token"], claim(server, m["id"], 1)]
    _play(server, m["id"], tokens, seed=4)
    base = f"{server.http}/api/matches/{m['id']}/replay"
    last = httpx.get(f"{base}/100000?seat=0").json()
    n = last["steps"]
    assert last["step"] == n and last["view"]["ended"]
    mid = httpx.get(f"{base}/{n // 2}?seat=1").json()
    again = httpx.get(f"{base}/{n // 2}?seat=1").json()
    assert mid == again and mid["version"] == n // 2 and mid["view"]["viewer"] == 1
    back = httpx.get(f"{base}/{n // 2 - 1}?seat=1").json()
    assert back["version"] == n // 2 - 1 and len(back["events"]) <= len(mid["events"])
    assert httpx.get(f"{base}/3?seat=9").status_code == 400


def test_agents_alone_play_a_match_to_the_end_from_its_first_decision(server):
    """An agent that decides first starts at once (nobody has to act before it)."""
    m = create(server, "power_duell", [{"kind": "agent", "agent": "random"}, {"kind": "agent", "agent": "greedy"}],
               take_seat=None)

    async def watch():
        async with SeatClient.connect(server.ws, m["id"]) as c:
            return await c.until(lambda x: x["type"] == "state" and x["view"]["ended"])

    assert run(watch())["view"]["ended"]
    assert server.service.store.load(m["id"]).status == "finished"
