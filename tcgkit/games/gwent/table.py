"""The terminal table of ``tcgkit play gwent``: one table for the whole board — a section per side (who, score,
passes, hands, leaders, discard), its three rows with their totals, modifiers and numbered cards — then the viewer's
hand (and a 2 vs 2 teammate's). Five sides of a free-for-all fit a 50-row terminal."""

from __future__ import annotations

from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from tcgkit.games.gwent.board import FACTION_NAMES, ROWS


def render(view: Any) -> Any:
    """A rich renderable of a seat's (or a spectator's) view."""
    me = view.viewer
    head = Text(f"GWENT · {view.mode} · round {view.round}", style="bold")
    if me is not None:
        mates = [p for p in view.seats_of(view.side_of(me)) if p != me]
        head.append(f" · you are P{me}" + (f", your teammate is P{mates[0]}" if mates else ""))
    head.append(" · weather: " + (", ".join(d.name for d in view.weather_cards()) or "clear skies"))
    head.append(" · z discard N: side N's discard pile", style="dim")
    t = Table(show_header=True, expand=False)
    for col in ("side / row", "total", "modifiers", "cards"):
        t.add_column(col, justify="right" if col == "total" else "left")
    for s in range(view.n_sides):
        seats = view.seats_of(s)
        mine = me is not None and me in seats
        score = f"gems {view.gems(s)}" if view.mode != "ffa" else f"points {view.points(seats[0])}"
        t.add_row(Text(f"side {s}" + (" (you)" if mine else ""), style="bold"), Text(str(view.total(s)), style="bold"),
                  Text(score), Text(_side_text(view, s)))
        for r in range(3):
            last = r == 2 and s < view.n_sides - 1
            t.add_row(Text(f"  {ROWS[r]}"), str(view.row_total(s, r)), Text(", ".join(_modifiers(view, s, r))),
                      Text("; ".join(_row_cards(view, s, r))), end_section=last)
    parts: list[Any] = [head, t]
    if me is not None:
        hand = []
        for u in view.hand(me):
            if u is not None:
                d = view.card(u)
                hand.append(f"{d.name} ({d.strength})" if d.is_unit else d.name)
        parts.append(Text(f"Your hand (P{me}): " + ("; ".join(hand) or "empty")
                          + f"\nYour leader: {leader_text(view, me)}"))
        mates = [p for p in view.seats_of(view.side_of(me)) if p != me]
        if mates:
            mh = [view.card(u).name for u in view.hand(mates[0]) if u is not None]
            parts.append(Text(f"Teammate P{mates[0]}'s hand: " + ("; ".join(mh) or "empty")))
    return Group(*parts)


def leader_text(view: Any, p: int) -> str:
    """A leader and whether it can still be used (public), e.g. "Eredin (used)"; "—" before a solo reveal."""
    lead = view.leader(p)
    if lead is None:
        return "—"
    return f"{lead.name} ({'available' if view.leader_available(p) else 'used or cancelled'})"


def _side_text(view: Any, s: int) -> str:
    """Each seat of the side: faction, playing or passed, hand and deck, leader; then the side's discard pile."""
    seats = []
    for p in view.seats_of(s):
        faction = FACTION_NAMES.get(view.faction(p), view.faction(p))
        state = "passed" if view.passed(p) else "playing"
        seats.append(f"P{p} {faction}, {state}, hand {view.hand_size(p)}, deck {view.deck_size(p)}, "
                     f"P{p} leader {leader_text(view, p)}")
    return "; ".join(seats) + f"; discard {view.count('discard', s)}"


def _modifiers(view: Any, s: int, r: int) -> list[str]:
    mods = []
    if r in view.weather_rows():
        mods.append("weather (halved)" if view.weather_halved(s) else "weather")
    sp = view.row_special(s, r)
    if sp is not None:
        mods.append(sp.name)
    if view.leader_horn(s, r):
        mods.append("leader horn")
    return mods


def _row_cards(view: Any, s: int, r: int) -> list[str]:
    """A row's cards numbered by position (as actions and narration place a card that has a twin), with current
    strength (and base strength where it differs); ★ marks a hero."""
    cards = []
    for i, u in enumerate(view.row(s, r), start=1):
        d = view.card(u)
        tag = f"{i}. " + ("★" if d.hero else "")
        if d.is_unit:
            cur = view.strength(u)
            delta = "" if cur == d.strength else f" (base {d.strength})"
            cards.append(f"{tag}{d.name} {cur}{delta}")
        else:
            cards.append(tag + d.name)
    return cards
