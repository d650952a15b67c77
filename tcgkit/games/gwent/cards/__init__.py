"""GWENT card data in the project's format: ``pool.yaml`` read into immutable :class:`CardDef` records.

A card's facts come from ../shared/data/gwent/cards.json (``import_pool.py`` derives ``pool.yaml``); what it does is
declared in our vocabularies: ``abilities:`` (unit abilities, ``abilities.ABILITIES``), ``effect:`` and ``solo:``
(special, weather and leader cards, ``leaders.EFFECTS``). Each declaration is compiled once, at load, into
``(primitive, args)`` pairs; descriptions are rendered from them (:func:`describe`), never copied.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import yaml

from tcgkit.core.effects import CompileError
from tcgkit.games.gwent.board import ROW_INDEX, ROWS

CARD_TYPES = ("unit", "hero", "special", "weather", "leader", "token")


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card of the pool, immutable and shared by every match (rules/gwent.md §1, cards/pool.yaml).

    Attributes:
        id: our card id, e.g. ``"nr-blue-stripes-commando"`` (unique; repeated source records get ``-2``, ``-3``).
        name: the official English name (what decklists and tight bond compare).
        faction: a faction of ``board.FACTIONS`` or ``"neutral"``.
        type: one of :data:`CARD_TYPES`; ``token`` = a side-deck card (rules/gwent.md §1.4 inference).
        rows: allowed row indices (0 close, 1 ranged, 2 siege); two for agile units; ``()`` for non-units.
        strength: base strength (0 for non-units).
        hero: not affected by special cards or abilities (rules/gwent.md §1.2).
        abilities: the unit abilities as ``(primitive, args)`` pairs, in card-data order.
        on_play: the abilities that resolve when the unit is played, in the order they resolve.
        effect: ``(primitive, args)`` for special, weather and leader cards; ``(None, ())`` otherwise.
        solo: the automaton's version of a leader effect (seed 004), or ``None``.
        copies: copies in the pool (the deck-building limit); 0 for tokens.
        muster_group: the unit's name group (the name before "-"); a muster card pulls the cards of its group.
        leader: the source's leader key, e.g. ``"foltest_siegemaster"``.
        source_id, set: provenance (``tw3``, ``tw3_dlc``, ``lcg``).
    The remaining fields are precomputed flags for the hot path.
    """

    id: str
    name: str
    faction: str
    type: str
    rows: tuple
    strength: int
    hero: bool
    abilities: tuple
    on_play: tuple
    effect: tuple
    solo: tuple | None
    copies: int
    muster_group: str
    leader: str
    source_id: str
    set: str
    # -- precomputed
    is_unit: bool
    is_token: bool
    spy: bool
    medic: bool
    muster: bool
    bond: bool
    morale: bool
    horn: bool
    agile: bool
    board_scorch: bool
    mardroeme: bool
    avenger: str
    berserker: str
    weather_mask: int
    clear: bool
    special: str

    def has(self, ability: str) -> bool:
        """Whether the card declares unit ability ``ability`` (its vocabulary name)."""
        return any(p.name == ability for p, _ in self.abilities)

    def __repr__(self) -> str:
        return f"CardDef({self.id!r})"


