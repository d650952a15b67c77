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
from typing import Callable, Iterator, Protocol

from pydantic import BaseModel, ConfigDict, ValidationError

from tcgkit.core.errors import TcgkitError
from tcgkit.core.files import FileRefused, open_regular


class GameRecord(BaseModel):
    """One game of a simulation (one line of its JSONL file).

    Fields beyond these are the game's ``summary`` (e.g. ``turns``), kept as extra fields.

    Attributes:
        index: the game's number in the run, from 0.
        game: the game's registry id (``None`` in files written before it was recorded).
        mode: the match mode.
        seed: the match seed (``Game.new_match(decks, seed)`` with the seats' decks replays it).
        agent_seeds: each seat's agent seed.
        seats: deck name per seat.
        agents: agent name per seat.
        teams: the seats of each team (``[[0], [1]]`` in a duel; ``[[0, 2], [1, 3]]`` in a 2 vs 2).
        winners: deck names of the winners (empty: a draw or an error).
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
    """Where analyses read game records from: a JSONL file today, a results store later.

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


_READERS: dict[str, Callable[[str], RecordReader]] = {}


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
