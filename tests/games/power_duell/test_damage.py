"""The seed's damage calculation (seed 003, Schadensberechnung; tcgkit/games/power_duell/damage.py), case by case
and as a property over random values."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from .helpers import check, do, monster, pos, uid


def battle(a: dict, z: dict, zspec: dict, account: int):
    """Monster A (player 0, D.1) attacks monster Z (player 1, D.1) and the defender passes."""
    m = pos({"account": account, "D1": "T-A"}, {"D1": {"card": "T-Z", **zspec}}, step="battle_phase", cards=[a, z])
    do(m, {"attack": ["T-A", 1, "D.1"]})
    do(m, "pass")
    return m


def fight(ap_a, lp_a, ap_z, dp_z, lp_z, face_down=False, cost=1, account=5, z_lp_damage=0):
    a = monster("T-A", ap_a, 3 * max(ap_a, 1), lp_a, cost=cost)
    z = monster("T-Z", ap_z, dp_z, lp_z)
    zspec = {"face": "down"} if face_down else {}
    if z_lp_damage:
        zspec["lp_damage"] = z_lp_damage
    return battle(a, z, zspec, account)


def test_seed_example_penalty_account_5_cost_3_gives_10_damage_points():
    m = fight(50, 3000, 80, 240, 3000, face_down=True, cost=3, account=5)
    check(m, {"account": [0, 0], "damage_points": [10, 0]})


def test_penalty_covered_by_the_account_costs_no_damage():
    m = fight(50, 3000, 80, 240, 3000, face_down=True, cost=2, account=5)
    check(m, {"account": [1, 0], "damage_points": [0, 0]})


def test_penalty_changes_no_lp_and_no_dp():
    m = fight(50, 3000, 80, 240, 3000, face_down=True, cost=3, account=5)
    check(m, {"cards": {"T-A": {"lp": 3000}, "T-Z": {"lp": 3000, "dp": 240, "face": "up"}}})


def test_face_down_with_equal_ap_gets_the_regular_calculation():
    m = fight(80, 3000, 80, 240, 3000, face_down=True)
    check(m, {"cards": {"T-A": {"lp": 2840}, "T-Z": {"dp": 160}}, "damage_points": [0, 0]})


def test_seed_example_equal_dp_takes_lp():
    m = fight(50, 3000, 10, 50, 3000)
    check(m, {"cards": {"T-Z": {"lp": 2950, "dp": 50}, "T-A": {"lp": 3000}}})


def test_seed_example_higher_dp_hurts_the_attacker_then_loses_dp():
    m = fight(50, 3000, 100, 300, 3000)
    check(m, {"cards": {"T-A": {"lp": 2750}, "T-Z": {"dp": 250, "lp": 3000}}})


def test_dp_lost_persists_for_the_next_attack():
    m = fight(50, 3000, 100, 300, 3000)
    assert m.dp_damage[uid(m, "T-Z")] == 50


def test_lp_exactly_zero_defeats_without_damage_points():
    m = fight(200, 3000, 10, 100, 3000, z_lp_damage=2800)
    check(m, {"zones": {"E@1": ["T-Z"]}, "damage_points": [0, 0]})


def test_lp_below_zero_counts_for_the_targets_controller():
    m = fight(300, 3000, 10, 100, 3000, z_lp_damage=2800)
    check(m, {"zones": {"E@1": ["T-Z"]}, "damage_points": [0, 100]})


def test_attacker_below_zero_counts_for_the_attacker():
    m = fight(100, 500, 0, 900, 4000)
    check(m, {"zones": {"E@0": ["T-A"]}, "damage_points": [300, 0], "cards": {"T-Z": {"dp": 800}}})


def test_direct_attack_adds_ap_to_the_opponents_damage_points():
    m = pos({"account": 1, "D1": "T-A"}, {}, step="battle_phase", cards=[monster("T-A", 70, 210)])
    do(m, {"attack_direct": "T-A"})
    check(m, {"damage_points": [0, 70], "account": [0, 0]})


@settings(max_examples=150, deadline=None)
@given(ap_a=st.integers(0, 400), lp_a=st.integers(1, 4000), ap_z=st.integers(0, 400), dp_z=st.integers(0, 1000),
       lp_z=st.integers(1, 4000), face_down=st.booleans(), cost=st.integers(0, 4), extra=st.integers(0, 5))
def test_the_calculation_matches_the_seed_for_any_values(ap_a, lp_a, ap_z, dp_z, lp_z, face_down, cost, extra):
    account = cost + extra
    m = fight(ap_a, lp_a, ap_z, dp_z, lp_z, face_down=face_down, cost=cost, account=account)
    a, z = uid(m, "T-A"), uid(m, "T-Z")
    dmg = [0, 0]
    acc = account - cost
    lp_a2, lp_z2, dp_z2 = lp_a, lp_z, dp_z
    if face_down and ap_z > ap_a:
        acc -= cost
        if acc < 0:
            dmg[0] += -acc * 10
            acc = 0
    else:
        if dp_z <= ap_a:
            lp_z2 -= ap_a
        else:
            lp_a2 -= dp_z - ap_a
            dp_z2 -= ap_a
        if lp_a2 < 0:
            dmg[0] += -lp_a2
        if lp_z2 < 0:
            dmg[1] += -lp_z2
    assert m.account[0] == acc
    assert list(m.damage) == dmg
    assert (m.place[a] >= 0) == (lp_a2 > 0)
    assert (m.place[z] >= 0) == (lp_z2 > 0)
    if lp_z2 > 0:
        assert m.dp_damage[z] == dp_z - dp_z2


def test_a_monster_that_lived_on_an_lp_boost_is_defeated_when_the_boost_ends_with_the_turn():
    """An LP boost "this turn" keeps a monster with more damage than its printed LP alive; when the turn ends, rules
    management defeats it and its controller takes the LP below 0 as damage points (the boost keeps ``lp_check``
    set while it lasts, so no end-of-turn check of its own is needed)."""
    from tcgkit.games.power_duell.ranks import lp

    boost = {"id": "T-G", "name": "G", "type": "energy", "subtype": "gravitation", "act": 0,
             "on_activate": [{"choose": {"monster": "own"},
                              "then": [{"boost": {"lp": 500, "to": "it", "for": "turn"}}]}]}
    decks = {"monster_deck": ["PD-M04"] * 3, "energy_deck": ["PD-E01"] * 3}
    m = pos({"hand": ["T-G"], "D1": "PD-M01", **decks}, {"D1": "PD-M04", **decks}, cards=[boost])
    m.lp_check = False  # as rules management leaves it with no LP effect in force (a scenario sets it once)
    do(m, {"play": "T-G"})
    u = uid(m, "PD-M01")
    m.lp_damage[u] = m.card_def[u].lp + 200  # damage that the boost alone survives
    assert lp(m, u) == 300
    do(m, "end_phase")
    assert m.turn_number == 4
    check(m, {"zones": {"E@0": ["PD-M01"]}, "damage_points": [200, 0]})
