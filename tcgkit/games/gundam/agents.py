"""Heuristic Gundam agents. They see only their :class:`~tcgkit.games.gundam.view.GundamView`.

``greedy`` (:class:`GreedyAgent`) scores each legal action and takes the best (ties broken by its own RNG):

* mulligan: keep a hand with at least two Units of Lv 3 or less, else mulligan;
* main phase, in score order: pair a Pilot that makes a Link (a linked Unit deployed this turn may attack at
  once), deploy the biggest affordable Unit (curve), a Base while only the EX Base stands, removal Commands on the
  strongest enemy, draw Commands with a small hand, activated abilities that are free value (White Base tokens,
  Side 7 repairs); then attacks: a rested enemy Unit it can destroy without being destroyed (or a trade up), the
  player when no active enemy Blocker would destroy the attacker (past turn 40 even then: :data:`STALEMATE_TURN`),
  any attack when the opponent has no shield area left (lethal); else end the main phase;
* block when the Blocker survives, or when the attack would be lethal;
* Commands and activated abilities by what their effects do (the tags of their primitives: removal, tokens and
  resources, draw and search, tempo, repairs, buffs), so every declared card is understood;
* action step: as the defender (or the defender's teammate), use a removal Command on the attacker, or a protection
  Command; otherwise pass;
* looking at the top of the deck: take the highest unit, keep a castable unit on top;
* in the modes (rules/gundam.md §1.8): in battle royale attack the player closest to defeat (fewest shields, no
  Base) and treat any player with no shield area left as lethal; in team battle end its part of the team's main
  phase rather than hand it over, and count the teammate's Blockers when it judges an attack;
* always use a Burst; targets: the enemy Unit with the most AP+HP, the most damaged friendly Unit for repairs, the
  strongest friendly Unit for buffs; discard/trash the cheapest card; order the deck with a castable Unit on top.
"""

from __future__ import annotations

import math

from tcgkit.core.rng import Rng
from tcgkit.games.gundam import stats
from tcgkit.games.gundam.abilities import resources_to_pay
from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, UNIT
from tcgkit.games.gundam.view import GundamView

#: the evaluation's weights: a shield or a standing Base, each point of a Unit's AP and HP left, a paired Pilot, a
#: card in hand, a resource; and the spread of its logistic curve (a lead of SCALE points is a 73 % favourite)
SHIELD, BASE_STANDING, UNIT_POINT, PAIRED, HAND_CARD, RESOURCE, SCALE = 2.0, 2.0, 0.5, 0.5, 0.6, 0.5, 5.0


def evaluate(m, seat: int) -> float:
    """How likely ``seat``'s team is to win from this position (``Game.search_hints()``, for search agents' cut-off
    rollouts), in ``[0, 1]``: a logistic curve over its side's worth minus the best other side's. A side is worth
    what keeps it alive — its shields and Base (rules/gundam.md §1.9: battle damage to a player with no shield area
    left wins) — plus its board (AP and HP left of each Unit, paired Pilots), hand and resources; a player out of a
    battle royale is worth nothing. Team battle counts the team's shared shield area once. Reads a determinised
    match (search agents only ever evaluate those)."""
    worth: dict[int, float] = {}
    counted: set[int] = set()
    zones = m.zones
    for p in range(m.n_players):
        if m.out >> p & 1:
            continue
        v = 0.0
        z = m.z_shields[p]
        if z not in counted:  # a team's shared shield area (and base section) counts once
            counted.add(z)
            v += SHIELD * len(zones[z]) + BASE_STANDING * len(zones[m.z_base[p]])
        for u in zones[m.z_battle[p]]:
            v += UNIT_POINT * (stats.ap(m, u) + stats.hp(m, u) - m.damage[u]) + (PAIRED if m.pilot[u] >= 0 else 0)
        v += HAND_CARD * min(len(zones[m.z_hand[p]]), 8) + RESOURCE * len(zones[m.z_resources[p]])
        t = m.team_of[p]
        worth[t] = worth.get(t, 0.0) + v
    mine = worth.pop(m.team_of[seat], 0.0)
    lead = mine - max(worth.values(), default=0.0)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


