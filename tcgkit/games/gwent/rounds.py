"""A game's set-up and its rounds: deal and redraw, who starts, round start, round end and scoring
(rules/gwent.md §1.1, §1.5; seed 004 for the variants' hooks).

Each function here is a step of the flow tables (``flow.py``) or a frame they schedule. Scoring of the two-sided
modes (standard, tournament, 2 vs 2, solo) is :func:`round_score`; free-for-all scores in ``ffa.py``. A mode plugs
its own rule into the named hooks of its ``variant``: ``nr_reward``, ``after_round``, ``game_over``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.zones import ALL
from tcgkit.games.gwent.board import MO, NG, NR, SK, ST
from tcgkit.games.gwent.play import place
from tcgkit.games.gwent.statics import EXTRA_START_CARDS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


# ------------------------------------------------------------------------------------------------ set-up


def deal(m: "GwentMatch") -> None:
    """Shuffle every deck and draw the opening hands (+ Daisy's extra card), then each player may redraw
    (rules/gwent.md §1.1, §1.6)."""
    o = m.opts
    for p in range(m.n_players):
        deal_hand(m, p)
    if o.redraw_count > 0:
        m.then(*[(redraw, p, o.redraw_count) for p in range(m.n_players)])


def deal_hand(m: "GwentMatch", p: int) -> None:
    """``p`` shuffles the deck and draws the opening hand (Daisy of the Valley: one more)."""
    m.shuffle_zone(m.zdeck[p])
    extra = EXTRA_START_CARDS.value(m, p)
    m.draw(p, m.opts.hand_size + extra)


def redraw(m: "GwentMatch", p: int, left: int) -> None:
    """Frame: ``p`` may put a card back and draw another (``left`` more times), or keep the hand."""
    hand = m.zones[m.zhand[p]]
    if left <= 0 or not hand or not m.zones[m.zdeck[p]]:
        return
    actions = [("keep",)] + [("redraw", u) for u in hand]
    m.decide(p, "redraw", actions, (redraw_chosen, p, left), {"left": left})


def redraw_chosen(m: "GwentMatch", action: tuple, p: int, left: int) -> None:
    if action[0] == "keep":
        m.emit("redraw_done", ALL, player=p)
        return
    uid = action[1]
    m.draw(p, 1)
    deck = m.zdeck[p]
    m.move(uid, deck)
    m.shuffle_zone(deck)
    m.emit("redrew", ALL, player=p)
    m.then((redraw, p, left - 1))


def choose_first(m: "GwentMatch") -> None:
    """Who starts: a coin toss, unless exactly one side plays Scoia'tael: then it decides (rules/gwent.md §1.5;
    seed 004, 2 gegen 2)."""
    deciders = scoiatael_seats(m)
    if len({m.team_of[p] for p in deciders}) == 1:
        p = deciders[0]
        m.emit("scoiatael_decides", ALL, player=p)
        m.decide(p, "first_player", [("first", m.teams[s][0]) for s in range(m.n_sides)], (first_chosen,))
        return
    coin = m.rand_below(2)
    m.emit("coin", ALL, result=coin)
    set_first(m, m.teams[coin][0], "coin")


def scoiatael_seats(m: "GwentMatch") -> list[int]:
    """The seats playing Scoia'tael."""
    return [p for p in range(m.n_players) if m.faction[p] == ST]


def first_chosen(m: "GwentMatch", action: tuple) -> None:
    set_first(m, action[1], "chosen")


def set_first(m: "GwentMatch", seat: int, how: str) -> None:
    """``seat`` starts the round (and the game, before round 1)."""
    m.starter = seat
    m.active = seat
    if m.round == 0:
        m.first_of_game = seat
    m.emit("first_player", ALL, player=seat, how=how)


def no_scoiatael_choice(m: "GwentMatch") -> bool:
    """Skip the later rounds' choice of starter unless option ``scoiatael_scope="every_round"`` holds and exactly
    one side plays Scoia'tael (rules/gwent.md §1.5, Portuguese sheet variant)."""
    return (m.opts.scoiatael_scope != "every_round" or m.round <= 1
            or len({m.team_of[p] for p in scoiatael_seats(m)}) != 1)


# ------------------------------------------------------------------------------------------------ rounds


def round_start(m: "GwentMatch") -> None:
    """A round begins: avengers' tokens from the last round, Skellige's revival in its round (rules/gwent.md §1.5)."""
    m.round += 1
    for p in m.seats:
        m.passed[p] = 0
    m.played_round = 0
    m.emit("round_start", ALL, round=m.round)
    for uid, side in m.pending_tokens:
        if m.card_zone[uid] == m.zside[m.card_owner[uid]]:
            place(m, uid, side, m.card_def[uid].rows[0])
    m.pending_tokens = ()
    if m.round == m.opts.skellige_round:
        for p in m.seats:  # the automaton too (rules/gwent.md §4.4 (5))
            if m.faction[p] == SK:
                skellige_revive(m, p)


