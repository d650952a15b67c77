"""Every ruling of Power Duell is a named option (options.py) with a test of its default and its alternative;
the meta-test at the end enforces it (rules/power_duell.md §10, docs/games/power_duell.md#rulings)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tcgkit.games.power_duell.options import PowerDuellOptions

from .helpers import check, do, game, monster, pos, uid

SCENARIOS = Path(__file__).parents[2] / "scenarios" / "power_duell"


def end_turn_of_player_1(g, p0: dict, p1: dict | None = None):
    """Player 1 ends the activation phase; player 0's turn begins (readiness, then the sacrifice decision)."""
    m = pos(p0, p1 or {}, g=g, active=1)
    do(m, "end_phase")
    return m


# -- winning and losing


def test_damage_limit_is_1000_by_default_and_configurable():
    assert PowerDuellOptions().damage_limit == 1000
    m = pos({"account": 1, "D1": "PD-M01"}, {"damage": 450}, g=game(damage_limit=500), step="battle_phase")
    do(m, {"attack_direct": "PD-M01"})
    check(m, {"ended": True, "winner": 0, "reason": "damage_limit"})


@pytest.mark.parametrize("rule, ends", [("both_empty", False), ("either_empty", True), ("off", False)])
def test_deck_out_reading(rule, ends):
    m = end_turn_of_player_1(game(deck_out=rule), {"energy_deck": ["PD-E01"]})
    assert m.ended == ends


def test_deck_out_off_never_loses_by_drawing():
    m = end_turn_of_player_1(game(deck_out="off"), {})
    assert not m.ended


def test_deck_out_off_passes_over_the_rest_of_an_empty_decks_draws_at_once():
    """A huge ``draws_per_readiness`` (an option the match server takes from strangers) costs one skipped draw per
    empty deck, not a million: the empty deck is announced once."""
    m = end_turn_of_player_1(game(deck_out="off", draws_per_readiness=1_000_000), {"energy_deck": ["PD-E01"]})
    empties = [e for e in m.log if e[0] == "empty_deck"] if m.log is not None else None
    assert not m.ended and empties is not None
    assert [e[2]["deck"] for e in empties] == ["monster", "energy"]
    assert len(m.zones[m.Z.hand[0]]) == 1  # the one energy card was drawn before its deck ran out


def test_turn_limit_gives_the_match_to_fewer_damage_points():
    m = pos({"damage": 10}, {"damage": 20}, g=game(turn_limit=3), active=1, turn=3)
    do(m, "end_phase")
    check(m, {"ended": True, "winner": 0, "reason": "turn_limit"})


def test_turn_limit_zero_is_off():
    m = pos({"damage": 10, "monster_deck": ["PD-M01"]}, {}, g=game(turn_limit=0), active=1, turn=500)
    do(m, "end_phase")
    assert not m.ended


@pytest.mark.parametrize("rule, firsts", [("seat0", {0}), ("random", {0, 1})])
def test_first_player(rule, firsts):
    g = game(first_player=rule)
    seen = {g.new_match(g.default_decks(), s).active for s in range(12)}
    assert seen == firsts


# -- the energy account


@pytest.mark.parametrize("rule, account", [("set", 5), ("add", 8)])
def test_energy_income(rule, account):
    m = end_turn_of_player_1(game(energy_income=rule), {"god": "PD-G01", "account": 3, "monster_deck": ["PD-M01"],
                                                        "energy_deck": ["PD-E01"]})
    check(m, {"account": [account, 0]})


@pytest.mark.parametrize("rule", [False, True])
def test_sacrifice_from_field(rule):
    m = pos({"D1": "PD-M02"}, {}, g=game(sacrifice_from_field=rule), step="sacrifice_phase")
    assert (("sacrifice", uid(m, "PD-M02")) in m.legal_actions()) == rule


@pytest.mark.parametrize("rule, legal", [(True, False), (False, True)])
def test_face_down_pays_activation(rule, legal):
    m = pos({"account": 0, "hand": ["PD-M02"]}, {}, g=game(face_down_pays_activation=rule))
    assert (("set", uid(m, "PD-M02"), 0) in m.legal_actions()) == legal


