"""One test (at least) per card of the S01 Marth starter: each card's declared skills in a real position.

Positions come from the scenario adapter (helpers.pos): unless a test says otherwise player 0 is the turn player in
the Action phase with Marth, Altean Prince (B01-003) as Main Character, player 1 has Chrom, Prince of Ylisse
(B01-053), decks are Frederick fillers (support 20, no support skill).
"""

from __future__ import annotations

from tests.games.fe_cipher.helpers import answer, attack_power, check, do, legal, pos, uid


def test_S01_001_marth_moves_a_back_line_enemy_once_per_turn_when_a_cost_2_ally_deploys():
    m = pos({"hand": ["B01-019", "B01-020"], "bonds": ["B01-024", "B01-036"],
             "front_line": ["B01-003", "S01-001"]}, {"back_line": ["B01-063"]}, step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]})
    answer(m, "target", uid(m, "B01-063@1"))
    check(m, {"cards": {"B01-063@1": {"line": "front_line"}}})
    do(m, {"deploy": ["B01-020", "front_line"]})
    check(m, {"decision": {"kind": "deployment"}})


def test_S01_001_falchion_adds_20_when_attacking_a_dragon():
    m = pos({"front_line": ["B01-003", "S01-001"]}, {"front_line": ["B01-053", "B01-079"]})
    do(m, {"attack": ["S01-001", "B01-079"]})
    check(m, {"events": [{"kind": "battle", "card": "S01-001", "power": 110}]})


def test_S01_002_caeda_moves_any_number_of_allies_when_a_cost_2_ally_deploys_and_javelin_gives_range():
    m = pos({"hand": ["B01-019"], "bonds": ["B01-020", "B01-024"], "front_line": ["B01-003", "S01-002"]},
            step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]})
    answer(m, "target", uid(m, "B01-003"))
    answer(m, "target", uid(m, "B01-019"))
    answer(m, "decline")
    check(m, {"cards": {"B01-003": {"line": "back_line", "tapped": False}, "B01-019": {"line": "back_line"}}})
    do(m, "end_deployment", {"act": ["S01-002", 1]}, {"flip": "B01-024"})
    check(m, {"cards": {"S01-002": {"range": "1-2"}, "B01-024": {"face_down": True}}})


def test_S01_003_jagen_cannot_be_bonded():
    m = pos({"hand": ["S01-003", "B01-019"]}, step="bond")
    assert not legal(m, {"bond": "S01-003"}) and legal(m, {"bond": "B01-019"})


def test_S01_004_ogma_and_the_deployed_ally_gain_10_and_levin_sword_trades_10_for_tome_and_range():
    m = pos({"hand": ["B01-019"], "bonds": ["B01-020", "B01-020"], "front_line": ["B01-003", "S01-004"]},
            step="deployment")
    do(m, {"deploy": ["B01-019", "back_line"]}, "end_deployment")
    check(m, {"cards": {"S01-004": {"attack": 70}, "B01-019": {"attack": 60}}})
    do(m, {"act": ["S01-004", 1]})
    check(m, {"cards": {"S01-004": {"attack": 60, "range": "1-2"}}})
    assert "Tome" in __import__("tcgkit.games.fe_cipher.properties", fromlist=["x"]).affinities(m, uid(m, "S01-004"))


def test_S01_005_navarre_gains_10_alone_with_the_mc_and_killing_edge_stops_evade():
    m = pos({"front_line": ["B01-003", "S01-005"], "bonds": ["B01-019", "B01-020", "B01-024"]},
            {"hand": ["B01-053"]})
    assert attack_power(m, "S01-005") == 70
    do(m, {"act": ["S01-005", 0]}, {"attack": ["S01-005", "B01-053@1"]})
    check(m, {"decision": {"kind": "action"}, "events": [{"kind": "battle", "card": "S01-005"}],
              "no_events": [{"kind": "evade"}]})


def test_S01_005_navarre_has_no_bonus_beside_another_ally():
    m = pos({"front_line": ["B01-003", "S01-005", "B01-019"]})
    assert attack_power(m, "S01-005") == 60


def test_B01_003_marth_moves_an_enemy_by_tapping_himself_and_an_ally_from_the_front_line():
    m = pos({"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053", "B01-065"]})
    do(m, {"act": ["B01-003", 0]})
    answer(m, "target", uid(m, "B01-065@1"))
    check(m, {"cards": {"B01-065@1": {"line": "back_line"}, "B01-003": {"tapped": True},
                        "B01-019": {"tapped": True}}})


