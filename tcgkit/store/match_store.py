"""Reading and writing matches: the data access of the match server (tables in :mod:`tcgkit.store.matches`).

Every method is one short transaction and blocking; the server calls them from worker threads. Writes that make a
match move on (:meth:`MatchStore.append`) check the writer's lease in the same transaction, so a process that lost
a match to another one can never add an action to it (fencing).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Iterable

from sqlalchemy import Engine, delete, func, insert, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.orm import Session

from tcgkit.store.db import StoreError
from tcgkit.store.matches import FINISHED, RUNNING, ActionRow, LeaseRow, MatchRow, SeatTokenRow


class LeaseLost(StoreError):
    """The writing process no longer holds the match (another process took it over); nothing was written."""


@dataclass
class NewMatch:
    """What starts a match (see :class:`~tcgkit.store.matches.MatchRow` for the fields)."""

    id: str
    game: str
    rules_version: str
    tcgkit_version: str
    options: dict[str, Any]
    setup: dict[str, Any]
    decks: list[Any]
    seed: int
    seats: list[dict[str, Any]]


@dataclass
class Append:
    """Accepted actions of one match to store: ``(seat, action)`` pairs from sequence number ``first_seq``, and the
    result when the last of them ended the match."""

    match_id: str
    first_seq: int
    actions: list[tuple[int, list[Any]]]
    result: dict[str, Any] | None = None


@dataclass
class StoredMatch(NewMatch):
    """A match as stored: its inputs, status, seat token hashes and actions in order."""

    status: str = RUNNING
    result: dict[str, Any] | None = None
    created_at: float = 0.0
    tokens: dict[int, str | None] = field(default_factory=dict)
    actions: list[list[Any]] = field(default_factory=list)


class MatchStore:
    """The match tables over one engine (SQLite or PostgreSQL, already migrated)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    # ------------------------------------------------------------------------------------------- creating

    def create(self, new: NewMatch, owner: str, ttl: float) -> None:
        """Store a new match with an empty seat-token row per person seat, leased to ``owner`` for ``ttl`` s.

        Raises:
            StoreError: the database refused the write (e.g. the id exists).
        """
        now = time.time()
        row = MatchRow(id=new.id, game=new.game, rules_version=new.rules_version, tcgkit_version=new.tcgkit_version,
                       options=new.options, setup=new.setup, decks=new.decks, seed=new.seed, seats=new.seats,
                       status=RUNNING, result=None, n_actions=0, created_at=now, updated_at=now)
        with self._session("create match") as s:
            s.add(row)
            s.flush()
            for seat, spec in enumerate(new.seats):
                if spec.get("kind") == "person":
                    s.add(SeatTokenRow(match_id=new.id, seat=seat, token_hash=None))
            s.add(LeaseRow(match_id=new.id, owner=owner, expires_at=now + ttl))

    def claim_seat(self, match_id: str, seat: int, token_hash: str) -> bool:
        """Give a free person seat the token ``token_hash``; ``False`` if the seat is taken or not a person's."""
        with self._session("claim a seat") as s:
            res = s.execute(update(SeatTokenRow)
                            .where(SeatTokenRow.match_id == match_id, SeatTokenRow.seat == seat,
                                   SeatTokenRow.token_hash.is_(None))
                            .values(token_hash=token_hash, claimed_at=time.time()))
            return res.rowcount == 1

    # ------------------------------------------------------------------------------------------- playing

    def append(self, match_id: str, first_seq: int, actions: Iterable[tuple[int, list[Any]]], owner: str,
               result: dict[str, Any] | None = None) -> None:
        """Store accepted actions ``first_seq, first_seq + 1, …`` as ``(seat, action)`` pairs, in one transaction
        that also checks ``owner``'s lease; with ``result``, the match is finished too.

        Raises:
            LeaseLost: ``owner`` no longer holds the match, or another process stored these sequence numbers.
            StoreError: the database refused the write.
        """
        error = self.append_many([Append(match_id, first_seq, list(actions), result)], owner)[0]
        if error is not None:
            raise error

    def append_many(self, batch: list["Append"], owner: str) -> list[StoreError | None]:
        """Store several matches' actions in one transaction (one commit, one sync to disk: a group commit), each
        checked like :meth:`append`; returns per item ``None`` (stored) or the error that kept it out. When the
        batch as a whole fails, each item is tried again alone, so one bad item never costs the others.

        A batch is three statements whatever its size: the leases of its matches are read (on PostgreSQL with
        ``FOR SHARE``, so a takeover waits for this commit and then sees these actions), the actions of the matches
        ``owner`` holds are inserted, and finished matches get their result. Leases are renewed by
        :meth:`renew`, not here.
        """
        try:
            with self.engine.begin() as conn:
                return self._append_in(conn, batch, owner)
        except (IntegrityError, SQLAlchemyError):
            if len(batch) > 1:
                return [self._append_alone(item, owner) for item in batch]
            return [self._append_alone(batch[0], owner)]

    def _append_alone(self, item: "Append", owner: str) -> StoreError | None:
        try:
            with self.engine.begin() as conn:
                return self._append_in(conn, [item], owner)[0]
        except IntegrityError:
            return LeaseLost(f"match {item.match_id}: action {item.first_seq} is stored already (another process "
                             f"wrote it)")
        except SQLAlchemyError as exc:
            return StoreError(f"cannot store actions of match {item.match_id}: {_short(exc)}")

    @staticmethod
    def _append_in(conn: Any, batch: list["Append"], owner: str) -> list[StoreError | None]:
        now = time.time()
        ids = sorted({item.match_id for item in batch})  # sorted: every process locks leases in the same order
        held = dict(conn.execute(select(LeaseRow.match_id, LeaseRow.owner).where(LeaseRow.match_id.in_(ids))
                                 .order_by(LeaseRow.match_id).with_for_update(read=True)).all())
        errors: list[StoreError | None] = []
        rows = []
        for item in batch:
            holder = held.get(item.match_id)
            if holder != owner:
                errors.append(LeaseLost(f"match {item.match_id} is held by {holder or 'nobody'}, not {owner}"))
                continue
            errors.append(None)
            rows += [{"match_id": item.match_id, "seq": item.first_seq + k, "seat": seat, "action": list(action),
                      "at": now} for k, (seat, action) in enumerate(item.actions)]
        if rows:
            conn.execute(insert(ActionRow), rows)
        for item, err in zip(batch, errors):
            if err is None and item.result is not None:
                conn.execute(update(MatchRow).where(MatchRow.id == item.match_id)
                             .values(status=FINISHED, result=item.result, updated_at=now,
                                     n_actions=item.first_seq + len(item.actions)))
        return errors

    def load(self, match_id: str) -> StoredMatch | None:
        """The stored match with its actions in order, or ``None`` for an unknown id."""
        with self._session("load a match") as s:
            row = s.get(MatchRow, match_id)
            if row is None:
                return None
            tokens = {t.seat: t.token_hash for t in
                      s.scalars(select(SeatTokenRow).where(SeatTokenRow.match_id == match_id))}
            actions = [a for (a,) in s.execute(select(ActionRow.action).where(ActionRow.match_id == match_id)
                                               .order_by(ActionRow.seq))]
            return StoredMatch(id=row.id, game=row.game, rules_version=row.rules_version,
                               tcgkit_version=row.tcgkit_version, options=row.options, setup=row.setup,
                               decks=row.decks, seed=row.seed, seats=row.seats, status=row.status, result=row.result,
                               created_at=row.created_at, tokens=tokens, actions=actions)

    def summaries(self, status: str | None = None, limit: int = 100) -> list[dict[str, Any]]:
        """The newest matches (``status`` ``running``/``finished``/``None`` for both) as lobby rows: id, game,
        setup, seats (their decks only once finished), status, result, n_actions, created_at, and which person
        seats are still free."""
        with self._session("list matches") as s:
            q = select(MatchRow).order_by(MatchRow.created_at.desc()).limit(limit)
            if status is not None:
                q = q.where(MatchRow.status == status)
            rows = list(s.scalars(q))
            ids = [r.id for r in rows]
            free: dict[str, list[int]] = {}
            counts: dict[str, int] = {}
            if ids:
                counts = dict(s.execute(select(ActionRow.match_id, func.count()).where(ActionRow.match_id.in_(ids))
                                        .group_by(ActionRow.match_id)).all())
                for t in s.scalars(select(SeatTokenRow).where(SeatTokenRow.match_id.in_(ids),
                                                              SeatTokenRow.token_hash.is_(None))):
                    free.setdefault(t.match_id, []).append(t.seat)
            return [{"id": r.id, "game": r.game, "setup": r.setup, "status": r.status,
                     "seats": r.seats if r.status == FINISHED else [{**x, "deck": None} for x in r.seats],
                     "result": r.result, "n_actions": counts.get(r.id, 0), "created_at": r.created_at,
                     "free_seats": sorted(free.get(r.id, []))} for r in rows]

    def running_ids(self) -> list[str]:
        """Ids of every unfinished match."""
        with self._session("list running matches") as s:
            return list(s.scalars(select(MatchRow.id).where(MatchRow.status == RUNNING)))

    def count(self) -> int:
        with self._session("count matches") as s:
            return s.scalar(select(func.count()).select_from(MatchRow)) or 0

    # ------------------------------------------------------------------------------------------- leases

    def acquire(self, match_id: str, owner: str, ttl: float) -> str | None:
        """Take (or keep) the lease of a match: ``None`` on success, else the process that holds it.

        The lease is free when it has expired or is ``owner``'s already; taking it is one conditional UPDATE,
        so of two processes trying at once exactly one succeeds.
        """
        now = time.time()
        with self._session("take a lease") as s:
            res = s.execute(update(LeaseRow).where(LeaseRow.match_id == match_id)
                            .where((LeaseRow.owner == owner) | (LeaseRow.expires_at < now))
                            .values(owner=owner, expires_at=now + ttl))
            if res.rowcount == 1:
                return None
            holder = s.scalar(select(LeaseRow.owner).where(LeaseRow.match_id == match_id))
            if holder is not None:
                return holder
            s.add(LeaseRow(match_id=match_id, owner=owner, expires_at=now + ttl))
            return None

    def renew(self, owner: str, match_ids: list[str], ttl: float) -> set[str]:
        """Extend ``owner``'s leases of ``match_ids``; returns the ids whose lease ``owner`` no longer holds."""
        if not match_ids:
            return set()
        now = time.time()
        with self._session("renew leases") as s:
            s.execute(update(LeaseRow).where(LeaseRow.owner == owner, LeaseRow.match_id.in_(match_ids))
                      .values(expires_at=now + ttl))
            held = set(s.scalars(select(LeaseRow.match_id).where(LeaseRow.owner == owner,
                                                                 LeaseRow.match_id.in_(match_ids))))
        return set(match_ids) - held

    def release(self, match_id: str, owner: str) -> None:
        """Give up ``owner``'s lease of a match (another process may take it at once)."""
        with self._session("release a lease") as s:
            s.execute(delete(LeaseRow).where(LeaseRow.match_id == match_id, LeaseRow.owner == owner))

    # ------------------------------------------------------------------------------------------- helpers

    def _session(self, what: str) -> "_Tx":
        return _Tx(self.engine, what)


class _Tx:
    """``with`` one session in one transaction; database errors become :class:`StoreError` saying what failed."""

    def __init__(self, engine: Engine, what: str) -> None:
        self.session = Session(engine)
        self.what = what

    def __enter__(self) -> Session:
        self.session.begin()
        return self.session

    def __exit__(self, exc_type, exc, tb) -> bool:
        try:
            if exc_type is None:
                self.session.commit()
            else:
                self.session.rollback()
        except SQLAlchemyError as err:
            self.session.close()
            raise StoreError(f"cannot {self.what}: {_short(err)}") from None
        self.session.close()
        if isinstance(exc, SQLAlchemyError):
            raise StoreError(f"cannot {self.what}: {_short(exc)}") from None
        return False


def _short(exc: BaseException) -> str:
    orig = getattr(exc, "orig", None) or exc
    return (str(orig).strip().splitlines() or [type(exc).__name__])[0]
