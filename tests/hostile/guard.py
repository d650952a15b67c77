"""Run a CLI command in this process under a guard: a wall-clock limit and an address-space cap.

The hostile corpus (issue 16) asks of every input: does it end, within :data:`SECONDS`, using less than
:data:`MEMORY` more than the test process already holds, with a clear one-line refusal and no traceback? The guard
makes "no" a test failure instead of a hung or killed test run: a watchdog thread sends ``SIGUSR1`` when the time is
up (a FIFO blocks in ``open``; the signal interrupts it), and ``RLIMIT_AS`` turns runaway allocation into a
``MemoryError`` inside the command. Both are lifted again when the command returns.
"""

from __future__ import annotations

import os
import resource
import signal
import threading
from dataclasses import dataclass
from typing import Any, Callable

from typer.testing import CliRunner

from tcgkit.cli import app

SECONDS = 20.0
"""A command that runs longer than this has run away (every refusal here takes milliseconds)."""
MEMORY = 1 << 30
"""A command that needs a GiB more than the test process has eaten memory."""

_runner = CliRunner()


class Overrun(BaseException):
    """The guarded command ran past :data:`SECONDS` (a ``BaseException``, so no ``except Exception`` swallows it)."""


@dataclass
class Outcome:
    """What a guarded command did: its exit code and output, or the guard's verdict."""

    exit_code: int | None
    output: str
    exception: BaseException | None

    @property
    def lines(self) -> list[str]:
        return [line for line in self.output.splitlines() if line.strip()]


def _address_space() -> int:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


def invoke(*args: object, input: str | None = None) -> Outcome:
    """``tcgkit ARGS`` under the guard. A command that overruns or runs out of memory comes back as an
    :class:`Outcome` whose ``exception`` says so (``exit_code`` ``None``)."""

    def command() -> Outcome:
        res = _runner.invoke(app, [str(a) for a in args], input=input)
        exc = res.exception if not isinstance(res.exception, SystemExit) else None
        return Outcome(res.exit_code, res.output, exc)

    value, exc = guarded(command)
    return value if exc is None else Outcome(None, "", exc)


def guarded(fn: Callable[[], Any]) -> tuple[Any, BaseException | None]:
    """``fn()`` under the guard: its value and ``None``, or ``None`` and what stopped it (an :class:`Overrun`, a
    ``MemoryError``, any exception)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = _address_space() + MEMORY
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))

    def ring(signum: int, frame: object) -> None:
        raise Overrun(f"ran past {SECONDS:g} s")

    previous = signal.signal(signal.SIGUSR1, ring)
    watchdog = threading.Timer(SECONDS, os.kill, (os.getpid(), signal.SIGUSR1))
    watchdog.start()
    try:
        return fn(), None
    except BaseException as exc:  # Overrun, MemoryError, or whatever fn raised
        return None, exc
    finally:
        watchdog.cancel()
        signal.signal(signal.SIGUSR1, previous)
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def ended(out: Outcome, *codes: int, names: str | None = None) -> Outcome:
    """Assert the command ended by itself, with one of ``codes``, no traceback, and (``names``) a line naming the
    input: for codes 1 and 2, a clear refusal. Returns the outcome for further checks."""
    assert out.exception is None, f"{type(out.exception).__name__}: {out.exception}\n{out.output[-2000:]}"
    assert "Traceback" not in out.output, out.output[-3000:]
    assert out.exit_code in codes, f"exit {out.exit_code}, expected {codes}:\n{out.output[-2000:]}"
    if names is not None:
        assert any(names in line for line in out.lines), f"no line names {names!r}:\n{out.output[-2000:]}"
    assert all(len(line) < 1000 for line in out.lines), "a message line runs on and on"
    return out
