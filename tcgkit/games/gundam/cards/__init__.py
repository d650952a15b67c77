"""The Gundam card pool: facts of all 783 card numbers (``facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations of the playable cards
(``effects.yaml``), compiled into :class:`~tcgkit.games.gundam.carddef.CardDef` objects (:mod:`.compile`) the first
time each card is asked for. ``GundamGame.load_pool()`` holds it as ``game.pool``.

``pool()[n].playable`` says whether card ``n``'s effects are declared.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache

from tcgkit.games.gundam.carddata import declarations, facts
from tcgkit.games.gundam.carddef import CardDef
from tcgkit.games.gundam.cards.compile import compile_card


class CardPool(Mapping):
    """Card number → :class:`CardDef`, in the facts' order. A card is compiled the first time it is asked for, so a
    process pays for the cards it uses (a match: its decks' cards) and start-up does not grow with the pool
    (issue 20); listing every card (``tcgkit cards``, ``values()``) compiles them all. Compiled definitions are
    shared by every match."""

    def __init__(self, records: tuple[dict, ...], decls: dict) -> None:
        self._facts = {f["number"]: f for f in records}
        self._decls = decls
        self._defs: dict[str, CardDef] = {}

    def __getitem__(self, number: str) -> CardDef:
        d = self._defs.get(number)
        if d is None:
            d = self._defs[number] = compile_card(self._facts[number], self._decls.get(number))
        return d

    def __iter__(self) -> Iterator[str]:
        return iter(self._facts)

    def __len__(self) -> int:
        return len(self._facts)

    def __contains__(self, number: object) -> bool:
        return number in self._facts

    def declared(self, number: str) -> bool:
        """Whether card ``number``'s effects are declared (it is playable), without compiling it."""
        return self._decls.get(number) is not None


@lru_cache(maxsize=1)
def pool() -> CardPool:
    """Every card number → its definition (one pool per process).

    Raises:
        ValueError: cards/effects.yaml declares a card number the facts do not know.
    """
    decls = declarations()
    records = facts()
    stray = sorted(set(decls) - {f["number"] for f in records})
    if stray:
        raise ValueError(f"cards/effects.yaml declares unknown card numbers: {', '.join(stray)}")
    return CardPool(records, decls)


def playable_numbers() -> list[str]:
    """Card numbers whose effects are declared (the cards a match can use)."""
    cards = pool()
    return sorted(n for n in cards if cards.declared(n))
