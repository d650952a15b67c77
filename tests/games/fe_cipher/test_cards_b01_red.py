"""One test (at least) per B01 Red card outside the S01 starter (positions as in test_cards_s01.py)."""

from __future__ import annotations

from tcgkit.games.fe_cipher.properties import affinities, can_be_evaded, has_keyword, skill_def
from tcgkit.games.fe_cipher.skills import act_options
from tests.games.fe_cipher.helpers import answer, attack_power, check, do, legal, pass_turn, pos, uid

RED = ["B01-036"]


def test_B01_001_marth_gives_all_allies_30_until_the_end_of_the_opponents_next_turn():
    m = pos({"front_line": ["B01-003", "B01-001", "B01-019"], "hand": ["B01-003"], "bonds": RED * 3})
    do(m, {"act": ["B01-001", 0]})
    check(m, {"cards": {"B01-001": {"attack": 100}, "B01-019": {"attack": 80}}})
    assert attack_power(m, "B01-003#1") == 40 and m.card_zone[uid(m, "B01-003#1")] == m.z_retreat[0]
    from tcgkit.games.fe_cipher.properties import unit_attack

    assert unit_attack(m, m.mc[0]) == 70
    do(m, "end_turn")
    check(m, {"cards": {"B01-001": {"attack": 100}, "B01-019": {"attack": 60}}})
    pass_turn(m)
    check(m, {"cards": {"B01-001": {"attack": 70}}})


def test_B01_002_marth_gains_10_with_two_other_red_allies():
    m = pos({"front_line": ["B01-053", "B01-002", "B01-019"]})
    assert attack_power(m, "B01-002") == 50
    m = pos({"front_line": ["B01-053", "B01-002", "B01-019", "B01-020"]})
    assert attack_power(m, "B01-002") == 60


def test_B01_004_caeda_searches_a_red_card_after_a_kill_and_moves_herself_once_per_turn():
    m = pos({"front_line": ["B01-003", "B01-004"], "bonds": RED, "deck": ["B01-029", "B01-004", "S02-003",
                                                                         "B01-061"]},
            {"front_line": ["B01-053", "B01-065"]})
    do(m, {"attack": ["B01-004", "B01-065@1"]}, "yes")
    assert {m.card_def[a[1]].id for a in m.legal_actions() if a[0] == "choose"} == {"B01-029"}
    answer(m, "choose", uid(m, "B01-029"))
    check(m, {"zones": {"hand@0": ["B01-029"]}, "events": [{"kind": "search", "card": "B01-029"},
                                                            {"kind": "shuffle"}]})
    m = pos({"front_line": ["B01-003", "B01-004"]})
    do(m, {"act": ["B01-004", 1]})
    check(m, {"cards": {"B01-004": {"line": "back_line", "tapped": False}}})
    assert not legal(m, {"act": ["B01-004", 1]})


