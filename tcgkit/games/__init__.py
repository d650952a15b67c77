"""The game registry: game id -> ``module:Class``, imported on first use so start-up stays light."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game

REGISTRY: dict[str, str] = {
    "gundam": "tcgkit.games.gundam.game:GundamGame",
    "gwent": "tcgkit.games.gwent.game:GwentGame",
}


def get_game(game_id: str) -> "type[Game]":
    """The Game class registered as ``game_id``.

    Raises:
        KeyError: unknown id (the message lists the known ones).
    """
    try:
        target = REGISTRY[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(REGISTRY))}") from None
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
