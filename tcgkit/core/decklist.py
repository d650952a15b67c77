"""The plain-text decklist format shared by the games (``../shared/decks/``).

One entry a line, in either form::

    3 GD01-018 ReZEL        # COUNT NUMBER [name]
    GD01-018 x3             # NUMBER xN  (also "×3")

``#`` starts a comment (whole line or after an entry); blank lines are ignored. A name after the number is only a
reading aid: it is checked against the card pool by the game (a mismatch is reported, the number wins).

Files are read as players save them: a UTF-8 byte-order mark, Windows line endings and trailing spaces are fine.
Limits (a decklist from the web must not eat the machine): at most :data:`MAX_DECKLIST_BYTES` bytes, at most
:data:`MAX_COUNT` copies on one line and :data:`MAX_DECK_CARDS` cards in all; beyond them the deck is refused with
the line at fault.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Sequence

from tcgkit.core.errors import DeckError
from tcgkit.core.files import FileRefused, read_text

MAX_DECKLIST_BYTES = 256_000
"""A decklist file larger than this is refused unread (real decklists are a few kilobytes)."""
MAX_COUNT = 99
"""The most copies one line may name (no game allows more than a few copies of a card)."""
MAX_DECK_CARDS = 1_000
"""The most cards a decklist may hold in all (the largest real decks hold a few hundred)."""

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

    def __post_init__(self) -> None:
        if type(self.count) is not int or not 1 <= self.count <= MAX_COUNT:
            raise ValueError(f"a count must be a whole number from 1 to {MAX_COUNT}, not {self.count!r}")


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
    count_first, count_after = ((_NAME_COUNT_FIRST, _NAME_COUNT_AFTER) if whole_line_keys
                                else (_COUNT_FIRST, _COUNT_AFTER))
    entries: list[DeckEntry] = []
    found: dict[str, tuple[int, str]] = {}
    total = 0
    for lineno, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
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
            count, key, name = _count(m.group(1), source, lineno), m.group(2), m.group(3) if m.lastindex == 3 else None
        else:
            m = count_after.match(line)
            if not m:
                raise DeckError(source, lineno, f"cannot read {raw.strip()[:80]!r}: expected {expected}")
            key, count, name = m.group(1), _count(m.group(2), source, lineno), m.group(3) if m.lastindex == 3 else None
        if count < 1:
            raise DeckError(source, lineno, f"count must be at least 1, not {count}")
        if count > MAX_COUNT:
            raise DeckError(source, lineno, f"{count} copies on one line; at most {MAX_COUNT} are read")
        total += count
        if total > MAX_DECK_CARDS:
            raise DeckError(source, lineno, f"more than {MAX_DECK_CARDS} cards in all; not a decklist")
        entries.append(DeckEntry(lineno, count, key.strip(), name.strip() if name else None))
    if not entries and not found:
        raise DeckError(source, None, "the decklist has no cards")
    return entries, found


def _count(digits: str, source: str, lineno: int) -> int:
    """A count's digits as an int, refusing more digits than any count needs before converting (``int()`` of
    thousands of digits is slow, and Python refuses more than 4,300)."""
    if len(digits.lstrip("0")) > 9:
        raise DeckError(source, lineno, f"a count of {len(digits):,} digits; at most {MAX_COUNT} copies are read")
    return int(digits)


def read_deck_text(path: str | Path) -> str:
    """A decklist file's text (UTF-8, a byte-order mark dropped), for games with formats of their own.

    Raises:
        DeckError: the file cannot be read, is not a regular file, holds more than :data:`MAX_DECKLIST_BYTES`, or is
            not UTF-8 text (:func:`tcgkit.core.files.read_text`).
    """
    try:
        return read_text(path, MAX_DECKLIST_BYTES, "decklist")
    except FileRefused as exc:
        raise DeckError(str(path), None, exc.reason) from None


def read_decklist(path: str | Path) -> list[DeckEntry]:
    """Read and parse a decklist file.

    Raises:
        DeckError: the file cannot be read, or a line cannot be parsed.
    """
    return parse_decklist(read_deck_text(path), str(path))


def entries_from_json(data: object, source: str = "<json deck>") -> list[DeckEntry]:
    """``[[count, key], ...]`` (a deck as stored in a replay) → entries, checked like a decklist file.

    Raises:
        DeckError: not a list of ``[count, key]`` pairs, a count outside 1..:data:`MAX_COUNT`, or more than
            :data:`MAX_DECK_CARDS` cards in all.
    """
    if not isinstance(data, list):
        raise DeckError(source, None, "a deck is a list of [count, card] pairs")
    out = []
    total = 0
    for i, item in enumerate(data):
        if (not isinstance(item, (list, tuple)) or len(item) != 2 or type(item[0]) is not int
                or not isinstance(item[1], str)):
            raise DeckError(source, None, f"entry {i}: expected [count, card], got {item!r:.60}")
        try:
            entry = DeckEntry(i + 1, item[0], item[1], None)
        except ValueError as exc:
            raise DeckError(source, None, f"entry {i}: {exc}") from None
        total += entry.count
        if total > MAX_DECK_CARDS:
            raise DeckError(source, None, f"more than {MAX_DECK_CARDS} cards in all; not a deck")
        out.append(entry)
    return out


# ------------------------------------------------------------------------------------------------ file formats


@dataclass(frozen=True)
class DeckFileFormat:
    """A file format a game reads decklists from and writes them to (``tcgkit deck export``).

    Attributes:
        name: the format's name on the command line, e.g. ``"limitless"``.
        example: one example line (or a short fragment) in the format, for help texts and docs.
        read: ``(text, path) -> deck``; raises :class:`DeckError` naming the file and line.
        write: ``deck -> text``; raises :class:`~tcgkit.core.errors.TcgkitError` for a deck the format cannot hold.
        suffixes: file suffixes that select this format when none is forced (``(".dek",)``); a game's first format
            reads every other suffix.
    """

    name: str
    example: str
    read: Callable[[str, Path], Any]
    write: Callable[[Any], str]
    suffixes: tuple[str, ...] = ()


def read_deck_file(formats: Sequence[DeckFileFormat], path: str | Path, name: str | None = None) -> Any:
    """Read a decklist file in one of a game's formats: ``name`` if given, else the format of the file's suffix,
    else the first (the game's own text format, which reads the line forms of :mod:`tcgkit.core.decklines`).

    Raises:
        DeckError: an unknown format name (listing the known ones), or the file cannot be read in the format.
    """
    p = Path(path)
    if name is not None:
        fmt = next((f for f in formats if f.name == name), None)
        if fmt is None:
            raise DeckError(str(p), None, f"unknown file format {name!r}; known: {', '.join(f.name for f in formats)}")
    else:
        suffix = p.suffix.lower()
        fmt = next((f for f in formats if suffix in f.suffixes), formats[0])
    return fmt.read(read_deck_text(p), p)


def write_entries(headers: Sequence[tuple[str, str]], entries: Sequence[tuple[int, str, str]]) -> str:
    """Decklist text in the shared format: ``HEADER: value`` lines, then ``COUNT KEY name`` per entry (a count above
    :data:`MAX_COUNT` over several lines, so the text reads back)."""
    lines = [f"{head}: {value}" for head, value in headers]
    for count, key, name in entries:
        while count > 0:
            lines.append(f"{min(count, MAX_COUNT)} {key} {name}".rstrip())
            count -= MAX_COUNT
    return "\n".join(lines) + "\n"


def load_json(text: str, source: str) -> Any:
    """Decklist text as JSON (a deck file of a deck builder).

    Raises:
        DeckError: not JSON (with the line), or nested too deeply to be a deck.
    """
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(source, exc.lineno, f"not JSON: {exc.msg}") from None
    except RecursionError:
        raise DeckError(source, None, "the JSON is nested too deeply to be a deck") from None


def field_error(exc: Any) -> str:
    """The first problem of a pydantic ``ValidationError`` in one line: ``Decks.main[3].CardId: <what is wrong>``."""
    err = exc.errors()[0]
    where = "".join(f"[{x}]" if isinstance(x, int) else f".{x}" for x in err["loc"]).lstrip(".")
    got = f" (got {err['input']!r:.40})" if "input" in err and not isinstance(err["input"], (dict, list)) else ""
    return f"{where or 'the file'}: {err['msg'].lower()}{got}"


def check_counts(counts: list, source: str = "<json deck>") -> None:
    """Hold a deck read from JSON (a replay) to the decklist limits: each count a whole number from 1 to
    :data:`MAX_COUNT` (``true`` is not 1), at most :data:`MAX_DECK_CARDS` cards in all. Games whose JSON decks list
    card ids one by one pass ``[1] * len(ids)``.

    Raises:
        DeckError: a count of another type or out of range, or too many cards (naming the entry).
    """
    if len(counts) > MAX_DECK_CARDS:
        raise DeckError(source, None, f"{len(counts):,} entries; a deck holds at most {MAX_DECK_CARDS} cards")
    total = 0
    for i, n in enumerate(counts):
        if type(n) is not int or not 1 <= n <= MAX_COUNT:
            raise DeckError(source, None, f"entry {i}: a count is a whole number from 1 to {MAX_COUNT}, not {n!r:.40}")
        total += n
    if total > MAX_DECK_CARDS:
        raise DeckError(source, None, f"{total:,} cards; a deck holds at most {MAX_DECK_CARDS}")
