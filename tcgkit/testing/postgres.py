"""A throwaway PostgreSQL server for tests and benchmarks: ``initdb`` + ``pg_ctl`` in a temporary directory, on a free
loopback port, as an unprivileged user (PostgreSQL refuses to run as root; as root the cluster runs as the
``postgres`` account Debian's package creates, else ``nobody``).

Example::

    with TempPostgres() as pg:
        engine = open_store(pg.url)      # postgresql+psycopg://tcgkit@127.0.0.1:PORT/postgres

The binaries are looked up on ``PATH`` and in Debian's ``/usr/lib/postgresql/<version>/bin``
(``apt-get install postgresql``).
"""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


class PostgresMissing(RuntimeError):
    """No PostgreSQL server binaries (``initdb``, ``pg_ctl``) on this machine."""


def pg_bin(name: str) -> str:
    """The path of PostgreSQL's ``name`` binary (``initdb``, ``pg_ctl``).

    Raises:
        PostgresMissing: not installed (the message says how to install it).
    """
    found = shutil.which(name)
    if found:
        return found
    for version in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True):
        if (version / name).exists():
            return str(version / name)
    raise PostgresMissing(f"PostgreSQL's {name} is not installed (apt-get install postgresql)")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class TempPostgres:
    """A PostgreSQL cluster that lives as long as the ``with`` block (or :meth:`start` … :meth:`stop`).

    Attributes:
        url: the SQLAlchemy URL of its ``postgres`` database (user ``tcgkit``, no password, trust on loopback).
        port: its TCP port on 127.0.0.1.
    """

    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="tcgkit-pg-"))
        self.port = free_port()
        self.url = f"postgresql+psycopg://tcgkit@127.0.0.1:{self.port}/postgres"
        self._user: str | None = None
        if os.geteuid() == 0:
            for name in ("postgres", "nobody"):
                try:
                    pwd.getpwnam(name)
                    self._user = name
                    break
                except KeyError:
                    continue

    def _run(self, *args: str) -> None:
        cmd = list(args)
        if self._user is not None:
            cmd = ["runuser", "-u", self._user, "--", *cmd]
        res = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        if res.returncode != 0:
            raise RuntimeError(f"{' '.join(args[:2])} failed: {res.stderr.strip() or res.stdout.strip()}")

    def start(self) -> "TempPostgres":
        data = self.dir / "data"
        if self._user is not None:
            os.chmod(self.dir, 0o755)
            shutil.chown(self.dir, user=self._user)
        self._run(pg_bin("initdb"), "-D", str(data), "-U", "tcgkit", "--auth=trust", "-E", "UTF8",
                  "--no-sync", "--locale=C")
        opts = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c max_connections=200 "
                f"-c fsync=on -c shared_buffers=32MB")
        self._run(pg_bin("pg_ctl"), "-D", str(data), "-o", opts, "-l", str(self.dir / "log"), "-w", "-t", "60",
                  "start")
        return self

    def stop(self) -> None:
        try:
            self._run(pg_bin("pg_ctl"), "-D", str(self.dir / "data"), "-m", "immediate", "-w", "stop")
        except (RuntimeError, PostgresMissing, subprocess.TimeoutExpired):
            pass
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> "TempPostgres":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
