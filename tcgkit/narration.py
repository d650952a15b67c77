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


class Narrator:
    """Narrates a match while it is played: each event right after the action that emitted it, so the words (the
    place that tells a card from its twin, what is face up) are those of that moment, not of the end.

    Args:
        seat: whose events (``Match.events``); ``None``: every event as an omniscient reader tells it
            (``Match.full_events``: of a secret pair only the detailed half), as the demo and replays do.

    Call :meth:`catch_up` after every action (and once before the first, for the set-up); it returns the new
    ``(event, line)`` pairs and keeps them all in :attr:`lines`.
    """

    def __init__(self, game: Game, match: Match, seat: int | None = None) -> None:
        self.game, self.match, self.seat = game, match, seat
        self.lines: list[tuple[Event, str]] = []
        self._pos = 0

    def catch_up(self) -> list[tuple[Event, str]]:
        log = self.match.log or []
        new = log[self._pos:]
        self._pos = len(log)
        if self.seat is None:
            mine = [e for e in new if not e[2].get("redacted")]
        else:
            bit = 1 << self.seat
            mine = [e for e in new if e[1] & bit]
        lines = list(narrate(self.game, self.match, mine))
        self.lines += lines
        return lines


def print_events(console: Console, game: Game, match: Match, events: Iterable[Event], indent: str = "  ") -> int:
    """Narrate events now and print them (turn/round starts as headings); returns how many lines were printed.
    To narrate a match as it is played, use a :class:`Narrator` and :func:`print_lines`."""
    return print_lines(console, game, narrate(game, match, events), indent)


def print_lines(console: Console, game: Game, lines: Iterable[tuple[Event, str]], indent: str = "  ") -> int:
    """Print narrated ``(event, line)`` pairs, turn/round starts as headings; returns how many were printed."""
    n = 0
    heading = game.presentation.is_heading
    for event, text in lines:
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
