"""Free-for-all, 3 to 5 players (seed 004, Alle-gegen-Alle): who starts, and scoring by points.

Each player is a side. A Scoia'tael player decides who starts (several: a random one of them); otherwise a random
seat starts. After a round each player gains a point per opponent beaten (Nilfgaard: also per opponent tied, option
``ffa_nilfgaard_ties``); Northern Realms draw after beating two or more; players + 1 points win. A round that gives
no point ends the game when nobody played a card or every hand is empty (option ``ffa_stalemate_end``). A unit's
scorch hits each opponent's side separately (option ``ffa_pirate_per_opponent``). The FFA flow (``flow.FFA``) uses
:func:`choose_first` and :func:`round_score`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.zones import ALL
from tcgkit.games.gwent import play
from tcgkit.games.gwent.board import NG, NR
from tcgkit.games.gwent.mode import Mode
from tcgkit.games.gwent.rounds import end_of_round_board, first_chosen, scoiatael_seats, set_first

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


def choose_first(m: "GwentMatch") -> None:
    """Seed 004 (Scoia'tael, FFA): a Scoia'tael player (a random one of several) decides; else a random seat."""
    deciders = scoiatael_seats(m)
    if deciders:
        p = deciders[m.rand_below(len(deciders))] if len(deciders) > 1 else deciders[0]
        m.emit("scoiatael_decides", ALL, player=p)
        m.decide(p, "first_player", [("first", q) for q in range(m.n_players)], (first_chosen,))
        return
    set_first(m, m.rand_below(m.n_players), "random")


def no_scoiatael_choice(m: "GwentMatch") -> bool:
    """Skip the later rounds' choice unless ``scoiatael_scope="every_round"`` and a Scoia'tael player is seated."""
    return m.opts.scoiatael_scope != "every_round" or m.round <= 1 or not scoiatael_seats(m)


def round_score(m: "GwentMatch") -> None:
    """FFA: 1 point per opponent beaten; Nilfgaard ties; NR draws after beating ≥2 (seed 004, Alle-gegen-Alle)."""
    totals = tuple(m.total(s) for s in range(m.n_sides))
    n = m.n_sides
    gained = [0] * n
    beaten = [0] * n
    ng_ties = m.opts.ffa_nilfgaard_ties == "per_opponent"
    for i in range(n):
        for j in range(n):
            if i == j:
                continue
            if totals[i] > totals[j]:
                gained[i] += 1
                beaten[i] += 1
            elif totals[i] == totals[j] and ng_ties and m.faction[i] == NG and m.faction[j] != NG:
                gained[i] += 1
    for i in range(n):
        m.points[i] += gained[i]
    m.round_log.append((m.round, totals, tuple(i for i in range(n) if gained[i])))
    m.emit("round_end", ALL, round=m.round, totals=list(totals), gained=gained, points=list(m.points))
    for i in range(n):
        if m.faction[i] == NR and beaten[i] >= 2:
            m.emit("faction_ability", ALL, player=i, faction=NR)
            m.draw(i, 1)
    end_of_round_board(m)
    best = max(m.points)
    if best >= n + 1:
        m.variant.game_over(m, [i for i in range(n) if m.points[i] == best], "points")
        return
    if m.opts.ffa_stalemate_end and not any(gained):
        if not m.played_round or not any(m.zones[m.zhand[i]] for i in range(n)):
            m.variant.game_over(m, [i for i in range(n) if m.points[i] == best] if best > 0 else [], "stalemate")
            return
    top = max(gained)
    m.starter = m.active = next(i for i in range(n) if gained[i] == top)


class FreeForAllMode(Mode):
    """Every player a side of their own."""

    def board_scorch(self, m, p, exclude):
        if exclude >= 0 and m.opts.ffa_pirate_per_opponent:
            play.scorch_each_enemy_side(m, p, exclude)
        else:
            play.board_scorch(m, p, exclude)
