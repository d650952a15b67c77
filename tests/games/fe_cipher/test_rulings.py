"""Every project ruling is a named option with a default and a test (rules/fe_cipher.md "Project rulings",
docs/games/fe_cipher.md "Rulings"): the default is exercised by a scenario or a test, and so is the switched
value. This file maps each option to the files that test it and checks they exist and name the option."""

from __future__ import annotations

import yaml

from tcgkit.games.fe_cipher.options import FECipherOptions
from tests.games.fe_cipher.helpers import SCENARIO_DIR

# option -> (scenario testing the default, scenario or test testing the other value)
RULINGS = {
    "beginning_order": ("beginning_phase_untaps_marches_then_draws", "ruling_1_seed_order_draws_before_untapping"),
    "refresh_deck": ("refresh_during_a_support_reveal", "ruling_2_no_refresh"),
    "empty_deck_loses": ("empty_deck_and_retreat_loses", "ruling_2_empty_deck_skips_the_draw"),
    "short_orb_break_takes_rest": ("two_orb_break_with_one_orb_left", "ruling_3_short_orb_break_loses"),
    "evade_skips_damage_only": ("evade_still_runs_end_of_combat_skills", "ruling_4_evade_ends_the_combat"),
    "support_is_revealed": ("support_is_revealed_not_drawn", "ruling_5_support_drawn_then_placed"),
    "ties_go_to_attacker": ("ties_go_to_the_attacker", "ruling_5_ties_to_the_defender"),
    "bond_budget": ("cost_budget_spread_over_deploy_level_up_and_class_change", "ruling_6_unit_count_budget"),
    "face_down_bonds_pay": ("seed_deployment_example_1", "ruling_6_face_down_bonds_do_not_pay"),
    "allies_include_self": ("ruling_7_allies_include_the_unit_itself", "ruling_7_allies_exclude_the_unit_itself"),
    "hand_limit": ("ruling_8_no_hand_limit", "ruling_8_hand_limit_option"),
    "level_up_keeps_effects": ("ruling_9_level_up_keeps_effects", "ruling_9_option_effects_end_on_level_up"),
    "skill_destroyed_mc_breaks_orb": ("ruling_10_skill_destroying_the_main_character_breaks_an_orb",
                                      "ruling_10_option_skills_do_not_destroy_the_main_character"),
    "forced_march_at_once": ("ruling_11_forced_march_at_once_mid_skill", "ruling_11_forced_march_after_the_skill"),
    "color_bonds_face_up_only": ("vocabulary/color_bonds_count_face_up_bonds_only",
                                 "ruling_q1_option_face_down_bonds_of_the_colour_count"),
    "bonded_enemy_whole_stack": ("b03/b03_062_kana_sends_a_destroyed_enemy_to_its_bonds",
                                 "ruling_q8_option_kana_bonds_only_the_top_card"),
    "level_up_onto_allows_class_change": ("b04/b04_033_samto_class_changes_onto_navarre",
                                          "ruling_q11_option_samto_only_levels_up_onto_navarre"),
    "auto_condition_checked": ("b04/b04_050_yuzu_disruptive_fire",
                               "ruling_q5_option_auto_condition_read_at_resolution_only"),
}
DECK_RULINGS = {"min_deck_size", "max_copies", "main_character_cost"}
"""Deck rulings (8): tests/games/fe_cipher/test_decks.py::test_ruling_8_options_change_deck_size_copies_and_..."""


def test_every_option_has_a_default_a_description_with_its_source_and_tests():
    fields = FECipherOptions.model_fields
    assert set(fields) == set(RULINGS) | DECK_RULINGS
    for name, f in fields.items():
        assert f.description and ("rules/fe_cipher.md" in f.description or "docs/games" in f.description), name


def test_each_rulings_scenarios_exist_and_the_switched_one_sets_the_option():
    for option, (default, switched) in RULINGS.items():
        d = yaml.safe_load((SCENARIO_DIR / f"{default}.yaml").read_text())
        s = yaml.safe_load((SCENARIO_DIR / f"{switched}.yaml").read_text())
        assert option not in d.get("options", {}), option
        assert option in s.get("options", {}), option
