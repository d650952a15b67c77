"""One test (at least) per card of the S02 Chrom starter (positions as in test_cards_s01.py)."""

from __future__ import annotations

from tcgkit.games.fe_cipher.properties import has_keyword, orbs_broken
from tests.games.fe_cipher.helpers import answer, attack_power, check, do, legal, pos, uid


def test_S02_001_chrom_gives_a_class_changing_ally_20_and_two_orb_attacks_once_per_turn():
    m = pos({"front_line": ["B01-053", "S02-001", "B01-063", "B01-065"], "hand": ["B01-062", "B01-064"],
             "bonds": ["S02-003"] * 4}, {"front_line": ["B01-003"]}, step="deployment")
    do(m, {"class_change": ["B01-062", "B01-063"]})
    check(m, {"cards": {"B01-062": {"attack": 70}}})
    assert orbs_broken(m, uid(m, "B01-062")) == 2
    do(m, {"class_change": ["B01-064", "B01-065"]})
    check(m, {"cards": {"B01-064": {"attack": 60}}})
    assert orbs_broken(m, uid(m, "B01-064")) == 1


def test_S02_001_sealed_falchion_adds_20_against_a_dragon():
    m = pos({"front_line": ["B01-053", "S02-001"]}, {"front_line": ["B01-003", "B01-047"]})
    do(m, {"attack": ["S02-001", "B01-047@1"]})
    check(m, {"events": [{"kind": "battle", "card": "S02-001", "power": 70 + 20 + 20}]})


def test_S02_002_kellam_gains_20_against_non_tome_and_defense_emblem():
    m = pos({"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053", "S02-002"]})
    do(m, {"attack": ["B01-019", "S02-002@1"]})
    check(m, {"events": [{"kind": "battle", "target_power": 30 + 20 + 20}]})
    m = pos({"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053", "B01-065"], "deck": ["S02-002"]})
    do(m, {"attack": ["B01-019", "B01-065@1"]})
    check(m, {"events": [{"kind": "battle", "target_power": 40 + 10 + 20}]})


def test_S02_003_vaike_gains_20_on_your_turn_and_attack_emblem():
    m = pos({"front_line": ["B01-053", "S02-003"], "deck": ["S02-003"]}, {"front_line": ["B01-003"]})
    assert attack_power(m, "S02-003#1") == 50
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["S02-003"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 10 + 20}]})


def test_S02_004_miriel_discards_a_card_to_draw_one():
    m = pos({"back_line": ["S02-004"], "hand": ["B01-019"], "deck": ["B01-061", "B01-020"]})
    do(m, {"act": ["S02-004", 0]})
    check(m, {"zones": {"hand@0": ["B01-020"], "retreat@0": ["B01-019"]}, "cards": {"S02-004": {"tapped": True}}})


def test_S02_004_magic_emblem_draws_then_discards():
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-020", "S02-004"], "hand": ["B01-024"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    answer(m, "discard", uid(m, "B01-024"))
    check(m, {"zones": {"hand@0": ["B01-020"]}, "cards": {"B01-024": {"zone": "retreat"}}})


def test_S02_005_ricken_acquires_anti_fliers_until_the_end_of_the_turn():
    m = pos({"back_line": ["S02-005"], "bonds": ["B01-019"]}, {"front_line": ["B01-053", "B01-069"]})
    u = uid(m, "S02-005")
    assert not has_keyword(m, u, "anti_fliers")
    do(m, {"act": ["S02-005", 0]})
    assert has_keyword(m, u, "anti_fliers") and not legal(m, {"act": ["S02-005", 0]})
    do(m, {"attack": ["S02-005", "B01-069@1"]})
    check(m, {"events": [{"kind": "battle", "power": 30 + 30 + 20}]})
    do(m, "end_turn")
    assert not has_keyword(m, u, "anti_fliers")


