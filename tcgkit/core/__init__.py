"""The game-agnostic engine core: matches, decisions, zones with visibility, events, views, replays.

No game's nouns appear here. See DESIGN.md ("Core contracts") for the promises this package keeps.
"""

from tcgkit.core.errors import DeckError, IllegalAction, ReplayError, ScenarioError, TcgkitError
from tcgkit.core.game import DeckProblem, Game, RuleOptions
from tcgkit.core.match import Action, Decision, Event, Match, View
from tcgkit.core.rng import Rng
from tcgkit.core.zones import ALL, SPECTATORS, Visibility, Zone, ZoneSpec

__all__ = [
    "ALL", "Action", "Decision", "DeckError", "DeckProblem", "Event", "Game", "IllegalAction", "Match",
    "ReplayError", "Rng", "RuleOptions", "SPECTATORS", "ScenarioError", "TcgkitError", "View", "Visibility", "Zone", "ZoneSpec",
]
