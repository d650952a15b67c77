"""Game records: the simulator's per-game result, its JSON-lines file, and where analyses read records from.

A record is a plain dict made by :func:`tcgkit.sim.worker.play_game` (one JSON object per line with
``simulate --out FILE.jsonl``); :class:`GameRecord` is its schema. Analyses (``tcgkit analyze cards``, ``analyze
ratings``) read records through a :class:`RecordReader`, opened by :func:`open_records` from a path or URL. Today
that is a JSON-lines file; a database-backed results store plugs in by registering a reader for its URL schemes
(:func:`register_reader`), so the analyses do not change.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable, Iterator, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from tcgkit.core.errors import TcgkitError
from tcgkit.core.files import FileRefused, open_regular
from tcgkit.core.game import seat_blocks


class GameRecord(BaseModel):
    """One game of a simulation (one line of its JSONL file).

    Fields beyond these are the game's ``summary`` (e.g. ``turns``), kept as extra fields.

    Attributes:
        index: the game's number in the run, from 0.
        game: the game's registry id (``None`` in files written before it was recorded).
        mode: the match mode.
        seed: the match seed (``Game.new_match(decks, seed)`` with the seats' decks replays it).
        agent_seeds: each seat's agent seed.
        seats: name per seat: its deck's name, or in a mode where a seat brings several decks
            (``Game.decks_per_seat``) their names joined by ``+``.
        agents: agent name per seat.
        seat_decks: per seat, the names of its decks (only in modes with several decks a seat).
        teams: the seats of each team (``[[0], [1]]`` in a duel; ``[[0, 2], [1, 3]]`` in a 2 vs 2).
        winners: seat names of the winners (empty: a draw or an error).
        winner_seats: seats of the winners.
        reason: the game's end reason, or ``"error"``.
        decisions: decisions taken (single-action ones included).
        drawn: per seat, the ids of the cards it drew, sorted, each once (runs with card records only).
        played: per seat, the ids of the cards it played, likewise.
        replay: replay file, when written.
        error: ``"Type: message"`` if the game raised, else ``None``; ``traceback`` then holds the traceback.
    """

    model_config = ConfigDict(extra="allow")

    index: int
    game: str | None = None
    mode: str | None = None
    seed: int
    agent_seeds: list[int]
    seats: list[str]
    agents: list[str]
    seat_decks: list[list[str]] | None = None
    teams: list[list[int]] | None = None
    winners: list[str]
    winner_seats: list[int]
    reason: str
    decisions: int
    drawn: list[list[str]] | None = None
    played: list[list[str]] | None = None
    replay: str | None = None
    error: str | None = None
    traceback: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _seats_as_blocks(cls, data: Any) -> Any:
        """Read a record of a mode with several decks a seat written before such seats were named as blocks
        (no ``seat_decks``; ``seats``, ``agents`` and ``agent_seeds`` listed per deck, more entries than the teams
        have seats): seat ``s`` played the ``s``-th block of ``seats``, with the ``s``-th agent and agent seed.
        Such a record is read as the same game in today's form, ``winners`` renamed from ``winner_seats``."""
        if not isinstance(data, dict) or data.get("seat_decks") is not None:
            return data
        seats, teams, agents, agent_seeds, won = (data.get(k) for k in
                                                  ("seats", "teams", "agents", "agent_seeds", "winner_seats"))
        if not (isinstance(seats, list) and isinstance(teams, list) and isinstance(agents, list)
                and isinstance(agent_seeds, list) and isinstance(won, list)
                and all(isinstance(t, list) for t in teams)):
            return data
        n = sum(len(t) for t in teams)
        if not 0 < n < len(seats) or len(seats) % n or not all(isinstance(x, str) for x in seats):
            return data
        if not all(type(s) is int and 0 <= s < n for s in won):
            return data
        blocks = seat_blocks(seats, len(seats) // n)
        names = ["+".join(b) for b in blocks]
        return {**data, "seats": names, "seat_decks": blocks, "agents": agents[:n], "agent_seeds": agent_seeds[:n],
                "winners": [names[s] for s in won]}

    def team_list(self) -> list[list[int]]:
        """The teams, or one team per seat for records that name none."""
        return self.teams or [[s] for s in range(len(self.seats))]


def dump_record(record: dict) -> str:
    """One JSON line (with the newline) for a record."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


MAX_LINE = 1_000_000
"""The longest record line read (bytes); a longer line is refused (a record is about 1 kB)."""
MAX_JSONL_BYTES = 100_000_000_000
"""The largest JSONL file :func:`iter_jsonl` reads (about 10^8 games' records; they are streamed, never all held)."""


def iter_jsonl(path: str | Path) -> Iterator[GameRecord]:
    """Read a simulation's JSONL file record by record (memory stays flat for any file size).

    Raises:
        TcgkitError: unreadable file (not a regular file, more than :data:`MAX_JSONL_BYTES`, or more than its
            reported size: a ``/proc`` file), a line over :data:`MAX_LINE` bytes, or a line that is not a game
            record (names the line and the field).
    """
    p = Path(path)
    try:
        f, size = open_regular(p, "simulation record file")
    except FileRefused as exc:
        raise TcgkitError(str(exc)) from None
    read = 0
    with f:
        for lineno, raw in enumerate(iter(lambda: f.readline(MAX_LINE + 1), b""), start=1):
            read += len(raw)
            if len(raw) > MAX_LINE:
                raise TcgkitError(f"{p}:{lineno}: line longer than {MAX_LINE:,} bytes; not a game record")
            if read > min(size, MAX_JSONL_BYTES):
                raise TcgkitError(f"{p}:{lineno}: the file yields more than its reported size or more than "
                                  f"{MAX_JSONL_BYTES:,} bytes; not a simulation record file")
            if not raw.strip():
                continue
            try:
                yield GameRecord.model_validate_json(raw)
            except ValidationError as exc:
                first = exc.errors()[0]
                where = ".".join(str(x) for x in first["loc"]) or "line"
                raise TcgkitError(f"{p}:{lineno}: not a game record: {where}: {first['msg']}") from None


def load_jsonl(path: str | Path) -> list[GameRecord]:
    """Every record of a simulation's JSONL file (see :func:`iter_jsonl`)."""
    return list(iter_jsonl(path))


class RecordReader(Protocol):
    """Where analyses read game records from: a JSONL file or a results store.

    ``records()`` yields every game record of the source, as :class:`GameRecord`, in a stable order (a run's games
    in index order); ``name`` says where they come from, for messages.
    """

    name: str

    def records(self) -> Iterator[GameRecord]: ...


class JsonlRecords:
    """The records of one ``simulate --out`` file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.name = str(path)

    def records(self) -> Iterator[GameRecord]:
        return iter_jsonl(self.path)


def _results_store(url: str) -> RecordReader:
    from tcgkit.store.results import StoreRecords  # the database stack loads only when a store is read

    return StoreRecords(url)


_READERS: dict[str, Callable[[str], RecordReader]] = {"sqlite": _results_store, "postgresql": _results_store}


def register_reader(scheme: str, opener: Callable[[str], RecordReader]) -> None:
    """Make ``open_records`` open URLs of ``scheme`` (e.g. ``"sqlite"``, ``"postgresql"``) with ``opener(url)``."""
    _READERS[scheme] = opener


def open_records(source: str | Path) -> RecordReader:
    """A reader for a path (a ``.jsonl`` file) or a URL whose scheme a store registered (:func:`register_reader`).

    Raises:
        TcgkitError: a URL scheme no reader is registered for, or a path that is not a file.
    """
    text = str(source)
    scheme, sep, _ = text.partition("://")
    if sep and scheme.replace("+", "").isalnum():
        opener = _READERS.get(scheme.split("+")[0])
        if opener is None:
            raise TcgkitError(f"{text}: no results store for {scheme!r} URLs in this installation; give the JSONL "
                              f"file of a run (simulate --out FILE.jsonl)")
        return opener(text)
    if not Path(text).is_file():
        raise TcgkitError(f"{text}: no such file (give the JSONL file of a run: simulate --out FILE.jsonl)")
    return JsonlRecords(text)
