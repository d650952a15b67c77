"""Agents for Soulbound Ærkana (placeholder, replaced below)."""
from tcgkit.ai.base import RandomAgent as GreedyAgent  # noqa: F401
