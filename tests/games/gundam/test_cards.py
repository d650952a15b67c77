"""One test per playable card: each card's declared effect in a real position (cards/effects.yaml)."""

from __future__ import annotations


from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.carddata import facts
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.cards.describe import describe_card
from tcgkit.games.gundam.resources import cost_of
from tcgkit.games.gundam.stats import ap, hp, keyword

from .helpers import GAME, check, do, kinds, pos, uid

ENEMY_RESTED_GM = {"units": [{"card": "ST01-005", "rested": True}]}


def attack(m, attacker, target="player"):
    return do(m, {"attack": {"attacker": attacker, "target": target}})


# ------------------------------------------------------------------------------ basics and tokens


def test_EXB_001_ex_base_is_a_0_3_token_base_that_absorbs_damage():
    m = pos({"units": ["ST01-005"]})
    base = uid(m, "EXB-001@1")
    assert (ap(m, base), hp(m, base), m.card_def[base].token) == (0, 3, True)
    attack(m, "ST01-005")
    check(m, {"players": [{}, {"base_damage": 2, "shields": 6}]})


def test_EXR_001_ex_resource_counts_for_level_and_is_removed_when_spent():
    m = pos({"hand": ["ST04-005"], "resources": {"active": 1, "ex": 1}})
    assert ("deploy", uid(m, "ST04-005")) in m.legal_actions()
    do(m, {"deploy": "ST04-005"})
    check(m, {"cards": {"EXR-001": {"zone": "removed"}}})


def test_R_001_resource_enters_active_in_the_resource_phase():
    m = pos({}, {"resource_deck": ["R-001"]}, step="end")
    check(m, {"active": 1, "players": [{}, {"resources": 1, "active_resources": 1, "resource_deck": 0}]})


def _white_base(units):
    m = pos({"resources": 2, "base": "ST01-015", "units": units})
    do(m, {"activate": "ST01-015"})
    return m


def test_T_001_gundam_token_with_no_units():
    m = _white_base([])
    check(m, {"players": [{"units": ["T-001"], "active_resources": 0}], "cards": {"T-001": {"ap": 3, "hp": 3}}})


def test_T_002_guncannon_token_with_one_unit():
    m = _white_base(["ST01-005"])
    check(m, {"players": [{"units": ["ST01-005", "T-002"]}], "cards": {"T-002": {"ap": 2, "hp": 2}}})


def test_T_003_guntank_token_with_two_or_more_units():
    m = _white_base(["ST01-005", "ST01-005"])
    check(m, {"players": [{"units": ["ST01-005", "ST01-005", "T-003"]}], "cards": {"T-003": {"ap": 1, "hp": 1}}})


# ---------------------------------------------------------------------------------------- ST01


def test_ST01_001_gundam_paired_gives_your_units_ap_on_your_turn_and_repairs_2():
    m = pos({"units": [{"card": "ST01-001", "pilot": "ST04-010", "damage": 3}, "ST01-005"]})
    check(m, {"cards": {"ST01-005": {"ap": 3}, "ST01-001": {"ap": 6}}})
    do(m, "end_main")
    check(m, {"active": 1, "cards": {"ST01-005": {"ap": 2}, "ST01-001": {"damage": 1}}})


def test_ST01_001_gundam_unpaired_gives_nothing():
    m = pos({"units": ["ST01-001", "ST01-005"]})
    check(m, {"cards": {"ST01-005": {"ap": 2}}})


def test_ST01_002_gundam_ma_form_draws_when_paired_with_a_white_base_team_pilot():
    m = pos({"hand": ["ST01-010", "ST04-010"], "resources": 5, "units": ["ST01-002", "ST01-002"]})
    do(m, {"pair": {"pilot": "ST04-010", "unit": "ST01-002"}})
    check(m, {"players": [{"hand": 1}]})  # Kira is not (White Base Team): no draw
    do(m, {"pair": {"pilot": "ST01-010", "unit": "ST01-002#2"}}, {"trigger": "ST01-002"})
    check(m, {"players": [{"hand": 1}]})  # Amuro: +1 card (and the pilot left the hand)


def test_ST01_005_gm_is_a_level_2_cost_1_unit():
    m = pos({"hand": ["ST01-005"], "resources": {"active": 1, "rested": 1}})
    do(m, {"deploy": "ST01-005"})
    check(m, {"cards": {"ST01-005": {"ap": 2, "hp": 2, "zone": "battle_area"}}, "players": [{"active_resources": 0}]})


