"""The project rulings of rules/gundam.md §1.10 (and the §1.9 options): each default, and the alternative."""

from __future__ import annotations

import pytest

from tcgkit.core import TcgkitError
from tcgkit.games.gundam.cards.compile import parse_link
from tcgkit.games.gundam.game import GundamGame
from tcgkit.games.gundam.options import GundamOptions

from .helpers import check, do, pos, uid


def test_every_ruling_is_a_named_option_citing_its_source():
    fields = GundamOptions.model_fields
    for n, name in enumerate(["suppression_with_base", "link_checked_at_attack", "link_by_trait_and_pilot_commands",
                              "deck_out_check", "ex_resource_over_limit_placed", "action_step_all_pass",
                              "burst_main_skips_cost"], start=1):
        assert f"§1.10 ruling {n}" in fields[name].description
    for name in ("end_phase_order", "trash_at_limit"):
        assert "§1.9" in fields[name].description
    with pytest.raises(TcgkitError, match="no_such"):
        GundamGame({"no_such": 1})


# -- ruling 1: Suppression and a Base


SUP = {"units": [{"card": "GD01-018", "grant": {"suppression": 1}}]}


def test_ruling1_suppression_does_nothing_while_a_base_takes_the_damage():
    m = pos(SUP)
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"players": [{}, {"base": "none", "shields": 6}]})


def test_ruling1_alternative_suppression_also_hits_the_top_shield_behind_a_base():
    m = pos(SUP, options={"suppression_with_base": True})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}})
    check(m, {"players": [{}, {"base": "none", "shields": 5}]})


# -- ruling 2: link checked at attack


def test_ruling2_unit_deployed_this_turn_linked_later_may_attack():
    m = pos({"hand": ["GD01-077", "ST04-010"], "resources": 5})
    do(m, {"deploy": "GD01-077"})
    check(m, {"cards": {"GD01-077": {"can_attack": False}}})
    do(m, {"pair": {"pilot": "ST04-010", "unit": "GD01-077"}})
    check(m, {"cards": {"GD01-077": {"can_attack": True, "linked": True}}})


def test_ruling2_alternative_pairing_later_does_not_lift_the_restriction():
    m = pos({"hand": ["GD01-077", "ST04-010"], "resources": 5}, options={"link_checked_at_attack": False})
    do(m, {"deploy": "GD01-077"}, {"pair": {"pilot": "ST04-010", "unit": "GD01-077"}})
    check(m, {"cards": {"GD01-077": {"can_attack": False, "linked": True}}})


# -- ruling 3: matching link text


def test_ruling3_link_by_name():
    m = pos({"units": [{"card": "GD01-013", "pilot": "ST01-010"}, {"card": "GD01-077", "pilot": "ST01-010"}]})
    check(m, {"cards": {"GD01-013": {"linked": True}, "GD01-077": {"linked": False}}})


def test_ruling3_link_by_trait():
    m = pos({"units": [{"card": "GD01-004", "pilot": "ST01-010"}, {"card": "GD01-011", "pilot": "ST04-010"}]})
    # Guncannon needs a (White Base Team) pilot: Amuro has it; Loto needs (Earth Federation): Kira lacks it
    check(m, {"cards": {"GD01-004": {"linked": True}, "GD01-011": {"linked": False}}})


def test_ruling3_pilot_command_counts_under_its_pilot_name_and_traits():
    m = pos({"units": [{"card": "GD01-004", "pilot": "ST01-012"}, {"card": "GD01-013", "pilot": "ST01-013"}]})
    # Thoroughly Damaged has (White Base Team): links Guncannon; Kai Shiden is not Amuro Ray
    check(m, {"cards": {"GD01-004": {"linked": True, "ap": 2, "hp": 4}, "GD01-013": {"linked": False, "ap": 4}}})


def test_ruling3_alternatives_split_on_slash():
    assert parse_link("[Christina Mackenzie] / [Amuro Ray]") == (("Christina Mackenzie", "Amuro Ray"), ())
    assert parse_link("(Newtype) Trait / (Cyber-Newtype) Trait") == ((), ("Newtype", "Cyber-Newtype"))
    assert parse_link(None) == ((), ())


