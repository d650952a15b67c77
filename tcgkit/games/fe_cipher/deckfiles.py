"""FE Cipher decklist files: the project's text, the lists players share on forums, and the files of the deck tools.

Formats (read by suffix, or forced by name; each is written back by ``tcgkit deck export``):

* ``tcgkit`` (any other suffix) — the entry lines of :mod:`tcgkit.core.decklines` (``4 B01-003 Marth, Altean
  Prince``, ``B07-058SR x3``; a printing code names its card) with headers ``main character: NUMBER`` (or the card's
  name; ``mc:``), ``cards: FILE`` (user-made cards, :mod:`tcgkit.games.fe_cipher.carddata`) and ``name: …``; the
  comment ``# Main Character …: NUMBER`` of ``../shared/decks`` names the Main Character too;
* ``forum`` — the same reader: several entries a line after a label, ``Sakura: B07-058SR x3, B02-012SR x4``;
  headings and totals (``Main Deck (50)``, ``Total: 50``) are skipped;
* ``lackey`` (``.dek``) — LackeyCCG XML: superzones ``Deck`` and ``MC``, one ``<card>`` per copy whose ``<name
  id="…">`` holds the image code (``B01-003HN_…``) and whose text is ``Character, Title`` (" (P)" or "+" for other
  printings); the code names the card, else the name does. The MC zone's card is one of the deck's cards;
* ``ciphervit`` (``.fe0d``) — CipherVit: one CipherVit card id per line (:data:`CIPHERVIT`, ids 1–181); it names no
  Main Character (chosen at set-up);
* ``decksteria`` (``.json``) — ``{"Game", "Format", "Decks": {"mainchardeck": [...], "main": [...]}}`` of
  ``{"CardId", "ArtId"}`` (CardId: the card's place in Decksteria's card list, ``decksteria`` in our facts);
* ``json`` — this project's JSON form (:func:`~tcgkit.games.fe_cipher.decks.deck_to_json`); a ``.json`` file is
  read as whichever of the two it is.

Every reader keeps the limits of :mod:`tcgkit.core.decklist` (copies per entry, cards in all) and is linear in its
input; a field of the wrong type in a JSON file is a one-line error naming the field.
"""

from __future__ import annotations

import json
import re
import xml.parsers.expat
from functools import lru_cache
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

from tcgkit.core.decklines import ListSyntax, read_list, same_name
from tcgkit.core.decklist import MAX_DECK_CARDS, DeckFileFormat, field_error, load_json
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.games.fe_cipher.cards import _facts, lookup, pool
from tcgkit.games.fe_cipher.decks import FEDeck, deck_from_json, deck_to_json, resolve_number
from tcgkit.games.fe_cipher.carddata import compile_user_cards, read_user_cards

