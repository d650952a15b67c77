"""2 vs 2 (seed 004, 2 gegen 2): seats 0 & 2 against 1 & 3, a side per team.

Teammates share a board half, a discard pile and gems, see each other's hands, and may not play the same faction;
turns go A1, B1, A2, B2. Emhyr the White Flame cancels every other leader, the teammate's too. A decoyed teammate's
unit returns to the hand of the player who played it (ruling 4, option ``decoy_returns_to``: ``play.play_decoy``).
"""

from __future__ import annotations

from tcgkit.core.errors import TcgkitError
from tcgkit.games.gwent.mode import Mode

TEAMS = [[0, 2], [1, 3]]


class TeamsMode(Mode):
    """Two teams of two."""

    white_flame_hits_teammates = True
    shared_hands = True

    def seats(self, decks):
        for a, b in TEAMS:
            if decks[a].faction == decks[b].faction:
                raise TcgkitError(f"2v2: seats {a} and {b} are teammates and both play {decks[a].faction}; "
                                  "teammates may not play the same faction (seed 004, 2 gegen 2)")
        return 4, TEAMS
