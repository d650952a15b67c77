"""The plain-text decklist format shared by the games (``../shared/decks/``).

One entry a line, in either form::

    3 GD01-018 ReZEL        # COUNT NUMBER [name]
    GD01-018 x3             # NUMBER xN  (also "×3")

``#`` starts a comment (whole line or after an entry); blank lines are ignored. A name after the number is only a
reading aid: it is checked against the card pool by the game (a mismatch is reported, the number wins).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from tcgkit.core.errors import DeckError

_COUNT_FIRST = re.compile(r"^(\d+)\s*[x×]?\s+(\S+)(?:\s+(.*))?$")
_COUNT_AFTER = re.compile(r"^(\S+)\s+[x×](\d+)(?:\s+(.*))?$")


@dataclass(frozen=True, slots=True)
class DeckEntry:
    """One decklist line: ``count`` copies of card ``key`` (a card number or a game's card id)."""

    line: int
    count: int
    key: str
    name: str | None


def parse_decklist(text: str, source: str = "<decklist>") -> list[DeckEntry]:
    """Parse decklist text into entries, in file order.

    Args:
        text: the file's contents.
        source: name used in error messages.

    Raises:
        DeckError: a line that is neither form, or a count below 1 (message names the line).
    """
    entries: list[DeckEntry] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _COUNT_FIRST.match(line)
        if m:
            count, key, name = int(m.group(1)), m.group(2), m.group(3)
        else:
            m = _COUNT_AFTER.match(line)
            if not m:
                raise DeckError(source, lineno, f"cannot read {raw.strip()!r}: expected 'COUNT NUMBER [name]' or 'NUMBER xCOUNT'")
            key, count, name = m.group(1), int(m.group(2)), m.group(3)
        if count < 1:
            raise DeckError(source, lineno, f"count must be at least 1, not {count}")
        entries.append(DeckEntry(lineno, count, key, name.strip() if name else None))
    if not entries:
        raise DeckError(source, None, "the decklist has no cards")
    return entries


def read_deck_text(path: str | Path) -> str:
    """A decklist file's text (UTF-8), for games with formats of their own.

    Raises:
        DeckError: the file cannot be read or is not UTF-8 text.
    """
    p = Path(path)
    try:
        return p.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError(str(p), None, f"cannot read the file: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise DeckError(str(p), None, "the file is not UTF-8 text") from None


def read_decklist(path: str | Path) -> list[DeckEntry]:
    """Read and parse a decklist file.

    Raises:
        DeckError: the file cannot be read, or a line cannot be parsed.
    """
    return parse_decklist(read_deck_text(path), str(path))
