"""Gundam decklist files as deck sites export them (issue 24 item 1), and every format written back out (item 4).

The example lists in tests/data/decklists/gundam/ are one blue/white list written for these tests, once per form.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tcgkit.core import DeckError, TcgkitError
from tcgkit.games.gundam.deckfiles import deck_from_text, file_formats
from tcgkit.games.gundam.game import GundamGame

from .helpers import GAME

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "decklists" / "gundam"
FORMATS = [f.name for f in file_formats()]


def cards(deck):
    return Counter({**Counter(deck.main()), **Counter(deck.resources())})


def test_the_formats_are_the_site_forms_and_the_projects_own():
    assert FORMATS == ["tcgkit", "egman", "exburst", "deckplanet", "limitless", "compact"]
    assert sorted(p.stem for p in EXAMPLES.glob("*.txt")) == sorted(FORMATS)


@pytest.mark.parametrize("name", FORMATS)
def test_every_example_list_reads_without_a_flag_as_the_same_legal_deck(name):
    deck = GAME.load_deck(EXAMPLES / f"{name}.txt")
    assert cards(deck) == cards(GAME.load_deck(EXAMPLES / "tcgkit.txt"))
    assert [p for p in GAME.validate_deck(deck) if p.severity == "error"] == []


@pytest.mark.parametrize("name", FORMATS)
def test_every_format_round_trips(tmp_path, name):
    deck = GAME.load_deck(EXAMPLES / f"{name}.txt")
    path = tmp_path / f"out.{name}.txt"
    path.write_text(GAME.write_deck(deck, name), encoding="utf-8")
    again = GAME.load_deck(path, name)  # forced: the written file is in exactly that form
    assert cards(again) == cards(deck)
    assert GAME.write_deck(again, name) == GAME.write_deck(deck, name)


def test_a_forced_format_refuses_the_lines_of_another_form():
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(EXAMPLES / "limitless.txt", "egman")
    assert exc.value.line == 2 and "'COUNT NUMBER [name]'" in str(exc.value)
    with pytest.raises(DeckError, match="unknown file format 'moxfield'; known: tcgkit, egman"):
        GAME.load_deck(EXAMPLES / "limitless.txt", "moxfield")


def test_an_alternate_art_number_is_its_card():
    deck = deck_from_text("2 GD01-001_p1 Gundam\n1 gd01-001_P2\n")
    assert [(e.count, e.key) for e in deck.entries] == [(2, "GD01-001"), (1, "GD01-001")]
    with pytest.raises(DeckError, match="unknown card number 'GD01-999_p1'"):
        deck_from_text("1 GD01-999_p1\n")


def test_a_name_is_compared_after_unicode_normalisation_and_a_mismatch_is_a_warning():
    deck = deck_from_text("4 ST03-007 Zaku I | MS-05\n4 Char's Zaku II GD01-026\n3 GD01-018 Gundam\n")
    problems = [p for p in GAME.validate_deck(deck) if p.rule == "card_name"]
    assert [(p.line, p.severity) for p in problems] == [(3, "warning")]
    assert "ReZEL" in problems[0].message and "the number counts" in problems[0].message


def test_a_list_without_resources_gets_the_standard_ten_with_a_warning():
    deck = GAME.load_deck(EXAMPLES / "limitless.txt")
    assert deck.resources() == ["R-001"] * 10 and deck.added_resources
    [warning] = GAME.validate_deck(deck)
    assert (warning.rule, warning.severity) == ("standard_resource_deck", "warning")
    assert "no resource deck" in warning.message and "10" in warning.message


def test_the_option_turns_the_standard_resources_off():
    game = GundamGame({"standard_resource_deck": False})
    deck = game.load_deck(EXAMPLES / "limitless.txt")
    assert deck.resources() == [] and not deck.added_resources
    assert [p.rule for p in game.validate_deck(deck)] == ["resource_deck_size"]
    assert "standard_resource_deck" in GundamGame.Options.model_fields


def test_a_list_with_resources_gets_none_added():
    deck = GAME.load_deck(EXAMPLES / "compact.txt")
    assert deck.resources() == ["R-001"] * 10 and not deck.added_resources


def test_the_written_lists_merge_repeated_numbers_and_split_what_one_line_cannot_hold():
    deck = deck_from_text("60 R-001\n50 R-001\n4 GD01-008\n")
    text = GAME.write_deck(deck, "compact")
    assert text.splitlines() == ["GD01-008x4", "R-001x99", "R-001x11"]


def test_writing_an_unknown_format_is_refused_naming_the_known_ones():
    with pytest.raises(TcgkitError, match="gundam writes no file format 'pdf'; known: tcgkit"):
        GAME.write_deck(GAME.default_decks()[0], "pdf")
