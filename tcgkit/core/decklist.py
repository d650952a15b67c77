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
_NAME_COUNT_FIRST = re.compile(r"^(\d+)\s*[x×]?\s+(.+)$")
_NAME_COUNT_AFTER = re.compile(r"^(.+?)\s+[x×](\d+)$")
_FORMS = "'COUNT NUMBER [name]' or 'NUMBER xCOUNT'"


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
    return parse_decklist_sections(text, source)[0]


def parse_decklist_sections(
    text: str,
    source: str = "<decklist>",
    headers: tuple[str, ...] = (),
    whole_line_keys: bool = False,
    expected: str = _FORMS,
) -> tuple[list[DeckEntry], dict[str, tuple[int, str]]]:
    """Parse decklist text with optional ``HEADER: value`` lines (e.g. GWENT's ``leader:`` and ``deck:``).

    Args:
        text: the file's contents.
        source: name used in error messages.
        headers: header names accepted (case-insensitive), each at most once.
        whole_line_keys: the key is everything after the count (a card *name* with spaces, as in
            ``3 Blue Stripes Commando`` or ``Blue Stripes Commando x3``), not its first word.
        expected: how the accepted line forms are named in the "cannot read" message.

    Returns:
        The entries in file order, and each header found as ``name -> (line, value)``.

    Raises:
        DeckError: a line of no accepted form, a count below 1, a repeated header, or neither entries nor headers
            (each naming ``source`` and the line).
    """
    count_first, count_after = (_NAME_COUNT_FIRST, _NAME_COUNT_AFTER) if whole_line_keys else (_COUNT_FIRST, _COUNT_AFTER)
    entries: list[DeckEntry] = []
    found: dict[str, tuple[int, str]] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        head, colon, value = line.partition(":")
        if colon and head.strip().casefold() in headers:
            key = head.strip().casefold()
            if key in found:
                raise DeckError(source, lineno, f"a second {key} line; the first is line {found[key][0]}")
            found[key] = (lineno, value.strip())
            continue
        m = count_first.match(line)
        if m:
            count, key, name = int(m.group(1)), m.group(2), m.group(3) if m.lastindex == 3 else None
        else:
            m = count_after.match(line)
            if not m:
                raise DeckError(source, lineno, f"cannot read {raw.strip()!r}: expected {expected}")
            key, count, name = m.group(1), int(m.group(2)), m.group(3) if m.lastindex == 3 else None
        if count < 1:
            raise DeckError(source, lineno, f"count must be at least 1, not {count}")
        entries.append(DeckEntry(lineno, count, key.strip(), name.strip() if name else None))
    if not entries and not found:
        raise DeckError(source, None, "the decklist has no cards")
    return entries, found


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
