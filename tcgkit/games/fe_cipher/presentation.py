"""Words and pictures for people: card descriptions rendered from declarations, the terminal table, per-game
statistics and the demo plan (core/game.py ``Presentation``)."""

from __future__ import annotations

from typing import Any

from tcgkit.core import Presentation
from tcgkit.games.fe_cipher.describe import describe_card
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.view import render, standing

LINES = {"front_line": "front line", "back_line": "back line"}


class FEPresentation(Presentation):
    """FE Cipher's Presentation: event and action words come from kinds.py."""

    def describe_card(self, definition: Any) -> str:
        return describe_card(definition, VOCAB)

    def render(self, view: Any) -> Any:
        return render(view)

    def card_face(self, definition: Any) -> dict[str, Any]:
        """Colour, deployment cost (class change cost in brackets), class, range (↔), attack / support,
        affinities."""
        d = definition
        cost = f"{d.cost}" + (f"({d.cc_cost})" if d.cc_cost is not None else "")
        return {"type": d.klass, "colour": "/".join(d.colors), "cost": cost, "level": f"↔{d.range_text}",
                "stats": f"{d.attack} / {d.support}", "tags": sorted(d.affinities)[:4]}

    def table_zone(self, zone: Any) -> str | None:
        """Units are told apart by line and position; elsewhere copies are alike (a stack holds its unit's
        twins by design)."""
        return LINES.get(zone.spec.name)

    def standing(self, view: Any) -> str:
        return standing(view)

    def summary(self, match: Any) -> dict[str, Any]:
        """``turns`` and the orbs each player had left at the end."""
        return {"turns": match.turn_number, "orbs": [match.orb_count(p) for p in range(match.n_players)]}

    def demo_plan(self) -> dict[str, Any]:
        """A narrated game between two greedy agents on the S01 and S02 starters, then 100 games (seats
        alternating)."""
        return {"agents": ["greedy", "greedy"], "games": 100}
