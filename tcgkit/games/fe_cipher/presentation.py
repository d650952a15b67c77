"""Words and pictures for people: card descriptions rendered from declarations, the terminal table, per-game
statistics and the demo plan (core/game.py ``Presentation``)."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Presentation

LINES = {"front_line": "front line", "back_line": "back line"}


class FEPresentation(Presentation):
    """FE Cipher's Presentation: event and action words come from kinds.py."""

    def describe_card(self, definition: Any) -> str:
        from tcgkit.games.fe_cipher.describe import describe_card

        return describe_card(definition)

    def render(self, view: Any) -> Any:
        from tcgkit.games.fe_cipher.view import render

        return render(view)

    def table_zone(self, zone: Any) -> str | None:
        """Units are told apart by line and position; elsewhere copies are alike (a stack holds its unit's
        twins by design)."""
        return LINES.get(zone.spec.name)

    def standing(self, view: Any) -> str:
        from tcgkit.games.fe_cipher.view import standing

        return standing(view)

    def summary(self, match: Any) -> dict[str, Any]:
        """``turns`` and the orbs each player had left at the end."""
        return {"turns": match.turn_number, "orbs": [match.orb_count(p) for p in range(match.n_players)]}

    def demo_plan(self) -> dict[str, Any]:
        """A narrated game between two greedy agents on the S01 and S02 starters, then 100 games (seats
        alternating)."""
        return {"agents": ["greedy", "greedy"], "games": 100}
