"""GWENT's heuristic agents: ``greedy`` and ``automaton`` (docs/games/gwent.md#agents).

Both see only their :class:`~tcgkit.games.gwent.view.GwentView`. To score an action they apply it to a
*determinisation* of the view (hidden cards redealt consistently with what the seat knows, DESIGN.md contract 6),
so they never read the opponent's hand or their own deck order.

``greedy`` — a documented heuristic:
  1. opening redraw: keep (redraw nothing) unless the hand holds two or more non-Clear weather cards of one kind,
     then redraw the duplicate;
  2. who starts (Scoia'tael): let the opponent start (the second player sees more);
  3. each turn, score every action by its *board gain* Δ = (own total − best opponent total) after − before (a medic
     counted with its best non-spy pick), plus a card-advantage bonus: +8 for a spy's two draws, +the unit's base
     strength for a decoy taking a unit back (+10 for a spy), +10 for a medic that can revive a spy. "Takes the lead"
     below always means the board gain alone; a Nilfgaard side facing no Nilfgaard counts a tie as a lead (it wins
     drawn rounds). The *cost* of an action is what it takes out of the hand: a unit's base strength (a tight-bond
     unit's times the number of its copies in hand, so a bond set is kept together), 0 for a spy, 3 for the leader,
     4 for any other special card;
  4. a round is *deciding* when losing it loses the match (our side on its last gem, or FFA);
  5. when the opponent has passed: pass if ahead; else play the cheapest action that takes the lead; else, in a
     round that is not deciding, pass if even the whole hand cannot catch up; else play the best-scored action (a
     deciding round is never given up while a card can be played);
  6. a round that is not deciding, opponent still playing: play a spy first (card advantage costs nothing in a
     round we need not win), else a medic when one of our spies is in our discard (its pick: the spy); then pass
     if ahead (the opponent must spend cards to catch up); if behind, take the lead with the cheapest action that
     does it — in the first round any action, in a later round (we already won a round) only a unit costing at
     most 5, a cheap probe — and pass otherwise (do not chase a board built with muster: an opponent who keeps
     dumping its hand into this round has less left for the round that matters);
  7. a deciding round, opponent still playing: keep (or take) the lead with the cheapest action that does it, so
     the strong cards stay in hand for when the opponent stops; if no action takes the lead, the best-scored one;
  8. leader, medic, decoy and deck choices are scored by the same score (rule 3), except the spy pick of rule 6;
  9. solo (the automaton never passes and answers every card, a pass too, with one of its own): pass with a lead
     above ``SOLO_MARGIN`` (0: any lead), else play the best-scored action, in every round.

``automaton`` — the solo automaton's one-ply Δ policy for any seat (rules/gwent.md §4.3): every action scored by
Δ = own total − best opponent total after it, ties broken by higher own total, lower opponent total, and action order;
it never passes while it holds a playable card (the automaton never passes). In ``solo`` mode the automaton's seat
is played by the rules themselves and never gets a decision, so whatever agent sits in seat 1 (``--vs automaton``
included) is never asked; the agent gives the same policy to any seat of the other modes.
"""

from __future__ import annotations

import math

from tcgkit.core.match import Action
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.view import GwentView

#: the largest cost of the probe that takes the lead in a round we need not win after the first (rule 6)
PROBE_COST = 5
#: solo: the lead over the automaton above which the person passes (rule 9). Measured over 200 games (NR full deck
#: against the Monsters automaton): margin 0, 4, 8, 12, 16 won 10 %, 9 %, 5 %, 3 %, 3.5 %; giving up a first round
#: when far behind did not help (8–10.5 %)
SOLO_MARGIN = 0


#: the evaluation's weights: a gem (a point in free-for-all), a game won in a tournament, a card in hand, the lead in
#: the round being played (through tanh over ROUND_SPREAD points); the spread of its logistic curve
GEM, GAME_WON, HAND_CARD, ROUND_LEAD, ROUND_SPREAD, SCALE = 5.0, 12.0, 1.2, 2.5, 10.0, 3.0