def skellige_revive(m: "GwentMatch", p: int) -> None:
    """Skellige: 2 random units from the discard pile onto the board (rules/gwent.md §1.5); never spies (they
    belong on another side), heroes only under ``skellige_revive_heroes``."""
    side = m.team_of[p]
    pile = m.zones[m.zdisc[side]]
    heroes = m.opts.skellige_revive_heroes
    cand = [u for u in pile if m.card_def[u].is_unit and not m.card_def[u].spy
            and (heroes or not m.card_def[u].hero)]
    picked = []
    for _ in range(min(2, len(cand))):
        picked.append(cand.pop(m.rand_below(len(cand))))
    for u in picked:
        m.emit("skellige_revive", ALL, player=p, card=m.card_def[u].id, uid=u)
        place(m, u, side, m.card_def[u].rows[0])


def round_score(m: "GwentMatch") -> None:
    """Two sides: the higher total wins the round (Nilfgaard wins a draw against a side without it), the loser
    (both after a draw) loses a gem; Northern Realms draw after a won round; the board is cleared; a side out of
    gems loses; the winner starts the next round (ruling 6, option ``round_starter``)."""
    a, b = totals = (m.total(0), m.total(1))
    if a != b:
        winners = (0,) if a > b else (1,)
    else:
        ng = [m.side_has(s, NG) for s in (0, 1)]
        winners = (0,) if ng[0] and not ng[1] else (1,) if ng[1] and not ng[0] else ()
    for s in (0, 1):
        if s not in winners:
            m.gems[s] = max(0, m.gems[s] - 1)
    m.round_log.append((m.round, totals, winners))
    m.emit("round_end", ALL, round=m.round, totals=list(totals), winners=list(winners), gems=list(m.gems))
    for s in winners:
        for p in m.teams[s]:
            if m.faction[p] == NR:
                m.variant.nr_reward(m, p)
    end_of_round_board(m)
    m.variant.after_round(m, winners)
    if 0 in m.gems:
        m.variant.game_over(m, [s for s in (0, 1) if m.gems[s] > 0], "gems")
        return
    prev = m.starter
    if m.opts.round_starter == "winner" and winners:
        nxt = m.teams[winners[0]][0]
    else:
        nxt = m.teams[1 - m.team_of[prev]][0]
    m.starter = m.active = nxt


def nr_reward(m: "GwentMatch", p: int) -> None:
    """Northern Realms: the winner of a round draws a card (rules/gwent.md §1.5)."""
    m.emit("faction_ability", ALL, player=p, faction=NR)
    m.draw(p, 1)


def end_of_round_board(m: "GwentMatch") -> None:
    """Monsters keep a random non-hero unit (option ``monsters_keep_heroes``); everything else leaves the board;
    weather clears (rules/gwent.md §1.1, §1.5)."""
    kept = []
    if m.opts.monsters_keep == "random":
        heroes = m.opts.monsters_keep_heroes  # heroes are not affected by abilities (rules/gwent.md §1.2)
        for s in range(m.n_sides):
            if m.side_has(s, MO):
                units = [u for u in m.side_units(s) if m.card_def[u].is_unit and (heroes or not m.card_def[u].hero)]
                if units:
                    keep = units[m.rand_below(len(units))]
                    kept.append(keep)
                    m.emit("faction_ability", ALL, side=s, faction=MO, card=m.card_def[keep].id, uid=keep)
    pending = list(m.pending_tokens)
    next_round = m.opts.avenger_round_end == "next_round"
    for s in range(m.n_sides):
        for r in range(3):
            z = m.zrow[s][r]
            for u in list(m.zones[z]):
                if u in kept:
                    continue
                m.to_discard(u)
                d = m.card_def[u]
                if d.avenger and next_round:
                    owner = m.card_owner[u]
                    token = next((t for t in m.zones[m.zside[owner]] if m.card_def[t].name == d.avenger
                                  and all(t != q for q, _ in pending)), -1)
                    if token >= 0:
                        pending.append((token, s))
            for u in list(m.zones[m.zspec[s][r]]):
                m.to_discard(u)
            m.row_horn[s * 3 + r] = 0
        for u in list(m.zones[m.zdecoy[s]]):
            m.to_discard(u)
        m.solo_bonus[s] = 0
    for u in list(m.zones[m.zweather]):
        m.to_discard(u)
    m.weather_mask = 0
    m.pending_tokens = tuple(pending)
    m.dirty = 1


def game_over(m: "GwentMatch", winning_sides: list, reason: str) -> None:
    """The game ends: every seat of the winning sides wins (none: a draw)."""
    m.end([p for s in winning_sides for p in m.teams[s]], reason)
