"""Creating a match from the lobby: the request's schema, and turning it into decks, seats and a started match with
the same checks and messages as the command line (``tcgkit play``): unknown games, modes, options and agents are
named, and every deck problem is reported as ``deck N: file:line: message (rule)``.

Decks come from the game (``default``: ``Game.default_decks(mode)``), from the decklists shipped in the game's
package (``shipped``, by file name), or pasted (``text``, in any format ``Game.load_deck`` reads: the ``filename``'s
suffix picks it, e.g. ``.dek`` or ``.fe0d`` for Fire Emblem).
"""

from __future__ import annotations

import secrets
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr

from tcgkit.core.decklist import MAX_DECKLIST_BYTES
from tcgkit.core.errors import DeckError, TcgkitError
from tcgkit.core.files import card_files_refused
from tcgkit.core.game import Game
from tcgkit.core.match import Match
from tcgkit.sim.agents import agent_factories, default_agent
from tcgkit.sim.seating import resolve_mode, seat_range

DECK_SUFFIXES = (".txt", ".dek", ".fe0d", ".json", ".yaml")
PASTED_CARD_FILE = ("a pasted decklist cannot name a card file: the server reads no file of a player's "
                    "(play user cards with `tcgkit play` or `tcgkit simulate`)")
"""Why a pasted decklist's ``cards:`` line is refused (:func:`~tcgkit.core.files.card_files_refused`)."""


