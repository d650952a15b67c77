"""Bad input from strangers: every fault gets a clear error, nothing changes, and the server keeps serving
(issue 17 item 6)."""

from __future__ import annotations

import json

import httpx
import pytest
import websockets

from tests.server.harness import SeatClient, claim, create, run

PEOPLE = [{"kind": "person"}, {"kind": "person"}]


def _errors_then_still_serving(server, match_id: str, token0: str, sends: list, expect: list[str]) -> list[dict]:
    """Seat 0 sends each raw message; returns the errors. Afterwards the match is at the same version, the store
    holds the same actions, and a legal action is still accepted."""

    async def go():
        async with SeatClient.connect(server.ws, match_id, seat=0, token=token0) as c:
            state = await c.until(lambda m: m["type"] == "state")
            before = state["version"]
            stored = len(server.service.store.load(match_id).actions)
            errors = []
            for raw in sends:
                await c.ws.send(raw if isinstance(raw, str) else json.dumps(raw))
                errors.append(await c.until(lambda m: m["type"] == "error"))
            await c.send({"type": "ping"})
            pong = await c.until(lambda m: m["type"] == "pong")
            assert pong["version"] == before
            assert len(server.service.store.load(match_id).actions) == stored
            decision = c.state["decision"]
            if decision is not None:
                await c.act(decision["actions"][0]["action"], before)
                ack = await c.until(lambda m: m["type"] in ("ack", "error"))
                assert ack["type"] == "ack" and ack["version"] > before
            return errors

    errors = run(go())
    assert [e["code"] for e in errors] == expect, errors
    for e in errors:
        assert e["message"] and "\n" not in e["message"] and "Traceback" not in e["message"]
    return errors


def test_malformed_messages_get_clear_errors_and_change_nothing(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)
    v = 0
    errors = _errors_then_still_serving(sqlite_server, m["id"], m["token"], [
        "{not json",
        "[1, 2]",
        {"type": "teleport"},
        {"action": ["keep"]},
        {"type": "action", "action": ["keep"], "version": "0"},
        {"type": "action", "action": [], "version": v},
        {"type": "action", "action": [["nested"]], "version": v},
        {"type": "action", "action": ["keep"], "version": v, "sneaky": 1},
    ], ["malformed"] * 8)
    assert "not JSON" in errors[0]["message"]
    assert "unknown message type" in errors[2]["message"]
    assert "version: must be a whole number" in errors[4]["message"]


def test_floats_where_integers_belong_are_refused(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)
    errors = _errors_then_still_serving(sqlite_server, m["id"], m["token"], [
        {"type": "action", "action": ["keep"], "version": 0.0},
        {"type": "action", "action": ["keep"], "version": 1e0},
        {"type": "action", "action": ["deploy", 17.0], "version": 0},
        {"type": "action", "action": ["deploy", True], "version": 0},
    ], ["malformed"] * 4)
    assert "whole number" in errors[0]["message"] and "17.0" in errors[2]["message"]


def test_an_oversized_message_is_refused_and_the_connection_stays(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)
    big = json.dumps({"type": "ping", "id": "x" * 50_000})
    errors = _errors_then_still_serving(sqlite_server, m["id"], m["token"], [big], ["too_large"])
    assert "16,384" in errors[0]["message"]


def test_out_of_turn_stale_and_illegal_actions_are_refused(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)
    t1 = claim(sqlite_server, m["id"], 1)

    async def go():
        async with SeatClient.connect(sqlite_server.ws, m["id"], seat=1, token=t1) as c1:
            s = await c1.until(lambda x: x["type"] == "state")
            assert s["waiting"]["player"] == 0 and s["decision"] is None
            await c1.act(["keep"], s["version"])
            return await c1.until(lambda x: x["type"] == "error")

    out_of_turn = run(go())
    assert out_of_turn["code"] == "not_your_turn" and "waits for seat 0" in out_of_turn["message"]
    _errors_then_still_serving(sqlite_server, m["id"], m["token"], [
        {"type": "action", "action": ["keep"], "version": 7},
        {"type": "action", "action": ["deploy", 3], "version": 0},
        {"type": "action", "action": ["concede", 1], "version": 0},
    ], ["stale", "illegal", "illegal"])


