"""The tables of the match server: one row per match, its seats, its accepted actions, and its lease.

A match is stored as an event source (DESIGN.md contract 5): the inputs that start it (game, rules version,
options, decks, seed, set-up) in :class:`MatchRow`, then every accepted action in order in :class:`ActionRow`.
Re-applying the actions to ``Game.new_match(decks, seed, **setup)`` rebuilds the match exactly, which is how a
restarted server continues a match and how a finished one becomes a replay (:mod:`tcgkit.core.replay`).

A :class:`LeaseRow` says which server process holds a match in memory (``owner``) until when (``expires_at``,
seconds since the epoch); another process takes the match over only after the lease has expired.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, BigInteger, Float, ForeignKey, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from tcgkit.store.base import Base

RUNNING = "running"
FINISHED = "finished"


class MatchRow(Base):
    """A match's inputs and status.

    Attributes:
        id: the match id (URL-safe, random, 16 characters).
        game: game id; rules_version: the game's rules version at creation; tcgkit_version: the package's.
        options: every rule option (defaults included); setup: ``new_match`` settings (``mode`` …).
        decks: one JSON deck per seat (``Game.deck_to_json``); seed: the match seed (secret while running).
        seats: per seat ``{"kind": "person"|"agent", "agent": name|None, "deck": label}``.
        status: ``running`` or ``finished``; result: ``{"winners": [...], "reason": str}`` once finished.
        n_actions: how many actions were stored, set when the match finishes (while running: count its actions).
        created_at, updated_at: seconds since the epoch.
    """

    __tablename__ = "matches"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(64))
    rules_version: Mapped[str] = mapped_column(String(32))
    tcgkit_version: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    setup: Mapped[dict[str, Any]] = mapped_column(JSON)
    decks: Mapped[list[Any]] = mapped_column(JSON)
    seed: Mapped[int] = mapped_column(BigInteger)
    seats: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), index=True)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    n_actions: Mapped[int] = mapped_column(Integer, default=0)
    created_at: Mapped[float] = mapped_column(Float)
    updated_at: Mapped[float] = mapped_column(Float)


class SeatTokenRow(Base):
    """The secret of a person's seat, stored as its SHA-256 (a stolen database gives no seat away).
    ``token_hash`` is ``None`` until somebody takes the seat."""

    __tablename__ = "seat_tokens"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True)
    seat: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)
    claimed_at: Mapped[float | None] = mapped_column(Float, nullable=True)


class ActionRow(Base):
    """One accepted action: the ``seq``-th (from 0) of its match, as a JSON list, and the seat that sent it."""

    __tablename__ = "actions"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    seat: Mapped[int] = mapped_column(Integer)
    action: Mapped[list[Any]] = mapped_column(JSON)
    at: Mapped[float] = mapped_column(Float)


class LeaseRow(Base):
    """Which server process holds the match (``owner``) and until when (``expires_at``, epoch seconds)."""

    __tablename__ = "leases"

    match_id: Mapped[str] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"), primary_key=True)
    owner: Mapped[str] = mapped_column(String(200), index=True)
    expires_at: Mapped[float] = mapped_column(Float)
