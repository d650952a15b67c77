"""Cards with no effect of their own, each exercised: vanilla Units, Bases, tokens and resources at their printed
numbers (``VANILLA``), and cards whose only text is a keyword, each showing its keyword at work (``KEYWORD_ONLY``)."""

from __future__ import annotations

import pytest

from tcgkit.games.gundam.cards import playable_numbers, pool
from tcgkit.games.gundam.carddef import BASE, UNIT

from .helpers import check, do, pos, uid

P = pool()
VANILLA = [n for n in playable_numbers() if not P[n].abilities and not P[n].keywords]
KEYWORD_ONLY = [(n, (P[n].keywords[0][0].name, P[n].keywords[0][1])) for n in playable_numbers()
                if not P[n].abilities and len(P[n].keywords) == 1]


@pytest.mark.parametrize("num", [n for n in VANILLA if P[n].kind == UNIT and not P[n].token])
def test_vanilla_unit_deploys_at_its_level_and_cost_with_its_printed_numbers(num):
    d = P[num]
    m = pos({"hand": [num], "resources": max(d.level, d.cost)})
    assert ("deploy", uid(m, num)) in m.legal_actions()
    do(m, {"deploy": num})
    check(m, {"players": [{"units": [num], "active_resources": max(d.level, d.cost) - d.cost}],
              "cards": {num: {"ap": d.ap, "hp": d.hp}}})
    m = pos({"hand": [num], "resources": d.level - 1})
    assert ("deploy", uid(m, num)) not in m.legal_actions()  # below its Lv


@pytest.mark.parametrize("num", [n for n in VANILLA if P[n].kind == UNIT and P[n].token])
def test_vanilla_token_has_its_numbers_and_leaves_the_game_when_destroyed(num):
    d = P[num]
    m = pos({"units": [{"card": "GD01-018", "ap": 9}]}, {"units": [{"card": num, "rested": True}]})
    check(m, {"cards": {num: {"ap": d.ap, "hp": d.hp}}})
    do(m, {"attack": {"attacker": "GD01-018", "target": num}})
    check(m, {"players": [{}, {"units": [], "trash": 0, "removed": 1}]})


def test_EXB_002_ex_base_absorbs_damage_like_the_basic_one():
    m = pos({"units": ["ST01-005"]}, {"base": "EXB-002"})
    do(m, {"attack": {"attacker": "ST01-005", "target": "player"}})
    check(m, {"players": [{}, {"base_damage": 2, "shields": 6}]})
    assert P["EXB-002"].kind == BASE and P["EXB-002"].hp == 3


def test_EXR_002_ex_resource_pays_and_is_removed():
    m = pos({"hand": ["ST04-005"], "resources": 1})
    ex = m.add_card(P["EXR-002"], 0, m.z_resources[0])
    m.pending = None
    m.run()
    do(m, {"deploy": "ST04-005"})
    assert m.card_zone[ex] == m.z_removed[0]


def test_R_030_resource_enters_active_in_the_resource_phase():
    m = pos({}, {"resource_deck": ["R-030"]}, step="end")
    check(m, {"active": 1, "players": [{}, {"resources": 1, "active_resources": 1, "resource_deck": 0}]})


@pytest.mark.parametrize("num,kw", KEYWORD_ONLY, ids=[n for n, _ in KEYWORD_ONLY])
def test_keyword_only_card_shows_its_keyword_at_work(num, kw):
    name, value = kw
    if name == "blocker":
        m = pos({"units": ["GD01-018"]}, {"units": [num]})
        do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
        assert m.decision().kind == "block" and ("block", uid(m, num)) in m.legal_actions()
    elif name == "breach":
        m = pos({"units": [{"card": num, "ap": 9}]}, {"base": "none", "units": [{"card": "ST01-005", "rested": True}]})
        do(m, {"attack": {"attacker": num, "target": "ST01-005"}})
        check(m, {"players": [{}, {"shields": 5}], "events": [{"kind": "breach", "value": value}]})
    elif name == "repair":
        m = pos({"units": [{"card": num, "damage": 2}]})
        do(m, "end_main")
        check(m, {"cards": {num: {"damage": 2 - min(2, value)}}})
    elif name == "support":
        m = pos({"units": [num, "ST01-005"]})
        do(m, {"support": num})
        check(m, {"cards": {"ST01-005": {"ap": 2 + value}, num: {"rested": True}}})
    elif name == "cant_be_paired":
        m = pos({"units": [num, "ST01-005"], "hand": ["ST01-010"], "resources": 4})
        assert ("pair", uid(m, "ST01-010"), uid(m, "ST01-005")) in m.legal_actions()
        assert ("pair", uid(m, "ST01-010"), uid(m, num)) not in m.legal_actions()
    else:  # pragma: no cover - no such card yet
        raise AssertionError(f"no keyword test for {name}")