def test_ST01_010_amuro_ray_rests_an_enemy_when_paired():
    m = pos({"hand": ["ST01-010"], "resources": 4, "units": ["GD01-018"]}, {"units": ["GD01-018"]})
    do(m, {"pair": {"pilot": "ST01-010", "unit": "GD01-018"}})
    check(m, {"cards": {"GD01-018@1": {"rested": True}, "GD01-018": {"ap": 6}}})


def test_ST01_010_amuro_ray_burst_adds_it_to_hand():
    m = pos({"units": ["ST01-005"]}, {"base": "none", "shields": ["ST01-010"]})
    attack(m, "ST01-005")
    do(m, {"burst": "ST01-010"})
    check(m, {"players": [{}, {"hand": ["ST01-010"], "shields": 0}]})


def test_ST01_011_suletta_sets_a_rested_resource_active_when_attacking_once_per_turn():
    m = pos({"resources": {"rested": 2}, "units": [{"card": "GD01-076", "pilot": "ST01-011"}]})
    attack(m, "GD01-076")
    do(m, {"target": "R-001"})
    check(m, {"players": [{"active_resources": 1}]})


def test_ST01_012_thoroughly_damaged_deals_1_to_a_rested_enemy_or_pairs_as_hayato():
    m = pos({"hand": ["ST01-012"], "resources": 2}, {"units": ["ST01-005", {"card": "GD01-018", "rested": True}]})
    do(m, {"command": "ST01-012"})
    check(m, {"cards": {"GD01-018": {"damage": 1}, "ST01-005": {"damage": 0}}})
    m = pos({"hand": ["ST01-012"], "resources": 2, "units": ["GD01-018"]})
    assert "command" not in kinds(m)  # no rested enemy unit: no legal target
    do(m, {"pair": {"pilot": "ST01-012", "unit": "GD01-018"}})
    check(m, {"cards": {"GD01-018": {"ap": 4, "hp": 4, "pilot": "ST01-012"}}})


def test_ST01_013_kais_resolve_recovers_3_hp():
    m = pos({"hand": ["ST01-013"], "resources": 3, "units": [{"card": "ST01-001", "damage": 3}]})
    do(m, {"command": "ST01-013"})
    check(m, {"cards": {"ST01-001": {"damage": 0}}, "players": [{"trash": ["ST01-013"]}]})


def test_ST01_015_white_base_burst_deploys_and_takes_a_shield():
    m = pos({"units": ["GD01-018"]}, {"base": "none", "shields": ["ST01-005", "ST01-005", "ST01-015"]})
    attack(m, "GD01-018")
    do(m, {"burst": "ST01-015"})
    check(m, {"players": [{}, {"base": "ST01-015", "shields": 1, "hand": ["ST01-005"]}]})


def test_ST01_015_white_base_activation_once_per_turn_costs_2():
    m = pos({"resources": 4, "base": "ST01-015"})
    do(m, {"activate": "ST01-015"})
    check(m, {"players": [{"units": ["T-001"], "active_resources": 2}]})
    assert "activate" not in kinds(m)


# ---------------------------------------------------------------------------------------- ST02


def test_ST02_001_wing_gundam_may_attack_active_level_4_or_lower_units():
    m = pos({"units": ["ST02-001"]}, {"units": ["ST01-005", "ST01-002"]})
    targets = {a[2] for a in m.legal_actions() if a[0] == "attack_unit"}
    assert targets == {uid(m, "ST01-005")}  # GM Lv2 active: yes; Gundam (MA Form) Lv5 active: no


def test_ST02_001_wing_gundam_breach_5():
    m = pos({"units": ["ST02-001"]}, {"base": "ST01-015", "units": ["ST01-005"]})
    attack(m, "ST02-001", "ST01-005")
    check(m, {"players": [{}, {"base": "none", "shields": 6}]})  # 5 damage destroys White Base (5 HP)


def test_ST02_002_wing_gundam_bird_mode_places_an_ex_resource():
    m = pos({"hand": ["ST02-002"], "resources": 3})
    do(m, {"deploy": "ST02-002"})
    check(m, {"players": [{"ex_resources": 1, "resources": 4, "active_resources": 1}]})


def test_ST02_005_maganac_is_a_vanilla_3_2():
    m = pos({"units": ["ST02-005"]}, {"units": [{"card": "ST01-005", "rested": True}]})
    attack(m, "ST02-005", "ST01-005")
    check(m, {"players": [{"units": []}, {"units": []}]})


