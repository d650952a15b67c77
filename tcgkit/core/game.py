"""The game contract: a small :class:`Game` (options, card pool, decks, new match) with two optional adapters.

A game package (``tcgkit.games.<id>``) defines a :class:`Game` subclass and registers it in ``tcgkit.games``; the
core never imports that registry (tools pass a lookup). What tools need beyond rules goes through two adapters the
game may provide:

* :class:`Presentation` (``Game.Presentation``) — words and pictures for people: actions, events (from the game's
  declared :class:`~tcgkit.core.kinds.Kinds`), card descriptions, the terminal table, per-game statistics;
* :class:`~tcgkit.core.scenario.ScenarioAdapter` (``Game.Scenarios``) — the game's own scenario keys.
"""

from __future__ import annotations

from dataclasses import make_dataclass
from functools import cache
from pathlib import Path
from types import UnionType
from typing import TYPE_CHECKING, Any, ClassVar, Sequence, TypeVar, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from tcgkit.core.decklist import DeckFileFormat, read_deck_file
from tcgkit.core.errors import TcgkitError
from tcgkit.core.kinds import Kinds
from tcgkit.core.match import Match
from tcgkit.core.presentation import Presentation
from tcgkit.core.search_hints import SearchHints  # noqa: F401  (part of the game contract: Game.search_hints)
from tcgkit.core.view import View

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.scenario.adapter import ScenarioAdapter


_T = TypeVar("_T")

MAX_OPTION_INT = 1_000_000
"""The largest magnitude of any whole-number rule option (a game's own field bounds are usually tighter)."""


