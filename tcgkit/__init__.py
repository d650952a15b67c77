"""tcgkit: one engine that plays trading card games by their real rules.

The game-agnostic engine lives in :mod:`tcgkit.core`; each game is a package under :mod:`tcgkit.games`.
"""

__version__ = "0.1.0"
