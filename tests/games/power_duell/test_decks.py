"""Decklists (decks.py): the shipped decks, every deck rule with its line, user cards through ``cards: FILE``,
and replays that embed user cards (rules/power_duell.md §3, §10.20)."""

from __future__ import annotations

import json

import pytest

from tcgkit.core.errors import DeckError
from tcgkit.core.replay import Replay
from tcgkit.games.power_duell.game import DEFAULT_DECKS

from .helpers import GAME

USER_CARDS = """set: mine
cards:
  - {id: U-001, name: Sternenhirsch, type: monster, planet: Jupiter, ap: 150, dp: 450, lp: 3100, attack_cost: 1,
     ao: 2, abilities: [{when: attacks, do: [{boost: {ap: 30, to: this, for: calculation}}]}]}
  - {id: U-002, name: Kaputt, type: monster, planet: Pluto, ap: 100, dp: 300, lp: 3000, attack_cost: 1, ao: 1}
"""
GLUT = DEFAULT_DECKS[0].read_text(encoding="utf-8")


def write(tmp_path, text: str, name: str = "deck.txt"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def test_both_proposed_decks_are_valid():
    for path in DEFAULT_DECKS:
        deck = GAME.load_deck(path)
        assert GAME.validate_deck(deck) == []
        assert (len(deck.guardians), len(deck.monsters), len(deck.energy)) == (1, 15, 15)


def test_a_fourth_copy_is_named_with_its_line(tmp_path):
    p = write(tmp_path, GLUT.replace("3 PD-M01 Funkenwolf", "4 PD-M01 Funkenwolf"))
    problems = GAME.validate_deck(GAME.load_deck(p))
    assert [(pr.rule, pr.line) for pr in problems] == [("max_copies", 5)]
    assert "PD-M01 appears 4 times; at most 3" in problems[0].message


def test_deck_sizes_and_gods_are_checked(tmp_path):
    text = "1 PD-G01\n1 PD-G02\n3 PD-M01\n3 PD-E01\n"
    problems = GAME.validate_deck(GAME.load_deck(write(tmp_path, text)))
    assert {(pr.rule, pr.line) for pr in problems} == {("one_guardian_god", 2), ("monster_deck_size", 3),
                                                       ("energy_deck_size", 4)}
    assert all(pr.source == "rules/power_duell.md §3" for pr in problems)


def test_no_guardian_god_is_an_error(tmp_path):
    text = GLUT.replace("1 PD-G01 Feuerwächter Aramor\n", "")
    assert [pr.rule for pr in GAME.validate_deck(GAME.load_deck(write(tmp_path, text)))] == ["one_guardian_god"]


def test_unknown_card_names_file_and_line(tmp_path):
    with pytest.raises(DeckError, match=r"deck.txt:2: unknown card id 'PD-X99'"):
        GAME.load_deck(write(tmp_path, "1 PD-G01\n3 PD-X99\n"))


def test_a_wrong_name_is_a_warning_and_the_id_counts(tmp_path):
    deck = GAME.load_deck(write(tmp_path, GLUT.replace("3 PD-M01 Funkenwolf", "3 PD-M01 Feuerwolf")))
    problems = GAME.validate_deck(deck)
    assert [(pr.rule, pr.severity, pr.line) for pr in problems] == [("name_mismatch", "warning", 5)]


def test_a_deck_mixes_shipped_and_user_cards(tmp_path):
    write(tmp_path, USER_CARDS, "mine.yaml")
    text = "cards: mine.yaml\n" + GLUT.replace("3 PD-M04 Schwarmfalke", "3 U-001 Sternenhirsch")
    deck = GAME.load_deck(write(tmp_path, text))
    assert GAME.validate_deck(deck) == []
    assert sum(c.id == "U-001" for c in deck.monsters) == 3
    assert [c["id"] for c in deck.user_cards] == ["U-001"]


def test_a_broken_user_card_in_the_deck_names_its_file_line(tmp_path):
    write(tmp_path, USER_CARDS, "mine.yaml")
    with pytest.raises(DeckError, match=r"deck.txt:3: U-002 in the card file has errors; first: .*mine.yaml:5"):
        GAME.load_deck(write(tmp_path, "cards: mine.yaml\n1 PD-G01\n3 U-002\n"))


def test_an_unreadable_card_file_is_a_deck_error(tmp_path):
    with pytest.raises(DeckError, match=r"deck.txt:1: cannot use the card file"):
        GAME.load_deck(write(tmp_path, "cards: missing.yaml\n1 PD-G01\n"))


def test_replays_embed_user_cards_and_reproduce(tmp_path):
    write(tmp_path, USER_CARDS, "mine.yaml")
    text = "cards: mine.yaml\n" + GLUT.replace("3 PD-M04 Schwarmfalke", "3 U-001 Sternenhirsch")
    deck = GAME.load_deck(write(tmp_path, text))
    m = GAME.new_match([deck, GAME.default_decks()[1]], 3)
    from tcgkit.ai.base import RandomAgent, play_out

    play_out(m, [RandomAgent(1), RandomAgent(2)])
    data = json.loads(Replay.from_match(m).model_dump_json())
    assert data["decks"][0]["cards"][0]["id"] == "U-001"
    again = Replay.model_validate(data).run()
    assert again.fingerprint() == m.fingerprint()


def test_deck_json_round_trip():
    deck = GAME.default_decks()[0]
    back = GAME.deck_from_json(json.loads(json.dumps(GAME.deck_to_json(deck))))
    assert [c.id for c in back.monsters] == [c.id for c in deck.monsters]
    assert back.guardian.id == "PD-G01"


def test_deck_from_json_refuses_unknown_ids():
    with pytest.raises(DeckError, match="unknown card id"):
        GAME.deck_from_json({"guardians": ["PD-G01"], "monsters": ["NOPE"], "energy": []})
