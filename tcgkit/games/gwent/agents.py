"""GWENT's heuristic agents: ``greedy`` and ``automaton`` (docs/games/gwent.md#agents).

Both see only their :class:`~tcgkit.games.gwent.view.GwentView`. To score an action they apply it to a
*determinisation* of the view (hidden cards redealt consistently with what the seat knows, DESIGN.md contract 6),
so they never read the opponent's hand or their own deck order.

``greedy`` — a documented heuristic:
  1. opening redraw: keep (redraw nothing) unless the hand holds two or more non-Clear weather cards of one kind,
     then redraw the duplicate;
  2. who starts (Scoia'tael): let the opponent start (the second player sees more);
  3. each turn, score every action by Δ-gain = (own total − best opponent total) after − before, plus a card-
     advantage bonus: +8 for a spy's two draws, +the unit's base strength for a decoy taking a unit back (+10 for a
     spy), +the best revivable base strength for a medic whose pick is still pending;
  4. pass when an opponent side has passed and we are ahead; when the opponent passed and we are behind, play the
     cheapest action that takes the lead, else pass if even the whole hand cannot catch up;
  5. don't overcommit: a round is *deciding* only when losing it loses the match (our side on its last gem, or
     FFA). In the first round pass as soon as we lead (the opponent must spend cards to catch up) or trail by more
     than 4 (do not chase); in any round that is not deciding, pass when ahead by more than 12 with the opponent not
     passed and our hand no bigger than theirs, and when behind unless one card takes the lead (keep the hand for
     the round that matters);
  6. leader, medic, decoy and deck choices are scored the same way.

``automaton`` — the solo automaton's one-ply Δ policy for any seat (rules/gwent.md §4.3): every action scored by
Δ = own total − best opponent total after it, ties broken by higher own total, lower opponent total, and action order;
it never passes while it holds a playable card (the automaton never passes). In ``solo`` mode the automaton's seat
is played by the rules themselves and never gets a decision, so whatever agent sits in seat 1 (``--vs automaton``
included) is never asked; the agent gives the same policy to any seat of the other modes.
"""

from __future__ import annotations

from tcgkit.core.match import Action
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.view import GwentView


def _margin(m, side: int) -> tuple[int, int]:
    own = m.total(side)
    opp = max(m.total(s) for s in range(m.n_sides) if s != side)
    return own, opp


class _Scoring:
    name = "base"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def _after(self, base, action: tuple):
        m = base.clone()
        m.log = None
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

    def _score(self, view: GwentView, base, action: tuple, side: int, own0: int, opp0: int) -> float:
        m = self._after(base, action)
        if m.ended:
            return 1000.0 if view.viewer in m.winners else -1000.0
        own, opp = _margin(m, side)
        if m.round != base.round:
            return 0.0
        gain = (own - opp) - (own0 - opp0)
        kind = action[0]
        if kind == "spy":
            gain += 8
        elif kind == "decoy":
            t = view.card(action[2])
            gain += 10 if t.spy else t.strength
        pend = m.pending
        if pend is not None and pend.player == view.viewer and pend.kind in ("medic", "medic_row"):
            best = 0
            for a in pend.actions:
                if a[0] in ("unit", "spy"):
                    c = m.card_def[a[1]]
                    best = max(best, 10 if c.spy else c.strength)
            gain += best
        return gain

    def _best(self, view: GwentView, actions: tuple) -> Action:
        base = view.determinize(self.rng)
        side = view.my_side()
        own0, opp0 = _margin(base, side)
        best, best_s = actions[0], None
        for a in actions:
            if a == ("pass",):
                continue
            s = self._score(view, base, a, side, own0, opp0)
            if best_s is None or s > best_s:
                best, best_s = a, s
        return best

    def _turn(self, view: GwentView, actions: tuple) -> Action:
        side = view.my_side()
        own, opp = view.total(side), max(view.total(s) for s in view.enemy_sides())
        opp_passed = any(view.side_passed(s) for s in view.enemy_sides())
        plays = [a for a in actions if a != ("pass",)]
        if not plays:
            return ("pass",)
        if opp_passed and own > opp:
            return ("pass",)
        me = view.viewer
        hand = [view.card(u) for u in view.hand(me) if u is not None]
        hand_str = sorted((c.strength for c in hand if c.is_unit and not c.spy), reverse=True)
        opp_hand = max(view.hand_size(p) for s in view.enemy_sides() for p in view.seats_of(s))
        # a round we must win: losing it loses the match (an opponent on its last gem is not a reason to spend
        # everything: losing this round still leaves a deciding round with the cards we kept)
        deciding = view.mode == "ffa" or view.gems(side) == 1
        first_round = view.mode != "ffa" and view.gems(side) == view.starting_gems() and all(
            view.gems(s) == view.starting_gems() for s in view.enemy_sides())
        if not opp_passed and not deciding:
            if first_round and (own > opp or opp - own > 4):
                # rule 5: the first round is cheap to lose: pass once ahead (the opponent must spend cards to
                # catch up) or once clearly behind (do not chase a board built with muster or spies)
                return ("pass",)
            if own - opp > 12 and len(hand) <= opp_hand:
                return ("pass",)
        base = view.determinize(self.rng)
        own0, opp0 = _margin(base, side)
        scored = []
        for a in plays:
            scored.append((self._score(view, base, a, side, own0, opp0), a))
        scored.sort(key=lambda x: -x[0])
        if opp_passed:
            deficit = opp - own
            winning = [(s, a) for s, a in scored if s > deficit]
            if winning:
                # the cheapest action that takes the lead: the smallest sufficient gain
                return min(winning, key=lambda x: (self._cost(view, x[1]), -x[0]))[1]
            if own + sum(hand_str) + 10 <= opp:
                return ("pass",)
            return scored[0][1]
        if not deciding and own < opp and scored[0][0] <= opp - own:
            # a round we need not win, and no card takes the lead: keep the cards for the rounds that matter
            # (chasing an opponent who keeps playing spends the hand that the deciding round needs)
            return ("pass",)
        # spies first while the round is open: card advantage
        return scored[0][1]

    @staticmethod
    def _cost(view: GwentView, action: tuple) -> int:
        if action[0] == "leader":
            return 3
        if action[0] == "spy":
            return 0
        c = view.card(action[1])
        return c.strength if c.is_unit else 4


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
