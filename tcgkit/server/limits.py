"""Bounds on what strangers may send: message sizes, message rates, matches, connections (docs/server.md)."""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    """The server's limits (defaults suit a public server on one machine).

    Attributes:
        max_message_bytes: a WebSocket message longer than this is refused with ``too_large`` (the connection
            stays); ``ws_max_bytes`` closes the connection (code 1009) for anything longer still.
        messages_per_second, message_burst: each connection's token bucket; past it ``rate_limited``.
        max_request_bytes: an HTTP request body longer than this is refused (413) unread.
        creates_per_minute: new matches (and seat claims) per client address and minute (429 past it).
        max_live_matches: matches this process holds in memory at once (503 past it).
        max_connections_per_match: seats' and spectators' connections to one match.
        agent_seconds: an agent's time for one decision; past it the seat plays a random legal action instead.
        lease_seconds: how long a process's hold on a match lasts without renewal (another process may take the
            match over after it); renewed every third of it.
        idle_seconds: a match nobody is connected to and no agent is thinking in is unloaded after this long.
        hello_seconds: time to send the first message after connecting.
        max_match_actions: actions one match may take here; past it the server takes no more (``too_long``) and its
            agents stop. The longest game seen with the default rules takes about 560 decisions; rule options can
            make one endless (Power Duell's ``turn_limit: 0`` between two greedy agents).
    """

    max_message_bytes: int = 16_384
    ws_max_bytes: int = 1_048_576
    messages_per_second: float = 20.0
    message_burst: int = 40
    max_request_bytes: int = 1_048_576
    creates_per_minute: int = 60
    max_live_matches: int = 5_000
    max_connections_per_match: int = 64
    agent_seconds: float = 10.0
    lease_seconds: float = 30.0
    idle_seconds: float = 900.0
    hello_seconds: float = 10.0
    max_match_actions: int = 20_000


class TokenBucket:
    """``rate`` tokens a second up to ``burst``; :meth:`take` spends one or says no."""

    __slots__ = ("rate", "burst", "tokens", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class PerKeyBuckets:
    """One :class:`TokenBucket` per key (a client address), forgetting idle keys so the table stays small."""

    def __init__(self, rate: float, burst: float, max_keys: int = 10_000) -> None:
        self.rate, self.burst, self.max_keys = rate, burst, max_keys
        self.buckets: dict[str, TokenBucket] = {}

    def take(self, key: str) -> bool:
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= self.max_keys:
                full = [k for k, b in self.buckets.items() if b.tokens >= b.burst - 1e-9]
                for k in full or list(self.buckets)[: self.max_keys // 2]:
                    del self.buckets[k]
            bucket = self.buckets[key] = TokenBucket(self.rate, self.burst)
        return bucket.take()
