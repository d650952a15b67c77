"""No hidden card and no token ever reaches a seat or a spectator (issue 17 item 2), checked over whole games of
every game and the multi-seat modes: every ``state`` a seat or spectator received is compared with the server's own
``view(viewer)`` at that version (rebuilt from the stored actions), its card texts name only cards that viewer sees,
its narration is exactly the events that viewer may read, and no message contains any seat's token."""

from __future__ import annotations

import asyncio
import json
import random
from collections import defaultdict

import pytest

from tcgkit.server.feed import Feed
from tcgkit.server.limits import Limits
from tcgkit.server.messages import card_refs
from tcgkit.server.replays import replay_of
from tests.server.harness import SeatClient, ThreadServer, claim, create, run

FAST = Limits(messages_per_second=10_000, message_burst=10_000)

CASES = [
    ("gundam", None, 2),
    ("gundam", "team_battle", 4),
    ("gundam", "battle_royale", 3),
    ("fe_cipher", None, 2),
    ("gwent", None, 2),
    ("gwent", "2v2", 4),
    ("gwent", "ffa", 3),
    ("gwent", "tournament", 2),
    ("gwent", "solo", 2),
    ("soulbound_arkana", "ffa", 4),
    ("soulbound_arkana", "2v2", 4),
    ("power_duell", None, 2),
]


@pytest.fixture(scope="module")
def fast_server(tmp_path_factory):
    with ThreadServer(f"sqlite:///{tmp_path_factory.mktemp('leaks') / 'm.db'}", limits=FAST) as s:
        yield s


@pytest.mark.parametrize("game, mode, seats", CASES, ids=[f"{g}-{m or 'standard'}" for g, m, _ in CASES])
def test_no_message_carries_a_hidden_card_or_a_token(fast_server, game, mode, seats):
    extra = {"mode": mode} if mode else {}
    if game == "gwent" and mode == "tournament":
        extra["decks"] = [{}] * 6
    elif seats > 2:
        extra["decks"] = [{}] * seats
    m = create(fast_server, game, [{"kind": "person"}] * seats, **extra)
    tokens = [m["token"]] + [claim(fast_server, m["id"], p) for p in range(1, seats)]
    clients = run(_play_and_watch(fast_server, m["id"], tokens, seed=hash((game, mode)) % 1000))

    stored = fast_server.service.store.load(m["id"])
    assert stored.status == "finished"
    by_version: dict[int, list] = defaultdict(list)
    for viewer, client in clients.items():
        for raw, msg in zip(client.raw, client.messages):
            for token in tokens:
                assert token not in raw, f"a token reached viewer {viewer}"
            if msg["type"] == "state":
                by_version[msg["version"]].append((viewer, msg))
    replay = replay_of(stored)
    match = replay.run(until=0)
    feed = Feed(match.game)  # narrated as the server narrates: after each action, in the words of that moment
    feed.catch_up(match)
    checked = 0
    for version in range(len(stored.actions) + 1):
        if version:
            match.apply(tuple(stored.actions[version - 1]))
            feed.catch_up(match)
        for viewer, msg in by_version.get(version, []):
            _check_state(match, viewer, msg)
            checked += 1
    assert checked >= len(clients)
    for viewer, client in clients.items():
        told = [line["text"] for msg in client.messages if msg["type"] == "state" for line in msg["events"]]
        assert told == [line["text"] for line in feed.lines(viewer)][:len(told)]


def _check_state(match, viewer, msg) -> None:
    view = match.view(viewer)
    expected = view.to_dict()
    expected.pop("decision", None)
    assert msg["view"] == json.loads(json.dumps(expected)), f"viewer {viewer} at version {match.version}"
    shown = {}
    for uid, cid in card_refs(msg["view"]):
        shown[cid] = uid
    for uid in _uids(msg["view"]):  # a hidden card's uid is its identity too: uids follow the decklists' order
        assert match.sees(viewer, uid), f"viewer {viewer} was shown hidden card {uid} at version {match.version}"
    for cid in msg["texts"]:
        assert cid in shown, f"viewer {viewer} got the text of {cid}, which it does not see"
    pending = match.pending
    if pending is None or pending.player != viewer:
        assert msg["decision"] is None
    else:
        assert [a["action"] for a in msg["decision"]["actions"]] == [list(a) for a in pending.actions]


def _uids(data):
    """Every card uid a view dict names (the value of any ``uid`` key), at any depth."""
    stack = [data]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            if type(x.get("uid")) is int:
                yield x["uid"]
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)


async def _play_and_watch(server, match_id, tokens, seed):
    rng = random.Random(seed)
    clients: dict = {}
    done = asyncio.Event()

    async def seat(p):
        async with SeatClient.connect(server.ws, match_id, seat=p, token=tokens[p], keep=True) as c:
            clients[p] = c
            acted = -1
            while not done.is_set():
                try:
                    msg = await asyncio.wait_for(c.recv(), 1.0)
                except asyncio.TimeoutError:
                    continue
                if msg["type"] == "state":
                    if msg["view"]["ended"]:
                        done.set()
                    elif msg["decision"] and msg["version"] != acted:
                        acted = msg["version"]
                        await c.act(rng.choice(msg["decision"]["actions"])["action"], msg["version"])

    async def spectator():
        async with SeatClient.connect(server.ws, match_id, keep=True) as c:
            clients[None] = c
            while not done.is_set():
                try:
                    await asyncio.wait_for(c.recv(), 1.0)
                except asyncio.TimeoutError:
                    continue

    await asyncio.wait_for(asyncio.gather(spectator(), *(seat(p) for p in range(len(tokens)))), 600)
    return clients