def test_ST02_010_heero_yuy_linked_gets_ap_and_hp_plus_1():
    m = pos({"units": [{"card": "GD01-040", "pilot": "ST02-010"}, {"card": "ST02-005", "pilot": "ST02-010"}]})
    check(m, {"cards": {"GD01-040": {"ap": 7, "hp": 5}, "ST02-005": {"ap": 5, "hp": 3}}})


def test_ST02_012_simultaneous_fire_grants_breach_3_this_turn():
    m = pos({"hand": ["ST02-012"], "resources": 4, "units": ["GD01-018"]})
    do(m, {"command": "ST02-012"})
    check(m, {"cards": {"GD01-018": {"keywords": {"breach": 3}}}})
    do(m, "end_main")
    check(m, {"cards": {"GD01-018": {"keywords": {"breach": 0}}}})


def test_ST02_013_peaceful_timbre_protects_the_shield_area_from_level_4_or_lower():
    m = pos({"units": ["GD01-018"]}, {"hand": ["ST02-013"], "resources": 4})
    attack(m, "GD01-018")
    do(m, {"command": "ST02-013"})
    check(m, {"players": [{}, {"base_damage": 0, "shields": 6}]})
    m = pos({"units": ["GD01-040"]}, {"hand": ["ST02-013"], "resources": 4})  # Lv 5: not protected
    attack(m, "GD01-040")
    do(m, {"command": "ST02-013"})
    check(m, {"players": [{}, {"base": "none"}]})


def test_ST02_015_saint_gabriel_institute_takes_a_shield_and_orders_the_top_two():
    m = pos({"hand": ["ST02-015"], "resources": 2, "deck": ["ST01-005", "GD01-018", "GD01-013"]})
    do(m, {"deploy": "ST02-015"})
    assert m.decision().kind == "order_top"
    do(m, {"top": "GD01-018"})
    deck = m.zones[m.z_deck[0]]
    assert [m.card_def[u].id for u in deck] == ["GD01-013", "ST01-005", "GD01-018"]
    check(m, {"players": [{"shields": 5, "hand": 1, "base": "ST02-015"}]})


# ------------------------------------------------------------------------------------- ST03, ST04


def test_ST03_008_zaku_ii_gets_ap_plus_2_when_it_attacks():
    m = pos({"units": ["ST03-008"]}, {"base": "none"})
    attack(m, "ST03-008")
    check(m, {"cards": {"ST03-008": {"ap": 3}}, "players": [{}, {"shields": 5}]})


def test_ST04_001_aile_strike_returns_a_unit_when_paired_with_a_level_4_pilot():
    m = pos({"hand": ["ST04-010", "GD01-089"], "resources": 5, "units": ["ST04-001", "ST04-001"]},
            {"units": ["GD01-018"]})
    do(m, {"pair": {"pilot": "GD01-089", "unit": "ST04-001"}})  # Lv 3 pilot: nothing
    check(m, {"players": [{}, {"units": ["GD01-018"]}]})
    do(m, {"pair": {"pilot": "ST04-010", "unit": "ST04-001#2"}})
    check(m, {"players": [{}, {"units": [], "hand": ["GD01-018"]}], "cards": {"ST04-001": {"keywords":
                                                                                          {"blocker": 1}}}})


def test_ST04_005_strike_dagger_is_a_level_2_cost_2_unit():
    m = pos({"hand": ["ST04-005"], "resources": {"active": 1, "rested": 1}})
    assert "deploy" not in kinds(m)
    m = pos({"hand": ["ST04-005"], "resources": 2})
    do(m, {"deploy": "ST04-005"})
    check(m, {"cards": {"ST04-005": {"ap": 3, "hp": 2}}})


def test_ST04_010_kira_yamato_gives_an_enemy_ap_minus_2_this_battle():
    m = pos({"units": [{"card": "GD01-077", "pilot": "ST04-010"}]},
            {"units": [{"card": "GD01-018", "rested": True}]})
    attack(m, "GD01-077", "GD01-018")
    # ReZEL 4 AP - 2 = 2 against Strike Gundam 5 HP; ReZEL (3 HP) takes 5 and is destroyed
    check(m, {"cards": {"GD01-077": {"damage": 2}}, "players": [{}, {"units": []}]})


def test_ST04_013_hawk_of_endymion_returns_an_enemy_with_3_or_less_hp():
    m = pos({"hand": ["ST04-013"], "resources": 2}, {"units": ["GD01-004", "GD01-013"]})
    do(m, {"command": "ST04-013"})
    check(m, {"players": [{}, {"units": ["GD01-013"], "hand": ["GD01-004"]}]})


