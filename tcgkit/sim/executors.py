"""Where simulated games run: in this process, or in a local process pool.

An executor takes a picklable job and an iterable of chunks (lists of game indices, read lazily: a run of a billion
games never lists them) and yields each chunk's records as it finishes, in any order; the runner puts them back in
index order. Because every game's seeds derive from the
job's seed and the game's index alone, the records do not depend on the executor or its number of workers.

A cluster back end (e.g. Ray) is one more class with the same ``run`` method: submit ``fn(job, chunk)`` per chunk
as a remote task and yield the results as they complete.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Callable, Iterable, Iterator, Protocol, Sequence

from tcgkit.core.errors import TcgkitError

ChunkFn = Callable[[Any, Sequence[int]], list[dict]]

MAX_WORKERS = 256
"""The most local worker processes (``--workers``) an executor starts."""


class Executor(Protocol):
    """Runs ``fn(job, chunk)`` for every chunk and yields the results as they complete."""

    workers: int

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[list[dict]]: ...


class SerialExecutor:
    """Everything in this process, chunk after chunk (``--workers 1``): no start-up cost, easy to debug."""

    workers = 1

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[list[dict]]:
        for chunk in chunks:
            yield fn(job, chunk)


class ProcessExecutor:
    """A local :class:`~concurrent.futures.ProcessPoolExecutor` of ``workers`` processes.

    At most ``2 * workers`` chunks are in flight, so a long run does not queue every task up front and a stopped
    run (Ctrl-C) leaves little to cancel. Workers are *spawned*, not forked: the parent may be running threads
    (the progress bar), and forking a threaded process can deadlock. Each worker imports the game once per job.
    """

    def __init__(self, workers: int) -> None:
        if not 1 <= workers <= MAX_WORKERS:
            raise ValueError(f"workers must be from 1 to {MAX_WORKERS}, not {workers}")
        self.workers = workers

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[list[dict]]:
        """Yield each chunk's records as it completes (``chunks`` is read lazily, as tasks are submitted).

        Raises:
            WorkerDied: a worker process stopped abruptly (killed, out of memory, interrupted).
        """
        todo = iter(chunks)
        pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=multiprocessing.get_context("spawn"))
        finished = False
        try:
            running: set = set()
            pending = next(todo, None)
            while pending is not None or running:
                while pending is not None and len(running) < 2 * self.workers:
                    running.add(pool.submit(fn, job, pending))
                    pending = next(todo, None)
                done, running = wait(running, return_when=FIRST_COMPLETED)
                for future in done:
                    yield future.result()
            finished = True
        except BrokenProcessPool:
            raise WorkerDied(
                "a worker process stopped abruptly (killed, out of memory, or interrupted); the games it was "
                "playing are lost. Run with one worker to see what happened in this process."
            ) from None
        finally:
            if not finished:  # stopped early (Ctrl-C, an error): do not wait for games still being played
                # the pool has no public way to stop busy workers; its private table of them is stable since 3.8
                for process in list((getattr(pool, "_processes", None) or {}).values()):
                    process.terminate()
            pool.shutdown(wait=finished, cancel_futures=True)


class WorkerDied(TcgkitError):
    """A worker process of a :class:`ProcessExecutor` stopped without returning its games."""


def make_executor(workers: int) -> Executor:
    """The local executor for ``workers`` processes (1: in this process).

    Raises:
        ValueError: ``workers`` below 1.
    """
    if not 1 <= workers <= MAX_WORKERS:
        raise ValueError(f"workers must be from 1 to {MAX_WORKERS}, not {workers}")
    return SerialExecutor() if workers == 1 else ProcessExecutor(workers)
