"""Rules of Soulbound Ærkana beyond the scenario files: the turn, the response stack with several players, the
rulings this game makes where the seed and digest are silent (docs/games/soulbound_arkana.md), determinisation."""

from __future__ import annotations

from tcgkit.core.rng import Rng
from tests.games.soulbound_arkana.helpers import do, game, legal, position, uid, zone_ids

DECK = ["SA-W01", "SA-W02", "SA-W03"]


def test_the_turn_runs_draw_preparation_seals_bind_action_flow():
    g = game()
    m = g.new_match(g.default_decks(), 3, first_player=0)
    assert (m.active, m.step, m.turn_number) == (0, "bind", 1)
    assert m.pending.kind == "bind" and ("end_bind",) in m.legal_actions()
    m.apply(("end_bind",))
    assert m.step == "action"
    m.apply(("end_turn",))
    kinds = [e[0] for e in m.log[-8:]]
    assert (m.active, m.turn_number) == (1, 2) and "draw" in kinds and "refill" in kinds


def test_uids_tell_nothing_about_cards_because_decks_enter_shuffled():
    g = game()
    first = {g.new_match(g.default_decks(), s).card_def[0].id for s in range(12)}
    assert len(first) > 3


def test_each_opponent_may_answer_once_in_turn_order():
    m = position({"mode": "ffa", "players": [
        {"beings": ["SA-W03"], "deck": DECK},
        {"beings": ["SA-W01"], "spells": ["SA-S01"], "deck": DECK},
        {"spells": ["SA-S01"], "deck": DECK}]})
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert (m.pending.player, m.pending.kind) == (1, "respond")
    do(m, "pass")
    assert (m.pending.player, m.pending.kind) == (2, "respond")
    do(m, {"activate": "SA-S01@2"})
    assert m.pending.kind == "action" and zone_ids(m, "beings", 1) == ["SA-W01"] and m.sp == [10, 10, 7]


def test_an_answer_may_be_answered_and_the_stack_resolves_last_in_first_out():
    m = position({"players": [
        {"beings": ["SA-W03"], "spells": ["SA-A03", "SA-S02"], "deck": DECK},
        {"beings": ["SA-W04"], "spells": ["SA-S02"], "deck": DECK}]})
    do(m, {"activate": "SA-A03"}, {"activate": "SA-S02@1"})
    assert (m.pending.player, m.pending.kind, len(m.chain)) == (0, "respond", 2)
    m.apply(("activate", uid(m, "SA-S02@0")))
    m.apply(("target", uid(m, "SA-W04@1")))  # player 0's Fesselrune resolves first
    m.apply(("target", uid(m, "SA-W03@0")))  # then player 1's
    resolved = [m.card_def[e[2]["uid"]].id + f"@{m.card_owner[e[2]['uid']]}" for e in m.log if e[0] == "resolve"]
    assert resolved == ["SA-S02@0", "SA-S02@1", "SA-A03@0"]
    assert m.chain == [] and len(zone_ids(m, "hand", 0)) == 2


def test_a_teammate_never_answers_its_own_side():
    m = position({"mode": "2v2", "players": [
        {"beings": ["SA-W03"], "deck": DECK}, {"beings": ["SA-W01"], "deck": DECK},
        {"spells": ["SA-S01"], "deck": DECK}, {"deck": DECK}]})
    do(m, {"attack": ["SA-W03", "SA-W01@1"]})
    assert m.pending.kind == "action" and zone_ids(m, "flow", 1) == ["SA-W01"]


def test_a_seal_that_answers_attacks_is_not_offered_in_the_preparation_step():
    m = position({"step": "seals", "players": [{"spells": ["SA-S01", "SA-S02"], "deck": DECK},
                                               {"beings": ["SA-W01"], "deck": DECK}]})
    assert m.pending.kind == "prepare"
    assert [m.card_def[a[1]].id for a in m.legal_actions() if a[0] == "activate"] == ["SA-S02"]


def test_playing_a_field_arcanum_opens_no_response_window():
    m = position({"players": [{"hand": ["SA-A05"], "deck": DECK}, {"spells": ["SA-S02"], "beings": ["SA-W01"],
                                                                    "deck": DECK}]})
    do(m, {"play": "SA-A05"})
    assert (m.pending.player, m.pending.kind) == (0, "action")


