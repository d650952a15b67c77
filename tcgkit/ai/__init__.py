"""Agents behind one protocol: an agent sees a :class:`~tcgkit.core.match.View` and returns a legal action.

:class:`RandomAgent` and :func:`play_out` (``base``); :class:`ISMCTS`, information-set Monte Carlo tree search for
every game (``ismcts``, with its information keys in ``keys``); the search agents by name and the levels for people
(``levels``: ``ismcts:800``, ``easy``, ``normal``, ``hard``)."""

from tcgkit.ai.base import Agent, RandomAgent, play_out
from tcgkit.ai.ismcts import ISMCTS, Rollout, SearchBudget

__all__ = ["Agent", "ISMCTS", "RandomAgent", "Rollout", "SearchBudget", "play_out"]
