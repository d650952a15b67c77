"""What one seat of Soulbound Ærkana may see (its words and pictures: :mod:`.presentation`).

Public: bond and soul points, modes and positions, face-up cards, the flows and exiles, set cards as face-down
cards, counts of hands and decks, the response stack. A face-down being or set card shows its identity only to its
owner (and to everybody once it is turned face up); hands only to their owner.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import View
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.carddef import (
    FACE_DOWN, SET,
)


class SoulboundView(View):
    """A seat's (``viewer=None``: a spectator's) window on a Soulbound Ærkana match."""

    __slots__ = ()

    # -- the table
    @property
    def turn_number(self) -> int:
        return self._m.turn_number

    @property
    def step(self) -> str:
        return self._m.step

    @property
    def mode(self) -> str:
        return self._m.mode.name

    def bp(self, p: int) -> int:
        return self._m.bp[p]

    def sp(self, p: int) -> int:
        return self._m.sp[p]

    def in_game(self, p: int) -> bool:
        return self._m.alive(p)

    def bindings_left(self) -> int:
        """Normal bindings the turn player may still make this turn."""
        return self._m.bindings_left

    # -- cards
    def being(self, uid: int) -> dict:
        """A being on the field: its position (public) and, if the viewer sees it, its card and current values."""
        m = self._m
        pos = m.pos[uid]
        out: dict[str, Any] = {"mode": "shield" if pos != 0 else "strength", "face_down": pos == FACE_DOWN,
                               "new": uid in m.fresh, "attacks": m.attacked.count(uid)}
        if m.sees(self.viewer, uid):  # a hidden card's uid is left out too: uids follow the decklists' order
            out.update(self.card_dict(uid))
            out["strength"], out["shield"] = field.strength(m, uid), field.shield(m, uid)
            out["materials"] = [self.card_dict(x) for x in field.materials_of(m, uid)]
            out["locked"] = field.locked(m, uid)
        return out

    def beings(self, p: int) -> list[dict]:
        m = self._m
        return [self.being(u) for u in m.zones[m.zid.beings[p]]]

    def spells(self, p: int) -> list[dict]:
        """``p``'s arcanum/seal zones: set cards (identity for the owner only) and lasting cards in force."""
        m = self._m
        out = []
        for u in m.zones[m.zid.spells[p]]:
            item: dict[str, Any] = {"set": m.pos[u] == SET}
            if m.sees(self.viewer, u):
                item.update(self.card_dict(u))
            out.append(item)
        return out

    def public_zone(self, name: str, p: int) -> list[dict]:
        """The cards of a face-up zone (field_arcanum, landmark, flow, exile); in the exile, a card of a player who is
        out that the viewer never saw is ``{"uid": u, "face_down": True}``."""
        m = self._m
        return [self.card_dict(u) if m.sees(self.viewer, u) else {"uid": u, "face_down": True}
                for u in m.zones[m.zone(name, p)]]

    def hand(self) -> list[dict]:
        """The viewer's hand (empty for a spectator)."""
        if self.viewer is None:
            return []
        m = self._m
        return [self.card_dict(u) for u in m.zones[m.zid.hand[self.viewer]]]

    def chain(self) -> list[dict]:
        """The response stack, oldest first (its cards are face up)."""
        m = self._m
        return [{"kind": k, "player": p, "uid": s, "target": t if t >= 0 and m.sees(self.viewer, t) else -1,
                 "negated": bool(neg)} for k, p, s, t, _x, neg in m.chain]

    def card_dict(self, uid: int) -> dict:
        d = self._m.card_def[uid]
        return {"uid": uid, "id": d.id, "name": d.name, "type": d.type}

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self._m
        out.update(mode=self.mode, turn=m.turn_number, active=m.active, step=self.step, chain=self.chain(),
                   players=[{"player": p, "bp": m.bp[p], "sp": m.sp[p], "in_game": m.alive(p),
                             "hand": self.count("hand", p), "deck": self.count("deck", p),
                             "special_deck": self.count("special_deck", p), "beings": self.beings(p),
                             "spells": self.spells(p)} for p in range(m.n_players)])
        return out
