"""The game registry: game id → Game class (or ``"module:Class"``, imported on first use so start-up stays light).

Games register themselves (``tcgkit.games`` registers the built-in ones when ``tcgkit`` is imported; a third-party
package calls :func:`register`). The core reads this registry and never imports a game package by name, so the core
does not depend on any game.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game

REGISTRY: dict[str, "str | type[Game]"] = {}
"""Game id → ``"module:Class"`` or the class itself."""


def register(game_id: str, target: "str | type[Game]") -> None:
    """Make a game known by ``game_id`` (``target``: the Game class or ``"package.module:Class"``)."""
    REGISTRY[game_id] = target


def get_game(game_id: str) -> "type[Game]":
    """The Game class registered as ``game_id``.

    Raises:
        KeyError: unknown id (the message lists the known ones).
    """
    try:
        target = REGISTRY[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(sorted(REGISTRY))}") from None
    if not isinstance(target, str):
        return target
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)
