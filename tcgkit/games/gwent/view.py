"""What one seat of a GWENT match may see, and its terminal rendering.

Every accessor goes through :meth:`Match.sees` for card identities (hands and decks stay hidden; a 2v2 teammate's
hand is visible, seed 004, 2 gegen 2). Board facts (rows, strengths, weather, gems, passes, hand sizes) are public.
"""

from __future__ import annotations

from tcgkit.core.view import View
from tcgkit.games.gwent.board import ROWS
from tcgkit.games.gwent.carddef import CardDef


class GwentView(View):
    """A seat's window on a :class:`~tcgkit.games.gwent.match.GwentMatch` (``viewer=None``: a spectator)."""

    __slots__ = ()

    # -- who is who
    @property
    def mode(self) -> str:
        return self._m.mode

    @property
    def n_sides(self) -> int:
        return self._m.n_sides

    def my_side(self) -> int:
        """The viewer's side (-1 for a spectator)."""
        return -1 if self.viewer is None else self._m.team_of[self.viewer]

    def side_of(self, player: int) -> int:
        return self._m.team_of[player]

    def seats_of(self, side: int) -> tuple:
        return self._m.teams[side]

    def enemy_sides(self) -> list[int]:
        """Sides other than the viewer's."""
        me = self.my_side()
        return [s for s in range(self._m.n_sides) if s != me]

    def faction(self, player: int) -> str:
        return self._m.faction[player]

    def leader(self, player: int) -> CardDef | None:
        """A player's leader card (public), or ``None`` (the solo automaton before a reveal)."""
        u = self._m.leader_uid[player]
        return self._m.card_def[u] if u >= 0 else None

    def leader_available(self, player: int) -> bool:
        """Not used and not cancelled (public)."""
        m = self._m
        return not m.leader_used[player] and not m.leader_off[player] and m.leader_uid[player] >= 0

    # -- the round
    @property
    def round(self) -> int:
        return self._m.round

    def gems(self, side: int) -> int:
        return self._m.gems[side]

    def starting_gems(self) -> int:
        """Gems each side starts a game with (option ``gems``)."""
        return self._m.opts.gems

    def points(self, player: int) -> int:
        return self._m.points[player]

    def passed(self, player: int) -> bool:
        return bool(self._m.passed[player])

    def side_passed(self, side: int) -> bool:
        """Every seat of ``side`` has passed."""
        return all(self._m.passed[p] for p in self._m.teams[side])

    # -- the board (public)
    def total(self, side: int) -> int:
        """A side's total strength."""
        return self._m.total(side)

    def row_total(self, side: int, row: int) -> int:
        return self._m.row_total(side, row)

    def row(self, side: int, row: int) -> list[int]:
        """The uids of a row's cards (public)."""
        m = self._m
        return list(m.zones[m.zrow[side][row]])

    def row_special(self, side: int, row: int) -> CardDef | None:
        """The horn or Mardroeme card in a row's special slot."""
        m = self._m
        z = m.zones[m.zspec[side][row]]
        return m.card_def[z[0]] if z else None

    def leader_horn(self, side: int, row: int) -> bool:
        return bool(self._m.row_horn[side * 3 + row])

    def strength(self, uid: int) -> int:
        """Current strength of a card on the board."""
        return self._m.strength(uid)

    def weather_halved(self, side: int) -> bool:
        """Whether weather only halves ``side``'s units (King Bran, public)."""
        return bool(self._m.bran_sides >> side & 1)

    def weather_rows(self) -> list[int]:
        """Rows under weather (both sides)."""
        wm = self._m.weather_mask
        return [r for r in range(3) if wm >> r & 1]

    def weather_cards(self) -> list[CardDef]:
        m = self._m
        return [m.card_def[u] for u in m.zones[m.zweather]]

    def discard(self, side: int) -> list[int]:
        m = self._m
        return list(m.zones[m.zdisc[side]])

    # -- hidden zones
    def hand(self, player: int | None = None) -> list[int | None]:
        """A player's hand (default the viewer's): uids, ``None`` where hidden."""
        p = self.viewer if player is None else player
        if p is None:
            raise ValueError("a spectator has no hand of its own: pass the player whose hand to show")
        return self.cards("hand", p)

    def hand_size(self, player: int) -> int:
        return self.count("hand", player)

    def deck_size(self, player: int) -> int:
        return self.count("deck", player)

    def card_dict(self, uid: int) -> dict:
        d = super().card_dict(uid)
        m = self._m
        if m.zone_row[m.card_zone[uid]] >= 0:
            d["strength"] = m.strength(uid)
        return d

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self._m
        out.update(mode=m.mode, round=m.round, current=m.active, gems=list(m.gems), points=list(m.points),
                   passed=list(m.passed), totals=[m.total(s) for s in range(m.n_sides)],
                   weather=[ROWS[r] for r in self.weather_rows()], factions=list(m.faction),
                   row_totals=[[m.row_total(s, r) for r in range(3)] for s in range(m.n_sides)],
                   leader_horns=[[bool(m.row_horn[s * 3 + r]) for r in range(3)] for s in range(m.n_sides)],
                   teams=[list(t) for t in m.teams])
        return out
