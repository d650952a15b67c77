"""The game-agnostic engine core: matches, decisions, zones with visibility, events and their kinds, views, the turn
structure as data, the shared effect machinery, replays and scenarios.

No game's nouns appear here, and nothing here imports a game. See DESIGN.md ("Core contracts") for the promises this
package keeps, and docs/contributing.md for how a game is built on it.
"""

from tcgkit.core.errors import DeckError, IllegalAction, ReplayError, ScenarioError, TcgkitError
from tcgkit.core.flow import Flow, FlowState, Step, run_procedure
from tcgkit.core.game import DeckProblem, Game, Presentation, RuleOptions
from tcgkit.core.kinds import ActionKind, DecisionKind, EventKind, Kinds
from tcgkit.core.words import card_name
from tcgkit.core.match import Action, Decision, Event, Match
from tcgkit.core.rng import Rng
from tcgkit.core.view import View
from tcgkit.core.words import for_decider, label, named
from tcgkit.core.zones import ALL, SPECTATORS, Visibility, Zone, ZoneSpec

__all__ = [
    "ALL", "Action", "ActionKind", "Decision", "DecisionKind", "DeckError", "DeckProblem", "Event", "EventKind",
    "Flow", "FlowState", "Game", "IllegalAction", "Kinds", "Match", "Presentation", "ReplayError", "Rng",
    "RuleOptions", "SPECTATORS", "ScenarioError", "Step", "TcgkitError", "View", "Visibility", "Zone", "ZoneSpec",
    "card_name", "for_decider", "label", "named", "run_procedure",
]
