"""The terminal table's reading commands: what a player may look at besides choosing an action.

At the prompt of ``tcgkit play`` a player may type, besides an action's number:

* ``c QUERY`` — read a card: its facts and rendered description, and its public state when it is on the table.
  QUERY is a card number/id, a name (or part of one), or ``#UID`` for one card on the table. Only cards the player
  may see are searched on the table; any card of the pool may be read by id or name (its rules are public);
* ``z`` — list every zone with its card count; ``z NAME [PLAYER]`` — the cards of a zone the player may see
  (a trash, a discard pile, the opponent's leader …); hidden cards show as a count;
* ``t`` — the table again; ``l`` — the whole log so far; ``h`` — this help; ``q`` — concede and quit.
"""

from __future__ import annotations

from typing import Any

from rich.console import Console

from tcgkit.core.game import Game
from tcgkit.core.view import View

HELP = ("Type an action's number, or: c QUERY (read a card: number, name or #uid), z (zones), z NAME [PLAYER] "
        "(look at a zone), t (the table), l (the log), h (help), q (concede and quit).")


def read_card(out: Console, game: Game, view: View, query: str) -> None:
    """Print the cards ``query`` names: on the table (visible to the viewer) first, else from the card pool."""
    q = query.strip()
    if not q:
        out.print("c needs a card: its number, its name (or part of it), or #uid", markup=False)
        return
    shown = 0
    for zone in view.to_dict()["zones"]:
        for card in zone["cards"]:
            if card is not None and _matches(card, q):
                d = view.card(card["uid"])
                owner = f" of player {zone['owner']}" if zone["owner"] >= 0 else ""
                out.print(f"#{card['uid']} in {zone['zone']}{owner}:", style="bold", markup=False)
                out.print(game.presentation.describe_card(d), markup=False)
                state = {k: v for k, v in card.items() if k not in ("uid", "id", "name")}
                if state:
                    out.print("  now: " + ", ".join(f"{k} {v}" for k, v in state.items()), markup=False)
                shown += 1
                if shown >= 5:
                    out.print("(more match; narrow the query)", markup=False)
                    return
    if shown:
        return
    pool = game.pool or {}
    hits = [d for d in pool.values() if _matches({"id": getattr(d, "id", ""), "name": getattr(d, "name", "")}, q)]
    if not hits:
        out.print(f"no card {q!r} that you can see, and none in the {game.title} card pool", markup=False)
        return
    for d in hits[:5]:
        out.print(f"{getattr(d, 'id', '?')} (from the card pool):", style="bold", markup=False)
        out.print(game.presentation.describe_card(d), markup=False)
    if len(hits) > 5:
        out.print(f"(and {len(hits) - 5} more; narrow the query)", markup=False)


def show_zones(out: Console, view: View, args: list[str]) -> None:
    """``z``: every zone with its count; ``z NAME [PLAYER]``: what the viewer sees of that zone."""
    zones = view.to_dict()["zones"]
    if not args:
        parts = [f"{z['zone']}{'@' + str(z['owner']) if z['owner'] >= 0 else ''} ({z['count']})" for z in zones]
        out.print("zones: " + ", ".join(parts), markup=False)
        return
    name = args[0]
    try:
        owner = int(args[1]) if len(args) > 1 else None
    except ValueError:
        out.print(f"{args[1]!r} is not a player number", markup=False)
        return
    found = [z for z in zones if z["zone"] == name and (owner is None or z["owner"] == owner)]
    if not found:
        out.print(f"no zone {name!r}; type z for the list", markup=False)
        return
    for z in found:
        who = f" of player {z['owner']}" if z["owner"] >= 0 else ""
        seen = [c for c in z["cards"] if c is not None]
        hidden = z["count"] - len(seen)
        out.print(f"{z['zone']}{who}: {z['count']} card(s)" + (f", {hidden} hidden from you" if hidden else ""),
                  markup=False)
        for c in seen:
            out.print(f"  #{c['uid']} {c['name']} ({c['id']})", markup=False)


def _matches(card: dict[str, Any], q: str) -> bool:
    if q.startswith("#"):
        return str(card.get("uid")) == q[1:]
    ql = q.casefold()
    return str(card.get("id", "")).casefold() == ql or ql in str(card.get("name", "")).casefold()
