"""Power Duell's greedy agent: short rules for building the board, one-step lookahead for attacks.

What it does, decision by decision (docs/games/power_duell.md#agents):

* **sacrifice** — it sacrifices cards it will not use this turn (surplus monsters when the field is full, energy
  cards it never plays) while the account is short of what it wants to spend: the best monster it can place plus
  one attack per monster;
* **activation** — in order: a lasting card (Kristallader), the strongest affordable monster face up (shield
  monsters on the C place in front of its monsters), a summon, equipment on its strongest monster, a timed card
  (Sturmfront), a normal card's boost on its strongest attacker or a heal on its most damaged monster; gravitation
  only when the account pays the whole ACT; it never turns a card face down;
* **battle** — every attack is tried on a determinised copy of the match (:meth:`View.determinize`: hidden cards
  redealt, so it never peeks) and scored by :func:`score` (damage points, the monsters' worth); it makes the best
  attack that raises the score, else ends the phase;
* **response** — it uses a hand-effect card whenever it may; **clear** — it keeps its cards; **hand limit** — it
  discards its cheapest card; **choices of an effect** — its own strongest (or most damaged, for a heal) monster.
"""

from __future__ import annotations

from tcgkit.core.rng import Rng
from tcgkit.games.power_duell.battle import covered
from tcgkit.games.power_duell.carddef import ENERGY, SHIELD_MONSTER
from tcgkit.games.power_duell.match import PowerDuellMatch
from tcgkit.games.power_duell.ranks import ap, dp, lp
from tcgkit.games.power_duell.statics import ATTACKS, DP
from tcgkit.games.power_duell.triggers import ACTIVATED
from tcgkit.games.power_duell.view import PowerDuellView

W_OWN = 0.8
"""Own monsters' worth against the opponent's: below 1, so wearing an opposing monster down is worth a little of
the attacker's LP."""
W_LIFE = 0.2
"""What a point of a monster's LP or DP adds to its worth in :func:`score` (and what the search's evaluation,
:func:`tcgkit.games.power_duell.search.evaluate`, gives back for DP damage repaired at the next readiness)."""
W_THREAT = 0.5
"""Weight of the overflow an opponent's worn monster would take attacking one's sturdiest exposed monster."""


def score(m: PowerDuellMatch, p: int) -> float:
    """How good the match looks for player ``p``: the damage points apart, plus the worth of the monsters on each
    side — what it takes to defeat one (its LP and DP), a little of its AP, and a bonus for having one at all (an
    empty side takes direct attacks) — plus half the overflow an opposing worn-down monster would take attacking
    one's sturdiest exposed monster (minus the same the other way); a win or loss dwarfs everything."""
    if m.ended:
        return 1e9 if m.winners == (p,) else -1e9 if m.winners else 0.0
    s = 2.0 * (m.damage[1 - p] - m.damage[p])
    stats: tuple[list, list] = ([], [])  # per side: (AP, DP, LP, covered) of each monster
    for q in (0, 1):
        for u in m.board[6 * q:6 * q + 6]:
            if u >= 0:
                stats[q].append((ap(m, u), dp(m, u), lp(m, u), covered(m, u, 1 - q)))
    for q, sign in ((p, W_OWN), (1 - p, -1.0)):
        for a, d, life, _cov in stats[q]:
            s += sign * (300 + W_LIFE * (life + d) + 0.3 * a)
        if not stats[q]:
            s -= sign * 400
    return s + W_THREAT * (_overflow_threat(stats[p], stats[1 - p]) - _overflow_threat(stats[1 - p], stats[p]))


def score_after(m: PowerDuellMatch, action: tuple | None, me: int) -> float:
    """:func:`score` for ``me`` after ``action`` (``None``: as things are) is applied to ``m`` (changed: pass a copy)
    and played until the attack is over: the opponent passes its responses, ``me`` takes the first choice its
    effects ask."""
    if action is not None:
        m.apply(action)
    for _ in range(40):
        d = m.pending
        if d is None or m.step != "battle_phase" or (d.player == me and d.kind == "battle"):
            break
        m.apply(("pass",) if ("pass",) in d.actions else d.actions[0])
    return score(m, me)


def _overflow_threat(mine: list, theirs: list) -> float:
    """What the other side's worn monsters would overflow (damage points for their player) if each attacked our
    sturdiest exposed monster: the LP they have left below what that attack would cost them."""
    walls = [d for _a, d, _life, cov in mine if not cov]
    if not walls:
        return 0.0
    wall = max(walls)
    return float(sum(max(0, wall - a - life) for a, _d, life, _cov in theirs))


def worth(card) -> float:
    """A monster card's worth when choosing what to place."""
    return card.ap * 1.0 + card.dp * 0.3 + card.lp * 0.02


