"""FE Cipher agents: a documented greedy heuristic (``random`` is the generic one of tcgkit.ai).

The greedy agent looks one decision ahead with simple estimates; it reads only its :class:`FEView`. Its rules, per
decision (docs/games/fe_cipher.md "Agents"):

* **main character** (a deck that names none) — the cost-1 unit with the most cards of its unit name in the deck
  (its level-ups and class changes), then the highest attack.
* **mulligan** — keep a hand with at least two cards of cost 2 or less, else mulligan.
* **bond** — always bond (bonds are the whole economy) the card worth least in hand: a card of a colour the bonds
  lack first, then duplicates and cards that neither deploy soon nor stack onto a unit.
* **deployment** — the best affordable action: class change (a bigger unit and a card) > level up to a stronger
  card > deploy the strongest unit; melee units to the Front Line, bows, tomes and staves to the Back Line.
* **action** — attack with every unit, each at the best target it should beat (estimated powers, each side's
  support counted as +15): the Main Character first when it would fall, then the most expensive unit it beats, else
  the Main Character anyway (a support or a critical hit may still win); use an ACT skill that draws, retrieves,
  adds an orb, attacks the hand or destroys, and a +attack skill only when it turns an attack into a win.
* **critical hit** — when it turns a loss into a win against the Main Character or a unit of cost 2+;
  **evade** — to save an orb when the Main Character would fall, or a unit of cost 3+.
* **targets** — removal: the most expensive enemy; moving an enemy: one in the Back Line (in reach next), else the
  strongest non-Main-Character Front Line enemy; buffs: the strongest ally; cards from the Retreat Area, the deck or
  the bonds: the most expensive; cards to give up (discard, bond, put back): the least valuable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import math

from tcgkit.core.rng import Rng
from tcgkit.games.fe_cipher.properties import unit_attack
from tcgkit.games.fe_cipher.match import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

#: the evaluation's weights: an orb, the Main Character standing with no orb left (the next hit loses), a unit on
#: the field and each 10 attack of it, a bond, a card in hand, a nearly empty deck; the spread of the logistic curve
ORB, LAST_STAND, UNIT, ATTACK_10, BOND, HAND_CARD, THIN_DECK, SCALE = 2.5, -2.0, 1.0, 0.25, 0.6, 0.5, -2.0, 4.0
#: what a bond adds while it is face up (at most ``FACE_UP_MAX`` of them): flipping one is a lasting cost (a
#: face-down bond gives no colour symbol and pays no flip cost again, rules/fe_cipher.md §1 Bonds), so a skill
#: whose cost flips bonds (B01-055 Lucina, B01-060 Lissa's heal) must win more than a card or a +10 for a turn
FACE_UP, FACE_UP_MAX = 0.3, 6


def evaluate(m: "FEMatch", seat: int) -> float:
    """How likely ``seat`` is to win from this position (``Game.search_hints()``, for search agents' cut-off rollouts),
    in ``[0, 1]``: a logistic curve over the difference of the two sides' worth. A side is worth its orbs (a Main
    Character destroyed with no orb left loses, rules/fe_cipher.md §Winning), its units on the field and their
    attack, its bonds (the economy; face-up ones more, since flipping one is a lasting cost) and its hand, less a
    little when its deck runs out (deck-out loses). Reads a determinised match (search agents only ever evaluate
    those)."""
    worth = [0.0, 0.0]
    zones, face_down = m.zones, m.face_down
    for p in (0, 1):
        orbs = len(zones[m.z_orbs[p]])
        v = ORB * orbs + (LAST_STAND if orbs == 0 else 0.0)
        for z in (m.z_front[p], m.z_back[p]):
            for u in zones[z]:
                v += UNIT + ATTACK_10 * unit_attack(m, u) / 10
        bonds = zones[m.z_bonds[p]]
        v += BOND * min(len(bonds), 8) + HAND_CARD * min(len(zones[m.z_hand[p]]), 8)
        v += FACE_UP * min(sum(1 for u in bonds if not face_down[u]), FACE_UP_MAX)
        if len(zones[m.z_deck[p]]) < 4:
            v += THIN_DECK
        worth[p] = v
    lead = worth[seat] - worth[1 - seat]
    return 1.0 / (1.0 + math.exp(-lead / SCALE))

SUPPORT_GUESS = 15
GOOD_SKILL_TAGS = frozenset({"draw", "card_advantage", "orbs", "hand_attack", "removal", "ramp", "mill"})


class GreedyAgent:
    """The greedy heuristic above; ties broken by its own seeded generator."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    # ------------------------------------------------------------------------------------------ dispatch

    def act(self, view):
        d = view.decision()
        actions = view.legal_actions()
        handler = getattr(self, "_" + d.kind, None)
        choice = handler(view, actions, d) if handler is not None else None
        if choice is None or choice not in actions:
            choice = self._default(actions)
        return choice

    def _default(self, actions):
        for pref in ("yes", "keep", "no_critical_hit", "no_evade"):
            for a in actions:
                if a[0] == pref:
                    return a
        return actions[0]

    # ------------------------------------------------------------------------------------------ card values

    def _value(self, v, uid: int) -> float:
        """How much a card in hand is worth keeping (higher: keep)."""
        d = v.card(uid)
        me = v.me
        units = v.units(me)
        score = 0.0
        for u in units:
            if not d.names.isdisjoint(v.card(u).names):
                score += 3 if d.cc_cost is not None else 2
        spent, bonds = v.budget(me)
        if d.cost is not None and d.cost <= bonds + 1:
            score += 2
        if d.cost is not None and d.cost >= 4 and d.cc_cost is None:
            score -= 1
        same = sum(1 for h in v.hand() if h != uid and not v.card(h).names.isdisjoint(d.names))
        score -= 0.5 * max(0, same - 1)
        return score + d.attack / 100

    def _least_valuable(self, v, uids):
        return min(uids, key=lambda u: (self._value(v, u), u))

    # ------------------------------------------------------------------------------------------ set-up, bonds

    def _main_character(self, v, actions, d):
        """The cost-1 unit the deck builds on most: the most deck cards sharing its unit name (its level-ups and
        class changes), then the highest attack."""
        deck = [v.card(u) for u in v.cards("deck", v.me) if u is not None]

        def backing(a):
            names = v.card(a[1]).names
            return (sum(1 for c in deck if not c.names.isdisjoint(names) and (c.cost or 0) > 1),
                    v.card(a[1]).attack, -a[1])

        return max(actions, key=backing)

    def _mulligan(self, v, actions, d):
        cheap = sum(1 for u in v.hand() if (v.card(u).cost or 9) <= 2)
        return ("keep",) if cheap >= 2 else ("mulligan",)

    def _bond(self, v, actions, d):
        cands = [a[1] for a in actions if a[0] == "bond"]
        if not cands:
            return ("no_bond",)
        have = v.symbols(v.me)
        needed = {c for u in v.hand() for c in v.card(u).colors} - have
        colored = [u for u in cands if needed & set(v.card(u).colors)]
        pool = colored or cands
        return ("bond", self._least_valuable(v, pool))

    # ------------------------------------------------------------------------------------------ deployment

    def _deployment(self, v, actions, d):
        best, best_score = ("end_deployment",), 0.0
        for a in actions:
            kind = a[0]
            if kind == "class_change":
                score = 100 + v.card(a[1]).attack
            elif kind == "level_up":
                gain = v.card(a[1]).attack - v.card(a[2]).attack
                score = 50 + gain if gain >= 20 else -1
            elif kind == "deploy":
                card = v.card(a[1])
                if a[2] != self._line_for(v, a[1]):
                    continue
                score = 20 + card.attack / 10 + (5 if card.cost <= 2 else 0)
            else:
                continue
            if score > best_score:
                best, best_score = a, score
        return best

    def _line_for(self, v, uid: int) -> str:
        mask = v.card(uid).range_mask
        return FRONT if mask & 1 else BACK

    def _deploy_line(self, v, actions, d):
        return actions[0]

    # ------------------------------------------------------------------------------------------ action phase

    def _estimate(self, v, attacker: int, target: int) -> tuple[int, int]:
        return v.attack(attacker) + SUPPORT_GUESS, v.attack(target) + SUPPORT_GUESS

    def _action(self, v, actions, d):
        me = v.me
        opp = 1 - me
        mc = v.main_character(opp)
        attacks = [a for a in actions if a[0] == "attack"]
        acts = [a for a in actions if a[0] == "act"]
        for a in acts:
            tags = v.skill_tags(a[1], a[2])
            if tags & GOOD_SKILL_TAGS and "removal" not in tags or ("removal" in tags and v.units(opp)):
                if self._affordable_flip(v, a):
                    return a
        best, best_score = None, -1.0
        for a in attacks:
            att, tgt = a[1], a[2]
            pa, pt = self._estimate(v, att, tgt)
            wins = pa >= pt
            if tgt == mc:
                score = 100 + pa - pt if wins else 10 + (pa - pt) / 10
            else:
                score = (50 + 10 * (v.card(tgt).cost or 0)) if wins else -1
            if score > best_score:
                best, best_score = a, score
        if best is not None and best_score >= 0:
            buff = self._buff_for(v, acts, best)
            return buff or best
        return ("end_turn",)

    def _affordable_flip(self, v, a) -> bool:
        """Use a flip skill only while it leaves a face-up bond of each colour the hand needs."""
        return len([1 for _u, down in v.bonds(v.me) if not down]) >= 3 or not v.skill_flips(a[1], a[2])

    def _buff_for(self, v, acts, attack):
        att, tgt = attack[1], attack[2]
        pa, pt = self._estimate(v, att, tgt)
        if pa >= pt:
            return None
        for a in acts:
            if a[1] == att and "buff" in v.skill_tags(a[1], a[2]) and pa + 20 >= pt:
                return a
        return None

    def _critical_hit(self, v, actions, d):
        att, dfn = d.info["attacker"], d.info["defender"]
        pa, pd = v.attack(att), v.attack(dfn)
        worth = dfn == v.main_character(1 - v.me) or (v.card(dfn).cost or 0) >= 2
        if pa < pd <= 2 * pa and worth:
            cands = [a for a in actions if a[0] == "critical_hit"]
            return min(cands, key=lambda a: (self._value(v, a[1]), a[1]))
        return ("no_critical_hit",)

    def _evade(self, v, actions, d):
        att, dfn = d.info["attacker"], d.info["defender"]
        if v.attack(att) < v.attack(dfn):
            return ("no_evade",)
        is_mc = dfn == v.main_character(v.me)
        if is_mc or (v.card(dfn).cost or 0) >= 3:
            cands = [a for a in actions if a[0] == "evade"]
            return min(cands, key=lambda a: (self._value(v, a[1]), a[1]))
        return ("no_evade",)

    # ------------------------------------------------------------------------------------------ effects

    def _pay_cost(self, v, actions, d):
        return ("yes",)

    def _optional(self, v, actions, d):
        return ("yes",)

    def _alt_cost(self, v, actions, d):  # B04-044 Hardin: flipping bonds costs less than a unit
        return ("no",)

    def _target(self, v, actions, d):
        cands = [a[1] for a in actions if a[0] == "target"]
        if not cands:
            return actions[0]
        me = v.me
        src = (d.info or {}).get("source", -1)
        tags = v.card_tags(src) if src >= 0 and v.visible(src) else frozenset()
        zone_units = [u for u in cands if v.line(u)]
        if not zone_units:  # cards in hand, Retreat Area, bonds
            if all(u in v.hand() for u in cands):
                return ("target", self._least_valuable(v, cands))
            return ("target", max(cands, key=lambda u: (v.card(u).cost or 0, v.card(u).attack, -u)))
        enemies = [u for u in zone_units if v.owner(u) != me]
        allies = [u for u in zone_units if v.owner(u) == me]
        if enemies:
            if "removal" in tags:
                return ("target", max(enemies, key=lambda u: (v.card(u).cost or 0, v.attack(u), -u)))
            back = [u for u in enemies if v.line(u) == BACK]
            if back:
                return ("target", max(back, key=lambda u: (v.attack(u), -u)))
            mc = v.main_character(1 - me)
            front = [u for u in enemies if u != mc]
            if front:
                return ("target", max(front, key=lambda u: (v.attack(u), -u)))
            if ("decline",) in actions:
                return ("decline",)
            return ("target", enemies[0])
        if "move" in tags and ("decline",) in actions:
            return ("decline",)
        return ("target", max(allies, key=lambda u: (v.attack(u), -u)))

    def _choose_card(self, v, actions, d):
        cands = [a[1] for a in actions if a[0] == "choose"]
        if not cands:
            return actions[0]
        return ("choose", max(cands, key=lambda u: (v.card(u).cost or 0, v.card(u).attack, -u)))

    def _least(self, kind):
        def pick(v, actions, d):
            cands = [a[1] for a in actions if a[0] == kind]
            return (kind, self._least_valuable(v, cands)) if cands else actions[0]
        return pick

    def _discard(self, v, actions, d):
        return self._least("discard")(v, actions, d)

    def _discard_cost(self, v, actions, d):
        return self._least("discard")(v, actions, d)

    def _hand_limit(self, v, actions, d):
        return self._least("discard")(v, actions, d)

    def _to_deck_top(self, v, actions, d):
        return self._least("to_deck_top")(v, actions, d)

    def _flip_bond(self, v, actions, d):
        counts: dict[str, int] = {}
        for u, down in v.bonds(v.me):
            if not down:
                for c in v.card(u).colors:
                    counts[c] = counts.get(c, 0) + 1
        return max((a for a in actions if a[0] == "flip"),
                   key=lambda a: (min((counts.get(c, 0) for c in v.card(a[1]).colors), default=9), -a[1]))

    def _tap_cost(self, v, actions, d):
        return min((a for a in actions if a[0] == "tap"), key=lambda a: (v.attack(a[1]), a[1]))