def evaluate(m, seat: int) -> float:
    """How likely ``seat``'s side is to win from this position (``Game.search_hints()``, for search agents' cut-off
    rollouts), in ``[0, 1]``: a logistic curve over its side's worth minus the best other side's. A side is worth
    its gems (its points in free-for-all, its games won in a tournament: what decides the match, rules/gwent.md
    §1.1), its cards in hand (the game is one of card advantage over three rounds) and, a little, its lead in the
    round being played. Reads a determinised match (search agents only ever evaluate those)."""
    n = m.n_sides
    totals = [m.total(s) for s in range(n)]
    ffa = m.mode == "ffa"
    worth = []
    for s in range(n):
        seats = m.teams[s]
        v = GEM * (sum(m.points[p] for p in seats) if ffa else m.gems[s])
        if m.mode == "tournament":
            v += GAME_WON * m.t_wins[s]
        v += HAND_CARD * sum(len(m.zones[m.zhand[p]]) for p in seats)
        lead = totals[s] - max(totals[t] for t in range(n) if t != s)
        worth.append(v + ROUND_LEAD * math.tanh(lead / ROUND_SPREAD))
    side = m.team_of[seat]
    lead = worth[side] - max(worth[t] for t in range(n) if t != side)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


def _margin(m, side: int) -> tuple[int, int]:
    own = m.total(side)
    opp = max(m.total(s) for s in range(m.n_sides) if s != side)
    return own, opp


class _Scoring:
    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def _after(self, base, action: tuple):
        m = base.clone()  # base is a determinisation: no event log to copy (View.determinize)
        m.apply(action)
        return m


