"""One test per card of the starter set (cards/starter.yaml, rules/power_duell.md §11): its declared effect in a
real position, and its description rendered from the declaration. The meta-test at the end enforces one test per
card."""

from __future__ import annotations

import sys

from tcgkit.games.power_duell.cards import starter_pool
from tcgkit.games.power_duell.presentation import describe_card

from .helpers import check, do, monster, pos, uid


def attack(m, attacker, player, place):
    do(m, {"attack": [attacker, player, place]})
    if m.pending is not None and m.pending.kind == "response":
        do(m, "pass")


# -- guardian gods


def test_PD_G01_aramor_gives_own_mars_monsters_20_ap_and_one_extra_point_for_the_first_energy_sacrifice():
    m = pos({"god": "PD-G01", "D1": "PD-M01", "D2": "PD-M06", "hand": ["PD-E03", "PD-E04"]},
            {"god": "PD-G02", "D1": "PD-M02"}, step="sacrifice_phase")
    check(m, {"cards": {"PD-M01": {"ap": 120}, "PD-M06": {"ap": 120}, "PD-M02": {"ap": 140}}})
    do(m, {"sacrifice": "PD-E03"})
    do(m, {"sacrifice": "PD-E04"})
    check(m, {"account": [5, 0]})
    text = describe_card(starter_pool()["PD-G01"])
    assert "Mars" in text and "once per turn" in text


def test_PD_G02_selvane_gives_own_venus_monsters_50_dp_and_draws_when_one_is_defeated_in_battle():
    m = pos({"god": "PD-G02", "D1": {"card": "PD-M05", "lp_damage": 2700}, "energy_deck": ["PD-E01"]},
            {"account": 2, "D1": "PD-M03"}, active=1, step="battle_phase")
    check(m, {"cards": {"PD-M05": {"dp": 350}}})
    m.dp_damage[uid(m, "PD-M05")] = 300
    attack(m, "PD-M03", 0, "D.1")
    check(m, {"zones": {"hand@0": ["PD-E01"], "E@0": ["PD-M05"]}})


# -- monsters


def test_PD_M01_funkenwolf_is_a_plain_mars_monster():
    c = starter_pool()["PD-M01"]
    assert (c.planet, c.ap, c.dp, c.lp, c.attack_cost, c.ao, len(c.abilities)) == ("Mars", 100, 300, 2500, 1, 1, 0)
    assert describe_card(c).startswith("Funkenwolf — monster, Mars; AP 100 / DP 300 / LP 2500")


def test_PD_M02_aschenlaeufer_has_mars_and_saturn():
    c = starter_pool()["PD-M02"]
    assert (c.planets, c.ap, c.dp, c.lp, c.attack_cost, c.ao) == (("Mars", "Saturn"), 140, 420, 3000, 1, 2)


def test_PD_M03_lavaschmied_gets_60_ap_when_it_attacks_a_face_down_monster():
    m = pos({"account": 2, "D1": "PD-M03"}, {"D1": {"card": "PD-M07", "face": "down"}}, step="battle_phase")
    attack(m, "PD-M03", 1, "D.1")
    check(m, {"cards": {"PD-M07": {"dp": 360}, "PD-M03": {"ap": 180, "lp": 2840}}})
    assert "face-down monster" in describe_card(starter_pool()["PD-M03"])


def test_PD_M04_schwarmfalke_attacks_twice_per_battle_phase():
    m = pos({"account": 5, "D1": "PD-M04"}, {}, step="battle_phase")
    do(m, {"attack_direct": "PD-M04"})
    do(m, {"attack_direct": "PD-M04"})
    check(m, {"damage_points": [0, 160], "legal": ["end_phase"], "not_legal": [{"attack_direct": "PD-M04"}]})


def test_PD_M05_nebelkroete_takes_50_ap_from_the_attacker_when_forcibly_activated():
    m = pos({"account": 2, "D1": "PD-M01"}, {"D1": {"card": "PD-M05", "face": "down"}}, step="battle_phase")
    attack(m, "PD-M01", 1, "D.1")
    check(m, {"account": [0, 0], "cards": {"PD-M05": {"face": "up", "dp": 300}}})


def test_PD_M06_perlenritterin_is_venus_and_moon():
    c = starter_pool()["PD-M06"]
    assert (c.planets, c.ap, c.dp, c.lp) == (("Venus", "Moon"), 120, 360, 3000)


def test_PD_M07_tiefseekoloss_attacks_only_beside_another_venus_monster():
    alone = pos({"account": 5, "D1": "PD-M07"}, {}, step="battle_phase")
    assert not any(a[0].startswith("attack") for a in alone.legal_actions())
    pair = pos({"account": 5, "D1": "PD-M07", "D2": "PD-M05"}, {}, step="battle_phase")
    assert ("attack_direct", uid(pair, "PD-M07")) in pair.legal_actions()
    assert "another of your face-up Venus monster" in describe_card(starter_pool()["PD-M07"])


def test_PD_M08_spaeher_gains_an_energy_point_when_it_defeats_a_monster():
    m = pos({"account": 1, "D1": "PD-M08"}, {"D1": {"card": "PD-M01", "lp_damage": 2450, "dp_damage": 300}},
            step="battle_phase")
    attack(m, "PD-M08", 1, "D.1")
    check(m, {"account": [1, 0], "zones": {"E@1": ["PD-M01"]}, "damage_points": [0, 60]})


def test_PD_S01_basaltwall_is_a_shield_monster_covering_its_slot():
    m = pos({"account": 5, "D1": "PD-M01"}, {"C2": "PD-S01", "D2": "PD-M05"}, step="battle_phase")
    check(m, {"not_legal": [{"attack": ["PD-M01", 1, "D.2"]}], "legal": [{"attack": ["PD-M01", 1, "C.2"]}]})