def test_B01_005_caeda_gains_20_against_beasts_and_moves_another_ally():
    m = pos({"front_line": ["B01-003", "B01-005"]}, {"front_line": ["B01-053", "B01-065"]})
    do(m, {"attack": ["B01-005", "B01-065@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 20 + 20}]})
    m = pos({"front_line": ["B01-003", "B01-005"]})
    do(m, {"act": ["B01-005", 1]})
    check(m, {"cards": {"B01-003": {"line": "back_line"}, "B01-005": {"tapped": True}}})


def test_B01_011_draug_is_attacked_instead_of_another_ally():
    m = pos({"front_line": ["B01-053", "B01-065"]},
            {"front_line": ["B01-003", "B01-011", "B01-019"], "bonds": RED}, active=0)
    do(m, {"attack": ["B01-065", "B01-019@1"]}, "yes")
    check(m, {"events": [{"kind": "attacked_instead", "card": "B01-011"},
                         {"kind": "battle", "card": "B01-065", "target": "B01-011", "target_power": 50 + 20 + 20}],
              "cards": {"B01-019@1": {"zone": "front_line"}}})


def test_B01_015_wrys_taps_and_destroys_himself_to_give_the_defender_20():
    m = pos({"front_line": ["B01-053", "B01-065"]},
            {"front_line": ["B01-003", "B01-019"], "back_line": ["B01-015"]})
    do(m, {"attack": ["B01-065", "B01-019@1"]}, "yes")
    check(m, {"cards": {"B01-015": {"zone": "retreat"}},
              "events": [{"kind": "battle", "target_power": 30 + 20 + 20}]})


def test_B01_015_miracle_emblem():
    m = pos({"front_line": ["B01-003", "B01-019"], "hand": ["B01-019"]}, {"deck": ["B01-015"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "critical_hit"}], "decision": {"kind": "action"}})


def test_B01_016_ogma_taps_an_ally_for_10_and_breaks_two_orbs_at_100_attack():
    m = pos({"front_line": ["B01-003", {"card": "B01-016"}, "B01-019", "B01-020"]})
    for ally in ("B01-019", "B01-020", "B01-003"):
        do(m, {"act": ["B01-016", 0]})
        if m.pending.kind == "tap_cost":
            answer(m, "tap", uid(m, ally))
    assert attack_power(m, "B01-016") == 100
    do(m, {"attack": ["B01-016", "B01-053@1"]})
    check(m, {"zones": {"orbs@1": 3}})


def test_B01_017_ogma_refuses_supporters_but_caeda_and_navarre():
    m = pos({"front_line": ["B01-003", "B01-017"], "deck": ["B01-019"]})
    do(m, {"attack": ["B01-017", "B01-053@1"]})
    check(m, {"events": [{"kind": "support_failed", "card": "B01-019"}]})
    m = pos({"front_line": ["B01-003", "B01-017"], "deck": ["B01-024"]})
    do(m, {"attack": ["B01-017", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "support_failed"}]})


def test_B01_022_navarre_cannot_be_evaded_and_destroys_a_cost_2_enemy_after_a_kill():
    m = pos({"front_line": ["B01-003", "B01-022"], "hand": ["B01-024"], "bonds": RED},
            {"front_line": ["B01-053", "B01-065", "B01-067"], "hand": ["B01-065"]})
    do(m, {"act": ["B01-022", 0]})
    assert not can_be_evaded(m, uid(m, "B01-022"), uid(m, "B01-065@1"))
    do(m, {"attack": ["B01-022", "B01-065@1"]}, "yes")  # the only non-MC cost-2 enemy is chosen at once
    check(m, {"zones": {"retreat@1": ["B01-065", "B01-067", "B01-061"]},
              "no_events": [{"kind": "evade"}]})


def test_B01_023_navarre_refuses_supporters_but_caeda_and_ogma():
    m = pos({"front_line": ["B01-003", "B01-023"], "deck": ["B01-018"]})
    do(m, {"attack": ["B01-023", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "support_failed"}]})
    m = pos({"front_line": ["B01-003", "B01-023"], "deck": ["B01-019"]})
    do(m, {"attack": ["B01-023", "B01-053@1"]})
    check(m, {"events": [{"kind": "support_failed"}]})


def test_B01_025_lena_returns_a_cost_1_card_when_a_cost_2_ally_deploys():
    m = pos({"front_line": ["B01-003", "B01-025"], "hand": ["B01-019"], "bonds": RED * 2,
             "retreat": ["B01-020", "B01-001", "B01-026"]}, step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]}, "yes")
    check(m, {"zones": {"hand@0": ["B01-020"]}})


def test_B01_027_julian_locktouch_draws_on_a_cost_3_top_card_and_mills():
    m = pos({"front_line": ["B01-003", "B01-027"], "bonds": RED * 2, "deck": ["B01-061", "B01-019"]},
            {"deck": ["B01-020", "B01-061"]})
    do(m, {"act": ["B01-027", 0]}, "yes")
    check(m, {"zones": {"hand@0": ["B01-019"]}, "events": [{"kind": "reveal_top", "card": "B01-061@1"}]})
    do(m, {"act": ["B01-027", 1]})
    check(m, {"zones": {"retreat@1": ["B01-061"], "deck@1": ["B01-020"]}})


def test_B01_030_minerva_gains_10_per_other_flier_and_takes_anti_fliers_from_enemies():
    m = pos({"front_line": ["B01-003", "B01-030", "B01-006", "B01-031"]}, {"back_line": ["B01-063"]})
    assert attack_power(m, "B01-030") == 70
    assert not has_keyword(m, uid(m, "B01-063@1"), "anti_fliers")


def test_B01_031_minerva_gains_10_with_two_other_fliers_and_flying_emblem():
    m = pos({"front_line": ["B01-003", "B01-031", "B01-006", "B01-039"]})
    assert attack_power(m, "B01-031") == 40
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-031"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    answer(m, "target", uid(m, "B01-003"))
    check(m, {"cards": {"B01-003": {"line": "back_line"}}})


def test_B01_032_maria_returns_two_cards_with_different_names():
    m = pos({"back_line": ["B01-032"], "front_line": ["B01-003"], "bonds": RED * 3,
             "retreat": ["B01-019", "B01-019", "B01-020", "B01-033"]})
    do(m, {"act": ["B01-032", 0]})
    answer(m, "choose", uid(m, "B01-019"))
    assert all(m.card_def[a[1]].id != "B01-019" for a in m.legal_actions() if a[0] == "choose")
    answer(m, "choose", uid(m, "B01-020"))
    check(m, {"zones": {"hand@0": ["B01-019", "B01-020"]}})


