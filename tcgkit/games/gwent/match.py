"""The GWENT match: its state (slots) and the small helpers every rule module reads.

The rules live in modules by concept, as functions of the match: ``flow.py`` (the step tables of every mode),
``rounds.py`` (set-up, who starts, round start and end), ``turn.py`` (a turn: the legal actions and passing),
``play.py`` (putting cards on the board, weather, decoys, scorch), ``abilities.py`` (unit abilities),
``specials.py`` (special and weather cards), ``leaders.py`` (leader abilities), and one module per mode that adds
rules of its own (``tournament.py``, ``ffa.py``, ``teams.py``, ``solo.py``). The match is built in one place,
``build.py``. Sources: rules/gwent.md §1 (standard rules), seed 004 (variants), the rulings in ``options.py``.

Shape of the state (flat lists or immutable scalars):

* ``card_str`` caches every card's current strength and ``row_sum`` every row's total; both are rebuilt by
  :func:`~tcgkit.games.gwent.strength.recompute` whenever ``dirty`` is set;
* ``variant`` is the mode's rules object (:class:`~tcgkit.games.gwent.mode.Mode`, shared by clones): its flow
  table and its hooks; ``mode`` is its name.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.flow import FlowState
from tcgkit.core.match import Match
from tcgkit.games.gwent.board import RESAMPLE_GROUPS
from tcgkit.games.gwent.strength import recompute


class GwentMatch(FlowState, Match):
    """A GWENT match in any mode. Built by :func:`~tcgkit.games.gwent.build.build_match`; read through
    :class:`~tcgkit.games.gwent.view.GwentView`.

    Game-specific public attributes (read-only for callers):
        mode: ``"standard" | "tournament" | "ffa" | "2v2" | "solo"``; variant: its rules object.
        n_sides: board halves (2, or 3–5 in FFA).
        round: the current round (1-based; 0 before the first).
        turn_number: cards played and leaders used so far (passes excluded).
        active (the core's turn player): the seat whose turn it is, -1 between rounds.
        gems: per side; points: per player (FFA).
        passed, leader_used, leader_off: per player (0/1).
        faction, leader_uid: per player.
        round_log: one tuple per finished round: ``(round, totals_per_side, winner_sides)``.
    """

    __slots__ = (
        "mode", "variant", "n_sides", "zdeck", "zhand", "zleader", "zside", "zbox", "zlstack", "zrow", "zspec",
        "zdisc", "zdecoy", "zunder", "zweather", "zone_row", "zone_side", "opts", "mates",
        "passed", "leader_used", "leader_off", "gems", "points", "row_horn", "card_str", "row_sum", "dirty",
        "round", "turn_number", "starter", "weather_mask", "played_round", "round_log",
        "pending_tokens", "faction", "leader_uid", "card_home", "card_deck", "treacherous", "invader", "bran_sides",
        "t_wins", "t_deck", "t_won", "t_games", "t_first", "t_between", "bot", "solo_bonus", "solo_nr_extra",
        "first_of_game", "solo_human_won", "solo_eval",
    )
    _LISTS = ("passed", "leader_used", "leader_off", "gems", "points", "row_horn", "card_str", "row_sum",
              "round_log", "faction", "leader_uid", "card_home", "card_deck", "t_wins", "t_deck", "t_won",
              "solo_bonus")
    _SHARED = ("variant", "zdeck", "zhand", "zleader", "zside", "zbox", "zlstack", "zrow", "zspec", "zdisc",
               "zdecoy", "zunder", "zone_row", "zone_side", "opts", "mates")
    #: the strength cache, rebuilt from the board by ``strength.recompute``: two equal positions fingerprint alike
    _DERIVED = ("card_str", "row_sum", "dirty")
    #: every timing collects when its event is fired (``core.effects.fire``): GWENT's timings read only the one card
    #: the event is about (``triggers.py``)
    heard = None

    def resample_group(self, uid: int, zone: Any) -> tuple[int, int]:
        """Determinisation pools per owner *and* zone group: hidden hand, deck and cards under automaton decoys are
        redealt among themselves, while a solo leader stack and a tournament box (the other decks) keep their own
        cards — a leader never lands in a deck, nor a spare deck's card in play (see ``Match.resample_hidden``)."""
        return (self.card_owner[uid], RESAMPLE_GROUPS.get(zone.spec.name, 0))

    # ------------------------------------------------------------------------------------------ strength

    def strength(self, uid: int) -> int:
        """Current strength of a card on the board (0 elsewhere)."""
        if self.dirty:
            recompute(self)
        return self.card_str[uid] if self.zone_row[self.card_zone[uid]] >= 0 else 0

    def row_total(self, side: int, row: int) -> int:
        """Total strength of one row of one side."""
        if self.dirty:
            recompute(self)
        return self.row_sum[side * 3 + row]

    def total(self, side: int) -> int:
        """A side's total strength (rows, plus the automaton's Hope bonus in solo)."""
        if self.dirty:
            recompute(self)
        rs = self.row_sum
        b = side * 3
        return rs[b] + rs[b + 1] + rs[b + 2] + self.solo_bonus[side]

    # ------------------------------------------------------------------------------------------ who and where

    def enemy_sides(self, p: int) -> list[int]:
        """Every side but ``p``'s."""
        s = self.team_of[p]
        return [t for t in range(self.n_sides) if t != s]

    def side_has(self, side: int, faction: str) -> bool:
        """Whether a seat of ``side`` plays ``faction`` (faction abilities are never cancelled)."""
        for p in self.teams[side]:
            if self.faction[p] == faction:
                return True
        return False

    def side_units(self, side: int) -> list:
        """The cards in ``side``'s three rows, close to siege."""
        z = self.zrow[side]
        zones = self.zones
        return zones[z[0]] + zones[z[1]] + zones[z[2]]

    def free_slots(self, side: int) -> list:
        """Rows of ``side`` with no special card and no leader horn."""
        zs = self.zspec[side]
        lh = self.row_horn
        return [r for r in range(3) if not self.zones[zs[r]] and not lh[side * 3 + r]]

    def discard_of(self, uid: int) -> int:
        """The discard pile a card goes to: its owner's side's."""
        return self.zdisc[self.team_of[self.card_owner[uid]]]

    def leader_def(self, p: int) -> Any:
        """``p``'s leader card, or ``None`` (the automaton before a reveal)."""
        u = self.leader_uid[p]
        return self.card_def[u] if u >= 0 else None

    # ------------------------------------------------------------------------------------------ small moves

    def to_discard(self, uid: int) -> None:
        """A card leaves play: tokens back to their side deck (docs ruling), others to the owner's discard pile."""
        if self.card_def[uid].is_token:
            self.move(uid, self.zside[self.card_owner[uid]])
        else:
            self.move(uid, self.discard_of(uid))

    def draw(self, p: int, n: int = 1) -> int:
        """``p`` draws up to ``n`` cards from the top of the deck; returns how many were drawn. The card is named
        to ``p`` (and a 2 vs 2 teammate, who sees the hand) only."""
        deck = self.zones[self.zdeck[p]]
        hand = self.zhand[p]
        viewers = self.mates[p]
        k = 0
        while k < n and deck:
            uid = deck[-1]
            self.move(uid, hand)
            k += 1
            self.emit_secret(viewers, "draw", {"player": p}, {"player": p, "card": self.card_def[uid].id, "uid": uid})
        return k

    def strongest(self, uids: list, exclude: int = -1) -> list:
        """The non-hero units among ``uids`` (not ``exclude``) tied for the highest strength (scorch's victims)."""
        defs = self.card_def
        if self.dirty:
            recompute(self)
        cs = self.card_str
        cand = [u for u in uids if u != exclude and defs[u].is_unit and not defs[u].hero]
        if not cand:
            return []
        top = max(cs[u] for u in cand)
        return [u for u in cand if cs[u] == top]


# ------------------------------------------------------------------------------------------ cards of a match


def new_card(m: "GwentMatch", pool: Any, card: Any, owner: int, zone: int, deck_index: int = 0) -> int:
    """Create one card of ``owner`` in ``zone`` (plus its side-deck token for an avenger or berserker); its uid."""
    uid = m.add_card(card, owner, zone)
    m.card_home.append(owner)
    m.card_deck.append(deck_index)
    token = card.avenger or card.berserker
    if token:
        m.add_card(pool.by_name[token.casefold()], owner, m.zside[owner] if zone != m.zbox[owner] else zone)
        m.card_home.append(owner)
        m.card_deck.append(deck_index)
    return uid


def add_deck(m: "GwentMatch", pool: Any, deck: Any, p: int, index: int, zdeck: int, zleader: int | None) -> None:
    """Put ``deck``'s cards into ``zdeck`` and its leader into ``zleader`` (the seat's leader when it is
    ``p``'s leader zone)."""
    for d in deck.cards:
        new_card(m, pool, d, p, zdeck, index)
    if zleader is not None:
        uid = new_card(m, pool, deck.leader, p, zleader, index)
        if zleader == m.zleader[p]:
            m.leader_uid[p] = uid
            m.faction[p] = deck.leader.faction
