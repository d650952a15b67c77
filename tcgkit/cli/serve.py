"""``tcgkit serve``: the match server with its browser table (FastAPI, served by uvicorn)."""

from __future__ import annotations

import socket
from typing import Optional

import typer

from tcgkit.cli.app import app
from tcgkit.cli.common import die, stdout


@app.command()
def serve(
    host: str = typer.Option("127.0.0.1", help="Address to listen on (0.0.0.0: every interface; put a proxy with "
                                               "TLS in front, see docs/server.md)."),
    port: int = typer.Option(8000, min=1, max=65535, help="TCP port."),
    db: str = typer.Option("sqlite:///tcgkit.db", help="Database URL: a SQLite file, or PostgreSQL as "
                                                       "postgresql+psycopg://USER:PASSWORD@HOST:5432/DB."),
    instance: Optional[str] = typer.Option(None, help="This process's name in match leases (default HOST:PORT). "
                                                      "Several processes sharing one PostgreSQL need distinct "
                                                      "names; a restarted process with the same name takes its "
                                                      "matches back at once."),
    lease_seconds: float = typer.Option(30.0, min=1.0, help="How long this process's hold on a match lasts without "
                                                            "renewal: if the process dies, another one sharing the "
                                                            "database takes its matches over after this long."),
    creates_per_minute: int = typer.Option(60, min=1, help="New matches and seat claims one client address may "
                                                           "make per minute."),
    max_match_actions: int = typer.Option(20_000, min=1, help="Actions one match may take here; past it the match "
                                                              "takes no more and its agents stop (the longest "
                                                              "game of the default rules takes about 560; a rule "
                                                              "option can make one endless)."),
    proxy: bool = typer.Option(False, "--proxy", help="Trust X-Forwarded-For/-Proto from 127.0.0.1 (behind a "
                                                      "reverse proxy on this machine)."),
) -> None:
    """Serve matches of every game to browsers: a lobby, the table, spectators and replays.

    Open http://HOST:PORT/ in a browser, create a match (people and agents in any seats), share the seat links.
    Every accepted action is stored before it is acknowledged, so a restarted server continues every unfinished
    match. Stop with Ctrl-C.

    Example: **tcgkit serve --port 8000 --db sqlite:///matches.db**
    """
    import uvicorn

    from tcgkit.server.app import create_app
    from tcgkit.server.limits import Limits
    from tcgkit.store import StoreError

    limits = Limits(lease_seconds=lease_seconds, creates_per_minute=creates_per_minute,
                    max_match_actions=max_match_actions)
    name = instance or f"{socket.gethostname()}:{port}"
    try:
        application = create_app(db, owner=name, limits=limits)
    except StoreError as exc:
        raise die(str(exc)) from None
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    stdout().print(f"tcgkit match server: open http://{shown}:{port}/ (database {db.split('@')[-1]}; "
                   f"process {name}; Ctrl-C stops)", markup=False)
    try:
        # no per-message deflate: a state message is a few kilobytes, and compressing every one costs more CPU
        # than anything else the server does per action (measured in docs/server.md)
        uvicorn.run(application, host=host, port=port, log_level="warning", ws_max_size=limits.ws_max_bytes,
                    ws_per_message_deflate=False,
                    proxy_headers=proxy, forwarded_allow_ips="127.0.0.1" if proxy else None)
    except OSError as exc:
        raise die(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
