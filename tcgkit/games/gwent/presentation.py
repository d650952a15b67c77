"""GWENT's words and pictures for people: narration (from ``kinds.py``), card descriptions, the terminal table,
per-game statistics and its part of the demo."""

from __future__ import annotations

from typing import Any

from tcgkit.core.game import Presentation
from tcgkit.games.gwent.board import ROWS
from tcgkit.games.gwent.cards import describe
from tcgkit.games.gwent.kinds import BOOKKEEPING


class GwentPresentation(Presentation):
    """Narrated logs leave out the bookkeeping events (:data:`~tcgkit.games.gwent.kinds.BOOKKEEPING`)."""

    def describe_event(self, match: Any, event: tuple) -> str | None:
        if event[0] in BOOKKEEPING:
            return None
        return self.game.kinds.narrate(match, event)

    def describe_card(self, definition: Any) -> str:
        return describe(definition)

    def card_face(self, definition: Any) -> dict[str, Any]:
        """Faction; a unit's row(s) and strength, else its kind (weather, special, leader); hero and abilities
        (rules/gwent.md §1.2)."""
        d = definition
        face: dict[str, Any] = {"type": str(d.type), "colour": d.faction}
        if d.is_unit:
            face["stats"] = str(d.strength)
            face["type"] = " / ".join(ROWS[r] for r in d.rows) if d.rows else str(d.type)
        face["tags"] = (["hero"] if d.hero else []) + list(d.ability_names[:3])
        return face

    def table_zone(self, zone: Any) -> str | None:
        """Units on a row are told apart by row and position (as the table numbers them)."""
        return f"{zone.spec.name} row" if zone.spec.name in ROWS else None

    def standing(self, view: Any) -> str:
        """"side 0: 23 (gems 2) · side 1: 17 (gems 1)" (points instead of gems in a free-for-all)."""
        parts = []
        for s in range(view.n_sides):
            seats = view.seats_of(s)
            score = f"gems {view.gems(s)}" if view.mode != "ffa" else f"points {view.points(seats[0])}"
            parts.append(f"side {s} ({' & '.join(f'P{p}' for p in seats)}): {view.total(s)} on the board, {score}")
        return " · ".join(parts)

    def summary(self, match: Any) -> dict[str, Any]:
        """``{"turns", "rounds", "round_log": [[round, totals, winner_sides]], "gems", "points", "mode"}``."""
        return {"turns": match.turn_number, "rounds": match.round, "mode": match.mode,
                "round_log": [[r, list(t), list(w)] for r, t, w in match.round_log],
                "gems": list(match.gems), "points": list(match.points)}

    def demo_plan(self) -> dict[str, Any]:
        """Solo: the greedy agent against the automaton, seats fixed (the automaton's seat differs)."""
        return {"mode": "solo", "agents": ["greedy", "automaton"], "fixed_seats": True, "games": 100,
                "note": "Solo (seed 004): the automaton plays every turn and never passes, and it is built to be hard "
                        "to beat; the one-ply greedy agent wins about 4-6 % of these games (docs/games/gwent.md, "
                        "'Agents'). The other modes are in tcgkit simulate gwent --mode ..."}

    def render(self, view: Any) -> Any:
        # deferred: the terminal table loads rich, which only drawing a table needs
        from tcgkit.games.gwent.table import render

        return render(view)
