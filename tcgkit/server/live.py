"""A match held by this server process: the only place its state changes (server authority).

An accepted action goes through :meth:`LiveMatch.submit`: the seat must be the one deciding, the version must be the
match's, the game must accept the action (on a clone, so a refusal or a failed write changes nothing); decisions
with a single legal action follow at once; then the actions are stored (``persist``) and only after the store has
them is the sender acknowledged and every client sent its new state. Agents' seats are played here too.
"""

from __future__ import annotations

import asyncio
import hmac
import secrets
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Awaitable, Callable

from tcgkit.core.errors import IllegalAction
from tcgkit.server.feed import Client, Feed, dumps
from tcgkit.server.protocol import ClientError, error

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match
    from tcgkit.server.agents import AgentRunner

Persist = Callable[[int, list[tuple[int, list]], "dict | None"], Awaitable[None]]
"""``persist(first_seq, [(seat, action), ...], result_or_None)``: store accepted actions, raise if it cannot."""

SERVER_SEAT = -1
"""The seat recorded for an action the server took (a decision with a single legal action)."""


@dataclass
class Seat:
    """One seat: ``kind`` ``person`` or ``agent``, the agent's name, and the person's token hash once claimed."""

    kind: str
    agent: str | None = None
    deck: str = ""
    token_hash: str | None = None
    connected: int = 0

    def public(self) -> dict[str, Any]:
        """Public facts of the seat (not its deck: decklists stay private until the replay)."""
        return {"kind": self.kind, "agent": self.agent, "claimed": self.token_hash is not None,
                "connected": self.connected > 0}