def test_B01_003_hero_emblem_breaks_two_orbs_for_a_red_attacker():
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-061", "B01-003"]}, {})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"zones": {"orbs@1": 3, "hand@1": 2}})


def test_B01_006_caeda_gives_another_ally_10_and_flying_emblem_moves_an_ally():
    m = pos({"front_line": ["B01-003", "B01-006", "B01-019"], "deck": ["B01-006"]})
    do(m, {"act": ["B01-006", 0]})
    answer(m, "tap", uid(m, "B01-019"))
    answer(m, "target", uid(m, "B01-003"))
    check(m, {"cards": {"B01-003": {"attack": 50}}})
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-006"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    answer(m, "target", uid(m, "B01-003"))
    check(m, {"cards": {"B01-003": {"line": "back_line"}}})


def test_B01_007_cain_is_protected_from_the_back_line_and_twin_strike_taps_abel_for_40():
    m = pos({"front_line": ["B01-003", "B01-007", "B01-010"]}, {"back_line": ["B01-063"]}, active=1)
    assert not legal(m, {"attack": ["B01-063@1", "B01-007@0"]})
    assert not legal(m, {"attack": ["B01-063@1", "B01-003@0"]})
    m = pos({"front_line": ["B01-003", "B01-007", "B01-010"]})
    do(m, {"attack": ["B01-007", "B01-053@1"]}, "yes")
    check(m, {"cards": {"B01-010": {"tapped": True}},
              "events": [{"kind": "battle", "card": "B01-007", "power": 120}]})


def test_B01_008_cain_gains_30_supported_by_abel_and_attack_emblem_adds_20():
    m = pos({"front_line": ["B01-003", "B01-008"], "deck": ["B01-010"]})
    do(m, {"attack": ["B01-008", "B01-053@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-008", "power": 40 + 30 + 10 + 20}]})


def test_B01_009_abel_twin_strike_taps_cain_for_40():
    m = pos({"front_line": ["B01-003", "B01-009", "B01-008"]})
    do(m, {"attack": ["B01-009", "B01-053@1"]}, "yes")
    check(m, {"cards": {"B01-008": {"tapped": True}},
              "events": [{"kind": "battle", "card": "B01-009", "power": 120}]})


def test_B01_010_abel_gains_30_supported_by_cain():
    m = pos({"front_line": ["B01-003", "B01-010"], "deck": ["B01-008"]})
    do(m, {"attack": ["B01-010", "B01-053@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-010", "power": 40 + 30 + 10 + 20}]})


def test_B01_012_draug_gains_20_against_non_tome_and_defense_emblem_adds_20():
    m = pos({"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053", "B01-012"]})
    do(m, {"attack": ["B01-019", "B01-012@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-019", "target_power": 30 + 20 + 20}]})
    m = pos({"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053", "B01-020"], "deck": ["B01-012"]})
    do(m, {"attack": ["B01-019", "B01-020@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-019", "target_power": 30 + 10 + 20}]})
    m = pos({"front_line": ["B01-003", "B01-029"]}, {"front_line": ["B01-053", "B01-012"]})
    do(m, {"attack": ["B01-029", "B01-012@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-029", "target_power": 30 + 20}]})


def test_B01_013_gordin_moves_a_flier_enemy_on_a_cost_2_deploy_and_is_anti_flier():
    m = pos({"hand": ["B01-019"], "bonds": ["B01-020", "B01-024"], "front_line": ["B01-003", "B01-013"]},
            {"front_line": ["B01-053", "B01-069"]}, step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]})
    answer(m, "target", uid(m, "B01-069@1"))
    check(m, {"cards": {"B01-069@1": {"line": "back_line"}}})
    m = pos({"back_line": ["B01-013"]}, {"front_line": ["B01-053", "B01-069"]})
    do(m, {"attack": ["B01-013", "B01-069@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-013", "power": 50 + 30 + 20}]})


def test_B01_014_gordin_steel_bow_once_per_turn_and_anti_fliers():
    m = pos({"back_line": ["B01-014"], "bonds": ["B01-019", "B01-019"]}, {"front_line": ["B01-053", "B01-069"]})
    do(m, {"act": ["B01-014", 0]})
    assert attack_power(m, "B01-014") == 40 and not legal(m, {"act": ["B01-014", 0]})
    do(m, {"attack": ["B01-014", "B01-069@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-014", "power": 40 + 30 + 20}]})


def test_B01_014_attack_emblem_gives_the_attacker_20():
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-014"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-019", "power": 50 + 20 + 20}]})


