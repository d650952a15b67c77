"""GWENT (The Legendary Card Game, with the variants of seed 004) on the tcgkit core.

Entry point: :class:`tcgkit.games.gwent.game.GwentGame` (registered as ``gwent``). Docs: docs/games/gwent.md.
"""
