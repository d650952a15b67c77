"""One test per playable card of the booster set GD01 with a named test: each card's declared effect in a real
position (cards/effects.yaml). The basics and the starter decks are in ``test_cards.py``; GD01's one-row cases are in
``test_cards_table_boosters.py``."""

from __future__ import annotations

from tcgkit.games.gundam.resources import cost_of
from tcgkit.games.gundam.stats import keyword

from .helpers import attack, check, do, kinds, pos, uid


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
