"""FE Cipher decklists: the project's text format, imports of the formats players share decks in, and validation.

Formats read by :func:`load_deck` (by file suffix):

* text (any other suffix) — ``COUNT NUMBER [name]`` lines (core/decklist.py) with header lines
  ``main character: NUMBER`` (the Main Character; the comment form ``# Main Character …: NUMBER`` of
  ``../shared/decks`` is read too), ``cards: FILE`` (user-made cards, :mod:`tcgkit.games.fe_cipher.user_cards`) and
  ``name: …``;
* ``.dek`` — LackeyCCG: XML ``<deck><superzone name="Deck">`` and ``<superzone name="MC">``, one ``<card>`` per copy
  whose ``<name id="…">`` holds the image code (``B01-003HN_…``) and whose text is ``Character, Title`` (with " (P)"
  or "+" for other printings); either identifies the card (decks.py resolves the code first, then the name);
* ``.fe0d`` — CipherVit (jacksonstarry/FECipherVit): one CipherVit card id per line (``6`` or ``6+`` for the other
  art); the series-1 ids are the table :data:`CIPHERVIT`; it names no Main Character (chosen at set-up);
* ``.json`` — a Decksteria deck file ``{"Game", "Format", "Decks": {"mainchardeck": [...], "main": [...]}}`` whose
  entries are ``{"CardId", "ArtId"}`` (CardId: the card's place in Decksteria's card list, kept as ``decksteria`` in
  our facts), or this project's own JSON form (``deck_to_json``).

Validation (rules/fe_cipher.md ruling 8; §1 "Formats"): at least 50 cards, at most 4 copies per card name
(character + title) unless a card lifts the limit, a Main Character of deployment cost 1 named and in the deck, and
the format (``unlimited``: every card; ``standard``: only cards printed after series 4). Every problem names its
line and rule.
"""

from __future__ import annotations

import json
import re
import xml.parsers.expat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tcgkit.core.decklist import parse_decklist_sections, read_deck_text
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.game import DeckProblem
from tcgkit.games.fe_cipher.cards import lookup, pool

FORMATS = ("unlimited", "standard")
_SRC = "rules/fe_cipher.md ruling 8"
_MC_COMMENT = re.compile(r"^#\s*main character[^:]*:\s*(\S+)", re.IGNORECASE | re.MULTILINE)
_CODE = re.compile(r"([A-Z]\d\d-\d\d\d)")

CIPHERVIT = {
    **{str(i): f"S01-{i:03d}" for i in range(1, 6)},
    **dict(zip(map(str, range(6, 24)), ["B01-003", "B01-006", "B01-007", "B01-008", "B01-009", "B01-010", "B01-012",
                                         "B01-013", "B01-014", "B01-018", "B01-019", "B01-020", "B01-021", "B01-024",
                                         "B01-026", "B01-028", "B01-029", "B01-036"])),
    **{str(i): f"S02-{i - 23:03d}" for i in range(24, 29)},
    **dict(zip(map(str, range(29, 47)), ["B01-053", "B01-055", "B01-057", "B01-058", "B01-059", "B01-060",
                                          "B01-061", "B01-062", "B01-063", "B01-064", "B01-065", "B01-066", "B01-067",
                                          "B01-069", "B01-070", "B01-071", "B01-072", "B01-076"])),
    **{str(i): f"B01-{i - 46:03d}" for i in range(47, 147)},
    **{str(i): f"P01-{n:03d}" for i, n in zip(range(147, 162), (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 12, 14))},
}
"""CipherVit card id → card number, for the series-1 cards (ids 1–161 of FECipherVit's ``CardData.fe0db``)."""


@dataclass(frozen=True)
class FEDeck:
    """A decklist: ``entries`` are ``(line, count, card id)`` in file order (line ``None`` for imports without
    lines); ``main_character`` the Main Character's card id (``None``: chosen at set-up) and ``mc_line`` its line;
    ``user_cards`` the raw user-made card definitions it carries (``cards:`` header), embedded in replays."""

    entries: tuple
    main_character: str | None = None
    mc_line: int | None = None
    name: str = ""
    names_written: tuple = ()
    user_cards: tuple = field(default=())

    def card_ids(self) -> list[str]:
        """One card id per copy, in file order."""
        return [cid for _line, n, cid in self.entries for _ in range(n)]

    def definitions(self) -> dict:
        """Card id → definition for this deck (the pool plus its user-made cards)."""
        if not self.user_cards:
            return pool()
        from tcgkit.games.fe_cipher.user_cards import compile_user_cards

        return {**pool(), **compile_user_cards(self.user_cards, "deck")}


