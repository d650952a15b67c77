"""The WebSocket of a match (``/api/matches/{id}/ws``): one connection per seat or spectator.

The first message is a ``hello`` (within ``Limits.hello_seconds``); then the client sends actions, concessions and
pings (:mod:`tcgkit.server.protocol`) and receives ``welcome``, ``state``, ``ack``, ``error`` and ``pong``. Every
client message is bounded in size and rate; a refused one gets an ``error`` and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging

from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from tcgkit.server.feed import Client, dumps
from tcgkit.server.limits import Limits, TokenBucket
from tcgkit.server.live import LiveMatch, error_text
from tcgkit.server.protocol import PROTOCOL_VERSION, ActionMsg, ClientError, Concede, Hello, Ping, error, parse
from tcgkit.server.service import Elsewhere, MatchService, NotFound, Unavailable

log = logging.getLogger("tcgkit.server")

MAX_QUEUE = 256
"""Messages waiting for a slow client; past this the connection is closed (it may reconnect)."""


class SocketClient(Client):
    """A :class:`~tcgkit.server.feed.Client` over a WebSocket, with its own sending task and queue."""

    def __init__(self, ws: WebSocket) -> None:
        super().__init__(None)
        self.ws = ws
        self.queue: asyncio.Queue = asyncio.Queue()
        self.closing: tuple[int, str] | None = None
        self.task = asyncio.get_running_loop().create_task(self._send_loop())

    def push(self, text: str) -> None:
        if self.closing is not None:
            return
        if self.queue.qsize() >= MAX_QUEUE:
            self.close(1013, "too many unread messages; connect again")
            return
        self.queue.put_nowait(text)

    def close(self, code: int, reason: str) -> None:
        if self.closing is None:
            self.closing = (code, reason)
            self.queue.put_nowait(None)

    async def _send_loop(self) -> None:
        try:
            while True:
                text = await self.queue.get()
                if text is None:
                    break
                await self.ws.send_text(text)
            if self.ws.application_state == WebSocketState.CONNECTED:
                await self.ws.close(*self.closing)
        except Exception:  # the peer went away: the receiving side ends the connection
            pass

    async def finish(self) -> None:
        self.close(1000, "bye")
        try:
            await asyncio.wait_for(self.task, 5)
        except (asyncio.TimeoutError, asyncio.CancelledError):
            self.task.cancel()


async def match_socket(ws: WebSocket, match_id: str, service: MatchService, limits: Limits) -> None:
    """Serve one connection to match ``match_id`` until it closes."""
    await ws.accept()
    client = SocketClient(ws)
    live: LiveMatch | None = None
    try:
        live = await _hello(ws, client, match_id, service, limits)
        if live is None:
            return
        bucket = TokenBucket(limits.messages_per_second, limits.message_burst)
        while client.closing is None:
            raw = await ws.receive()
            if raw["type"] == "websocket.disconnect":
                break
            text = raw.get("text") if raw.get("text") is not None else raw.get("bytes", b"")
            if not bucket.take():
                client.push(dumps(error("rate_limited", f"more than {limits.messages_per_second:g} messages a "
                                                        f"second; this one was dropped")))
                continue
            live = service.live.get(match_id, live)
            try:
                await _handle(parse(text, limits.max_message_bytes), live, client)
            except ClientError as exc:
                client.push(error_text(exc, live.match.version))
    except WebSocketDisconnect:
        pass
    except Exception:
        log.exception("connection to match %s failed", match_id)
    finally:
        if live is not None:
            live.detach(client)
        await client.finish()


async def _hello(ws: WebSocket, client: SocketClient, match_id: str, service: MatchService,
                 limits: Limits) -> LiveMatch | None:
    """Read and answer the hello; the live match, or ``None`` after refusing (and closing) the connection."""
    try:
        raw = await asyncio.wait_for(ws.receive(), limits.hello_seconds)
    except asyncio.TimeoutError:
        client.push(dumps(error("bad_hello", f"no hello within {limits.hello_seconds:g} s")))
        client.close(1008, "no hello")
        return None
    if raw["type"] == "websocket.disconnect":
        return None
    try:
        msg = parse(raw.get("text") if raw.get("text") is not None else raw.get("bytes", b""),
                    limits.max_message_bytes)
        if not isinstance(msg, Hello):
            raise ClientError("bad_hello", "the first message must be a hello: {\"type\": \"hello\", \"seat\": N, "
                                           "\"token\": \"...\"} or {\"type\": \"hello\"} to watch")
        try:
            live = await service.open(match_id)
        except NotFound as exc:
            raise ClientError("unknown_match", str(exc)) from None
        except Elsewhere as exc:
            raise ClientError("elsewhere", str(exc)) from None
        except Unavailable as exc:
            raise ClientError("unavailable", str(exc)) from None
        seat = live.seat_of_token(msg.seat, msg.token)
        if len(live.feed.clients) >= limits.max_connections_per_match:
            raise ClientError("rate_limited", f"match {match_id} has {len(live.feed.clients)} connections, "
                                              f"its limit")
    except ClientError as exc:
        client.push(error_text(exc))
        client.close(1008, exc.code)
        return None
    client.seat = seat
    client.push(dumps({"type": "welcome", "protocol": PROTOCOL_VERSION, "match": match_id, "seat": seat}))
    live.attach(client)
    return live


async def _handle(msg, live: LiveMatch, client: SocketClient) -> None:
    if isinstance(msg, Ping):
        client.push(dumps({"type": "pong", "id": msg.id, "version": live.match.version}))
        return
    if isinstance(msg, Hello):
        raise ClientError("malformed", "this connection has said hello already")
    if client.seat is None:
        raise ClientError("spectator", "spectators watch; they cannot act", getattr(msg, "id", None))
    if isinstance(msg, ActionMsg):
        action = tuple(msg.action)
        if action[0] == "concede":
            raise ClientError("illegal", "concede with a concede message, not an action", msg.id)
        await live.submit(client.seat, action, msg.version, msg.id, client)
    elif isinstance(msg, Concede):
        await live.submit(client.seat, ("concede", client.seat), msg.version, msg.id, client)
