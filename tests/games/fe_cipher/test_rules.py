"""Core rules that scenario files cannot reach: set-up (Main Character face down, draw 6, the mulligan, 5 orbs,
the flip), hidden information (orbs hidden from their owner), and a few interactions."""

from __future__ import annotations

from tcgkit.games.fe_cipher.setup import HAND_SIZE, ORBS
from tests.games.fe_cipher.helpers import GAME, check, do, legal, pos


def new(seed=1, **setup):
    return GAME.new_match(GAME.default_decks(), seed, **setup)


def test_setup_sets_each_main_character_face_down_then_deals_6_and_asks_the_first_player_to_mulligan():
    m = new(first_player=1)
    assert m.pending.kind == "mulligan" and m.pending.player == 1
    for p in (0, 1):
        assert m.hand_count(p) == HAND_SIZE and m.zones[m.z_mc[p]] == [m.mc[p]]
    assert not m.sees(0, m.mc[1]) and m.sees(1, m.mc[1]) and not m.sees(None, m.mc[0])


def test_after_both_mulligans_orbs_are_set_and_both_main_characters_flip_together():
    m = new(first_player=0)
    m.apply(("keep",))
    m.apply(("keep",))
    for p in (0, 1):
        assert m.orb_count(p) == ORBS and m.zones[m.z_front[p]] == [m.mc[p]]
        assert m.card_def[m.mc[p]].cost == 1
    assert m.sees(None, m.mc[0]) and m.sees(None, m.mc[1])
    assert m.turn_number == 1 and m.active == 0 and m.step in ("bond", "deployment")


def test_the_mulligan_returns_the_whole_hand_and_draws_six_once():
    m = new(seed=5, first_player=0)
    before = sorted(m.zones[m.z_hand[0]])
    m.apply(("mulligan",))
    assert m.hand_count(0) == HAND_SIZE and sorted(m.zones[m.z_hand[0]]) != before
    assert m.pending.player == 1 and m.pending.kind == "mulligan"


def test_orbs_are_hidden_from_everybody_their_owner_included():
    m = new(first_player=0)
    m.apply(("keep",))
    m.apply(("keep",))
    for p in (0, 1):
        for u in m.zones[m.z_orbs[p]]:
            assert not m.sees(0, u) and not m.sees(1, u) and not m.sees(None, u)
        assert all(c is None for c in m.view(p).cards("orbs", p))


def test_a_broken_orb_is_seen_by_its_owner_only():
    m = pos({"front_line": ["B01-003", "B01-019"]}, {})
    do(m, {"attack": ["B01-019", "B01-053@1"]})
    orb = m.zones[m.z_hand[1]][0]
    assert m.sees(1, orb) and not m.sees(0, orb) and not m.sees(None, orb)


def test_first_player_is_random_by_seed_unless_given():
    firsts = {new(seed=s).first_player for s in range(12)}
    assert firsts == {0, 1}
    assert new(seed=3, first_player=1).first_player == 1


def test_a_unit_deployed_this_turn_may_attack():
    m = pos({"hand": ["B01-019"], "bonds": ["B01-036"]}, step="deployment")
    do(m, {"deploy": ["B01-019", "front_line"]}, "end_deployment")
    assert legal(m, {"attack": ["B01-019", "B01-053@1"]})


def test_a_tapped_unit_may_still_use_a_skill_without_a_tap_cost():
    m = pos({"front_line": ["B01-003", {"card": "B01-036", "tapped": True}], "bonds": ["B01-019"]})
    assert legal(m, {"act": ["B01-036", 0]})


def test_class_change_onto_a_copy_of_the_same_card_and_several_in_one_turn():
    m = pos({"front_line": ["B01-003", {"card": "B01-004", "class_changed": True}, "B01-005"],
             "hand": ["B01-004", "B01-004"], "bonds": ["B01-036"] * 6}, step="deployment")
    caeda = m.units(0)[1]
    hand = m.zones[m.z_hand[0]]
    m.apply(("class_change", hand[0], caeda))
    top = m.units(0)[1]
    assert m.stack_of(top)[1] == caeda and m.card_def[top].id == "B01-004"
    b01_004 = [u for u in m.zones[m.z_hand[0]] if m.card_def[u].id == "B01-004"][0]
    m.apply(("class_change", b01_004, top))
    check(m, {"spent": [6, 0]})
    assert len(m.stack_of(m.units(0)[1])) == 3


def test_symbols_come_from_face_up_bonds_only():
    m = pos({"hand": ["B01-019"], "bonds": [{"card": "B01-036", "face_down": True}]}, step="deployment")
    assert not legal(m, {"deploy": ["B01-019", "front_line"]})


def test_the_combat_is_a_flow_table_run_as_a_procedure():
    from tcgkit.games.fe_cipher.flow import COMBAT, TURN

    assert COMBAT.step_names() == ("declare", "support", "critical_hit", "evade", "resolution", "end_of_combat")
    assert [s.phase or s.name for s in TURN.steps] == (["beginning"] * 4
                                                       + ["bond", "deployment", "deployment", "action", "end"])
