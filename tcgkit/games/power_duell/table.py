"""The terminal table of ``tcgkit play power_duell``: each player's fields A–J by letter and name, face-down
monsters by place, the energy account, damage points, expiry counters and links, and the viewer's hand."""

from __future__ import annotations

from typing import Any

from tcgkit.games.power_duell.match import PLACE_NAMES
from tcgkit.games.power_duell.view import FIELD_NAMES, PowerDuellView


def _monster(view: PowerDuellView, p: int, k: int) -> str:
    spot = view.place(p, k)
    if spot is None:
        return "—"
    if "uid" not in spot:
        return "face-down monster"
    text = f"{spot['name']} AP {spot['ap']} DP {spot['dp']} LP {spot['lp']} (cost {spot['attack_cost']})"
    return text + (" [face down]" if spot["face_down"] else "")


def _energy(cards: list[dict]) -> str:
    out = []
    for c in cards:
        life = "∞" if c["counter"] < 0 else f"expires in {c['counter']}" if c["counter"] else "expires next"
        link = f" → {c['linked']}" if c["linked"] else ""
        out.append(f"{c['name']} ({life}){link}")
    return "; ".join(out) or "—"


def _top(view: PowerDuellView, zone: str, p: int) -> str:
    cards = view.cards(zone, p)
    if not cards:
        return "empty"
    top = cards[-1]
    return f"{len(cards)} (top: {view.card(top).name})" if top is not None else str(len(cards))


def render(view: PowerDuellView) -> Any:
    """A rich renderable of the view (one table per player, the viewer's hand below)."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    parts: list[Any] = [Text(f"Power Duell · turn {view.turn()} · player {view.active}'s {view.step().replace('_', ' ')}",
                             style="bold")]
    for p in (0, 1):
        g = view.guardian(p)
        t = Table(title=Text(f"Player {p}{' (you)' if p == view.viewer else ''} — energy account {view.account(p)} — "
                        f"damage points {view.damage_points(p)} — hand {view.count('hand', p)}"),
                  show_header=True, title_justify="left")
        t.add_column("field")
        t.add_column("name")
        t.add_column("cards")

        def row(*cells: str, t: Any = t) -> None:
            t.add_row(*(Text(c) for c in cells))  # Text, not markup: "[face down]" is no style

        row("A", FIELD_NAMES["A"], view.card(g).name if g >= 0 else "—")
        row("B", FIELD_NAMES["B"], str(view.count("monster_deck", p)))
        for k in (3, 4, 5):
            row(PLACE_NAMES[k], FIELD_NAMES["C"], _monster(view, p, k))
        for k in (0, 1, 2):
            row(PLACE_NAMES[k], FIELD_NAMES["D"], _monster(view, p, k))
        row("E", FIELD_NAMES["E"], _top(view, "monster_graveyard", p))
        row("F", FIELD_NAMES["F"], str(view.count("energy_deck", p)))
        row("G", FIELD_NAMES["G"], _energy(view.energy_cards(p, "G")))
        row("H", FIELD_NAMES["H"], _energy(view.energy_cards(p, "H")))
        row("I", FIELD_NAMES["I"], _top(view, "energy_graveyard", p))
        row("J", FIELD_NAMES["J"], _top(view, "sacrifice_field", p))
        parts.append(t)
    if view.viewer is not None:
        hand = [view.card(u).name for u in view.hand() if u is not None]
        parts.append(Text(f"Your hand: {'; '.join(hand) or 'empty'}"))
    return Group(*parts)
