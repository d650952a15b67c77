"""Deck rules (seed 002 Allgemeine Regeln 2–3): every problem names its line and rule; the shipped decks are legal."""

from __future__ import annotations

import pytest

from tcgkit.core.errors import DeckError
from tcgkit.games.soulbound_arkana.game import DECKS
from tests.games.soulbound_arkana.helpers import game

BASE = DECKS["glut_und_flut"].read_text(encoding="utf-8")


def check(tmp_path, text):
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    g = game()
    return [(p.rule, p.line) for p in g.validate_deck(g.load_deck(path))]


@pytest.mark.parametrize("name", sorted(DECKS))
def test_shipped_decks_are_legal(name):
    g = game()
    deck = g.load_deck(DECKS[name])
    assert g.validate_deck(deck) == [] and len(deck.main) == 40


@pytest.mark.parametrize("mode", ["standard", "ffa", "2v2"])
def test_default_decks_fill_every_seat_of_a_mode(mode):
    g = game()
    lo = g.modes()[mode] if isinstance(g.modes()[mode], int) else g.modes()[mode][1]
    assert len(g.default_decks(mode)) == lo


def test_a_main_deck_of_39_is_too_small(tmp_path):
    assert check(tmp_path, BASE.replace("3 SA-W01 Glutfuchs", "2 SA-W01 Glutfuchs")) == [("main_deck_size", None)]


def test_a_main_deck_of_61_is_too_large(tmp_path):
    extra = "\n".join(f"3 SA-W0{i}" for i in (1, 2, 3, 4, 5, 6, 7)) + "\n"
    assert ("main_deck_size", None) in check(tmp_path, BASE + extra)


def test_more_than_ten_special_beings_names_the_last_special_line(tmp_path):
    text = BASE + "3 SA-X01\n3 SA-N01\n1 SA-N01\n"  # 3 + 1 + 3 + 3 + 1 = 11 special beings
    assert ("special_deck_size", text.count("\n")) in check(tmp_path, text)


def test_four_copies_break_the_three_copy_rule_at_the_last_line(tmp_path):
    text = BASE + "1 SA-W01\n"
    assert ("copies", text.count("\n")) in check(tmp_path, text)


def test_a_printed_limit_of_one_is_enforced(tmp_path):
    text = BASE.replace("1 SA-A02 Große Flutwoge", "2 SA-A02 Große Flutwoge")
    line = text.splitlines().index("2 SA-A02 Große Flutwoge") + 1
    problems = game().validate_deck(game().load_deck(_write(tmp_path, text)))
    assert [(p.rule, p.line, "printed limit 1" in p.message) for p in problems if p.rule == "copies"] == \
        [("copies", line, True)]


def test_a_name_that_does_not_match_its_id_is_refused_with_its_line(tmp_path):
    with pytest.raises(DeckError, match="deck.txt:2: SA-W01 is 'Glutfuchs', not 'Glutwolf'"):
        game().load_deck(_write(tmp_path, "name: x\n3 SA-W01 Glutwolf\n"))


def test_an_unknown_card_is_refused_with_its_line(tmp_path):
    with pytest.raises(DeckError, match="deck.txt:1: unknown card 'SA-W99'"):
        game().load_deck(_write(tmp_path, "3 SA-W99\n"))


def _write(tmp_path, text):
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return path
