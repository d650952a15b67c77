"""Gundam rules, one behaviour per test (rules/gundam.md §1.1–§1.7; seed 000). The keywords (§1.6) are in
test_keyword_rules.py, the match-level contracts in test_match_rules.py."""

from __future__ import annotations


from tcgkit.games.gundam.game import GundamGame
from tcgkit.games.gundam.stats import ap, hp

from .helpers import GAME, check, do, illegal, kinds, pos, uid


def new_match(seed=1, **options):
    game = GundamGame(options) if options else GAME
    return game.new_match(game.default_decks(), seed)


# ------------------------------------------------------------------------------------------ set-up (§1.2)


def test_setup_five_card_hands_and_player_one_mulligans_first():
    m = new_match()
    d = m.decision()
    assert (d.player, d.kind) == (0, "mulligan")
    assert set(d.actions) == {("keep",), ("mulligan",)}
    assert [len(m.zones[m.z_hand[p]]) for p in (0, 1)] == [5, 5]
    m.apply(("keep",))
    assert (m.decision().player, m.decision().kind) == (1, "mulligan")


def test_mulligan_returns_the_hand_and_draws_five_new_cards():
    m = new_match(seed=3)
    hand_before = list(m.zones[m.z_hand[0]])
    m.apply(("mulligan",))
    hand = m.zones[m.z_hand[0]]
    assert len(hand) == 5 and len(m.zones[m.z_deck[0]]) == 45
    assert set(hand).isdisjoint(hand_before)  # the old hand went to the bottom before drawing
    assert m.decision().player == 1  # only once each


def test_setup_six_shields_ex_base_and_ex_resource_for_player_two():
    m = new_match()
    m.apply(("keep",))
    m.apply(("keep",))
    for p in (0, 1):
        assert len(m.zones[m.z_shields[p]]) == 6
        base = m.zones[m.z_base[p]]
        assert len(base) == 1 and m.card_def[base[0]].id == "EXB-001"
        assert ap(m, base[0]) == 0 and hp(m, base[0]) == 3
    ex = [[m.card_def[u].id for u in m.zones[m.z_resources[p]] if m.card_def[u].token] for p in (0, 1)]
    assert ex == [[], ["EXR-001"]]


def test_player_one_draws_on_turn_one():
    m = new_match()
    m.apply(("keep",))
    m.apply(("keep",))
    log = m.full_events()
    start = next(i for i, e in enumerate(log) if e[0] == "setup_done")
    end = next((i for i, e in enumerate(log) if e[0] == "turn_end"), len(log))
    turn1 = [e for e in log[start:end] if e[2].get("player") == 0]
    assert [e[0] for e in turn1 if e[0] in ("draw", "resource")] == ["draw", "resource"]


# --------------------------------------------------------------------------------- level and cost (§1.3)


def test_level_counts_rested_and_ex_resources():
    m = pos({"hand": ["ST01-005"], "resources": {"rested": 1, "ex": 1}})
    assert ("deploy", uid(m, "ST01-005")) in m.legal_actions()


def test_level_too_high_cannot_be_deployed():
    m = pos({"hand": ["GD01-018"], "resources": 2})
    assert ("deploy", uid(m, "GD01-018")) not in m.legal_actions()
    illegal(m, {"deploy": "GD01-018"})


def test_cost_rests_normal_resources_before_the_ex_resource():
    m = pos({"hand": ["ST01-005"], "resources": {"active": 1, "ex": 1}})
    do(m, {"deploy": "ST01-005"})
    check(m, {"players": [{"ex_resources": 1, "active_resources": 1, "resources": 2}]})


def test_ex_resource_is_removed_when_it_pays():
    m = pos({"hand": ["ST04-005"], "resources": {"active": 1, "ex": 1}})
    do(m, {"deploy": "ST04-005"})
    check(m, {"players": [{"ex_resources": 0, "resources": 1, "active_resources": 0, "removed": 1}]})