class DeckChoice(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: Literal["default", "shipped", "text"] = "default"
    name: StrictStr | None = Field(None, max_length=120)
    text: StrictStr | None = Field(None, max_length=MAX_DECKLIST_BYTES)
    filename: StrictStr | None = Field(None, max_length=120)


class SeatChoice(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: Literal["person", "agent"] = "person"
    agent: StrictStr | None = Field(None, max_length=64)


class CreateRequest(BaseModel):
    """``POST /api/matches``: the game, its mode and rule options, one deck per deck slot of the mode, one seat
    choice per seat (missing ones: seat 0 a person, the rest the game's default agent), and which seat the creator
    takes (``None``: none, e.g. to watch agents)."""

    model_config = ConfigDict(extra="forbid")
    game: StrictStr = Field(max_length=64)
    mode: StrictStr | None = Field(None, max_length=64)
    options: dict[str, Any] = Field(default_factory=dict, max_length=64)
    decks: list[DeckChoice] = Field(default_factory=list, max_length=8)
    seats: list[SeatChoice] = Field(default_factory=list, max_length=8)
    take_seat: StrictInt | None = 0


class LobbyError(TcgkitError):
    """A request the lobby refuses; ``problems`` lists every deck problem when there are several."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.problems = problems or []


@dataclass
class Prepared:
    """A match ready to be stored and served."""

    game: Game
    match: Match
    mode: str
    seed: int
    decks: list[Any]
    deck_labels: list[str]
    seats: list[SeatChoice]


def shipped_decks(game: Game) -> list[str]:
    """The decklist files shipped in the game's package (``tcgkit/games/<id>/decks/``), by file name."""
    folder = _deck_dir(game)
    if folder is None:
        return []
    return sorted(p.name for p in folder.iterdir() if p.suffix in DECK_SUFFIXES and p.is_file())


def _deck_dir(game: Game) -> Path | None:
    module = sys.modules.get(type(game).__module__)
    if module is None or not getattr(module, "__file__", None):
        return None
    folder = Path(module.__file__).parent / "decks"
    return folder if folder.is_dir() else None


def prepare(req: CreateRequest, make_game) -> Prepared:
    """Check a creation request and start its match (run to the first decision).

    Args:
        make_game: ``(game_id, options) -> Game`` (raises ``KeyError`` for an unknown id, ``TcgkitError`` for
            bad options).

    Raises:
        LobbyError: anything the request gets wrong, in words (deck problems listed in ``problems``).
    """
    try:
        game = make_game(req.game, req.options)
    except KeyError as exc:
        raise LobbyError(exc.args[0]) from None
    except TcgkitError as exc:
        raise LobbyError(str(exc)) from None
    try:
        mode = resolve_mode(game, req.mode)
    except TcgkitError as exc:
        raise LobbyError(str(exc)) from None
    lo, hi = seat_range(game, mode)
    n = len(req.decks) or lo
    if not lo <= n <= hi:
        need = str(lo) if lo == hi else f"{lo} to {hi}"
        raise LobbyError(f"{game.id} mode {mode!r} takes {need} decks, not {n}")
    choices = list(req.decks) + [DeckChoice()] * (n - len(req.decks))
    decks, labels = _load_decks(game, mode, choices)
    _refuse_invalid(game, decks, labels, mode)
    seed = secrets.randbelow(2**62)
    setup = {"mode": mode} if req.mode is not None else {}  # as ``tcgkit play``: a mode only when one is chosen
    try:
        match = game.new_match(decks, seed, **setup)
    except TcgkitError as exc:
        raise LobbyError(str(exc)) from None
    seats = _seats(game, mode, match.n_players, req.seats)
    if req.take_seat is not None and not (0 <= req.take_seat < match.n_players
                                          and seats[req.take_seat].kind == "person"):
        raise LobbyError(f"take_seat {req.take_seat} is not a person's seat of this match")
    return Prepared(game, match, mode, seed, decks, labels, seats)


def _load_decks(game: Game, mode: str, choices: list[DeckChoice]) -> tuple[list[Any], list[str]]:
    decks, labels = [], []
    defaults: list[Any] | None = None
    shipped = shipped_decks(game)
    for k, choice in enumerate(choices, start=1):
        if choice.source == "default":
            if defaults is None:
                try:
                    defaults = game.default_decks(mode)
                except NotImplementedError:
                    raise LobbyError(f"{game.id} has no default decks: choose or paste deck {k}") from None
            decks.append(defaults[(k - 1) % len(defaults)])
            labels.append(getattr(decks[-1], "name", "") or "default deck")
        elif choice.source == "shipped":
            if choice.name not in shipped:
                raise LobbyError(f"deck {k}: {game.id} ships no decklist {choice.name!r}; "
                                 f"it ships {', '.join(shipped) or 'none'}")
            decks.append(_read(game, _deck_dir(game) / choice.name, choice.name))
            labels.append(Path(choice.name).stem)
        else:
            if not choice.text or not choice.text.strip():
                raise LobbyError(f"deck {k}: the pasted decklist is empty")
            name = Path(choice.filename or f"deck-{k}.txt").name
            if "\x00" in name:
                raise LobbyError(f"deck {k}: the file name holds a NUL byte (\\x00)")
            if Path(name).suffix.lower() not in DECK_SUFFIXES:
                name += ".txt"
            with tempfile.TemporaryDirectory(prefix="tcgkit-deck-") as tmp, card_files_refused(PASTED_CARD_FILE):
                path = Path(tmp) / name
                path.write_text(choice.text, encoding="utf-8")
                decks.append(_read(game, path, name, tmp))
            labels.append(Path(name).stem)
    return decks, labels


def _read(game: Game, path: Path, label: str, folder: str | None = None) -> Any:
    try:
        return game.load_deck(path)
    except DeckError as exc:
        msg = str(exc)
        raise LobbyError(msg.replace(f"{folder}/", "") if folder else msg.replace(str(path), label)) from None
    except NotImplementedError:
        raise LobbyError(f"{game.id} cannot read decklists") from None


def _refuse_invalid(game: Game, decks: list[Any], labels: list[str], mode: str) -> None:
    try:
        problems = game.validate_match_decks(decks, mode)
    except NotImplementedError:
        return
    except (TcgkitError, ValueError) as exc:
        raise LobbyError(str(exc)) from None
    errors = [str(p) for p in problems if p.severity != "warning"]
    if errors:
        raise LobbyError(f"{len(errors)} deck problem(s): these decks cannot play a {game.id} {mode} match", errors)


def _seats(game: Game, mode: str, n: int, given: list[SeatChoice]) -> list[SeatChoice]:
    factories = agent_factories(game)
    plan = game.presentation.demo_plan()
    planned = plan.get("agents") if plan.get("mode", mode) == mode else None
    seats = []
    for p in range(n):
        if p < len(given):
            choice = given[p]
        elif p == 0:
            choice = SeatChoice(kind="person")
        else:
            agent = planned[p] if planned and p < len(planned) else default_agent(game)
            choice = SeatChoice(kind="agent", agent=agent)
        if choice.kind == "agent":
            name = choice.agent or default_agent(game)
            if name not in factories:
                raise LobbyError(f"seat {p}: {game.id} has no agent called {name!r}; its agents are: "
                                 f"{', '.join(factories)}")
            choice = SeatChoice(kind="agent", agent=name)
        seats.append(choice)
    if len(given) > n:
        raise LobbyError(f"this {game.id} {mode} match has {n} seats; {len(given)} were given")
    return seats
