"""Agents by name: the generic ``random`` agent plus whatever a game offers in ``Game.agents()``."""

from __future__ import annotations

from typing import Any, Callable

from tcgkit.ai.base import Agent, RandomAgent
from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game


def agent_factories(game: Game) -> dict[str, Callable[[int], Agent]]:
    """Every agent ``game`` can be played by: name -> ``factory(seed) -> Agent``; ``random`` always first."""
    factories: dict[str, Callable[[int], Any]] = {"random": RandomAgent}
    factories.update(game.agents())
    return factories


def default_agent(game: Game) -> str:
    """``greedy`` when the game offers it (a fairer test of a deck than random play), else ``random``."""
    return "greedy" if "greedy" in game.agents() else "random"


def make_agent(game: Game, name: str, seed: int) -> Agent:
    """A fresh agent called ``name`` for ``game``, seeded with ``seed``.

    Raises:
        TcgkitError: the game offers no agent of that name (the message lists the ones it offers).
    """
    check_agents(game, [name])
    return agent_factories(game)[name](seed)


def check_agents(game: Game, names: list[str]) -> None:
    """Raise :class:`TcgkitError` naming the first agent name ``game`` does not offer."""
    factories = agent_factories(game)
    for name in names:
        if name not in factories:
            raise TcgkitError(f"{game.id} has no agent called {name!r}; its agents are: {', '.join(factories)}")
