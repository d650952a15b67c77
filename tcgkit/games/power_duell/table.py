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
    text = f"{spot['name']} AP {spot['ap']} DP {spot['dp']} LP {spot['lp']}, attack cost {spot['attack_cost']}"
    return text + (" [face down]" if spot["face_down"] else "")


def _energy(cards: list[dict]) -> str:
    """Energy cards numbered by position (as actions and narration place a card that has a twin)."""
    out = []
    for i, c in enumerate(cards, start=1):
        life = "∞" if c["counter"] < 0 else f"expires in {c['counter']}" if c["counter"] else "expires next"
        link = f" → {c['linked']}" if c["linked"] else ""
        out.append(f"{i}. {c['name']} ({life}){link}")
    return "\n".join(out) or "—"


def _top(view: PowerDuellView, zone: str, p: int) -> str:
    cards = view.cards(zone, p)
    if not cards:
        return "empty"
    top = cards[-1]
    return f"{len(cards)} (top: {view.card(top).name})" if top is not None else str(len(cards))


def render(view: PowerDuellView) -> Any:
    """A rich renderable of the view: one table, a row per field (A–J, C and D by place) and a column per player,
    then the viewer's hand — about 25 rows, so it fits a 50-row terminal with the choices below it."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    parts: list[Any] = [Text(f"Power Duell · turn {view.turn()} · player {view.active}'s "
                             f"{view.step().replace('_', ' ')}", style="bold")]
    t = Table(show_header=True, show_lines=False)
    t.add_column("field")
    t.add_column("")
    for p in (0, 1):
        you = " (you)" if p == view.viewer else ""
        t.add_column(f"player {p}{you}\nenergy account {view.account(p)} · damage points {view.damage_points(p)} · "
                     f"hand {view.count('hand', p)}", overflow="fold")

    def row(field: str, name: str, cell: Any, end_section: bool = False) -> None:
        t.add_row(Text(field), Text(name), *(Text(cell(p)) for p in (0, 1)), end_section=end_section)

    row("A", FIELD_NAMES["A"], lambda p: view.card(view.guardian(p)).name if view.guardian(p) >= 0 else "—")
    row("B", FIELD_NAMES["B"], lambda p: str(view.count("monster_deck", p)), end_section=True)
    for k in (3, 4, 5):
        row(PLACE_NAMES[k], FIELD_NAMES["C"], lambda p, k=k: _monster(view, p, k), end_section=k == 5)
    for k in (0, 1, 2):
        row(PLACE_NAMES[k], FIELD_NAMES["D"], lambda p, k=k: _monster(view, p, k), end_section=k == 2)
    row("E", FIELD_NAMES["E"], lambda p: _top(view, "monster_graveyard", p))
    row("F", FIELD_NAMES["F"], lambda p: str(view.count("energy_deck", p)))
    row("G", FIELD_NAMES["G"], lambda p: _energy(view.energy_cards(p, "G")))
    row("H", FIELD_NAMES["H"], lambda p: _energy(view.energy_cards(p, "H")))
    row("I", FIELD_NAMES["I"], lambda p: _top(view, "energy_graveyard", p))
    row("J", FIELD_NAMES["J"], lambda p: _top(view, "sacrifice_field", p))
    parts.append(t)
    if view.viewer is not None:
        hand = [view.card(u).name for u in view.hand() if u is not None]
        parts.append(Text(f"Your hand: {'; '.join(hand) or 'empty'}"))
    return Group(*parts)
