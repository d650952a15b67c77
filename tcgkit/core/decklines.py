"""Decklist lines as deck sites, deck builders and forums write them, for games whose cards have numbers.

An entry names a card by its number — a token the game recognises (``GD01-008``, ``B07-058SR``) — with a count
before or after it, and may carry the card's name before or after the number, a reading aid the game compares with
:func:`same_name` (the number wins)::

    2 GD01-008 Guntank          COUNT NUMBER [name]   also "2x GD01-008", "2 x GD01-008"; text after "|" is dropped
    2 Guntank [GD01-008]        COUNT NAME NUMBER     the number last, in brackets or not
    GD01-008 x2                 NUMBER xCOUNT [name]  also "GD01-008x2", "GD01-008 x 2"

``#`` starts a comment anywhere, a line starting ``//`` is a comment or section line (``// Main Deck``), and
``HEADER: value`` lines are read for the headers a game names. A line without a card number is a heading and is
skipped when it looks like one: it ends with ``:``, holds a count in brackets (``Main Deck (50)``), speaks of a
total or of cards (``Total: 50``, ``50 cards``), or consists of heading words only (``Main Deck``; the game adds
its own, e.g. ``Pilots``); any other line is an error naming it. With ``several_per_line`` (forum lists) a line may
hold several entries separated by commas or semicolons after an optional label (``Sakura: B07-058SR x3,
B02-012SR x4``; the label is dropped) and a bare number is one copy.

Reading is one pass over the tokens of each line (no backtracking pattern sees a whole line), and every count is at
most 4 digits before it is converted (a longer one is refused by its length); the limits of :mod:`tcgkit.core.decklist`
hold (copies per entry, cards in all).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Callable

from tcgkit.core.decklist import MAX_COUNT, MAX_DECK_CARDS, DeckEntry
from tcgkit.core.errors import DeckError

COUNT_NUMBER = "COUNT NUMBER [name]"
COUNT_NAME_NUMBER = "COUNT NAME NUMBER"
NUMBER_COUNT = "NUMBER xCOUNT [name]"
FORMS = (COUNT_NUMBER, COUNT_NAME_NUMBER, NUMBER_COUNT)
"""The entry forms, in the order a line is tried."""

HEADING_WORDS = frozenset({"main", "deck", "decks", "side", "extra", "total", "card", "cards", "list", "decklist"})
"""Words a heading line may consist of in every game (games add their own, e.g. Gundam's "pilots")."""

_COUNT = re.compile(r"[x×]?(\d{1,4})[x×]?")
_X_COUNT = re.compile(r"[x×](\d{1,4})")
_LONG_COUNT = re.compile(r"(?:^|[\sx×])(\d{5,})(?:[x×]?(?:\s|$))")
_DIGITS = re.compile(r"\d{1,4}")
_BRACKETED_COUNT = re.compile(r"[(\[]\s*\d{1,6}\s*[)\]]")
_WORD = re.compile(r"[^\W\d_]+|\d+")
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u201c": '"', "\u201d": '"'})


@dataclass(frozen=True)
class ListSyntax:
    """What a game's decklist lines may hold.

    Attributes:
        is_number: whether a token is shaped like a card number (the game checks later that the card exists).
        forms: the entry forms read (a subset of :data:`FORMS`: a forced file format reads only its own).
        headers: ``HEADER: value`` names read (case-insensitive), each at most once.
        heading_words: words besides :data:`HEADING_WORDS` that a heading line may consist of.
        several_per_line: forum lists — several entries a line after an optional label, a bare number one copy.
    """

    is_number: Callable[[str], bool]
    forms: tuple[str, ...] = FORMS
    headers: tuple[str, ...] = ()
    heading_words: frozenset[str] = frozenset()
    several_per_line: bool = False


def read_list(text: str, source: str, syntax: ListSyntax) -> tuple[list[DeckEntry], dict[str, tuple[int, str]]]:
    """Read decklist text into entries (in file order) and headers (``name -> (line, value)``).

    Raises:
        DeckError: a line that holds a card number but no entry form reads, a line that is neither an entry nor a
            heading, a count outside 1..:data:`~tcgkit.core.decklist.MAX_COUNT`, more than
            :data:`~tcgkit.core.decklist.MAX_DECK_CARDS` cards in all, a repeated header, or no cards and no
            headers at all (each naming ``source`` and the line).
    """
    entries: list[DeckEntry] = []
    found: dict[str, tuple[int, str]] = {}
    total = 0
    expected = " or ".join(f"'{f}'" for f in syntax.forms)
    for lineno, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line or line.startswith("//"):
            continue
        head, colon, value = line.partition(":")
        key = head.strip().casefold()
        if colon and key in syntax.headers:
            if key in found:
                raise DeckError(source, lineno, f"a second {key} line; the first is line {found[key][0]}")
            found[key] = (lineno, value.strip())
            continue
        if not _has_number(line, syntax.is_number):
            if _is_heading(line, syntax):
                continue
            raise DeckError(source, lineno, f"cannot read {line!r:.80}: no card number (expected {expected})")
        for item in _items(line, syntax):
            read = _entry(item.split(), syntax)
            if read is None:
                long = _LONG_COUNT.search(item)
                if long is not None:  # a count too long to be read as one (not converted: it may be thousands long)
                    raise DeckError(source, lineno, f"a count of {len(long.group(1)):,} digits; at most {MAX_COUNT} "
                                                    f"copies are read")
                raise DeckError(source, lineno, f"cannot read {item!r:.80}: expected {expected}")
            count, number, name = read
            if count < 1:
                raise DeckError(source, lineno, f"count must be at least 1, not {count}")
            if count > MAX_COUNT:
                raise DeckError(source, lineno, f"{count} copies on one line; at most {MAX_COUNT} are read")
            total += count
            if total > MAX_DECK_CARDS:
                raise DeckError(source, lineno, f"more than {MAX_DECK_CARDS} cards in all; not a decklist")
            entries.append(DeckEntry(lineno, count, number, name))
    if not entries and not found:
        raise DeckError(source, None, "the decklist has no cards")
    return entries, found


def same_name(written: str, name: str) -> bool:
    """Whether a name written in a decklist is the card's name: compared after Unicode normalisation (NFKC, so
    "Zaku I" matches "Zaku Ⅰ"), with typographic quotes as plain ones, ignoring case and runs of spaces."""
    return name_key(written) == name_key(name)


def name_key(name: str) -> str:
    """The form :func:`same_name` compares."""
    return " ".join(unicodedata.normalize("NFKC", name).translate(_QUOTES).casefold().split())


# ------------------------------------------------------------------------------------------------ helpers


def _bare(token: str) -> str:
    """A token without the brackets and list punctuation around it (``[GD01-008]`` → ``GD01-008``)."""
    return token.strip("[](),;:")


def _has_number(text: str, is_number: Callable[[str], bool]) -> bool:
    """Whether any token of ``text`` is a card number (bracketed, or joined to its count: ``GD01-008x4``)."""
    return any(is_number(_bare(t)) or _joined_count(_bare(t), is_number) is not None for t in text.split())


def _count(tokens: list[str]) -> tuple[int, int] | None:
    """A leading count (``4``, ``4x``, ``x4``, ``4 x``) as ``(count, tokens used)``."""
    m = _COUNT.fullmatch(tokens[0])
    if m is None:
        return None
    used = 2 if len(tokens) > 1 and tokens[1] in ("x", "×") else 1
    return int(m.group(1)), used


def _entry(tokens: list[str], syntax: ListSyntax) -> tuple[int, str, str | None] | None:
    """One entry from its tokens as ``(count, number, name)``, or ``None`` if no allowed form reads it."""
    if not tokens:
        return None
    is_number, forms = syntax.is_number, syntax.forms
    counted = _count(tokens)
    if counted is not None:
        count, used = counted
        rest = tokens[used:]
        if rest and COUNT_NUMBER in forms and is_number(_bare(rest[0])):
            return count, _bare(rest[0]), _name(rest[1:])
        if len(rest) > 1 and COUNT_NAME_NUMBER in forms and is_number(_bare(rest[-1])):
            return count, _bare(rest[-1]), _name(rest[:-1])
        return None
    first = tokens[0]
    joined = _joined_count(first, is_number)
    if NUMBER_COUNT in forms and joined is not None:
        return joined[1], joined[0], _name(tokens[1:])
    if not is_number(_bare(first)):
        return None
    if NUMBER_COUNT in forms and len(tokens) > 1:
        m = _X_COUNT.fullmatch(tokens[1])
        if m is not None:
            return int(m.group(1)), _bare(first), _name(tokens[2:])
        if tokens[1] in ("x", "×") and len(tokens) > 2 and _DIGITS.fullmatch(tokens[2]):
            return int(tokens[2]), _bare(first), _name(tokens[3:])
    if syntax.several_per_line and len(tokens) == 1:
        return 1, _bare(first), None
    return None


def _joined_count(token: str, is_number: Callable[[str], bool]) -> tuple[str, int] | None:
    """``GD01-008x4`` as ``("GD01-008", 4)``, or ``None``."""
    cut = max(token.rfind("x"), token.rfind("×"))
    tail = token[cut + 1:]
    if cut > 0 and _DIGITS.fullmatch(tail) and is_number(token[:cut]):
        return token[:cut], int(tail)
    return None


def _name(tokens: list[str]) -> str | None:
    """The name written beside a number, without a model number after ``|`` or the brackets around it."""
    text = " ".join(tokens).split("|", 1)[0].strip()
    if len(text) > 1 and (text[0], text[-1]) in (("[", "]"), ("(", ")")):
        text = text[1:-1].strip()
    return text or None


def _items(line: str, syntax: ListSyntax) -> list[str]:
    """The entries of a line: the line itself, or (forum lists) its comma-separated pieces after a label. A piece
    that does not start with a count or a number continues the previous one's name (``Marth, Altean Prince``)."""
    if not syntax.several_per_line:
        return [line]
    label, colon, body = line.partition(":")
    if colon and not _has_number(label, syntax.is_number):
        line = body
    items: list[str] = []
    for piece in re.split(r"[,;]", line):
        tokens = piece.split()
        if not tokens:
            continue
        first = _bare(tokens[0])
        starts = (_COUNT.fullmatch(first) is not None or syntax.is_number(first)
                  or _joined_count(first, syntax.is_number) is not None)
        if starts or not items:
            items.append(piece.strip())
        else:
            items[-1] += "," + piece
    return items


def _is_heading(line: str, syntax: ListSyntax) -> bool:
    """A line without a card number that looks like a heading or a total (see the module docstring)."""
    words = _WORD.findall(line.casefold())
    if not words:
        return True  # decoration: "-----", "==="
    if line.endswith(":") or _BRACKETED_COUNT.search(line) or "total" in words or "cards" in words:
        return True
    if _COUNT.fullmatch(line.split()[0]):
        return False  # "4 Guntank": an entry without its number
    allowed = HEADING_WORDS | syntax.heading_words
    return all(w.isdigit() or w in allowed for w in words)
