"""Gundam's keywords, one behaviour per test (rules/gundam.md §1.6; seed 000): Repair, Breach, Support, Blocker,
First Strike, High-Maneuver, Suppression. The other rules are in test_rules.py."""

from __future__ import annotations


from tcgkit.games.gundam.stats import keyword
from tcgkit.games.gundam.triggers import BREACH_KEY as BREACH

from .helpers import check, do, pos, uid


# ------------------------------------------------------------------------------ keywords (§1.6)


def test_repair_values_add():
    m = pos({"units": [{"card": "GD01-004", "damage": 2, "grant": {"repair": 1}}]}, step="end")
    check(m, {"cards": {"GD01-004": {"damage": 0}}})


def test_breach_values_add_and_hit_the_base_first():
    m = pos({"units": [{"card": "GD01-030", "grant": {"breach": 1}}]},
            {"units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-030", "target": "ST01-005"}})
    check(m, {"players": [{}, {"base": "none", "shields": 6}]})  # 3 breach damage kills the 3-HP EX Base


def test_breach_hits_the_top_shield_without_a_base():
    m = pos({"units": ["GD01-030"]}, {"base": "none", "units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-030", "target": "ST01-005"}})
    check(m, {"players": [{}, {"shields": 5}]})


def test_breach_works_when_both_units_are_destroyed():
    m = pos({"units": ["GD01-030"]}, {"base": "none", "units": [{"card": "GD01-018", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-030", "target": "GD01-018"}})
    check(m, {"players": [{"units": []}, {"units": [], "shields": 5}]})


def test_breach_needs_a_destroyed_unit_and_does_nothing_on_an_empty_area():
    m = pos({"units": ["GD01-030"]}, {"base": "none", "shields": 0,
                                      "units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-030", "target": "ST01-005"}})
    check(m, {"ended": False, "players": [{}, {"units": []}]})


def test_breach_only_on_your_own_turn():
    # the defender's Breach unit blocks and destroys the attacker: no Breach (not its turn, not its attack)
    m = pos({"units": ["ST01-005"]}, {"base": "none", "units": [{"card": "GD01-068", "grant": {"breach": 5}}]})
    do(m, {"attack": {"attacker": "ST01-005", "target": "player"}}, {"block": "GD01-068"})
    check(m, {"players": [{"units": [], "shields": 6}, {"shields": 6}]})


def test_breach_is_a_trigger_its_controller_orders_among_their_own():
    # a linked Unicorn given <Breach 3> by Simultaneous Fire trades with a linked Wing Gundam: its 【Destroyed】 and
    # the Breach wait together and its controller picks the order (rules/gundam.md §1.6 Breach, §1.7 Triggers)
    def battle():
        m = pos({"hand": ["ST02-012", "ST01-005"], "resources": 4,
                 "units": [{"card": "GD01-005", "pilot": "GD01-088"}]},
                {"units": [{"card": "GD01-040", "pilot": "ST02-010", "rested": True}]})
        do(m, {"command": "ST02-012"}, {"attack": {"attacker": "GD01-005", "target": "GD01-040"}})
        d = m.decision()
        unicorn = uid(m, "GD01-005")
        assert (d.player, d.kind) == (0, "order_triggers")
        assert set(d.actions) == {("trigger", unicorn, 0), ("trigger", unicorn, BREACH)}
        assert "Breach" in m.game.presentation.describe_action(m, ("trigger", unicorn, BREACH))
        assert "Breach" not in m.game.presentation.describe_action(m, ("trigger", unicorn, 0))
        return m, unicorn

    m, unicorn = battle()
    m.apply(("trigger", unicorn, 0))  # the pilot returns to hand first, then the discard, then the Breach
    do(m, {"discard": "ST01-005"})
    check(m, {"players": [{"hand": ["GD01-088"], "units": []}, {"units": [], "base": "none", "shields": 6}]})
    order = [e[0] for e in m.log if e[0] in ("return_to_hand", "discard", "breach")]
    assert order == ["return_to_hand", "discard", "breach"]
    m, unicorn = battle()
    m.apply(("trigger", unicorn, BREACH))
    do(m, {"discard": "ST01-005"})
    order = [e[0] for e in m.log if e[0] in ("return_to_hand", "discard", "breach")]
    assert order == ["breach", "return_to_hand", "discard"]
    check(m, {"players": [{"hand": ["GD01-088"]}, {"base": "none", "shields": 6}]})


def test_support_rests_for_ap_and_values_add():
    m = pos({"units": [{"card": "ST01-005", "grant": {"support": 2}}, "GD01-018"]})
    m.mods.append((uid(m, "ST01-005"), "support", 1, 0))
    do(m, {"support": "ST01-005"})  # the only other friendly unit is the target
    check(m, {"cards": {"GD01-018": {"ap": 7}, "ST01-005": {"rested": True}}})


def test_blocker_only_counts_once():
    m = pos({"units": [{"card": "GD01-068", "grant": {"blocker": 1}}]})
    assert keyword(m, uid(m, "GD01-068"), "blocker") == 1


def test_first_strike_takes_no_damage_back_when_it_destroys():
    m = pos({"units": [{"card": "GD01-018", "grant": {"first_strike": 1}}]},
            {"units": [{"card": "ST04-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "ST04-005"}})
    check(m, {"cards": {"GD01-018": {"damage": 0, "zone": "battle_area"}}, "players": [{}, {"units": []}]})


def test_first_strike_takes_damage_back_when_it_does_not_destroy():
    m = pos({"units": [{"card": "ST01-005", "grant": {"first_strike": 1}}]},
            {"units": [{"card": "GD01-018", "rested": True}]})
    do(m, {"attack": {"attacker": "ST01-005", "target": "GD01-018"}})
    check(m, {"players": [{"units": []}, {}], "cards": {"GD01-018": {"damage": 2}}})


def test_high_maneuver_stops_blockers():
    m = pos({"units": [{"card": "GD01-018", "grant": {"high_maneuver": 1}}]}, {"units": ["GD01-068"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    assert m.decision().kind == "main"
    check(m, {"players": [{}, {"base": "none"}]})


def test_suppression_hits_the_top_two_shields():
    m = pos({"units": [{"card": "GD01-018", "grant": {"suppression": 1}}]}, {"base": "none"})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"players": [{}, {"shields": 4}]})


def test_suppression_with_one_shield_left_hits_one():
    m = pos({"units": [{"card": "GD01-018", "grant": {"suppression": 1}}]}, {"base": "none", "shields": 1})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"ended": False, "players": [{}, {"shields": 0}]})


def test_suppression_owner_orders_two_bursts():
    m = pos({"units": [{"card": "GD01-018", "grant": {"suppression": 1}}]},
            {"base": "none", "shields": ["ST01-005"] * 4 + ["GD01-088", "ST01-010"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"burst": "ST01-010"}, {"burst": "GD01-088"})
    assert m.decision().kind == "order_triggers" and m.decision().player == 1
    do(m, {"trigger": "GD01-088"})
    check(m, {"players": [{}, {"hand": ["ST01-010", "GD01-088"]}]})
    order = [e[2]["card"] for e in m.log if e[0] == "resolve"]
    assert order == ["GD01-088", "ST01-010"]
