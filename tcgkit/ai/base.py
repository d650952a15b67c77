"""The agent protocol, the uniform random agent, and the loop that plays a match out with agents."""

from __future__ import annotations

from typing import Protocol, Sequence

from tcgkit.core.match import Action, Match, View
from tcgkit.core.rng import Rng


class Agent(Protocol):
    """Anything that picks an action for the seat a view belongs to.

    ``act`` is only called when the view's seat must decide; it must return one of ``view.legal_actions()``.
    """

    name: str

    def act(self, view: View) -> Action: ...


class RandomAgent:
    """Uniform over the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: View) -> Action:
        actions = view.legal_actions()
        return actions[self.rng.below(len(actions))]


class DecisionLimit(RuntimeError):
    """A match did not end within the decision limit (a rules or agent bug: real games always end)."""


def play_out(match: Match, agents: Sequence[Agent], max_decisions: int = 200_000) -> int:
    """Let ``agents[p]`` decide for seat ``p`` until the match ends; returns the number of decisions taken.

    A decision with a single legal action is applied without asking the agent (it is still recorded).

    Raises:
        DecisionLimit: more than ``max_decisions`` decisions.
    """
    n = 0
    views = [match.view(p) for p in range(match.n_players)]
    while True:
        d = match.pending
        if d is None:
            return n
        n += 1
        if n > max_decisions:
            raise DecisionLimit(f"no result after {max_decisions} decisions")
        actions = d.actions
        if len(actions) == 1:
            match.apply(actions[0])
        else:
            match.apply(agents[d.player].act(views[d.player]))
