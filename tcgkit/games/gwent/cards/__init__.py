"""GWENT's card pool: ``pool.yaml`` read into immutable :class:`~tcgkit.games.gwent.carddef.CardDef` records.

A card's facts come from ../shared/data/gwent/cards.json (``import_pool.py`` derives ``pool.yaml``); what it does is
declared in our vocabularies: ``abilities:`` (the ability envelope or its short form, compiled by
``abilities.ABILITIES``: ``cards/compile.py``), ``effect:`` and ``solo:`` (special, weather and leader cards,
``leaders.EFFECTS``). Each declaration is compiled once, at load; descriptions are rendered from the compiled
objects (:func:`describe`), never copied.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from tcgkit.games.gwent.abilities import ABILITIES
from tcgkit.games.gwent.board import ROWS
from tcgkit.games.gwent.carddef import CARD_TYPES, CardDef
from tcgkit.games.gwent.cards.compile import compile_card

__all__ = ["CARD_TYPES", "CardDef", "Pool", "describe", "load_pool", "signature", "tags"]

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
            if (first.type, first.rows, first.strength, signature(first)) != (c.type, c.rows, c.strength,
                                                                               signature(c)):
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
    return Pool([compile_card(r) for r in raw])


def signature(card: CardDef) -> tuple:
    """What two records of one name must share in their abilities (their timings, effects and keywords)."""
    return tuple((a.timing, a.effect, tuple((s.kind, s.value) for s in a.statics)) for a in card.abilities)


def describe(card: CardDef) -> str:
    """A card's description rendered from its declaration (never the printed text)."""
    parts = []
    if card.is_unit:
        kind = "Hero" if card.hero else "Token" if card.is_token else "Unit"
        parts.append(f"{kind}, {' or '.join(ROWS[r] for r in card.rows)} row, strength {card.strength}.")
        for a in card.abilities:
            if a.statics:
                parts.extend(s.kind.describe(s.value, "this unit") for s in a.statics)
            else:
                parts.extend(p.describe(ABILITIES) for p in a.body.parts)
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
    for a in card.abilities:
        out |= a.tags()
    if card.effect[0] is not None:
        out |= card.effect[0].tags
    return out