# ------------------------------------------------------------------------------ deploying (§1.4)


def test_unit_limit_six_trash_is_a_decision():
    m = pos({"hand": ["ST01-005"], "resources": 3, "units": ["GD01-018"] * 5 + ["ST04-005"]})
    do(m, {"deploy": "ST01-005"})
    d = m.decision()
    assert d.kind == "trash_at_limit" and len(d.actions) == 6
    do(m, {"trash": "ST04-005"})
    check(m, {"players": [{"units": ["GD01-018"] * 5 + ["ST01-005"], "trash": ["ST04-005"]}]})


def test_trashing_at_the_limit_is_not_destroying():
    # a linked Unicorn trashed to make room: its 【Destroyed】 (return pilot, discard) must not happen
    m = pos({"hand": ["ST01-005", "GD01-100"], "resources": 3,
             "units": [{"card": "GD01-005", "pilot": "GD01-088"}] + ["GD01-018"] * 5})
    do(m, {"deploy": "ST01-005"}, {"trash": "GD01-005"})
    check(m, {"players": [{"hand": ["GD01-100"], "trash": ["GD01-005", "GD01-088"]}]})
    assert not [e for e in m.log if e[0] == "destroyed"]


def test_base_limit_one_the_ex_base_is_replaced_and_removed():
    m = pos({"hand": ["GD01-124"], "resources": 1})
    do(m, {"deploy": "GD01-124"})
    check(m, {"players": [{"base": "GD01-124", "removed": 1, "hand": 1, "shields": 5}]})


def test_pairing_puts_one_pilot_under_a_unit_without_pilot():
    m = pos({"hand": ["ST01-010", "ST04-010"], "resources": 5,
             "units": ["GD01-018", {"card": "ST01-005", "pilot": "GD01-089"}]})
    pairs = [a for a in m.legal_actions() if a[0] == "pair"]
    assert {a[2] for a in pairs} == {uid(m, "GD01-018")}  # the GM already has a pilot
    do(m, {"pair": {"pilot": "ST01-010", "unit": "GD01-018"}})
    assert not [a for a in m.legal_actions() if a[0] == "pair"]
    check(m, {"cards": {"GD01-018": {"pilot": "ST01-010", "ap": 6, "hp": 4}}})


