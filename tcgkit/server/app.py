"""The FastAPI application: the lobby's HTTP API, each match's WebSocket, replays, and the browser table's files.

``create_app(url)`` opens (and migrates) the store, resumes unfinished matches, and serves:

=======================================  ==============================================================
``GET  /``                               the lobby (``tcgkit/web/index.html``)
``GET  /play/{id}``                      the table of a match (``?seat=N`` takes that seat if free)
``GET  /replay/{id}``                    a finished match, step by step
``GET  /api/games``                      games, modes, seat counts, agents, shipped decks
``POST /api/matches``                    create a match (:class:`~tcgkit.server.lobby.CreateRequest`)
``GET  /api/matches``                    the newest matches (``?status=running|finished``)
``GET  /api/matches/{id}``               one match's public facts
``POST /api/matches/{id}/seats/{seat}``  take a free person's seat: its secret token
``GET  /api/matches/{id}/replay``        the replay file of a finished match (``tcgkit replay`` reads it)
``GET  /api/matches/{id}/replay/{step}`` the table at a step of a finished match (``?seat=N``)
``WS   /api/matches/{id}/ws``            the match protocol (:mod:`tcgkit.server.protocol`)
=======================================  ==============================================================

Errors are JSON ``{"error": "one line", "problems": [...]}`` with a 4xx status (docs/server.md).
"""

from __future__ import annotations

import asyncio
import os
import socket
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, RedirectResponse
from fastapi.staticfiles import StaticFiles

from tcgkit.server.connection import match_socket
from tcgkit.server.games import games_info
from tcgkit.server.limits import Limits, PerKeyBuckets
from tcgkit.server.lobby import CreateRequest, LobbyError
from tcgkit.server.replays import ReplayShelf, replay_of
from tcgkit.server.service import Busy, Elsewhere, MatchService, NotFound, Unavailable
from tcgkit.store import DEFAULT_URL, MatchStore, StoreError, open_store

WEB = Path(__file__).resolve().parent.parent / "web"


