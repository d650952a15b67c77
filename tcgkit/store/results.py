"""The results store: simulation runs and every game's record, on the same database as the match server.

``tcgkit simulate ... --store URL`` writes each finished game's record (:class:`tcgkit.sim.records.GameRecord`:
decks, agents, seeds, winners, turns, the cards each seat drew and played) into :class:`GameRow`, under the
:class:`RunRow` of its run. A run is named by a digest of everything that decides its games (game, rules version,
options, mode, decks, agents, seed, the settings that change a game; not the number of games, the workers or the
engine), so running the same command again *continues* the run: the games already stored are not played again, and
asking for more games than before adds the missing ones. ``tcgkit analyze cards|ratings URL`` read the records
back through :class:`StoreRecords`.

Writes are batched (:class:`ResultsWriter`): a batch is one transaction, so a killed run loses at most the games
of its last unwritten batch, and those are played again on resume (a game is either stored whole or not at all).
"""

from __future__ import annotations

import hashlib
import json
import time
from dataclasses import dataclass, field
from typing import Any, Iterator

from sqlalchemy import JSON, Engine, Float, ForeignKey, Integer, String, func, insert, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Mapped, mapped_column

from tcgkit.store.base import Base
from tcgkit.store.db import StoreError, open_store


class RunRow(Base):
    """One simulation run: its digest (``id``), what decides its games (``inputs``), and when it began.

    Attributes:
        id: SHA-256 hex digest of the canonical JSON of ``inputs`` (:func:`run_id`).
        game: game id; mode: match mode; rules_version: the game's rules version.
        inputs: the run's inputs (options, decks as JSON, deck names, agents, seed, settings).
        created_at: seconds since the epoch.
    """

    __tablename__ = "sim_runs"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(64), index=True)
    mode: Mapped[str] = mapped_column(String(64))
    rules_version: Mapped[str] = mapped_column(String(32))
    inputs: Mapped[dict[str, Any]] = mapped_column(JSON)
    created_at: Mapped[float] = mapped_column(Float)


class GameRow(Base):
    """One finished game of a run: its index in the run, its match seed (decimal text), its whole record as JSON."""

    __tablename__ = "sim_games"

    run_id: Mapped[str] = mapped_column(ForeignKey("sim_runs.id", ondelete="CASCADE"), primary_key=True)
    index: Mapped[int] = mapped_column(Integer, primary_key=True)
    seed: Mapped[str] = mapped_column(String(24))  # a match seed is up to 2**64: wider than a SQL BIGINT
    reason: Mapped[str] = mapped_column(String(64))
    record: Mapped[dict[str, Any]] = mapped_column(JSON)