class GreedyAgent:
    """See the module docstring."""

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: PowerDuellView) -> tuple:
        actions = view.legal_actions()
        kind = view.decision().kind
        pick = getattr(self, f"_{kind}", None)
        choice = pick(view, actions) if pick is not None else None
        return choice if choice is not None else self._fallback(actions)

    # -- the decisions

    def _sacrifice(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        me = view.viewer
        want = self._wanted_spend(view)
        if view.account(me) >= want + 100:
            return ("end_phase",)
        cands = [a for a in actions if a[0] == "sacrifice"]
        if not cands:
            return ("end_phase",)
        keep = self._keepers(view)
        spare = [a for a in cands if a[1] not in keep]
        if not spare:
            return ("end_phase",)
        return max(spare, key=lambda a: _yield(view.card(a[1])))

    def _activation(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        me = view.viewer
        by_kind: dict[str, list[tuple]] = {}
        for a in actions:
            by_kind.setdefault(a[0], []).append(a)
        plays = by_kind.get("play", [])
        for a in plays:
            if view.card(a[1]).subtype == "lasting":
                return a
        placing = by_kind.get("activate", []) + [("summon", *a[1:]) for a in by_kind.get("summon", [])]
        if placing:
            return max(placing, key=lambda a: self._placing_value(view, a))
        equips = by_kind.get("equip")
        if equips:
            return max(equips, key=lambda a: self._equip_value(view, a))
        mine = [s for s in (view.place(me, k) for k in range(6)) if s and "uid" in s]
        for a in plays:
            card = view.card(a[1])
            if card.subtype == "timed":
                return a
            if card.subtype == "normal" and mine:
                if _heals(card):
                    if any(s["lp"] <= view.card(s["uid"]).lp - 600 for s in mine):
                        return a
                    continue
                return a
            if card.subtype == "gravitation" and card.act <= view.account(me) and view.count("energy_deck", me) <= 4:
                return a  # back into the deck it goes: the energy deck lasts (deck_out: both_empty)
        return ("end_phase",)

    def _placing_value(self, view: PowerDuellView, a: tuple) -> tuple:
        """Shield monsters first (the strongest), each in front of an own monster; monsters behind a shield."""
        me = view.viewer
        card = view.card(a[2] if a[0] == "summon" else a[1])
        k = a[3] if a[0] == "summon" else a[2]
        partner = view.place(me, k - 3 if k >= 3 else k + 3) is not None
        return (card.type == SHIELD_MONSTER, partner, worth(card))

    def _equip_value(self, view: PowerDuellView, a: tuple) -> float:
        """An AP card on the strongest attacker, a DP card on the sturdiest exposed shield monster."""
        stats = view.monster_stats(a[2])
        card = view.card(a[1])
        if DP in card.statics_by_kind:
            return stats["dp"] + (10000 if view.card(a[2]).type == SHIELD_MONSTER else 0)
        return stats["ap"]

    def _battle(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        me = view.viewer
        attacks = [a for a in actions if a[0] != "end_phase"]
        if not attacks:
            return ("end_phase",)
        base = self._after(view, None, me)
        best, best_score = ("end_phase",), base + 1.0
        for a in attacks:
            if a[0] == "attack" and a[2] == me:
                continue  # never its own monsters
            s = self._after(view, a, me)
            if s > best_score:
                best, best_score = a, s
        return best

    def _response(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        uses = [a for a in actions if a[0] == "hand_effect"]
        return uses[0] if uses else ("pass",)

    def _clear(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        return ("end_phase",)

    def _hand_limit(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        return min(actions, key=lambda a: _yield(view.card(a[1])) + (100 if view.card(a[1]).type != ENERGY else 0))

    def _target(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        me = view.viewer
        d = view.decision()
        source = (d.info or {}).get("source", -1)
        heal = source >= 0 and view.visible(source) and _heals(view.card(source))
        own = [a for a in actions if a[0] == "target" and self._mine(view, a[1], me)]
        if not own:
            return None
        if heal:
            return max(own, key=lambda a: view.card(a[1]).lp - view.monster_stats(a[1])["lp"])
        return max(own, key=lambda a: view.monster_stats(a[1])["ap"])

    def _optional(self, view: PowerDuellView, actions: tuple) -> tuple | None:
        return ("yes",) if ("yes",) in actions else None

    # -- helpers

    def _fallback(self, actions: tuple) -> tuple:
        return actions[0]

    @staticmethod
    def _mine(view: PowerDuellView, uid: int, me: int) -> bool:
        return any((s := view.place(me, k)) is not None and s.get("uid") == uid for k in range(6))

    def _after(self, view: PowerDuellView, action: tuple | None, me: int) -> float:
        """The score after ``action`` (``None``: as things are) on a determinised copy (:func:`score_after`; a
        determinisation carries no event log)."""
        return score_after(view.determinize(self.rng), action, me)

    def _wanted_spend(self, view: PowerDuellView) -> int:
        me = view.viewer
        hand = [view.card(u) for u in view.hand() if u is not None]
        free_d = sum(1 for k in range(3) if view.place(me, k) is None)
        free_c = sum(1 for k in range(3, 6) if view.place(me, k) is None)
        placeable = [c.ao for c in hand if c.is_monster and (free_c if c.type == SHIELD_MONSTER else free_d)]
        attacks = sum(s["attack_cost"] * max(ATTACKS.printed_on(view.card(s["uid"])) or (1,))
                      for k in range(6) if (s := view.place(me, k)) and "uid" in s)
        return (max(placeable) if placeable else 0) + attacks

    def _keepers(self, view: PowerDuellView) -> set[int]:
        """Cards worth keeping: the best monster per free place kind, and energy cards it plays."""
        me = view.viewer
        hand = [u for u in view.hand() if u is not None]
        free_d = sum(1 for k in range(3) if view.place(me, k) is None)
        free_c = sum(1 for k in range(3, 6) if view.place(me, k) is None)
        keep: set[int] = set()
        for shield, free in ((False, free_d), (True, free_c)):
            ms = sorted((u for u in hand if view.card(u).is_monster
                         and (view.card(u).type == SHIELD_MONSTER) == shield),
                        key=lambda u: -worth(view.card(u)))
            keep.update(ms[:free])
        for u in hand:
            c = view.card(u)
            if c.type == ENERGY and c.subtype in ("lasting", "equipment", "hand_effect", "timed"):
                keep.add(u)
        return keep


def _heals(card) -> bool:
    """Whether an energy card's activation effect heals."""
    return any("heal" in a.tags() for a in card.abilities.at(ACTIVATED))


def _yield(card) -> int:
    return card.opf if card.type == ENERGY else card.ao