def test_tokens_unknown_matches_and_spectators(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)
    t1 = claim(sqlite_server, m["id"], 1)

    async def hello(match_id, body):
        async with websockets.connect(f"{sqlite_server.ws}/api/matches/{match_id}/ws") as ws:
            await ws.send(json.dumps(body))
            return json.loads(await ws.recv())

    cases = [
        ("nope", {"type": "hello"}, "unknown_match"),
        (m["id"], {"type": "hello", "seat": 0, "token": "wrong"}, "bad_token"),
        (m["id"], {"type": "hello", "seat": 0, "token": t1}, "bad_token"),  # another seat's token
        (m["id"], {"type": "hello", "seat": 5, "token": t1}, "bad_token"),
        (m["id"], {"type": "ping"}, "bad_hello"),
    ]
    for match_id, body, code in cases:
        got = run(hello(match_id, body))
        assert got["type"] == "error" and got["code"] == code, got

    async def spectate():
        async with SeatClient.connect(sqlite_server.ws, m["id"]) as c:
            s = await c.until(lambda x: x["type"] == "state")
            await c.act(["keep"], s["version"])
            return await c.until(lambda x: x["type"] == "error")

    assert run(spectate())["code"] == "spectator"
    assert httpx.get(f"{sqlite_server.http}/api/matches/{m['id']}").json()["version"] == 0


def test_flooding_is_rate_limited_and_the_server_keeps_serving(sqlite_server):
    m = create(sqlite_server, "gundam", PEOPLE)

    async def go():
        async with SeatClient.connect(sqlite_server.ws, m["id"], seat=0, token=m["token"]) as c:
            for _ in range(120):
                await c.ws.send(json.dumps({"type": "ping"}))
            codes = []
            while len(codes) < 120:
                msg = await c.recv()
                if msg["type"] in ("pong", "error"):
                    codes.append(msg.get("code", "pong"))
            return codes

    codes = run(go())
    assert "rate_limited" in codes and codes.count("pong") >= 40
    assert httpx.get(f"{sqlite_server.http}/api/health").json()["ok"] is True


@pytest.mark.parametrize("body, words", [
    ({"game": "chess"}, "unknown game"),
    ({"game": "gundam", "mode": "chaos"}, "no mode 'chaos'"),
    ({"game": "gundam", "options": {"no_such_rule": 1}}, "bad rule options"),
    ({"game": "gundam", "seats": [{"kind": "person"}, {"kind": "agent", "agent": "oracle"}]}, "no agent called"),
    ({"game": "gundam", "decks": [{"source": "shipped", "name": "../../etc/passwd"}, {}]}, "ships no decklist"),
    ({"game": "gundam", "decks": [{"source": "text", "text": "3 GD01-999 Nothing\n"}, {}]}, "unknown card"),
    ({"game": "gundam", "decks": [{"source": "text", "text": "4 GD01-018\n"}, {}]}, "deck problem"),
    ({"game": 5}, "game"),
])
def test_the_lobby_refuses_bad_requests_in_words(sqlite_server, body, words):
    r = httpx.post(f"{sqlite_server.http}/api/matches", json=body)
    assert r.status_code == 400, r.text
    text = json.dumps(r.json())
    assert words in text, text


@pytest.mark.parametrize("game, deck", [("soulbound_arkana", "bollwerk.txt"), ("power_duell", "glut.txt"),
                                        ("fe_cipher", "s01_marth.txt")])
def test_a_pasted_decklist_cannot_make_the_server_read_a_file(sqlite_server, tmp_path, game, deck):
    """A pasted decklist's ``cards:`` line names a file on the server (absolute, or climbing out of the folder the
    deck is written to): refused unread, so neither the file's lines nor whether it exists reach the stranger."""
    from pathlib import Path

    import tcgkit

    secret = tmp_path / "creds.yaml"
    secret.write_text("cards:\n- id: SECRET-hunter2\n  name: hunter2\n", encoding="utf-8")
    text = (Path(tcgkit.__file__).parent / "games" / game / "decks" / deck).read_text(encoding="utf-8")
    for named in (str(secret), "../" * 12 + str(secret).lstrip("/"), "/no/such/file.yaml"):
        body = {"game": game, "decks": [{"source": "text", "text": f"cards: {named}\n" + text}, {}]}
        r = httpx.post(f"{sqlite_server.http}/api/matches", json=body)
        assert r.status_code == 400, r.text
        said = json.dumps(r.json())
        assert "cannot name a card file" in said, said
        assert "hunter2" not in said and "No such file" not in said, said


def test_a_pasted_decklist_named_with_a_nul_byte_is_refused_in_words(sqlite_server):
    text = "3 GD01-018\n"
    body = {"game": "gundam", "decks": [{"source": "text", "text": text, "filename": "a\x00b.txt"}, {}]}
    r = httpx.post(f"{sqlite_server.http}/api/matches", json=body)
    assert r.status_code == 400, r.text
    assert "NUL byte" in r.json()["error"], r.text


def test_an_oversized_request_body_is_refused_unread(sqlite_server):
    r = httpx.post(f"{sqlite_server.http}/api/matches", content=b"{" + b" " * 2_000_000 + b"}",
                   headers={"content-type": "application/json"})
    assert r.status_code == 413 and "larger than" in r.json()["error"]
