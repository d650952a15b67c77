"""tcgkit: one engine that plays trading card games by their real rules.

The game-agnostic engine lives in :mod:`tcgkit.core`; each game is a package under :mod:`tcgkit.games`, registered
with the core's registry here (the core itself never imports a game).
"""

__version__ = "0.2.0"

from tcgkit import games as _games  # noqa: E402,F401  (registers the built-in games)
