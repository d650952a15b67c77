"""The ability envelope, timings, windows, cost kinds and static kinds of the core (tcgkit/core/effects), on Skirmish
(tests/core/skirmish.py) and a few test-only kinds declared here."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tcgkit.core.effects import (
    TURN, AbilitySet, CompileError, CostKind, Ctx, Flag, Keyword, Most, Vocabulary, Window, add_modifier, fire,
    int_arg, reset_used, resolve_ability, use_ability,
)
from tests.core.skirmish import Buff, Damage, Draw, SkirmishGame, _condition, _selector
from tests.core.skirmish_rules import PLAYED, POWER, power

GAME = SkirmishGame()


class Exhaust(CostKind):
    """Test cost: lose N life (payable while you have more)."""

    name = "life"

    def compile(self, value, where):
        return (int_arg(value, where, 1, 9),)

    def describe(self, n):
        return f"lose {n} life"

    def payable(self, m, ctx, n):
        return m.life[ctx.controller] > n

    def pay(self, m, ctx, n):
        m.life[ctx.controller] -= n


class Flying(Keyword):
    name, label = "flying", "Flying"


class Armour(Keyword):
    name, label, additive = "armour", "Armour", True


class Reach(Most):
    name = "reach"

    def describe(self, value, who):
        return f"{who} reaches {value}"


class Untouchable(Flag):
    name = "untouchable"

    def describe(self, value, who):
        return f"{who} cannot be touched"


NOW = Window("now", "Now")
FLYING, ARMOUR, REACH, UNTOUCHABLE = Flying(), Armour(), Reach(), Untouchable()
TEST = Vocabulary([Draw(), Damage(), Buff()], _selector, _condition, triggers=[PLAYED], windows=[NOW],
                  statics=[POWER, FLYING, ARMOUR, REACH, UNTOUCHABLE], costs=[Exhaust()], zones=("hand",))


def position(p0=(), p1=(), hand0=()):
    """Skirmish in player 0's main phase: ``p0``/``p1`` on the fields, ``hand0`` in player 0's hand, a deck each."""
    players = [{"field": list(p0), "hand": list(hand0), "deck": ["S-3"] * 3}, {"field": list(p1), "deck": ["S-3"] * 3}]
    return GAME.scenarios().build({"players": players}, "test")


@pytest.mark.parametrize("spec, words", [
    ({"when": "played", "activate": "now"}, "exactly one of when, activate, static"),
    ({"when": "on_tuesday"}, "unknown timing 'on_tuesday'"),
    ({"activate": "later"}, "unknown window 'later'"),
    ({"static": {"wings": 1}}, "unknown static kind 'wings'"),
    ({"activate": "now", "cost": ["gold"]}, "unknown cost"),
    ({"activate": "now", "cost": ["life"]}, "needs a value"),
    ({"when": "played", "once_per_turn": True, "once_per_game": True}, "not both"),
    ({"when": "played", "from": "graveyard"}, "unknown zone 'graveyard'"),
    ({"when": "played", "to": {"side": "enemy"}}, "unknown key(s) to"),
    ({"static": {"power": 1}, "do": [{"draw": 1}]}, "unknown key(s) do"),
    ({"when": {"played": {"side": "enemy"}}}, "takes no qualifier"),
    ({"static": {"flying": 2}}, "out of range"),
])
def test_the_envelope_refuses_what_it_does_not_know_naming_where(spec, words):
    with pytest.raises(CompileError) as exc:
        TEST.abilities([spec], "X-1")
    assert "X-1[0]" in str(exc.value) and words in str(exc.value)


def test_an_ability_is_compiled_with_its_timing_window_cost_limits_and_zone():
    ab = TEST.abilities([
        {"when": "played", "optional": True, "once_per_turn": True, "do": [{"draw": 1}]},
        {"activate": "now", "cost": [{"life": 2}], "once_per_game": "shared", "from": "hand", "do": [{"draw": 2}]},
        {"static": {"power": 1, "flying": 1}, "to": {"side": "friendly"}},
    ], "X-1")
    played, now, aura = ab
    assert ab.on(PLAYED) == (played,) and ab.at(NOW) == (now,) and len(ab) == 3
    assert played.timing == "played" and played.optional and played.once == "turn" and played.zone is None
    assert now.timing == "now" and now.zone == "hand" and now.once == "game" and now.once_key == "shared"
    assert [e.kind for e in aura.statics] == [POWER, FLYING] and ab.static_kinds == frozenset({POWER, FLYING})
    assert played.tags() == frozenset({"draw"}) and aura.tags() == frozenset({"buff"})


def test_abilities_describe_themselves_from_their_objects():
    ab = TEST.abilities([
        {"when": "played", "optional": True, "once_per_turn": True, "if": {"hand_ge": 2}, "do": [{"draw": 1}]},
        {"activate": "now", "cost": [{"life": 2}], "do": [{"draw": 2}]},
        {"static": {"power": 1}, "to": {"side": "friendly"}},
    ], "X-1")
    assert [TEST.describe_ability(a) for a in ab] == [
        "When played (once per turn, you have 2 or more cards in hand): you may draw 1.",
        "Now (lose 2 life): draw 2.",
        "A friendly creature gets +1 power.",
    ]


def test_a_fired_event_queues_the_abilities_of_its_timing_and_they_resolve():
    m = position(hand0=["S-1"])
    scout = m.zones[m.zone("hand", 0)][0]
    hand = len(m.zones[m.zone("hand", 0)])
    m.apply(("play", scout))  # main_chosen fires "played"; rules management resolves the waiting trigger
    assert [e[0] for e in m.log[-4:]] == ["play", "resolve", "draw", "draw"] and len(m.zones[m.zone("hand", 0)]) == hand


def test_firing_an_event_no_timing_declares_is_a_bug_named_at_once():
    m = position()
    with pytest.raises(KeyError, match="'plaeyd'"):
        fire(m, "plaeyd", 0)


def test_once_per_turn_and_once_per_game_limits_use_the_ledger():
    m = position(p0=["S-3"])
    knight = m.zones[m.zone("field", 0)][0]
    a_turn, a_game = TEST.abilities([{"activate": "now", "once_per_turn": True, "do": []},
                                     {"activate": "now", "once_per_game": True, "do": []}], "X-1")
    ctx = Ctx(0, knight, knight)
    for a in (a_turn, a_game):
        assert a.usable(m, ctx)
        a.mark(m, ctx)
        assert not a.usable(m, ctx)
    reset_used(m)  # a new turn
    assert a_turn.usable(m, ctx) and not a_game.usable(m, ctx)


def test_an_activated_ability_is_offered_while_its_cost_is_payable_and_pays_it_when_used():
    m = position(p0=["S-3"])
    knight = m.zones[m.zone("field", 0)][0]
    ability = TEST.ability({"activate": "now", "cost": [{"life": 4}], "do": [{"draw": 1}]}, 0, "X-1")
    ctx = Ctx(0, knight, knight)
    m.life[0] = 4
    assert not ability.usable(m, ctx)
    m.life[0] = 10
    hand = len(m.zones[m.zone("hand", 0)])
    m.pending = None  # the main phase goes on after the ability
    use_ability(m, ability, ctx)
    m.run()
    assert m.life[0] == 6 and len(m.zones[m.zone("hand", 0)]) == hand + 1


def test_static_kinds_read_what_is_in_force_printed_granted_and_continuous():
    m = position(p0=["S-5", "S-3"], p1=["S-3"])
    banner, knight = m.zones[m.zone("field", 0)]
    enemy = m.zones[m.zone("field", 1)][0]
    assert POWER.total(m, knight) == 1 and POWER.total(m, enemy) == 0 and power(m, knight) == 4
    assert FLYING.value(m, knight) == 0 and ARMOUR.value(m, knight) == 0
    add_modifier(m, knight, "flying", 1, TURN)   # granted for a while
    add_modifier(m, knight, "armour", 2, TURN)
    add_modifier(m, knight, "armour", 3, TURN)
    assert FLYING.value(m, knight) == 1 and ARMOUR.value(m, knight) == 5  # flags count once, additive add up
    assert REACH.most(m, knight) == 0 and not UNTOUCHABLE.holds(m, knight)


@dataclass(frozen=True)
class Winged:
    """A definition with printed keywords (Skirmish's own cards have none)."""

    id: str = "W-1"
    name: str = "Griffin"
    power: int = 2
    abilities: AbilitySet = AbilitySet()
    keywords: tuple = ((FLYING, 1), (ARMOUR, 2))


def test_a_keyword_adds_what_the_card_has_printed_to_what_was_granted():
    m = position()
    griffin = m.add_card(Winged(), 0, m.zone("field", 0))
    assert FLYING.value(m, griffin) == 1 and ARMOUR.value(m, griffin) == 2
    add_modifier(m, griffin, "armour", 1, TURN)
    assert ARMOUR.value(m, griffin) == 3 and ARMOUR.text(3) == "<Armour 3>" and FLYING.text(1) == "<Flying>"
    assert TEST.keywords({"flying": 1, "armour": 3}, "X-1") == ((FLYING, 1), (ARMOUR, 3))
    with pytest.raises(CompileError, match="unknown keyword 'power'"):
        TEST.keywords({"power": 1}, "X-1")


def test_a_triggered_ability_with_a_cost_asks_to_pay_and_does_nothing_when_it_cannot_be_paid():
    m = position(p0=["S-3"])
    knight = m.zones[m.zone("field", 0)][0]
    ability = TEST.ability({"when": "played", "cost": [{"life": 3}], "once_per_turn": True, "do": [{"draw": 1}]},
                           0, "X-1")
    ctx = Ctx(0, knight, knight)
    hand = len(m.zones[m.zone("hand", 0)])
    m.pending = None
    m.then((resolve_ability, ability, ctx))
    m.run()
    d = m.decision()
    assert d.kind == "pay_cost" and d.actions == (("yes",), ("no",))
    m.apply(("no",))
    assert m.life[0] == 10 and len(m.zones[m.zone("hand", 0)]) == hand and not ability.spent(m, ctx)
    m.pending = None
    m.then((resolve_ability, ability, ctx))
    m.run()
    m.apply(("yes",))
    assert m.life[0] == 7 and len(m.zones[m.zone("hand", 0)]) == hand + 1 and ability.spent(m, ctx)
    m.life[0] = 2  # the cost cannot be paid: nothing is asked, nothing happens
    reset_used(m)
    m.pending = None
    m.then((resolve_ability, ability, ctx))
    m.run()
    assert m.decision().kind == "main" and m.life[0] == 2


def test_an_event_may_be_declared_before_any_timing_listens_to_it():
    vocab = Vocabulary([Draw()], _selector, _condition, triggers=[PLAYED], events=["dawn"])
    assert vocab.events == {"dawn": (), "played": (PLAYED,)}
