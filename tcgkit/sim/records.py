"""The simulator's output file: one JSON object per game and line (``--out FILE.jsonl``), and its schema."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from tcgkit.core.errors import TcgkitError
from tcgkit.core.files import FileRefused, read_text


class GameRecord(BaseModel):
    """One line of a simulation's JSONL file.

    Fields beyond these are the game's ``summary`` (e.g. ``turns``), kept as extra fields.

    Attributes:
        index: the game's number in the run, from 0.
        seed: the match seed (``Game.new_match(decks, seed)`` with the seats' decks replays it).
        agent_seeds: each seat's agent seed.
        seats: deck name per seat.
        agents: agent name per seat.
        winners: deck names of the winners (empty: a draw or an error).
        winner_seats: seats of the winners.
        reason: the game's end reason, or ``"error"``.
        decisions: decisions taken (single-action ones included).
        replay: replay file, when written.
        error: ``"Type: message"`` if the game raised, else ``None``; ``traceback`` then holds the traceback.
    """

    model_config = ConfigDict(extra="allow")

    index: int
    seed: int
    agent_seeds: list[int]
    seats: list[str]
    agents: list[str]
    winners: list[str]
    winner_seats: list[int]
    reason: str
    decisions: int
    replay: str | None = None
    error: str | None = None
    traceback: str | None = None


def dump_record(record: dict) -> str:
    """One JSON line (with the newline) for a record."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n"


MAX_JSONL_BYTES = 1_000_000_000
"""The largest JSONL file :func:`load_jsonl` reads (about two million games' records; all are held in memory)."""


def load_jsonl(path: str | Path) -> list[GameRecord]:
    """Read a simulation's JSONL file.

    Raises:
        TcgkitError: unreadable file (not a regular file, more than :data:`MAX_JSONL_BYTES`, not UTF-8), or a line
            that is not a game record (names the line and the field).
    """
    p = Path(path)
    try:
        lines = read_text(p, MAX_JSONL_BYTES, "simulation record file").splitlines()
    except FileRefused as exc:
        raise TcgkitError(str(exc)) from None
    out = []
    for lineno, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            out.append(GameRecord.model_validate_json(line))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(x) for x in first["loc"]) or "line"
            raise TcgkitError(f"{p}:{lineno}: not a game record: {where}: {first['msg']}") from None
    return out