def test_pairing_is_not_possible_in_an_action_step():
    m = pos({"units": [{"card": "GD01-018", "rested": False}]},
            {"hand": ["ST01-010", "ST04-013"], "resources": 3, "units": ["ST01-005"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    d = m.decision()
    assert d.kind == "action" and d.player == 1
    assert "pair" not in kinds(m)


def test_activate_main_abilities_and_main_commands_are_not_usable_in_an_action_step():
    # the defender holds Side 7 (【Activate･Main】, rest this Base) with a damaged unit to repair, and Thoroughly
    # Damaged (【Main】 only) with a rested enemy to hit: in the action step only Hawk of Endymion (【Action】) is
    # offered; in the defender's own main phase the other two are (rules/gundam.md §1.7 "Activated effects")
    m = pos({"units": ["GD01-018", {"card": "ST01-005", "rested": True}]},
            {"hand": ["ST01-012", "ST04-013"], "resources": 3, "base": "GD01-124",
             "units": [{"card": "ST01-005", "damage": 1}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    d = m.decision()
    assert (d.kind, d.player) == ("action", 1)
    assert set(d.actions) == {("pass",), ("command", uid(m, "ST04-013"))}
    m = pos({"units": [{"card": "ST01-005", "rested": True}]},
            {"hand": ["ST01-012", "ST04-013"], "resources": 3, "base": "GD01-124",
             "units": [{"card": "ST01-005", "damage": 1}]}, active=1)
    assert {("activate", uid(m, "GD01-124"), 2), ("command", uid(m, "ST01-012"))} <= set(m.legal_actions())


def test_commands_need_a_legal_target():
    m = pos({"hand": ["ST04-013"], "resources": 2})
    assert "command" not in kinds(m)


# ----------------------------------------------------------------------------------- link (§1.4)


def test_unlinked_unit_cannot_attack_the_turn_it_is_deployed():
    m = pos({"hand": ["GD01-018"], "resources": 3})
    do(m, {"deploy": "GD01-018"})
    assert "attack_player" not in kinds(m)


def test_link_unit_attacks_the_turn_it_is_deployed():
    m = pos({"hand": ["GD01-013", "ST01-010"], "resources": 5})
    do(m, {"deploy": "GD01-013"}, {"pair": {"pilot": "ST01-010", "unit": "GD01-013"}})
    assert ("attack_player", uid(m, "GD01-013"), 1) in m.legal_actions()


def test_pilot_that_does_not_meet_the_link_does_not_lift_the_restriction():
    m = pos({"hand": ["GD01-013", "ST04-010"], "resources": 5})
    do(m, {"deploy": "GD01-013"}, {"pair": {"pilot": "ST04-010", "unit": "GD01-013"}})
    check(m, {"cards": {"GD01-013": {"linked": False, "can_attack": False}}})


# --------------------------------------------------------------------------------- attacks (§1.5)


def test_attack_targets_are_the_player_or_rested_enemy_units():
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "ST01-005", "rested": True}, "ST04-005"]})
    targets = {a[2] for a in m.legal_actions() if a[0] == "attack_unit"}
    assert targets == {uid(m, "ST01-005")}
    assert ("attack_player", uid(m, "GD01-018"), 1) in m.legal_actions()


def test_attacking_rests_the_attacker():
    m = pos({"units": ["GD01-018"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"cards": {"GD01-018": {"rested": True}}})


def test_rested_unit_cannot_attack():
    m = pos({"units": [{"card": "GD01-018", "rested": True}]})
    assert "attack_player" not in kinds(m)


def test_unit_battle_both_deal_damage_at_once():
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "ST04-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "ST04-005"}})
    # ReZEL 4/3 vs Strike Dagger 3/2: dagger destroyed, ReZEL destroyed too (3 damage)
    check(m, {"players": [{"units": [], "trash": ["GD01-018"]}, {"units": [], "trash": ["ST04-005"]}]})


def test_blocker_becomes_the_new_target():
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "GD01-068"}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    assert m.decision().kind == "block" and m.decision().player == 1
    do(m, {"block": "GD01-068"})
    # ReZEL 4 AP vs Perfect Strike 4/4: destroyed; the shields are untouched
    check(m, {"players": [{"units": []}, {"shields": 6, "units": [], "base_damage": 0}]})


def test_the_attack_target_cannot_block_for_itself():
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "GD01-068", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "GD01-068"}})
    assert m.decision() is None or m.decision().kind != "block"


