"""Agents behind one protocol: an agent sees a :class:`~tcgkit.core.match.View` and returns a legal action."""

from tcgkit.ai.base import Agent, RandomAgent, play_out

__all__ = ["Agent", "RandomAgent", "play_out"]
