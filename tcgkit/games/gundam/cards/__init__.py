"""The Gundam card pool: facts of all 783 card numbers (``facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations of the playable cards
(``effects.yaml``: ST01–ST09, GD01; ``pending/*.yaml``: GD02–GD04 and the promotion cards), compiled into
:class:`~tcgkit.games.gundam.carddef.CardDef` objects (:mod:`.compile`) the first time each card is asked for.
``GundamGame.load_pool()`` holds it as ``game.pool``.

``pool()[n].playable`` says whether card ``n``'s effects are declared; a pending card that needs a timing or a
continuous effect the rules do not have yet is not playable, and ``pool()[n].waits_for`` names what it needs
(:mod:`.pending`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache

from tcgkit.games.gundam.carddata import declarations, facts
from tcgkit.games.gundam.carddef import CardDef
from tcgkit.games.gundam.cards import pending
from tcgkit.games.gundam.cards.compile import compile_card


class CardPool(Mapping):
    """Card number → :class:`CardDef`, in the facts' order. A card is compiled the first time it is asked for, so a
    process pays for the cards it uses (a match: its decks' cards) and start-up does not grow with the pool
    (issue 20); listing every card (``tcgkit cards``, ``values()``) compiles them all. Compiled definitions are
    shared by every match."""

    def __init__(self, records: tuple[dict, ...], decls: dict, waits: dict[str, tuple[str, ...]]) -> None:
        self._facts = {f["number"]: f for f in records}
        self._decls = decls
        self._waits = waits
        self._defs: dict[str, CardDef] = {}

    def __getitem__(self, number: str) -> CardDef:
        d = self._defs.get(number)
        if d is None:
            d = self._defs[number] = compile_card(self._facts[number], self._decls.get(number),
                                                  self._waits.get(number, ()))
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

    A pending card that waits for a proposed key (:func:`.pending.waiting`) is in the pool undeclared (not
    playable), with what it waits for.

    Raises:
        ValueError: a card number declared both in cards/effects.yaml and in cards/pending, or one the facts do not
            know.
    """
    decls = declarations()
    later = pending.declarations()
    records = facts()
    twice = sorted(set(decls) & set(later))
    if twice:
        raise ValueError(f"declared both in cards/effects.yaml and in cards/pending: {', '.join(twice)}")
    stray = sorted((set(decls) | set(later)) - {f["number"] for f in records})
    if stray:
        raise ValueError(f"cards/effects.yaml or cards/pending declare unknown card numbers: {', '.join(stray)}")
    waits = pending.waiting()
    return CardPool(records, {**decls, **{n: d for n, d in later.items() if n not in waits}}, waits)


def playable_numbers() -> list[str]:
    """Card numbers whose effects are declared (the cards a match can use)."""
    cards = pool()
    return sorted(n for n in cards if cards.declared(n))
