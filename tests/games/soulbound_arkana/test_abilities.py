"""Soulbound Ærkana on the core's objects (issue 19 phase B): timings are TriggerKind objects fired by the rules,
activated abilities are offered by Window with CostKind costs, constant effects and haste are StaticKinds read through
their typed readers, and a card may be written in the version-1 syntax or in the shared envelope syntax."""

from __future__ import annotations

from tcgkit.games.soulbound_arkana.carddata import parse_cards
from tcgkit.games.soulbound_arkana.costs import BINDING, DETACH, SP
from tcgkit.games.soulbound_arkana.primitives import VOCAB
from tcgkit.games.soulbound_arkana.statics import HASTE, SHIELD, STRENGTH, has_haste
from tcgkit.games.soulbound_arkana.triggers import (
    BIND_STEP, BOUND, DESTROYED, FLIPPED, FLIPPED_BY_ATTACK, FLOW, TURN_START,
)
from tcgkit.games.soulbound_arkana.presentation import card_text
from tests.games.soulbound_arkana.helpers import do, game, position, uid

POOL = game().pool

ENVELOPE = """
cards:
  - id: EN-01
    name: Moorschatten
    type: being
    element: darkness
    level: 2
    strength: 500
    shield: 500
    keywords: [haste]
    abilities:
      - activate: bind
        from: flow
        cost: [{sp: 2}, {binding: 1}]
        do: [{bind_this: face_down}]
      - when: turn_start
        once_per_turn: true
        do: [{gain_bp: 100}]
      - static: {strength: 300, shield: -100}
        if: {mode: strength}
"""


def card(text: str):
    cards, problems = parse_cards(text, known=POOL)
    assert [p for p in problems if p.severity == "error"] == []
    return cards[0]


def test_the_rules_events_fire_the_timings_the_vocabulary_declares():
    assert VOCAB.events == {"bound": (BOUND,), "flipped": (FLIPPED, FLIPPED_BY_ATTACK), "destroyed": (DESTROYED,),
                            "turn_start": (TURN_START,)}


def test_a_version_1_activated_ability_compiles_to_the_core_ability():
    ab = POOL["SA-W10"].abilities[0]  # Moorgeist: {activate: {from: flow, step: bind, cost: {sp: 2, binding: 1}}}
    assert (ab.windows, ab.zone, [(c.kind, c.args) for c in ab.cost], ab.once) == (
        (BIND_STEP,), FLOW, [(SP, (2,)), (BINDING, (1,))], "")
    aurin = POOL["SA-X01"].abilities[0]
    assert [(c.kind, c.args) for c in aurin.cost] == [(DETACH, (1,))] and aurin.once == "turn"
    assert POOL["SA-W07"].abilities[0].trigger is BOUND


def test_printed_haste_and_constant_effects_are_static_kinds():
    assert POOL["SA-W08"].keywords == ((HASTE, 1),) and has_haste(POOL["SA-W08"])
    varka = POOL["SA-N01"]
    assert [(s.kind, s.value) for s in varka.statics] == [(STRENGTH, -300), (SHIELD, 300)]


def test_the_envelope_syntax_compiles_and_reads_like_version_1():
    d = card(ENVELOPE)
    moor, start, static = d.abilities
    assert (moor.windows, moor.zone, [c.kind for c in moor.cost]) == ((BIND_STEP,), FLOW, [SP, BINDING])
    assert (start.trigger, start.once) == (TURN_START, "turn")
    assert [(s.kind, s.value) for s in static.statics] == [(STRENGTH, 300), (SHIELD, -100)]
    assert d.statics == static.statics
    text = card_text(d)
    assert "Activate (from your flow, in your bind step; 2 SP and the turn's normal binding)" in text
    assert "When turn start, once per turn: gain 100 bond points." in text
    assert "Constant: this being gets +300 strength while" in text


def test_an_envelope_mistake_is_reported_with_its_rule_and_line():
    _cards, problems = parse_cards(ENVELOPE.replace("cost: [{sp: 2}", "cost: [{soul: 2}"), known=POOL)
    assert [(p.rule, p.line) for p in problems if p.severity == "error"] == [("ability", 14)]  # the cost line
    _cards, problems = parse_cards(ENVELOPE.replace("gain_bp: 100", "gain_hp: 100"), known=POOL)
    assert [p.rule for p in problems if p.severity == "error"] == ["effect"]


def test_a_triggered_ability_resolves_through_the_core_and_says_its_timing():
    m = position({"step": "bind", "players": [{"hand": ["SA-W07"], "deck": ["SA-W01"]}, {"deck": ["SA-W01"]}]})
    do(m, {"bind": ["SA-W07", "strength"]})
    trig = [d for k, _v, d in m.log if k == "trigger"]
    assert trig == [{"player": 0, "uid": uid(m, "SA-W07"), "when": "bound"}] and m.bp[0] == 8500


def test_the_strength_reader_adds_every_constant_effect_in_force():
    m = position({"step": "action", "players": [
        {"beings": ["SA-W01"], "field_arcanum": ["SA-A05"], "spells": [], "deck": ["SA-W01"]},
        {"beings": ["SA-N01"], "deck": ["SA-W01"]}]})
    fox = uid(m, "SA-W01@0")
    assert STRENGTH.total(m, fox) == -300 and SHIELD.total(m, fox) == 0


def test_a_triggered_ability_with_a_cost_is_refused():
    text = ENVELOPE.replace("once_per_turn: true", "cost: [{sp: 1}]")
    _cards, problems = parse_cards(text, known=POOL)
    assert [(p.rule, p.line) for p in problems if p.severity == "error"] == [("ability", 17)]
