"""Typed errors of the engine. Every error says what went wrong and where."""

from __future__ import annotations


class TcgkitError(Exception):
    """Base class of every error tcgkit raises on purpose."""


class IllegalAction(TcgkitError):
    """An action that is not among the current decision's legal actions.

    Raised by :meth:`tcgkit.core.match.Match.apply`; the match is left unchanged.

    Attributes:
        action: the refused action (a tuple).
        reason: a sentence saying why it was refused.
        rule: which kind of rule forbids it, one of :data:`tcgkit.core.refusals.RULES` (``"cost"``, ``"timing"``
            …; ``"not_legal"`` when no more precise reason is known).
        source: where that rule is written (e.g. "Gundam CR 2-9"), or ``""``.
    """

    def __init__(self, action: object, reason: str, rule: str = "not_legal", source: str = "") -> None:
        self.action = action
        self.reason = reason
        self.rule = rule
        self.source = source
        super().__init__(f"illegal action {action!r}: {reason}")


class DeckError(TcgkitError):
    """A decklist that cannot be read (syntax, unknown card).

    Attributes:
        source: file name or other label of the decklist.
        line: 1-based line number, or None for whole-deck problems.
    """

    def __init__(self, source: str, line: int | None, message: str) -> None:
        self.source = source
        self.line = line
        self.message = message
        where = f"{source}:{line}" if line is not None else source
        super().__init__(f"{where}: {message}")


class CompileError(TcgkitError):
    """Card data that does not fit the vocabulary or its limits (:mod:`tcgkit.core.effects`); the message names the
    card, the key and what was expected. Also importable from :mod:`tcgkit.core.effects`."""


class ReplayError(TcgkitError):
    """A replay file that is corrupt, from another rules version, or does not reproduce."""


class ScenarioError(TcgkitError):
    """A scenario file that is malformed (schema) or names unknown cards, zones or steps."""


class StepLimit(TcgkitError):
    """One action (or a match's set-up) ran more rule frames than the budget without reaching a decision: a loop
    between card effects (:data:`tcgkit.core.effects.limits.MAX_STEPS_PER_ACTION`). Raised by
    :meth:`tcgkit.core.match.Match.run`; the match is stopped part-way and must not be used further (its replay up to
    that action reproduces the loop).

    Attributes:
        action: the action being applied, ``None`` while the match was set up.
    """

    def __init__(self, limit: int, action: object = None) -> None:
        self.action = action
        what = "setting the match up" if action is None else f"action {action!r}"
        super().__init__(f"{what} ran more than {limit:,} rule steps without reaching a decision (a loop between "
                         f"card effects?); the match is stopped")