_SHAPE = re.compile(r"[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,12}\+?")
_MC_COMMENT = re.compile(r"^#\s*main character[^:\n]*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
_NAME_CAP = 200  # a LackeyCCG card name longer than this names no card


def is_number(token: str) -> bool:
    """A card number, printing code or user card id: ``B01-003``, ``B07-058SR``, ``S01-001ST+``, ``X01-001``,
    ``USER-IKE`` (a user card id without digits is written in capitals, so a hyphenated word is not read as one)."""
    return _SHAPE.fullmatch(token) is not None and (any(c.isdigit() for c in token) or token.isupper())


TEXT = ListSyntax(is_number=is_number, headers=("main character", "mc", "cards", "name"), several_per_line=True,
                  heading_words=frozenset({"character", "characters", "unit", "units", "support", "supports"}))


@lru_cache(maxsize=1)
def ciphervit_ids() -> dict[str, str]:
    """CipherVit card id → card number (``cards/ciphervit.json``, from FECipherVit's ``CardData.fe0db``)."""
    return json.loads((Path(__file__).parent / "cards" / "ciphervit.json").read_text(encoding="utf-8"))["ids"]


def file_formats() -> tuple[DeckFileFormat, ...]:
    """Every FE Cipher file format, ``tcgkit`` first (see the module docstring)."""
    return (
        DeckFileFormat("tcgkit", "4 B01-003 Marth, Altean Prince", _read_text, write_text),
        DeckFileFormat("forum", "Marth: B01-003 x4, S01-001 x1", _read_text, write_forum),
        DeckFileFormat("lackey", '<card><name id="B01-003HN">Marth, Altean Prince</name></card>', _read_lackey,
                       write_lackey, (".dek",)),
        DeckFileFormat("ciphervit", "49   (one CipherVit id a line: B01-003)", _read_ciphervit, write_ciphervit,
                       (".fe0d",)),
        DeckFileFormat("decksteria", '{"Decks": {"main": [{"CardId": 2, "ArtId": 0}]}}', _read_json,
                       write_decksteria, (".json",)),
        DeckFileFormat("json", '{"main_character": "B01-003", "cards": [["B01-003", 4]]}', _read_json, write_json,
                       (".json",)),
    )


# ------------------------------------------------------------------------------------------------ text and forum


def deck_from_text(text: str, source: str = "<decklist>", name: str = "", base: Path | None = None,
                   user_cards: tuple = (), user_defs: dict | None = None) -> FEDeck:
    """The project's text format, forum lists included (see the module docstring). ``user_cards`` are raw user card
    records known besides any ``cards:`` header (a scenario's own cards), ``user_defs`` their compiled definitions.

    Raises:
        DeckError: a line that cannot be read, an unknown card or Main Character, a bad user card file (with line).
    """
    entries, headers = read_list(text, source, TEXT)
    user: tuple = tuple(user_cards)
    card_file = ""
    known = {**lookup(), **(user_defs or {})}
    if "cards" in headers:
        from tcgkit.core.effects import CompileError
        line, card_file = headers["cards"]
        user += read_user_cards((base or Path(".")) / card_file, f"{source}:{line}")
        try:
            known = {**known, **compile_user_cards(user, card_file)}
        except (CompileError, TypeError, ValueError) as exc:
            raise DeckError(source, line, f"the card file {card_file} has a problem: {exc}") from None
    out, written = [], []
    for e in entries:
        cid = resolve_number(e.key, known)
        if cid is None:
            raise DeckError(source, e.line, f"unknown card number {e.key!r}")
        out.append((e.line, e.count, cid))
        written.append((e.line, cid, e.name))
    mc, mc_line = _main_character(text, headers, known, source)
    return FEDeck(tuple(out), mc, mc_line, headers.get("name", (0, name))[1], tuple(written), user, card_file)


def _main_character(text: str, headers: dict, known: dict, source: str) -> tuple[str | None, int | None]:
    head = headers.get("main character") or headers.get("mc")
    if head is not None:
        line, key = head
    else:
        found = _MC_COMMENT.search(text)
        if found is None:
            return None, None
        line, key = text[:found.start()].count("\n") + 1, found.group(1)
    cid = resolve_number(key, known)
    if cid is None:  # the card's name, "Character, Title"
        cid = next((d.id for d in known.values() if same_name(key, d.name)), None)
    if cid is None:
        raise DeckError(source, line, f"unknown Main Character {key!r} (a card number or 'Character, Title')")
    return cid, line


def _read_text(text: str, path: Path) -> FEDeck:
    return deck_from_text(text, str(path), path.stem, base=path.parent)


def _header(deck: FEDeck) -> list[str]:
    if deck.user_cards and not deck.card_file:
        raise TcgkitError("the deck's user-made cards came with it (a replay), not from a card file: export it as "
                          "json, which carries them")
    out = [f"name: {deck.name}"] if deck.name else []
    if deck.card_file:
        out.append(f"cards: {deck.card_file}")
    if deck.main_character is not None:
        out.append(f"main character: {deck.main_character}")
    return out


def write_text(deck: FEDeck) -> str:
    """``name:``, ``cards:`` and ``main character:`` headers, then ``COUNT NUMBER Character, Title`` per card."""
    cards = deck.definitions()
    lines = _header(deck) + [f"{n} {cid} {cards[cid].name}" for cid, n in _counts(deck).items()]
    return "\n".join(lines) + "\n"


def write_forum(deck: FEDeck) -> str:
    """The headers, then one line per character: ``Marth: B01-003 x4, S01-001 x1``."""
    cards = deck.definitions()
    by_character: dict[str, list[str]] = {}
    for cid, n in _counts(deck).items():
        by_character.setdefault(cards[cid].character, []).append(f"{cid} x{n}")
    return "\n".join(_header(deck) + [f"{c}: {', '.join(items)}" for c, items in by_character.items()]) + "\n"


def _counts(deck: FEDeck) -> dict[str, int]:
    counts: dict[str, int] = {}
    for _line, n, cid in deck.entries:
        counts[cid] = counts.get(cid, 0) + n
    return counts


def _pool_only(deck: FEDeck, fmt: str) -> None:
    if deck.user_cards:
        raise TcgkitError(f"the {fmt} format holds official cards only; the deck has user-made cards (export it "
                          f"as tcgkit or json)")


# ------------------------------------------------------------------------------------------------ LackeyCCG


class _Refused(Exception):
    """A LackeyCCG file with a DTD (entities could make a small file large) or too many cards."""


def _read_lackey(text: str, path: Path) -> FEDeck:
    source = str(path)
    cards: list[tuple[str, str, str, int]] = []  # (zone, id attribute, text, line)
    state: dict[str, Any] = {"zone": "", "name": None, "id": "", "line": 0, "size": 0}
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        if tag == "superzone":
            state["zone"] = attrs.get("name", "")
        elif tag == "name":
            state.update(name=[], id=attrs.get("id", ""), line=parser.CurrentLineNumber, size=0)

    def end(tag):
        if tag == "name" and state["name"] is not None:
            if len(cards) >= MAX_DECK_CARDS:
                raise _Refused(f"more than {MAX_DECK_CARDS} cards in all; not a deck")
            cards.append((state["zone"], state["id"], "".join(state["name"]).strip(), state["line"]))
            state["name"] = None

    def chars(data):
        if state["name"] is not None and state["size"] <= _NAME_CAP:  # chunks kept, joined once: linear
            state["name"].append(data)
            state["size"] += len(data)

    def doctype(*_args):
        raise _Refused("a LackeyCCG deck has no document type declaration")

    parser.StartElementHandler, parser.EndElementHandler, parser.CharacterDataHandler = start, end, chars
    parser.StartDoctypeDeclHandler = doctype
    try:
        parser.Parse(text, True)
    except xml.parsers.expat.ExpatError as exc:
        raise DeckError(source, exc.lineno, f"not a LackeyCCG deck (XML): {xml.parsers.expat.errors.messages[exc.code]}"
                        ) from None
    except _Refused as exc:
        raise DeckError(source, parser.CurrentLineNumber, str(exc)) from None
    by_name = {f"{d.character}, {d.title}".casefold(): d.id for d in pool().values()}
    counts: dict[str, list] = {}
    mc = mc_line = None
    for zone, ident, name, line in cards:
        if zone not in ("Deck", "MC"):
            continue
        cid = resolve_number(ident) or by_name.get(_printing_stripped(name).casefold())
        if cid is None:
            raise DeckError(source, line, f"unknown card {name or ident!r:.80} (neither its code nor its name is "
                                          f"known)")
        if zone == "MC":
            mc, mc_line = cid, line
        counts.setdefault(cid, [line, 0])[1] += 1
    if not counts:
        raise DeckError(source, None, "the LackeyCCG deck has no superzone 'Deck' or 'MC' with cards")
    return FEDeck(tuple((line, n, cid) for cid, (line, n) in counts.items()), mc, mc_line, path.stem)


def _printing_stripped(name: str) -> str:
    """``Marth, Altean Prince (P)`` / ``Marth, Altean Prince+`` → ``Marth, Altean Prince`` (no pattern: linear)."""
    name = name.strip()
    if name.endswith("(P)"):
        return name[:-3].rstrip()
    return name[:-1].rstrip() if name.endswith("+") else name


def write_lackey(deck: FEDeck) -> str:
    """LackeyCCG XML: the Main Character in superzone ``MC``, every other copy in ``Deck``; a card by its number
    and its name."""
    _pool_only(deck, "lackey")
    cards = pool()

    def card(cid: str) -> str:
        d = cards[cid]
        return f"  <card><name id={quoteattr(d.id)}>{escape(d.name)}</name><set>{escape(d.set)}</set></card>"

    counts = _counts(deck)
    if deck.main_character is not None:
        counts[deck.main_character] -= 1
    main = [card(cid) for cid, n in counts.items() for _ in range(n)]
    mc = [card(deck.main_character)] if deck.main_character is not None else []
    return "\n".join(['<?xml version="1.0" encoding="UTF-8"?>', '<deck version="0.8">',
                      " <meta><game>FECipher0</game></meta>", ' <superzone name="Deck">', *main, " </superzone>",
                      ' <superzone name="MC">', *mc, " </superzone>", "</deck>"]) + "\n"


# ------------------------------------------------------------------------------------------------ CipherVit


def _read_ciphervit(text: str, path: Path) -> FEDeck:
    source, ids = str(path), ciphervit_ids()
    counts: dict[str, list] = {}
    total = 0
    for lineno, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        key = raw.strip()
        if not key:
            continue
        number = ids.get(key)
        if number is None:
            raise DeckError(source, lineno, f"unknown CipherVit card id {key!r:.40} (CipherVit's ids are 1-{len(ids)})")
        total += 1
        if total > MAX_DECK_CARDS:
            raise DeckError(source, lineno, f"more than {MAX_DECK_CARDS} cards in all; not a deck")
        counts.setdefault(resolve_number(number), [lineno, 0])[1] += 1
    if not counts:
        raise DeckError(source, None, "the decklist has no cards")
    return FEDeck(tuple((line, n, cid) for cid, (line, n) in counts.items()), None, None, path.stem)


def write_ciphervit(deck: FEDeck) -> str:
    """One CipherVit id a line (Windows line ends, as CipherVit writes them); no Main Character (the format has
    none: it is chosen at set-up)."""
    _pool_only(deck, "ciphervit")
    first_id: dict[str, str] = {}
    for ident, number in ciphervit_ids().items():
        first_id.setdefault(resolve_number(number) or number, ident)
    missing = sorted({cid for _l, _n, cid in deck.entries if cid not in first_id})
    if missing:
        raise TcgkitError(f"CipherVit knows only series-1 and a few series-2 cards; not {', '.join(missing)}")
    return "\r\n".join(first_id[cid] for cid, n in _counts(deck).items() for _ in range(n))


# ------------------------------------------------------------------------------------------------ JSON


class _CardArt(BaseModel):
    model_config = ConfigDict(extra="ignore")
    CardId: StrictInt
    ArtId: StrictInt = 0


class _Decksteria(BaseModel):
    model_config = ConfigDict(extra="ignore")
    Game: StrictStr = ""
    Format: StrictStr = ""
    Decks: dict[StrictStr, list[_CardArt]] = Field(max_length=8)


def _read_json(text: str, path: Path) -> FEDeck:
    source = str(path)
    data = load_json(text, source)
    if not (isinstance(data, dict) and "Decks" in data):
        deck = deck_from_json(data, source)
        return FEDeck(deck.entries, deck.main_character, None, deck.name or path.stem, (), deck.user_cards)
    try:
        parsed = _Decksteria.model_validate(data)
    except ValidationError as exc:
        raise DeckError(source, None, f"not a Decksteria deck: {field_error(exc)}") from None
    by_index = {index: cid for cid, index in decksteria_index().items()}
    counts: dict[str, list] = {}
    mc = None
    total = 0
    if len(parsed.Decks.get("mainchardeck", ())) > 1:
        raise DeckError(source, None, f"Decks.mainchardeck: {len(parsed.Decks['mainchardeck'])} cards; a deck has "
                                      f"one Main Character")
    for zone in ("mainchardeck", "main"):
        for i, entry in enumerate(parsed.Decks.get(zone, ())):
            cid = by_index.get(entry.CardId)
            if cid is None:
                raise DeckError(source, None, f"Decks.{zone}[{i}].CardId: unknown Decksteria card {entry.CardId}")
            total += 1
            if total > MAX_DECK_CARDS:
                raise DeckError(source, None, f"more than {MAX_DECK_CARDS} cards in all; not a deck")
            if zone == "mainchardeck":
                mc = cid
            counts.setdefault(cid, [None, 0])[1] += 1
    return FEDeck(tuple((None, n, cid) for cid, (_l, n) in counts.items()), mc, None, path.stem)


@lru_cache(maxsize=1)
def decksteria_index() -> dict[str, int]:
    """Card id → its place in Decksteria's card list (``decksteria`` in ``cards/facts.json``)."""
    return {f["id"]: f["decksteria"] for f in _facts()}


def write_decksteria(deck: FEDeck) -> str:
    """Decksteria's deck file: the Main Character in ``mainchardeck``, every other copy in ``main``."""
    _pool_only(deck, "decksteria")
    index = decksteria_index()
    counts = _counts(deck)
    if deck.main_character is not None:
        counts[deck.main_character] -= 1
    main = [{"CardId": index[cid], "ArtId": 0} for cid, n in counts.items() for _ in range(n)]
    mc = [{"CardId": index[deck.main_character], "ArtId": 0}] if deck.main_character is not None else []
    return json.dumps({"Game": "FECipher", "Format": "Unlimited", "Decks": {"mainchardeck": mc, "main": main}},
                      indent=1) + "\n"


def write_json(deck: FEDeck) -> str:
    """This project's JSON form (user-made cards embedded)."""
    return json.dumps(deck_to_json(deck), indent=1, ensure_ascii=False) + "\n"
