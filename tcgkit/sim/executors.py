"""Where simulated games run: in this process, in local worker processes, or on a Ray cluster.

An executor splits a run's game indices into chunks (:meth:`Executor.chunks`, lazily: a run of a billion games
never lists them), runs ``fn(job, chunk)`` for each, and yields the results as they finish, in any order; the
runner adds the totals up and puts the records back in index order. Because every game's seeds derive from the
job's seed and the game's index alone, the results do not depend on the executor, its number of workers, or the
chunks.

* :class:`SerialExecutor` — this process, one game per chunk (``--workers 1``).
* :class:`ProcessExecutor` — local processes. With ``share_here`` (what ``--workers K`` uses) this process plays
  chunks too, beside ``K - 1`` helper processes, so a run never waits for a helper to start. Helpers are forked
  from a *fork server* (a clean process that has imported only :mod:`tcgkit.sim.worker` and the job's game, so a
  helper starts in milliseconds and carries nothing else); where there is no fork server (Windows) they are
  spawned.
* :class:`~tcgkit.sim.ray_engine.RayExecutor` — a Ray cluster (``--engine ray``), in tasks of up to 1,000 games.
"""

from __future__ import annotations

import math
import multiprocessing
import threading
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Iterable, Iterator, Protocol, Sequence

from tcgkit.core.errors import TcgkitError

ChunkFn = Callable[[Any, Sequence[int]], Any]

MAX_WORKERS = 256
"""The most worker processes (``--workers``) an executor starts."""

WORKER_MODULE = "tcgkit.sim.worker"
"""What a helper process imports before its first chunk (with the job's game)."""


class Executor(Protocol):
    """Runs ``fn(job, chunk)`` for every chunk and yields the results as they complete."""

    workers: int

    def chunks(self, games: int) -> Iterator[range]: ...

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[Any]: ...


def guided_chunks(games: int, workers: int, largest: int) -> Iterator[range]:
    """Game indices in chunks of at most ``largest`` games that shrink towards the end of the run (each a quarter
    of what is left per worker), so the workers finish together: ``range(0, 50), ..., range(1997, 1998), ...``;
    made one at a time as they are asked for."""
    start = 0
    while start < games:
        size = max(1, min(largest, math.ceil((games - start) / (4 * workers))))
        yield range(start, min(start + size, games))
        start += size


class SerialExecutor:
    """Everything in this process, one game per chunk (``--workers 1``): no start-up cost, easy to debug."""

    workers = 1

    def chunks(self, games: int) -> Iterator[range]:
        return (range(i, i + 1) for i in range(games))

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[Any]:
        for chunk in chunks:
            yield fn(job, chunk)


class ProcessExecutor:
    """Local worker processes.

    Args:
        workers: processes that play games in all, at least 1.
        share_here: this process is one of them (it plays chunks while ``workers - 1`` helpers play the rest);
            otherwise ``workers`` helpers play everything.

    At most two chunks per helper are in flight, so a long run does not queue every task up front and a stopped
    run (Ctrl-C) leaves little to cancel. Helpers are never forked from this process, which may be running threads
    (the progress bar); see the module docstring.
    """

    def __init__(self, workers: int, share_here: bool = False) -> None:
        least = 2 if share_here else 1
        if not least <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be from {least} to {MAX_WORKERS}, not {workers}")
        self.workers = workers
        self.share_here = share_here
        self._pool: ProcessPoolExecutor | None = None
        self._starter: _Starter | None = None

    def chunks(self, games: int) -> Iterator[range]:
        return guided_chunks(games, self.workers, 50)

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[Any]:
        """Yield each chunk's result as it completes (``chunks`` is read lazily, as chunks are handed out). The
        helpers stay up for the next run of this executor (a matrix of many pairings starts them once) until
        :meth:`close` or the end of the program.

        With ``share_here``, this process never waits while a chunk is still to be played: once none is left to
        hand out, it plays the latest chunk a helper holds too (the results are the same, whoever finishes first
        counts), so a short run does not wait for the helpers to start and a long one ends without a straggler.

        Raises:
            WorkerDied: a helper process stopped abruptly (killed, out of memory, interrupted).
        """
        todo = _Lookahead(chunks)
        helpers = self.workers - 1 if self.share_here else self.workers
        if self._pool is None:
            self._pool = ProcessPoolExecutor(max_workers=helpers, mp_context=_helper_context(job))
        pool = self._pool
        # The first submissions start the helpers, which blocks until the fork server is up (a fresh interpreter
        # importing the worker and the game: 0.3 s on a quiet machine); a thread does it while this process plays.
        first = []
        while todo and len(first) < helpers:
            first.append(todo.pop())
        held = {c[0]: c for c in first}  # chunks handed to helpers and not finished yet, by their first game
        starter = self._starter = _Starter(pool, fn, job, first)
        futures: dict = {}
        finished = False
        try:
            while todo or held:
                if starter.done():
                    futures.update(starter.take())
                    while todo and len(futures) < 2 * helpers:
                        chunk = todo.pop()
                        futures[pool.submit(fn, job, chunk)] = chunk
                        held[chunk[0]] = chunk
                if self.share_here:
                    chunk = todo.pop() if todo else held[max(held)]
                    result = fn(job, chunk)  # this process plays a chunk while the helpers play theirs
                    held.pop(chunk[0], None)  # a helper's copy of it, if any, is ignored when it comes
                    yield result
                    done = [f for f in futures if f.done()]
                elif futures:
                    done, _ = wait(list(futures), timeout=None if starter.done() else 0.05,
                                   return_when=FIRST_COMPLETED)
                else:
                    starter.join()
                    done = []
                for future in done:
                    chunk = futures.pop(future)
                    if held.pop(chunk[0], None) is not None:
                        yield future.result()
            finished = True
        except BrokenProcessPool:
            raise WorkerDied(
                "a worker process stopped abruptly (killed, out of memory, or interrupted); the games it was "
                "playing are lost. Run with one worker to see what happened in this process."
            ) from None
        finally:
            if not finished:  # stopped early (Ctrl-C, an error): do not wait for games still being played
                self.close()

    def close(self) -> None:
        """Stop the helpers. Called after a run has every result (or stopped early), so whatever a helper is
        still playing is a copy or abandoned: it is stopped at once, not waited for. Helpers still starting (this
        process played everything before they were up) are waited for, then stopped."""
        pool, self._pool = self._pool, None
        starter, self._starter = self._starter, None
        if pool is None:
            return
        if starter is not None:
            # helpers still starting are waited for (the fork server: well under a second) and stopped with the
            # rest: a program that ended while one was being spawned left it unpickling a lock already gone, and
            # its traceback on the terminal
            starter.join()
        _stop(pool)


