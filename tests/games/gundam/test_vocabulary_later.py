"""The vocabulary the later sets added (issue 20), at its edges: counts of shared team zones, constant effects of a
team's one Base, a Pilot taken off its Unit, a mill's marks, an EX payment's mark, nothing to rest or to pay,
every player drawing in battle royale, a selector over units and bases."""

from __future__ import annotations

from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.cards.describe import describe_card

from .helpers import GAME, check, do, pos, uid

P = pool()


def team(*players, **setup):
    return GAME.scenarios().build({"mode": "team_battle", "players": list(players), **setup}, "test")


def test_a_teams_shared_shield_area_is_counted_once_for_enemy_shields():
    # Virsago: "if there are 3 or less enemy Shields"; the enemy team's 2 + 1 shields are one area of 3, not 6
    m = team({"hand": ["GD02-037"], "resources": 5}, {}, {"shields": 2, "units": ["GD01-018"]}, {"shields": 1})
    do(m, {"deploy": "GD02-037"})
    check(m, {"cards": {"GD01-018": {"damage": 2}}})
    m = team({"hand": ["GD02-037"], "resources": 5}, {}, {"shields": 2, "units": ["GD01-018"]}, {"shields": 2})
    do(m, {"deploy": "GD02-037"})
    check(m, {"cards": {"GD01-018": {"damage": 0}}})


def test_a_teams_one_base_gives_its_constant_effect_once():
    # Diva (team 0's Base): friendly green (Earth Federation) units get AP+1, the teammate's too, once each
    m = team({"base": "GD02-124", "resources": 7, "units": ["GD02-030"]}, {"units": ["GD02-030"]}, {}, {})
    check(m, {"cards": {"GD02-030@0": {"ap": 2}, "GD02-030@1": {"ap": 2}}})


def test_a_pilot_taken_off_its_unit_takes_its_hp_with_it():
    # Eliminate Target on Gundam + Amuro Ray (5 HP, 4 damage): without the pilot's HP+1 the Unit is destroyed
    m = pos({"hand": ["GD03-110"], "resources": 6}, {"units": [{"card": "GD01-013", "pilot": "ST01-010", "damage": 4}]})
    do(m, {"command": "GD03-110"})
    check(m, {"players": [{}, {"units": [], "trash": ["GD01-013", "ST01-010"]}]})
    assert not [e for e in m.log if e[0] == "resolve" and e[2].get("card") == "ST01-010"]  # no Destroyed of a pilot


def test_milled_means_placed_by_the_last_mill_only():
    # Nyaan mills a GM; the Zaku II milled by an earlier Zeheart Galette this turn does not count
    m = pos({"units": ["GD02-067", "GD03-048"], "hand": ["GD03-094", "GD03-092"], "resources": 8,
             "deck": {"count": 5, "top": ["ST01-005", "GD01-035", "ST01-005"]}}, {"units": ["GD01-018"]})
    do(m, {"pair": {"pilot": "GD03-094", "unit": "GD02-067"}})  # mills GM, Zaku II: no (Vagan) card, nothing
    do(m, {"pair": {"pilot": "GD03-092", "unit": "GD03-048"}})  # mills the next GM
    check(m, {"cards": {"GD01-018": {"damage": 0, "ap": 4}}})
    marked = [x[0] for x in m.mods if x[1] == "milled"]
    assert len(marked) == 1 and P["ST01-005"] is m.card_def[marked[0]]
    assert m.card_zone[marked[0]] == m.z_trash[0] and len(m.zones[m.z_trash[0]]) == 3


def test_the_ex_payment_mark_ends_with_the_command():
    m = pos({"units": ["GD04-031"], "hand": ["GD04-106"], "resources": {"rested": 4, "ex": 1}}, {"units": ["GD01-018"]})
    command = uid(m, "GD04-106")
    do(m, {"command": "GD04-106"})
    assert not [x for x in m.mods if x[0] == command]
    check(m, {"players": [{"trash": ["GD04-106"], "ex_resources": 0}, {}]})


def test_throne_eins_with_no_unit_to_rest_deals_nothing():
    m = pos({"hand": ["GD04-036"], "resources": 6}, {"units": ["GD01-013"]})
    do(m, {"deploy": "GD04-036"})
    check(m, {"cards": {"GD01-013": {"damage": 0}}})
    assert m.decision().kind == "main"


def test_every_player_still_in_a_battle_royale_draws():
    m = GAME.scenarios().build({"mode": "battle_royale", "eliminated": [2], "players": [
        {"units": [{"card": "GD01-018", "ap": 9}]}, {"base": "GD04-128"}, {}]}, "test")
    do(m, {"attack": {"attacker": "GD01-018", "target": "player@1"}})
    check(m, {"players": [{"hand": 1}, {"hand": 1, "base": "none"}, {"hand": 0}]})


def test_a_selector_of_units_and_bases_reaches_a_damaged_base():
    # Aspiring Pilot: "1 of your (AEUG) Units/Bases" recovers 2 HP: here the Radish base
    m = pos({"hand": ["GD02-120"], "resources": 3, "base": {"card": "GD03-132", "damage": 2}}, step="end")
    do(m, {"command": "GD02-120"})
    check(m, {"players": [{"base_damage": 0}, {}]})


def test_the_new_primitives_word_their_own_descriptions():
    words = {n: describe_card(P[n]) for n in ("GD04-036", "GD02-111", "GD03-110", "GD04-067", "GD04-074", "GD02-011",
                                              "GD03-033", "GD03-071", "GD02-069", "GD04-026", "GD04-128")}
    assert "rest up to 2" in words["GD04-036"] and "exile it from the game" in words["GD02-111"]
    assert "destroy it (to the trash)" in words["GD03-110"] and "every keyword printed on it" in words["GD04-067"]
    assert "pay 1" in words["GD04-074"] and "enemy base or shield this unit is battling" in words["GD02-011"]
    assert "1 for each 4 AP" in words["GD03-033"] and "minus the number of" in words["GD03-071"]
    assert "cannot attack the enemy player this turn" in words["GD02-069"]
    assert "into your trash" in words["GD04-026"] and "every player draws 1" in words["GD04-128"]
