"""Load on the match server: N concurrent matches of bots over WebSockets on the loopback address.

The server runs as ``tcgkit serve`` in its own process (SQLite by default, ``--db`` for PostgreSQL); this process
runs the bots: two WebSocket connections per match, each choosing a random legal action at its seat's decisions
(after ``--think`` seconds, to model people or remote agents; 0 = as fast as the server answers). When a match
ends, its pair of bots starts a new one, so ``--matches`` stay in play for the whole ``--seconds``.

Reported: actions acknowledged per second, latency per action (from sending it to its ``ack``, which the server
sends only after the action is stored) as p50/p90/p99/max, and the server process's CPU seconds.

Example::

    .venv/bin/python benchmarks/server_load.py --matches 200 --seconds 60 --think 0
    .venv/bin/python benchmarks/server_load.py --matches 200 --seconds 60 --think 1.0 --game gwent
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tcgkit.server.client import SeatClient  # noqa: E402
from tcgkit.testing.postgres import free_port  # noqa: E402


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a process (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def pair(base: str, http: httpx.AsyncClient, game: str, think: float, stop: float, seed: int,
               out: dict) -> None:
    """Two bots playing one match after another until ``stop`` (a monotonic time)."""
    rng = random.Random(seed)
    while time.monotonic() < stop:
        r = await http.post("/api/matches", json={"game": game, "seats": [{"kind": "person"}, {"kind": "person"}]})
        r.raise_for_status()
        m = r.json()
        c = await http.post(f"/api/matches/{m['id']}/seats/1")
        c.raise_for_status()
        tokens = [m["token"], c.json()["token"]]
        await asyncio.gather(*(seat(base, m["id"], p, tokens[p], think, stop, rng, out) for p in (0, 1)))
        out["matches"] += 1


async def seat(base, match_id, p, token, think, stop, rng, out) -> None:
    ws = base.replace("http", "ws", 1)
    async with SeatClient.connect(ws, match_id, seat=p, token=token) as client:
        acted = -1
        while time.monotonic() < stop:
            try:
                msg = await asyncio.wait_for(client.recv(), max(0.1, stop - time.monotonic()))
            except asyncio.TimeoutError:
                break
            if msg["type"] == "ack":
                out["acks"].append((time.monotonic(), client.latencies[-1]))
            elif msg["type"] == "error":
                out["errors"][msg["code"]] = out["errors"].get(msg["code"], 0) + 1
                acted = -1
                msg = client.state or {}
            if msg.get("type") == "state":
                if msg["view"]["ended"]:
                    return
                if msg["decision"] and msg["version"] != acted:
                    acted = msg["version"]
                    if think:
                        await asyncio.sleep(rng.uniform(0.5 * think, 1.5 * think))
                    await client.act(rng.choice(msg["decision"]["actions"])["action"], msg["version"])


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else float("nan")


async def run(args) -> dict:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="tcgkit-load-")
    db = args.db or f"sqlite:///{tmp}/load.db"
    server = subprocess.Popen([sys.executable, "-m", "tcgkit", "serve", "--port", str(port), "--db", db,
                               "--creates-per-minute", "100000"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    base = f"http://127.0.0.1:{port}"
    try:
        async with httpx.AsyncClient(base_url=base, timeout=120,
                                     limits=httpx.Limits(max_connections=50)) as http:
            for _ in range(300):
                try:
                    if (await http.get("/api/health")).status_code == 200:
                        break
                except httpx.HTTPError:
                    await asyncio.sleep(0.1)
            await http.get("/api/games")  # warm the game registry
            out = {"acks": [], "errors": {}, "matches": 0}
            cpu0 = cpu_seconds(server.pid)
            start = time.monotonic()
            stop = start + args.seconds
            tasks = [asyncio.ensure_future(pair(base, http, args.game, args.think, stop, k, out))
                     for k in range(args.matches)]
            await asyncio.gather(*tasks)
            wall = time.monotonic() - start
            cpu = cpu_seconds(server.pid) - cpu0
            health = (await http.get("/api/health")).json()
    finally:
        server.terminate()
        server.wait(timeout=30)
    warm = start + args.warmup
    lat = [l for t, l in out["acks"] if t >= warm]
    window = max(1e-9, min(wall, args.seconds) - args.warmup)
    return {
        "game": args.game, "matches": args.matches, "think_s": args.think, "seconds": args.seconds,
        "db": "postgresql" if args.db else "sqlite", "actions": len(lat), "actions_per_s": len(lat) / window,
        "p50_ms": percentile(lat, 0.50) * 1e3, "p90_ms": percentile(lat, 0.90) * 1e3,
        "p99_ms": percentile(lat, 0.99) * 1e3, "max_ms": max(lat, default=float("nan")) * 1e3,
        "mean_ms": statistics.fmean(lat) * 1e3 if lat else float("nan"),
        "server_cpu_s": cpu, "commits": health.get("commits"), "appends": health.get("appends"),
        "commit_seconds": health.get("commit_seconds"), "server_cpu_share": cpu / wall,
        "finished_matches": out["matches"],
        "errors": out["errors"], "python": platform.python_version(), "cpus": os.cpu_count(),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=200, help="concurrent matches (two bot connections each)")
    ap.add_argument("--seconds", type=float, default=60.0, help="how long to play")
    ap.add_argument("--warmup", type=float, default=10.0, help="seconds left out of the figures at the start")
    ap.add_argument("--think", type=float, default=0.0, help="mean seconds a bot waits before acting (0: none)")
    ap.add_argument("--game", default="gundam", help="game id")
    ap.add_argument("--db", default=None, help="database URL (default: a SQLite file in a temporary folder)")
    args = ap.parse_args()
    result = asyncio.run(run(args))
    print(json.dumps(result, indent=1))
    print(f"| {result['game']} | {result['matches']} | {result['think_s']:g} s | {result['db']} | "
          f"{result['actions_per_s']:,.0f} | {result['p50_ms']:.1f} | {result['p99_ms']:.1f} | "
          f"{result['max_ms']:.0f} | {result['server_cpu_share']:.2f} |")


if __name__ == "__main__":
    main()
