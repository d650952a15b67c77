"""A real match server for tests: uvicorn in a thread of the test process (``ThreadServer``) or in a subprocess
(``ProcessServer``, which a test may SIGKILL), on a free loopback port, over a given database URL."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import threading
import time
from typing import Any

import httpx
import uvicorn

from tcgkit.server.app import create_app
from tcgkit.server.client import SeatClient
from tcgkit.server.limits import Limits
from tcgkit.testing.postgres import free_port


class ThreadServer:
    """``create_app(url)`` served by uvicorn in a thread; ``http``/``ws`` are its base URLs."""

    def __init__(self, url: str, owner: str = "test-a", limits: Limits | None = None, port: int | None = None) -> None:
        self.port = port or free_port()
        self.limits = limits or Limits()
        self.app = create_app(url, owner=owner, limits=self.limits)
        config = uvicorn.Config(self.app, host="127.0.0.1", port=self.port, log_level="warning",
                                ws_max_size=self.limits.ws_max_bytes, ws_per_message_deflate=False, lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.http = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"

    @property
    def service(self) -> Any:
        return self.app.state.service

    def start(self) -> "ThreadServer":
        self.thread.start()
        deadline = time.time() + 60
        while not self.server.started:
            if time.time() > deadline or not self.thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)

    def __enter__(self) -> "ThreadServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class ProcessServer:
    """``tcgkit serve`` in a subprocess (so a test can kill it with SIGKILL)."""

    def __init__(self, url: str, instance: str, port: int | None = None, lease_seconds: float = 30.0) -> None:
        self.port = port or free_port()
        self.lease_seconds = lease_seconds
        self.url, self.instance = url, instance
        self.http = f"http://127.0.0.1:{self.port}"
        self.ws = f"ws://127.0.0.1:{self.port}"
        self.proc: subprocess.Popen | None = None

    def start(self) -> "ProcessServer":
        self.proc = subprocess.Popen([sys.executable, "-m", "tcgkit", "serve", "--port", str(self.port), "--db",
                                      self.url, "--instance", self.instance, "--lease-seconds",
                                      str(self.lease_seconds)],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.proc.stderr.read().decode()[-2000:]}")
            try:
                if httpx.get(f"{self.http}/api/health", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start within 60 s")

    def kill(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=30)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.kill()


def create(server: Any, game: str, seats: list[dict] | None = None, **extra: Any) -> dict:
    """POST /api/matches; returns the JSON answer (asserting 201)."""
    body = {"game": game, **extra}
    if seats is not None:
        body["seats"] = seats
    r = httpx.post(f"{server.http}/api/matches", json=body, timeout=60)
    assert r.status_code == 201, r.text
    return r.json()


def claim(server: Any, match_id: str, seat: int) -> str:
    r = httpx.post(f"{server.http}/api/matches/{match_id}/seats/{seat}", timeout=30)
    assert r.status_code == 200, r.text
    return r.json()["token"]


def run(coro: Any, timeout: float = 300) -> Any:
    """Run a coroutine to its end, failing (not hanging) after ``timeout`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, timeout))


def first_legal(state: dict) -> list:
    return state["decision"]["actions"][0]["action"]


__all__ = ["ProcessServer", "SeatClient", "ThreadServer", "claim", "create", "first_legal", "run"]