def test_ST04_015_archangel_sets_a_blocker_active_that_cannot_attack():
    m = pos({"resources": 2, "base": "ST04-015", "units": [{"card": "GD01-068", "rested": True}]})
    do(m, {"activate": "ST04-015"})
    check(m, {"cards": {"GD01-068": {"rested": False, "can_attack": False}}})


# ---------------------------------------------------------------------------------------- GD01


def test_GD01_004_guncannon_rests_an_enemy_with_2_or_less_hp_when_paired():
    m = pos({"hand": ["GD01-089"], "resources": 3, "units": ["GD01-004"]}, {"units": ["ST01-005", "GD01-018"]})
    do(m, {"pair": {"pilot": "GD01-089", "unit": "GD01-004"}})
    check(m, {"cards": {"ST01-005@1": {"rested": True}, "GD01-018@1": {"rested": False},
                        "GD01-004": {"keywords": {"repair": 1}}}})


def test_GD01_005_unicorn_linked_destroyed_returns_banagher_then_discards():
    m = pos({"units": [{"card": "ST02-001"}]},
            {"hand": ["ST01-005", "GD01-018"], "units": [{"card": "GD01-005", "pilot": "GD01-088", "rested": True,
                                                          "damage": 1}]})
    attack(m, "ST02-001", "GD01-005")
    assert m.decision().kind == "discard"
    do(m, {"discard": "ST01-005"})
    check(m, {"players": [{}, {"hand": ["GD01-088", "GD01-018"]}]})


def test_GD01_005_unicorn_unlinked_destroyed_does_nothing():
    m = pos({"units": ["ST02-001"]}, {"hand": ["ST01-005"], "units": [{"card": "GD01-005", "rested": True}]})
    attack(m, "ST02-001", "GD01-005")
    check(m, {"players": [{}, {"hand": ["ST01-005"], "trash": ["GD01-005"]}]})


def test_GD01_009_g_fighter_gives_a_white_base_team_unit_high_maneuver():
    m = pos({"hand": ["GD01-009"], "resources": 3, "units": ["GD01-013"]}, {"units": ["GD01-068"]})
    do(m, {"deploy": "GD01-009"}, {"target": "GD01-013"})
    attack(m, "GD01-013")
    assert m.decision().kind == "main"  # no block step offered
    check(m, {"players": [{}, {"base": "none"}]})


def test_GD01_011_loto_links_with_an_earth_federation_pilot():
    m = pos({"hand": ["GD01-011", "GD01-089"], "resources": 4})
    do(m, {"deploy": "GD01-011"}, {"pair": {"pilot": "GD01-089", "unit": "GD01-011"}})
    check(m, {"cards": {"GD01-011": {"linked": True, "can_attack": True, "ap": 3}}})


def test_GD01_013_gundam_links_with_amuro_ray():
    m = pos({"hand": ["GD01-013", "ST01-010"], "resources": 4})
    do(m, {"deploy": "GD01-013"}, {"pair": {"pilot": "ST01-010", "unit": "GD01-013"}})
    check(m, {"cards": {"GD01-013": {"linked": True, "ap": 5, "hp": 5}}})


def test_GD01_018_rezel_has_no_link():
    m = pos({"hand": ["GD01-018", "ST01-010"], "resources": 4})
    do(m, {"deploy": "GD01-018"}, {"pair": {"pilot": "ST01-010", "unit": "GD01-018"}})
    check(m, {"cards": {"GD01-018": {"linked": False, "can_attack": False, "ap": 6}}})


def test_GD01_028_sandrock_may_deploy_a_maganac_from_hand_for_free():
    m = pos({"hand": ["GD01-028", "ST02-005", "ST01-005"], "resources": 5})
    do(m, {"deploy": "GD01-028"})
    assert m.decision().kind == "optional_deploy"
    do(m, {"deploy": "ST02-005"})
    check(m, {"players": [{"units": ["GD01-028", "ST02-005"], "hand": ["ST01-005"], "active_resources": 2}]})


def test_GD01_030_rick_dom_breach_2():
    m = pos({"units": ["GD01-030"]}, {"base": {"card": "GD01-124"}, "units": [{"card": "ST01-005", "rested": True}]})
    attack(m, "GD01-030", "ST01-005")
    check(m, {"players": [{}, {"base_damage": 2}]})


