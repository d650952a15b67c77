"""Narrated logs for people: events and views through the game's :class:`~tcgkit.core.game.Presentation`.

Shared by ``tcgkit play``, ``tcgkit replay`` and ``tcgkit demo``. Text from a game is printed as is (no rich markup
parsing, so a ``[`` in a card name is safe); a game that wants colour returns a rich renderable instead.
"""

from __future__ import annotations

from typing import Any, Iterable, Iterator

from rich.console import Console

from tcgkit.core.game import Game
from tcgkit.core.match import Event, Match

def narrate(game: Game, match: Match, events: Iterable[Event]) -> Iterator[tuple[Event, str]]:
    """Each event with its narration, skipping the events the game keeps out of logs (narration ``None``)."""
    describe = game.presentation.describe_event
    for event in events:
        text = describe(match, event)
        if text is not None:
            yield event, text


def print_events(console: Console, game: Game, match: Match, events: Iterable[Event], indent: str = "  ") -> int:
    """Print narrated events, turn/round starts as headings; returns how many lines were printed."""
    n = 0
    heading = game.presentation.is_heading
    for event, text in narrate(game, match, events):
        if heading(event[0]):
            console.print()
            console.print(text, style="bold", markup=False, highlight=False)
        else:
            console.print(f"{indent}{text}", markup=False, highlight=False)
        n += 1
    return n


def print_renderable(console: Console, thing: Any) -> None:
    """Print what ``Game.render`` returned: plain text verbatim, a rich renderable as itself."""
    if isinstance(thing, str):
        console.print(thing, markup=False, highlight=False)
    else:
        console.print(thing)


def result_line(match: Match, seat_names: list[str] | None = None) -> str:
    """``"seat 0 (deckA) wins (reason)"``, ``"draw (reason)"``, or ``"not finished"``."""
    if not match.ended:
        return "not finished"
    if not match.winners:
        return f"draw ({match.end_reason})"
    names = [f"seat {p}" + (f" ({seat_names[p]})" if seat_names else "") for p in match.winners]
    verb = "wins" if len(names) == 1 else "win"
    return f"{' and '.join(names)} {verb} ({match.end_reason})"
