"""GWENT decklists: the text format, the deck object, and validation for every format.

Format (docs/games/gwent.md#deck-format)::

    # Northern Realms, advanced
    deck: Siege of Kaedwen          # optional display name
    leader: Foltest - The Siegemaster
    3 Blue Stripes Commando         # COUNT NAME
    2 nr-catapult                   # COUNT ID
    Impenetrable Fog x2             # NAME xCOUNT

``#`` starts a comment; blank lines are ignored; names are case-insensitive. Formats (``validate_deck``):
``standard`` (rules/gwent.md §1.1), ``advanced`` and ``tournament`` (seed 004, Fortgeschrittene Decks /
Turnierregeln; rules/gwent.md §4.4 (2)), ``solo`` (seed 004, Solo: the full faction deck, or a standard deck under
``solo_standard_deck``). ``validate_decks(decks, "tournament")`` checks a player's three decks together.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tcgkit.core.decklist import parse_decklist_sections, write_entries
from tcgkit.core.errors import DeckError
from tcgkit.core.game import DeckProblem
from tcgkit.games.gwent.board import FACTION_NAMES
from tcgkit.games.gwent.cards import CardDef, Pool

FORMATS = ("standard", "advanced", "tournament", "solo")


@dataclass(frozen=True)
class GwentDeck:
    """A deck: one leader and the cards (one entry per copy).

    Attributes:
        leader: the leader card (sets the faction), or ``None`` when the list has none (a validation problem); the
            first one when the list names several (``leaders``).
        cards: every copy, in decklist order.
        name: display name (the ``deck:`` line or the file name).
        lines: ``(line, count, card id)`` per decklist entry, for problems that name a line.
        leader_line: the line of the ``leader:`` entry.
        leaders: every leader the list names, ``(line, card)`` (more than one is a validation problem).
    """

    leader: CardDef | None
    cards: tuple
    name: str = ""
    lines: tuple = ()
    leader_line: int | None = None
    leaders: tuple = ()

    @property
    def faction(self) -> str:
        """The leader's faction (``""`` without a leader)."""
        return self.leader.faction if self.leader is not None else ""


def parse_deck(text: str, pool: Pool, source: str = "<decklist>") -> GwentDeck:
    """Read a decklist. A list that names two leaders is read (validation reports it: "2 leaders, 1 required").

    Raises:
        DeckError: an unreadable line, an unknown card, a count below 1, a leader in a count line or a non-leader
            on a leader line (each naming ``source`` and the line).
    """
    leader_lines = []
    body = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        head, colon, value = raw.split("#", 1)[0].partition(":")
        if colon and head.strip().casefold() == "leader":
            leader_lines.append((lineno, value.strip()))
            body.append("")  # keeps the line numbers of the other lines
        else:
            body.append(raw)
    if not leader_lines or any(line.split("#", 1)[0].strip() for line in body):
        entries, headers = parse_decklist_sections(
            "\n".join(body), source, headers=("deck",), whole_line_keys=True,
            expected="'leader: NAME', 'COUNT NAME', 'COUNT ID' or 'NAME xCOUNT'")
    else:
        entries, headers = [], {}
    name = headers["deck"][1] if "deck" in headers else Path(source).stem if source != "<decklist>" else ""
    leaders = []
    for line, ref in leader_lines:
        card = pool.find(ref)
        if card is None:
            raise DeckError(source, line, f"unknown leader {ref!r}")
        if card.type != "leader":
            raise DeckError(source, line, f"{card.name!r} is a {card.type} card, not a leader")
        leaders.append((line, card))
    cards: list[CardDef] = []
    lines = []
    for e in entries:
        card = pool.find(e.key)
        if card is None:
            raise DeckError(source, e.line, f"unknown card {e.key!r}")
        if card.type == "leader":
            raise DeckError(source, e.line, f"{card.name!r} is a leader: write it as 'leader: {card.name}'")
        cards.extend([card] * e.count)
        lines.append((e.line, e.count, card.id))
    leader_line, leader = leaders[0] if leaders else (None, None)
    return GwentDeck(leader, tuple(cards), name, tuple(lines), leader_line, tuple(leaders))


def deck_text(deck: GwentDeck) -> str:
    """The decklist text of a deck (``deck:`` and ``leader:`` lines, then ``COUNT NAME`` lines in first-seen
    order)."""
    counts: dict[str, int] = {}
    for c in deck.cards:
        counts[c.name] = counts.get(c.name, 0) + 1
    headers = ([("deck", deck.name)] if deck.name else []) + \
        ([("leader", deck.leader.name)] if deck.leader is not None else [])
    return write_entries(headers, [(n, name, "") for name, n in counts.items()])


def _line_of(deck: GwentDeck, card_id: str) -> int | None:
    for line, _n, cid in deck.lines:
        if cid == card_id:
            return line
    return None


def is_special(card: CardDef, weather_counts: bool = True) -> bool:
    """Special cards for the deck limits (weather included unless the option says otherwise)."""
    return card.type == "special" or (weather_counts and card.type == "weather")


