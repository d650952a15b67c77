"""Skirmish: a tiny creature game that uses every part of core v2. The worked example of docs/contributing.md.

Each player has 10 life, a deck, a hand and a field. On your turn you draw (not on the very first turn), then take
main actions until you end the turn: play a creature from your hand (its "when played" effect triggers), or attack
with a creature that has not attacked this turn — a creature or the opponent. A creature whose damage reaches its
power is destroyed. At the end of the turn "this turn" modifiers end. A player at 0 life, or who must draw from an
empty deck, loses.

Where each piece lives (``skirmish_rules.py``: the zones, the match state, the rules and the flow, with the timing
and the static kind they read; here: the card vocabulary, the pool, the kinds and the game):
    flow           TURN_FLOW (a Step table) — draw, main (repeats until the turn ends), end; on_wrap: next player
    effects        PRIMITIVES (Draw, Damage, Buff), selectors and conditions read by VOCAB from card data
    abilities      each card's abilities in the core's envelope (when: played / static: {power: N}), compiled by
                   VOCAB with the game's one timing (PLAYED) and one static kind (POWER)
    triggers       main_chosen fires "played"; PLAYED's abilities wait in the core's queue; the turn player orders
                   their own
    modifiers      Buff adds a TURN modifier; end_step expires them
    continuous     the Banner's static ability: friendly creatures get +1 power (POWER.total reads it)
    kinds          KINDS declares every event, decision and action with its words
    scenarios      Scenarios (an adapter): setup keys players/active/turn; expect keys life and cards.REF.power
"""

from __future__ import annotations

from dataclasses import dataclass

from tcgkit.core import (
    ALL, ActionKind, DecisionKind, EventKind, Game, Kinds, Presentation, RuleOptions, ScenarioError, card_name,
)
from tcgkit.core.effects import (
    TURN, AbilitySet, Condition, InZones, Primitive, Selector, Vocabulary, add_modifier, int_arg, mapping_arg,
    refresh_continuous,
)
from tcgkit.core.scenario import ScenarioAdapter, mismatch
from tests.core.skirmish_rules import (
    PLAYED, POWER, START_LIFE, TURN_FLOW, ZONES, SkirmishMatch, deal_damage, draw, power, setup,
)


# ---------------------------------------------------------------------------------------------- vocabulary


class Draw(Primitive):
    name, tags = "draw", frozenset({"draw"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 5),)

    def describe(self, n):
        return f"draw {n}"

    def resolve(self, m, ctx, n):
        for _ in range(n):
            draw(m, ctx.controller)


class Damage(Primitive):
    name, tags = "damage", frozenset({"removal"})

    def compile(self, value, where):
        return (int_arg(value, where, 1, 20),)

    def describe(self, n):
        return f"deal {n} damage to it"

    def resolve(self, m, ctx, n):
        if ctx.it >= 0 and m.card_zone[ctx.it] in m.zone_ids("field"):
            deal_damage(m, ctx.it, n)


class Buff(Primitive):
    name, tags = "buff", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("power",), ("to",))
        to = v.get("to", "it")
        if to not in ("it", "this"):
            raise ScenarioError(f"{where}.to: it or this")
        return int_arg(v["power"], where + ".power", 1, 9), to

    def describe(self, power, to):
        return f"{'it' if to == 'it' else 'this creature'} gets +{power} power this turn"

    def resolve(self, m, ctx, power, to):
        target = ctx.it if to == "it" else ctx.this
        if target >= 0:
            add_modifier(m, target, "power", power, TURN)
            m.emit("buff", ALL, uid=target, amount=power)


@dataclass(frozen=True, slots=True)
class Creatures(Selector):
    """Creatures on the field of a side, optionally with power at most ``power_le``."""

    side: str = "any"
    power_le: int | None = None

    def scope(self, m, ctx):
        return InZones("field", self.side).scope(m, ctx)

    def test(self, m, ctx, uid):
        return m.card_zone[uid] in self.scope(m, ctx) and (self.power_le is None or power(m, uid) <= self.power_le)

    def describe(self):
        who = {"enemy": "an enemy", "friendly": "a friendly", "any": "a"}[self.side]
        return f"{who} creature" + (f" with power {self.power_le} or less" if self.power_le is not None else "")


@dataclass(frozen=True, slots=True)
class HandAtLeast(Condition):
    n: int

    def holds(self, m, ctx):
        return len(m.zones[m.zone("hand", ctx.controller)]) >= self.n

    def describe(self):
        return f"you have {self.n} or more cards in hand"


def _selector(spec, where):
    if not isinstance(spec, dict) or set(spec) - {"side", "power_le"}:
        raise ScenarioError(f"{where}: a selector is {{side, power_le}}")
    return Creatures(spec.get("side", "any"), spec.get("power_le"))


def _condition(spec, where):
    if isinstance(spec, dict) and set(spec) == {"hand_ge"}:
        return HandAtLeast(int_arg(spec["hand_ge"], where, 0, 20))
    raise ScenarioError(f"{where}: unknown condition {spec!r}")


VOCAB = Vocabulary([Draw(), Damage(), Buff()], _selector, _condition, triggers=[PLAYED], statics=[POWER])


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    power: int
    abilities: AbilitySet


def _card(cid, name, power, abilities=None):
    return Card(cid, name, power, VOCAB.abilities(abilities, cid))


