"""tcgkit: one engine that plays trading card games by their real rules.

The game-agnostic engine lives in :mod:`tcgkit.core`; each game is a package under :mod:`tcgkit.games`, registered
with the core's registry here (the core itself never imports a game). The engine's modules may run compiled
(:mod:`tcgkit.compiled`).
"""

__version__ = "0.2.0"

from tcgkit import loader as _loader  # noqa: E402  (a stale compiled module gives way to its source)

_loader.install()

from tcgkit import games as _games  # noqa: E402,F401  (registers the built-in games)
