"""The tournament mode (seed 004, Turnierregeln): best of three games in one match, with deck choices.

Each player brings three decks (``place_decks`` puts all their cards in the player's ``box``). A coin decides who
picks first; after a game its winner must switch to a deck that has not won, the loser may keep or switch (never to
a deck that won); after a drawn game both may keep or switch, the coin winner first (docs ruling). At most
``tournament_games`` games; most game wins wins. The tournament flow (``flow.TOURNAMENT``) adds the steps ``toss``
and ``start`` around the standard game; :class:`TournamentMode` ends a game instead of the match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.game import seat_blocks
from tcgkit.core.zones import ALL
from tcgkit.games.gwent.match import add_deck
from tcgkit.games.gwent.passives import apply_white_flame, update_passives
from tcgkit.games.gwent.mode import Mode

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


def toss(m: "GwentMatch") -> None:
    """Seed 004 (Turnierregeln): a coin decides who picks the first deck first; both pick."""
    first = m.rand_below(2)
    m.t_first = first
    m.emit("coin", ALL, result=first, purpose="deck_choice")
    m.then((pick, first, "any"), (pick, 1 - first, "any"))


def pick(m: "GwentMatch", p: int, rule: str) -> None:
    """Frame: ``p`` chooses a deck (``rule``: ``any``, ``switch`` after a win, ``keep_or_switch``)."""
    won = m.t_won[p]
    cur = m.t_deck[p]
    if rule == "switch":
        options = [i for i in range(3) if i != cur and not won >> i & 1]
    else:
        options = [i for i in range(3) if not won >> i & 1]
    m.decide(p, "deck_choice", [("deck", i) for i in options], (picked, p), {"rule": rule})


def picked(m: "GwentMatch", action: tuple, p: int) -> None:
    m.t_deck[p] = action[1]
    m.emit("deck_choice", ALL, player=p, deck=action[1])


def start_game(m: "GwentMatch") -> None:
    """Start one game of the tournament with the chosen decks: every card back to its box, then set up."""
    m.t_games += 1
    m.t_between = 0
    for uid in range(len(m.card_def)):
        home = m.card_home[uid]
        m.card_owner[uid] = home
        if m.card_zone[uid] != m.zbox[home]:
            m.move(uid, m.zbox[home])
    for p in range(2):
        chosen = m.t_deck[p]
        for uid in list(m.zones[m.zbox[p]]):
            if m.card_deck[uid] != chosen:
                continue
            d = m.card_def[uid]
            if d.type == "leader":
                m.move(uid, m.zleader[p])
                m.leader_uid[p] = uid
                m.faction[p] = d.faction
            elif d.is_token:
                m.move(uid, m.zside[p])
            else:
                m.move(uid, m.zdeck[p])
        for uid in m.zones[m.zbox[p]]:
            m.revealed[uid] = 0  # the spare decks are as unknown as before
    for p in range(m.n_players):
        m.passed[p] = 0
        m.leader_used[p] = 0
        m.leader_off[p] = 0
    for s in range(m.n_sides):
        m.gems[s] = m.opts.gems
    m.round = 0
    m.weather_mask = 0
    m.pending_tokens = ()
    m.round_log.clear()
    apply_white_flame(m)
    update_passives(m)
    m.emit("game_start", ALL, game=m.t_games, decks=list(m.t_deck))


def after_game(m: "GwentMatch") -> str:
    """The step after a round's end: the next round, or (a game of the tournament over) the next game."""
    return "start" if m.t_between else "round_start"


class TournamentMode(Mode):
    """Best of ``tournament_games`` games; a game's end is the tournament's only when it is decided."""

    decks_per_seat = 3  # seed 004, Turnierregeln: each player brings three decks

    def place_decks(self, m, pool, decks):
        for p, block in enumerate(seat_blocks(decks, self.decks_per_seat)):
            for i, deck in enumerate(block):
                add_deck(m, pool, deck, p, i, m.zbox[p], m.zbox[p])

    def game_over(self, m, winning_sides, reason):
        winner = winning_sides[0] if len(winning_sides) == 1 else -1
        m.emit("game_over_in_tournament", ALL, game=m.t_games, winner=winner, reason=reason)
        if winner >= 0:
            m.t_wins[winner] += 1
            m.t_won[winner] |= 1 << m.t_deck[winner]
        need = m.opts.tournament_games // 2 + 1
        if max(m.t_wins) >= need or m.t_games >= m.opts.tournament_games:
            a, b = m.t_wins
            m.end([0] if a > b else [1] if b > a else [], "tournament")
            return
        m.active = -1
        m.t_between = 1
        if winner >= 0:
            m.then((pick, winner, "switch"), (pick, 1 - winner, "keep_or_switch"))
        else:
            f = m.t_first
            m.then((pick, f, "keep_or_switch"), (pick, 1 - f, "keep_or_switch"))
