"""Every ruling of Soulbound Ærkana is a named option with a test (rules/soulbound_arkana.md §10; docs page).

Each test is named ``test_<option>__<what it shows>``; the last test checks that every option has one.
"""

from __future__ import annotations

import sys

import pytest

from tcgkit.core import TcgkitError
from tcgkit.games.soulbound_arkana.options import SoulboundOptions
from tests.games.soulbound_arkana.helpers import do, game, legal, position, uid, zone_ids

P0_DECK = ["SA-W01", "SA-W02", "SA-W03"]


def two(p0: dict, p1: dict | None = None, **setup) -> dict:
    p0 = {"deck": list(P0_DECK), **p0}
    p1 = {"deck": list(P0_DECK), **(p1 or {})}
    return {"players": [p0, p1], **setup}


# ------------------------------------------------------------------------------------------- soul points


def test_sp_refill__reset_to_ten_by_default_or_add_ten():
    m = position(two({"sp": 4}, step="draw"))
    assert m.sp[0] == 10
    m = position(two({"sp": 4}, step="draw"), sp_refill="add")
    assert m.sp[0] == 14


def test_sp_refill_on__own_turn_by_default_or_every_turn():
    m = position(two({}, {"sp": 1}, step="draw"))
    assert m.sp[1] == 1
    m = position(two({}, {"sp": 1}, step="draw"), sp_refill_on="every_turn")
    assert m.sp[1] == 10


# ------------------------------------------------------------------------------------------- binding


def test_strict_one_card_per_turn__after_a_binding_no_card_is_set():
    setup = two({"hand": ["SA-W03", "SA-A03"]}, step="bind")
    m = position(setup)
    do(m, {"bind": ["SA-W03", "strength"]})
    assert legal(m, {"set": "SA-A03"})
    m = position(setup, strict_one_card_per_turn=True)
    do(m, {"bind": ["SA-W03", "strength"]})
    assert not legal(m, {"set": "SA-A03"})


def test_normal_bindings_per_turn__two_allow_a_second_binding():
    setup = two({"hand": ["SA-W03", "SA-W04"]}, step="bind")
    m = position(setup, normal_bindings_per_turn=2)
    do(m, {"bind": ["SA-W03", "strength"]}, {"bind": ["SA-W04", "face_down"]})
    assert zone_ids(m, "beings", 0) == ["SA-W03", "SA-W04"]


def test_special_binding_uses_normal__an_overlay_then_costs_the_binding():
    setup = two({"beings": ["SA-W03", "SA-W04"], "special_deck": ["SA-X01"], "hand": ["SA-W01"]}, step="bind")
    m = position(setup)
    do(m, {"special": ["SA-X01", "strength"]}, {"material": "SA-W03"})
    assert m.bindings_left == 1 and legal(m, {"bind": ["SA-W01", "strength"]})
    m = position(setup, special_binding_uses_normal=True)
    do(m, {"special": ["SA-X01", "strength"]}, {"material": "SA-W03"})
    assert m.bindings_left == 0 and m.step == "action"


def test_special_binding_cost__is_paid_in_soul_points():
    setup = two({"beings": ["SA-W03", "SA-W04"], "special_deck": ["SA-X01"]}, step="bind")
    m = position(setup, special_binding_cost=3)
    do(m, {"special": ["SA-X01", "strength"]}, {"material": "SA-W03"})
    assert m.sp[0] == 7


def test_tributes_need_a_turn__off_lets_a_new_being_be_tributed():
    setup = two({"hand": ["SA-W05"], "beings": [{"card": "SA-W01", "new": True}]}, step="bind")
    assert not legal(position(setup), {"bind": ["SA-W05", "strength"]})
    m = position(setup, tributes_need_a_turn=False)
    do(m, {"bind": ["SA-W05", "strength"]})
    assert zone_ids(m, "beings", 0) == ["SA-W05"] and zone_ids(m, "flow", 0) == ["SA-W01"]


def test_overlay_can_be_tributed__off_by_default():
    setup = two({"hand": ["SA-W05"], "beings": [{"card": "SA-X01", "materials": ["SA-W03", "SA-W04"]}]},
                step="bind")
    assert not legal(position(setup), {"bind": ["SA-W05", "strength"]})
    assert legal(position(setup, overlay_can_be_tributed=True), {"bind": ["SA-W05", "strength"]})


def test_bind_face_up_shield__offers_face_up_shield_mode():
    setup = two({"hand": ["SA-W02"]}, step="bind")
    assert not legal(position(setup), {"bind": ["SA-W02", "shield"]})
    m = position(setup, bind_face_up_shield=True)
    do(m, {"bind": ["SA-W02", "shield"]})
    assert m.pos[uid(m, "SA-W02@0")] == 1 and m.sees(1, uid(m, "SA-W02@0"))


def test_being_zones__five_by_default():
    beings = ["SA-W01", "SA-W02", "SA-W03", "SA-W04", "SA-W07"]
    setup = two({"hand": ["SA-W08"], "beings": beings}, step="bind")
    assert not legal(position(setup), {"bind": ["SA-W08", "strength"]})
    assert legal(position(setup, being_zones=6), {"bind": ["SA-W08", "strength"]})


