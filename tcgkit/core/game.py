"""Games: rules + named options + card pool, and the registry the CLI and simulator use.

A game package (``tcgkit.games.<id>``) defines a :class:`Game` subclass and registers it in
:data:`tcgkit.games.REGISTRY`. Everything game-specific the tools need goes through this interface, so the CLI,
the simulator, replays and scenarios work for every game alike.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar, Sequence

from pydantic import BaseModel, ConfigDict, ValidationError

from tcgkit.core.errors import TcgkitError
from tcgkit.core.match import Action, Event, Match, View


class RuleOptions(BaseModel):
    """Base of every game's named rulings (``options.py``). Frozen; unknown names are an error."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Game:
    """A game = rules + options + card pool (DESIGN.md contract 1).

    Subclasses set the class attributes and implement the abstract methods.

    Class attributes:
        id: registry key, e.g. ``"gundam"``.
        title: human name, e.g. ``"Gundam Card Game"``.
        rules_version: bumped whenever a rules change could change a replay's outcome.
        Options: the :class:`RuleOptions` subclass of named rulings.
        view_class: the :class:`~tcgkit.core.match.View` subclass for this game.
    """

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    rules_version: ClassVar[str] = "0"
    Options: ClassVar[type[RuleOptions]] = RuleOptions
    view_class: ClassVar[type[View]] = View

    def __init__(self, options: RuleOptions | dict | None = None) -> None:
        """Args:
            options: a ``self.Options`` instance or a dict of option names to values (defaults for the rest).

        Raises:
            TcgkitError: an unknown option name or a bad value, naming it.
        """
        if options is None:
            options = self.Options()
        elif isinstance(options, dict):
            try:
                options = self.Options(**options)
            except ValidationError as exc:
                raise TcgkitError(f"bad rule options for {self.id}: {exc}") from None
        self.options = options

    # -------------------------------------------------------------------------------------------- matches

    def new_match(self, decks: Sequence[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """Start a match and run it to its first decision.

        Args:
            decks: one deck per seat, as returned by :meth:`load_deck` (or :meth:`deck_from_json`).
            seed: any integer; with the same decks, options and actions the match is identical.
            log_events: keep the event log.
            **setup: game-specific match settings (e.g. ``mode="2v2"``, ``first_player=1``), stored in replays.

        Raises:
            TcgkitError: wrong number of decks for the mode, or bad settings.
        """
        match = self.create_match(list(decks), seed, log_events=log_events, **setup)
        match.inputs = {
            "decks": [self.deck_to_json(d) for d in decks],
            "seed": seed,
            "setup": dict(setup),
        }
        match.run()
        return match

    def create_match(self, decks: list[Any], seed: int, log_events: bool = True, **setup: Any) -> Match:
        """Build the match and schedule its set-up frames (do not run them). Implemented by each game."""
        raise NotImplementedError

    # -------------------------------------------------------------------------------------------- decks

    def load_deck(self, path: str | Path) -> Any:
        """Read a decklist file into the game's deck object.

        Raises:
            DeckError: unreadable file, bad line, unknown card (with file and line).
        """
        raise NotImplementedError

    def validate_deck(self, deck: Any, format: str | None = None) -> list["DeckProblem"]:
        """Every rule the deck breaks, empty if legal."""
        raise NotImplementedError

    def validate_decks(self, decks: Sequence[Any], format: str | None = None) -> list["DeckProblem"]:
        """Every rule a set of decks breaks together (formats that use several decks, e.g. a tournament's three).

        Returns:
            The set's problems. A problem of one deck has its message prefixed ``"deck N: "`` (N from 1, in the order
            given); a problem of the set as a whole (e.g. a hero in two decks) has no prefix. The default checks each
            deck alone with :meth:`validate_deck`; games with multi-deck formats override it.
        """
        out = []
        for i, deck in enumerate(decks, start=1):
            for problem in self.validate_deck(deck, format):
                out.append(problem.model_copy(update={"message": f"deck {i}: {problem.message}"}))
        return out

    def deck_to_json(self, deck: Any) -> Any:
        """A JSON-able form of a deck, stored in replays."""
        raise NotImplementedError

    def deck_from_json(self, data: Any) -> Any:
        """Inverse of :meth:`deck_to_json`."""
        raise NotImplementedError

    # -------------------------------------------------------------------------------------------- narration

    def describe_action(self, match: Match, action: Action) -> str:
        """A short human description of a legal action of the pending decision."""
        return " ".join(str(x) for x in action)

    def describe_event(self, match: Match, event: Event) -> str | None:
        """One line of narration for an event, or ``None`` to keep it out of narrated logs."""
        kind, _vis, data = event
        return f"{kind} {data}"

    def agents(self) -> dict[str, Any]:
        """Agent factories this game offers beyond the generic ``random``: name -> ``callable(seed) -> Agent``."""
        return {}

    # -------------------------------------------------------------------------------------------- tools

    def modes(self) -> dict[str, int | tuple[int, int]]:
        """Match modes this game plays: mode name -> number of decks (or an inclusive (min, max) range).

        The first mode is the default. ``new_match(..., mode=NAME)`` selects one.
        """
        return {"standard": 2}

    def default_decks(self, mode: str | None = None) -> list[Any]:
        """Decks shipped with the project for demos and benchmarks, one per seat of ``mode``."""
        raise NotImplementedError

    def render(self, view: View) -> Any:
        """A rich renderable of a player's view for the terminal UI (``tcgkit play``)."""
        return str(view.to_dict())

    def summary(self, match: Match) -> dict[str, Any]:
        """Per-game statistics for the simulator's JSON lines, at least ``{"turns": int}``."""
        return {"turns": getattr(match, "turn_number", 0)}

    def scenario_match(self, spec: dict, source: str) -> Match:
        """Build a match from a scenario file's ``setup`` mapping (docs/scenarios.md).

        Raises:
            ScenarioError: unknown cards, zones or steps, naming the key at fault.
        """
        raise NotImplementedError

    def scenario_action(self, match: Match, item: Any, source: str) -> Action:
        """Turn one entry of a scenario's ``actions`` list into an action of the pending decision."""
        return tuple(item)

    def scenario_check(self, match: Match, expect: dict, source: str) -> list[str]:
        """Compare a match with a scenario's ``expect`` mapping; one message per mismatch (empty: passed)."""
        raise NotImplementedError


class DeckProblem(BaseModel):
    """One broken deck rule.

    Attributes:
        rule: short rule name, e.g. ``"main_deck_size"``.
        message: a full sentence with the numbers, e.g. "the main deck has 55 cards; 50 are required".
        line: 1-based decklist line the problem is about, if any.
        source: rule source, e.g. "Gundam CR 5-1".
    """

    rule: str
    message: str
    line: int | None = None
    source: str = ""

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        src = f" [{self.source}]" if self.source else ""
        return f"{where}{self.message} ({self.rule}){src}"
