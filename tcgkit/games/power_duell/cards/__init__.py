"""The shipped Power Duell cards: the starter set of rules/power_duell.md §11 (``starter.yaml``), compiled once."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from tcgkit.games.power_duell import carddata  # the module, not its names: carddata imports cards.compile

STARTER = Path(__file__).with_name("starter.yaml")


@lru_cache(maxsize=1)
def starter_pool() -> dict:
    """Card id → :class:`~tcgkit.games.power_duell.carddef.Card` of the starter set.

    Raises:
        ValueError: the shipped file breaks a rule of the card format (a bug of the project, named by line).
    """
    f = carddata.read_cards(STARTER, user=False)
    if f.problems:
        raise ValueError(f"{STARTER}: " + "; ".join(str(p) for p in f.problems))
    return {c.id: c for c in f.cards}