def test_B01_018_ogma_gains_20_on_your_turn_with_two_other_cost_2_allies():
    m = pos({"front_line": ["B01-003", "B01-018", "B01-019"]})
    assert attack_power(m, "B01-018") == 60
    m = pos({"front_line": ["B01-003", "B01-018"]})
    assert attack_power(m, "B01-018") == 40


def test_B01_019_bord_gains_20_during_your_turn_only():
    m = pos({"front_line": ["B01-003", "B01-019"]})
    assert attack_power(m, "B01-019") == 50
    m = pos({"front_line": ["B01-003", "B01-019"]}, active=1)
    assert attack_power(m, "B01-019@0") == 30


def test_B01_020_cord_gains_20_during_your_turn_only():
    m = pos({"front_line": ["B01-003", "B01-020"]})
    assert attack_power(m, "B01-020") == 50
    m = pos({"front_line": ["B01-003", "B01-020"]}, active=1)
    assert attack_power(m, "B01-020@0") == 30


def test_B01_021_barst_formation_taps_bord_and_cord_for_50_and_two_orbs():
    m = pos({"front_line": ["B01-003", "B01-021", "B01-019", "B01-020"]})
    do(m, {"attack": ["B01-021", "B01-053@1"]}, "yes")
    check(m, {"cards": {"B01-019": {"tapped": True}, "B01-020": {"tapped": True}},
              "events": [{"kind": "battle", "card": "B01-021", "power": 40 + 20 + 50 + 20}],
              "zones": {"orbs@1": 3}})


def test_B01_024_navarre_gains_20_on_your_turn_alone_with_the_mc():
    m = pos({"front_line": ["B01-003", "B01-024"]})
    assert attack_power(m, "B01-024") == 60
    m = pos({"front_line": ["B01-003", "B01-024", "B01-019"]})
    assert attack_power(m, "B01-024") == 40


def test_B01_026_lena_heals_a_card_back_boosts_julian_and_miracle_emblem_stops_critical_hits():
    m = pos({"front_line": ["B01-003", "B01-027"], "back_line": ["B01-026"], "retreat": ["B01-019", "B01-026"],
             "bonds": ["B01-020", "B01-020"]})
    assert attack_power(m, "B01-027") == 60
    do(m, {"act": ["B01-026", 0]})  # the only non-Lena card of the Retreat Area is taken at once
    check(m, {"zones": {"hand@0": ["B01-019"], "retreat@0": ["B01-026"]},
              "cards": {"B01-026#2": {"tapped": True, "zone": "back_line"}}})
    m = pos({"front_line": ["B01-003", "B01-019"], "hand": ["B01-019"]}, {"deck": ["B01-026"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"decision": {"kind": "action"}, "no_events": [{"kind": "critical_hit"}]})


def test_B01_028_merric_draws_after_a_kill_if_excalibur_was_used():
    m = pos({"front_line": ["B01-003", "B01-028"], "bonds": ["B01-019"]},
            {"front_line": ["B01-053", "B01-069"]})
    do(m, {"act": ["B01-028", 0]}, {"attack": ["B01-028", "B01-069@1"]})
    check(m, {"zones": {"hand@0": 1}, "events": [{"kind": "battle", "card": "B01-028", "power": 60 + 30 + 20},
                                                 {"kind": "destroyed", "card": "B01-069"}, {"kind": "draw"}]})


def test_B01_029_merric_excalibur_and_magic_emblem():
    m = pos({"back_line": ["B01-029"], "bonds": ["B01-019"]}, {"front_line": ["B01-053", "B01-069"]})
    do(m, {"act": ["B01-029", 0]}, {"attack": ["B01-029", "B01-069@1"]})
    check(m, {"events": [{"kind": "battle", "card": "B01-029", "power": 30 + 30 + 20}]})
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-061", "B01-029"], "hand": ["B01-020"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    answer(m, "discard", uid(m, "B01-020"))
    check(m, {"zones": {"hand@0": 1}, "cards": {"B01-020": {"zone": "retreat"}}})


def test_B01_036_linde_thunder_once_per_turn_and_magic_emblem_draws():
    m = pos({"back_line": ["B01-036"], "bonds": ["B01-019"]})
    do(m, {"act": ["B01-036", 0]})
    assert attack_power(m, "B01-036") == 40 and not legal(m, {"act": ["B01-036", 0]})
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-061", "B01-036"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"zones": {"hand@0": 0, "retreat@0": 2}, "events": [{"kind": "draw", "player": 0}, {"kind": "discard"}]})
