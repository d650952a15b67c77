"""Transitional: games not yet ported to core v2 keep their narration hooks on the Game class. Deleted with the port
(issue 6); nothing new may use it."""

from __future__ import annotations

from typing import Any

from tcgkit.core.game import Presentation


class LegacyPresentation(Presentation):
    """Delegates to the game's own ``describe_action``/``describe_event``/``render``/``summary`` methods."""

    def describe_action(self, match: Any, action: tuple) -> str:
        return self.game.describe_action(match, action)

    def describe_event(self, match: Any, event: tuple) -> str | None:
        return self.game.describe_event(match, event)

    def render(self, view: Any) -> Any:
        return self.game.render(view)

    def summary(self, match: Any) -> dict:
        return self.game.summary(match)

    def is_heading(self, kind: str) -> bool:
        return kind in ("turn", "turn_start", "start_turn", "new_turn", "round", "round_start", "start_round")

    def demo_plan(self) -> dict:
        agents = self.game.agents()
        if self.game.id == "gwent" and "solo" in self.game.modes() and "automaton" in agents:
            return {"mode": "solo", "agents": ["greedy", "automaton"], "fixed_seats": True, "games": 100}
        return {"games": 200} if self.game.id == "gundam" else {}
