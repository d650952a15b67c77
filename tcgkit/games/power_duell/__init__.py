"""Power Duell (seed 003): the game package. See game.py for where each rule lives, docs/games/power_duell.md."""