def test_a_fusion_performed_by_its_arcanum_pays_the_arcanum_and_the_special_binding_but_not_the_normal_binding():
    m = position({"players": [{"hand": ["SA-W01"], "flow": ["SA-W02"], "spells": ["SA-A01"],
                               "special_deck": ["SA-F01"], "deck": DECK}, {"deck": DECK}]})
    do(m, {"activate": "SA-A01"})
    assert m.sp[0] == 10 - 3 - 2 and m.bindings_left == 1


def test_a_fusion_needs_a_free_zone_or_a_material_from_the_field():
    beings = ["SA-W03", "SA-W04", "SA-W07", "SA-W08", "SA-W09"]
    setup = {"players": [{"hand": ["SA-W01", "SA-W02"], "beings": beings, "spells": ["SA-A01"],
                          "special_deck": ["SA-F01"], "deck": DECK}, {"deck": DECK}]}
    assert not legal(position(setup), {"activate": "SA-A01"})
    setup["players"][0]["beings"] = ["SA-W03", "SA-W04", "SA-W07", "SA-W08", "SA-W02"]
    m = position(setup)
    do(m, {"activate": "SA-A01"})
    assert zone_ids(m, "beings", 0)[-1] == "SA-F01" and "SA-W02" in zone_ids(m, "flow", 0)


def test_a_player_who_falls_to_zero_in_their_own_turn_leaves_and_the_next_player_goes_on():
    m = position({"mode": "ffa", "players": [
        {"bp": 300, "beings": ["SA-W01"], "deck": DECK},
        {"beings": [{"card": "SA-W02", "mode": "shield"}], "deck": DECK},
        {"deck": DECK}]})
    do(m, {"attack": ["SA-W01", "SA-W02"]})
    assert not m.alive(0) and m.active == 1 and m.pending.player == 1


def test_determinisation_redeals_identities_and_keeps_places_and_uids():
    m = position({"players": [{"beings": [{"card": "SA-W09", "mode": "face_down"}], "hand": ["SA-W01"],
                               "deck": ["SA-W06", "SA-A03"], "spells": ["SA-S01"]},
                              {"beings": ["SA-W03"], "deck": DECK}]})
    seen = set()
    for s in range(40):
        c = m.clone()
        c.resample_hidden(1, Rng(s))
        assert c.zones == m.zones and c.pos == m.pos
        down = c.card_def[uid(m, "SA-W09")]
        set_card = c.card_def[uid(m, "SA-S01")]
        assert down.type == "being" and set_card.type in ("arcanum", "seal")
        seen.add(down.id)
    assert seen == {"SA-W09", "SA-W01", "SA-W06"}


def test_an_eliminated_players_overlay_materials_leave_the_game_with_it():
    m = position({"mode": "ffa", "players": [
        {"beings": ["SA-W06"], "deck": DECK},
        {"bp": 500, "beings": [{"card": "SA-X01", "materials": ["SA-W03", "SA-W04"]}], "deck": DECK},
        {"deck": DECK}]}, direct_attack="always")
    do(m, {"attack_direct": ["SA-W06", 1]})
    assert not m.alive(1) and m.attached == [] and m.zones[m.zid.materials[0]] == []
    assert sorted(zone_ids(m, "exile", 1)) == sorted(["SA-W03", "SA-W04", "SA-X01", *DECK])


def test_the_cards_of_a_player_who_is_out_leave_the_game_unseen_unless_they_were_known():
    m = position({"mode": "ffa", "players": [
        {"beings": ["SA-W06"], "deck": DECK},
        {"bp": 500, "beings": ["SA-W03", {"card": "SA-W09", "mode": "face_down"}], "hand": ["SA-W02"],
         "flow": ["SA-W04"], "deck": DECK},
        {"deck": DECK}]}, direct_attack="always")
    do(m, {"attack_direct": ["SA-W06", 1]})
    seen = sorted(c["id"] for c in m.view(0).public_zone("exile", 1) if "id" in c)
    assert seen == ["SA-W03", "SA-W04"]  # face up on the field and in the flow; hand, deck, face-down: unseen
    assert len(m.view(0).public_zone("exile", 1)) == 4 + len(DECK)
    assert sorted(c["id"] for c in m.view(1).public_zone("exile", 1)) == sorted(
        ["SA-W02", "SA-W03", "SA-W04", "SA-W09", *DECK])  # their owner sees all of their exile