def _make(raw: dict) -> CardDef:
    from tcgkit.games.gwent.abilities import ABILITIES, ORDER
    from tcgkit.games.gwent.leaders import EFFECTS

    cid = raw.get("id")
    ctype = raw["type"]
    if ctype not in CARD_TYPES:
        raise CompileError(f"card {cid!r}: unknown type {ctype!r}")
    abilities = tuple((node.primitive, node.args) for node in
                      (ABILITIES.compile(a, f"card {cid!r}.abilities[{i}]")
                       for i, a in enumerate(raw.get("abilities") or [])))
    effect: tuple = (None, ())
    if raw.get("effect"):
        node = EFFECTS.compile(raw["effect"], f"card {cid!r}.effect")
        effect = (node.primitive, node.args)
    solo = None
    if raw.get("solo"):
        node = EFFECTS.compile(raw["solo"], f"card {cid!r}.solo")
        solo = (node.primitive, node.args)
    flags = {p.flag: args for p, args in abilities if p.flag}
    on_play = tuple(sorted(((p, a) for p, a in abilities if p.order is not None), key=lambda pa: ORDER.index(pa[0])))
    prim = effect[0]
    is_unit = ctype in ("unit", "hero", "token")
    return CardDef(
        id=cid, name=raw["name"], faction=raw["faction"], type=ctype,
        rows=tuple(ROW_INDEX[r] for r in raw.get("rows", ())), strength=int(raw.get("strength") or 0),
        hero=ctype == "hero" or bool(raw.get("hero")), abilities=abilities, on_play=on_play, effect=effect,
        solo=solo, copies=int(raw.get("copies", 0)), muster_group=raw.get("muster_group", ""),
        leader=raw.get("leader", ""), source_id=str(raw.get("source_id", "")), set=raw.get("set", ""),
        is_unit=is_unit, is_token=ctype == "token", spy="spy" in flags, medic="medic" in flags,
        muster="muster" in flags, bond="bond" in flags, morale="morale" in flags, horn="horn" in flags,
        agile="agile" in flags, board_scorch="board_scorch" in flags, mardroeme="mardroeme" in flags,
        avenger=flags["avenger"][0] if "avenger" in flags else "",
        berserker=flags["berserker"][0] if "berserker" in flags else "",
        weather_mask=sum(1 << r for r in effect[1][0]) if prim is not None and prim.name == "weather" else 0,
        clear=prim is not None and prim.name == "clear_weather",
        special=prim.special if prim is not None and ctype == "special" else "",
    )


class Pool:
    """The whole card pool: lookups by id and by name (immutable after loading).

    Attributes:
        cards: every :class:`CardDef` in file order.
        by_id: id -> card.
        by_name: case-folded name -> the first card of that name (repeated records are identical copies).
        copies_by_name: case-folded name -> copies over all records of that name.
    """

    def __init__(self, cards: list[CardDef]) -> None:
        self.cards = tuple(cards)
        self.by_id = {c.id: c for c in cards}
        self.by_name: dict[str, CardDef] = {}
        self.copies_by_name: dict[str, int] = {}
        for c in cards:
            key = c.name.casefold()
            first = self.by_name.setdefault(key, c)
            if (first.type, first.rows, first.strength, first.abilities) != (c.type, c.rows, c.strength, c.abilities):
                raise ValueError(f"records named {c.name!r} differ ({first.id} vs {c.id})")
            self.copies_by_name[key] = self.copies_by_name.get(key, 0) + c.copies

    def find(self, ref: str) -> CardDef | None:
        """A card by id or by name (case-insensitive), or ``None``."""
        return self.by_id.get(ref) or self.by_name.get(ref.strip().casefold())

    def leaders(self, faction: str) -> list[CardDef]:
        """Every leader of ``faction``, in pool order."""
        return [c for c in self.cards if c.type == "leader" and c.faction == faction]


POOL_PATH = Path(__file__).with_name("pool.yaml")


@lru_cache(maxsize=1)
def load_pool(path: str | None = None) -> Pool:
    """Load ``cards/pool.yaml`` (cached).

    Raises:
        CompileError: a card with an unknown type, ability or effect, or a value that does not fit (naming the
            card and the key).
    """
    text = Path(path or POOL_PATH).read_text(encoding="utf-8")
    raw = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    return Pool([_make(r) for r in raw])


def describe(card: CardDef) -> str:
    """A card's description rendered from its declaration (never the printed text)."""
    parts = []
    if card.is_unit:
        kind = "Hero" if card.hero else "Token" if card.is_token else "Unit"
        parts.append(f"{kind}, {' or '.join(ROWS[r] for r in card.rows)} row, strength {card.strength}.")
        parts.extend(prim.describe(*args) for prim, args in card.abilities)
    else:
        parts.append(card.type.capitalize() + ".")
        if card.effect[0] is not None:
            parts.append(card.effect[0].describe(*card.effect[1]))
        if card.solo:
            parts.append("Solo automaton: " + card.solo[0].describe(*card.solo[1]))
    return " ".join(parts)


def tags(card: CardDef) -> frozenset[str]:
    """What a card does, for agents and card lists: its abilities' and effect's tags."""
    out: frozenset[str] = frozenset()
    for prim, _ in card.abilities:
        out |= prim.tags
    if card.effect[0] is not None:
        out |= card.effect[0].tags
    return out
