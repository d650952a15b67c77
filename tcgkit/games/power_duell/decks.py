"""Power Duell decklists: reading (with user-made cards) and validation (rules/power_duell.md §3, §10.20).

A decklist names the guardian god and the cards of both decks by id, one entry a line (the shared decklist format,
:mod:`tcgkit.core.decklist`); the card type decides the deck (monsters and shield monsters: the monster deck,
energy cards: the energy deck)::

    name: Glut                  # optional
    cards: my_cards.yaml        # optional: a user card file (path relative to this decklist)
    1 PD-G01 Feuerwächter Aramor
    3 PD-M01 Funkenwolf
    3 PD-E01 Glutstoß

A legal deck has exactly one guardian god, 15–30 monster cards, 15–30 energy cards, and at most 3 copies of any
card (``monster_deck_size``, ``energy_deck_size``, ``max_copies``). Every problem names its line and its rule.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcgkit.core.decklist import DeckFileFormat, check_counts, parse_decklist_sections, write_entries
from tcgkit.core.effects import CompileError
from tcgkit.core.effects.limits import check_card, check_card_count
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.games.power_duell.carddef import ENERGY, GUARDIAN_GOD, Card
from tcgkit.games.power_duell.carddata import read_cards
from tcgkit.games.power_duell.cards.compile import CardError, compile_card

SOURCE = "rules/power_duell.md §3"


@dataclass(frozen=True)
class PowerDuellDeck:
    """A decklist as read: the guardian god(s) named, the monster deck, the energy deck.

    Attributes:
        name: the deck's name (``name:`` header, else the file's stem).
        guardians: every guardian god named (a legal deck names exactly one).
        monsters, energy: the two decks' cards, one entry per copy.
        lines: card id → the line of its first entry.
        notes: ``(line, message)`` of entries whose name does not match the card (the id wins).
        user_cards: the mappings of the user-made cards the deck uses (embedded in replays).
        card_file: the ``cards:`` header that named them, as written (relative to the decklist).
    """

    name: str
    guardians: tuple[Card, ...]
    monsters: tuple[Card, ...]
    energy: tuple[Card, ...]
    lines: tuple[tuple[str, int], ...] = ()
    notes: tuple[tuple[int, str], ...] = ()
    user_cards: tuple[dict, ...] = ()
    card_file: str = field(default="", compare=False)

    @property
    def guardian(self) -> Card | None:
        return self.guardians[0] if self.guardians else None


def file_formats(pool: dict[str, Card], planets: tuple[str, ...] | None = None) -> tuple[DeckFileFormat, ...]:
    """The decklist format (the module docstring), read and written."""
    def read(text: str, path: Path) -> PowerDuellDeck:
        return parse_deck(text, pool, str(path), path.parent, planets, path.stem)

    return (DeckFileFormat("tcgkit", "3 PD-M01 Funkenwolf", read, deck_text),)


def deck_text(deck: PowerDuellDeck) -> str:
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
    for c in (*deck.guardians, *deck.monsters, *deck.energy):
        counts.setdefault(c.id, [0, c])[0] += 1
    return write_entries(headers, [(n, cid, c.name) for cid, (n, c) in counts.items()])


def parse_deck(text: str, pool: dict[str, Card], source: str = "<decklist>", base: Path | None = None,
               planets: tuple[str, ...] | None = None, default_name: str = "") -> PowerDuellDeck:
    """Decklist text → a deck (see :func:`read_deck`)."""
    entries, headers = parse_decklist_sections(text, source, headers=("name", "cards"))
    lookup = dict(pool)
    user: list[Card] = []
    if "cards" in headers:
        line, value = headers["cards"]
        file = (base or Path(".")) / value
        try:
            f = read_cards(file, user=True, planets=planets, known=pool)
        except DeckError as exc:
            raise DeckError(source, line, f"cannot use the card file: {exc}") from None
        whole = [pr for pr in f.problems if pr.rule in ("file", "yaml")]
        if whole:
            at = f"{file}:{whole[0].line}" if whole[0].line else str(file)
            raise DeckError(source, line, f"cannot use the card file: {at}: {whole[0].message}")
        user = f.cards
        lookup.update({c.id: c for c in f.cards})
        for e in entries:
            bad = f.broken.get(e.key)
            if bad is not None and e.key not in lookup:
                at = f"{file}:{bad.line}" if bad.line else str(file)
                raise DeckError(source, e.line, f"{e.key} in the card file has errors; first: {at}: {bad.message} "
                                                f"(tcgkit card check power_duell {file})")
    guardians, monsters, energy = [], [], []
    lines: dict[str, int] = {}
    notes = []
    for e in entries:
        card = lookup.get(e.key)
        if card is None:
            raise DeckError(source, e.line, f"unknown card id {e.key!r}")
        if e.name and e.name != card.name:
            notes.append((e.line, f"{e.key} is {card.name!r}, not {e.name!r} (the id counts)"))
        lines.setdefault(card.id, e.line)
        bucket = guardians if card.type == GUARDIAN_GOD else energy if card.type == ENERGY else monsters
        bucket.extend([card] * e.count)
    used = {c.id for c in (*guardians, *monsters, *energy)}
    name = headers["name"][1] if "name" in headers else default_name
    return PowerDuellDeck(name, tuple(guardians), tuple(monsters), tuple(energy), tuple(lines.items()),
                          tuple(notes), tuple(c.data for c in user if c.id in used),
                          headers["cards"][1] if "cards" in headers else "")


def validate(deck: PowerDuellDeck, options: Any) -> list[DeckProblem]:
    """Every deck rule the deck breaks (one guardian god, deck sizes, copies), with lines (a deck size names the
    line of that deck's first entry)."""
    lines = dict(deck.lines)
    out = []
    if not deck.guardians:
        out.append(DeckProblem(rule="one_guardian_god", source=SOURCE,
                               message="the deck names no guardian god; exactly one is required"))
    elif len(deck.guardians) > 1:
        extra = [g for g in deck.guardians[1:]]
        out.append(DeckProblem(rule="one_guardian_god", source=SOURCE, line=lines.get(extra[0].id),
                               message=f"the deck names {len(deck.guardians)} guardian gods; exactly one is allowed"))
    for what, cards, (lo, hi) in (("monster", deck.monsters, options.monster_deck_size),
                                  ("energy", deck.energy, options.energy_deck_size)):
        if not lo <= len(cards) <= hi:
            first = min((lines[c.id] for c in cards if c.id in lines), default=None)
            out.append(DeckProblem(rule=f"{what}_deck_size", source=SOURCE, line=first,
                                   message=f"the {what} deck has {len(cards)} cards; {lo}–{hi} are required"))
    counts = Counter(c.id for c in (*deck.monsters, *deck.energy))
    for cid, n in counts.items():
        if n > options.max_copies:
            out.append(DeckProblem(rule="max_copies", source=SOURCE, line=lines.get(cid),
                                   message=f"{cid} appears {n} times; at most {options.max_copies} copies are "
                                           f"allowed"))
    for line, msg in deck.notes:
        out.append(DeckProblem(rule="name_mismatch", line=line, message=msg, severity="warning"))
    return sorted(out, key=lambda pr: (pr.line or 0, pr.rule))


def deck_to_json(deck: PowerDuellDeck) -> dict:
    """The deck as JSON data for replays, with the user-made cards it uses embedded."""
    return {"name": deck.name, "guardians": [c.id for c in deck.guardians], "monsters": [c.id for c in deck.monsters],
            "energy": [c.id for c in deck.energy], "cards": list(deck.user_cards)}


def deck_from_json(data: Any, pool: dict[str, Card]) -> PowerDuellDeck:
    """Inverse of :func:`deck_to_json`.

    Raises:
        DeckError: an unknown card id, an embedded card that does not compile, more cards than a decklist may hold.
    """
    try:
        check_counts([1] * sum(len(data[k]) for k in ("guardians", "monsters", "energy")))
        check_card_count(len(data.get("cards", [])), "<json deck>: cards")
        lookup = dict(pool)
        user = []
        for i, raw in enumerate(data.get("cards", [])):
            check_card(raw, f"<json deck>: cards[{i}]")
            card = compile_card(raw, f"cards[{i}]")
            user.append(card)
            lookup[card.id] = card

        def get(cid: str) -> Card:
            if cid not in lookup:
                raise DeckError("<json deck>", None, f"unknown card id {cid!r}")
            return lookup[cid]

        return PowerDuellDeck(data.get("name", ""), tuple(get(c) for c in data["guardians"]),
                              tuple(get(c) for c in data["monsters"]), tuple(get(c) for c in data["energy"]),
                              user_cards=tuple(c.data for c in user))
    except CardError as exc:
        raise DeckError("<json deck>", None, f"embedded card {exc.path}: {exc.message}") from None
    except CompileError as exc:
        raise DeckError("<json deck>", None, f"embedded card: {exc}") from None
    except (KeyError, TypeError, AttributeError) as exc:
        raise DeckError("<json deck>", None, f"not a Power Duell deck: {exc!r}") from None
