"""Power Duell's continuous effects as StaticKind objects (tcgkit/games/power_duell/statics.py): the rank each
compiled effect keeps, ``to: this | linked | SELECTOR``, the attack keywords and their readers."""

from __future__ import annotations

import pytest

from tcgkit.games.power_duell.battle import attacks_allowed
from tcgkit.games.power_duell.cards import starter_pool
from tcgkit.games.power_duell.cards.compile import CardError, compile_card
from tcgkit.games.power_duell.carddef import RANK_EFFECT, RANK_OTHER, RANK_SPECIAL_EFFECT
from tcgkit.games.power_duell.ranks import total
from tcgkit.games.power_duell.statics import AP, ATTACK_IF, ATTACKS, DP, LINKED, RankedEffect

from .helpers import check, do, monster, pos, uid


def effects(card) -> list[RankedEffect]:
    return [e for a in card.abilities for e in a.statics]


def test_each_effect_keeps_its_rank_a_gods_effect_3_its_special_effect_2_others_4():
    god = compile_card({"id": "G", "name": "G", "type": "guardian_god", "planet": "Mars", "gep": 5,
                        "effect": {"ap": 20}, "special_effect": [{"static": {"dp": 10},
                                                                  "to": {"monster": "own"}}]}, "cards[0]")
    assert [(e.kind, e.value, e.rank) for e in effects(god)] == [(DP, 10, RANK_SPECIAL_EFFECT), (AP, 20, RANK_EFFECT)]
    assert [(e.kind, e.rank) for e in effects(starter_pool()["PD-E03"])] == [(DP, RANK_OTHER)]


def test_several_attributes_in_one_static_are_kept_in_the_attributes_order():
    card = compile_card(monster("X", 10, 10, abilities=[{"static": {"dp": 5, "ap": 7}}]), "cards[0]")
    assert [(e.kind, e.value, e.scope) for e in effects(card)] == [(AP, 7, None), (DP, 5, None)]


def test_to_linked_speaks_for_the_linked_monster_only():
    card = starter_pool()["PD-E05"]
    assert card.linked and [e.scope for e in effects(card)] == [LINKED]
    m = pos({"hand": ["PD-E05"], "D1": "PD-M01", "D2": "PD-M02"}, {})
    do(m, {"equip": ["PD-E05", "PD-M01"]})
    assert (total(m, uid(m, "PD-M01"), AP), total(m, uid(m, "PD-M02"), AP)) == (160, 140)


def test_to_this_is_for_monsters_only():
    raw = {"id": "X", "name": "X", "type": "energy", "subtype": "lasting", "abilities": [{"static": {"ap": 10}}]}
    with pytest.raises(CardError) as err:
        compile_card(raw, "cards[0]")
    assert (err.value.path, err.value.rule) == ("cards[0].abilities[0].to", "static")


def test_an_unknown_static_kind_names_the_known_ones():
    with pytest.raises(CardError) as err:
        compile_card(monster("X", 10, 10, abilities=[{"static": {"hp": 10}}]), "cards[0]")
    assert err.value.rule == "static" and "attack_cost" in err.value.message


def test_attacks_is_printed_on_the_card_or_given_by_an_effect_and_the_largest_number_counts():
    assert starter_pool()["PD-M04"].keywords == ((ATTACKS, 2),)
    banner = {"id": "T-B", "name": "Banner", "type": "energy", "subtype": "lasting",
              "abilities": [{"static": {"attacks": 3}, "to": {"monster": "own"}}]}
    m = pos({"D1": "PD-M01", "D2": "PD-M04"}, {}, step="battle_phase", cards=[banner])
    assert (attacks_allowed(m, uid(m, "PD-M01")), attacks_allowed(m, uid(m, "PD-M04"))) == (1, 2)
    m = pos({"D1": "PD-M01", "D2": "PD-M04", "energy_field": ["T-B"]}, {}, step="battle_phase", cards=[banner])
    assert (attacks_allowed(m, uid(m, "PD-M01")), attacks_allowed(m, uid(m, "PD-M04"))) == (3, 3)
    banner["abilities"][0]["static"]["attacks"] = 1
    m = pos({"D1": "PD-M01", "D2": "PD-M04", "energy_field": ["T-B"]}, {}, step="battle_phase", cards=[banner])
    assert (attacks_allowed(m, uid(m, "PD-M01")), attacks_allowed(m, uid(m, "PD-M04"))) == (1, 2)


def test_attack_if_reads_the_printed_condition_for_the_attacking_player():
    m = pos({"account": 5, "D1": "PD-M07"}, {}, step="battle_phase")
    koloss = uid(m, "PD-M07")
    assert not ATTACK_IF.allows(m, koloss, 0)
    m = pos({"account": 5, "D1": "PD-M07", "D2": "PD-M05"}, {}, step="battle_phase")
    assert ATTACK_IF.allows(m, uid(m, "PD-M07"), 0)
    check(m, {"legal": [{"attack_direct": "PD-M07"}]})

