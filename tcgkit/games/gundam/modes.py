"""The Gundam modes by name: each a :class:`~tcgkit.games.gundam.mode.Mode` with its turn tables (``flow.py``).

Decks per mode: ``standard`` 2 (rules/gundam.md §1.2–§1.7); ``team_battle`` 4, seats 0 & 1 against 2 & 3, seats 0
and 2 the leaders (§1.8, ``team.py``); ``battle_royale`` 3 or 4, one per player in seat order (clockwise)
(§1.8, ``royale.py``).
"""

from __future__ import annotations

from tcgkit.games.gundam import flow
from tcgkit.games.gundam.mode import Mode
from tcgkit.games.gundam.royale import BattleRoyale
from tcgkit.games.gundam.team import TeamBattle

MODES: dict[str, Mode] = {
    "standard": Mode("standard", 2, (flow.TURN, flow.TURN_SEED), flow.BATTLE),
    "team_battle": TeamBattle("team_battle", 4, (flow.TEAM_TURN, flow.TEAM_TURN_SEED), flow.BATTLE),
    "battle_royale": BattleRoyale("battle_royale", (3, 4), (flow.TURN, flow.TURN_SEED), flow.BATTLE),
}
