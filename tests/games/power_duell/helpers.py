"""Positions for Power Duell tests, built with the game's scenario vocabulary (docs/games/power_duell.md#scenarios)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.scenario import check_expectations
from tcgkit.games.power_duell.game import PowerDuellGame

GAME = PowerDuellGame()

#: a card for tests shaped like the seed's examples (Monster A / Monster Z)
def monster(cid: str, ap: int, dp: int, lp: int = 3000, cost: int = 1, ao: int = 1, planet: str = "Sun",
            **more: Any) -> dict:
    return {"id": cid, "name": cid, "type": "monster", "planet": planet, "ap": ap, "dp": dp, "lp": lp,
            "attack_cost": cost, "ao": ao, **more}


def game(**options: Any) -> PowerDuellGame:
    return PowerDuellGame(options) if options else GAME


def pos(p0: dict | None = None, p1: dict | None = None, g: PowerDuellGame | None = None, **setup: Any):
    """A match at a position: ``pos({...player 0...}, {...player 1...}, step=..., cards=[...])``."""
    g = g or GAME
    adapter = g.scenarios()
    if "cards" in setup:
        adapter.user_cards(setup.pop("cards"), "test: cards")
    return adapter.build({"players": [p0 or {}, p1 or {}], **setup}, "test")


def do(m, item: Any) -> None:
    """Apply a ``do`` item of the scenario vocabulary (``{"attack": ["T-A", 1, "D.1"]}``, ``"pass"`` …)."""
    m.apply(m.game.scenarios().action(m, item, "test"))


def check(m, expect: dict) -> None:
    problems = check_expectations(m, expect, m.game.scenarios(), "test")
    assert not problems, "\n".join(problems)


def uid(m, ref: str) -> int:
    return m.game.scenarios().find(m, ref, "test")[0]


def kinds(m, since: int = 0) -> list[str]:
    return [e[0] for e in m.full_events()[since:]]
