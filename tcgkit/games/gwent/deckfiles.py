"""GWENT decklist files: the project's text format and gwent-classic's deck files, read and written.

* ``tcgkit`` — the text format of :mod:`tcgkit.games.gwent.decks` (``leader: NAME``, ``3 Blue Stripes Commando``);
* ``gwent-classic`` (``.json``) — gwent-classic's deck file, ``{"faction": "realms", "leader": "nr_foltest_lord",
  "cards": [["nr_blue_stripes_1", 1], ...]}``: a card by its key in gwent-classic's Witcher 3 card list;
* ``gwent-classic-index`` — the same file in gwent-classic's original numeric form, ``{"leader": 23, "cards": [[5,
  1], ...]}``: a card by its place in that project's first card list.

A ``.json`` file is read as whichever of the two forms it holds. Which key or index is which card of our pool is the
table ``cards/gwent_classic.json`` (its sources named there); a key or index outside it is a card of gwent-classic's
fan extensions, outside the Witcher 3 pool tcgkit plays, and all such cards of a file are named together in one
error. A field of the wrong type is a one-line error naming the field; the limits of :mod:`tcgkit.core.decklist`
hold (copies per entry, cards in all).
"""

from __future__ import annotations

import json
from functools import lru_cache, partial
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from tcgkit.core.decklist import MAX_COUNT, MAX_DECK_CARDS, DeckFileFormat, field_error, load_json
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.games.gwent.cards import CardDef, Pool
from tcgkit.games.gwent.decks import GwentDeck, deck_text, parse_deck

CLASSIC_FACTIONS = {"northern_realms": "realms", "nilfgaard": "nilfgaard", "monsters": "monsters",
                    "scoiatael": "scoiatael", "skellige": "skellige"}
"""Our faction → gwent-classic's ``faction`` value."""


@lru_cache(maxsize=1)
def classic_table() -> tuple[dict[str, tuple[str, int]], tuple[tuple[str, int], ...]]:
    """gwent-classic key → ``(card id, copies)``, and index → ``(card id, copies)`` (``cards/gwent_classic.json``)."""
    raw = json.loads((Path(__file__).parent / "cards" / "gwent_classic.json").read_text(encoding="utf-8"))
    return ({k: (v[0], v[1]) for k, v in raw["keys"].items()}, tuple((v[0], v[1]) for v in raw["indices"]))


def file_formats(pool: Pool) -> tuple[DeckFileFormat, ...]:
    """Every GWENT file format, ``tcgkit`` first."""
    return (
        DeckFileFormat("tcgkit", "3 Blue Stripes Commando", partial(_read_text, pool=pool), deck_text),
        DeckFileFormat("gwent-classic", '{"leader": "nr_foltest_lord", "cards": [["spe_horn", 1]]}',
                       partial(read_classic, pool=pool), partial(write_classic, pool=pool, by_index=False),
                       (".json",)),
        DeckFileFormat("gwent-classic-index", '{"leader": 23, "cards": [[5, 1]]}', partial(read_classic, pool=pool),
                       partial(write_classic, pool=pool, by_index=True), (".json",)),
    )


def _read_text(text: str, path: Path, pool: Pool) -> GwentDeck:
    return parse_deck(text, pool, str(path))


class _Classic(BaseModel):
    model_config = ConfigDict(extra="ignore")
    faction: StrictStr = ""
    leader: StrictStr | StrictInt
    cards: list[tuple[StrictStr | StrictInt, StrictInt]] = Field(max_length=MAX_DECK_CARDS)


def read_classic(text: str, path: Path, pool: Pool) -> GwentDeck:
    """A gwent-classic deck file, by key or by index.

    Raises:
        DeckError: not JSON or a field of the wrong type (naming it), keys and indices mixed, cards outside the
            Witcher 3 pool (all named), a count outside 1..99, more than 1,000 cards, a leader that is not a leader
            or a leader among the cards.
    """
    source = str(path)
    try:
        deck = _Classic.model_validate(load_json(text, source))
    except ValidationError as exc:
        raise DeckError(source, None, f"not a gwent-classic deck: {field_error(exc)}") from None
    refs = [deck.leader] + [ref for ref, _n in deck.cards]
    if len({type(r) for r in refs}) > 1:
        raise DeckError(source, None, "the file mixes card keys and card numbers; gwent-classic writes one or the "
                                      "other")
    keys, indices = classic_table()

    def card(ref: str | int) -> CardDef | None:
        if isinstance(ref, str):
            found = keys.get(ref)
        else:
            found = indices[ref] if 0 <= ref < len(indices) else None
        return pool.by_id[found[0]] if found is not None else None

    outside = list(dict.fromkeys(str(r) for r in refs if card(r) is None))
    if outside:
        raise DeckError(source, None, f"{len(outside)} card(s) are not in the Witcher 3 pool tcgkit plays (cards of "
                                      f"gwent-classic's fan extensions): {', '.join(outside):.600}")
    leader = card(deck.leader)
    if leader.type != "leader":
        raise DeckError(source, None, f"leader: {leader.name!r} is a {leader.type} card, not a leader")
    cards: list[CardDef] = []
    lines = []
    for i, (ref, n) in enumerate(deck.cards):
        c = card(ref)
        if not 1 <= n <= MAX_COUNT:
            raise DeckError(source, None, f"cards[{i}]: a count must be 1 to {MAX_COUNT}, not {n}")
        if c.type == "leader":
            raise DeckError(source, None, f"cards[{i}]: {c.name!r} is a leader; a deck names its leader apart")
        cards.extend([c] * n)
        if len(cards) > MAX_DECK_CARDS:
            raise DeckError(source, None, f"more than {MAX_DECK_CARDS} cards in all; not a deck")
        lines.append((None, n, c.id))
    return GwentDeck(leader, tuple(cards), path.stem, tuple(lines), None, ((None, leader),))


def write_classic(deck: GwentDeck, pool: Pool, by_index: bool) -> str:
    """gwent-classic's deck file: each card's copies spread over the keys (or indices) of its name in the order of
    the table, each up to the copies it stands for (copies beyond the pool's go to the first key).

    Raises:
        TcgkitError: a deck without a leader.
    """
    if deck.leader is None:
        raise TcgkitError("a gwent-classic deck file names a leader; this deck has none")
    keys, indices = classic_table()
    table = list(enumerate(indices)) if by_index else list(keys.items())
    refs_of: dict[str, list[tuple[str | int, int]]] = {}
    for ref, (cid, copies) in table:
        refs_of.setdefault(pool.by_id[cid].name, []).append((ref, copies))
    wanted: dict[str, int] = {}
    for c in deck.cards:
        wanted[c.name] = wanted.get(c.name, 0) + 1
    cards: list[list] = []
    for name, n in wanted.items():
        slots = refs_of[name]
        for ref, copies in slots:
            take = min(copies, n)
            if take > 0:
                cards.append([ref, take])
                n -= take
        while n > 0:  # more than the pool has: on the first key, in entries the reader accepts
            cards.append([slots[0][0], min(n, MAX_COUNT)])
            n -= MAX_COUNT
    leader = refs_of[deck.leader.name][0][0]
    data = {"faction": CLASSIC_FACTIONS.get(deck.leader.faction, deck.leader.faction), "leader": leader,
            "cards": cards}
    return json.dumps(data) + "\n"
