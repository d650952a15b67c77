"""Gundam's words and pictures (the core's :class:`~tcgkit.core.game.Presentation` adapter): card descriptions
rendered from the declarations (:mod:`.cards.describe`), where a card is told apart by its place, the card face a
browser draws, and the terminal table and standing (:mod:`.view`)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.game import Presentation
from tcgkit.core.match import Match
from tcgkit.core.words import card_name
from tcgkit.games.gundam.cards.describe import describe_card
from tcgkit.games.gundam.view import render, standing

TABLE_ZONES = {"battle_area": "battle area", "base_section": "base section", "pilots": "pilots"}
"""Zones whose cards the words tell apart by place (core/words.py): where copies differ (damage, rested, pilot)."""


class GundamPresentation(Presentation):
    """Gundam's words and pictures: card descriptions from the declarations, the terminal table."""

    def describe_card(self, definition: Any) -> str:
        return describe_card(definition)

    def table_zone(self, zone: Any) -> str | None:
        return TABLE_ZONES.get(zone.spec.name)

    def card_place(self, match: Any, uid: int, reader: int | None) -> str:
        """A paired Pilot is where its Unit is: "with Gundam, your battle area 2"."""
        host = match.host[uid]
        if host >= 0 and match.card_zone[uid] == match.z_pilots[match.card_owner[uid]]:
            return f"with {card_name(match, host)}, {super().card_place(match, host, reader)}"
        return super().card_place(match, uid, reader)

    def render(self, view: Any) -> Any:
        return render(view)

    def card_face(self, definition: Any) -> dict[str, Any]:
        """Type, colour, cost and Lv, AP / HP (a Base: HP), the keywords (Gundam CR 3: a card's parts)."""
        d = definition
        face: dict[str, Any] = {"type": str(d.type).title(), "colour": getattr(d, "color", "") or ""}
        if d.type not in ("resource", "ex resource", "ex base"):
            face.update(cost=str(d.cost), level=f"Lv {d.level}")
        if d.type == "unit":
            face["stats"] = f"{d.ap} / {d.hp}"
        elif d.type in ("base", "ex base"):
            face["stats"] = f"HP {d.hp}"
        elif d.type == "pilot":
            face["stats"] = f"AP+{d.ap} HP+{d.hp}"
        face["tags"] = [_keyword(k) for k in (d.keywords or ())][:4]
        return face

    def standing(self, view: Any) -> str:
        return standing(view)

    def summary(self, match: Match) -> dict[str, Any]:
        return {"turns": match.turn_number}

    def demo_plan(self) -> dict[str, Any]:
        return {"games": 200}


def _keyword(k: Any) -> str:
    """``("repair", 2)`` -> ``"Repair 2"``."""
    if isinstance(k, tuple):
        return " ".join([str(k[0]).replace("_", " ").title(), *(str(x) for x in k[1:] if x not in (None, 0))])
    return str(k).replace("_", " ").title()
