"""GWENT's modes by name: each a :class:`~tcgkit.games.gwent.mode.Mode` with its flow table (``flow.py``).

Decks per mode: standard 2; tournament 6 (player 0's three, then player 1's three); free-for-all 3–5; 2 vs 2 four
(seats 0 & 2 against 1 & 3); solo 2 (the person's deck, then the automaton's full faction deck).
"""

from __future__ import annotations

from tcgkit.games.gwent import flow
from tcgkit.games.gwent.ffa import FreeForAllMode
from tcgkit.games.gwent.mode import Mode
from tcgkit.games.gwent.solo import SoloMode
from tcgkit.games.gwent.teams import TeamsMode
from tcgkit.games.gwent.tournament import TournamentMode

MODES: dict[str, Mode] = {
    "standard": Mode("standard", 2, flow.STANDARD),
    "tournament": TournamentMode("tournament", 6, flow.TOURNAMENT),
    "ffa": FreeForAllMode("ffa", (3, 5), flow.FFA),
    "2v2": TeamsMode("2v2", 4, flow.STANDARD),
    "solo": SoloMode("solo", 2, flow.SOLO),
}
