"""Gundam decks and their validation (Gundam CR 5-1; rules/gundam.md §1.1); the files they are read from and
written to are :mod:`.deckfiles`.

A deck is a :class:`GundamDeck`: the decklist entries in file order. Resource cards (type ``resource``) form the
resource deck, everything else the main deck. Validation knows every card number of cards.json (783), so a legal
deck of cards whose effects are not implemented yet validates; ``GundamGame.new_match`` refuses it as "not yet
playable".
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from tcgkit.core.decklines import same_name
from tcgkit.core.decklist import DeckEntry
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.games.gundam.cards import pool

MAIN_DECK_SIZE = 50
RESOURCE_DECK_SIZE = 10
MAX_COPIES = 4
MAX_COLOURS = 2
_SRC = "Gundam CR 5-1; rules/gundam.md §1.1"


@dataclass(frozen=True, slots=True)
class GundamDeck:
    """A decklist: ``entries`` in file order (``DeckEntry(line, count, key=card number, name)``), ``name``;
    ``added_resources``: the list had no resource cards and got the standard resource deck (a last entry without a
    line; option ``standard_resource_deck``)."""

    entries: tuple[DeckEntry, ...]
    name: str = ""
    added_resources: bool = False

    def main(self) -> list[str]:
        """Card numbers of the main deck, one per copy."""
        cards = pool()
        return [e.key for e in self.entries if cards[e.key].type != "resource" for _ in range(e.count)]

    def resources(self) -> list[str]:
        """Card numbers of the resource deck, one per copy."""
        cards = pool()
        return [e.key for e in self.entries if cards[e.key].type == "resource" for _ in range(e.count)]


def check_known(entries: list[DeckEntry], source: str) -> None:
    """Raise :class:`DeckError` naming the line of the first unknown card number (or a token, not deckable)."""
    cards = pool()
    for e in entries:
        d = cards.get(e.key)
        if d is None:
            raise DeckError(source, e.line, f"unknown card number {e.key!r}")
        if d.token:
            raise DeckError(source, e.line, f"{e.key} ({d.name}) is a token and cannot be put in a deck")


def validate(deck: GundamDeck) -> list[DeckProblem]:
    """Every deck-building rule the deck breaks (empty: legal), each with its numbers and line where one applies.

    Rules: 50 main-deck cards, 10 resource cards, at most 4 copies per card number (main deck), at most 2 colours.
    Warnings: a name beside a number that is not the card's (``card_name``), the standard resource deck added to a
    list without one (``standard_resource_deck``).
    """
    cards = pool()
    problems: list[DeckProblem] = []
    main = [e for e in deck.entries if cards[e.key].type != "resource"]
    res = [e for e in deck.entries if cards[e.key].type == "resource"]
    n_main = sum(e.count for e in main)
    n_res = sum(e.count for e in res)
    if n_main != MAIN_DECK_SIZE:
        problems.append(DeckProblem(rule="main_deck_size", source=_SRC,
                                    message=f"the main deck has {n_main} cards; {MAIN_DECK_SIZE} are required"))
    if n_res != RESOURCE_DECK_SIZE:
        problems.append(DeckProblem(rule="resource_deck_size", source=_SRC,
                                    message=f"the resource deck has {n_res} cards; {RESOURCE_DECK_SIZE} are required"))
    per_number: dict[str, int] = {}
    first_line: dict[str, int] = {}
    for e in main:
        per_number[e.key] = per_number.get(e.key, 0) + e.count
        first_line.setdefault(e.key, e.line)
    for num, n in per_number.items():
        if n > MAX_COPIES:
            problems.append(DeckProblem(rule="max_copies", line=first_line[num], source=_SRC,
                                        message=f"{n} copies of {num} ({cards[num].name}); at most {MAX_COPIES} "
                                                f"copies of a card number are allowed"))
    colours: dict[str, int] = {}
    for e in main:
        c = cards[e.key].color
        if c and c != "-":
            colours.setdefault(c, e.line)
    if len(colours) > MAX_COLOURS:
        names = ", ".join(sorted(colours))
        extra = sorted(colours.items(), key=lambda kv: kv[1])[MAX_COLOURS]
        problems.append(DeckProblem(rule="max_colours", line=extra[1], source=_SRC,
                                    message=f"the deck has {len(colours)} colours ({names}); at most {MAX_COLOURS} "
                                            f"are allowed"))
    for e in deck.entries:
        if e.name and not same_name(e.name, cards[e.key].name):
            problems.append(DeckProblem(rule="card_name", line=e.line, source="decklist format", severity="warning",
                                        message=f"{e.key} is {cards[e.key].name!r}, not {e.name!r} (the number "
                                                f"counts)"))
    if deck.added_resources:
        problems.append(DeckProblem(rule="standard_resource_deck", source="option standard_resource_deck",
                                    severity="warning",
                                    message=f"the list has no resource deck: the standard {n_res} resources "
                                            f"({', '.join(e.key for e in res)}) were added"))
    return problems


def playability(deck: GundamDeck) -> list[DeckProblem]:
    """A warning (not a deck-building error) per card number whose effects are not playable in tcgkit yet, with
    its line: such a deck validates, but a match refuses it."""
    cards = pool()
    seen: set[str] = set()
    out = []
    for e in deck.entries:
        if not cards[e.key].playable and e.key not in seen:
            seen.add(e.key)
            out.append(DeckProblem(rule="not_yet_playable", line=e.line, source="tcgkit", severity="warning",
                                   message=f"{e.key} ({cards[e.key].name}) is not yet playable in tcgkit: its "
                                           f"effects are not implemented"))
    return out


#: the fewest main-deck cards a match can be set up with: a 5-card hand and 6 shields (rules/gundam.md §1.2)
MIN_MAIN_TO_SET_UP = 5 + 6


class DeckCards(NamedTuple):
    """A deck's card definitions as a match takes them: ``main`` and ``resources`` one per copy in list order, and
    ``unplayable`` the ``"NUMBER (Name)"`` of its cards whose effects are not implemented yet, in number order."""

    main: tuple
    resources: tuple
    unplayable: tuple[str, ...]


@lru_cache(maxsize=256)
def deck_cards(deck: GundamDeck) -> DeckCards:
    """:class:`DeckCards` of ``deck``, kept per deck (a deck is immutable and the pool is one per process): a
    simulation builds thousands of matches from the same few decks."""
    cards = pool()
    main = tuple(cards[k] for k in deck.main())
    resources = tuple(cards[k] for k in deck.resources())
    unplayable = tuple(f"{k} ({cards[k].name})"
                       for k in sorted({e.key for e in deck.entries if not cards[e.key].playable}))
    return DeckCards(main, resources, unplayable)


def check_set_up(deck: GundamDeck, i: int) -> None:
    """Raise :class:`TcgkitError` if deck ``i`` has too few main-deck cards to set up a match (a hand of 5 and 6
    shields): the match is refused instead of failing during set-up."""
    n = len(deck_cards(deck).main)
    if n < MIN_MAIN_TO_SET_UP:
        raise TcgkitError(f"deck {i + 1} ({deck.name or 'unnamed'}) has {n} main-deck cards; a match needs at least "
                          f"{MIN_MAIN_TO_SET_UP} to set up (a hand of 5 and 6 shields)")


def not_playable(deck: GundamDeck) -> list[str]:
    """The cards of the deck whose effects are not implemented yet, as ``"NUMBER (Name)"`` in number order."""
    return list(deck_cards(deck).unplayable)
