"""Gundam Card Game, 1 vs 1 (rules/gundam.md; docs/games/gundam.md). The game class is ``game.GundamGame``."""