def test_B01_033_maria_heals_boosts_minerva_and_miracle_emblem():
    m = pos({"front_line": ["B01-003", "B01-031"], "back_line": ["B01-033"], "retreat": ["B01-019"],
             "bonds": RED * 2})
    assert attack_power(m, "B01-031") == 40
    do(m, {"act": ["B01-033", 0]})
    check(m, {"zones": {"hand@0": ["B01-019"]}})
    m = pos({"front_line": ["B01-003", "B01-019"], "hand": ["B01-019"]}, {"deck": ["B01-033"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "critical_hit"}]})


def test_B01_034_jeorge_cannot_be_evaded_by_fliers_after_tapping_a_cost_2_ally():
    m = pos({"front_line": ["B01-003"], "back_line": ["B01-034"]}, {"front_line": ["B01-053", "B01-069"],
                                                                     "hand": ["B01-069"]})
    do(m, {"act": ["B01-034", 0]}, {"attack": ["B01-034", "B01-069@1"]})
    check(m, {"cards": {"B01-003": {"tapped": True}}, "no_events": [{"kind": "evade"}],
              "events": [{"kind": "battle", "power": 50 + 30 + 20}]})
    assert can_be_evaded(m, uid(m, "B01-034"), uid(m, "B01-053@1"))


def test_B01_035_linde_draws_when_a_cost_2_ally_deploys_and_aura_adds_20():
    m = pos({"front_line": ["B01-003", "B01-035"], "hand": ["B01-019"], "bonds": RED * 3}, step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]}, "yes")
    check(m, {"zones": {"hand@0": 1}})
    do(m, "end_deployment", {"act": ["B01-035", 1]})
    assert attack_power(m, "B01-035") == 70


def test_B01_037_midia_taps_astram_for_40_and_gains_20_against_dragons():
    m = pos({"front_line": ["B01-003", "B01-037", "B01-044"]}, {"front_line": ["B01-053", "B01-047"]})
    do(m, {"attack": ["B01-037", "B01-047@1"]}, "yes")
    check(m, {"events": [{"kind": "battle", "power": 60 + 40 + 20 + 20}], "cards": {"B01-044": {"tapped": True}}})


def test_B01_038_palla_triangle_attack_and_sister_support():
    m = pos({"front_line": ["B01-003", "B01-038", "B01-041", "B01-043"]}, {"hand": ["B01-053"]})
    do(m, {"attack": ["B01-038", "B01-053@1"]}, "yes")
    check(m, {"events": [{"kind": "battle", "power": 50 + 50 + 20}], "no_events": [{"kind": "evade"}]})
    m = pos({"front_line": ["B01-003", "B01-038"], "deck": ["B01-041"]})
    do(m, {"attack": ["B01-038", "B01-053@1"]}, "decline")  # Catria's Flying Emblem: move nobody
    check(m, {"events": [{"kind": "battle", "power": 50 + 10 + 30}]})


def test_B01_039_palla_deploys_catria_or_est_from_the_deck():
    m = pos({"front_line": ["B01-003", "B01-039"], "bonds": RED * 2, "deck": ["B01-041", "B01-040", "B01-061"]})
    do(m, {"act": ["B01-039", 0]})
    answer(m, "choose", uid(m, "B01-041"))
    answer(m, "line", "back_line")
    check(m, {"cards": {"B01-041": {"zone": "back_line"}, "B01-040": {"zone": "deck"}}})


def test_B01_040_catria_triangle_attack_with_palla_and_est():
    m = pos({"front_line": ["B01-003", "B01-040", "B01-039", "B01-043"]})
    do(m, {"attack": ["B01-040", "B01-053@1"]}, "yes")
    check(m, {"events": [{"kind": "battle", "power": 50 + 50 + 20}]})


def test_B01_041_catria_deploys_palla_or_est_from_the_deck():
    m = pos({"front_line": ["B01-003", "B01-041"], "bonds": RED * 2, "deck": ["B01-043", "B01-061"]})
    do(m, {"act": ["B01-041", 0]})
    answer(m, "choose", uid(m, "B01-043"))
    answer(m, "line", "front_line")
    check(m, {"cards": {"B01-043": {"zone": "front_line"}}})


