"""FE Cipher's skills on the core's objects (issue 19): ACT skills are core abilities of the window ``action`` with
cost parts of FE's cost kinds, used through the core's ``use_ability`` and limited by the core's ledger; AUTO skills
wait on their timings with the subject as qualifier; support skills resolve through the timings ``attack_support``
and ``defense_support`` fired by combat. The card format did not change."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.core.effects import ONCE_PER_GAME, ONCE_PER_TURN, Ability, CompileError, Cost, reset_used
from tcgkit.core.effects.modifiers import GAME_MARK
from tcgkit.games.fe_cipher.cards import pool
from tcgkit.games.fe_cipher.costs import COSTS
from tcgkit.games.fe_cipher.describe import describe_skill
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.primitives_base import Nested
from tcgkit.games.fe_cipher.skill_model import FEAbility, Static
from tcgkit.games.fe_cipher.skills import act_options
from tcgkit.games.fe_cipher.skills_gained import GAINED
from tcgkit.games.fe_cipher.statics import BOOST, KINDS, NO_CRITICAL, ORBS, FEStaticKind
from tcgkit.games.fe_cipher.triggers import ACTION, SUPPORT_TIMINGS, TIMINGS
from tcgkit.games.fe_cipher.carddata import compile_user_cards
from tests.games.fe_cipher.helpers import answer, do, pos, uid


def _card(skills: list):
    raw = {"id": "TEST-001", "character": "Tester", "title": "Of Skills", "colors": ["Red"], "cost": 1,
           "attack": 30, "support": 20, "skills": skills}
    return compile_user_cards((raw,), "t")["TEST-001"]


def test_every_act_auto_and_support_skill_of_the_pool_is_a_core_ability():
    kinds = {}
    for d in pool().values():
        assert set(d.abilities) == {s for s in d.skills if s.kind not in ("cont", "spec")} | set(d.hand_autos), d.id
        for a in d.abilities:
            assert isinstance(a, FEAbility) and isinstance(a, Ability), d.id
            assert all(isinstance(c, Cost) and c.kind in COSTS for c in a.cost + a.alt_cost)
            assert (a.windows == (ACTION,)) == (a.kind == "act") and (a.trigger is None) == (a.kind == "act")
            kinds[a.kind] = kinds.get(a.kind, 0) + 1
            if a.kind in ("atk_supp", "def_supp"):
                assert a.index == -1 and a.trigger in SUPPORT_TIMINGS and a.trigger.skill_kind == a.kind
    assert min(kinds.values()) > 0 and set(kinds) == {"act", "auto", "spec", "atk_supp", "def_supp"}
    assert VOCAB.windows == {"action": ACTION} and set(VOCAB.costs) == {k.name for k in COSTS}


def test_an_act_skill_reads_its_limits_and_cost_into_the_envelope():
    a = pool()["B01-048"].abilities.at(ACTION)[0]  # Elice: [once per game, shared key aum] [tap, flip 1]
    assert (a.once, a.once_key, a.zone) == (ONCE_PER_GAME, "aum", None)
    assert [(c.kind.name, c.args) for c in a.cost] == [("tap_self", ()), ("flip", (1,))]
    hinoka = pool()["B02-008"].abilities[0]  # once per turn unless Class Changed
    assert hinoka.once == ONCE_PER_TURN and hinoka.unlimited_when_cc


@pytest.mark.parametrize("zone,words", [("bonds", "[BS: from the Bond Area]"),
                                        ("hand", "[CP: revealed from the hand]")])
def test_an_act_skill_of_the_bond_area_or_the_hand_works_from_there(zone, words):
    d = _card([{"act": {"zone": zone, "cost": [{"flip": 1}], "do": [{"draw": 1}]}}])
    a = d.abilities[0]
    assert a.zone == zone and d.off_field_acts == (a,) and words in describe_skill(a, VOCAB)


def test_a_field_act_skill_is_not_offered_from_the_hand():
    d = _card([{"act": {"cost": ["tap_self"], "do": [{"draw": 1}]}}])
    assert d.abilities[0].zone is None and d.off_field_acts == ()


@pytest.mark.parametrize("cost,message", [
    ([{"tap_named": "Bord"}], "cost[0].tap_named: a list of unit names"),
    ([{"flip": 0}], "cost[0].flip: 0 is out of range"),
    (["pay_twice"], "cost[0]: unknown cost 'pay_twice'"),
    ([{"discard": {"count": 1, "no_such_key": 1}}], "cost[0].discard"),
    ([{"tap_allies": 1}, "tap_self", {"bogus": 2}], "cost[2]: unknown cost"),
])
def test_a_cost_outside_the_cost_kinds_is_refused_naming_the_skill_and_part(cost, message):
    with pytest.raises(CompileError, match=message.replace("[", r"\[").replace("]", r"\]")):
        _card([{"act": {"cost": cost, "do": [{"draw": 1}]}}])


def test_a_once_per_game_key_is_marked_in_the_core_ledger_and_survives_the_turn():
    m = pos({"front_line": ["B01-003"], "back_line": ["B01-048"], "bonds": ["B01-019", "B01-020"],
             "retreat": ["B01-019", "B01-020"]})
    do(m, {"act": ["B01-048", 0]})
    m.apply(m.legal_actions()[0])  # the bond to flip
    answer(m, "target", m.zones[m.z_retreat[0]][0])
    answer(m, "line", "front_line")  # deployed: the effect marks the key
    assert (GAME_MARK, 0, "aum") in m.used
    reset_used(m)
    assert (GAME_MARK, 0, "aum") in m.used
    m.tapped[uid(m, "B01-048")] = 0
    assert ("act", uid(m, "B01-048"), 0) not in act_options(m, 0)  # offered again only without the mark


def test_a_once_per_turn_act_skill_is_marked_by_use_and_freed_by_the_next_turn():
    m = pos({"back_line": ["B01-036"], "bonds": ["B01-019", "B01-019"]})  # a bond to flip each turn
    u = uid(m, "B01-036")
    assert ("act", u, 0) in act_options(m, 0)
    do(m, {"act": ["B01-036", 0]})
    assert (u, 0) in m.used and ("act", u, 0) not in act_options(m, 0)
    reset_used(m)
    assert ("act", u, 0) in act_options(m, 0)


def test_an_auto_skill_reads_its_subject_as_the_timing_qualifier():
    d = _card([{"auto": {"when": {"attacks": {"side": "ally", "other": True}}, "once_per_turn": True,
                         "do": [{"draw": 1}]}}])
    (a,) = d.abilities
    assert a.trigger is VOCAB.triggers["attacks"] and a.trigger in TIMINGS and a.once == ONCE_PER_TURN
    assert "attacks" in describe_skill(a, VOCAB).split(": ", 1)[1]
    assert a.qualifier.describe() and d.auto_timings == frozenset({a.trigger})


def test_a_support_timing_is_not_an_auto_timing_of_card_data():
    with pytest.raises(CompileError, match="unknown event 'attack_support'"):
        _card([{"auto": {"when": "attack_support", "do": [{"draw": 1}]}}])


def test_a_hand_trigger_works_from_the_hand_once_per_game_by_its_key():
    d = _card([{"spec": {"hand_trigger": {"when": "start_of_turn", "once_per_game": "close", "do": [{"draw": 1}]}}}])
    (a,) = d.hand_autos
    assert (a.kind, a.zone, a.once, a.once_key) == ("spec", "hand", ONCE_PER_GAME, "close")
    assert a in d.abilities and d.auto_timings == frozenset()  # the field's AUTO index does not list it


def test_combat_fires_the_support_timing_and_the_supporters_skill_resolves_at_once(monkeypatch):
    # B01-003 Marth's ATK SUPP Hero Emblem: the supported red unit breaks two orbs (skills.yaml)
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-003"]})
    fired = []
    monkeypatch.setattr(SUPPORT_TIMINGS[0], "collect", lambda m, s, d, t=SUPPORT_TIMINGS[0]:
                        (fired.append((s, d)), type(t).collect(t, m, s, d)))
    start = len(m.log)
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    ((supporter, unit),) = fired
    assert unit == uid(m, "B01-019") and m.card_def[supporter].id == "B01-003"
    assert ("skill", supporter, -1) in [(e[0], e[2].get("uid"), e[2].get("skill")) for e in m.log[start:]]


def test_the_vocabulary_hands_itself_to_the_primitives_that_read_a_nested_effect_or_skill():
    nested = [p for p in VOCAB.primitives.values() if isinstance(p, Nested)]
    assert {p.name for p in nested} >= {"may_pay", "may_instead", "gain_skill"}
    assert all(p.vocab is VOCAB for p in nested)


def test_a_gained_skill_reads_like_the_same_skill_on_a_card():
    spec = {"auto": {"when": {"combat_ends": "this"}, "do": [{"destroy": "this"}]}}
    node = VOCAB.compile([{"gain_skill": {"skill": spec, "to": "this", "until": "turn"}}], "t")
    gained = node.parts[0].args[2]
    (printed,) = _card([spec]).abilities
    assert gained.index >= GAINED and (gained.trigger, gained.qualifier.describe()) == (printed.trigger,
                                                                                        printed.qualifier.describe())
    assert describe_skill(gained, VOCAB) == describe_skill(printed, VOCAB)


def test_every_cont_part_of_the_pool_is_of_a_static_kind_object_and_the_rules_read_no_kind_by_name():
    seen = set()
    for d in pool().values():
        for s in d.skills:
            for part in s.statics:
                assert isinstance(part.kind, FEStaticKind) and KINDS[part.kind.name] is part.kind, d.id
                seen.add(part.kind)
    assert len(seen) > 20 and VOCAB.statics == KINDS
    package = Path(__file__).parents[3] / "tcgkit" / "games" / "fe_cipher"
    for path in package.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r'static_index(\.get)?\(\s*"|statics\(m, "|"\w+" in m\.static_index', text), path.name


def test_the_kinds_readers_weigh_the_parts_that_reach_a_unit():
    # an ORBS and a NO_CRITICAL part of Marth's, for himself (scope None): the readers see what reaches whom
    m = pos({"front_line": ["B01-003"]})
    u = uid(m, "B01-003")
    assert ORBS.most(m, u, 1) == 1 and not NO_CRITICAL.holds(m, u) and BOOST.total(m, u) == 0
    orbs = Static(ORBS, orbs=2)
    m.static_index = {ORBS: ((u, orbs),), NO_CRITICAL: ((u, Static(NO_CRITICAL)),)}
    assert ORBS.most(m, u, 1) == 2 and NO_CRITICAL.holds(m, u)
    enemy = uid(m, "B01-053")
    assert ORBS.most(m, enemy, 1) == 1 and not NO_CRITICAL.holds(m, enemy)  # scope None: the source only


def test_a_once_per_game_act_skill_is_marked_by_its_effect_not_by_its_use():
    # B01-048 Elice with no red card of cost 2 or lower in the Retreat Area: her effect deploys nothing and marks
    # nothing (mark_game_use follows the deployment), so the skill may be used again, as before the port
    m = pos({"front_line": ["B01-003"], "back_line": ["B01-048"], "bonds": ["B01-019", "B01-020", "B01-019"]})
    do(m, {"act": ["B01-048", 0]})
    m.apply(m.legal_actions()[0])  # the bond to flip
    assert (GAME_MARK, 0, "aum") not in m.used
    elice = uid(m, "B01-048")
    m.tapped[elice] = 0
    assert ("act", elice, 0) in act_options(m, 0)
    m.used.append((GAME_MARK, 0, "aum"))
    assert ("act", elice, 0) not in act_options(m, 0)  # the key in the core ledger keeps it from being offered


def test_each_kind_of_cont_part_compiles_its_own_value():
    """``FEStaticKind.compile``: the kind reads its value into the part (the shared ``to`` / ``if`` read before);
    every kind is in ``READ_ORDER``; a value outside the kind's syntax is refused naming the kind's key."""
    from tcgkit.games.fe_cipher.skill_model import Static
    from tcgkit.games.fe_cipher.skill_readers import read_static
    from tcgkit.games.fe_cipher.statics import BOOST, KINDS, ORBS, RANGE, READ_ORDER

    assert set(READ_ORDER) | {KINDS["destroyed_to_bond"]} == set(KINDS.values())
    assert ORBS.compile(3, "x.orbs", VOCAB, Static(ORBS)).orbs == 3
    ally = {"side": "ally", "other": True}
    part = read_static({"attack": 20, "per": ally, "to": ally}, "c[0]", False, VOCAB)
    assert part.kind is BOOST and part.amount == 20 and part.per is not None and part.scope is not None
    with pytest.raises(CompileError, match=r"^c\[0\]\.range: \[min, max\]"):
        read_static({"range": [3, 1]}, "c[0]", False, VOCAB)
    with pytest.raises(CompileError, match=r"^c\[0\]\.orbs"):
        read_static({"orbs": 9}, "c[0]", False, VOCAB)
    assert RANGE.compile([1, 2], "x", VOCAB, Static(RANGE)).amount != 0
    with pytest.raises(CompileError, match="unknown CONT part"):
        read_static({"no_critical": False}, "c[0]", False, VOCAB)
