"""The Gundam card pool: facts of all 783 card numbers (``facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations of the playable cards
(``effects.yaml``), compiled once into :class:`~tcgkit.games.gundam.carddef.CardDef` objects
(:mod:`.compile`). ``GundamGame.load_pool()`` holds it as ``game.pool``.

``pool()[n].playable`` says whether card ``n``'s effects are declared.
"""

from __future__ import annotations

from functools import lru_cache

from tcgkit.games.gundam.carddata import declarations, facts
from tcgkit.games.gundam.carddef import CardDef
from tcgkit.games.gundam.cards.compile import compile_card


@lru_cache(maxsize=1)
def pool() -> dict[str, CardDef]:
    """Every card number → its definition (built once per process)."""
    decls = declarations()
    known = {f["number"] for f in facts()}
    stray = sorted(set(decls) - known)
    if stray:
        raise ValueError(f"cards/effects.yaml declares unknown card numbers: {', '.join(stray)}")
    return {f["number"]: compile_card(f, decls.get(f["number"], None) if f["number"] in decls else None)
            for f in facts()}


def playable_numbers() -> list[str]:
    """Card numbers whose effects are declared (the cards a match can use)."""
    return sorted(n for n, d in pool().items() if d.playable)
