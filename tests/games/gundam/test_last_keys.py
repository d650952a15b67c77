"""The last keys of issue 20 at the level of the match: what a scenario file cannot state (a delayed trigger's end
at cleanup and when its Unit leaves play, its source removed by hand, a decision that is not offered). The cards'
scenarios are in tests/scenarios/gundam/gd03, gd04."""

from __future__ import annotations

from tcgkit.games.gundam.management import leave_play
from tcgkit.games.gundam.triggers import DELAYED

from .helpers import check, do, pos, uid


def _delayed(m):
    return [mod for mod in m.mods if mod[1] == DELAYED]


def test_a_delayed_trigger_ends_at_cleanup():
    m = pos({"hand": ["GD03-120"], "resources": 2, "units": ["GD04-079"]},
            {"units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"command": "GD03-120"})
    assert len(_delayed(m)) == 1
    do(m, "end_main")
    while m.active == 0 and not m.ended:
        do(m, m.legal_actions()[0])
    assert _delayed(m) == []


def test_a_delayed_trigger_on_a_unit_resolves_after_that_unit_died_in_the_battle_then_ends():
    m = pos({"hand": ["GD04-115"], "resources": 3, "units": ["ST01-005"]},
            {"units": [{"card": "GD01-018", "rested": True}]})          # ReZEL: Lv 3, AP 4 destroys the GM
    do(m, {"command": "GD04-115"}, {"attack": {"attacker": "ST01-005", "target": "GD01-018"}})
    # the GM dealt its 2 battle damage while in play: the trigger resolves (last-known), ReZEL is destroyed
    check(m, {"players": [{"units": []}, {"units": [], "trash": ["GD01-018"]}]})
    assert _delayed(m) == []  # the GM left play: a new object (CR 4-2), nothing waits on it any more


def test_a_delayed_trigger_set_up_by_a_unit_outlives_that_unit():
    # Penelope (Flight Form)'s 【Deploy】 sets up its trigger on its controller: Penelope leaving play ends nothing
    m = pos({"hand": ["GD04-002"], "resources": 6, "units": ["GD01-018"]},
            {"units": [{"card": "ST01-005", "rested": True}, "ST01-003"]})
    do(m, {"deploy": "GD04-002"})
    leave_play(m, uid(m, "GD04-002"), m.z_trash[0])
    do(m, {"attack": {"attacker": "GD01-018", "target": "ST01-005"}})
    check(m, {"players": [{"trash": ["GD04-002"]}, {"trash": ["ST01-005"]}],
              "cards": {"ST01-003": {"rested": True}},
              "events": [{"kind": "resolve", "card": "GD04-002", "timing": "friendly_destroys_enemy"}]})


def test_a_payment_choice_is_offered_only_where_a_card_reads_it():
    # an EX Resource and enough resources, but no card that reads the payment: paid automatically, no decision
    m = pos({"hand": ["ST01-012"], "resources": {"active": 4, "ex": 1}}, {"units": [{"card": "ST01-005",
                                                                                      "rested": True}]})
    do(m, {"command": "ST01-012"})
    check(m, {"decision": {"player": 0, "kind": "main"}, "players": [{"ex_resources": 1}]})


def test_battle_damage_is_not_redirected_to_a_unit_that_left_play():
    # Lunamaria Hawke: the Minerva unit's battle damage goes to her unit, unless that unit is gone by then
    m = pos({"hand": ["GD04-095"], "resources": 3, "units": ["GD04-056", "ST09-005"]},
            {"units": [{"card": "ST01-003", "rested": True}]})          # Guncannon: AP 2
    do(m, {"pair": {"pilot": "GD04-095", "unit": "GD04-056"}}, {"target": "ST09-005"})
    leave_play(m, uid(m, "GD04-056"), m.z_trash[0])
    do(m, {"attack": {"attacker": "ST09-005", "target": "ST01-003"}})
    check(m, {"players": [{"units": [], "trash": ["GD04-056", "GD04-095", "ST09-005"]}, {}],
              "no_events": [{"kind": "battle_damage_redirected"}]})