def test_S02_005_magic_emblem():
    m = pos({"front_line": ["B01-003", "B01-019"], "deck": ["B01-020", "S02-005"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"events": [{"kind": "draw", "player": 0}, {"kind": "discard", "card": "B01-020"}]})


def test_B01_053_chrom_gains_10_per_other_class_changed_ally_and_hero_emblem_blue():
    m = pos({"front_line": ["B01-053", {"card": "B01-070", "class_changed": True},
                           {"card": "B01-064", "class_changed": True}, "B01-065"]}, {"front_line": ["B01-003"]})
    assert attack_power(m, "B01-053") == 60
    m = pos({"front_line": ["B01-053", "B01-071"], "deck": ["B01-061", "B01-053"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-071", "B01-003@1"]})
    check(m, {"zones": {"orbs@1": 3}})


def test_B01_055_lucina_and_an_allied_chrom_gain_10_only_with_chrom():
    m = pos({"front_line": ["B01-053", "B01-055"], "bonds": ["B01-019"]}, {"front_line": ["B01-003"]})
    do(m, {"act": ["B01-055", 0]})
    check(m, {"cards": {"B01-055": {"attack": 60}, "B01-053": {"attack": 50}}})
    m = pos({"front_line": ["B01-065", "B01-055"], "bonds": ["B01-019"]}, {"front_line": ["B01-003"]})
    assert not legal(m, {"act": ["B01-055", 0]})


def test_B01_057_robin_moves_an_enemy_when_another_ally_class_changes_and_adds_an_orb_when_behind():
    m = pos({"front_line": ["B01-053", "B01-057", "B01-071"], "hand": ["B01-070"], "bonds": ["S02-003"] * 2},
            {"front_line": ["B01-003", "B01-019"]}, step="deployment")
    do(m, {"class_change": ["B01-070", "B01-071"]})
    answer(m, "target", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-019@1": {"line": "back_line"}}})
    m = pos({"front_line": ["B01-053", {"card": "B01-057", "class_changed": True}], "bonds": ["B01-019"] * 3,
             "orbs": 2, "deck": 5}, {"front_line": ["B01-003"]})
    do(m, {"act": ["B01-057", 1]})
    check(m, {"zones": {"orbs@0": 3, "deck@0": 4}})


def test_B01_058_robin_gains_10_with_fewer_orbs_and_tactical_emblem_moves_another_enemy():
    m = pos({"front_line": ["B01-053", "B01-058"], "orbs": 3}, {"front_line": ["B01-003"]})
    assert attack_power(m, "B01-058") == 40
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["B01-058"]}, {"front_line": ["B01-003", "B01-019"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    answer(m, "target", uid(m, "B01-019@1"))
    check(m, {"cards": {"B01-019@1": {"line": "back_line"}}})


def test_B01_059_lissa_class_changed_retrieves_a_cost_3_card_after_a_kill():
    m = pos({"front_line": ["B01-053", {"card": "B01-059", "class_changed": True}],
             "retreat": ["B01-064", "S02-001", "B01-060"]}, {"front_line": ["B01-003", "B01-019"]})
    do(m, {"attack": ["B01-059", "B01-019@1"]})
    check(m, {"zones": {"hand@0": ["B01-064"]}})


def test_B01_060_lissa_heals_and_miracle_emblem():
    m = pos({"back_line": ["B01-060"], "retreat": ["B01-065"], "bonds": ["B01-019"] * 2},
            {"front_line": ["B01-003"]})
    do(m, {"act": ["B01-060", 0]})
    check(m, {"zones": {"hand@0": ["B01-065"]}})
    m = pos({"front_line": ["B01-003", "B01-019"], "hand": ["B01-019"]}, {"deck": ["B01-060"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "critical_hit"}], "decision": {"kind": "action"}})


def test_B01_061_frederick_cannot_be_bonded():
    m = pos({"hand": ["B01-061"]}, step="bond")
    check(m, {"decision": {"kind": "deployment"}})


def test_B01_062_virion_class_changed_gains_10_per_other_bow_ally_and_is_anti_flier():
    m = pos({"front_line": ["B01-053"], "back_line": [{"card": "B01-062", "class_changed": True}, "B01-063"]},
            {"front_line": ["B01-003"]})
    assert attack_power(m, "B01-062") == 60
    m = pos({"front_line": ["B01-053"], "back_line": ["B01-062", "B01-063"]}, {"front_line": ["B01-003"]})
    assert attack_power(m, "B01-062") == 50 and has_keyword(m, uid(m, "B01-062"), "anti_fliers")


def test_B01_063_virion_steel_bow_anti_fliers_and_attack_emblem():
    m = pos({"front_line": ["B01-053"], "back_line": ["B01-063"], "bonds": ["B01-019"]},
            {"front_line": ["B01-003", "B01-006"]})
    do(m, {"act": ["B01-063", 0]}, {"attack": ["B01-063", "B01-006@1"]})
    check(m, {"events": [{"kind": "battle", "power": 30 + 10 + 30 + 20}]})


def test_B01_064_sully_class_changed_stops_back_line_tome_attackers_and_gains_30_with_stahl():
    m = pos({"front_line": ["B01-003", "B01-019"], "back_line": ["B01-029"]},
            {"front_line": ["B01-053", {"card": "B01-064", "class_changed": True}]})
    assert not legal(m, {"attack": ["B01-029", "B01-053@1"]}) and legal(m, {"attack": ["B01-019", "B01-053@1"]})
    m = pos({"front_line": ["B01-053", "B01-064"], "deck": ["B01-067"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-064", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 60 + 30 + 10 + 20}]})


def test_B01_065_sully_gains_30_supported_by_stahl():
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["B01-066"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 30 + 10}]})


def test_B01_066_stahl_class_changed_aegis_and_gains_30_with_sully():
    m = pos({"front_line": ["B01-003"], "back_line": ["B01-014"]},
            {"front_line": ["B01-053", {"card": "B01-066", "class_changed": True}]})
    assert not any(a[0] == "attack" and a[1] == uid(m, "B01-014") for a in m.legal_actions())
    m = pos({"front_line": ["B01-053", "B01-066"], "deck": ["B01-065"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-066", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 60 + 30 + 10 + 20}]})


def test_B01_067_stahl_gains_30_supported_by_sully():
    m = pos({"front_line": ["B01-053", "B01-067"], "deck": ["B01-064"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-067", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 30 + 10}]})


def test_B01_069_sumia_moves_another_ally_and_flying_emblem():
    m = pos({"front_line": ["B01-053", "B01-069", "B01-065"]}, {"front_line": ["B01-003"]})
    do(m, {"act": ["B01-069", 0]})
    answer(m, "target", uid(m, "B01-065"))
    check(m, {"cards": {"B01-065": {"line": "back_line", "tapped": False}, "B01-069": {"tapped": True}}})
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["B01-069"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    answer(m, "target", uid(m, "B01-053"))
    check(m, {"cards": {"B01-053": {"line": "back_line"}}})


def test_B01_070_lon_qu_class_changed_gains_10_per_other_sword_ally_and_killing_edge():
    m = pos({"front_line": ["B01-053", {"card": "B01-070", "class_changed": True}, "B01-067"],
             "bonds": ["B01-019"] * 3}, {"front_line": ["B01-003"], "hand": ["B01-003"]})
    assert attack_power(m, "B01-070") == 70
    do(m, {"act": ["B01-070", 1]}, {"attack": ["B01-070", "B01-003@1"]})
    check(m, {"no_events": [{"kind": "evade"}], "decision": {"kind": "action"}})


def test_B01_071_lon_qu_refuses_female_supporters():
    m = pos({"front_line": ["B01-053", "B01-071"], "deck": ["B01-065"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-071", "B01-003@1"]})
    check(m, {"events": [{"kind": "support_failed", "card": "B01-065", "reason": "refused by a skill"},
                         {"kind": "battle", "power": 50}]})


def test_B01_071_attack_emblem():
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["B01-071"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    check(m, {"events": [{"kind": "battle", "power": 40 + 10 + 20}]})


def test_B01_072_maribelle_heals_boosts_lissa_on_your_turn_and_miracle_emblem():
    m = pos({"front_line": ["B01-053", "B01-060"], "back_line": ["B01-072"], "retreat": ["B01-019"],
             "bonds": ["B01-020"] * 2}, {"front_line": ["B01-003"]})
    assert attack_power(m, "B01-060") == 50
    do(m, {"act": ["B01-072", 0]})
    check(m, {"zones": {"hand@0": ["B01-019"]}})
    m = pos({"front_line": ["B01-003", "B01-019"], "hand": ["B01-019"]}, {"deck": ["B01-072"]})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    check(m, {"no_events": [{"kind": "critical_hit"}]})


def test_B01_076_cordelia_moves_another_ally_and_flying_emblem():
    m = pos({"front_line": ["B01-053", "B01-076", "B01-065"]}, {"front_line": ["B01-003"]})
    do(m, {"act": ["B01-076", 0]})
    answer(m, "target", uid(m, "B01-053"))
    check(m, {"cards": {"B01-053": {"line": "back_line"}}})
    m = pos({"front_line": ["B01-053", "B01-065"], "deck": ["B01-076"]}, {"front_line": ["B01-003"]})
    do(m, {"attack": ["B01-065", "B01-003@1"]})
    answer(m, "target", uid(m, "B01-053"))
    check(m, {"cards": {"B01-053": {"line": "back_line"}}})