@dataclass
class LiveMatch:
    """One match in memory with its seats, clients and agents (see the module docstring)."""

    id: str
    game: "Game"
    match: "Match"
    seats: list[Seat]
    persist: Persist
    runner: "AgentRunner"
    agents: dict[int, Any] = field(default_factory=dict)
    feed: Feed | None = None
    """The narration so far (:meth:`Feed.catch_up` after set-up and every action); a new one if not given."""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    last_active: float = field(default_factory=time.monotonic)
    thinking: bool = False
    on_finish: Callable[["LiveMatch"], None] | None = None
    max_actions: int | None = None
    """The most actions the match may take here (``Limits.max_match_actions``); ``None``: no bound."""

    def __post_init__(self) -> None:
        if self.feed is None:
            self.feed = Feed(self.game)
            self.feed.catch_up(self.match)

    # ------------------------------------------------------------------------------------------ reading

    def header(self) -> dict[str, Any]:
        """What every message about this match starts with (public)."""
        setup = (self.match.inputs or {}).get("setup", {})
        return {"match": self.id, "game": self.game.id, "title": self.game.title,
                "mode": setup.get("mode") or next(iter(self.game.modes())),
                "seats": [s.public() for s in self.seats]}

    def seat_of_token(self, seat: int | None, token: str | None) -> int | None:
        """The seat a hello takes: ``None`` (spectator) without a seat; else the seat, if ``token`` is its token.

        Raises:
            ClientError: ``bad_token`` — no such seat, an agent's seat, an unclaimed seat, or another seat's token.
        """
        if seat is None:
            return None
        if not 0 <= seat < len(self.seats):
            raise ClientError("bad_token", f"this match has seats 0 to {len(self.seats) - 1}, not {seat}")
        expected = self.seats[seat].token_hash
        if token is None or expected is None or not hmac.compare_digest(expected, hash_token(token)):
            raise ClientError("bad_token", f"that token is not seat {seat}'s token in match {self.id}")
        return seat

    # ------------------------------------------------------------------------------------------ clients

    def attach(self, client: Client) -> None:
        self.feed.clients.add(client)
        if client.seat is not None:
            self.seats[client.seat].connected += 1
        self.last_active = time.monotonic()
        self.publish()

    def detach(self, client: Client) -> None:
        if client in self.feed.clients:
            self.feed.clients.discard(client)
            if client.seat is not None:
                self.seats[client.seat].connected -= 1
            self.last_active = time.monotonic()
            self.publish()

    def publish(self) -> None:
        self.feed.publish(self.match, self.header())

    # ------------------------------------------------------------------------------------------ acting

    async def submit(self, seat: int, action: tuple, version: int | None, request_id: Any = None,
                     client: Client | None = None) -> None:
        """Apply ``seat``'s action chosen at ``version``, store it, then acknowledge and publish.

        Raises:
            ClientError: ``finished``, ``too_long`` (:attr:`max_actions` taken; a concession is still taken),
                ``not_your_turn``, ``stale``, ``illegal`` (the game's reason) or ``server_error`` (the store
                failed); in every case nothing has changed.
        """
        async with self.lock:
            m = self.match
            if m.ended:
                raise ClientError("finished", f"match {self.id} is over", request_id)
            conceding = action[:1] == ("concede",)
            if self.too_long() and not conceding:  # a concession still ends it
                raise ClientError("too_long", f"match {self.id} has taken {m.version:,} actions, as many as this "
                                              f"server allows a match; it goes no further here (a player may still "
                                              f"concede)", request_id)
            if version is not None and version != m.version:
                raise ClientError("stale", f"chosen at version {version}; the match is at version {m.version} "
                                           f"(read the latest state and choose again)", request_id)
            if not conceding and m.pending.player != seat:
                raise ClientError("not_your_turn", f"the match waits for seat {m.pending.player} "
                                                   f"({self.game.presentation.prompt(m.pending.kind)})", request_id)
            new = m.clone()
            try:
                new.apply(action)
            except IllegalAction as exc:
                raise ClientError("illegal", exc.reason, request_id) from None
            mark = self.feed.mark()
            self.feed.catch_up(new)
            taken = [(seat, list(action))]
            while new.pending is not None and len(new.pending.actions) == 1:
                only = new.pending.actions[0]
                new.apply(only)
                self.feed.catch_up(new)
                taken.append((SERVER_SEAT, list(only)))
            result = {"winners": list(new.winners), "reason": new.end_reason} if new.ended else None
            try:
                await self.persist(m.version, taken, result)
            except Exception as exc:
                self.feed.rollback(mark)
                raise ClientError("server_error", f"the action could not be stored ({exc}); nothing changed",
                                  request_id) from None
            self.match = new
            self.last_active = time.monotonic()
            if client is not None:
                client.push(dumps({"type": "ack", "id": request_id, "version": new.version}))
            self.publish()
        if new.ended and self.on_finish is not None:
            self.on_finish(self)
        self.wake_agent()

    def too_long(self) -> bool:
        """Whether the match has taken :attr:`max_actions` actions (then it takes no more here)."""
        return self.max_actions is not None and self.match.version >= self.max_actions

    def wake_agent(self) -> None:
        """Start the deciding agent's turn in the background if an agent's seat decides now (and the match may still
        take actions: agents alone must not play an endless match for ever)."""
        d = self.match.pending
        if d is None or self.thinking or d.player not in self.agents or self.too_long():
            return
        self.thinking = True
        asyncio.get_running_loop().create_task(self._agent_turn(d.player, self.match.version))

    async def _agent_turn(self, seat: int, version: int) -> None:
        try:
            action, _fallback = await self.runner.decide(self.agents[seat], self.match, seat,
                                                         secrets.randbelow(2**31))
            self.thinking = False
            await self.submit(seat, action, version)
        except ClientError:
            self.thinking = False  # the match moved on (a concession) or ended meanwhile
            self.wake_agent()
        except Exception:
            self.thinking = False
            raise


def hash_token(token: str) -> str:
    """The stored form of a seat token (SHA-256, hex)."""
    import hashlib

    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


def error_text(exc: ClientError, version: int | None = None) -> str:
    return dumps(error(exc.code, exc.message, exc.request_id, version))