def run_id(inputs: dict[str, Any]) -> str:
    """The run's name: SHA-256 hex of ``inputs`` as canonical JSON (sorted keys, no spaces); 64 characters."""
    text = json.dumps(inputs, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass
class StoredRun:
    """A run opened for writing: its id and the indices of the games already stored (skipped on resume)."""

    id: str
    done: set[int] = field(default_factory=set)


class ResultsStore:
    """The results tables over one engine (SQLite or PostgreSQL, migrated by :func:`open_store`).

    Raises (every method): :class:`StoreError` naming what failed, when the database refuses or cannot be reached.
    """

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    @classmethod
    def open(cls, url: str) -> "ResultsStore":
        """Open (and migrate) the store at ``url``: ``sqlite:///FILE`` or ``postgresql+psycopg://…``."""
        return cls(open_store(url))

    def open_run(self, game: str, mode: str, rules_version: str, inputs: dict[str, Any]) -> StoredRun:
        """The run with these inputs, created if new, with the indices of its games already stored."""
        rid = run_id({"game": game, "mode": mode, "rules_version": rules_version, **inputs})
        try:
            with self.engine.begin() as conn:
                if conn.execute(select(RunRow.id).where(RunRow.id == rid)).first() is None:
                    conn.execute(insert(RunRow).values(id=rid, game=game, mode=mode, rules_version=rules_version,
                                                       inputs=inputs, created_at=time.time()))
                done = {i for (i,) in conn.execute(select(GameRow.index).where(GameRow.run_id == rid))}
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot open the run in {self._where()}: {_short(exc)}") from None
        return StoredRun(rid, done)

    def add(self, run: str, records: list[dict[str, Any]]) -> None:
        """Store finished games' records (dicts of :class:`~tcgkit.sim.records.GameRecord`) in one transaction."""
        if not records:
            return
        rows = [{"run_id": run, "index": r["index"], "seed": str(r["seed"]), "reason": str(r.get("reason", ""))[:64],
                 "record": r} for r in records]
        try:
            with self.engine.begin() as conn:
                conn.execute(insert(GameRow), rows)
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot store {len(rows)} game records in {self._where()}: {_short(exc)}") from None

    def runs(self) -> list[dict[str, Any]]:
        """Every run, oldest first: ``{"id", "game", "mode", "rules_version", "created_at", "games"}``."""
        q = (select(RunRow.id, RunRow.game, RunRow.mode, RunRow.rules_version, RunRow.created_at,
                    func.count(GameRow.index)).outerjoin(GameRow, GameRow.run_id == RunRow.id)
             .group_by(RunRow.id).order_by(RunRow.created_at, RunRow.id))
        keys = ("id", "game", "mode", "rules_version", "created_at", "games")
        try:
            with self.engine.connect() as conn:
                return [dict(zip(keys, row)) for row in conn.execute(q)]
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot list the runs in {self._where()}: {_short(exc)}") from None

    def records(self, run: str | None = None) -> Iterator[dict[str, Any]]:
        """Every stored record (of one run, or of all runs oldest first), in index order, streamed in batches."""
        q = select(GameRow.record).join(RunRow, RunRow.id == GameRow.run_id)
        if run is not None:
            q = q.where(GameRow.run_id == run)
        q = q.order_by(RunRow.created_at, GameRow.run_id, GameRow.index).execution_options(yield_per=1000)
        try:
            with self.engine.connect() as conn:
                for (record,) in conn.execute(q):
                    yield record
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot read the records in {self._where()}: {_short(exc)}") from None

    def _where(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)


class ResultsWriter:
    """Buffers a run's records and writes them in batches of ``batch`` games or every ``seconds`` (whichever first).

    Call :meth:`write` with each record and :meth:`close` at the end (it writes what is left).
    """

    def __init__(self, store: ResultsStore, run: StoredRun, batch: int = 500, seconds: float = 2.0) -> None:
        self.store, self.run = store, run
        self.batch, self.seconds = batch, seconds
        self._buffer: list[dict[str, Any]] = []
        self._last = time.monotonic()
        self.written = 0

    def write(self, record: dict[str, Any]) -> None:
        self._buffer.append(record)
        if len(self._buffer) >= self.batch or time.monotonic() - self._last >= self.seconds:
            self.flush()

    def flush(self) -> None:
        self.store.add(self.run.id, self._buffer)
        self.written += len(self._buffer)
        self._buffer = []
        self._last = time.monotonic()

    def close(self) -> None:
        self.flush()


class StoreRecords:
    """:class:`tcgkit.sim.records.RecordReader` over a results store: every record of every run in it.

    A URL may name one run with a ``#run=ID`` suffix (a prefix of the id is enough when it is unique).
    """

    def __init__(self, url: str) -> None:
        base, _, frag = url.partition("#")
        self.name = base
        self.store = ResultsStore.open(base)
        self.run: str | None = None
        if frag:
            key, _, want = frag.partition("=")
            if key != "run" or not want:
                raise StoreError(f"{url}: after '#' give run=ID (simulate --store prints the id of its run)")
            ids = [r["id"] for r in self.store.runs() if r["id"].startswith(want)]
            if len(ids) != 1:
                raise StoreError(f"{url}: {'no run' if not ids else f'{len(ids)} runs'} with an id starting {want!r}")
            self.run = ids[0]

    def records(self):
        from tcgkit.sim.records import GameRecord

        for rec in self.store.records(self.run):
            yield GameRecord.model_validate(rec)


def _short(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    return (str(orig).strip().splitlines() or [type(exc).__name__])[0]