def validate(deck: GwentDeck, fmt: str | None, pool: Pool, options) -> list[DeckProblem]:
    """Every rule ``deck`` breaks in format ``fmt`` (``None`` = standard); empty if legal.

    Raises:
        ValueError: an unknown format.
    """
    fmt = fmt or "standard"
    if fmt not in FORMATS:
        raise ValueError(f"unknown gwent deck format {fmt!r}; formats: {', '.join(FORMATS)}")
    probs: list[DeckProblem] = []
    std = "rules/gwent.md §1.1"
    adv = "seed 004, Fortgeschrittene Decks"
    if deck.leader is None:
        probs.append(DeckProblem(rule="leader", message="the deck has no leader; exactly 1 is required", source=std))
    elif len(deck.leaders) > 1:
        probs.append(DeckProblem(rule="leader", line=deck.leaders[1][0], source=std,
                                 message=f"{len(deck.leaders)} leaders, 1 required"))
    faction = deck.faction
    counts: dict[str, int] = {}
    for c in deck.cards:
        counts[c.name] = counts.get(c.name, 0) + 1
        if c.is_token:
            probs.append(DeckProblem(rule="token", message=f"{c.name} is a side-deck token and cannot be in a deck",
                                     line=_line_of(deck, c.id), source="rules/gwent.md §1.4"))
        elif faction and c.faction not in ("neutral", faction):
            probs.append(DeckProblem(
                rule="faction", line=_line_of(deck, c.id), source="rules/gwent.md §1.1 (Factions)",
                message=f"{c.name} is a {FACTION_NAMES[c.faction]} card; the leader's faction is "
                        f"{FACTION_NAMES[faction]}"))
    if options.enforce_copies:
        for name, n in counts.items():
            limit = pool.copies_by_name[name.casefold()]
            if n > limit and limit > 0:
                card = pool.by_name[name.casefold()]
                probs.append(DeckProblem(rule="copies", line=_line_of(deck, card.id), source="docs/games/gwent.md",
                                         message=f"{n} copies of {name}; the card pool has {limit}"))
    units = [c for c in deck.cards if c.is_unit and not c.is_token]
    specials = [c for c in deck.cards if is_special(c, options.weather_counts_as_special)]
    if fmt == "solo" and not options.solo_standard_deck:
        if faction:
            missing = []
            for card in pool.cards:
                if card.faction == faction and card.type in ("unit", "hero") and card.copies:
                    have = counts.get(card.name, 0)
                    need = pool.copies_by_name[card.name.casefold()]
                    if have < need and card.name not in missing:
                        missing.append(card.name)
            if missing:
                probs.append(DeckProblem(
                    rule="full_faction_deck", source="seed 004, Solo (Spielaufbau)",
                    message=f"solo uses the full {FACTION_NAMES[faction]} deck; missing {len(missing)} card(s): "
                            + ", ".join(missing[:5]) + (" …" if len(missing) > 5 else "")))
        return probs
    if len(units) < 22:
        probs.append(DeckProblem(rule="units", source=std,
                                 message=f"{len(units)} unit/hero cards; at least 22 are required"))
    limit = 10 if fmt in ("standard", "solo") else 5
    if len(specials) > limit:
        probs.append(DeckProblem(rule="specials", source=std if limit == 10 else adv,
                                 message=f"{len(specials)} special cards; at most {limit} in the {fmt} format"))
    if fmt in ("advanced", "tournament"):
        count_heroes = options.hero_spies_count
        spies = sum(1 for c in units if c.spy and (count_heroes or not c.hero))
        medics = sum(1 for c in units if c.medic and (count_heroes or not c.hero))
        if spies > 2:
            probs.append(DeckProblem(rule="spies", source=adv,
                                     message=f"{spies} spies; at most 2 in the {fmt} format"))
        if medics > 2:
            probs.append(DeckProblem(rule="medics", source=adv,
                                     message=f"{medics} medics; at most 2 in the {fmt} format"))
        strength = sum(c.strength for c in units if options.strength_cap_counts_heroes or not c.hero)
        if strength > 130:
            probs.append(DeckProblem(rule="strength", source=adv + "; rules/gwent.md §4.4 (2)",
                                     message=f"total unit strength {strength}; at most 130 in the {fmt} format"))
    return probs


def validate_set(decks: list, fmt: str, pool: Pool, options) -> list[DeckProblem]:
    """A tournament player's three decks: each advanced-legal, three factions, no hero twice (seed 004, Turnier).

    Problems of a single deck are prefixed with "deck N:" (1-based).
    """
    src = "seed 004, Turnierregeln"
    probs: list[DeckProblem] = []
    if len(decks) != 3:
        probs.append(DeckProblem(rule="deck_count", source=src,
                                 message=f"{len(decks)} decks; a tournament player brings exactly 3"))
    for i, d in enumerate(decks, start=1):
        for pr in validate(d, "tournament", pool, options):
            probs.append(pr.model_copy(update={"message": f"deck {i}: {pr.message}"}))
    factions = [d.faction for d in decks]
    if len(set(factions)) != len(factions):
        dup = sorted({f for f in factions if factions.count(f) > 1})
        probs.append(DeckProblem(rule="factions", source=src,
                                 message="the decks must be of 3 different factions; "
                                         + ", ".join(FACTION_NAMES.get(f, f) for f in dup) + " repeats"))
    seen: dict[str, int] = {}
    for i, d in enumerate(decks, start=1):
        for name in sorted({c.name for c in d.cards if c.hero}):
            if name in seen:
                probs.append(DeckProblem(rule="hero_twice", source=src,
                                         message=f"hero {name} is in deck {seen[name]} and deck {i}; "
                                                 "a hero may be in only one deck"))
            else:
                seen[name] = i
    return probs
