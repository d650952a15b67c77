"""Card authoring (authoring.py, carddata.py): ``Game.check_cards`` reports every rule a user card breaks (errors)
and every published design guideline it is outside of (warnings), each with its line."""

from __future__ import annotations

import pytest

from tcgkit.games.power_duell.cards import STARTER

from .helpers import GAME


def problems(tmp_path, text: str):
    f = tmp_path / "cards.yaml"
    f.write_text(text, encoding="utf-8")
    return GAME.check_cards(f)


def card(**fields) -> str:
    base = {"id": "U-1", "name": "U", "type": "monster", "planet": "Mars", "ap": 100, "dp": 300, "lp": 3000,
            "attack_cost": 1, "ao": 2}
    base.update(fields)
    body = ", ".join(f"{k}: {v}" for k, v in base.items() if v is not None)
    return f"cards:\n  - {{{body}}}\n"


def rules(found, severity=None):
    return [(p.rule, p.line) for p in found if severity is None or p.severity == severity]


def test_a_card_within_every_guideline_has_no_problem(tmp_path):
    assert problems(tmp_path, card()) == []


@pytest.mark.parametrize("fields, rule", [
    ({"ao": 6, "attack_cost": 1}, "ao_limit"),
    ({"ao": 3, "attack_cost": 1}, "ao_ideal"),
    ({"ao": 2, "attack_cost": 2}, "attack_cost"),
    ({"ao": 4, "attack_cost": 3}, "attack_cost_ideal"),
    ({"attack_cost": 0}, "attack_cost_zero"),
    ({"dp": 900}, "ap_dp_ratio"),
    ({"lp": 2000}, "lp"),
    ({"type": "shield_monster", "ap": 100, "dp": 900}, "shield_ap"),
    ({"type": "shield_monster", "ap": 0, "dp": 500}, "shield_dp"),
])
def test_each_design_guideline_is_a_warning(tmp_path, fields, rule):
    found = problems(tmp_path, card(**fields))
    assert rule in [p.rule for p in found]
    assert all(p.severity == "warning" and p.line == 2 for p in found)


def test_attack_cost_zero_with_a_condition_is_fine(tmp_path):
    text = card(attack_cost=0) .replace("ao: 2}", "ao: 2, abilities: [{attack_if: {account_ge: 3}}]}")
    assert "attack_cost_zero" not in [p.rule for p in problems(tmp_path, text)]


def test_a_gods_gep_outside_the_budget_is_a_warning(tmp_path):
    text = "cards:\n  - {id: U-G, name: G, type: guardian_god, planet: Sun, gep: 9, effect: {ap: 10}}\n"
    assert rules(problems(tmp_path, text)) == [("gep", 2)]


def test_every_error_of_a_card_is_reported_with_its_line(tmp_path):
    text = """cards:
  - id: U-1
    name: Broken
    type: monster
    planet: Pluto
    ap: -5
    lp: 3000
    attack_cost: 1
    ao: 1
"""
    found = problems(tmp_path, text)
    assert sorted(rules(found, "error")) == [("missing", 2), ("planet", 5), ("range", 6)]


def test_effects_outside_the_vocabulary_are_errors_with_the_key_path(tmp_path):
    text = """cards:
  - id: U-E
    name: Typo
    type: energy
    subtype: lasting
    abilities:
      - when: readiness_start
        do:
          - gain_enrgy: 1
"""
    [p] = problems(tmp_path, text)
    assert (p.rule, p.line, p.severity) == ("effect", 9, "error")
    assert "unknown effect 'gain_enrgy'" in p.message


def test_only_gravitation_may_touch_a_guardian_god(tmp_path):
    text = """cards:
  - id: U-E
    name: Usurper
    type: energy
    subtype: normal
    opf: 1
    on_activate: [{swap_guardians: {until: your_next_clear_phase}}]
"""
    assert rules(problems(tmp_path, text)) == [("rank", 7)]


@pytest.mark.parametrize("text, rule", [
    ("{id: U-E, name: E, type: energy, subtype: timed, opf: 1}", "missing"),
    ("{id: U-E, name: E, type: energy, subtype: lasting, pha: 3}", "pha"),
    ("{id: U-E, name: E, type: energy, subtype: gravitation, act: 3, opf: 1}", "sacrifice"),
    ("{id: U-E, name: E, type: energy, subtype: normal, act: 3}", "act"),
    ("{id: U-E, name: E, type: energy, subtype: summoning, opf: 1}", "summon"),
    ("{id: U-E, name: E, type: energy, subtype: normal, abilities: [{static: {ap: 50}, to: linked}]}", "link"),
    ("{id: U-M, name: M, type: monster, planet: [Mars, Mars], ap: 1, dp: 3, lp: 3000, attack_cost: 1, ao: 1}",
     "planet"),
    ("{id: U-M, name: M, type: monster, planet: Mars, ap: 1, dp: 3, lp: 3000, attack_cost: 1, ao: 1, gep: 3}",
     "unknown_key"),
    ("{id: PD-M01, name: Copy, type: monster, planet: Mars, ap: 100, dp: 300, lp: 3000, attack_cost: 1, ao: 2}",
     "duplicate_id"),
])
def test_rule_errors(tmp_path, text, rule):
    found = problems(tmp_path, "cards:\n  - " + text + "\n")
    assert rule in [p.rule for p in found if p.severity == "error"]


def test_a_file_that_is_not_yaml_names_the_line(tmp_path):
    [p] = problems(tmp_path, "cards:\n  - {id: [\n")
    assert p.rule == "yaml" and p.line is not None


def test_the_starter_set_has_no_error_and_its_warnings_are_known():
    found = GAME.check_cards(STARTER)
    assert [p for p in found if p.severity == "error" and p.rule != "duplicate_id"] == []


def test_design_warnings_of_the_starter_set():
    from tcgkit.games.power_duell.authoring import design_warnings
    from tcgkit.games.power_duell.cards import starter_pool

    found = {(c.id, p.rule) for c in starter_pool().values() for p in design_warnings(c, "", {})}
    assert found == {("PD-M03", "ao_ideal"), ("PD-M04", "lp"), ("PD-M05", "ap_dp_ratio"), ("PD-M07", "ao_ideal"),
                     ("PD-M08", "lp"), ("PD-S01", "attack_cost_zero")}