def test_a_rested_blocker_cannot_block():
    m = pos({"units": ["GD01-018"]}, {"units": [{"card": "GD01-068", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    # no block decision: the EX Base (3 HP) took 4 damage and was destroyed (removed as a token)
    check(m, {"players": [{}, {"base": "none", "removed": 1}]})


def test_action_step_starts_with_the_standby_player_and_ends_after_both_pass():
    m = pos({"hand": ["ST04-013"], "resources": 2, "units": ["GD01-018"]},
            {"hand": ["ST04-013"], "resources": 2, "units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    assert (m.decision().kind, m.decision().player) == ("action", 1)
    do(m, "pass")
    assert (m.decision().kind, m.decision().player) == ("action", 0)
    do(m, "pass")
    assert m.decision().kind == "main"  # damage dealt, back to the main phase
    check(m, {"players": [{}, {"base": "none"}]})


def test_acting_in_an_action_step_gives_the_other_player_another_chance():
    m = pos({"hand": ["ST04-013"], "resources": 2, "units": ["GD01-018", {"card": "ST01-005", "rested": True}]},
            {"hand": ["ST04-013", "ST04-013"], "resources": 4, "units": [{"card": "ST01-005", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    do(m, "pass")  # defender passes
    do(m, {"command": "ST04-013"})  # attacker bounces the GM (the only legal target: chosen at once)
    assert (m.decision().kind, m.decision().player) == ("action", 1)


def test_removing_the_attacker_in_the_action_step_skips_the_damage():
    m = pos({"units": ["ST04-005"]}, {"hand": ["ST04-013"], "resources": 2})
    do(m, {"attack": {"attacker": "ST04-005", "target": "player"}})
    do(m, {"command": "ST04-013"})  # the attacker is the only legal target
    check(m, {"players": [{"hand": ["ST04-005"], "units": []}, {"base_damage": 0, "shields": 6}]})


def test_base_takes_damage_before_shields():
    m = pos({"units": ["ST01-005"]})
    do(m, {"attack": {"attacker": "ST01-005", "target": "player"}})
    check(m, {"players": [{}, {"base_damage": 2, "shields": 6}]})


def test_a_shield_has_one_hp_and_excess_damage_is_lost():
    m = pos({"units": ["GD01-018"]}, {"base": "none"})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"players": [{}, {"shields": 5, "trash": 1}]})


def test_zero_ap_deals_no_damage():
    m = pos({"units": ["ST03-008"]}, {"base": "none", "units": [{"card": "ST01-005", "rested": True}]})
    m.mods.append((uid(m, "ST03-008"), "ap", -10, 1))
    do(m, {"attack": {"attacker": "ST03-008", "target": "player"}})
    check(m, {"players": [{}, {"shields": 6}]})


def test_battle_damage_with_no_shields_loses():
    m = pos({"units": ["ST01-005"]}, {"base": "none", "shields": 0})
    do(m, {"attack": {"attacker": "ST01-005", "target": "player"}})
    check(m, {"ended": True, "winner": 0, "reason": "battle_damage"})


def test_burst_is_optional_and_resolves_before_the_battle_ends():
    m = pos({"units": ["GD01-018"]}, {"base": "none", "shields": ["ST01-005"] * 5 + ["ST01-010"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    assert m.decision().kind == "burst" and m.decision().player == 1
    do(m, {"burst": "ST01-010"})
    check(m, {"players": [{}, {"hand": ["ST01-010"], "shields": 5}]})


def test_declining_a_burst_leaves_the_shield_in_the_trash():
    m = pos({"units": ["GD01-018"]}, {"base": "none", "shields": ["ST01-005"] * 5 + ["ST01-010"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"no_burst": "ST01-010"})
    check(m, {"players": [{}, {"hand": 0, "trash": ["ST01-010"]}]})


def test_burst_resolves_before_other_waiting_triggers():
    # Shenlong (Breach 3) destroys a linked Unicorn: the defender's 【Destroyed】 and the Burst of the shield the
    # Breach destroyed wait together; the Burst goes first (CR 9-1-6-8)
    m = pos({"units": ["GD01-041"]},
            {"base": "none", "shields": ["ST01-005"] * 5 + ["ST01-010"], "hand": ["GD01-100"],
             "units": [{"card": "GD01-005", "pilot": "GD01-088", "rested": True, "damage": 1}]})
    do(m, {"attack": {"attacker": "GD01-041", "target": "GD01-005"}}, {"burst": "ST01-010"})
    order = [e[2]["card"] for e in m.log if e[0] == "resolve"]
    assert order[:2] == ["ST01-010", "GD01-005"]


def test_deck_out_loses_in_the_draw_phase():
    m = pos({}, {"deck": 0}, step="end")
    check(m, {"ended": True, "winner": 0, "reason": "deck_out"})


def test_hand_limit_ten_discard_is_a_decision():
    m = pos({"hand": ["ST01-005"] * 11 + ["GD01-018"]}, step="end")
    assert m.decision().kind == "discard"
    do(m, {"discard": "GD01-018"})
    assert m.decision().kind == "discard"
    do(m, {"discard": "ST01-005"})
    check(m, {"players": [{"hand": 10, "trash": ["GD01-018", "ST01-005"]}], "active": 1})


def test_end_phase_repair_then_this_turn_effects_end():
    m = pos({"units": [{"card": "GD01-004", "damage": 2}, "ST03-008"]}, {"units": [{"card": "ST01-005",
                                                                                  "rested": True}]})
    do(m, {"attack": {"attacker": "ST03-008", "target": "player"}})
    assert ap(m, uid(m, "ST03-008")) == 3  # Zaku: AP+2 this turn
    do(m, "end_main")
    check(m, {"cards": {"GD01-004": {"damage": 1}, "ST03-008": {"ap": 1}}, "active": 1})


def test_start_phase_sets_cards_active_draws_and_places_a_resource():
    m = pos({"units": [{"card": "ST01-005", "rested": True}], "resources": {"rested": 2}}, step="start")
    check(m, {"cards": {"ST01-005": {"rested": False}}, "players": [{"hand": 1, "resources": 3,
                                                                       "active_resources": 3}]})


# ------------------------------------------------------------------------ triggers and timings (§1.7)


def test_simultaneous_triggers_are_ordered_by_their_controller():
    # ST01-002's 【When Paired･(White Base Team) Pilot】 and Amuro's 【When Paired】 fire together
    m = pos({"hand": ["ST01-010"], "resources": 4, "units": ["ST01-002"]},
            {"units": [{"card": "ST01-005"}]})
    do(m, {"pair": {"pilot": "ST01-010", "unit": "ST01-002"}})
    d = m.decision()
    assert d.kind == "order_triggers" and d.player == 0 and len(d.actions) == 2
    do(m, {"trigger": "ST01-010"})  # Amuro's effect first; its only target is chosen at once
    check(m, {"cards": {"ST01-005": {"rested": True}}, "players": [{"hand": 1}]})


def test_pilot_modifiers_become_the_units():
    m = pos({"units": ["GD01-018"]},
            {"hand": ["GD01-100"], "units": [{"card": "GD01-005", "pilot": "GD01-088", "rested": True}]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "GD01-005"}})
    # Unicorn 4/3 + Banagher +2/+2 = 6/5 survives ReZEL's 4 damage
    check(m, {"cards": {"GD01-005": {"damage": 4}}})


def test_destroyed_linked_unicorn_returns_its_pilot_and_discards():
    m = pos({"units": [{"card": "GD01-041", "grant": {"first_strike": 1}}]},
            {"hand": ["GD01-100"], "units": [{"card": "GD01-005", "pilot": "GD01-088", "rested": True,
                                              "damage": 1}]})
    m.mods.append((uid(m, "GD01-041"), "ap", 10, 1))
    do(m, {"attack": {"attacker": "GD01-041", "target": "GD01-005"}})
    assert m.decision().kind == "discard" and m.decision().player == 1
    do(m, {"discard": "GD01-100"})
    check(m, {"players": [{}, {"hand": ["GD01-088"], "trash": ["GD01-005", "GD01-100"]}]})


def test_once_per_turn_is_counted_per_card():
    m = pos({"resources": 6, "base": "ST01-015"})
    do(m, {"activate": "ST01-015"})
    assert ("activate", uid(m, "ST01-015"), 2) not in m.legal_actions()


def test_tokens_leaving_play_are_removed_from_the_game():
    m = pos({"units": ["T-001"]}, {"units": [{"card": "GD01-018", "rested": True}]})
    do(m, {"attack": {"attacker": "T-001", "target": "GD01-018"}})
    check(m, {"cards": {"T-001": {"zone": "removed"}}, "players": [{"trash": 0}]})
