"""A small client of the match protocol (asyncio, ``websockets``): for bots, tests, the load benchmark and remote
agents. It speaks exactly what a browser speaks (:mod:`tcgkit.server.protocol`).

Example::

    async with SeatClient.connect("ws://127.0.0.1:8000", match_id, seat=0, token=token) as c:
        await c.play(lambda state: random.choice(state["decision"]["actions"])["action"])
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable

import websockets


class SeatClient:
    """One connection to one match as a seat (with its token) or a spectator.

    Attributes:
        state: the latest ``state`` message; messages: every message received, in order (if ``keep``);
        latencies: seconds from sending each action to its ``ack`` (or ``error``).
    """

    def __init__(self, ws: Any, keep: bool = False) -> None:
        self.ws = ws
        self.keep = keep
        self.messages: list[dict] = []
        self.raw: list[str] = []
        self.state: dict | None = None
        self.welcome: dict | None = None
        self.latencies: list[float] = []
        self._sent: dict[Any, float] = {}
        self._next_id = 0

    @classmethod
    def connect(cls, base: str, match_id: str, seat: int | None = None, token: str | None = None,
                keep: bool = False) -> "_Connecting":
        """``async with SeatClient.connect(...) as client`` — connects and says hello."""
        return _Connecting(cls, f"{base.rstrip('/')}/api/matches/{match_id}/ws", seat, token, keep)

    async def recv(self) -> dict:
        """The next message (``state`` messages also update :attr:`state`; answers record latencies)."""
        text = await self.ws.recv()
        msg = json.loads(text)
        if self.keep:
            self.raw.append(text)
            self.messages.append(msg)
        kind = msg.get("type")
        if kind == "state":
            self.state = msg
        elif kind == "welcome":
            self.welcome = msg
        if kind in ("ack", "error") and msg.get("id") in self._sent:
            self.latencies.append(time.perf_counter() - self._sent.pop(msg["id"]))
        return msg

    async def send(self, message: dict) -> Any:
        """Send a message, giving it an ``id`` if it has none; returns the id."""
        if "id" not in message:
            self._next_id += 1
            message = {**message, "id": self._next_id}
        self._sent[message["id"]] = time.perf_counter()
        await self.ws.send(json.dumps(message))
        return message["id"]

    async def act(self, action: list, version: int) -> Any:
        return await self.send({"type": "action", "action": action, "version": version})

    async def until(self, test: Callable[[dict], bool], limit: int = 100_000) -> dict:
        """Receive until a message passes ``test``; returns it."""
        for _ in range(limit):
            msg = await self.recv()
            if test(msg):
                return msg
        raise RuntimeError("no such message")

    async def play(self, choose: Callable[[dict], list], max_actions: int = 100_000) -> dict:
        """Play this seat until the match ends: at each own decision send ``choose(state)``; returns the last
        state. A ``stale`` error (the state moved on) is ignored (the next state asks again); after a
        ``rate_limited`` one the client waits a little and chooses again."""
        import asyncio

        acted_at = -1
        for _ in range(max_actions * 20):
            msg = await self.recv()
            if msg.get("type") == "error" and msg.get("code") == "rate_limited" and self.state is not None:
                await asyncio.sleep(0.1)  # faster than the server's per-connection rate: slow down, ask again
                msg, acted_at = self.state, -1
            if msg.get("type") != "state":
                continue
            if msg["view"]["ended"]:
                return msg
            if msg["decision"] and msg["version"] != acted_at:
                acted_at = msg["version"]
                await self.act(choose(msg), msg["version"])
        raise RuntimeError(f"the match did not end within {max_actions} actions")

    async def close(self) -> None:
        await self.ws.close()


class _Connecting:
    def __init__(self, cls: type, url: str, seat: int | None, token: str | None, keep: bool) -> None:
        self.cls, self.url, self.seat, self.token, self.keep = cls, url, seat, token, keep
        self.client: SeatClient | None = None

    async def __aenter__(self) -> SeatClient:
        ws = await websockets.connect(self.url, max_size=8_000_000, open_timeout=30)
        self.client = self.cls(ws, self.keep)
        hello: dict[str, Any] = {"type": "hello"}
        if self.seat is not None:
            hello.update(seat=self.seat, token=self.token)
        await ws.send(json.dumps(hello))
        return self.client

    async def __aexit__(self, *exc: object) -> None:
        await self.client.close()