POOL = {c.id: c for c in (
    _card("S-1", "Scout", 1, [{"when": "played", "do": [{"draw": 1}]}]),
    _card("S-2", "Archer", 2, [{"when": "played", "do": [{"choose": {"side": "enemy"}, "then": [{"damage": 1}]}]}]),
    _card("S-3", "Knight", 3),
    _card("S-4", "Healer", 2, [{"when": "played", "optional": True,
                                "do": [{"choose": {"side": "friendly"}, "then": [{"buff": {"power": 2}}]}]}]),
    _card("S-5", "Banner", 1, [{"static": {"power": 1}, "to": {"side": "friendly"}}]),
    _card("S-6", "Sage", 1, [{"when": "played", "do": [{"if": {"hand_ge": 2}, "then": [{"draw": 2}],
                                                         "else": [{"draw": 1}]}]}]),
)}
DECK = ["S-1", "S-2", "S-3", "S-4", "S-5", "S-6", "S-3", "S-2", "S-1", "S-3"]


# ---------------------------------------------------------------------------------------------- the game


def _nm(m, d, key="uid"):
    return card_name(m, d.get(key))


KINDS = Kinds(
    events=[
        EventKind("draw", lambda m, d: f"player {d['player']} draws " + (_nm(m, d) if "uid" in d else "a card"),
                  visibility="secret_pair"),
        EventKind("play", lambda m, d: f"player {d['player']} plays {_nm(m, d)}"),
        EventKind("resolve", lambda m, d: f"{_nm(m, d)}'s effect resolves"),
        EventKind("attack", lambda m, d: f"{_nm(m, d)} attacks", cards=("uid", "target")),
        EventKind("damage", lambda m, d: f"{_nm(m, d)} takes {d['amount']} damage"),
        EventKind("destroyed", lambda m, d: f"{_nm(m, d)} is destroyed"),
        EventKind("buff", lambda m, d: f"{_nm(m, d)} gets +{d['amount']} power this turn"),
        EventKind("turn", lambda m, d: f"— turn {d['turn']}: player {d['player']} —", cards=(), heading=True),
    ],
    decisions=[DecisionKind("main", "Your main action")],
    actions=[
        ActionKind("play", ("card",)),
        ActionKind("attack", ("card", "card"), lambda m, a: f"attack {card_name(m, a[2])} with {card_name(m, a[1])}"),
        ActionKind("attack_player", ("card",), lambda m, a: f"attack the opponent with {card_name(m, a[1])}"),
        ActionKind("end_turn", (), lambda m, a: "end the turn"),
    ],
)


class SkirmishOptions(RuleOptions):
    pass


class SkirmishPresentation(Presentation):
    def describe_card(self, definition):
        text = f"{definition.name} ({definition.power} power)"
        return " ".join([text + ":" if definition.abilities else text]
                        + [VOCAB.describe_ability(a) for a in definition.abilities])


class SkirmishScenarios(ScenarioAdapter):
    def build(self, setup_, source):
        if not isinstance(setup_, dict) or set(setup_) - {"players", "active", "turn"}:
            raise ScenarioError(f"{source}: setup keys are players, active, turn")
        m = self.game.blank_match(0)
        for p, spec in enumerate(setup_.get("players") or [{}, {}]):
            for zone in ("deck", "hand", "field"):
                for item in spec.get(zone, []):
                    item = item if isinstance(item, dict) else {"card": item}
                    if item["card"] not in POOL:
                        raise ScenarioError(f"{source}.players[{p}].{zone}: unknown card {item['card']!r}")
                    u = m.add_card(POOL[item["card"]], p, m.zone(zone, p))
                    m.damage[u] = int(item.get("damage", 0))
            m.life[p] = int(spec.get("life", START_LIFE))
        refresh_continuous(m)
        m.active = int(setup_.get("active", 0))
        m.turn_number = int(setup_.get("turn", 2))
        m.flow.enter_named(m, "main")
        m.run()
        return m

    def expect(self, m, key, want, where):
        if key == "life":
            return mismatch("life", want, list(m.life))
        return None

    def card_expect(self, m, uid, key, want, where):
        if key == "power":
            return mismatch(where, want, power(m, uid))
        if key == "damage":
            return mismatch(where, want, m.damage[uid])
        return None

    def expect_keys(self):
        return ("life",)


class SkirmishGame(Game):
    id = "skirmish"
    title = "Skirmish (the core v2 example)"
    rules_version = "1"
    Options = SkirmishOptions
    kinds = KINDS
    Presentation = SkirmishPresentation
    Scenarios = SkirmishScenarios
    vocabulary = VOCAB

    def load_pool(self):
        return POOL

    def blank_match(self, seed, log_events=True):
        m = SkirmishMatch(self, ZONES, 2, seed, log_events=log_events)
        m.init_effects()
        m.init_flow(TURN_FLOW)
        m.damage, m.attacked, m.life = [], [], [START_LIFE, START_LIFE]
        m.turn_number, m.turn_over, m.active = 1, False, 0
        return m

    def create_match(self, decks, seed, log_events=True, **setup_):
        m = self.blank_match(seed, log_events)
        for p, deck in enumerate(decks):
            for cid in deck:
                m.add_card(POOL[cid], p, m.zone("deck", p))
        m.then((setup,))
        return m

    def default_decks(self, mode=None):
        return [list(DECK), list(DECK)]

    def deck_to_json(self, deck):
        return list(deck)

    def deck_from_json(self, data):
        return list(data)