def test_ruling3_alternative_pilot_commands_never_link():
    m = pos({"units": [{"card": "GD01-004", "pilot": "ST01-012"}]},
            options={"link_by_trait_and_pilot_commands": False})
    check(m, {"cards": {"GD01-004": {"linked": False}}})


def test_a_unit_without_a_link_condition_never_links():
    m = pos({"units": [{"card": "GD01-018", "pilot": "GD01-089"}]})
    check(m, {"cards": {"GD01-018": {"linked": False}}})


# -- ruling 4: deck-out check


def test_ruling4_deck_out_checked_after_each_step():
    m = pos({"hand": ["GD01-118", "GD01-018"], "resources": 2, "deck": 1})
    do(m, {"command": "GD01-118"})
    # draw 2 with 1 card: draws 1, then loses before the discard
    check(m, {"ended": True, "winner": 1, "reason": "deck_out", "players": [{"hand": 2}]})


def test_ruling4_alternative_deck_out_checked_when_the_effect_is_done():
    m = pos({"hand": ["GD01-118", "GD01-018"], "resources": 2, "deck": 1},
            options={"deck_out_check": "end_of_effect"})
    do(m, {"command": "GD01-118"})
    assert m.decision().kind == "discard"
    do(m, {"discard": "GD01-018"})
    check(m, {"ended": True, "winner": 1, "reason": "deck_out"})


# -- ruling 5: EX Resource limits


def test_ruling5_ex_resource_over_five_is_not_placed():
    m = pos({"hand": ["ST02-002"], "resources": {"active": 3, "ex": 5}})
    do(m, {"deploy": "ST02-002"})
    check(m, {"players": [{"ex_resources": 5}]})


def test_ruling5_ex_resource_over_fifteen_in_total_is_not_placed():
    m = pos({"hand": ["ST02-002"], "resources": {"active": 14, "ex": 1}})
    do(m, {"deploy": "ST02-002"})
    check(m, {"players": [{"resources": 15, "ex_resources": 1}]})


def test_ruling5_alternative_places_it_anyway():
    m = pos({"hand": ["ST02-002"], "resources": {"active": 3, "ex": 5}},
            options={"ex_resource_over_limit_placed": True})
    do(m, {"deploy": "ST02-002"})
    check(m, {"players": [{"ex_resources": 6}]})


# -- ruling 6: the action step ends when every player passed in a row


def test_ruling6_one_pass_does_not_end_the_action_step():
    m = pos({"hand": ["ST04-013"], "resources": 2, "units": ["ST04-005", {"card": "ST01-005", "rested": True}]},
            {"hand": ["ST04-013"], "resources": 2, "units": [{"card": "GD01-018", "rested": True}]})
    do(m, {"attack": {"attacker": "ST04-005", "target": "player"}})
    do(m, "pass")
    assert m.decision().kind == "action" and m.decision().player == 0
    do(m, {"command": "ST04-013"})  # returns ReZEL (3 HP), the only enemy unit
    assert m.decision().kind == "action" and m.decision().player == 1  # passes start over
    assert GundamGame().options.action_step_all_pass is True


# -- ruling 7: Burst using a 【Main】


def test_ruling7_burst_main_is_free_and_targets_as_usual():
    m = pos({"units": ["GD01-018", {"card": "ST04-005", "rested": True}]},
            {"base": "none", "shields": ["ST01-005"] * 5 + ["GD01-117"]})
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"burst": "GD01-117"})
    # Witch and the Bride: choose an enemy unit with 5 or less HP: ReZEL (3) or Strike Dagger (2)
    assert m.decision().kind == "target" and m.decision().player == 1
    do(m, {"target": "GD01-018"})
    check(m, {"players": [{"hand": ["GD01-018"]}, {"resources": 0}]})


def test_ruling7_burst_main_with_no_target_does_nothing():
    m = pos({"units": ["GD01-018"]},
            {"base": "none", "shields": ["ST01-005"] * 5 + ["GD01-117"]})
    m.mods.append((uid(m, "GD01-018"), "hp", 5, 0))  # 8 HP: no legal target
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"burst": "GD01-117"})
    check(m, {"decision": {"player": 0, "kind": "main"}, "players": [{"units": ["GD01-018"]}]})


