"""Group commit: the accepted actions of every match held by this process are written by one writer, many matches
per transaction.

Each action must be on disk before it is acknowledged, and a durable commit costs a sync to disk (milliseconds on
ordinary disks, see docs/server.md). One commit per action would let a few hundred matches queue behind the disk;
so the writer takes every append waiting when the previous commit finishes and stores them in one transaction
(:meth:`~tcgkit.store.MatchStore.append_many`). Each caller still learns about its own append only: stored, or the
error that kept it out (a lost lease, a database failure).
"""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from tcgkit.store import Append, MatchStore

MAX_BATCH = 500
"""The most appends one transaction takes."""


class GroupWriter:
    """Queues appends and writes them in batches from one database thread."""

    def __init__(self, store: MatchStore, owner: str) -> None:
        self.store, self.owner = store, owner
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tcgkit-writer")
        self.queue: asyncio.Queue | None = None
        self.task: asyncio.Task | None = None
        self.batches = 0
        self.appends = 0
        self.seconds = 0.0

    def start(self) -> None:
        self.queue = asyncio.Queue()
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def append(self, match_id: str, first_seq: int, actions: list[tuple[int, list]],
                     result: dict[str, Any] | None) -> None:
        """Store one match's accepted actions; returns once they are committed.

        Raises:
            LeaseLost: another process holds the match. StoreError: the database refused the write.
        """
        fut = asyncio.get_running_loop().create_future()
        self.queue.put_nowait((Append(match_id, first_seq, actions, result), fut))
        await fut

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            batch = [await self.queue.get()]
            while not self.queue.empty() and len(batch) < MAX_BATCH:
                batch.append(self.queue.get_nowait())
            started = loop.time()
            try:
                errors = await loop.run_in_executor(self.pool, self.store.append_many, [a for a, _ in batch],
                                                    self.owner)
            except Exception as exc:  # the database itself failed: every waiting append fails, none is lost
                errors = [exc] * len(batch)
            self.seconds += loop.time() - started
            self.batches += 1
            self.appends += len(batch)
            for (_, fut), err in zip(batch, errors):
                if fut.done():
                    continue
                if err is None:
                    fut.set_result(None)
                else:
                    fut.set_exception(err)

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
        self.pool.shutdown(wait=True)