def test_shortfall_damage_per_point():
    m = pos({"account": 2, "hand": ["PD-E10"], "energy_deck": ["PD-E01"]}, {}, g=game(shortfall_damage_per_point=25))
    do(m, {"play": "PD-E10"})
    check(m, {"damage_points": [50, 0], "account": [0, 0]})


# -- activation and fields


@pytest.mark.parametrize("limit, legal", [(0, True), (1, False)])
def test_monsters_per_turn(limit, legal):
    m = pos({"account": 5, "hand": ["PD-M01", "PD-M01"]}, {}, g=game(monsters_per_turn=limit))
    do(m, {"activate": ["PD-M01", 0]})
    assert any(a[0] == "activate" for a in m.legal_actions()) == legal


@pytest.mark.parametrize("limit, legal", [(0, True), (1, False)])
def test_energy_field_limit(limit, legal):
    m = pos({"hand": ["PD-E03"], "energy_field": ["PD-E04"]}, {}, g=game(energy_field_limit=limit))
    assert (("play", uid(m, "PD-E03")) in m.legal_actions()) == legal


@pytest.mark.parametrize("rule, legal", [("same_slot", True), ("any_shield", False)])
def test_shield_coverage(rule, legal):
    m = pos({"account": 5, "D1": "PD-M01"}, {"C3": "PD-S01", "D1": "PD-M05"}, g=game(shield_coverage=rule),
            step="battle_phase")
    assert (("attack", uid(m, "PD-M01"), 1, "D.1") in m.legal_actions()) == legal


def test_own_monsters_are_never_covered():
    m = pos({"account": 5, "D1": "PD-M01", "D2": "PD-M02", "C2": "PD-S01"}, {}, step="battle_phase")
    assert ("attack", uid(m, "PD-M01"), 0, "D.2") in m.legal_actions()


@pytest.mark.parametrize("rule, legal", [("free", True), ("never", False)])
def test_owner_flip(rule, legal):
    m = pos({"D1": {"card": "PD-M01", "face": "down"}}, {}, g=game(owner_flip=rule))
    assert (("flip", uid(m, "PD-M01")) in m.legal_actions()) == legal


@pytest.mark.parametrize("rule, ap", [("primary", 80), ("primary_or_secondary", 100)])
def test_wirkung_planets(rule, ap):
    m = pos({"god": "PD-G01", "D1": "PD-M04"}, {}, g=game(wirkung_planets=rule))
    check(m, {"cards": {"PD-M04": {"ap": ap}}})


@pytest.mark.parametrize("rule, legal", [("own", False), ("any", True)])
def test_equipment_targets(rule, legal):
    m = pos({"hand": ["PD-E05"]}, {"D1": "PD-M05"}, g=game(equipment_targets=rule))
    assert (("equip", uid(m, "PD-E05"), uid(m, "PD-M05")) in m.legal_actions()) == legal


# -- battle


@pytest.mark.parametrize("n, again", [(1, False), (2, True)])
def test_attacks_per_monster(n, again):
    m = pos({"account": 5, "D1": "PD-M01"}, {}, g=game(attacks_per_monster=n), step="battle_phase")
    do(m, {"attack_direct": "PD-M01"})
    assert (("attack_direct", uid(m, "PD-M01")) in m.legal_actions()) == again


@pytest.mark.parametrize("rule, legal", [(True, True), (False, False)])
def test_self_attacks(rule, legal):
    m = pos({"account": 5, "D1": "PD-M01", "D2": "PD-M02"}, {"D1": "PD-M05"}, g=game(self_attacks=rule),
            step="battle_phase")
    assert (("attack", uid(m, "PD-M01"), 0, "D.2") in m.legal_actions()) == legal


@pytest.mark.parametrize("rule, legal", [(True, True), (False, False)])
def test_face_down_may_attack(rule, legal):
    m = pos({"account": 5, "D1": {"card": "PD-M01", "face": "down"}, "D2": "PD-M02"}, {},
            g=game(face_down_may_attack=rule), step="battle_phase")
    assert (("attack_direct", uid(m, "PD-M01")) in m.legal_actions()) == legal