def test_ruling7_alternative_burst_main_must_be_paid():
    opts = {"burst_main_skips_cost": False}
    m = pos({"units": ["GD01-018"]}, {"base": "none", "shields": ["ST01-005"] * 5 + ["GD01-117"]}, options=opts)
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"burst": "GD01-117"})
    check(m, {"players": [{"units": ["GD01-018"]}, {}]})  # no resources: nothing happens
    m = pos({"units": ["GD01-018"]}, {"base": "none", "resources": 5,
                                      "shields": ["ST01-005"] * 5 + ["GD01-117"]}, options=opts)
    do(m, {"attack": {"attacker": "GD01-018", "target": "player"}}, {"burst": "GD01-117"})
    check(m, {"players": [{"hand": ["GD01-018"]}, {"active_resources": 3}]})


# -- §1.9: end-phase order, trashing at the limit, Player One's first draw


def _end_phase_events(options):
    m = pos({"hand": ["ST01-005"] * 11, "units": ["ST03-008"]}, {"units": [{"card": "ST01-005", "rested": True}]},
            options=options)
    do(m, {"attack": {"attacker": "ST03-008", "target": "player"}}, "end_main", {"discard": "ST01-005"})
    return [e[0] for e in m.log if e[0] in ("discard", "turn_end", "repair")]


def test_end_phase_order_cr_hand_step_before_cleanup():
    assert _end_phase_events(None) == ["discard", "turn_end"]


def test_end_phase_order_seed_cleanup_before_hand_step():
    assert _end_phase_events({"end_phase_order": "seed"}) == ["turn_end", "discard"]


def test_trash_at_limit_must_by_default():
    m = pos({"hand": ["ST01-005"], "resources": 3, "units": ["GD01-018"] * 6})
    do(m, {"deploy": "ST01-005"})
    assert ("cancel",) not in m.legal_actions()


def test_trash_at_limit_may_lets_the_player_cancel():
    m = pos({"hand": ["ST01-005"], "resources": 3, "units": ["GD01-018"] * 6}, options={"trash_at_limit": "may"})
    do(m, {"deploy": "ST01-005"}, "cancel")
    check(m, {"players": [{"hand": ["ST01-005"], "units": 6, "active_resources": 3}]})


def test_player_one_first_draw_option():
    game = GundamGame({"player_one_draws": False})
    m = game.new_match(game.default_decks(), 2)
    m.apply(("keep",))
    m.apply(("keep",))
    start = next(i for i, e in enumerate(m.log) if e[0] == "setup_done")
    assert not [e for e in m.log[start:] if e[0] == "draw" and e[2]["player"] == 0 and m.turn_number == 1]


def test_games_with_every_alternative_ruling_end_with_a_winner():
    from tcgkit.ai import RandomAgent, play_out

    alt = GundamGame({"suppression_with_base": True, "link_checked_at_attack": False,
                      "link_by_trait_and_pilot_commands": False, "deck_out_check": "end_of_effect",
                      "ex_resource_over_limit_placed": True, "burst_main_skips_cost": False,
                      "end_phase_order": "seed", "trash_at_limit": "may", "player_one_draws": False})
    decks = alt.default_decks()
    for seed in range(100):
        m = alt.new_match(decks, seed, log_events=False)
        play_out(m, [RandomAgent(seed), RandomAgent(seed + 1)])
        assert m.ended and len(m.winners) == 1


# -- Bursts and newer triggers (docs/games/gundam.md; scenarios burst_waits_before_a_trigger_an_earlier_burst_created
#    and newer_trigger_overtakes_a_waiting_burst_under_newest_batch)


def test_burst_ruling_is_a_named_option_citing_its_source():
    field = GundamOptions.model_fields["trigger_order"]
    assert field.default == "priority_first" and "CR 9-1-6-8" in field.description and "§1.7" in field.description


def test_burst_ruling_picks_the_core_trigger_policy():
    assert pos().trigger_policy == "priority_first"
    assert pos(options={"trigger_order": "newest_batch"}).trigger_policy == "newest_batch"


def test_games_under_the_newest_batch_reading_end_with_a_winner():
    from tcgkit.ai import RandomAgent, play_out

    game = GundamGame({"trigger_order": "newest_batch"})
    for seed in range(50):
        m = game.new_match(game.default_decks(), seed, log_events=False)
        play_out(m, [RandomAgent(seed), RandomAgent(seed + 1)])
        assert m.ended and len(m.winners) == 1
