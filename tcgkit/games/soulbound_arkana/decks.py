"""Decklists of Soulbound Ærkana: reading (with user-made cards) and validation.

Format (the core's decklist lines, docs/games/soulbound_arkana.md#decks)::

    name: Glut & Flut               # optional
    cards: my_cards.yaml            # optional: a user card file, relative to this decklist
    3 SA-W01 Glutfuchs              # COUNT ID [name, a reading aid checked against the card]
    1 MY-01 Funkenwicht             # a card of my_cards.yaml

Special beings (fusion, overlay, net) go to the special deck, every other card to the main deck. Deck rules (seed
002 Allgemeine Regeln 2–3): main deck 40–60 cards, special deck at most 10, at most 3 copies of a card or its printed
limit (Große Flutwoge: 1).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

from tcgkit.core.decklist import DeckFileFormat, check_counts, parse_decklist_sections, write_entries
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.games.soulbound_arkana.carddata import compile_cards, read_cards
from tcgkit.games.soulbound_arkana.carddef import CardDef

MAIN_MIN, MAIN_MAX, SPECIAL_MAX, COPIES = 40, 60, 10, 3
SOURCE = "seed 002 Allgemeine Regeln"


@dataclass(frozen=True)
class SoulboundDeck:
    """A deck: main and special cards (definitions), its lines, and the user cards it brings.

    Attributes:
        name: the deck's name (``name:`` header, else the file's stem).
        main, special: the cards, one entry per copy.
        entries: ``(line, count, card)`` per decklist line (line ``None`` for decks read from JSON).
        user_cards: the user card declarations the deck uses (embedded in replays by ``deck_to_json``).
        card_file: the ``cards:`` header that named them, as written (relative to the decklist).
    """

    name: str
    main: tuple[CardDef, ...]
    special: tuple[CardDef, ...]
    entries: tuple = ()
    user_cards: tuple = field(default=(), compare=False)
    card_file: str = field(default="", compare=False)


def file_formats(pool: dict[str, CardDef]) -> tuple[DeckFileFormat, ...]:
    """The decklist format (the module docstring), read and written."""
    return (DeckFileFormat("tcgkit", "3 SA-W01 Glutfuchs", partial(parse_deck, pool=pool), deck_text),)


def parse_deck(text: str, path: str | Path, pool: dict[str, CardDef]) -> SoulboundDeck:
    """Read decklist text; ``path`` names it in messages and locates a ``cards:`` file (see the module docstring).

    Raises:
        DeckError: a bad line, unknown card id, a name that does not match its id, or a user card file with
            errors (file and line named).
    """
    p = Path(path)
    entries, headers = parse_decklist_sections(text, str(p), headers=("name", "cards"))
    cards = dict(pool)
    user: list[CardDef] = []
    if "cards" in headers:
        line, rel = headers["cards"]
        card_path = (p.parent / rel) if not Path(rel).is_absolute() else Path(rel)
        try:
            user, problems = read_cards(card_path, known=pool)
        except DeckError as exc:
            raise DeckError(str(p), line, f"the card file {rel!r}: {exc.message}") from None
        errors = [pr for pr in problems if pr.severity == "error"]
        if errors:
            first = errors[0]
            raise DeckError(str(card_path), first.line,
                            f"{first.message} ({first.rule}); {len(errors)} error(s): "
                            f"tcgkit card check soulbound_arkana {rel}")
        cards.update({d.id: d for d in user})
    name = headers["name"][1] if "name" in headers else p.stem
    deck = _build(name, [(e.line, e.count, e.key, e.name) for e in entries], cards, str(p), user)
    return replace(deck, card_file=headers["cards"][1] if "cards" in headers else "")


def scenario_deck(text: str, cards: dict[str, CardDef], source: str = "<decklist>",
                  user: list[CardDef] | tuple = ()) -> SoulboundDeck:
    """Decklist text whose cards are all in ``cards`` (the pool and the ``user`` cards a scenario defines); it reads
    no card file (a ``cards:`` header is a line it cannot read).

    Raises:
        DeckError: a bad line, an unknown card id, or a name that does not match its id.
    """
    entries, headers = parse_decklist_sections(text, source, headers=("name",))
    name = headers["name"][1] if "name" in headers else ""
    return _build(name, [(e.line, e.count, e.key, e.name) for e in entries], cards, source, list(user))


def deck_text(deck: SoulboundDeck) -> str:
    """The decklist text of a deck: ``name:`` and ``cards:`` headers, ``COUNT ID name`` per card.

    Raises:
        TcgkitError: a deck whose user-made cards came with it (a replay) rather than from a card file.
    """
    if deck.user_cards and not deck.card_file:
        raise TcgkitError("the deck's user-made cards came with it (a replay), not from a card file; put them in a "
                          "card file and name it in a 'cards:' line")
    headers = [("name", deck.name)] if deck.name else []
    if deck.card_file:
        headers.append(("cards", deck.card_file))
    counts: dict[str, list] = {}
    for d in deck.main + deck.special:
        counts.setdefault(d.id, [0, d])[0] += 1
    return write_entries(headers, [(n, cid, d.name) for cid, (n, d) in counts.items()])


def _build(name: str, lines: list[tuple], cards: dict[str, CardDef], source: str,
           user: list[CardDef]) -> SoulboundDeck:
    main: list[CardDef] = []
    special: list[CardDef] = []
    entries = []
    for line, count, key, written in lines:
        d = cards.get(key)
        if d is None:
            raise DeckError(source, line,
                            f"unknown card {key!r} (ids look like SA-W01; `tcgkit cards soulbound_arkana`)")
        if written and written != d.name:
            raise DeckError(source, line, f"{key} is {d.name!r}, not {written!r}")
        (special if d.special else main).extend([d] * count)
        entries.append((line, count, d))
    used = {d.id for _l, _c, d in entries}
    return SoulboundDeck(name, tuple(main), tuple(special), tuple(entries),
                         tuple(d for d in user if d.id in used))


def validate(deck: SoulboundDeck) -> list[DeckProblem]:
    """Every deck rule ``deck`` breaks (seed 002 Allgemeine Regeln 2–3), each naming its line where it has one."""
    out: list[DeckProblem] = []
    n_main, n_special = len(deck.main), len(deck.special)
    if not MAIN_MIN <= n_main <= MAIN_MAX:
        out.append(DeckProblem(rule="main_deck_size", source=f"{SOURCE} 2",
                               message=f"the main deck has {n_main} cards; it needs {MAIN_MIN} to {MAIN_MAX}"))
    if n_special > SPECIAL_MAX:
        lines = [line for line, _c, d in deck.entries if d.special and line is not None]
        out.append(DeckProblem(rule="special_deck_size", source=f"{SOURCE} 2", line=lines[-1] if lines else None,
                               message=f"the special deck has {n_special} special beings; at most {SPECIAL_MAX}"))
    totals: dict[str, int] = {}
    last_line: dict[str, Any] = {}
    for line, count, d in deck.entries:
        totals[d.id] = totals.get(d.id, 0) + count
        last_line[d.id] = line
    if not deck.entries:
        for d in deck.main + deck.special:
            totals[d.id] = totals.get(d.id, 0) + 1
            last_line[d.id] = None
    defs = {d.id: d for d in deck.main + deck.special}
    for cid, n in totals.items():
        limit = min(COPIES, defs[cid].limit)
        if n > limit:
            printed = f" (printed limit {limit})" if limit < COPIES else ""
            out.append(DeckProblem(rule="copies", source=f"{SOURCE} 3", line=last_line[cid],
                                   message=f"{n} copies of {cid} {defs[cid].name}; at most {limit}{printed}"))
    return out


def to_json(deck: SoulboundDeck) -> dict:
    """``{"name", "main": [ids], "special": [ids], "cards": [user card declarations]}``."""
    return {"name": deck.name, "main": [d.id for d in deck.main], "special": [d.id for d in deck.special],
            "cards": [json.loads(d.data) for d in deck.user_cards]}


def from_json(data: Any, pool: dict[str, CardDef]) -> SoulboundDeck:
    """Inverse of :func:`to_json` (user cards are compiled again from their declarations).

    Raises:
        DeckError: malformed data, an unknown id, or an embedded card with errors.
    """
    if not isinstance(data, dict) or not isinstance(data.get("main"), list):
        raise DeckError("<json deck>", None, "a deck is {name, main: [ids], special: [ids], cards: [...]}")
    cards = dict(pool)
    user: list[CardDef] = []
    if data.get("cards"):
        user, problems = compile_cards({"cards": data["cards"]}, None, pool)
        errors = [p for p in problems if p.severity == "error"]
        if errors:
            raise DeckError("<json deck>", None, f"embedded card: {errors[0].message}")
        cards.update({d.id: d for d in user})
    ids = list(data["main"]) + list(data.get("special") or [])
    check_counts([1] * len(ids))
    if not all(isinstance(cid, str) for cid in ids):
        raise DeckError("<json deck>", None, "main and special list card ids (text)")
    counts: dict[str, int] = {}
    for cid in ids:
        counts[cid] = counts.get(cid, 0) + 1
    deck = _build(str(data.get("name", "")), [(None, n, cid, None) for cid, n in counts.items()], cards,
                  "<json deck>", user)
    # the order as stored: the same deck data gives the same match
    return SoulboundDeck(deck.name, tuple(cards[c] for c in data["main"]),
                         tuple(cards[c] for c in data.get("special") or []), deck.entries, deck.user_cards)