def test_B01_042_est_triangle_attack_with_palla_and_catria():
    m = pos({"front_line": ["B01-003", "B01-042", "B01-039", "B01-041"]})
    do(m, {"attack": ["B01-042", "B01-053@1"]}, "yes")
    check(m, {"events": [{"kind": "battle", "power": 50 + 50 + 20}]})


def test_B01_043_est_deploys_palla_or_catria_and_the_one_name_rule_holds():
    m = pos({"front_line": ["B01-003", "B01-043", "B01-039"], "bonds": RED * 2, "deck": ["B01-039", "B01-041"]})
    do(m, {"act": ["B01-043", 0]})
    assert [m.card_def[a[1]].id for a in m.legal_actions() if a[0] == "choose"] == ["B01-041"]


def test_B01_044_astram_taps_midia_for_40():
    m = pos({"front_line": ["B01-003", "B01-044", "B01-037"]})
    do(m, {"attack": ["B01-044", "B01-053@1"]}, "yes")
    check(m, {"events": [{"kind": "battle", "power": 60 + 40 + 20}]})


def test_B01_045_xane_copies_an_allys_skills_but_keeps_his_name_and_attack():
    m = pos({"front_line": ["B01-003", "B01-045"], "back_line": ["B01-014"], "bonds": RED * 3})
    do(m, {"act": ["B01-045", 0]})
    answer(m, "target", uid(m, "B01-014"))
    x = uid(m, "B01-045")
    assert skill_def(m, x).id == "B01-014" and has_keyword(m, x, "anti_fliers")
    assert attack_power(m, "B01-045") == 30 and m.card_def[x].names == frozenset({"Xane"})
    assert legal(m, {"act": ["B01-045", 0]})  # Gordin's Steel Bow, copied


def test_B01_046_tiki_keeps_her_supporters_as_bonds_on_your_turn_and_grows_with_8_bonds():
    m = pos({"front_line": ["B01-003", "B01-046"], "deck": ["B01-019"], "bonds": RED * 7})
    do(m, {"attack": ["B01-046", "B01-053@1"]}, "yes")
    check(m, {"cards": {"B01-019#1": {"zone": "bonds"}}, "zones": {"bonds@0": 8}})
    assert attack_power(m, "B01-046") == 90


def test_B01_047_tiki_gains_30_with_4_bonds_and_dragonkin_emblem_bonds_a_card():
    m = pos({"front_line": ["B01-003", "B01-047"], "bonds": RED * 4})
    assert attack_power(m, "B01-047") == 60
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-047"], "hand": ["B01-020"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    answer(m, "target", uid(m, "B01-020"))
    check(m, {"cards": {"B01-020": {"zone": "bonds"}}})


def test_B01_048_elice_deploys_a_red_card_from_the_retreat_once_per_game_and_boosts_marth():
    m = pos({"front_line": ["B01-003"], "back_line": ["B01-048"], "bonds": RED * 2,
             "retreat": ["B01-019", "B01-020"]})
    assert attack_power(m, "B01-003") == 50
    do(m, {"act": ["B01-048", 0]})
    answer(m, "target", uid(m, "B01-019"))
    answer(m, "line", "front_line")
    check(m, {"cards": {"B01-019": {"zone": "front_line"}}})
    m.tapped[uid(m, "B01-048")] = 0
    assert ("act", uid(m, "B01-048"), 0) not in act_options(m, 0)  # the pending decision's list predates the untap


def test_B01_049_athena_needs_5_retreat_cards_and_levin_sword():
    m = pos({"hand": ["B01-049"], "bonds": RED * 2, "retreat": ["B01-061"] * 4}, step="deployment")
    assert not legal(m, {"deploy": ["B01-049", "front_line"]})
    m = pos({"hand": ["B01-049"], "bonds": RED * 2, "retreat": ["B01-061"] * 5}, step="deployment")
    do(m, {"deploy": ["B01-049", "front_line"]}, "end_deployment", {"act": ["B01-049", 1]})
    u = uid(m, "B01-049")
    assert attack_power(m, "B01-049") == 50 and "Tome" in affinities(m, u)


def test_B01_050_camus_destroys_every_cost_2_enemy_and_grows_per_kill():
    m = pos({"front_line": ["B01-003", "B01-050"], "bonds": RED * 4},
            {"front_line": ["B01-053", "B01-065", "S02-001"], "back_line": ["B01-060"]})
    do(m, {"act": ["B01-050", 0]})
    check(m, {"cards": {"B01-065@1": {"zone": "retreat"}, "B01-060@1": {"zone": "retreat"},
                        "S02-001@1": {"zone": "front_line"}, "B01-050": {"range": "1-2"}},
              "zones": {"orbs@1": 4}})
    assert attack_power(m, "B01-050") == 70 + 30