def test_net_face_up_shield__off_binds_a_net_being_in_strength_mode_only():
    setup = two({"beings": ["SA-W01", "SA-W02"], "special_deck": ["SA-N01"]}, step="bind")
    assert legal(position(setup), {"special": ["SA-N01", "shield"]})
    m = position(setup, net_face_up_shield=False)
    assert legal(m, {"special": ["SA-N01", "strength"]}) and not legal(m, {"special": ["SA-N01", "shield"]})


def test_fusion_from_hand__off_leaves_the_hand_out():
    setup = two({"hand": ["SA-W01"], "flow": ["SA-W02"], "spells": ["SA-A01"], "special_deck": ["SA-F01"]})
    assert legal(position(setup), {"activate": "SA-A01"})
    assert not legal(position(setup, fusion_from_hand=False), {"activate": "SA-A01"})


def test_first_player_draws__the_starting_player_skips_the_first_draw():
    g = game()
    m = g.new_match(g.default_decks(), 1, first_player=0)
    assert m.step == "bind" and len(m.zones[m.zid.hand[0]]) == 5
    g = game(first_player_draws=True)
    m = g.new_match(g.default_decks(), 1, first_player=0)
    assert len(m.zones[m.zid.hand[0]]) == 6


# ------------------------------------------------------------------------------------------- combat


def test_direct_attack__only_without_beings_by_default():
    with_beings = two({"beings": ["SA-W03"]}, {"beings": ["SA-W01"]})
    without = two({"beings": ["SA-W03"]})
    assert not legal(position(with_beings), {"attack_direct": ["SA-W03", 1]})
    assert legal(position(with_beings, direct_attack="always"), {"attack_direct": ["SA-W03", 1]})
    assert legal(position(without), {"attack_direct": ["SA-W03", 1]})
    assert not legal(position(without, direct_attack="never"), {"attack_direct": ["SA-W03", 1]})


def test_attacker_pays_lost_battle__off_nobody_pays():
    setup = two({"beings": ["SA-W01"]}, {"beings": ["SA-W03"]})
    m = position(setup, attacker_pays_lost_battle=False)
    do(m, {"attack": ["SA-W01", "SA-W03"]})
    assert m.bp == [8000, 8000] and zone_ids(m, "flow", 0) == ["SA-W01"]


def test_shield_tie_destroys_defender__on_the_defender_goes():
    setup = two({"beings": ["SA-W07"]}, {"beings": [{"card": "SA-W04", "mode": "shield"}]})
    m = position(setup)
    do(m, {"attack": ["SA-W07", "SA-W04"]})
    assert zone_ids(m, "beings", 1) == ["SA-W04"]
    m = position(setup, shield_tie_destroys_defender=True)
    do(m, {"attack": ["SA-W07", "SA-W04"]})
    assert zone_ids(m, "flow", 1) == ["SA-W04"] and m.bp == [8000, 8000]


def test_attacks_per_turn__two_let_a_being_attack_twice():
    setup = two({"beings": ["SA-W03"]})
    m = position(setup)
    do(m, {"attack_direct": ["SA-W03", 1]})
    assert not legal(m, {"attack_direct": ["SA-W03", 1]})
    m = position(setup, attacks_per_turn=2)
    do(m, {"attack_direct": ["SA-W03", 1]}, {"attack_direct": ["SA-W03", 1]})
    assert m.bp[1] == 8000 - 2 * 1700


def test_mode_changes_per_turn__zero_forbids_mode_changes():
    setup = two({"beings": ["SA-W03"]})
    assert legal(position(setup), {"mode": "SA-W03"})
    assert not legal(position(setup, mode_changes_per_turn=0), {"mode": "SA-W03"})


# ------------------------------------------------------------------------------------------- arcana and seals


def test_spell_zones__five_by_default():
    spells = ["SA-A03", "SA-A03", "SA-S01", "SA-S01", "SA-S02"]
    setup = two({"hand": ["SA-A02"], "spells": spells})
    assert not legal(position(setup), {"set": "SA-A02"})
    assert legal(position(setup, spell_zones=6), {"set": "SA-A02"})


def test_arcanum_same_turn__off_waits_a_turn():
    setup = two({"spells": [{"card": "SA-A03", "new": True}]})
    assert legal(position(setup), {"activate": "SA-A03"})
    assert not legal(position(setup, arcanum_same_turn=False), {"activate": "SA-A03"})


def test_seal_wait_a_turn__a_seal_set_this_turn_cannot_answer():
    setup = two({"beings": ["SA-W03"]}, {"beings": ["SA-W01"], "spells": [{"card": "SA-S01", "new": True}]},
                turn=3)
    m = position(setup)
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert m.pending.kind == "action" and zone_ids(m, "flow", 1) == ["SA-W01"]
    m = position(setup, seal_wait_a_turn=False)
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert m.pending.kind == "respond" and m.pending.player == 1