class RuleOptions(BaseModel):
    """Base of every game's named rulings (``options.py``). Frozen; unknown names are an error.

    Whole-number options (``int``, ``int | None``, tuples of ``int``) take whole numbers only: ``true``, ``3.0`` or
    ``"3"`` are refused rather than read as numbers, and so is any number beyond :data:`MAX_OPTION_INT` (checked
    before the game's own bounds, so nothing downstream sees an unbounded value).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    @model_validator(mode="before")
    @classmethod
    def _whole_numbers(cls, data: Any) -> Any:
        if isinstance(data, dict):
            for name, value in data.items():
                field = cls.model_fields.get(name) if isinstance(name, str) else None
                if field is not None:
                    try:
                        _check_whole(field.annotation, value)
                    except ValueError as exc:
                        raise ValueError(f"{name}: {exc}") from None
        return data

    def plain(self) -> Any:
        """These options as a plain frozen record (a slotted dataclass made once per options class) with the same
        names and values, for the rules to read on their hot paths: pydantic models answer ``__getattr__``, which
        sends every attribute read, even of a field, the interpreter's slow way (about 40 ns against 8 in a loop,
        and compiled code cannot cache it; a random Soulbound game reads some 640 options). Setting a value raises
        ``dataclasses.FrozenInstanceError``; serialise the model itself (``model_dump``), not this."""
        names = tuple(type(self).model_fields)
        return _plain_class(type(self), names)(*[getattr(self, name) for name in names])


@cache
def _plain_class(cls: type, names: tuple[str, ...]) -> type:
    """The frozen record class of :meth:`RuleOptions.plain` for ``cls`` (made at its first use)."""
    return make_dataclass(f"{cls.__name__}Values", names, frozen=True, slots=True)


def _check_whole(annotation: Any, value: Any) -> None:
    """Refuse a value of the wrong kind for a whole-number annotation (see :class:`RuleOptions`)."""
    origin, args = get_origin(annotation), get_args(annotation)
    if annotation is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"expected a whole number, got {value!r:.40}")
        if abs(value) > MAX_OPTION_INT:
            text = str(value) if abs(value) < 10**20 else f"a number of {len(str(abs(value)))} digits"
            raise ValueError(f"{text} is out of range (at most {MAX_OPTION_INT:,} in size)")
    elif origin in (Union, UnionType) and int in args and value is not None:
        _check_whole(int, value)
    elif origin is tuple and int in args and isinstance(value, (list, tuple)):
        for v in value:
            _check_whole(int, v)


def options_error(game_id: str, exc: ValidationError) -> str:
    """A pydantic error about rule options as one line: ``NAME: what is wrong`` per problem."""
    parts = []
    for err in exc.errors()[:5]:
        name = ".".join(str(x) for x in err["loc"])
        msg = err["msg"].removeprefix("Value error, ")
        if err["type"] == "extra_forbidden":
            msg = "unknown option (`tcgkit games` lists each game's options)"
        parts.append(f"{name}: {msg}" if name else msg)
    return f"bad rule options for {game_id}: " + "; ".join(parts)


class Game:
    """A game = rules + options + card pool (DESIGN.md contract 1).

    Class attributes:
        id: registry key, e.g. ``"gundam"``.
        title: human name, e.g. ``"Gundam Card Game"``.
        rules_version: bumped whenever a rules change could change a replay's outcome.
        older_rules_versions: earlier rules versions whose replays this code still reproduces, each mapped to the
            option values that version played with by default (the old readings kept as named options); a replay
            recorded under one runs with those values, its own recorded options taking precedence.
        Options: the :class:`RuleOptions` subclass of named rulings.
        kinds: the game's declared event, decision and action kinds.
        view_class: the :class:`~tcgkit.core.view.View` subclass for this game.
        Presentation: the :class:`Presentation` subclass (words and pictures for people).
        Scenarios: the :class:`~tcgkit.core.scenario.ScenarioAdapter` subclass, or ``None``.
        vocabulary: the card language (:class:`~tcgkit.core.effects.Vocabulary`): its timings are what
            :func:`~tcgkit.core.effects.fire` looks up; ``None`` for a game without abilities.
    """

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""
    rules_version: ClassVar[str] = "0"
    older_rules_versions: ClassVar[dict[str, dict[str, Any]]] = {}
    Options: ClassVar[type[RuleOptions]] = RuleOptions
    kinds: ClassVar[Kinds] = Kinds()
    view_class: ClassVar[type[View]] = View
    Presentation: ClassVar[type["Presentation"]]
    Scenarios: ClassVar[type["ScenarioAdapter"] | None] = None
    vocabulary: ClassVar[Any] = None

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
                options = self.Options.model_validate(options)
            except ValidationError as exc:
                raise TcgkitError(options_error(self.id, exc)) from None
        self.options = options
        self._presentation: Presentation | None = None
        self.pool = self.load_pool()

    # -------------------------------------------------------------------------------------------- the pool

    def load_pool(self) -> Any:
        """The card pool this game object holds as ``self.pool``: card definitions by id (each immutable, with at
        least ``id`` and ``name``), loaded once per process and shared. Default: empty."""
        return {}

    # -------------------------------------------------------------------------------------------- matches

    def modes(self) -> dict[str, int | tuple[int, int]]:
        """Match modes this game plays: mode name -> number of decks (or an inclusive (min, max) range).

        The first mode is the default. ``new_match(..., mode=NAME)`` selects one.
        """
        return {"standard": 2}

    def decks_per_seat(self, mode: str | None = None) -> int:
        """How many decks each seat (player) of ``mode`` (default: the game's first mode) brings: 1 by default.

        In a mode where each player brings a set of decks (GWENT's tournament: three), a match takes its decks
        seat by seat, so ``n`` decks make ``n // k`` seats and seat ``s`` plays ``decks[s * k:(s + 1) * k]``
        (:func:`seat_blocks`). Tools that seat decks (the simulator's rotation, the ladder's agents) move such a
        block as a whole and give it one agent.
        """
        return 1

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

    def deck_file_formats(self) -> Sequence["DeckFileFormat"]:
        """The file formats this game reads decklists from and writes them to, its own text format first
        (:class:`~tcgkit.core.decklist.DeckFileFormat`). Default: none."""
        return ()

    def load_deck(self, path: str | Path, file_format: str | None = None) -> Any:
        """Read a decklist file into the game's deck object, in ``file_format`` if given, else in the format its
        suffix names, else in the game's own text format (:func:`~tcgkit.core.decklist.read_deck_file`).

        Raises:
            DeckError: unreadable file, unknown format, bad line, unknown card (with file and line).
            NotImplementedError: the game reads no decklists.
        """
        formats = self.deck_file_formats()
        if not formats:
            raise NotImplementedError
        return read_deck_file(formats, path, file_format)

    def write_deck(self, deck: Any, file_format: str) -> str:
        """The deck as the text of ``file_format`` (``tcgkit deck export``).

        Raises:
            TcgkitError: an unknown format (listing the known ones), or a deck the format cannot hold.
        """
        fmt = next((f for f in self.deck_file_formats() if f.name == file_format), None)
        if fmt is None:
            known = ", ".join(f.name for f in self.deck_file_formats()) or "none"
            raise TcgkitError(f"{self.id} writes no file format {file_format!r}; known: {known}")
        return fmt.write(deck)

    def not_yet_playable(self, deck: Any) -> list[str]:
        """The cards of ``deck`` tcgkit cannot play yet (their effects are not declared), each as its id and name
        (``"GD02-028 (Gundam Mk-II)"``): such a deck validates, but a match refuses it, and ``play``, ``simulate``
        and ``deck compare`` refuse it before any game starts. Default: none."""
        return []

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

    def validate_match_decks(self, decks: Sequence[Any], mode: str | None = None) -> list["DeckProblem"]:
        """Every problem that keeps ``decks`` from playing a match of ``mode`` together (``play`` and ``simulate``
        refuse such decks up front). Same message form as :meth:`validate_decks`; the default checks each deck alone
        in the game's default format. Games whose modes use other formats (a solo opponent's deck, a tournament's
        set of three) override it."""
        return self.validate_decks(decks, None)

    def deck_to_json(self, deck: Any) -> Any:
        """A JSON-able form of a deck, stored in replays."""
        raise NotImplementedError

    def deck_from_json(self, data: Any) -> Any:
        """Inverse of :meth:`deck_to_json`."""
        raise NotImplementedError

    def default_decks(self, mode: str | None = None) -> list[Any]:
        """Decks shipped with the project for demos and benchmarks, one per seat of ``mode``."""
        raise NotImplementedError

    def agents(self) -> dict[str, Any]:
        """Agent factories this game offers beyond the generic ``random`` and the search agents every game gets
        (``ismcts``, ``easy``, ``normal``, ``hard``): name -> ``callable(seed) -> Agent``."""
        return {}

    def search_hints(self) -> "SearchHints":
        """What this game tells search agents (ISMCTS, :mod:`tcgkit.ai.ismcts`): its evaluation of a position, how
        rollouts should go, and the iteration budget of the ``normal`` level. Default: no evaluation, random
        rollouts to the end, 200 iterations."""
        return SearchHints()

    # -------------------------------------------------------------------------------------------- adapters

    @property
    def presentation(self) -> "Presentation":
        """The game's words and pictures (one instance per game object)."""
        if self._presentation is None:
            cls = getattr(type(self), "Presentation", None) or Presentation
            self._presentation = cls(self)
        return self._presentation

    def scenarios(self) -> "ScenarioAdapter":
        """The game's scenario adapter.

        Raises:
            NotImplementedError: the game does not read scenario files yet.
        """
        if self.Scenarios is None:
            raise NotImplementedError(f"{self.id} does not read scenario files yet")
        return self.Scenarios(self)

    def check_cards(self, path: str | Path) -> list["DeckProblem"]:
        """Card authoring: every problem of a file of user-made cards (``tcgkit card check``).

        Raises:
            NotImplementedError: the game has no card authoring.
        """
        raise NotImplementedError(f"{self.id} has no card authoring")


def seat_blocks(items: Sequence[_T], per_seat: int) -> list[list[_T]]:
    """The decks (or deck names, or indices) of a match split seat by seat: seat ``s`` gets
    ``items[s * per_seat:(s + 1) * per_seat]`` (:meth:`Game.decks_per_seat`).

    Raises:
        ValueError: ``per_seat`` is below 1, or ``len(items)`` is not a multiple of it.
    """
    if per_seat < 1 or len(items) % per_seat:
        raise ValueError(f"{len(items)} decks do not split into seats of {per_seat}")
    return [list(items[s:s + per_seat]) for s in range(0, len(items), per_seat)]


class DeckProblem(BaseModel):
    """One broken deck rule (or, from ``check_cards``, one problem of a card).

    Attributes:
        rule: short rule name, e.g. ``"main_deck_size"``.
        message: a full sentence with the numbers, e.g. "the main deck has 55 cards; 50 are required".
        line: 1-based line the problem is about, if any.
        source: rule source, e.g. "Gundam CR 5-1".
        severity: ``"error"`` (the deck or card is not legal) or ``"warning"`` (legal, but outside a design
            guideline).
    """

    rule: str
    message: str
    line: int | None = None
    source: str = ""
    severity: str = "error"

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line is not None else ""
        src = f" [{self.source}]" if self.source else ""
        return f"{where}{self.message} ({self.rule}){src}"
