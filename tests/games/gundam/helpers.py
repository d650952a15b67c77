"""Shared helpers of the Gundam tests: build positions in the scenario vocabulary and apply actions by name."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core import IllegalAction
from tcgkit.core.scenario import check_expectations
from tcgkit.games.gundam.game import GundamGame

GAME = GundamGame()
SCENARIO_DIR = Path(__file__).resolve().parents[2] / "scenarios" / "gundam"


def pos(p0=None, p1=None, options=None, **setup):
    """A match in the scenario vocabulary (docs/games/gundam.md#scenarios); ``options``: rule options."""
    game = GundamGame(options) if options else GAME
    return game.scenarios().build({"players": [p0 or {}, p1 or {}], **setup}, "test")


def do(m, *items):
    """Apply each item (scenario ``do`` vocabulary) as an action of the pending decision."""
    for item in items:
        m.apply(m.game.scenarios().action(m, item, "test"))
    return m


def illegal(m, item):
    """Assert the item is refused and the match is unchanged."""
    before = m.fingerprint()
    with pytest.raises(IllegalAction):
        m.apply(m.game.scenarios().action(m, item, "test"))
    assert m.fingerprint() == before


def uid(m, ref):
    found = m.game.scenarios().find(m, ref, "test")
    assert found, f"no card {ref}"
    return found[0]


def kinds(m):
    """Kinds of the legal actions of the pending decision."""
    return {a[0] for a in m.legal_actions()}


def check(m, expect):
    problems = check_expectations(m, expect, m.game.scenarios(), "test")
    assert problems == [], problems


RESTED_GM = {"card": "ST01-005", "rested": True}
"""A rested GM (Lv 2, 3/3): the usual attack target of a card table row."""


def atk(attacker, target="player"):
    """The step "``attacker`` attacks ``target``" (a card reference or ``player``) in the scenario vocabulary."""
    return {"attack": {"attacker": attacker, "target": target}}


def attack(m, attacker, target="player"):
    """``attacker`` attacks ``target`` now (the pending decision is the attack)."""
    return do(m, atk(attacker, target))


def case_id(case) -> str:
    """A table case's test id: its card number and the first words of its description."""
    words = case[0].split()
    return words[0] + " " + " ".join(words[1:4])


def run_case(case) -> None:
    """One row of a card table: ``(description, player 0, player 1, steps, expectations)``, set up, played, checked."""
    _name, p0, p1, steps, expect = case
    m = pos(p0, p1)
    for step in steps:
        do(m, step)
    check(m, expect)
