"""The modes (seed 002 Allgemeine Regeln 1, 5; rules §10.20, §10.22): who plays, who loses, whose turn is next.

* :class:`Duel` — 1 vs 1 (mode ``standard``): a coin decides who starts; a player at 0 bond points or decked out
  loses at once.
* :class:`Table` — free-for-all for 3 or 4 (``ffa``) and 2 vs 2 (``2v2``, teammates opposite each other so teams
  alternate turns): turns go clockwise; a player at 0 bond points (or decked out) leaves the game, and all their
  cards leave with them (option ``eliminated_cards_leave``); the last team with a player left wins (in 2 vs 2 a team
  loses when both members are out; each player keeps their own bond points).

Both end in a draw when every remaining player reaches 0 at once (rules §10.22, option ``simultaneous_zero``).
Each mode's flow (:mod:`.flow`) uses its own rules management and its own way to the next turn; the multiplayer
state is the match's ``out`` mask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import resolve_waiting
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.turn import start_turn

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


class Mode:
    """A mode's rules of losing. ``name``: the mode; ``seats``: decks it takes (int or (min, max))."""

    name = ""
    seats: int | tuple[int, int] = 2

    def __repr__(self) -> str:  # stable in fingerprints across processes
        return f"Mode({self.name})"

    def teams(self, n: int) -> list[list[int]]:
        return [[p] for p in range(n)]

    def lose(self, m: "SoulboundMatch", players: tuple, reason: str) -> None:  # pragma: no cover - overridden
        raise NotImplementedError

    def checkpoint(self, m: "SoulboundMatch") -> bool:
        """Between the parts of an effect: players at 0 bond points lose now; ``True`` if the match ended."""
        zero = players_at_zero(m)
        if zero:
            self.lose(m, tuple(zero), "bond_points")
        return m.ended


class Duel(Mode):
    name, seats = "standard", 2

    def lose(self, m: "SoulboundMatch", players: tuple, reason: str) -> None:
        rest = [p for p in range(m.n_players) if p not in players]
        if not rest and m.opts.simultaneous_zero == "turn_player_loses":
            rest = [p for p in range(m.n_players) if p != m.active]
        m.end(rest, reason)


class Table(Mode):
    """Free-for-all (one team per player) and 2 vs 2 (teams (0, 2) and (1, 3))."""

    def __init__(self, name: str, seats, team_size: int) -> None:
        self.name, self.seats, self.team_size = name, seats, team_size

    def teams(self, n: int) -> list[list[int]]:
        if self.team_size == 1:
            return [[p] for p in range(n)]
        return [[0, 2], [1, 3]]

    def lose(self, m: "SoulboundMatch", players: tuple, reason: str) -> None:
        living_before = [p for p in range(m.n_players) if m.alive(p)]
        for p in players:
            eliminate(m, p, reason)
        teams = {m.team_of[p] for p in range(m.n_players) if m.alive(p)}
        if len(teams) == 1:
            (team,) = teams
            m.end(list(m.teams[team]), reason)
        elif not teams:
            if m.opts.simultaneous_zero == "turn_player_loses":
                won = {m.team_of[p] for p in living_before if m.team_of[p] != m.team_of[m.active]}
                if len(won) == 1:
                    m.end(list(m.teams[won.pop()]), reason)
                    return
            m.end([], reason)


def eliminate(m: "SoulboundMatch", p: int, reason: str) -> None:
    """``p`` leaves the game: by default every card they own goes to their exile — those in play, the materials under
    their overlays, their hand, deck, special deck and flow (rules §10.20; option ``eliminated_cards_leave``:
    ``in_play`` moves only what is on the field, ``none`` nothing) — and their turn ends if it is theirs.

    The exile shows only what was known: a card from the hand, a deck or face down stays hidden from the others
    ([ruling], docs/games/soulbound_arkana.md "Rulings and options")."""
    if not m.alive(p):
        return
    m.out |= 1 << p
    m.emit("eliminated", ALL, player=p, reason=reason)
    leave = m.opts.eliminated_cards_leave
    if leave != "none":
        zid = m.zid
        for x, host in list(m.attached):  # materials under p's overlays leave with them
            if m.card_owner[host] == p:
                field.leave_play(m, x, zid.exile[m.card_owner[x]])
        for z in (zid.beings[p], zid.spells[p], zid.field_arcanum[p], zid.landmark[p]):
            for u in list(m.zones[z]):
                field.leave_play(m, u, zid.exile[p])
        if leave == "all":
            for z in (zid.hand[p], zid.deck[p], zid.special_deck[p], zid.flow[p]):
                for u in list(m.zones[z]):
                    m.move(u, zid.exile[p])
    if m.active == p:
        m.prep_done = m.bind_done = m.turn_done = True
    m.triggers = [t for t in m.triggers if t[2] != p]


# ------------------------------------------------------------------------------------------- flows' hooks


def rules_management(m: "SoulboundMatch") -> bool:
    """Before the flow moves on: waiting triggers resolve; players at 0 bond points (or, with
    ``deck_out: empty_deck``, with an empty deck) lose. Returns ``True`` when it scheduled work or ended the match."""
    if m.triggers:
        m.then((resolve_waiting,))
        return True
    zero = players_at_zero(m)
    if zero:
        m.mode.lose(m, tuple(zero), "bond_points")
        return True
    if m.opts.deck_out == "empty_deck":
        empty = tuple([p for p in range(m.n_players) if m.alive(p) and not m.zones[m.zid.deck[p]]])
        if empty:
            m.mode.lose(m, empty, "deck_out")
            return True
    return False


def players_at_zero(m: "SoulboundMatch") -> list[int]:
    """The players still in the game with 0 bond points or fewer (they lose), in seat order: asked before every
    step and between the parts of every effect, and nearly always nobody: a loop over the values tells (compiled,
    about a third of a ``min`` or of a loop over the seats)."""
    bp = m.bp
    for v in bp:
        if v <= 0:
            return [p for p in range(m.n_players) if bp[p] <= 0 and m.alive(p)]  # a list: no generator object
    return []


def next_seat(m: "SoulboundMatch") -> None:
    """1 vs 1: the other player's turn."""
    start_turn(m, 1 - m.active)


def next_living_seat(m: "SoulboundMatch") -> None:
    """Multiplayer: the next player clockwise who is still in the game."""
    n = m.n_players
    for i in range(1, n + 1):
        q = (m.active + i) % n
        if m.alive(q):
            start_turn(m, q)
            return


MODES = {"standard": Duel(), "ffa": Table("ffa", (3, 4), 1), "2v2": Table("2v2", 4, 2)}
