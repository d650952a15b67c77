"""Soulbound Ærkana (seed 002) on the tcgkit core: 2 to 4 players, card authoring.

Docs: docs/games/soulbound_arkana.md.
"""