class HttpError(Exception):
    def __init__(self, status: int, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.problems = status, message, problems or []


def create_app(url: str = DEFAULT_URL, owner: str | None = None, limits: Limits | None = None) -> FastAPI:
    """The server application over the store at ``url``.

    Args:
        url: database URL (SQLite file or ``postgresql+psycopg://…``).
        owner: this process's name in match leases (default ``hostname:pid``; ``tcgkit serve`` passes
            ``hostname:port`` so a restarted server takes its matches back at once).
        limits: the server's limits (:class:`~tcgkit.server.limits.Limits`).

    Raises:
        StoreError: the database cannot be opened or migrated.
    """
    limits = limits or Limits()
    engine = open_store(url)
    service = MatchService(MatchStore(engine), owner or f"{socket.gethostname()}:{os.getpid()}", limits,
                           db_workers=1 if engine.dialect.name == "sqlite" else 6)
    shelf = ReplayShelf()
    creates = PerKeyBuckets(limits.creates_per_minute / 60.0, limits.creates_per_minute)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        await service.start()
        yield
        await service.stop()
        engine.dispose()

    app = FastAPI(title="tcgkit match server", lifespan=lifespan, docs_url="/api/docs", redoc_url=None)
    app.state.service = service
    app.mount("/static", StaticFiles(directory=WEB), name="static")

    @app.exception_handler(HttpError)
    async def _http_error(request: Request, exc: HttpError) -> JSONResponse:
        body: dict[str, Any] = {"error": exc.message}
        if exc.problems:
            body["problems"] = exc.problems
        return JSONResponse(body, status_code=exc.status)

    @app.exception_handler(RequestValidationError)
    async def _bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [f"{'.'.join(str(x) for x in e['loc'] if x != 'body') or 'body'}: {e['msg']}"
                    for e in exc.errors()[:10]]
        return JSONResponse({"error": f"bad request: {problems[0] if problems else 'unreadable'}",
                             "problems": problems}, status_code=400)

    @app.middleware("http")
    async def _bounded(request: Request, call_next):
        size = request.headers.get("content-length")
        if size is not None and (not size.isdigit() or int(size) > limits.max_request_bytes):
            return JSONResponse({"error": f"the request body is larger than {limits.max_request_bytes:,} bytes"},
                                status_code=413)
        return await call_next(request)

    def _client_key(request: Request) -> str:
        return request.client.host if request.client else "?"

    async def _open(match_id: str):
        try:
            return await service.open(match_id)
        except NotFound as exc:
            raise HttpError(404, str(exc)) from None
        except Elsewhere as exc:
            raise HttpError(409, str(exc)) from None
        except Unavailable as exc:
            raise HttpError(410, str(exc)) from None

    # -------------------------------------------------------------------------------------- pages

    @app.get("/", include_in_schema=False)
    async def lobby_page():
        return FileResponse(WEB / "index.html")

    @app.get("/play/{match_id}", include_in_schema=False)
    async def table_page(match_id: str):
        return FileResponse(WEB / "table.html")

    @app.get("/replay/{match_id}", include_in_schema=False)
    async def replay_page(match_id: str):
        return FileResponse(WEB / "table.html")

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon():
        return RedirectResponse("/static/favicon.svg")

    # -------------------------------------------------------------------------------------- API

    @app.get("/api/health")
    async def health() -> dict:
        w = service.writer
        return {"ok": True, "owner": service.owner, "live_matches": len(service.live),
                "commits": w.batches, "appends": w.appends,
                "commit_seconds": round(w.seconds, 3)}

    @app.get("/api/games")
    async def games() -> list[dict]:
        return await asyncio.get_running_loop().run_in_executor(None, games_info)

    @app.post("/api/matches", status_code=201)
    async def create(req: CreateRequest, request: Request) -> dict:
        if not creates.take(_client_key(request)):
            raise HttpError(429, f"more than {limits.creates_per_minute} matches or seats a minute from one address")
        try:
            live, token = await service.create(req)
        except LobbyError as exc:
            raise HttpError(400, str(exc), exc.problems) from None
        except Busy as exc:
            raise HttpError(503, str(exc)) from None
        except StoreError as exc:
            raise HttpError(503, str(exc)) from None
        return {"id": live.id, "seat": req.take_seat if token else None, "token": token, **_public(live)}

    @app.get("/api/matches")
    async def list_matches(status: str | None = None, limit: int = 50) -> list[dict]:
        if status not in (None, "running", "finished"):
            raise HttpError(400, "status is running or finished")
        return await service.summaries(status, max(1, min(limit, 200)))

    @app.get("/api/matches/{match_id}")
    async def match_info(match_id: str) -> dict:
        return {"id": match_id, **_public(await _open(match_id))}

    @app.post("/api/matches/{match_id}/seats/{seat}")
    async def claim(match_id: str, seat: int, request: Request) -> dict:
        if not creates.take(_client_key(request)):
            raise HttpError(429, f"more than {limits.creates_per_minute} matches or seats a minute from one address")
        await _open(match_id)
        try:
            token = await service.claim(match_id, seat)
        except LobbyError as exc:
            raise HttpError(409, str(exc)) from None
        return {"id": match_id, "seat": seat, "token": token}

    @app.get("/api/matches/{match_id}/replay")
    async def replay_file(match_id: str) -> JSONResponse:
        stored = await _finished(match_id)
        return JSONResponse(replay_of(stored).model_dump(mode="json"),
                            headers={"Content-Disposition": f'attachment; filename="tcgkit-{match_id}.json"'})

    @app.get("/api/matches/{match_id}/replay/{step}")
    async def replay_step(match_id: str, step: int, seat: int | None = None) -> dict:
        stored = await _finished(match_id)
        book = await asyncio.get_running_loop().run_in_executor(None, shelf.get, stored)
        if seat is not None and not 0 <= seat < len(stored.seats):
            raise HttpError(400, f"seat is between 0 and {len(stored.seats) - 1}")
        frame = await asyncio.get_running_loop().run_in_executor(None, book.frame, step, seat)
        frame["seats"] = [{**s, "claimed": True, "connected": False} for s in stored.seats]
        return frame

    async def _finished(match_id: str):
        try:
            stored = await service.stored(match_id)
        except NotFound as exc:
            raise HttpError(404, str(exc)) from None
        if stored.status != "finished":
            raise HttpError(403, f"match {match_id} is still running; its replay (with the seed) is available "
                                 f"when it ends")
        return stored

    @app.websocket("/api/matches/{match_id}/ws")
    async def ws(websocket: WebSocket, match_id: str) -> None:
        await match_socket(websocket, match_id, service, limits)

    return app


def _public(live) -> dict:
    head = live.header()
    m = live.match
    return {**head, "version": m.version, "ended": m.ended, "winners": list(m.winners), "end_reason": m.end_reason,
            "free_seats": [p for p, s in enumerate(live.seats) if s.kind == "person" and s.token_hash is None]}