def test_activation_needs_a_target__a_fusion_arcanum_without_materials():
    setup = two({"spells": ["SA-A01"], "special_deck": ["SA-F01"]})
    assert not legal(position(setup), {"activate": "SA-A01"})
    m = position(setup, activation_needs_a_target=False)
    do(m, {"activate": "SA-A01"})
    assert zone_ids(m, "flow", 0) == ["SA-A01"] and zone_ids(m, "beings", 0) == []


def test_replace_field_cards__off_keeps_the_first_field_arcanum():
    setup = two({"hand": ["SA-A05"], "field_arcanum": ["SA-A05"]})
    assert legal(position(setup), {"play": "SA-A05"})
    assert not legal(position(setup, replace_field_cards=False), {"play": "SA-A05"})


def test_responses__none_means_no_answers():
    setup = two({"beings": ["SA-W03"]}, {"beings": ["SA-W01"], "spells": ["SA-S01"]})
    m = position(setup)
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert m.pending.kind == "respond"
    m = position(setup, responses="none")
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert m.pending.kind == "action" and zone_ids(m, "flow", 1) == ["SA-W01"]


# ------------------------------------------------------------------------------------------- the end


def test_deck_out__on_draw_by_default_or_at_once_when_empty():
    setup = two({"deck": ["SA-W01"]}, step="draw")
    m = position(setup)
    assert not m.ended and m.zones[m.zid.deck[0]] == []
    m = position(setup, deck_out="empty_deck")
    assert m.ended and m.winners == (1,) and m.end_reason == "deck_out"


ELIMINATION = {"mode": "ffa", "players": [
    {"beings": ["SA-W03"], "deck": P0_DECK},
    {"bp": 1000, "landmark": ["SA-L01"], "beings": [{"card": "SA-W09", "mode": "face_down"}], "hand": ["SA-W02"],
     "flow": ["SA-W04"], "special_deck": ["SA-X01"], "deck": P0_DECK},
    {"beings": ["SA-W01"], "deck": P0_DECK}]}
"""Player 1 falls to 0 from a direct attack of player 0's being (option ``direct_attack: always``)."""


def test_eliminated_cards_leave__all_of_them_by_default():
    m = position(ELIMINATION, direct_attack="always")
    do(m, {"attack_direct": ["SA-W03", 1]})
    assert not m.alive(1)
    assert sorted(zone_ids(m, "exile", 1)) == sorted(["SA-L01", "SA-W09", "SA-W02", "SA-W04", "SA-X01", *P0_DECK])
    assert all(m.zones[m.zone(z, 1)] == [] for z in ("beings", "landmark", "hand", "deck", "special_deck", "flow"))


def test_eliminated_cards_leave__in_play_or_none():
    m = position(ELIMINATION, direct_attack="always", eliminated_cards_leave="in_play")
    do(m, {"attack_direct": ["SA-W03", 1]})
    assert sorted(zone_ids(m, "exile", 1)) == ["SA-L01", "SA-W09"]
    assert zone_ids(m, "hand", 1) == ["SA-W02"] and zone_ids(m, "flow", 1) == ["SA-W04"]
    m = position(ELIMINATION, direct_attack="always", eliminated_cards_leave="none")
    do(m, {"attack_direct": ["SA-W03", 1]})
    assert zone_ids(m, "landmark", 1) == ["SA-L01"] and zone_ids(m, "exile", 1) == [] and not m.alive(1)


def test_eliminated_cards_leave__the_rules_version_1_switch_is_refused_with_its_meaning():
    with pytest.raises(TcgkitError, match="true meant in_play"):
        game(eliminated_cards_leave=True)
    with pytest.raises(TcgkitError, match="false meant none"):
        game(eliminated_cards_leave=False)


def test_fusion_by_arcanum_pays_binding__the_arcanum_and_two_sp_by_default_or_the_arcanum_alone():
    setup = two({"hand": ["SA-W01"], "flow": ["SA-W02"], "spells": ["SA-A01"], "special_deck": ["SA-F01"]})
    m = position(setup)
    do(m, {"activate": "SA-A01"})
    assert m.sp[0] == 5 and zone_ids(m, "beings", 0) == ["SA-F01"]
    m = position(setup, fusion_by_arcanum_pays_binding=False)
    do(m, {"activate": "SA-A01"})
    assert m.sp[0] == 7 and zone_ids(m, "beings", 0) == ["SA-F01"]
    setup["players"][0]["sp"] = 4
    assert not legal(position(setup), {"activate": "SA-A01"})
    assert legal(position(setup, fusion_by_arcanum_pays_binding=False), {"activate": "SA-A01"})


def test_simultaneous_zero__a_draw_or_the_turn_player_loses():
    setup = two({"bp": 0}, {"bp": 0})
    m = position(setup)
    do(m, "end_turn")  # the rules management between the steps finds both at 0
    assert m.ended and m.winners == () and m.end_reason == "bond_points"
    m = position(setup, simultaneous_zero="turn_player_loses")
    do(m, "end_turn")
    assert m.ended and m.winners == (1,)


def test_every_option_has_a_test():
    names = [n for n in dir(sys.modules[__name__]) if n.startswith("test_")]
    missing = [o for o in SoulboundOptions.model_fields if not any(n.startswith(f"test_{o}__") for n in names)]
    assert missing == []
