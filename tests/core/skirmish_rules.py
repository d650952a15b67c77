"""Skirmish's rules (the game of :mod:`tests.core.skirmish`, the core v2 example): the zones, the match state, what a
turn does and its Step table (``TURN_FLOW``), and the one timing (``PLAYED``) and one static kind (``POWER``) the rules
read. The card vocabulary, the pool and the game around them are in ``skirmish.py``, which builds on this module
(never the other way round: state and rules below, cards above, as in every game's package).
"""

from __future__ import annotations

from tcgkit.core import ALL, Flow, FlowState, Match, Step, Visibility, ZoneSpec
from tcgkit.core.effects import (
    TURN, EffectState, Sum, TriggerKind, drop_target, expire, fire, modifier_total, refresh_continuous,
    resolve_waiting,
)

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("field", Visibility.PUBLIC),
    ZoneSpec("discard", Visibility.PUBLIC, ordered=True),
)
START_LIFE, START_HAND = 10, 3


class Played(TriggerKind):
    """"When played": the creature's own abilities hear it; its owner controls them."""

    name, words, event = "played", "When played", "played"

    def listeners(self, m, uid, data):
        return ((m.card_owner[uid], uid, uid, None),)


class Power(Sum):
    """+N power for the creatures it reaches (several add up)."""

    name, tags = "power", frozenset({"buff"})

    def describe(self, value, who):
        return f"{who} gets +{value} power"


PLAYED, POWER = Played(), Power()


class SkirmishMatch(EffectState, FlowState, Match):
    __slots__ = ("damage", "attacked", "life", "turn_number", "turn_over")
    _LISTS = ("damage", "attacked", "life")
    AUTO_SINGLE = True  # a choice of one (e.g. one waiting trigger) is no choice: the core's ask takes it

    def add_card(self, definition, owner, zone, index=None):
        uid = Match.add_card(self, definition, owner, zone, index)
        self.damage.append(0)
        self.attacked.append(0)
        return uid

    def on_resolve(self, ability, ctx):
        self.emit("resolve", ALL, player=ctx.controller, uid=ctx.source)

    def continuous_sources(self):
        for z in self.zone_ids("field"):
            for u in self.zones[z]:
                if self.card_def[u].abilities.statics:
                    yield (u, u)


def power(m, uid):
    """Printed power + modifiers + constant effects (the Banner)."""
    v = m.card_def[uid].power + modifier_total(m, uid, "power")
    if m.continuous:
        v += POWER.total(m, uid)
    return v


def draw(m, p):
    deck = m.zones[m.zone("deck", p)]
    if not deck:
        m.end([q for q in range(m.n_players) if q != p], "deck_out")
        return
    uid = deck[-1]
    m.move(uid, m.zone("hand", p))
    m.emit_secret(1 << p, "draw", {"player": p}, {"player": p, "uid": uid})


def deal_damage(m, uid, n):
    m.damage[uid] += n
    m.emit("damage", ALL, uid=uid, amount=n)
    if m.damage[uid] >= power(m, uid):
        m.emit("destroyed", ALL, uid=uid)
        m.move(uid, m.zone("discard", m.card_owner[uid]))
        m.damage[uid] = 0
        drop_target(m, uid)
        refresh_continuous(m)


def rules_management(m) -> bool:
    """Before the flow moves on: waiting triggers resolve first; a player at 0 life loses."""
    dead = [p for p in range(m.n_players) if m.life[p] <= 0]
    if dead:
        m.end([p for p in range(m.n_players) if p not in dead], "life")
        return True
    if m.triggers:
        m.then((resolve_waiting,))
        return True
    return False


def draw_step(m):
    """The turn player draws a card."""
    draw(m, m.active)


def first_turn(m):
    return m.turn_number == 1


def main_step(m):
    """One main action of the turn player (the step repeats until the turn ends)."""
    p = m.active
    acts: list[tuple] = [("play", u) for u in m.zones[m.zone("hand", p)]]
    for u in m.zones[m.zone("field", p)]:
        if not m.attacked[u]:
            acts.append(("attack_player", u))
            acts += [("attack", u, v) for q in m.opponents(p) for v in m.zones[m.zone("field", q)]]
    acts.append(("end_turn",))
    m.decide(p, "main", acts, (main_chosen,))


def main_chosen(m, action):
    kind = action[0]
    p = m.active
    if kind == "end_turn":
        m.turn_over = True
    elif kind == "play":
        u = action[1]
        m.move(u, m.zone("field", p))
        m.emit("play", ALL, player=p, uid=u)
        refresh_continuous(m)
        fire(m, "played", u)
    else:
        a = action[1]
        m.attacked[a] = 1
        if kind == "attack_player":
            q = m.opponents(p)[0]
            m.life[q] -= power(m, a)
            m.emit("attack", ALL, uid=a, player=q, amount=power(m, a))
        else:
            m.emit("attack", ALL, uid=a, target=action[2], amount=power(m, a))
            deal_damage(m, action[2], power(m, a))


def turn_over(m):
    return m.turn_over


def end_step(m):
    """"This turn" modifiers end; creatures may attack again next turn."""
    expire(m, (TURN,))
    for z in m.zone_ids("field"):
        for u in m.zones[z]:
            m.attacked[u] = 0


def next_turn(m):
    m.active = (m.active + 1) % m.n_players
    m.turn_number += 1
    m.turn_over = False
    m.emit("turn", ALL, player=m.active, turn=m.turn_number)


TURN_FLOW = Flow("turn", (
    Step("draw", on_enter=draw_step, skip_if=first_turn),
    Step("main", on_enter=main_step, end_if=turn_over),
    Step("end", on_enter=end_step),
), before_step=rules_management, on_wrap=next_turn)


def setup(m):
    """Shuffle, draw 3 each; player 0 begins."""
    for p in range(m.n_players):
        m.shuffle_zone(m.zone("deck", p))
        for _ in range(START_HAND):
            draw(m, p)
    m.emit("turn", ALL, player=0, turn=1)