def resolve_number(key: str, known: dict | None = None) -> str | None:
    """A printed number, card id or printing code (``B01-003HN``) → the card id, ``None`` if unknown."""
    cards = known if known is not None else lookup()
    if key in cards:
        return cards[key].id
    m = _CODE.match(key)
    if m and m.group(1) in cards:
        return cards[m.group(1)].id
    return None


# ------------------------------------------------------------------------------------------------ reading


def load_deck(path: str | Path) -> FEDeck:
    """Read a decklist in any supported format (by suffix). Raises :class:`DeckError` naming file and line."""
    p = Path(path)
    text = read_deck_text(p)
    suffix = p.suffix.lower()
    if suffix == ".dek":
        return deck_from_lackey(text, str(p), p.stem)
    if suffix == ".fe0d":
        return deck_from_ciphervit(text, str(p), p.stem)
    if suffix == ".json":
        return deck_from_json_text(text, str(p), p.stem)
    return deck_from_text(text, str(p), p.stem, base=p.parent)


def deck_from_text(text: str, source: str = "<decklist>", name: str = "", base: Path | None = None,
                   user_cards: tuple = (), user_defs: dict | None = None) -> FEDeck:
    """The project's text format (see the module docstring). ``user_cards`` are raw user card records known
    besides any ``cards:`` header (a scenario's own cards), ``user_defs`` their compiled definitions."""
    entries, headers = parse_decklist_sections(text, source, headers=("main character", "mc", "cards", "name"))
    user: tuple = tuple(user_cards)
    known = {**lookup(), **(user_defs or {})}
    if "cards" in headers:
        from tcgkit.games.fe_cipher.user_cards import read_user_cards

        from tcgkit.core.effects import CompileError
        from tcgkit.games.fe_cipher.user_cards import compile_user_cards

        line, rel = headers["cards"]
        user += read_user_cards((base or Path(".")) / rel, f"{source}:{line}")
        try:
            known = {**known, **compile_user_cards(user, rel)}
        except (CompileError, TypeError, ValueError) as exc:
            raise DeckError(source, line, f"the card file {rel} has a problem: {exc}") from None
    out = []
    written = []
    for e in entries:
        cid = resolve_number(e.key, known)
        if cid is None:
            raise DeckError(source, e.line, f"unknown card number {e.key!r}")
        out.append((e.line, e.count, cid))
        written.append((e.line, cid, e.name))
    mc, mc_line = None, None
    head = headers.get("main character") or headers.get("mc")
    if head is not None:
        mc_line, key = head
    else:
        found = _MC_COMMENT.search(text)
        key = found.group(1) if found else None
        if found:
            mc_line = text[:found.start()].count("\n") + 1
    if key is not None:
        mc = resolve_number(key, known)
        if mc is None:
            raise DeckError(source, mc_line, f"unknown Main Character card number {key!r}")
    return FEDeck(tuple(out), mc, mc_line, headers.get("name", (0, name))[1], tuple(written), user)


def deck_from_lackey(text: str, source: str, name: str = "") -> FEDeck:
    """A LackeyCCG ``.dek`` file (XML): superzones ``Deck`` and ``MC``; each ``<card>`` one copy."""
    cards: list[tuple[str, str, str, int]] = []  # (zone, id attribute, text, line)
    state: dict[str, Any] = {"zone": "", "in_name": False, "id": "", "text": "", "line": 0}
    parser = xml.parsers.expat.ParserCreate()

    def start(tag, attrs):
        if tag == "superzone":
            state["zone"] = attrs.get("name", "")
        elif tag == "name":
            state.update(in_name=True, id=attrs.get("id", ""), text="", line=parser.CurrentLineNumber)

    def end(tag):
        if tag == "name":
            state["in_name"] = False
            cards.append((state["zone"], state["id"], state["text"].strip(), state["line"]))

    def chars(data):
        if state["in_name"]:
            state["text"] += data

    parser.StartElementHandler, parser.EndElementHandler, parser.CharacterDataHandler = start, end, chars
    try:
        parser.Parse(text, True)
    except xml.parsers.expat.ExpatError as exc:
        raise DeckError(source, exc.lineno, f"not a LackeyCCG deck (XML): {xml.parsers.expat.errors.messages[exc.code]}"
                        ) from None
    by_name = {f"{d.character}, {d.title}".casefold(): d.id for d in pool().values()}
    counts: dict[str, list] = {}
    mc = mc_line = None
    for zone, ident, text_, line in cards:
        cid = resolve_number(ident) or by_name.get(re.sub(r"\s*(\(P\)|\+)\s*$", "", text_).casefold())
        if cid is None:
            raise DeckError(source, line, f"unknown card {text_ or ident!r} (neither its code nor its name is known)")
        if zone == "MC":
            mc, mc_line = cid, line
            continue
        if zone != "Deck":
            continue
        counts.setdefault(cid, [line, 0])[1] += 1
    if not counts:
        raise DeckError(source, None, "the LackeyCCG deck has no superzone 'Deck' with cards")
    entries = tuple((line, n, cid) for cid, (line, n) in counts.items())
    if mc is not None and mc not in counts:  # Lackey keeps the MC apart; it counts towards the 50
        entries += ((mc_line, 1, mc),)
    return FEDeck(entries, mc, mc_line, name)