def test_GD01_034_heavyarms_has_breach_3_while_paired():
    m = pos({"units": ["GD01-034", {"card": "GD01-034", "pilot": "ST02-010"}]})
    assert keyword(m, uid(m, "GD01-034#2"), "breach") == 3
    assert keyword(m, uid(m, "GD01-034"), "breach") == 0


def test_GD01_040_wing_gundam_links_with_heero():
    m = pos({"hand": ["GD01-040", "ST02-010"], "resources": 5})
    do(m, {"deploy": "GD01-040"}, {"pair": {"pilot": "ST02-010", "unit": "GD01-040"}})
    check(m, {"cards": {"GD01-040": {"linked": True, "can_attack": True, "ap": 7, "hp": 5}}})


def test_GD01_041_shenlong_breach_3():
    m = pos({"units": ["GD01-041"]}, {"base": "none", "units": [{"card": "ST01-005", "rested": True}]})
    attack(m, "GD01-041", "ST01-005")
    check(m, {"players": [{}, {"shields": 5}]})


def test_GD01_068_perfect_strike_returns_a_1_hp_enemy_on_deploy():
    m = pos({"hand": ["GD01-068"], "resources": 5}, {"units": [{"card": "GD01-018", "damage": 2}, "ST01-005"]})
    do(m, {"deploy": "GD01-068"})
    check(m, {"players": [{}, {"units": ["ST01-005"], "hand": ["GD01-018"]}]})


def test_GD01_070_aerial_costs_2_less_with_4_commands_in_trash():
    m = pos({"hand": ["GD01-070"], "resources": 5})
    assert cost_of(m, uid(m, "GD01-070")) == 3
    m = pos({"hand": ["GD01-070"], "resources": {"active": 1, "rested": 4},
             "trash": ["GD01-118", "GD01-118", "ST04-013", "GD01-100"]})
    assert cost_of(m, uid(m, "GD01-070")) == 1
    do(m, {"deploy": "GD01-070"})
    check(m, {"players": [{"units": ["GD01-070"], "active_resources": 0}]})


def test_GD01_075_darilbalde_returns_a_1_hp_enemy_on_deploy():
    m = pos({"hand": ["GD01-075"], "resources": 3}, {"units": [{"card": "ST01-005", "damage": 1}]})
    do(m, {"deploy": "GD01-075"})
    check(m, {"players": [{}, {"units": [], "hand": ["ST01-005"]}]})


def test_GD01_076_michaelis_gets_plus_1_with_4_commands_in_trash():
    m = pos({"units": ["GD01-076"], "trash": ["GD01-118"] * 3})
    check(m, {"cards": {"GD01-076": {"ap": 3, "hp": 3}}})
    m = pos({"units": ["GD01-076"], "trash": ["GD01-118"] * 4})
    check(m, {"cards": {"GD01-076": {"ap": 4, "hp": 4}}})


def test_GD01_077_strike_gundam_links_with_kira():
    m = pos({"units": [{"card": "GD01-077", "pilot": "ST04-010"}]})
    check(m, {"cards": {"GD01-077": {"linked": True, "ap": 5, "hp": 5}}})


def test_GD01_088_banagher_draws_when_linked():
    m = pos({"hand": ["GD01-088", "GD01-088"], "resources": 5, "units": ["GD01-005", "GD01-018"]})
    do(m, {"pair": {"pilot": "GD01-088", "unit": "GD01-018"}})
    check(m, {"players": [{"hand": 1}]})  # ReZEL: no link, no draw
    do(m, {"pair": {"pilot": "GD01-088", "unit": "GD01-005"}})
    check(m, {"players": [{"hand": 1}]})  # the pilot left the hand, one card drawn


def test_GD01_089_riddhe_gives_ap_plus_1_to_a_unit_with_repair():
    m = pos({"units": [{"card": "GD01-004", "pilot": "GD01-089"}, {"card": "ST01-005", "pilot": "GD01-089"}]})
    check(m, {"cards": {"GD01-004": {"ap": 4}, "ST01-005": {"ap": 3}}})


def test_GD01_091_chang_wufei_blocks_battle_damage_from_ap_3_or_less_on_your_turn():
    m = pos({"units": [{"card": "GD01-041", "pilot": "GD01-091"}]},
            {"units": [{"card": "ST04-005", "rested": True}, {"card": "GD01-018", "rested": True}]})
    attack(m, "GD01-041", "ST04-005")  # 3 AP: no damage
    check(m, {"cards": {"GD01-041": {"damage": 0}}})


