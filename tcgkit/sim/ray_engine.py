"""Ray as the cluster engine: ``tcgkit simulate ... --engine ray [--address ADDR]`` (docs/scale.md).

Each chunk of up to :data:`TASK_GAMES` games is one Ray task running :func:`tcgkit.sim.worker.play_chunk` on some
node of the cluster; the task adds its games up there and sends back its totals (and its records only when the run
writes them), so the driver receives a few numbers per thousand games. The job (settings and decks) is put into
the object store once and shared by every task. Results are the same as the local engine's for the same seeds:
each game's seeds depend only on the run seed and the game's index.

Every node needs tcgkit installed (``pip install 'tcgkit[ray]'``, the same version as the driver).
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator, Sequence

from tcgkit.core.errors import TcgkitError
from tcgkit.sim.executors import ChunkFn, guided_chunks

TASK_GAMES = 1000
"""The most games in one Ray task: about a second to a minute of work, so the scheduling cost stays small."""


class RayExecutor:
    """Runs chunks as Ray tasks, on a cluster at ``address`` or on a local Ray instance started for the run.

    Args:
        address: ``ray://HOST:10001`` (Ray Client) or ``auto`` (a cluster this machine is part of); ``None``
            starts a local instance with ``num_cpus`` CPUs (the driver keeps using an instance already started in
            this process, e.g. by ``ray.init`` in a notebook).
        num_cpus: CPUs of a local instance (default: all of this machine's).

    Raises:
        TcgkitError: Ray is not installed, or the cluster cannot be reached.
    """

    def __init__(self, address: str | None = None, num_cpus: int | None = None) -> None:
        try:
            import ray
        except ImportError:
            raise TcgkitError("the ray engine needs Ray: pip install 'tcgkit[ray]'") from None
        self._ray = ray
        self._started = not ray.is_initialized()
        if self._started:
            try:
                ray.init(address=address, num_cpus=None if address else num_cpus, include_dashboard=False,
                         log_to_driver=False, configure_logging=False)
            except Exception as exc:  # ConnectionError, ValueError … from an unreachable or wrong address
                raise TcgkitError(f"cannot start or reach Ray at {address or 'a local instance'}: {exc}") from None
        self.workers = max(1, int(ray.cluster_resources().get("CPU", 1)))

    def chunks(self, games: int) -> Iterator[range]:
        return guided_chunks(games, self.workers, TASK_GAMES)

    def run(self, fn: ChunkFn, job: Any, chunks: Iterable[Sequence[int]]) -> Iterator[Any]:
        """Yield each task's result as it completes; at most two tasks per CPU are in flight.

        Raises:
            TcgkitError: a task failed outside the games (a game that raises is a record, not a failure).
        """
        ray = self._ray
        remote = ray.remote(fn)
        job_ref = ray.put(job)
        todo = iter(chunks)  # read lazily, as tasks are submitted
        pending = next(todo, None)
        running: list = []
        try:
            while pending is not None or running:
                while pending is not None and len(running) < 2 * self.workers:
                    running.append(remote.remote(job_ref, list(pending)))
                    pending = next(todo, None)
                done, running = ray.wait(running, num_returns=1)
                for ref in done:
                    yield ray.get(ref)
        except ray.exceptions.RayError as exc:
            raise TcgkitError(f"a Ray task failed: {exc}") from None
        finally:
            for ref in running:  # stopped early: cancel what is still queued or running
                ray.cancel(ref, force=True)

    def close(self) -> None:
        """Shut down the Ray instance this executor started (one it found running stays up)."""
        if self._started and self._ray.is_initialized():
            self._ray.shutdown()
        self._started = False
