"""One test (at least) per B01 Blue card outside the S02 starter, and per P01 promo (positions as in
test_cards_s01.py; here player 0 plays Chrom, Prince of Ylisse, B01-053, against Marth, Altean Prince)."""

from __future__ import annotations

from tcgkit.games.fe_cipher.properties import colors, has_keyword, orbs_broken, can_critical, unit_attack
from tests.games.fe_cipher.helpers import answer, attack_power, check, do, legal, pass_turn, pos, to_action, uid

BLUE = ["S02-003"]


def blue(me: dict | None = None, opp: dict | None = None, **kw):
    me = dict(me or {})
    opp = dict(opp or {})
    me.setdefault("front_line", ["B01-053"])
    opp.setdefault("front_line", ["B01-003"])
    return pos(me, opp, **kw)


def test_B01_051_chrom_moves_any_enemies_gives_all_allies_30_and_gains_40_against_dragons_when_class_changed():
    m = blue({"front_line": ["B01-053", "B01-051", "B01-065"], "hand": ["B01-053"], "bonds": BLUE * 3},
             {"front_line": ["B01-003", "B01-019", "B01-020"]})
    do(m, {"act": ["B01-051", 0]})
    answer(m, "target", uid(m, "B01-019@1"))
    answer(m, "decline")
    check(m, {"cards": {"B01-019@1": {"line": "back_line"}, "B01-020@1": {"line": "front_line"},
                        "B01-051": {"attack": 100}, "B01-065": {"attack": 70}}})
    m = blue({"front_line": ["B01-053", {"card": "B01-051", "class_changed": True}]},
             {"front_line": ["B01-003", "B01-047"]})
    do(m, {"attack": ["B01-051", "B01-047@1"]})
    check(m, {"events": [{"kind": "battle", "power": 70 + 40 + 20}]})