def deck_from_ciphervit(text: str, source: str, name: str = "") -> FEDeck:
    """A CipherVit ``.fe0d`` file: one CipherVit id per line (``+``: another art of the same card)."""
    counts: dict[str, list] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        key = raw.strip().rstrip("+")
        if not key:
            continue
        number = CIPHERVIT.get(key)
        if number is None:
            raise DeckError(source, lineno, f"unknown CipherVit card id {raw.strip()!r} (tcgkit knows the series-1 "
                                            f"ids 1-161)")
        cid = resolve_number(number)
        counts.setdefault(cid, [lineno, 0])[1] += 1
    if not counts:
        raise DeckError(source, None, "the decklist has no cards")
    return FEDeck(tuple((line, n, cid) for cid, (line, n) in counts.items()), None, None, name)


def deck_from_json_text(text: str, source: str, name: str = "") -> FEDeck:
    """A Decksteria deck file, or this project's JSON form."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise DeckError(source, exc.lineno, f"not JSON: {exc.msg}") from None
    if isinstance(data, dict) and "Decks" in data:
        by_index = {d_index: cid for cid, d_index in _decksteria_index().items()}
        decks = data["Decks"] if isinstance(data["Decks"], dict) else {}
        counts: dict[str, list] = {}
        mc = None
        for zone in ("mainchardeck", "main"):
            for i, entry in enumerate(decks.get(zone) or []):
                cid = by_index.get(entry.get("CardId") if isinstance(entry, dict) else None)
                if cid is None:
                    raise DeckError(source, None, f"Decks.{zone}[{i}]: unknown Decksteria CardId {entry!r}")
                if zone == "mainchardeck":
                    mc = cid
                else:
                    counts.setdefault(cid, [None, 0])[1] += 1
        entries = tuple((None, n, cid) for cid, (_l, n) in counts.items())
        if mc is not None and mc not in counts:
            entries += ((None, 1, mc),)
        return FEDeck(entries, mc, None, name)
    try:
        return deck_from_json(data)
    except (KeyError, TypeError, ValueError) as exc:
        raise DeckError(source, None, f"not a Decksteria or tcgkit deck file ({exc})") from None


def _decksteria_index() -> dict[str, int]:
    from tcgkit.games.fe_cipher.cards import _facts

    return {f["id"]: f["decksteria"] for f in _facts()}


def deck_to_json(deck: FEDeck) -> dict:
    """The JSON form stored in replays (user-made cards embedded)."""
    out: dict[str, Any] = {"name": deck.name, "main_character": deck.main_character,
                           "cards": [[cid, n] for _line, n, cid in deck.entries]}
    if deck.user_cards:
        out["user_cards"] = list(deck.user_cards)
    return out


def deck_from_json(data: Any) -> FEDeck:
    """Inverse of :func:`deck_to_json`. Raises ``KeyError``/``TypeError`` on a malformed form."""
    user = tuple(data.get("user_cards") or ())
    known = FEDeck((), user_cards=user).definitions()
    entries = []
    for cid, n in data["cards"]:
        if cid not in known:
            raise KeyError(f"unknown card id {cid!r}")
        entries.append((None, int(n), cid))
    return FEDeck(tuple(entries), data.get("main_character"), None, data.get("name", ""), (), user)


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
        if written and written.strip().casefold() != cards[cid].name.casefold():
            problems.append(DeckProblem(rule="card_name", line=line, source="decklist format",
                                        message=f"{cid} is {cards[cid].name!r}, not {written!r}"))
    return problems


def _main_character_problems(deck: FEDeck, cards: dict, options: Any) -> list[DeckProblem]:
    mc = deck.main_character
    want = options.main_character_cost
    if mc is None:
        return [DeckProblem(rule="main_character", source=_SRC,
                            message=f"the deck names no Main Character: add a line 'main character: NUMBER' "
                                    f"naming a cost-{want} unit of the deck")]
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
    """Card ids in the deck whose skills are not implemented yet."""
    cards = deck.definitions()
    return sorted({cid for _l, _n, cid in deck.entries if not cards[cid].playable})
