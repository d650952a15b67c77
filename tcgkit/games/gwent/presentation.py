"""GWENT's words and pictures for people: narration (from ``kinds.py``), card descriptions, the terminal table,
per-game statistics and its part of the demo."""

from __future__ import annotations

from typing import Any

from tcgkit.core.game import Presentation
from tcgkit.games.gwent.board import FACTION_NAMES, ROWS
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
        face["tags"] = (["hero"] if d.hero else []) + [getattr(a[0], "name", str(a[0])) for a in d.abilities][:3]
        return face

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
        """A rich renderable: every side's rows with current strengths and their modifiers, weather, gems, passes,
        hand sizes, and the viewer's own hand (and a 2 vs 2 teammate's)."""
        from rich.console import Group
        from rich.table import Table
        from rich.text import Text

        me = view.viewer
        parts: list[Any] = []
        head = Text(f"GWENT · {view.mode} · round {view.round}", style="bold")
        weather = ", ".join(d.name for d in view.weather_cards()) or "clear skies"
        head.append(f" · weather: {weather}")
        parts.append(head)
        for s in range(view.n_sides):
            seats = view.seats_of(s)
            who = " & ".join(f"P{p} {FACTION_NAMES.get(view.faction(p), view.faction(p))}" for p in seats)
            score = f"gems {view.gems(s)}" if view.mode != "ffa" else f"points {view.points(seats[0])}"
            passes = " ".join(f"P{p}:{'passed' if view.passed(p) else 'playing'}" for p in seats)
            hands = " ".join(f"P{p} hand {view.hand_size(p)} deck {view.deck_size(p)}" for p in seats)
            leaders = " ".join(f"P{p} leader {_leader_text(view, p)}" for p in seats)
            parts.append(Text(f"Side {s} — {who} — total {view.total(s)} — {score} — {passes} — {hands} — "
                              f"{leaders} — discard {view.count('discard', s)} (z discard {s})", style="bold"))
            t = Table(show_header=True, expand=False)
            for col in ("row", "total", "modifiers", "cards"):
                t.add_column(col, justify="right" if col == "total" else "left")
            for r in range(3):
                mods = []
                if r in view.weather_rows():
                    mods.append("weather (halved)" if view.weather_halved(s) else "weather")
                sp = view.row_special(s, r)
                if sp is not None:
                    mods.append(sp.name)
                if view.leader_horn(s, r):
                    mods.append("leader horn")
                cards = []
                for u in view.row(s, r):
                    d = view.card(u)
                    tag = "★" if d.hero else ""
                    if d.is_unit:
                        cur = view.strength(u)
                        delta = "" if cur == d.strength else f" (base {d.strength})"
                        cards.append(f"{tag}{d.name} {cur}{delta}")
                    else:
                        cards.append(d.name)
                t.add_row(ROWS[r], str(view.row_total(s, r)), ", ".join(mods), "; ".join(cards))
            parts.append(t)
        if me is not None:
            hand = []
            for u in view.hand(me):
                if u is None:
                    continue
                d = view.card(u)
                hand.append(f"{d.name} ({d.strength})" if d.is_unit else d.name)
            parts.append(Text(f"Your hand (P{me}): " + ("; ".join(hand) or "empty")
                              + f"\nYour leader: {_leader_text(view, me)}"))
            mates = [p for p in view.seats_of(view.side_of(me)) if p != me]
            if mates:
                mh = [view.card(u).name for u in view.hand(mates[0]) if u is not None]
                parts.append(Text(f"Teammate P{mates[0]}'s hand: " + ("; ".join(mh) or "empty")))
        return Group(*parts)


def _leader_text(view: Any, p: int) -> str:
    """A leader and whether it can still be used (public), e.g. "Eredin (used)"; "—" before a solo reveal."""
    lead = view.leader(p)
    if lead is None:
        return "—"
    return f"{lead.name} ({'available' if view.leader_available(p) else 'used or cancelled'})"