def test_B01_052_chrom_flips_two_bonds_to_move_an_enemy():
    m = blue({"front_line": ["B01-053", "B01-052"], "bonds": BLUE * 2}, {"front_line": ["B01-003", "B01-019"]})
    do(m, {"act": ["B01-052", 0]})
    answer(m, "target", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-019@1": {"line": "back_line"}}})


def test_B01_054_lucina_draws_two_and_puts_one_back_or_three_and_two_when_class_changed():
    m = blue({"front_line": ["B01-053", "B01-054"], "hand": ["B01-055"], "bonds": BLUE,
              "deck": ["B01-061", "B01-065", "B01-067"]})
    do(m, {"act": ["B01-054", 0]})
    answer(m, "to_deck_top", uid(m, "B01-065"))
    check(m, {"zones": {"hand@0": ["B01-067"], "retreat@0": ["B01-055"]}})
    assert m.zones[m.z_deck[0]][-1] == uid(m, "B01-065")
    m = blue({"front_line": ["B01-053", {"card": "B01-054", "class_changed": True}], "hand": ["B01-055"],
              "bonds": BLUE, "deck": ["B01-061", "B01-064", "B01-065", "B01-067"]})
    do(m, {"act": ["B01-054", 0]}, "yes")
    answer(m, "to_deck_top", uid(m, "B01-065"))
    answer(m, "to_deck_top", uid(m, "B01-067"))
    check(m, {"zones": {"hand@0": ["B01-064"], "deck@0": 3}})


def test_B01_056_lucina_is_also_named_marth():
    m = blue({"front_line": ["B01-053"], "hand": ["B01-003"], "back_line": ["B01-056"], "bonds": ["B01-019"]},
             step="deployment")
    assert legal(m, {"level_up": ["B01-003", "B01-056"]})
    assert not legal(m, {"deploy": ["B01-003", "front_line"]})
    m = blue({"front_line": ["B01-053", "B01-065"], "deck": ["B01-061", "B01-056"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    check(m, {"zones": {"orbs@1": 3}})


def test_B01_068_sumia_class_changed_adds_10_to_flier_supporters_of_others_and_moves_herself():
    m = blue({"front_line": ["B01-053", "B01-065", {"card": "B01-068", "class_changed": True}],
              "deck": ["B01-069"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]}, "decline")
    check(m, {"events": [{"kind": "battle", "power": 40 + 30 + 10}]})
    m = blue({"front_line": ["B01-053", "B01-068"]})
    do(m, {"act": ["B01-068", 1]})
    check(m, {"cards": {"B01-068": {"line": "back_line", "tapped": False}}})


def test_B01_073_gaius_reveals_and_destroys_on_a_cost_3_card_and_draws_when_class_changed():
    m = blue({"front_line": ["B01-053", {"card": "B01-073", "class_changed": True}], "bonds": BLUE * 2,
              "deck": ["B01-061", "B01-065"]},
             {"front_line": ["B01-003", "B01-019"], "deck": ["B01-061"] * 3})
    do(m, {"act": ["B01-073", 0]}, "yes")
    answer(m, "target", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-019@1": {"zone": "retreat"}}, "zones": {"hand@0": ["B01-065"]}})
    m = blue({"front_line": ["B01-053", "B01-073"], "bonds": BLUE * 2},
             {"front_line": ["B01-003", "B01-019"], "deck": ["B01-061", "B01-020"]})
    do(m, {"act": ["B01-073", 0]})
    check(m, {"cards": {"B01-019@1": {"zone": "front_line"}}, "decision": {"kind": "action"}})


def test_B01_074_gaius_locktouch_and_thief_emblem_mills_the_revealed_card():
    m = blue({"front_line": ["B01-053", "B01-074"], "bonds": BLUE, "deck": ["B01-061", "B01-065"]},
             {"deck": ["B01-061", "S01-001"]})
    do(m, {"act": ["B01-074", 0]}, "yes")
    check(m, {"zones": {"hand@0": ["B01-065"]}})
    m = blue({"front_line": ["B01-053", "B01-065"], "deck": ["B01-061", "B01-074"]},
             {"deck": ["B01-061", "B01-019", "B01-020"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]}, "yes")
    check(m, {"cards": {"B01-020@1": {"zone": "retreat"}}})


def test_B01_075_cordelia_untaps_after_a_kill_once_per_turn_and_gives_fliers_range_when_class_changed():
    m = blue({"front_line": ["B01-053", "B01-075"]}, {"front_line": ["B01-003", "B01-019", "B01-020"]})
    do(m, {"attack": ["B01-075", "B01-019@1"]})
    check(m, {"cards": {"B01-075": {"tapped": False}}})
    do(m, {"attack": ["B01-075", "B01-020@1"]})
    check(m, {"cards": {"B01-075": {"tapped": True}}})
    m = blue({"front_line": ["B01-053", {"card": "B01-075", "class_changed": True}, "B01-069"], "bonds": BLUE})
    do(m, {"act": ["B01-075", 1]})
    check(m, {"cards": {"B01-075": {"range": "1-2"}, "B01-069": {"range": "1-2"}}})


def test_B01_077_gregor_destroyed_by_an_attack_goes_to_the_bond_area():
    m = pos({"front_line": ["B01-003", "S01-004"]}, {"front_line": ["B01-053", "B01-077"]})
    do(m, {"attack": ["S01-004", "B01-077@1"]})
    check(m, {"cards": {"B01-077": {"zone": "bonds"}}})


def test_B01_078_nowi_takes_a_bond_back_at_the_end_of_your_turn_and_grows_with_6_bonds():
    m = blue({"front_line": ["B01-053", "B01-078"], "bonds": BLUE * 5 + ["B01-065"]})
    assert attack_power(m, "B01-078") == 80
    do(m, "end_turn")
    answer(m, "target", uid(m, "B01-065"))
    check(m, {"cards": {"B01-065": {"zone": "hand"}}, "zones": {"bonds@0": 5}})


def test_B01_079_nowi_gains_30_with_4_bonds_10_with_an_odd_count_and_dragonkin_emblem():
    m = blue({"front_line": ["B01-053", "B01-079"], "bonds": BLUE * 5})
    assert attack_power(m, "B01-079") == 20 + 30 + 10
    m = blue({"front_line": ["B01-053", "B01-065"], "deck": ["B01-079"], "hand": ["B01-067"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    answer(m, "target", uid(m, "B01-067"))
    check(m, {"cards": {"B01-067": {"zone": "bonds"}}})


def test_B01_080_tharja_makes_the_opponent_discard_two_and_gains_20_against_an_empty_hand():
    m = blue({"front_line": ["B01-053", "B01-080"], "hand": ["B01-082"], "bonds": BLUE * 3},
             {"hand": ["B01-019", "B01-020"]})
    do(m, {"act": ["B01-080", 0]})
    answer(m, "discard", uid(m, "B01-019@1"))
    check(m, {"zones": {"hand@1": 0, "retreat@1": ["B01-019", "B01-020"]}, "cards": {"B01-080": {"attack": 80}}})


def test_B01_081_tharja_makes_the_opponent_discard_one():
    m = blue({"front_line": ["B01-053"], "back_line": ["B01-081"], "bonds": BLUE * 2},
             {"hand": ["B01-019", "B01-020"]})
    do(m, {"act": ["B01-081", 0]})
    answer(m, "discard", uid(m, "B01-020"))
    check(m, {"zones": {"hand@1": ["B01-019"]}, "decision": {"player": 0, "kind": "action"}})


def test_B01_082_tharja_gains_20_with_the_bigger_hand_and_darkness_emblem():
    m = blue({"back_line": ["B01-082"], "hand": ["B01-065"]})
    assert attack_power(m, "B01-082") == 50
    m = blue({"front_line": ["B01-053", "B01-065"], "deck": ["B01-082"]}, {"hand": ["B01-019"] * 5})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    check(m, {"events": [{"kind": "discard", "player": 1}, {"kind": "orb_broken"}], "zones": {"hand@1": 5}})


def test_B01_083_olivia_untaps_an_ally_that_attacked():
    m = blue({"front_line": ["B01-053", "B01-065"], "back_line": ["B01-083"], "bonds": BLUE * 2},
             {"front_line": ["B01-003", "B01-019"]})
    do(m, {"attack": ["B01-065", "B01-019@1"]}, {"act": ["B01-083", 0]})
    check(m, {"cards": {"B01-065": {"tapped": False}}})


def test_B01_084_cherche_class_changed_gives_other_fliers_10_and_moves_herself():
    m = blue({"front_line": ["B01-053", {"card": "B01-084", "class_changed": True}, "B01-069"]})
    check(m, {"cards": {"B01-069": {"attack": 40}, "B01-084": {"attack": 50}}})
    do(m, {"act": ["B01-084", 1]})
    check(m, {"cards": {"B01-084": {"line": "back_line"}}})


def test_B01_085_cherche_moves_another_ally_and_flying_emblem():
    m = blue({"front_line": ["B01-053", "B01-085"]})
    do(m, {"act": ["B01-085", 0]})
    check(m, {"cards": {"B01-053": {"line": "back_line"}}})
    m = blue({"front_line": ["B01-053", "B01-065"], "deck": ["B01-085"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    answer(m, "target", uid(m, "B01-053"))
    check(m, {"cards": {"B01-053": {"line": "back_line"}}})


def test_B01_086_henry_makes_both_discard_on_a_class_change_and_mortal_hex():
    m = blue({"front_line": ["B01-053", "B01-086", "B01-071"], "hand": ["B01-070", "B01-065"],
              "bonds": BLUE * 2, "deck": ["B01-061", "B01-061"]}, {"hand": ["B01-019"]}, step="deployment")
    do(m, {"class_change": ["B01-070", "B01-071"]})
    answer(m, "discard", uid(m, "B01-065"))
    check(m, {"zones": {"hand@1": 0, "retreat@1": ["B01-019"]}})
    m = blue({"front_line": ["B01-053"], "back_line": [{"card": "B01-086", "class_changed": True}], "bonds": BLUE},
             {"hand": ["B01-019", "B01-020"]})
    do(m, {"act": ["B01-086", 1]})
    answer(m, "discard", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-086": {"zone": "retreat"}}, "zones": {"hand@1": 0}})


def test_B01_087_henry_gains_10_against_a_small_hand_and_darkness_emblem():
    m = blue({"back_line": ["B01-087"]}, {"hand": ["B01-019"] * 4})
    assert attack_power(m, "B01-087") == 40
    m = blue({"back_line": ["B01-087"]}, {"hand": ["B01-019"] * 5})
    assert attack_power(m, "B01-087") == 30


def test_B01_088_morgan_adds_an_orb_when_deployed_behind_with_robin():
    m = blue({"front_line": ["B01-053", "B01-058"], "hand": ["B01-088"], "bonds": BLUE * 4, "orbs": 3},
             step="deployment")
    do(m, {"deploy": ["B01-088", "back_line"]}, "yes")
    check(m, {"zones": {"orbs@0": 4}})
    m = blue({"front_line": ["B01-053"], "hand": ["B01-088"], "bonds": BLUE * 4, "orbs": 3}, step="deployment")
    do(m, {"deploy": ["B01-088", "back_line"]})
    check(m, {"zones": {"orbs@0": 3}, "decision": {"kind": "deployment"}})


def test_B01_089_gerome_gains_20_against_swords_and_short_axe_when_class_changed():
    m = blue({"front_line": ["B01-053", {"card": "B01-089", "class_changed": True}], "bonds": BLUE})
    do(m, {"act": ["B01-089", 1]})
    check(m, {"cards": {"B01-089": {"attack": 70, "range": "1-2"}}})
    do(m, {"attack": ["B01-089", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 70 + 20 + 20}]})


def test_B01_090_gerome_and_cherche_gain_10_together_on_your_turn():
    m = blue({"front_line": ["B01-053", "B01-090", "B01-085"]})
    check(m, {"cards": {"B01-090": {"attack": 50}, "B01-085": {"attack": 40}}})
    m = blue({"front_line": ["B01-053", "B01-090"]})
    check(m, {"cards": {"B01-090": {"attack": 40}}})


def test_B01_091_owain_doubles_his_attack_and_class_changed_breaks_two_orbs_without_critical_hits():
    m = blue({"front_line": ["B01-053", "B01-091"], "hand": ["B01-093"]})
    do(m, {"act": ["B01-091", 0]})
    check(m, {"cards": {"B01-091": {"attack": 140}}})
    m = blue({"front_line": ["B01-053", {"card": "B01-091", "class_changed": True}]})
    u = uid(m, "B01-091")
    assert orbs_broken(m, u) == 2 and not can_critical(m, u)


def test_B01_092_owain_sacred_stones_and_two_orbs_supported_by_lissa():
    m = blue({"front_line": ["B01-053", "B01-092"], "bonds": BLUE, "deck": ["B01-061", "B01-059"]})
    do(m, {"act": ["B01-092", 0]}, {"attack": ["B01-092", "B01-003@1"]})
    check(m, {"zones": {"orbs@1": 3}, "events": [{"kind": "battle", "power": 60 + 10}]})


def test_B01_093_owain_trades_10_attack_for_two_orb_attacks():
    m = blue({"front_line": ["B01-053", "B01-093"], "bonds": BLUE})
    do(m, {"act": ["B01-093", 0]})
    u = uid(m, "B01-093")
    assert unit_attack(m, u) == 30 and orbs_broken(m, u) == 2


def test_B01_094_severa_gains_20_against_axes_and_10_with_a_male_supporter_when_class_changed():
    m = blue({"front_line": ["B01-053", {"card": "B01-094", "class_changed": True}]},
             {"front_line": ["B01-003", "B01-019"]})
    do(m, {"attack": ["B01-094", "B01-019@1"]})
    check(m, {"events": [{"kind": "battle", "power": 60 + 20 + 10 + 20}]})


def test_B01_095_severa_gains_10_with_an_allied_cordelia():
    m = blue({"front_line": ["B01-053", "B01-095", "B01-076"]})
    assert attack_power(m, "B01-095") == 50


def test_B01_096_noire_gains_20_with_tharja_and_the_bigger_hand_and_is_anti_flier():
    m = blue({"back_line": ["B01-096", "B01-082"], "hand": ["B01-065"]})
    assert attack_power(m, "B01-096") == 60 and has_keyword(m, uid(m, "B01-096"), "anti_fliers")


def test_B01_097_inigo_gains_20_until_the_opponents_next_turn_ends_after_a_kill():
    m = blue({"front_line": ["B01-053", "B01-097"]}, {"front_line": ["B01-003", "B01-019"]})
    do(m, {"attack": ["B01-097", "B01-019@1"]})
    check(m, {"cards": {"B01-097": {"attack": 80}}})
    pass_turn(m)
    check(m, {"cards": {"B01-097": {"attack": 80}}})
    pass_turn(m)
    check(m, {"cards": {"B01-097": {"attack": 60}}})


def test_B01_097_fated_rendezvous_with_a_female_supporter_when_class_changed():
    m = blue({"front_line": ["B01-053", {"card": "B01-097", "class_changed": True}], "deck": ["B01-065"]})
    do(m, {"attack": ["B01-097", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 60 + 10 + 10 + 20}]})


def test_B01_098_inigo_gains_10_attacking_beside_a_female_ally():
    m = blue({"front_line": ["B01-053", "B01-098", "B01-065"]})
    do(m, {"attack": ["B01-098", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 10 + 20}]})


def test_B01_099_tiki_bonds_a_card_from_hand_and_gains_30_with_5_bonds():
    m = blue({"back_line": ["B01-099"], "hand": ["B01-065"], "bonds": BLUE * 4})
    do(m, {"act": ["B01-099", 0]})
    check(m, {"cards": {"B01-065": {"zone": "bonds"}}, "zones": {"bonds@0": 5}})
    assert attack_power(m, "B01-099") == 60


def test_B01_100_anna_gains_10_per_other_anna_ignores_the_one_name_rule_and_lifts_the_copy_limit():
    m = blue({"front_line": ["B01-053", "B01-100"], "hand": ["B01-100"], "bonds": ["S02-003"] * 3},
             step="deployment")
    do(m, {"deploy": ["B01-100", "front_line"]}, "end_deployment")
    assert attack_power(m, "B01-100#1") == 30
    assert m.card_def[uid(m, "B01-100")].unlimited_copies
    m = blue({"front_line": ["B01-053", "B01-100"], "deck": ["B01-100"]})
    do(m, {"attack": ["B01-100", "B01-003@1"]})
    check(m, {"no_events": [{"kind": "support_failed"}]})


# ------------------------------------------------------------------------------------------------ P01 promos


def test_B02_003_corrin_is_also_black_on_the_field_gains_10_with_two_white_bonds_and_hero_emblem():
    m = pos({"front_line": ["B02-003"], "bonds": ["B02-003", "B02-003"]}, {})
    u = uid(m, "B02-003#1") if m.on_field(uid(m, "B02-003#1")) else uid(m, "B02-003#3")
    assert colors(m, u) == frozenset({"White", "Black"}) and unit_attack(m, u) == 50


def test_B02_053_corrin_is_also_white_on_the_field_and_gains_10_with_two_black_bonds():
    m = pos({"front_line": ["B02-053"], "bonds": ["B02-053", "B02-053"]}, {})
    u = [x for x in m.units(0)][0]
    assert colors(m, u) == frozenset({"White", "Black"}) and unit_attack(m, u) == 50


def test_P01_005_chrom_moves_an_enemy_when_he_is_class_changed_into():
    m = blue({"front_line": ["B01-053"], "hand": ["P01-005"], "bonds": BLUE * 2},
             {"front_line": ["B01-003", "B01-019"]}, step="deployment")
    do(m, {"class_change": ["P01-005", "B01-053"]})
    answer(m, "target", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-019@1": {"line": "back_line"}, "P01-005": {"main_character": True}}})


def test_P01_006_jagen_cannot_be_bonded():
    m = pos({"hand": ["P01-006", "B01-019"]}, step="bond")
    assert not legal(m, {"bond": "P01-006"})


def test_P01_007_wrys_gives_the_defender_20_by_destroying_himself():
    m = blue({"front_line": ["B01-053", "B01-065"]}, {"front_line": ["B01-003", "B01-019", "P01-007"]})
    do(m, {"attack": ["B01-065", "B01-019@1"]}, "yes")
    check(m, {"cards": {"P01-007": {"zone": "retreat"}}, "events": [{"kind": "battle", "target_power": 30 + 20 + 20}]})


def test_P01_009_cordelia_gains_10_alone_in_her_line_at_the_start_of_each_turn_and_javelin():
    m = blue({"front_line": ["B01-053"], "back_line": ["P01-009"], "bonds": BLUE})
    pass_turn(m)
    check(m, {"cards": {"P01-009": {"attack": 50}}})
    pass_turn(m)
    to_action(m)
    do(m, {"act": ["P01-009", 1]})
    check(m, {"cards": {"P01-009": {"range": "1-2"}}})


def test_P01_013_marth_moves_an_enemy_and_gains_10_against_armored():
    m = pos({"front_line": ["B01-003", "P01-013"], "bonds": ["B01-019"] * 2},
            {"front_line": ["B01-053", "S02-002", "B01-065"]})
    do(m, {"act": ["P01-013", 0]})
    answer(m, "target", uid(m, "B01-065@1"))
    do(m, {"attack": ["P01-013", "S02-002@1"]})
    check(m, {"events": [{"kind": "battle", "power": 60 + 10 + 20}]})


def test_P01_015_robin_adds_an_orb_when_deployed_behind():
    m = blue({"hand": ["P01-015"], "bonds": BLUE * 4, "orbs": 3}, step="deployment")
    do(m, {"deploy": ["P01-015", "back_line"]}, "yes")
    check(m, {"zones": {"orbs@0": 4, "bonds@0": 4}})