STALEMATE_TURN = 40
"""Past this turn greedy attacks the player even into a Blocker that would destroy the attacker. Two greedy players
whose Blockers stop every attack, with effects that return cards to the deck, otherwise pass turns forever (recipes
026 against 027: 8 of 200 games); a greedy game lasts 15 turns on average."""


class GreedyAgent:
    """One-ply heuristic agent (see the module docstring). Args: seed for tie-breaking."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: GundamView) -> tuple:
        d = view.decision()
        actions = d.actions
        handler = getattr(self, "on_" + d.kind, None)
        if handler is None:
            return actions[0]
        best = None
        best_score = None
        for a in actions:
            s = handler(view, a, d)
            s = s + self.rng.random() * 0.01
            if best_score is None or s > best_score:
                best, best_score = a, s
        return best

    # -- helpers
    @staticmethod
    def value(view: GundamView, u: int) -> float:
        return view.ap(u) + view.hp_left(u) + (2 if view.pilot(u) >= 0 else 0)

    @staticmethod
    def lethal(view: GundamView, q: int) -> bool:
        """An attack on ``q`` would deal battle damage: no shield area left."""
        return view.shields(q) == 0 and view.base(q) < 0

    # -- decisions
    def on_mulligan(self, view, a, d):
        small = sum(1 for u in view.hand() if view.card(u).kind == UNIT and view.card(u).level <= 3)
        keep = small >= 2
        return 1 if (a[0] == "keep") == keep else 0

    def on_main(self, view, a, d):
        kind = a[0]
        me = view.me
        if kind == "end_main":
            return 0
        if kind == "hand_over":  # ending its part hands the team's main phase over as well
            return -1
        if kind == "deploy":
            c = view.card(a[1])
            if c.kind == BASE:
                b = view.base(me)
                return 9 if b < 0 or view.card(b).token else -1
            full = len(view.units(me)) >= 6
            return (10 + 2 * c.cost + c.ap) - (15 if full else 0)
        if kind == "pair":
            pl, u = a[1], a[2]
            score = 12 + view.card(pl).ap
            if view.link_met(u, pl):
                score += 20
                if not view.rested(u):
                    score += 5
            return score
        if kind == "command":
            return self.command_score(view, view.card(a[1]), main=True)
        if kind == "activate":
            ab = view.card(a[1]).abilities[a[2]]
            tags = ab.effect.tags()
            if "heal" in tags:
                return 3 if any(view.damage(u) for u in view.units(me)) else -1
            if "token" in tags or "removal" in tags or "deploy" in tags:
                return 7
            return 1 if resources_to_pay(ab) <= 1 else -1
        if kind == "support":
            return 1
        if kind == "attack_unit":
            att, t = a[1], a[2]
            kill = view.ap(att) >= view.hp_left(t)
            dies = view.ap(t) >= view.hp_left(att) and not (view.keyword(att, "first_strike") and kill)
            if kill and not dies:
                return 15 + self.value(view, t)
            if kill and self.value(view, t) > self.value(view, att):
                return 6
            return -5
        if kind == "attack_player":
            att = a[1]
            q = a[2]
            if self.lethal(view, q):
                return 100
            for r in view.opponents():
                if view.team_of(r) != view.team_of(q) or view.keyword(att, "high_maneuver"):
                    continue
                for b in view.units(r):  # a Blocker of the attacked side (a team's members protect each other)
                    if not view.rested(b) and view.keyword(b, "blocker") and view.ap(b) >= view.hp_left(att):
                        return -2 if view.turn() <= STALEMATE_TURN else 4
            # battle royale: press the player closest to defeat (fewest shields, no Base)
            return 8 + view.ap(att) * 0.1 - 0.3 * (view.shields(q) + (view.base(q) >= 0))
        return 0

    def command_score(self, view, c, main: bool) -> float:
        """A Command by what its effect does (its primitives' tags, so every declared card is understood)."""
        me = view.me
        abilities = c.main_abilities if main else c.action_abilities
        tags = frozenset().union(*(a.effect.tags() for a in abilities)) if abilities else frozenset()
        enemies = any(view.units(q) for q in view.opponents())
        if "removal" in tags or "sweep" in tags:
            return 9 if main and enemies else 0
        if "resource" in tags or "token" in tags or "deploy" in tags:
            return 7
        if "draw" in tags or "filter" in tags or "recursion" in tags:
            return 6 if view.hand_size(me) <= 6 else -1
        if "tempo" in tags:
            return 5 if main and enemies else -1
        if "heal" in tags:
            return 4 if any(view.damage(u) >= 2 for u in view.units(me)) else -1
        if "buff" in tags:
            ready = [u for u in view.units(me) if not view.rested(u)]
            return 3 if main and ready else -1
        return -1

    def on_target(self, view, a, d):
        u = a[1] if a[0] == "target" else None
        if u is None:
            return -1
        owner_me = u in view.units(view.me)
        if view.in_play(u):
            if owner_me:
                return view.damage(u) * 2 + view.ap(u)
            return self.value(view, u)
        return 0

    def on_optional(self, view, a, d):
        return 1 if a[0] == "yes" else 0

    def on_optional_deploy(self, view, a, d):
        return 1 if a[0] == "deploy" else 0

    def on_order_triggers(self, view, a, d):
        return 0

    def on_payment(self, view, a, d):
        # asked only where a card reads an EX payment (GD04-020, GD04-106): one EX Resource earns it, more is waste
        return (1 if a[1] else 0) - 0.1 * a[1]

    def on_block(self, view, a, d):
        att, t_unit, _t_player = view.attack()
        if a[0] == "no_block":
            return 0
        b = a[1]
        lethal = t_unit < 0 and self.lethal(view, view.me)
        if lethal:
            return 100
        if view.hp_left(b) > view.ap(att):
            return 1 + (2 if view.ap(b) >= view.hp_left(att) else 0)
        return -1

    def on_action(self, view, a, d):
        if a[0] == "pass":
            return 0
        att, t_unit, t_player = view.attack()
        me = view.team_of(view.me)
        if att < 0 or view.team_of(view.active) == me:
            return -1
        defending = view.team_of(t_player if t_player >= 0 else view.owner(t_unit)) == me
        if a[0] == "command" and defending:
            c = view.card(a[1])
            tags = frozenset().union(*(ab.effect.tags() for ab in c.action_abilities))
            if "removal" in tags:
                return 5
            if "protection" in tags and (t_player >= 0 or view.card(att).level <= 4):
                return 4
        return -1

    def on_take_card(self, view, a, d):
        if a[0] != "take":
            return 0
        c = view.card(a[1])
        return 1 + c.level + (2 if c.kind == UNIT else 0)

    def on_top_or_bottom(self, view, a, d):
        c = view.card(a[1])
        n, _ = view.resources(view.me)
        good = c.kind == UNIT and c.level <= n + 1
        return 1 if (a[0] == "top") == good else 0

    def on_choose_mode(self, view, a, d):
        return 0

    def on_discard(self, view, a, d):
        c = view.card(a[1])
        return -(c.cost + c.level) - (3 if c.kind == UNIT else 0)

    def on_trash_at_limit(self, view, a, d):
        if a[0] == "cancel":
            return -100
        u = a[1]
        if view.card(u).kind == BASE:
            return 0
        return -self.value(view, u)

    def on_burst(self, view, a, d):
        return 1 if a[0] == "burst" else 0

    def on_order_top(self, view, a, d):
        c = view.card(a[1])
        n, _ = view.resources(view.me)
        if c.kind == UNIT and c.level <= n + 1:
            return 5 + c.level
        if c.kind in (PILOT, COMMAND):
            return 2
        return 0
