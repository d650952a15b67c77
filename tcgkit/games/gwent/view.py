"""What one seat of a GWENT match may see, and its terminal rendering.

Every accessor goes through :meth:`Match.sees` for card identities (hands and decks stay hidden; a 2v2 teammate's
hand is visible, seed 004, 2 gegen 2). Board facts (rows, strengths, weather, gems, passes, hand sizes) are public.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.match import View
from tcgkit.games.gwent.effects import FACTION_NAMES, ROWS, CardDef


class GwentView(View):
    """A seat's window on a :class:`~tcgkit.games.gwent.rules.GwentMatch` (``viewer=None``: a spectator)."""

    __slots__ = ()

    # -- who is who
    @property
    def mode(self) -> str:
        return self.match.mode

    @property
    def n_sides(self) -> int:
        return self.match.n_sides

    def my_side(self) -> int:
        """The viewer's side (-1 for a spectator)."""
        return -1 if self.viewer is None else self.match.team_of[self.viewer]

    def side_of(self, player: int) -> int:
        return self.match.team_of[player]

    def seats_of(self, side: int) -> tuple:
        return self.match.teams[side]

    def enemy_sides(self) -> list[int]:
        """Sides other than the viewer's."""
        me = self.my_side()
        return [s for s in range(self.match.n_sides) if s != me]

    def faction(self, player: int) -> str:
        return self.match.faction[player]

    def leader(self, player: int) -> CardDef | None:
        """A player's leader card (public), or ``None`` (the solo automaton before a reveal)."""
        u = self.match.leader_uid[player]
        return self.match.card_def[u] if u >= 0 else None

    def leader_available(self, player: int) -> bool:
        """Not used and not cancelled (public)."""
        m = self.match
        return not m.leader_used[player] and not m.leader_off[player] and m.leader_uid[player] >= 0

    # -- the round
    @property
    def round(self) -> int:
        return self.match.round

    def gems(self, side: int) -> int:
        return self.match.gems[side]

    def starting_gems(self) -> int:
        """Gems each side starts a game with (option ``gems``)."""
        return self.match.opts.gems

    def points(self, player: int) -> int:
        return self.match.points[player]

    def passed(self, player: int) -> bool:
        return bool(self.match.passed[player])

    def side_passed(self, side: int) -> bool:
        """Every seat of ``side`` has passed."""
        return all(self.match.passed[p] for p in self.match.teams[side])

    def current(self) -> int:
        return self.match.current

    # -- the board (public)
    def total(self, side: int) -> int:
        """A side's total strength."""
        return self.match.total(side)

    def row_total(self, side: int, row: int) -> int:
        return self.match.row_total(side, row)

    def row(self, side: int, row: int) -> list[int]:
        """The uids of a row's cards (public)."""
        m = self.match
        return list(m.zones[m.zrow[side][row]])

    def row_special(self, side: int, row: int) -> CardDef | None:
        """The horn or Mardroeme card in a row's special slot."""
        m = self.match
        z = m.zones[m.zspec[side][row]]
        return m.card_def[z[0]] if z else None

    def leader_horn(self, side: int, row: int) -> bool:
        return bool(self.match.row_horn[side * 3 + row])

    def strength(self, uid: int) -> int:
        """Current strength of a card on the board."""
        return self.match.strength(uid)

    def weather_rows(self) -> list[int]:
        """Rows under weather (both sides)."""
        wm = self.match.weather_mask
        return [r for r in range(3) if wm >> r & 1]

    def weather_cards(self) -> list[CardDef]:
        m = self.match
        return [m.card_def[u] for u in m.zones[m.zweather]]

    def discard(self, side: int) -> list[int]:
        m = self.match
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
        m = self.match
        if m.zone_row[m.card_zone[uid]] >= 0:
            d["strength"] = m.strength(uid)
        return d

    def to_dict(self) -> dict:
        out = super().to_dict()
        m = self.match
        out.update(mode=m.mode, round=m.round, current=m.current, gems=list(m.gems), points=list(m.points),
                   passed=list(m.passed), totals=[m.total(s) for s in range(m.n_sides)],
                   weather=[ROWS[r] for r in self.weather_rows()], factions=list(m.faction))
        return out


def render(view: GwentView) -> Any:
    """A rich renderable: every side's rows with current strengths and their modifiers, weather, gems, passes,
    hand sizes, and the viewer's own hand."""
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    m = view.match
    me = view.viewer
    parts: list[Any] = []
    head = Text(f"GWENT · {m.mode} · round {m.round}", style="bold")
    weather = ", ".join(d.name for d in view.weather_cards()) or "clear skies"
    head.append(f" · weather: {weather}")
    parts.append(head)
    for s in range(m.n_sides):
        seats = m.teams[s]
        who = " & ".join(f"P{p} {FACTION_NAMES.get(m.faction[p], m.faction[p])}" for p in seats)
        score = f"gems {m.gems[s]}" if m.mode != "ffa" else f"points {m.points[seats[0]]}"
        passes = " ".join(f"P{p}:{'passed' if m.passed[p] else 'playing'}" for p in seats)
        hands = " ".join(f"P{p} hand {view.hand_size(p)} deck {view.deck_size(p)}" for p in seats)
        t = Table(title=f"Side {s} — {who} — total {view.total(s)} — {score} — {passes} — {hands}",
                  show_header=True, expand=False)
        t.add_column("row")
        t.add_column("total", justify="right")
        t.add_column("modifiers")
        t.add_column("cards")
        for r in range(3):
            mods = []
            if r in view.weather_rows():
                mods.append("weather (halved)" if m.bran_sides >> s & 1 else "weather")
            sp = view.row_special(s, r)
            if sp is not None:
                mods.append(sp.name)
            if view.leader_horn(s, r):
                mods.append("leader horn")
            cards = []
            for u in view.row(s, r):
                d = m.card_def[u]
                tag = "★" if d.hero else ""
                if d.is_unit:
                    cur = view.strength(u)
                    delta = "" if cur == d.strength else f" (base {d.strength})"
                    cards.append(f"{tag}{d.name} {cur}{delta}")
                else:
                    cards.append(d.name)
            t.add_row(ROWS[r], str(view.row_total(s, r)), ", ".join(mods), "; ".join(cards))
        parts.append(t)
    if me is not None:
        hand = []
        for u in view.hand(me):
            if u is None:
                continue
            d = m.card_def[u]
            hand.append(f"{d.name} ({d.strength})" if d.is_unit else d.name)
        lead = view.leader(me)
        lead_txt = f"{lead.name} ({'available' if view.leader_available(me) else 'used/cancelled'})" if lead else "—"
        parts.append(Text(f"Your hand (P{me}): " + ("; ".join(hand) or "empty") + f"\nLeader: {lead_txt}"))
        if m.mode == "2v2":
            mate = [p for p in m.teams[m.team_of[me]] if p != me][0]
            mh = [m.card_def[u].name for u in view.hand(mate) if u is not None]
            parts.append(Text(f"Teammate P{mate}'s hand: " + ("; ".join(mh) or "empty")))
    return Group(*parts)