def test_GD01_091_chang_wufei_not_on_the_opponents_turn():
    m = pos({"units": ["ST04-005"]}, {"units": [{"card": "GD01-041", "pilot": "GD01-091"}]})
    m.mods.append((uid(m, "GD01-041"), "blocker", 1, 0))
    attack(m, "ST04-005")
    do(m, {"block": "GD01-041"})
    check(m, {"cards": {"GD01-041": {"damage": 3}}})


def test_GD01_097_guel_sets_its_unit_active_if_the_opponent_holds_8():
    m = pos({"units": [{"card": "GD01-076", "pilot": "GD01-097", "rested": True}]}, {"hand": ["ST01-005"] * 7})
    assert "activate" not in kinds(m)
    m = pos({"units": [{"card": "GD01-076", "pilot": "GD01-097", "rested": True}]}, {"hand": ["ST01-005"] * 8})
    do(m, {"activate": "GD01-097"})
    check(m, {"cards": {"GD01-076": {"rested": False, "can_attack": False}}})


def test_GD01_100_a_show_of_resolve_draws_2():
    m = pos({"hand": ["GD01-100"], "resources": 4})
    do(m, {"command": "GD01-100"})
    check(m, {"players": [{"hand": 2, "deck": 18, "active_resources": 1}]})


def test_GD01_107_first_contact_places_a_rested_resource():
    m = pos({"hand": ["GD01-107"], "resources": 3})
    do(m, {"command": "GD01-107"})
    check(m, {"players": [{"resources": 4, "active_resources": 0, "resource_deck": 4}]})


def test_GD01_107_first_contact_burst_places_an_ex_resource():
    m = pos({"units": ["ST01-005"]}, {"base": "none", "shields": ["GD01-107"]})
    attack(m, "ST01-005")
    do(m, {"burst": "GD01-107"})
    check(m, {"players": [{}, {"ex_resources": 1}]})


def test_GD01_117_the_witch_and_the_bride_returns_an_enemy_with_5_or_less_hp():
    m = pos({"hand": ["GD01-117"], "resources": 5}, {"units": [{"card": "GD01-013", "pilot": "GD01-088"}]})
    assert "command" not in kinds(m)  # 4 HP + 2 = 6: no legal target
    m = pos({"hand": ["GD01-117"], "resources": 5}, {"units": ["GD01-013"]})
    do(m, {"command": "GD01-117"})
    check(m, {"players": [{}, {"hand": ["GD01-013"]}]})


def test_GD01_118_overflowing_affection_draws_2_then_discards_1():
    m = pos({"hand": ["GD01-118", "GD01-018"], "resources": 2})
    do(m, {"command": "GD01-118"})
    assert m.decision().kind == "discard" and len(m.decision().actions) == 3
    do(m, {"discard": "GD01-018"})
    check(m, {"players": [{"hand": 2, "trash": ["GD01-118", "GD01-018"]}]})


def test_GD01_124_side_7_rests_to_repair_1():
    m = pos({"base": "GD01-124", "units": [{"card": "GD01-018", "damage": 2}]})
    do(m, {"activate": "GD01-124"})
    check(m, {"cards": {"GD01-018": {"damage": 1}, "GD01-124": {"rested": True}}})
    assert "activate" not in kinds(m)


# ------------------------------------------------------------------------------------ coverage


def test_every_seed_deck_card_is_playable():
    for deck in GAME.default_decks():
        for e in deck.entries:
            assert pool()[e.key].playable, e.key


def test_descriptions_are_rendered_from_the_declarations():
    wb = describe_card(pool()["ST01-015"])
    assert "once per turn, rest 2 resources" in wb and "Guntank 1/1 (T-003)" in wb
    assert describe_card(pool()["GD01-013"]).splitlines() == [
        "Gundam: unit; Lv 4, cost 2; 3/4; link [Amuro Ray]; traits Earth Federation, White Base Team"]
    fact = next(f for f in facts() if f["number"] == "GD04-033")
    waiting = compile_card(fact, None, ("friendly_deployed",))  # as a card waiting for a key reads
    assert describe_card(waiting).endswith("(effects not yet implemented in tcgkit: it needs friendly_deployed)")


def test_ST02_013_peaceful_timbre_in_the_end_phase_protects_nothing_later():
    m = pos({"units": ["GD01-018"]}, {"hand": ["ST02-013"], "resources": 4}, step="end")
    do(m, {"command": "ST02-013"})  # the standby player acts first in the end-phase action step
    assert not [x for x in m.mods if x[1] == "shield_guard"]
