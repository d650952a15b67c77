"""Replays: rules version + options + decks + seed + actions (DESIGN.md contract 5).

A replay is JSON (one object). Loading checks its size, nesting, schema and rules version; running it re-applies
every action and fails, naming the action's index, if one is no longer legal. A replay of an earlier rules version
runs if the game still reproduces that version (``Game.older_rules_versions``: the option values it implied). A
replay from a stranger cannot eat the machine: files over :data:`MAX_REPLAY_BYTES`, holding more than
:data:`MAX_VALUES` values or nested deeper than :data:`MAX_DEPTH` are refused unparsed; at most :data:`MAX_SEATS`
decks and :data:`MAX_ACTIONS` actions are read, and each game holds the decks in it to the decklist limits
(:mod:`tcgkit.core.decklist`).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Literal

from pydantic import BaseModel, Field, ValidationError

from tcgkit.core.errors import IllegalAction, ReplayError, StepLimit
from tcgkit.core.files import FileRefused, read_text
from tcgkit.core.match import Match

FORMAT = "tcgkit-replay"
MAX_REPLAY_BYTES = 20_000_000
"""A replay file larger than this is refused (a long game's replay is tens of kilobytes)."""
MAX_DEPTH = 20
"""JSON nested deeper than this is not a replay (a replay is at most about 5 levels deep)."""
MAX_VALUES = 1_000_000
"""JSON values (about: items and containers) a replay may hold (a long game's replay holds a few thousand; parsed,
a million take about 100 MB)."""
MAX_ACTIONS = 200_000
"""Actions a replay may hold (real games take tens to a few thousand decisions)."""
MAX_SEATS = 16
"""The most decks (seats) a replay may hold (the largest mode of any game seats four)."""


class Replay(BaseModel):
    """The stored tuple that reproduces a match exactly.

    Attributes:
        game: game id (registry key).
        rules_version: the game's ``rules_version`` when recorded.
        options: the rule options (all of them, defaults included).
        decks: one JSON deck per seat (``Game.deck_to_json``).
        seed: the match seed.
        setup: game-specific match settings (mode, players …).
        actions: every applied action, as lists.
        result: winners and reason, if the match ended (checked when replaying).
    """

    format: Literal["tcgkit-replay"] = FORMAT
    format_version: Literal[1] = 1
    game: str
    rules_version: str
    tcgkit_version: str = ""
    options: dict[str, Any]
    decks: list[Any] = Field(max_length=MAX_SEATS)
    seed: int = Field(strict=True, ge=-(2**63), lt=2**64)
    setup: dict[str, Any] = {}
    actions: list[list[Any]] = Field(max_length=MAX_ACTIONS)
    result: dict[str, Any] | None = None

    @classmethod
    def from_match(cls, match: Match) -> "Replay":
        """Record a match (running or ended)."""
        from tcgkit import __version__

        game = match.game
        inputs = match.inputs or {}
        result = None
        if match.ended:
            result = {"winners": list(match.winners), "reason": match.end_reason}
        return cls(
            game=game.id,
            rules_version=game.rules_version,
            tcgkit_version=__version__,
            options=game.options.model_dump(mode="json"),
            decks=inputs.get("decks", []),
            seed=inputs.get("seed", 0),
            setup=inputs.get("setup", {}),
            actions=[list(a) for a in match.history],
            result=result,
        )

    def save(self, path: str | Path) -> None:
        """Write the replay as JSON."""
        Path(path).write_text(self.model_dump_json(indent=None) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> "Replay":
        """Read a replay file.

        Raises:
            ReplayError: unreadable, not JSON, or not a tcgkit replay (says which field is wrong).
        """
        p = Path(path)
        try:
            raw = read_text(p, MAX_REPLAY_BYTES, "replay")
        except FileRefused as exc:
            raise ReplayError(str(exc)) from None
        values, depth = _shape(raw)
        if values > MAX_VALUES:
            raise ReplayError(f"{p}: holds more than {MAX_VALUES:,} values; a replay holds at most that many")
        if depth > MAX_DEPTH:
            raise ReplayError(f"{p}: nested {depth} levels deep; a replay is at most {MAX_DEPTH} deep")
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{p}: corrupt replay, not JSON "
                              f"(line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
        except (RecursionError, ValueError) as exc:  # ValueError: e.g. an integer with too many digits
            raise ReplayError(f"{p}: corrupt replay: {str(exc) or type(exc).__name__}") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ReplayError(f"{p}: not a tcgkit replay (no \"format\": \"{FORMAT}\" field)")
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            problems = "; ".join(f"{'.'.join(str(x) for x in e['loc'])}: {e['msg']}" for e in exc.errors()[:5])
            raise ReplayError(f"{p}: corrupt replay: {problems}") from None

    def run(self, until: int | None = None, each: Callable[[Match], None] | None = None) -> Match:
        """Rebuild the match by re-applying the actions.

        Args:
            until: apply only the first ``until`` actions.
            each: called with the match after its set-up and after every action (e.g. to narrate as it is played).

        Raises:
            ReplayError: unknown game, a rules version the game does not reproduce, bad options or decks (each game
                holds the decks in a replay to the decklist limits), an action that is not legal or that runs past the
                step budget (:class:`~tcgkit.core.errors.StepLimit`), with its index, or a final result that differs
                from the recorded one.
        """
        from tcgkit.core.registry import get_game

        try:
            game_cls = get_game(self.game)
        except KeyError as exc:
            raise ReplayError(str(exc)) from None
        if "log_events" in self.setup:
            raise ReplayError("setup: log_events is not a match setting")
        options = self.options
        if game_cls.rules_version != self.rules_version:
            implied = game_cls.older_rules_versions.get(self.rules_version)
            if implied is None:
                older = ", ".join(game_cls.older_rules_versions)
                raise ReplayError(
                    f"this replay was recorded with {self.game} rules version {self.rules_version}; "
                    f"this tcgkit plays rules version {game_cls.rules_version}"
                    + (f" and replays {older}" if older else "") + ", so it cannot reproduce the game"
                )
            options = {**implied, **self.options}  # the old version's defaults, under what was recorded
        try:
            game = game_cls(options)
            decks = [game.deck_from_json(d) for d in self.decks]
            match = game.new_match(decks, self.seed, **self.setup)
        except ReplayError:
            raise
        except Exception as exc:  # bad decks/options in the file
            raise ReplayError(f"cannot set the match up from the replay: {_short(exc)}") from None
        actions = self.actions if until is None else self.actions[:until]
        if each is not None:
            each(match)
        for i, action in enumerate(actions):
            try:
                match.apply(tuple(action))
            except IllegalAction as exc:
                raise ReplayError(f"action {i} {action!r:.80} is not legal when replayed: {exc.reason}") from None
            except StepLimit as exc:  # a loop between the cards of the replay's decks: bounded, and said in one line
                raise ReplayError(f"action {i}: {exc}") from None
            if each is not None:
                each(match)
        if until is None and self.result is not None:
            got = {"winners": list(match.winners), "reason": match.end_reason} if match.ended else None
            if got != self.result:
                raise ReplayError(f"the replay does not reproduce: recorded result {self.result}, replayed {got}")
        return match


def _short(exc: Exception) -> str:
    """An exception as one line of at most 300 characters (a message may quote a stranger's data)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 300 else text[:297] + "..."


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[][{}]")


def _shape(text: str) -> tuple[int, int]:
    """About how many values JSON text holds (separators and openings, outside strings; at least the true count
    of containers and list items) and how deeply ``[``/``{`` nest — read before parsing, which would recurse and
    build every value. Strings are cut out by a regular expression first, so only the brackets are walked in Python,
    and only when the count is within :data:`MAX_VALUES`."""
    bare = _STRING.sub("", text)
    values = bare.count(",") + bare.count("[") + bare.count("{")
    if values > MAX_VALUES:
        return values, 0
    depth = deepest = 0
    for ch in _BRACKETS.findall(bare):
        if ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return values, deepest