@pytest.mark.parametrize("rule", ["face_up", "face_down"])
def test_failed_attack_target(rule):
    m = pos({"account": 5, "D1": "T-A"}, {"D1": {"card": "PD-M05", "face": "down"}}, g=game(failed_attack_target=rule),
            step="battle_phase", cards=[monster("T-A", 50, 150)])
    do(m, {"attack": ["T-A", 1, "D.1"]})
    do(m, "pass")
    check(m, {"cards": {"PD-M05": {"face": "up" if rule == "face_up" else "down"}}, "account": [3, 0]})


@pytest.mark.parametrize("rule, dp", [("persistent", 160), ("end_of_turn", 300)])
def test_dp_damage(rule, dp):
    m = pos({"account": 5, "D1": "PD-M02"}, {"D1": "PD-M01", "monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]},
            g=game(dp_damage=rule), step="battle_phase")
    do(m, {"attack": ["PD-M02", 1, "D.1"]})
    do(m, "pass")
    do(m, "end_phase")
    check(m, {"active": 1, "cards": {"PD-M01@1": {"dp": dp}}})


@pytest.mark.parametrize("rule, offered", [(True, True), (False, False)])
def test_hand_effects_on_opponent_turn(rule, offered):
    m = pos({"account": 5, "D1": "PD-M03"}, {"D1": "PD-M06", "hand": ["PD-E09"]},
            g=game(hand_effects_on_opponent_turn=rule), step="battle_phase")
    do(m, {"attack": ["PD-M03", 1, "D.1"]})
    assert (m.pending.kind == "response") == offered


# -- card lifetimes and the clear phase


@pytest.mark.parametrize("rule, counter", [("opponent_clear_phase", 3), ("every_clear_phase", 2)])
def test_expiry_ticks(rule, counter):
    m = pos({"energy_field": [{"card": "PD-E03", "counter": 3}]},
            {"monster_deck": ["PD-M05"], "energy_deck": ["PD-E02"]}, g=game(expiry_ticks=rule), step="clear_phase")
    if m.pending.kind == "clear":
        do(m, "end_phase")
    check(m, {"cards": {"PD-E03": {"counter": counter}}})


@pytest.mark.parametrize("rule, zone", [(True, "energy_graveyard"), (False, "equipment_field")])
def test_summoning_leaves_with_monster(rule, zone):
    m = pos({"D2": {"card": "PD-M07", "lp_damage": 3500, "dp_damage": 500},
             "equipment_field": [{"card": "PD-E08", "link": "D2"}]},
            {"account": 2, "D1": "PD-M03"}, g=game(summoning_leaves_with_monster=rule), active=1, step="battle_phase")
    do(m, {"attack": ["PD-M03", 0, "D.2"]})
    do(m, "pass")
    check(m, {"cards": {"PD-E08": {"zone": zone}}})


@pytest.mark.parametrize("rule, account", [("ao", 0), ("free", 3)])
def test_reviving_summon_cost(rule, account):
    m = pos({"account": 3, "hand": ["PD-E07"], "monster_graveyard": ["PD-M03"]}, {}, g=game(reviving_summon_cost=rule))
    do(m, {"summon": ["PD-E07", "PD-M03", 0]})
    check(m, {"account": [account, 0]})


@pytest.mark.parametrize("rule, zone", [("shuffle", "energy_deck"), ("graveyard", "energy_graveyard")])
def test_gravitation_returns(rule, zone):
    m = pos({"account": 4, "hand": ["PD-E10"]}, {"god": "PD-G02"}, g=game(gravitation_returns=rule))
    do(m, {"play": "PD-E10"})
    check(m, {"cards": {"PD-E10": {"zone": zone}}})


@pytest.mark.parametrize("rule, offered", [(True, True), (False, False)])
def test_early_destruction(rule, offered):
    m = pos({"energy_field": ["PD-E04"]}, {"monster_deck": ["PD-M05"], "energy_deck": ["PD-E02"]},
            g=game(early_destruction=rule), step="clear_phase")
    assert (m.pending.kind == "clear") == offered


def test_hand_limit():
    m = pos({"hand": ["PD-M01", "PD-M02", "PD-E01"]}, {"monster_deck": ["PD-M05"], "energy_deck": ["PD-E02"]},
            g=game(hand_limit=1), step="clear_phase")
    assert m.pending.kind == "hand_limit"


# -- decks and hands


@pytest.mark.parametrize("n", [4, 2])
def test_start_hand(n):
    g = game(start_hand=n, first_player="seat0")
    m = g.new_match(g.default_decks(), 1)
    assert len(m.zones[m.Z.hand[0]]) == 2 * n + 2


@pytest.mark.parametrize("n", [1, 2])
def test_draws_per_readiness(n):
    m = end_turn_of_player_1(game(draws_per_readiness=n),
                             {"monster_deck": ["PD-M01"] * 3, "energy_deck": ["PD-E01"] * 3})
    assert len(m.zones[m.Z.hand[0]]) == 2 * n


def test_planets_restrict_the_card_format(tmp_path):
    f = tmp_path / "c.yaml"
    f.write_text("cards:\n  - {id: U-1, name: U, type: monster, planet: Pluto, ap: 100, dp: 300, lp: 3000, "
                 "attack_cost: 1, ao: 1}\n", encoding="utf-8")
    assert [p.rule for p in game().check_cards(f) if p.severity == "error"] == ["planet"]
    assert not [p for p in game(planets=("Pluto",)).check_cards(f) if p.severity == "error"]


@pytest.mark.parametrize("field, value, rule", [("monster_deck_size", (16, 30), "monster_deck_size"),
                                                ("energy_deck_size", (16, 30), "energy_deck_size"),
                                                ("max_copies", 2, "max_copies")])
def test_deck_size_rulings(field, value, rule):
    g = game(**{field: value})
    assert rule in {p.rule for p in g.validate_deck(g.default_decks()[0])}
    assert game().validate_deck(game().default_decks()[0]) == []


@pytest.mark.parametrize("rule, ap", [("clamp_each_rank", 20), ("clamp_total", 0)])
def test_rank_layers(rule, ap):
    gcard = {"id": "T-G", "name": "G", "type": "energy", "subtype": "gravitation", "act": 0,
             "on_activate": [{"choose": {"monster": "opposing"},
                              "then": [{"boost": {"ap": -150, "to": "it", "for": "turn"}}]}]}
    m = pos({"hand": ["T-G"]}, {"god": "PD-G01", "D1": "PD-M01"}, g=game(rank_layers=rule), cards=[gcard])
    do(m, {"play": "T-G"})
    check(m, {"cards": {"PD-M01": {"ap": ap}}})


def test_every_option_has_a_test():
    here = Path(__file__).read_text(encoding="utf-8")
    scenario_options = " ".join(p.read_text(encoding="utf-8") for p in SCENARIOS.glob("*.yaml"))
    missing = [name for name in PowerDuellOptions.model_fields
               if not re.search(rf"\b{name}\b", here) and not re.search(rf"options:.*\b{name}\b", scenario_options)]
    assert missing == []


def test_attacks_combine_add_sums_the_printed_number_and_the_effects():
    """The ruling attacks_combine: largest (default, above) against add: a printed 2 and an effect's 3 allow 5."""
    from tcgkit.games.power_duell.battle import attacks_allowed
    from tcgkit.games.power_duell.game import PowerDuellGame

    banner = {"id": "T-B", "name": "Banner", "type": "energy", "subtype": "lasting",
              "abilities": [{"static": {"attacks": 3}, "to": {"monster": "own"}}]}
    g = PowerDuellGame({"attacks_combine": "add"})
    m = pos({"D1": "PD-M01", "D2": "PD-M04", "energy_field": ["T-B"]}, {}, g=g, step="battle_phase", cards=[banner])
    assert (attacks_allowed(m, uid(m, "PD-M01")), attacks_allowed(m, uid(m, "PD-M04"))) == (3, 5)
    m = pos({"D1": "PD-M01", "D2": "PD-M04"}, {}, g=g, step="battle_phase", cards=[banner])
    assert (attacks_allowed(m, uid(m, "PD-M01")), attacks_allowed(m, uid(m, "PD-M04"))) == (1, 2)
