"""What one seat sees of a Power Duell match (:class:`PowerDuellView`); the words and pictures for people are in
:mod:`.presentation`.

The view reads the match only through ``self._m`` and :meth:`~tcgkit.core.match.Match.sees`: a face-down monster
is shown by its place alone to the other seat; energy accounts, damage points, expiry counters and links are public.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import View
from tcgkit.games.power_duell.match import PLACE_NAMES, face_down, god_of
from tcgkit.games.power_duell.ranks import ap, attack_cost, dp, lp

FIELD_NAMES = {"A": "guardian god", "B": "monster deck", "C": "shield field", "D": "monster field",
               "E": "monster graveyard", "F": "energy deck", "G": "energy field", "H": "equipment field",
               "I": "energy graveyard", "J": "sacrifice field"}


class PowerDuellView(View):
    """One seat's window: accessors in the game's terms, each safe for the viewer."""

    __slots__ = ()

    def account(self, p: int) -> int:
        """Player ``p``'s energy account (public)."""
        return self._m.account[p]

    def damage_points(self, p: int) -> int:
        """Player ``p``'s damage points (public)."""
        return self._m.damage[p]

    def turn(self) -> int:
        return self._m.turn_number

    def step(self) -> str:
        """The current step of the turn (``flow.TURN``)."""
        return self._m.step

    def guardian(self, p: int) -> int:
        """The guardian god on player ``p``'s field A (uid, -1 before the start phase)."""
        return god_of(self._m, p)

    def place(self, p: int, k: int) -> dict | None:
        """What lies on player ``p``'s place ``k`` (0–2: D.1–D.3, 3–5: C.1–C.3): ``None`` if empty, else a dict
        with ``face_down`` and, when the viewer sees the card, ``uid`` and its totals."""
        m = self._m
        u = m.board[6 * p + k]
        if u < 0:
            return None
        out: dict[str, Any] = {"place": PLACE_NAMES[k], "face_down": face_down(m, u)}
        if m.sees(self.viewer, u):
            out.update(self.monster_stats(u))
        return out

    def monster_stats(self, uid: int) -> dict:
        """A visible monster's totals: ``uid``, ``id``, ``name``, ``ap``, ``dp``, ``lp``, ``attack_cost``,
        ``attacks_made``.

        Raises:
            PermissionError: the viewer may not see the card.
        """
        m = self._m
        d = self.card(uid)
        return {"uid": uid, "id": d.id, "name": d.name, "ap": ap(m, uid), "dp": dp(m, uid), "lp": lp(m, uid),
                "attack_cost": attack_cost(m, uid), "attacks_made": m.attacks_made[uid]}

    def energy_cards(self, p: int, field: str = "G") -> list[dict]:
        """Player ``p``'s energy cards on field G (or H) with their expiry counters (-1: ∞) and links."""
        m = self._m
        z = m.Z.energy_field[p] if field == "G" else m.Z.equipment_field[p]
        out = []
        for u in m.zones[z]:
            d = m.card_def[u]
            t = m.link[u]
            out.append({"uid": u, "id": d.id, "name": d.name, "subtype": d.subtype, "counter": m.counter[u],
                        "linked": (f"{PLACE_NAMES[m.place[t]]} of player {m.zone_owner[m.card_zone[t]]}"
                                   if t >= 0 and m.place[t] >= 0 else None)})
        return out

    def hand(self, p: int | None = None) -> list[int | None]:
        """A hand as uids, ``None`` where hidden (default: the viewer's)."""
        return self.cards("hand", self.viewer if p is None else p)

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self._m
        out.update(turn=m.turn_number, active=m.active, step=m.step, players=[{
            "account": m.account[p], "damage_points": m.damage[p], "guardian": god_of(m, p),
            "places": [self.place(p, k) for k in range(6)],
            "energy_field": self.energy_cards(p, "G"), "equipment_field": self.energy_cards(p, "H"),
        } for p in (0, 1)])
        return out