class _Lookahead:
    """An iterator of chunks that can say whether one is left without taking it (``bool``), read lazily."""

    def __init__(self, chunks: Iterable[Sequence[int]]) -> None:
        self._it = iter(chunks)
        self._next = next(self._it, None)

    def __bool__(self) -> bool:
        return self._next is not None

    def pop(self) -> Sequence[int]:
        chunk, self._next = self._next, next(self._it, None)
        return chunk


def _stop(pool: ProcessPoolExecutor) -> None:
    # the pool has no public way to stop busy workers; its private table of them is stable since 3.8
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
    # waiting is quick once the helpers are stopped, and lets the pool's manager thread end now: left running, it
    # closed its wake-up pipe under the interpreter's exit handler ("Exception ignored ... Bad file descriptor")
    pool.shutdown(wait=True, cancel_futures=True)


class _Starter:
    """Submits a run's first chunks from a thread (see :meth:`ProcessExecutor.run`)."""

    def __init__(self, pool: ProcessPoolExecutor, fn: ChunkFn, job: Any, chunks: list) -> None:
        self._futures: dict = {}
        self._error: list[BaseException] = []
        self._thread = threading.Thread(target=self._submit, args=(pool, fn, job, chunks), daemon=True,
                                        name="tcgkit-helpers")
        self._thread.start()

    def _submit(self, pool: ProcessPoolExecutor, fn: ChunkFn, job: Any, chunks: list) -> None:
        try:
            for chunk in chunks:
                self._futures[pool.submit(fn, job, chunk)] = chunk
        except BaseException as exc:  # BrokenProcessPool, or the pool closed by an early stop
            self._error.append(exc)

    def done(self) -> bool:
        return not self._thread.is_alive()

    def join(self) -> None:
        self._thread.join()

    def take(self) -> dict:
        """The submitted futures with their chunks, once (raises what the submitting thread raised)."""
        futures, self._futures = self._futures, {}
        if self._error:
            raise self._error.pop()
        return futures


def _helper_context(job: Any) -> Any:
    """The fork server (preloading the worker module and the job's game), or ``spawn`` where there is none."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    game_module = str(getattr(job, "game_target", "")).partition(":")[0]
    # takes effect when the server starts (the first pool of this process); later jobs import their game once
    ctx.set_forkserver_preload([WORKER_MODULE] + ([game_module] if game_module else []))
    return ctx


def close_executor(executor: Any) -> None:
    """Stop an executor's helpers, if it has any (``close()``); for executors that keep none, nothing."""
    close = getattr(executor, "close", None)
    if close is not None:
        close()


class WorkerDied(TcgkitError):
    """A worker process of a :class:`ProcessExecutor` stopped without returning its games."""


ENGINES = ("local", "ray")


def make_executor(workers: int, engine: str = "local", address: str | None = None) -> Executor:
    """The executor for ``workers`` on ``engine``.

    Args:
        workers: ``local``: processes (1: this process alone; K: this process and K - 1 helpers). ``ray``: CPUs of
            the local Ray instance started when no ``address`` is given (ignored with an address: the cluster's
            CPUs are used).
        engine: ``"local"`` or ``"ray"``.
        address: a Ray cluster's address (``ray://host:10001`` or ``auto``); ``None`` starts a local Ray instance.

    Raises:
        ValueError: ``workers`` outside 1..:data:`MAX_WORKERS`, or an unknown engine.
        TcgkitError: Ray is not installed or the cluster cannot be reached (from
            :class:`~tcgkit.sim.ray_engine.RayExecutor`).
    """
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be from 1 to {MAX_WORKERS}, not {workers}")
    if engine == "ray":
        from tcgkit.sim.ray_engine import RayExecutor

        return RayExecutor(address=address, num_cpus=None if address else workers)
    if engine != "local":
        raise ValueError(f"unknown engine {engine!r}; engines: {', '.join(ENGINES)}")
    return SerialExecutor() if workers == 1 else ProcessExecutor(workers, share_here=True)
