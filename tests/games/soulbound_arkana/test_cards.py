"""One test per card of the starter set (rules/soulbound_arkana.md §11): its facts as the digest lists them, its
text rendered from the vocabulary, and its behaviour (a Python test or the scenario files that show it).
The last tests check that every card of the pool has all three."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core.scenario import run_scenario
from tcgkit.games.soulbound_arkana.presentation import card_text
from tests.games.soulbound_arkana.helpers import do, game, legal, position, uid, zone_ids

SCENARIOS = Path(__file__).parents[2] / "scenarios" / "soulbound_arkana"
POOL = game().pool

#: id -> (name, type, level/rank/net value, strength, shield, cost, element, words its text must contain)
FACTS = {
    "SA-W01": ("Glutfuchs", "being", 2, 900, 600, 0, "fire", ["yellow being", "level 2"]),
    "SA-W02": ("Flussotter-Wächter", "being", 3, 1000, 1400, 0, "water", ["yellow being"]),
    "SA-W03": ("Steinhorn-Bulle", "being", 4, 1700, 1100, 0, "earth", ["yellow being"]),
    "SA-W04": ("Windläufer-Kranich", "being", 4, 1600, 1200, 0, "wind", ["yellow being"]),
    "SA-W05": ("Aschedrache", "being", 6, 2400, 1800, 0, "fire", ["(1 tribute)"]),
    "SA-W06": ("Gletscherkoloss", "being", 8, 2800, 2600, 0, "water", ["(2 tributes)"]),
    "SA-W07": ("Lichtfunken-Adept", "being", 3, 1200, 800, 0, "light",
               ["grey being", "When bound: gain 500 bond points"]),
    "SA-W08": ("Schattenkralle", "being", 4, 1500, 700, 0, "darkness", ["Haste: may attack in the turn it is bound"]),
    "SA-W09": ("Runenweberin", "being", 4, 1300, 1500, 0, "light",
               ["When flipped by attack: if the attacking being has strength 1500 or less, "
                "destroy the attacking being"]),
    "SA-W10": ("Moorgeist", "being", 2, 500, 500, 0, "darkness",
               ["from your flow, in your bind step; 2 SP and the turn's normal binding",
                "bind this card face down in shield mode"]),
    "SA-W11": ("Sturmtitan", "being", 9, 3300, 2500, 0, "wind",
               ["(3 tributes)", "When bound: choose an opponent's set arcanum or seal: destroy it"]),
    "SA-F01": ("Glutgletscher-Chimäre", "fusion", 7, 2700, 2300, 0, "",
               ['materials "Glutfuchs" + a water being', 'performed with the arcanum "Seelenschmelze"']),
    "SA-X01": ("Kristallhüter Aurin", "overlay", 4, 2200, 2000, 0, "",
               ["rank 4", "overlays 2 of your level-4 beings", "once per turn; detach 1 material",
                "this card gets +800 strength until the end of the turn"]),
    "SA-N01": ("Netzspinne Varka", "net", 2, 1800, 1800, 0, "",
               ["net value 2", "opponents' beings get -300 strength while this being is in strength mode",
                "your beings other than this get +300 shield while this being is in shield mode"]),
    "SA-A01": ("Seelenschmelze", "arcanum", 0, 0, 0, 3, "", ["arcanum, 3 SP", "perform one fusion"]),
    "SA-A02": ("Große Flutwoge", "arcanum", 0, 0, 0, 6, "",
               ["for each being in strength mode: destroy it", "Limit 1 per deck"]),
    "SA-A03": ("Seelenquelle", "arcanum", 0, 0, 0, 2, "", ["draw 2 cards"]),
    "SA-A04": ("Ewige Glut", "arcanum", 0, 0, 0, 4, "",
               ["infinity arcanum", "stays until destroyed", "your fire beings get +300 strength"]),
    "SA-A05": ("Nebelsümpfe", "arcanum", 0, 0, 0, 3, "",
               ["field arcanum", "water beings or darkness beings get +200 shield"]),
    "SA-S01": ("Spiegelbann", "seal", 0, 0, 0, 3, "", ["answers an opposing attack", "negate that attack"]),
    "SA-S02": ("Fesselrune", "seal", 0, 0, 0, 4, "",
               ["eternal seal", "or in your preparation step",
                "choose a being: it cannot attack or change mode while this card stays"]),
    "SA-L01": ("Turm der Windrosen", "landmark", 0, 0, 0, 2, "",
               ["landmark, 2 SP", "your wind beings get +200 strength", "your wind beings get +200 shield"]),
}

#: effect cards whose behaviour the scenario files show (each must pass)
BEHAVIOUR_SCENARIOS = {
    "SA-W08": ["no_attack_in_the_turn_bound_except_haste"],
    "SA-W09": ["runenweberin_flip_destroys_a_weak_attacker", "runenweberin_spares_a_strong_attacker"],
    "SA-W10": ["moorgeist_binds_itself_from_the_flow"],
    "SA-W11": ["bind_level_9_three_tributes"],
    "SA-F01": ["fusion_with_its_arcanum", "fusion_that_names_an_arcanum_needs_it"],
    "SA-X01": ["overlay_keeps_materials_and_detaches", "overlay_leaving_sends_materials_to_the_flow"],
    "SA-N01": ["net_bound_in_shield_mode_raises_own_shields", "net_in_strength_mode_weakens_opponents"],
    "SA-A01": ["fusion_with_its_arcanum", "fusion_with_its_arcanum_needs_the_binding_sp",
               "fusion_with_its_arcanum_pays_only_the_arcanum"],
    "SA-A02": ["grosse_flutwoge_destroys_strength_mode"],
    "SA-A03": ["arcanum_draws_then_goes_to_the_flow"],
    "SA-A04": ["infinity_arcanum_stays_in_force"],
    "SA-A05": ["field_arcanum_affects_both_players"],
    "SA-S01": ["seal_negates_an_attack"],
    "SA-S02": ["eternal_seal_locks_until_destroyed", "response_stack_resolves_last_in_first_out"],
    "SA-L01": ["landmark_buffs_own_wind_beings"],
}

PLAIN = ["SA-W01", "SA-W02", "SA-W03", "SA-W04", "SA-W05", "SA-W06"]


@pytest.mark.parametrize("cid", sorted(FACTS))
def test_card_facts_match_the_digest(cid):
    name, typ, level, strength, shield, cost, element, _words = FACTS[cid]
    d = POOL[cid]
    value = d.rank if typ == "overlay" else d.net_value if typ == "net" else d.level
    assert (d.name, d.type, value, d.strength, d.shield, d.cost, d.element) == \
        (name, typ, level, strength, shield, cost, element)


@pytest.mark.parametrize("cid", sorted(FACTS))
def test_card_text_is_rendered_from_its_declaration(cid):
    text = card_text(POOL[cid])
    assert text.startswith(POOL[cid].name + " — ")
    for words in FACTS[cid][7]:
        assert words in text, f"{words!r} not in {text!r}"


@pytest.mark.parametrize("cid", PLAIN)
def test_plain_being_binds_with_its_tribute_bracket_at_its_printed_values(cid):
    d = POOL[cid]
    fodder = ["SA-W02", "SA-W03", "SA-W04"][:d.tributes]
    m = position({"step": "bind", "players": [{"hand": [cid], "beings": fodder, "deck": ["SA-W01"]},
                                              {"deck": ["SA-W01"]}]})
    do(m, {"bind": [cid, "strength"]})
    while m.pending.kind == "tribute":
        m.apply(m.pending.actions[0])
    u = uid(m, f"{cid}@0")
    assert zone_ids(m, "beings", 0) == [cid] and len(zone_ids(m, "flow", 0)) == d.tributes
    assert m.view(1).being(u)["strength"] == d.strength and m.view(1).being(u)["shield"] == d.shield
    assert d.colour == "yellow" and m.sp[0] == 8


def test_lichtfunken_adept_gains_500_when_bound_face_up_only():
    setup = {"step": "bind", "players": [{"hand": ["SA-W07"], "deck": ["SA-W01"]}, {"deck": ["SA-W01"]}]}
    m = position(setup)
    do(m, {"bind": ["SA-W07", "strength"]})
    assert m.bp == [8500, 8000]
    m = position(setup)
    do(m, {"bind": ["SA-W07", "face_down"]})
    assert m.bp == [8000, 8000]


def test_schattenkralle_attacks_in_the_turn_it_is_bound():
    m = position({"step": "bind", "players": [{"hand": ["SA-W08"], "deck": ["SA-W01"]}, {"deck": ["SA-W01"]}]})
    do(m, {"bind": ["SA-W08", "strength"]}, {"attack_direct": ["SA-W08", 1]})
    assert m.bp == [8000, 6500]


def test_grosse_flutwoge_is_limited_to_one_copy():
    assert POOL["SA-A02"].limit == 1 and all(POOL[c].limit == 3 for c in POOL if c != "SA-A02")


def test_fesselrune_lock_ends_a_declared_attack_of_its_target():
    m = position({"players": [{"beings": ["SA-W03"], "deck": ["SA-W01"]},
                              {"beings": ["SA-W01"], "spells": ["SA-S02"], "deck": ["SA-W01"]}]})
    do(m, {"attack": ["SA-W03", "SA-W01@1"]}, {"activate": "SA-S02"})
    assert zone_ids(m, "beings", 1) == ["SA-W01"] and m.bp == [8000, 8000]
    assert not legal(m, {"mode": "SA-W03"})


@pytest.mark.parametrize("cid", sorted(BEHAVIOUR_SCENARIOS))
def test_card_behaviour_scenarios_pass(cid):
    for name in BEHAVIOUR_SCENARIOS[cid]:
        result = run_scenario(SCENARIOS / f"{name}.yaml")
        assert result.passed, result.messages


def test_every_card_has_facts_and_a_behaviour_test():
    python_tests = {"SA-W07", "SA-W08"} | set(PLAIN)
    assert set(FACTS) == set(POOL)
    assert set(POOL) - set(BEHAVIOUR_SCENARIOS) - python_tests == set()