class GreedyAgent(_Scoring):
    """The documented greedy heuristic (module docstring). ``seed`` drives only its determinisations."""

    name = "greedy"

    def act(self, view: GwentView) -> Action:
        d = view.decision()
        actions = d.actions
        kind = d.kind
        if kind == "redraw":
            return self._redraw(view, actions)
        if kind == "first_player":
            me = view.my_side()
            other = [a for a in actions if view.side_of(a[1]) != me]
            return other[0] if other else actions[0]
        if kind == "deck_choice":
            return actions[0]
        if kind == "turn":
            return self._turn(view, actions)
        if kind in ("medic", "medic_row") and not self._must_win(view):
            spies = [a for a in actions if a[0] == "spy"]
            if spies:  # rule 6: a round we need not win, opponent still playing: revive a spy (two draws)
                return min(spies, key=lambda a: view.card(a[1]).strength)
        return self._best(view, actions)

    def _redraw(self, view: GwentView, actions: tuple) -> Action:
        seen = set()
        for a in actions:
            if a[0] != "redraw":
                continue
            c = view.card(a[1])
            if c.type == "weather" and not c.clear:
                if c.name in seen:
                    return a
                seen.add(c.name)
        return ("keep",)

    def _score(self, view: GwentView, base, action: tuple, side: int, own0: int, opp0: int) -> tuple:
        """``(score, board)`` of an action (rule 3): ``board`` is the change in (own − best opponent total) it
        makes, a pending medic counted with its best non-spy pick; ``score`` adds the card-advantage bonuses."""
        m = self._after(base, action)
        if m.ended:
            v = 1000.0 if view.viewer in m.winners else -1000.0
            return v, v
        if m.round != base.round:
            return 0.0, 0.0
        own, opp = _margin(m, side)
        board = (own - opp) - (own0 - opp0)
        bonus = 0
        kind = action[0]
        if kind == "spy":
            bonus = 8
        elif kind == "decoy":
            t = view.card(action[2])
            bonus = 10 if t.spy else t.strength
        pend = m.pending
        if pend is not None and pend.player == view.viewer and pend.kind in ("medic", "medic_row"):
            best = rev = 0
            for a in pend.actions:
                if a[0] in ("unit", "spy"):
                    c = m.card_def[a[1]]
                    best = max(best, 10 if c.spy else c.strength)
                    if not c.spy:
                        rev = max(rev, c.strength)
            board += rev
            bonus += best - rev
        return board + bonus, board

    def _best(self, view: GwentView, actions: tuple) -> Action:
        base = view.determinize(self.rng)
        side = view.my_side()
        own0, opp0 = _margin(base, side)
        best, best_s = actions[0], None
        for a in actions:
            if a == ("pass",):
                continue
            s = self._score(view, base, a, side, own0, opp0)[0]
            if best_s is None or s > best_s:
                best, best_s = a, s
        return best

    def _turn(self, view: GwentView, actions: tuple) -> Action:
        if view.mode == "solo":
            return self._solo_turn(view, actions)
        side = view.my_side()
        own, opp = view.total(side), max(view.total(s) for s in view.enemy_sides())
        if self._wins_ties(view):
            own += 1  # rule 3: a drawn round is ours, so a tie is as good as a lead of one
        opp_passed = any(view.side_passed(s) for s in view.enemy_sides())
        plays = [a for a in actions if a != ("pass",)]
        if not plays or (opp_passed and own > opp):
            return ("pass",)
        deciding = self._deciding(view)
        first_round = view.mode != "ffa" and view.gems(side) == view.starting_gems() and all(
            view.gems(s) == view.starting_gems() for s in view.enemy_sides())
        if not opp_passed and not deciding:
            spies = [a for a in plays if a[0] == "spy"]
            if spies:  # rule 6: card advantage first
                return min(spies, key=lambda a: view.card(a[1]).strength)
            if any(view.card(u).spy and not view.card(u).hero for u in view.discard(side)):
                medics = [a for a in plays if a[0] == "unit" and view.card(a[1]).medic]
                if medics:  # a medic to revive one of our spies: the same two draws
                    return medics[0]
            if own > opp:
                return ("pass",)
        base = view.determinize(self.rng)
        own0, opp0 = _margin(base, side)
        scored = []
        for a in plays:
            score, board = self._score(view, base, a, side, own0, opp0)
            scored.append((score, board, a))
        scored.sort(key=lambda x: -x[0])
        need = opp - own  # a board gain above this takes the lead
        leading = [x for x in scored if x[1] > need]
        if not opp_passed and not deciding and not first_round:
            leading = [x for x in leading if x[2][0] == "unit" and self._cost(view, x[2]) <= PROBE_COST]
        if leading:
            # rules 5-7: the cheapest action that takes (or keeps) the lead; the better score breaks ties
            return min(leading, key=lambda x: (self._cost(view, x[2]), -x[0]))[2]
        if not deciding:
            if not opp_passed:
                return ("pass",)  # rule 6: behind and no (cheap) card takes the lead
            hand = [view.card(u) for u in view.hand(view.viewer) if u is not None]
            if own + sum(c.strength for c in hand if c.is_unit and not c.spy) + 10 <= opp:
                return ("pass",)  # rule 5: even the whole hand cannot catch up
        return scored[0][2]

    def _solo_turn(self, view: GwentView, actions: tuple) -> Action:
        """Rule 9 (solo): the automaton never passes and answers each card, and a pass, with a card of its own, so
        the person wins a round only by passing ahead, and each card it keeps is one the automaton does not match.
        Pass with a lead above ``SOLO_MARGIN``; otherwise play the best-scored action (rule 3), in every round (never
        a pass while behind with a card to play)."""
        side = view.my_side()
        own, opp = view.total(side), max(view.total(s) for s in view.enemy_sides())
        plays = [a for a in actions if a != ("pass",)]
        if not plays or own - opp > SOLO_MARGIN:
            return ("pass",)
        return self._best(view, tuple(plays))

    @staticmethod
    def _deciding(view: GwentView) -> bool:
        """Rule 4. An opponent on its last gem is not a reason to spend everything: losing this round still
        leaves a deciding round with the cards we kept."""
        return view.mode == "ffa" or view.gems(view.my_side()) == 1

    def _must_win(self, view: GwentView) -> bool:
        """The round is deciding, or an opponent has passed (cards now decide this round only)."""
        return self._deciding(view) or any(view.side_passed(s) for s in view.enemy_sides())

    @staticmethod
    def _wins_ties(view: GwentView) -> bool:
        """Our side wins a drawn round: Nilfgaard against a side without Nilfgaard (two-sided modes)."""
        if view.n_sides != 2:
            return False
        ng = [any(view.faction(p) == "nilfgaard" for p in view.seats_of(s)) for s in range(2)]
        me = view.my_side()
        return ng[me] and not ng[1 - me]

    @staticmethod
    def _cost(view: GwentView, action: tuple) -> int:
        """What an action takes out of the hand (rule 3)."""
        if action[0] == "leader":
            return 3
        if action[0] == "spy":
            return 0
        c = view.card(action[1])
        if not c.is_unit:
            return 4
        if c.bond:
            # a tight-bond unit is worth more with its partners: count the copies still in hand with it
            hand = [view.card(u) for u in view.hand(view.viewer) if u is not None]
            return c.strength * sum(1 for h in hand if h.name == c.name)
        return c.strength


class AutomatonAgent(_Scoring):
    """The automaton's one-ply Δ policy as an agent (rules/gwent.md §4.3; module docstring)."""

    name = "automaton"

    def act(self, view: GwentView) -> Action:
        d = view.decision()
        actions = d.actions
        if d.kind == "redraw":
            return ("keep",)
        if d.kind in ("first_player", "deck_choice"):
            return actions[0]
        plays = [a for a in actions if a != ("pass",)]
        if not plays:
            return actions[0]
        base = view.determinize(self.rng)
        side = view.my_side()
        best, best_key = plays[0], None
        for i, a in enumerate(plays):
            m = self._after(base, a)
            if m.ended:
                key = (10_000 if view.viewer in m.winners else -10_000, 0, 0, -i)
            else:
                own, opp = _margin(m, side)
                key = (own - opp, own, -opp, -i)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best
