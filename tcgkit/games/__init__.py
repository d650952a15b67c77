"""The built-in games, registered with the core's registry (:mod:`tcgkit.core.registry`) when ``tcgkit`` is imported.

Each entry names ``module:Class``; the module is imported on first use, so start-up stays light.
"""

from __future__ import annotations

from tcgkit.core.registry import REGISTRY, get_game, register

BUILTIN = {
    "gundam": "tcgkit.games.gundam.game:GundamGame",
    "gwent": "tcgkit.games.gwent.game:GwentGame",
    "fe_cipher": "tcgkit.games.fe_cipher.game:FECipherGame",
    "power_duell": "tcgkit.games.power_duell.game:PowerDuellGame",
    "soulbound_arkana": "tcgkit.games.soulbound_arkana.game:SoulboundGame",
}

for _id, _target in BUILTIN.items():
    register(_id, _target)

__all__ = ["BUILTIN", "REGISTRY", "get_game", "register"]
