"""Agents by name: the generic ``random`` agent, whatever a game offers in ``Game.agents()``, and the search agents
every game gets (``ismcts`` with an optional budget, ``ismcts:800`` or ``ismcts:500ms``, and the levels ``easy``,
``normal``, ``hard``; :mod:`tcgkit.ai.levels`)."""

from __future__ import annotations

from typing import Any, Callable

from tcgkit.ai.base import Agent, RandomAgent
from tcgkit.ai.levels import search_agents, search_factory
from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import Game


def agent_factories(game: Game) -> dict[str, Callable[[int], Agent]]:
    """Every agent ``game`` can be played by: name -> ``factory(seed) -> Agent``; ``random`` always first, then the
    game's own, then ``ismcts`` and the levels. (``ismcts:BUDGET`` names are resolved by :func:`make_agent`.)"""
    factories: dict[str, Callable[[int], Any]] = {"random": RandomAgent}
    factories.update(game.agents())
    for name, factory in search_agents(game).items():
        factories.setdefault(name, factory)
    return factories


def default_agent(game: Game) -> str:
    """``greedy`` when the game offers it (a fairer test of a deck than random play), else ``random``."""
    return "greedy" if "greedy" in game.agents() else "random"


def default_opponent(game: Game) -> str:
    """``hard``, the strongest level (ISMCTS; under a second a decision on the project's machine, docs/agents.md):
    ``tcgkit play``'s opponent when ``--vs`` is not given."""
    return "hard"


def is_search_agent(game: Game, name: str) -> bool:
    """Whether ``name`` is a search agent (``ismcts[:BUDGET]``, a level): one that thinks a second per decision."""
    return name not in game.agents() and name != "random" and search_factory(game, name) is not None


def make_agent(game: Game, name: str, seed: int) -> Agent:
    """A fresh agent called ``name`` for ``game``, seeded with ``seed``.

    Raises:
        TcgkitError: the game offers no agent of that name (the message lists the ones it offers), or a search
            budget is malformed.
    """
    return _factory(game, name)(seed)


def check_agents(game: Game, names: list[str]) -> None:
    """Raise :class:`TcgkitError` naming the first agent name ``game`` does not offer (or a malformed budget)."""
    for name in names:
        _factory(game, name)


def _factory(game: Game, name: str) -> Callable[[int], Agent]:
    # the game's own and ``random`` first, as agent_factories ranks them, without building every search agent's
    # factory: a benchmark or a simulation makes agents for every game (that was about 0.5 % of a random Gundam game)
    own = game.agents()
    if name in own:
        return own[name]
    if name == "random":
        return RandomAgent
    factories = agent_factories(game)
    if name in factories:
        return factories[name]
    found = search_factory(game, name)
    if found is None:
        raise TcgkitError(f"{game.id} has no agent called {name!r}; its agents are: {', '.join(factories)} "
                          f"(ismcts takes a budget: ismcts:800 iterations, ismcts:500ms)")
    return found
