"""Gundam decklist files: the forms deck sites export, read without a flag, and written back out.

Every line form of :mod:`tcgkit.core.decklines` is read, so a list pasted from a deck site reads as saved::

    tcgkit       4 GD01-008 Guntank       (also "GD01-008 x4"; the project's own, with a "name:" line)
    egman        4 ST03-007 Zaku I | MS-05
    exburst      4 x GD01-008
    deckplanet   2 Guntank [GD01-008]
    limitless    4 Dopp GD01-039
    compact      GD01-008x4

(the site names are where each form is met; the forms are all we rely on). ``--format NAME`` reads a file in that
form only. ``//`` lines are comments or sections (``// Resource Deck``); headings such as ``Main Deck (50)`` or
``Pilots`` are skipped. An alternate-art number (``GD01-001_p1``) is the card it shows. A name is a reading aid
(:func:`tcgkit.core.decklines.same_name`; a mismatch is a warning). A list with no resource card gets the standard
resource deck, 10 × R-001, with a warning (option ``standard_resource_deck``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Callable

from tcgkit.core.decklines import COUNT_NAME_NUMBER, COUNT_NUMBER, FORMS, NUMBER_COUNT, ListSyntax, read_list
from tcgkit.core.decklist import MAX_COUNT, DeckEntry, DeckFileFormat
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.decks import GundamDeck, check_known

STANDARD_RESOURCE = "R-001"
RESOURCE_DECK_SIZE = 10

_NUMBER = re.compile(r"[A-Z]{1,4}\d{0,2}-\d{3}(?:_[A-Z0-9]{1,8})?", re.IGNORECASE)
_ALTERNATE_ART = re.compile(r"([A-Z]{1,4}\d{0,2}-\d{3})_[A-Z0-9]{1,8}", re.IGNORECASE)

SYNTAX = ListSyntax(
    is_number=lambda token: _NUMBER.fullmatch(token) is not None,
    headers=("name",),
    heading_words=frozenset({"resource", "resources", "unit", "units", "pilot", "pilots", "command", "commands",
                             "base", "bases"}),
)

# name -> (entry forms read, example line, how one entry is written)
_FORMS: dict[str, tuple[tuple[str, ...], str, Callable[[DeckEntry, str], str]]] = {
    "tcgkit": (FORMS, "4 GD01-008 Guntank", lambda e, name: f"{e.count} {e.key} {name}"),
    "egman": ((COUNT_NUMBER,), "4 ST03-007 Zaku I | MS-05", lambda e, name: f"{e.count} {e.key} {name}"),
    "exburst": ((COUNT_NUMBER,), "4 x GD01-008", lambda e, name: f"{e.count} x {e.key}"),
    "deckplanet": ((COUNT_NAME_NUMBER,), "2 Guntank [GD01-008]", lambda e, name: f"{e.count} {name} [{e.key}]"),
    "limitless": ((COUNT_NAME_NUMBER,), "4 Dopp GD01-039", lambda e, name: f"{e.count} {name} {e.key}"),
    "compact": ((NUMBER_COUNT,), "GD01-008x4", lambda e, name: f"{e.key}x{e.count}"),
}


def file_formats(standard_resources: bool = True) -> tuple[DeckFileFormat, ...]:
    """Every Gundam file format, ``tcgkit`` first; ``standard_resources``: the option ``standard_resource_deck``."""
    return tuple(DeckFileFormat(name, example,
                                read=partial(_read, syntax=replace(SYNTAX, forms=forms),
                                             standard_resources=standard_resources),
                                write=partial(write, line=line, header=name == "tcgkit"))
                 for name, (forms, example, line) in _FORMS.items())


def _read(text: str, path: Path, syntax: ListSyntax, standard_resources: bool) -> GundamDeck:
    return deck_from_text(text, str(path), path.stem, syntax, standard_resources)


def deck_from_text(text: str, source: str = "<decklist>", name: str = "", syntax: ListSyntax = SYNTAX,
                   standard_resources: bool = False) -> GundamDeck:
    """Read decklist text (any form of ``syntax``).

    Args:
        standard_resources: a list without resource cards gets 10 × R-001 (``GundamDeck.added_resources``).

    Raises:
        DeckError: a line no form reads, an unknown card number or a token (naming the line).
    """
    entries, headers = read_list(text, source, syntax)
    entries = [replace(e, key=resolve(e.key)) for e in entries]
    check_known(entries, source)
    cards = pool()
    added = standard_resources and not any(cards[e.key].type == "resource" for e in entries)
    if added:
        entries.append(DeckEntry(None, RESOURCE_DECK_SIZE, STANDARD_RESOURCE, None))
    return GundamDeck(tuple(entries), headers["name"][1] if "name" in headers else name, added_resources=added)


def resolve(key: str) -> str:
    """A number as written → the card number: upper case, and an alternate art (``GD01-001_p1``) → its card
    (``GD01-001``). An unknown number is returned as written (:func:`~tcgkit.games.gundam.decks.check_known`
    reports it)."""
    cards = pool()
    upper = key.upper()
    if upper in cards:
        return upper
    m = _ALTERNATE_ART.fullmatch(key)
    if m is not None and m.group(1).upper() in cards:
        return m.group(1).upper()
    return key


def write(deck: GundamDeck, line: Callable[[DeckEntry, str], str], header: bool = False) -> str:
    """The deck's lines, main deck first, then the resource deck (each number once, with its total count: more
    than a line may hold over several)."""
    cards = pool()
    counts: dict[str, int] = {}
    for e in deck.entries:
        counts[e.key] = counts.get(e.key, 0) + e.count
    main = [k for k in counts if cards[k].type != "resource"]
    resources = [k for k in counts if cards[k].type == "resource"]
    out = [f"name: {deck.name}"] if header and deck.name else []
    for keys, section in ((main, "Main Deck"), (resources, "Resource Deck")):
        if header and keys:
            out.append(f"// {section}")
        for k in keys:
            for start in range(0, counts[k], MAX_COUNT):  # a count one line cannot hold goes on several
                out.append(line(DeckEntry(None, min(MAX_COUNT, counts[k] - start), k, None), cards[k].name))
    return "\n".join(out) + "\n"

