"""One test per playable card of the basics (EX Base, EX Resource, Resource, tokens) and the starter decks ST01–ST04:
each card's declared effect in a real position (cards/effects.yaml). GD01's are in ``test_cards_boosters.py``; the
coverage test (``test_card_coverage.py``) demands one per playable card."""

from __future__ import annotations

from tcgkit.games.gundam.stats import ap, hp

from .helpers import attack, check, do, kinds, pos, uid

ENEMY_RESTED_GM = {"units": [{"card": "ST01-005", "rested": True}]}


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


def test_ST02_013_peaceful_timbre_in_the_end_phase_protects_nothing_later():
    m = pos({"units": ["GD01-018"]}, {"hand": ["ST02-013"], "resources": 4}, step="end")
    do(m, {"command": "ST02-013"})  # the standby player acts first in the end-phase action step
    assert not [x for x in m.mods if x[1] == "shield_guard"]


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
