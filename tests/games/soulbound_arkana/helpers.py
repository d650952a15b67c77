"""Positions for Soulbound Ærkana tests, written in the scenario vocabulary (docs/games/soulbound_arkana.md)."""

from __future__ import annotations

from typing import Any

from tcgkit.games.soulbound_arkana.game import SoulboundGame


def game(**options: Any) -> SoulboundGame:
    return SoulboundGame(options)


def position(setup: dict, **options: Any):
    """The match a scenario ``setup`` describes, run to its first decision."""
    return game(**options).scenarios().build(setup, "test")


def action(m, item: Any) -> tuple:
    """A ``do`` item of the scenario vocabulary (``{attack: [SA-W03, SA-W02@1]}``) as a legal-looking action."""
    return m.game.scenarios().action(m, item, "test")


def do(m, *items: Any) -> None:
    """Apply scenario ``do`` items in order."""
    for item in items:
        m.apply(action(m, item))


def legal(m, item: Any) -> bool:
    return action(m, item) in m.legal_actions()


def uid(m, ref: str) -> int:
    """The uid a card reference (``SA-W03@1``) means (cards in play first)."""
    return m.game.scenarios().find(m, ref, "test")[0]


def zone_ids(m, name: str, p: int) -> list[str]:
    return [m.card_def[u].id for u in m.zones[m.zone(name, p)]]
