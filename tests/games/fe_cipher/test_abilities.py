"""FE Cipher's skills on the core's objects (issue 19): ACT skills are core abilities of the window ``action`` with
cost parts of FE's cost kinds, compiled from the card format (which did not change), used through the core's
``use_ability`` and limited by the core's ledger."""

from __future__ import annotations

import pytest

from tcgkit.core.effects import ONCE_PER_GAME, ONCE_PER_TURN, Ability, CompileError, Cost, reset_used
from tcgkit.core.effects.modifiers import GAME_MARK
from tcgkit.games.fe_cipher.cards import pool
from tcgkit.games.fe_cipher.costs import COSTS
from tcgkit.games.fe_cipher.describe import describe_skill
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.skill_model import FEAbility
from tcgkit.games.fe_cipher.skills import act_options
from tcgkit.games.fe_cipher.triggers import ACTION
from tcgkit.games.fe_cipher.user_cards import compile_user_cards
from tests.games.fe_cipher.helpers import answer, do, legal, pos, uid


def _card(skills: list):
    raw = {"id": "TEST-001", "character": "Tester", "title": "Of Skills", "colors": ["Red"], "cost": 1,
           "attack": 30, "support": 20, "skills": skills}
    return compile_user_cards((raw,), "t")["TEST-001"]


def test_every_act_skill_of_the_pool_is_a_core_ability_of_the_action_window():
    n = 0
    for d in pool().values():
        for a in d.abilities:
            assert isinstance(a, FEAbility) and isinstance(a, Ability) and a.windows == (ACTION,), d.id
            assert a in d.skills and all(isinstance(c, Cost) and c.kind in COSTS for c in a.cost + a.alt_cost)
            n += 1
    assert n > 100
    assert VOCAB.windows == {"action": ACTION} and set(VOCAB.costs) == {k.name for k in COSTS}


def test_an_act_skill_reads_its_limits_and_cost_into_the_envelope():
    a = pool()["B01-048"].abilities.at(ACTION)[0]  # Elice: [once per game, shared key aum] [tap, flip 1]
    assert (a.once, a.once_key, a.zone) == (ONCE_PER_GAME, "aum", None)
    assert [(c.kind.name, c.args) for c in a.cost] == [("tap_self", ()), ("flip", (1,))]
    hinoka = pool()["B02-008"].abilities[0]  # once per turn unless Class Changed
    assert hinoka.once == ONCE_PER_TURN and hinoka.unlimited_when_cc


@pytest.mark.parametrize("zone,words", [("bonds", "[BS: from the Bond Area]"), ("hand", "[CP: revealed from the hand]")])
def test_an_act_skill_of_the_bond_area_or_the_hand_works_from_there(zone, words):
    d = _card([{"act": {"zone": zone, "cost": [{"flip": 1}], "do": [{"draw": 1}]}}])
    a = d.abilities[0]
    assert a.zone == zone and d.off_field_acts == (a,) and words in describe_skill(a)


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
    assert (GAME_MARK, 0, "aum") in m.used
    reset_used(m)
    assert (GAME_MARK, 0, "aum") in m.used
    m.tapped[uid(m, "B01-048")] = 0
    assert not legal(m, {"act": ["B01-048", 0]})


def test_a_once_per_turn_act_skill_is_marked_by_use_and_freed_by_the_next_turn():
    m = pos({"back_line": ["B01-036"], "bonds": ["B01-019", "B01-019"]})  # a bond to flip each turn
    u = uid(m, "B01-036")
    assert ("act", u, 0) in act_options(m, 0)
    do(m, {"act": ["B01-036", 0]})
    assert (u, 0) in m.used and ("act", u, 0) not in act_options(m, 0)
    reset_used(m)
    assert ("act", u, 0) in act_options(m, 0)
