"""Run scenario files: set up a position, apply actions, check what must hold (docs/scenarios.md).

Usage::

    result = run_scenario("tests/scenarios/gundam/two_damage_one_shield.yaml")
    result.passed, result.messages

Outcomes: a scenario *passes*, *fails* (a step or an expectation does not hold: ``result.messages`` says which), or
is *malformed* (:class:`ScenarioError`: bad YAML, an unknown key, a bad option, or a ``setup``/``do`` the game cannot
read). A game hook that crashes is an *error* (a failure whose message carries the exception).
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from tcgkit.core.errors import DeckError, IllegalAction, ScenarioError, TcgkitError
from tcgkit.core.scenario.envelope import Scenario, load_scenario
from tcgkit.core.scenario.expect import check_expectations

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.scenario.adapter import ScenarioAdapter

READING_ERRORS = (TypeError, ValueError, KeyError, AttributeError, IndexError)
"""Raised while a game reads a ``setup`` or ``do`` item of the wrong shape (a count for a list, a word for a
number): the file is malformed (exit 2), not the rules failing."""

GameLookup = Callable[[str], "type[Game]"]
"""Game id → Game class; raises ``KeyError`` with a message listing the known ids."""


@dataclass
class ScenarioResult:
    """The outcome of one scenario file.

    Attributes:
        path: the file.
        name: the scenario's ``name``.
        passed: every step and expectation held.
        messages: one line per mismatch (empty when passed).
    """

    path: str
    name: str
    passed: bool
    messages: list[str] = field(default_factory=list)


def run_scenario(path: str | Path, lookup: GameLookup | None = None) -> ScenarioResult:
    """Load a scenario file (any format it reads, docs/scenarios.md), build its match — from ``setup``, or from
    ``decks`` through the game's own set-up — apply its steps and check its expectations; or, with
    ``deck_problems``, compare the rules each decklist breaks.

    A step without ``illegal`` or ``because`` must be accepted; a step with either must raise
    :class:`IllegalAction` (from the ``do`` item or ``apply``) whose reason contains the ``illegal`` text and whose
    ``rule`` is the ``because`` one, and leave ``match.fingerprint()`` unchanged. The first
    failing step stops the scenario (what follows would run on the wrong position). With ``refused``, building the
    setup must raise a :class:`TcgkitError` (not a malformed-file error) whose message contains the text.

    Args:
        lookup: game id → Game class (default: the core registry, :func:`tcgkit.core.registry.get_game`).

    Raises:
        ScenarioError: a malformed file, an unknown game, bad options, or a ``setup`` or ``do`` the game cannot read.
        ImportError: the game's package cannot be imported (a broken or unfinished game is not skipped).
    """
    if lookup is None:
        from tcgkit.core.registry import get_game as lookup
    p = str(path)
    sc = load_scenario(path)
    try:
        game_cls = lookup(sc.game)
    except KeyError as exc:
        raise ScenarioError(f"{p}: game: {exc.args[0]}") from None
    try:
        game = game_cls(sc.options)
    except TcgkitError as exc:
        raise ScenarioError(f"{p}: options: {exc}") from None

    def fail(*messages: str) -> ScenarioResult:
        return ScenarioResult(p, sc.name, False, list(messages))

    try:
        adapter = game.scenarios()
    except NotImplementedError as exc:
        return fail(str(exc))
    try:
        if sc.cards is not None:
            adapter.user_cards(sc.cards, f"{p}: cards")
        if sc.decks is not None:
            decks = _decks(game, adapter, sc, p)
            if sc.deck_problems is not None:
                return _deck_problems(game, decks, sc, p)
            match = adapter.start(decks, sc.seed, sc.settings, f"{p}: decks")
        else:
            match = adapter.build(sc.setup, f"{p}: setup")
    except ScenarioError:
        raise
    except TcgkitError as exc:
        if sc.refused is None:
            return fail(f"setup was refused: {exc}")
        if sc.refused not in str(exc):
            return fail(f"setup was refused, but the reason {str(exc)!r} does not contain {sc.refused!r}")
        return ScenarioResult(p, sc.name, True, [])
    except READING_ERRORS as exc:  # the setup's data is not what the game reads: a malformed file
        what = "setup" if sc.decks is None else "cards, decks or settings"
        raise ScenarioError(f"{p}: {what} cannot be read ({type(exc).__name__}: {exc}); see the game's scenario "
                            f"keys in docs/games/{sc.game}.md") from None
    except Exception as exc:
        return fail(_crash("setup" if sc.decks is None else "start from decks", exc))
    if sc.refused is not None:
        return fail(f"setup was accepted; it should be refused ({sc.refused!r})")
    events_from = len(match.log or [])
    for i, step in enumerate(sc.steps):
        where = f"steps[{i}]"
        before = match.fingerprint()
        refused: IllegalAction | None = None
        try:
            action = adapter.action(match, step.do, f"{p}: {where}.do")
        except ScenarioError:
            raise
        except IllegalAction as exc:  # the game knows at once that the named action cannot be legal
            refused = exc
        except READING_ERRORS as exc:
            raise ScenarioError(f"{p}: {where}.do {step.do!r} cannot be read ({type(exc).__name__}: {exc})") from None
        try:
            if refused is not None:
                raise refused
            match.apply(action)
        except ScenarioError:
            raise
        except IllegalAction as exc:
            if not step.refused:
                return fail(f"{where}: do {step.do!r} was refused: {exc.reason}")
            if step.illegal is not None and step.illegal not in exc.reason:
                return fail(f"{where}: do {step.do!r} was refused, but the reason {exc.reason!r} "
                            f"does not contain {step.illegal!r}")
            if step.because is not None and exc.rule != step.because:
                return fail(f"{where}: do {step.do!r} was refused by a {exc.rule!r} rule, not {step.because!r}: "
                            f"{exc.reason}")
            if match.fingerprint() != before:
                return fail(f"{where}: do {step.do!r} was refused but changed the match (an illegal action must "
                            f"change nothing)")
            continue
        except Exception as exc:
            return fail(_crash(f"{where} (do {step.do!r})", exc))
        if step.refused:
            return fail(f"{where}: do {step.do!r} was accepted; it should be refused "
                        f"({step.illegal if step.illegal is not None else step.because!r})")
    try:
        messages = check_expectations(match, sc.expect, adapter, f"{p}: expect", events_from)
    except ScenarioError:
        raise
    except Exception as exc:
        return fail(_crash("expect", exc))
    return ScenarioResult(p, sc.name, not messages, list(messages))


def _decks(game: "Game", adapter: "ScenarioAdapter", sc: Scenario, p: str) -> list:
    """The scenario's decks: the game's shipped ones (``default``) or each decklist text read by the adapter.

    Raises:
        ScenarioError: a decklist the game cannot read (its line named), one that names a card file (a scenario
            reads no other file), or no shipped decks for the mode.
    """
    if sc.decks == "default":
        try:
            return game.default_decks(sc.settings.get("mode"))
        except (TcgkitError, ValueError, NotImplementedError) as exc:
            raise ScenarioError(f"{p}: decks: default: {exc}") from None
    out = []
    for i, text in enumerate(sc.decks or []):
        card_file = next((n for n, line in enumerate(text.splitlines(), 1)
                          if line.strip().casefold().startswith("cards:")), None)
        if card_file is not None:  # a scenario reads no other file: its cards are its own `cards`
            raise ScenarioError(f"{p}: decks[{i}]:{card_file}: a decklist in a scenario names no card file; write "
                                f"the cards in the scenario's 'cards'")
        try:
            out.append(adapter.deck(text, f"{p}: decks[{i}]"))
        except DeckError as exc:
            raise ScenarioError(str(exc)) from None
    return out


def _deck_problems(game: "Game", decks: list, sc: Scenario, p: str) -> ScenarioResult:
    """Compare the rules each deck breaks (``Game.validate_deck``) with ``deck_problems`` (multisets of rule
    names); one message per deck that differs, listing what was found.

    Raises:
        ScenarioError: a list per deck is missing or extra, or the game has no such ``deck_format``.
    """
    want = sc.deck_problems or []
    if len(want) != len(decks):
        raise ScenarioError(f"{p}: deck_problems lists {len(want)} deck(s); decks has {len(decks)}")
    messages = []
    for i, (deck, rules) in enumerate(zip(decks, want)):
        try:
            found = game.validate_deck(deck, sc.deck_format)
        except (TcgkitError, ValueError) as exc:
            raise ScenarioError(f"{p}: deck_format: {exc}") from None
        got = sorted(problem.rule for problem in found)
        if got != sorted(rules):
            detail = "; ".join(str(problem) for problem in found) or "no problem"
            messages.append(f"deck_problems[{i}]: expected {sorted(rules)}, got {got} ({detail})")
    return ScenarioResult(p, sc.name, not messages, messages)


def find_scenarios(paths: list[str | Path]) -> list[Path]:
    """Expand files and directories (searched recursively for ``*.yaml``/``*.yml``) into scenario files, sorted."""
    out: list[Path] = []
    for path in paths:
        p = Path(path)
        if p.is_dir():
            out.extend(sorted(q for q in p.rglob("*") if q.suffix in (".yaml", ".yml") and q.is_file()))
        else:
            out.append(p)
    return out


def _crash(where: str, exc: Exception) -> str:
    frame = traceback.extract_tb(exc.__traceback__)[-1] if exc.__traceback__ else None
    at = f" at {frame.filename}:{frame.lineno}" if frame else ""
    return f"{where}: the game raised {type(exc).__name__}: {exc}{at}"