def test_PD_S02_korallenbollwerk_restores_its_dp_at_the_start_of_its_readiness_phase():
    m = pos({"C1": {"card": "PD-S02", "dp_damage": 300}, "monster_deck": ["PD-M05"], "energy_deck": ["PD-E01"]}, {},
            active=1)
    do(m, "end_phase")
    check(m, {"cards": {"PD-S02": {"dp": 800, "dp_damage": 0}}})


# -- energy cards


def test_PD_E01_glutstoss_gives_the_chosen_monster_80_ap_while_it_is_on_g():
    m = pos({"hand": ["PD-E01"], "D1": "PD-M01", "D2": "PD-M02"}, {})
    do(m, {"play": "PD-E01"})
    do(m, {"target": "PD-M02"})
    check(m, {"cards": {"PD-M02": {"ap": 220}, "PD-M01": {"ap": 100}, "PD-E01": {"linked": "D2@0", "counter": 0}}})


def test_PD_E02_schnellreparatur_heals_600_lp_up_to_the_total():
    m = pos({"hand": ["PD-E02", "PD-E02"], "D1": {"card": "PD-M01", "lp_damage": 700}}, {})
    do(m, {"play": "PD-E02"})
    check(m, {"cards": {"PD-M01": {"lp": 2400}}})
    do(m, {"play": "PD-E02#2"})
    check(m, {"cards": {"PD-M01": {"lp": 2500}}})


def test_PD_E03_sturmfront_takes_40_dp_from_opposing_monsters_for_three_opposing_clear_phases():
    m = pos({"hand": ["PD-E03"], "D1": "PD-M01"}, {"D1": "PD-M05"})
    do(m, {"play": "PD-E03"})
    check(m, {"cards": {"PD-M05": {"dp": 260}, "PD-M01": {"dp": 300}, "PD-E03": {"counter": 3}}})


def test_PD_E04_kristallader_adds_one_energy_point_each_readiness_phase():
    m = pos({"god": "PD-G01", "energy_field": ["PD-E04"], "monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]}, {},
            active=1)
    do(m, "end_phase")
    check(m, {"account": [6, 0]})


def test_PD_E05_runenklinge_equips_a_monster_with_60_ap():
    m = pos({"hand": ["PD-E05"], "D1": "PD-M01"}, {})
    do(m, {"equip": ["PD-E05", "PD-M01"]})
    check(m, {"cards": {"PD-M01": {"ap": 160}, "PD-E05": {"zone": "equipment_field", "linked": "D1@0"}}})


def test_PD_E06_panzerschale_equips_a_monster_with_150_dp():
    m = pos({"hand": ["PD-E06"], "C1": "PD-S02"}, {})
    do(m, {"equip": ["PD-E06", "PD-S02"]})
    check(m, {"cards": {"PD-S02": {"dp": 950}}})


def test_PD_E07_ruf_aus_der_asche_revives_from_the_monster_graveyard():
    m = pos({"account": 2, "hand": ["PD-E07"], "monster_graveyard": ["PD-M02"]}, {})
    do(m, {"summon": ["PD-E07", "PD-M02", 2]})
    check(m, {"account": [0, 0], "cards": {"PD-M02": {"place": "D.3", "face": "up"}}})
    assert "reviving summon" in describe_card(starter_pool()["PD-E07"])


def test_PD_E08_portaltor_summons_from_the_hand_at_two_less():
    m = pos({"account": 0, "hand": ["PD-E08", "PD-M02"]}, {})
    do(m, {"summon": ["PD-E08", "PD-M02", 0]})
    check(m, {"account": [0, 0], "zones": {"D@0": ["PD-M02"], "H@0": ["PD-E08"]}})


def test_PD_E09_reflexschild_gives_the_attacked_monster_150_dp_for_the_calculation():
    m = pos({"account": 2, "D1": "T-A"}, {"D1": "PD-M01", "hand": ["PD-E09"]}, step="battle_phase",
            cards=[monster("T-A", 100, 300)])
    do(m, {"attack": ["T-A", 1, "D.1"]})
    do(m, {"hand_effect": "PD-E09"})
    do(m, "pass")
    check(m, {"cards": {"T-A": {"lp": 2650}, "PD-M01": {"dp": 200}}, "zones": {"I@1": ["PD-E09"]}})


def test_PD_E10_planetenwende_voids_the_opposing_gods_effects():
    m = pos({"account": 4, "hand": ["PD-E10"]}, {"god": "PD-G01", "D1": "PD-M01"})
    do(m, {"play": "PD-E10"})
    check(m, {"cards": {"PD-M01": {"ap": 100}}, "account": [0, 0], "zones": {"F@0": ["PD-E10"]}})


def test_PD_E11_sonnensturm_swaps_the_guardian_gods():
    m = pos({"god": "PD-G01", "account": 5, "hand": ["PD-E11"], "D1": "PD-M06"}, {"god": "PD-G02", "D1": "PD-M01"})
    do(m, {"play": "PD-E11"})
    check(m, {"zones": {"A@0": ["PD-G02"], "A@1": ["PD-G01"]},
              "cards": {"PD-M06": {"dp": 410}, "PD-M01": {"ap": 120}}})


def test_every_starter_card_has_a_test():
    tests = [n for n in dir(sys.modules[__name__]) if n.startswith("test_PD_")]
    missing = [cid for cid in starter_pool() if not any(t.startswith("test_" + cid.replace("-", "_") + "_")
                                                         for t in tests)]
    assert missing == []


def test_every_starter_card_is_described_from_its_declaration():
    for card in starter_pool().values():
        text = describe_card(card)
        assert text.startswith(card.name) and "?" not in text
