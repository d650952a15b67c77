"""FE Cipher decks and their validation (rules/fe_cipher.md ruling 8; §1 "Formats"); the files they are read from
and written to are :mod:`.deckfiles`.

Validation: at least 50 cards, at most 4 copies per card name (character + title) unless a card lifts the limit, a
Main Character of deployment cost 1 in the deck — or, for a deck that names none (a CipherVit file cannot), a note
that the Main Character is chosen at set-up among its cost-1 units (rules/fe_cipher.md §1 Setup order 1: each player
sets one) — and the format (``unlimited``: every card; ``standard``: only cards printed after series 4). Every
problem names its line and rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from tcgkit.core.decklines import same_name
from tcgkit.core.decklist import MAX_COUNT, MAX_DECK_CARDS, field_error
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.games.fe_cipher.cards import lookup, pool
from tcgkit.games.fe_cipher.carddata import compile_user_cards

FORMATS = ("unlimited", "standard")
_SRC = "rules/fe_cipher.md ruling 8"
_CODE = re.compile(r"([A-Z]\d\d-\d\d\d)(?!\d)")

@dataclass(frozen=True)
class FEDeck:
    """A decklist: ``entries`` are ``(line, count, card id)`` in file order (line ``None`` for imports without
    lines); ``main_character`` the Main Character's card id (``None``: chosen at set-up) and ``mc_line`` its line;
    ``names_written`` ``(line, card id, name)`` as the list wrote them; ``user_cards`` the raw user-made card
    definitions it carries, embedded in replays, and ``card_file`` the ``cards:`` header that named them (as written,
    relative to the decklist)."""

    entries: tuple
    main_character: str | None = None
    mc_line: int | None = None
    name: str = ""
    names_written: tuple = ()
    user_cards: tuple = field(default=())
    card_file: str = field(default="", compare=False)

    def card_ids(self) -> list[str]:
        """One card id per copy, in file order."""
        return [cid for _line, n, cid in self.entries for _ in range(n)]

    def definitions(self) -> dict:
        """Card id → definition for this deck (the pool plus its user-made cards)."""
        if not self.user_cards:
            return pool()

        return {**pool(), **compile_user_cards(self.user_cards, "deck")}


def resolve_number(key: str, known: dict | None = None) -> str | None:
    """A printed number, card id or printing code (``B01-003HN``) → the card id, ``None`` if unknown."""
    cards = known if known is not None else lookup()
    if key in cards:
        return cards[key].id
    m = _CODE.match(key.upper())
    if m and m.group(1) in cards:
        return cards[m.group(1)].id
    return None


# ------------------------------------------------------------------------------------------------ JSON form


def deck_to_json(deck: FEDeck) -> dict:
    """The JSON form stored in replays (user-made cards embedded)."""
    out: dict[str, Any] = {"name": deck.name, "main_character": deck.main_character,
                           "cards": [[cid, n] for _line, n, cid in deck.entries]}
    if deck.user_cards:
        out["user_cards"] = list(deck.user_cards)
    return out


class _DeckJson(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: StrictStr = ""
    main_character: StrictStr | None = None
    cards: list[tuple[StrictStr, StrictInt]] = Field(max_length=MAX_DECK_CARDS)
    user_cards: list[dict] = Field(default=[], max_length=MAX_DECK_CARDS)


def deck_from_json(data: Any, source: str = "<json deck>") -> FEDeck:
    """Inverse of :func:`deck_to_json`.

    Raises:
        DeckError: a field of the wrong type (naming it), an unknown card id, a count outside 1..99 or more than
            1,000 cards in all.
    """
    try:
        parsed = _DeckJson.model_validate(data)
    except ValidationError as exc:
        raise DeckError(source, None, f"not a tcgkit deck: {field_error(exc)}") from None
    user = tuple(parsed.user_cards)
    try:
        known = FEDeck((), user_cards=user).definitions()
    except Exception as exc:  # a user card the vocabulary refuses
        raise DeckError(source, None, f"user_cards: {exc}") from None
    entries, total = [], 0
    for i, (cid, n) in enumerate(parsed.cards):
        if cid not in known:
            raise DeckError(source, None, f"cards[{i}]: unknown card id {cid!r}")
        if not 1 <= n <= MAX_COUNT:
            raise DeckError(source, None, f"cards[{i}]: a count must be 1 to {MAX_COUNT}, not {n}")
        total += n
        if total > MAX_DECK_CARDS:
            raise DeckError(source, None, f"more than {MAX_DECK_CARDS} cards in all; not a deck")
        entries.append((None, n, cid))
    mc = parsed.main_character
    if mc is not None and mc not in known:
        raise DeckError(source, None, f"main_character: unknown card id {mc!r}")
    return FEDeck(tuple(entries), mc, None, parsed.name, (), user)


# ------------------------------------------------------------------------------------------------ validation


def validate(deck: FEDeck, options: Any, format: str | None = None) -> list[DeckProblem]:
    """Every deck-building rule the deck breaks (empty: legal).

    Raises:
        TcgkitError: an unknown format.
    """
    fmt = (format or "unlimited").lower()
    if fmt not in FORMATS:
        raise TcgkitError(f"unknown fe_cipher deck format {format!r}; known: {', '.join(FORMATS)}")
    cards = deck.definitions()
    problems: list[DeckProblem] = []
    total = sum(n for _l, n, _c in deck.entries)
    if total < options.min_deck_size:
        problems.append(DeckProblem(rule="deck_size", source=_SRC,
                                    message=f"the deck has {total} cards; at least {options.min_deck_size} are "
                                            f"required (the Main Character counts)"))
    per_name: dict[str, list] = {}
    for line, n, cid in deck.entries:
        d = cards[cid]
        rec = per_name.setdefault(d.name, [line, 0, d])
        rec[1] += n
    for nm, (line, n, d) in per_name.items():
        if n > options.max_copies and not d.unlimited_copies:
            problems.append(DeckProblem(rule="max_copies", line=line, source=_SRC,
                                        message=f"{n} copies of {nm!r}; at most {options.max_copies} copies of a "
                                                f"card name (character and title) are allowed"))
    problems += _main_character_problems(deck, cards, options)
    if fmt == "standard":
        for line, _n, cid in deck.entries:
            if max(cards[cid].series) <= 4:
                problems.append(DeckProblem(rule="format", line=line, source="rules/fe_cipher.md §1 Formats",
                                            message=f"{cid} ({cards[cid].name}) was printed only in series 1-4, "
                                                    f"which the Standard format does not allow"))
    for line, cid, written in deck.names_written:
        if written and not same_name(written, cards[cid].name):
            problems.append(DeckProblem(rule="card_name", line=line, source="decklist format", severity="warning",
                                        message=f"{cid} is {cards[cid].name!r}, not {written!r} (the number "
                                                f"counts)"))
    return problems


def _main_character_problems(deck: FEDeck, cards: dict, options: Any) -> list[DeckProblem]:
    mc = deck.main_character
    want = options.main_character_cost
    if mc is None:
        candidates = sorted({cid for _l, _n, cid in deck.entries if cards[cid].cost == want})
        if not candidates:
            return [DeckProblem(rule="main_character", source=_SRC,
                                message=f"the deck names no Main Character and has no cost-{want} unit to choose "
                                        f"at set-up")]
        shown = ", ".join(f"{cid} {cards[cid].name}" for cid in candidates[:4]) + (" …" if len(candidates) > 4 else "")
        return [DeckProblem(rule="main_character_at_set_up", severity="warning",
                            source="rules/fe_cipher.md §1 Setup order 1",
                            message=f"the deck names no Main Character (a CipherVit list cannot): it is chosen "
                                    f"at set-up among its cost-{want} units ({shown})")]
    out = []
    if mc not in {cid for _l, _n, cid in deck.entries}:
        out.append(DeckProblem(rule="main_character", line=deck.mc_line, source=_SRC,
                               message=f"the Main Character {mc} ({cards[mc].name}) is not in the deck"))
    if cards[mc].cost != want:
        out.append(DeckProblem(rule="main_character", line=deck.mc_line, source=_SRC,
                               message=f"the Main Character {mc} ({cards[mc].name}) costs {cards[mc].cost}; it must "
                                       f"be a cost-{want} unit"))
    return out


def not_playable(deck: FEDeck) -> list[str]:
    """The cards of the deck whose skills are not implemented yet, as ``"NUMBER (Character, Title)"``."""
    cards = deck.definitions()
    return [f"{cid} ({cards[cid].name})" for cid in sorted({cid for _l, _n, cid in deck.entries
                                                             if not cards[cid].playable})]
