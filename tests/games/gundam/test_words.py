"""Gundam's words for a reader (issue 16, items 3–4): twin Units told apart by their place in the battle area, a
payment narrated with what it pays for, and a board that numbers the battle area as the words do."""

from __future__ import annotations

from rich.console import Console

from tcgkit.games.gundam.game import GundamGame

GAME = GundamGame()


def _position(setup):
    return GAME.scenarios().build(setup, "test")


def test_twin_units_that_differ_are_told_apart_by_their_place_and_alike_ones_are_one_choice():
    m = _position({"players": [{"units": [{"card": "ST01-005"}, {"card": "ST01-005", "rested": True},
                                          {"card": "ST01-005"}]},
                               {"units": [{"card": "ST01-003", "rested": True}]}]})
    words = [w for w, _a in GAME.presentation.choices(m)]
    # a rested GM differs from the active ones: every GM is named with its place, and only the active ones attack
    assert "attack player 1 with GM (your battle area 1)" in words
    assert "attack player 1 with GM (your battle area 3)" in words
    assert not any("battle area 2" in w for w in words)
    assert "attack Guncannon with GM (your battle area 1)" in words


def test_alike_twin_units_are_one_choice():
    m = _position({"players": [{"units": ["ST01-005", "ST01-005"]}, {}]})
    words = [w for w, _a in GAME.presentation.choices(m)]
    assert words.count("attack player 1 with GM") == 1 and len(m.legal_actions()) == len(words) + 1


def test_a_payment_says_what_it_pays_for():
    m = _position({"players": [{"hand": ["ST01-005"], "resources": 2}, {}]})
    m.apply(("deploy", m.zones[m.z_hand[0]][0]))
    lines = [GAME.presentation.describe_event(m, e) for e in m.log if e[0] == "pay"]
    assert lines == ["player 0 pays 1 for GM"]


def test_the_board_numbers_the_battle_area_and_names_the_viewer():
    m = _position({"players": [{"units": ["ST01-005", "ST01-003"]}, {}]})
    con = Console(width=120, record=True)
    con.print(GAME.presentation.render(m.view(0)))
    text = con.export_text()
    assert "1. GM" in text and "2. Guncannon" in text and "you are P0" in text and "P0 (you)" in text
