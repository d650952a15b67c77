"""Gundam decklists: reading and validation (Gundam CR 5-1; rules/gundam.md §1.1, §1.9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.core import DeckError, TcgkitError
from tcgkit.games.gundam.carddata import facts
from tcgkit.games.gundam.cards import pool
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.deckfiles import deck_from_text
from tcgkit.games.gundam.game import DECK_DIR

from .helpers import GAME

DATA = Path(__file__).resolve().parents[2] / "data" / "gundam"


def rules_of(problems):
    return sorted(p.rule for p in problems)


def test_the_seed_decks_are_legal():
    for deck in GAME.default_decks():
        assert GAME.validate_deck(deck) == []
        assert len(deck.main()) == 50 and len(deck.resources()) == 10


def test_the_ocr_reading_rezel_x8_is_rejected_with_55_main_deck_cards():
    deck = GAME.load_deck(DATA / "seed_blue_white_ocr.txt")
    problems = GAME.validate_deck(deck)
    assert rules_of(problems) == ["main_deck_size", "max_copies"]
    size = next(p for p in problems if p.rule == "main_deck_size")
    assert "55" in size.message and "50 are required" in size.message
    copies = next(p for p in problems if p.rule == "max_copies")
    assert copies.line is not None and "8 copies of GD01-018" in copies.message and "at most 4" in copies.message


def test_resource_deck_must_have_ten():
    deck = deck_from_text("4 GD01-018\n" * 12 + "2 ST01-005\n9 R-001\n")
    problems = GAME.validate_deck(deck)
    msg = next(p for p in problems if p.rule == "resource_deck_size").message
    assert "9 cards; 10 are required" in msg


def test_at_most_four_copies_names_the_line():
    text = "5 GD01-018\n" + "4 ST01-005\n" * 11 + "1 GD01-011\n10 R-001\n"
    problems = GAME.validate_deck(deck_from_text(text))
    p = next(p for p in problems if p.rule == "max_copies")
    assert p.line == 1 and "5 copies" in p.message


def test_at_most_two_colours_names_the_third():
    text = "4 GD01-018\n4 ST04-005\n4 ST02-005\n" + "4 ST01-005\n" * 9 + "2 GD01-011\n10 R-001\n"
    problems = GAME.validate_deck(deck_from_text(text))
    p = next(p for p in problems if p.rule == "max_colours")
    assert p.line == 3 and "3 colours" in p.message and "Green" in p.message


def test_unknown_card_number_is_an_error_naming_the_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("# a comment\n3 GD01-018\n2 XX99-999 Nothing\n", encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    assert exc.value.line == 3 and "XX99-999" in str(exc.value)


def test_malformed_line_is_an_error_naming_the_line(tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("3 GD01-018\nthree rezels\n", encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    assert exc.value.line == 2


def test_tokens_cannot_be_put_in_a_deck():
    with pytest.raises(DeckError, match="token"):
        deck_from_text("1 T-001\n")


def test_both_line_formats_and_comments():
    deck = deck_from_text("GD01-018 x3  # three ReZELs\n2 ST01-005 GM\n")
    assert [(e.count, e.key) for e in deck.entries] == [(3, "GD01-018"), (2, "ST01-005")]


def test_a_wrong_name_after_the_number_is_reported():
    problems = GAME.validate_deck(deck_from_text("3 GD01-018 Gundam\n"))
    p = next(p for p in problems if p.rule == "card_name")
    assert p.line == 1 and "ReZEL" in p.message


def test_validation_knows_all_783_card_numbers_but_play_needs_declared_effects(monkeypatch):
    assert len(pool()) == 783
    # every card is playable since issue 20; a card whose effects are not declared (as the next set's will be until
    # their keys land) is stood in for by GD04-033 compiled without its declaration
    fact = next(f for f in facts() if f["number"] == "GD04-033")
    monkeypatch.setitem(pool()._defs, "GD04-033", compile_card(fact, None, ("friendly_deployed",)))
    filler = [n for n, d in pool().items() if d.color in ("Red", "Blue") and d.type in ("unit", "pilot", "command")
              and d.playable][:12]
    text = "4 GD04-033\n" + "".join(f"4 {n}\n" for n in filler[:11]) + f"2 {filler[11]}\n10 R-001\n"
    deck = deck_from_text(text)
    problems = GAME.validate_deck(deck)
    assert [p for p in problems if p.severity == "error"] == []
    assert {(p.rule, p.severity, p.line) for p in problems} == {("not_yet_playable", "warning", 1)}
    assert "not yet playable" in problems[0].message and "GD04-033" in problems[0].message
    with pytest.raises(TcgkitError, match="not yet playable"):
        GAME.new_match([deck, GAME.default_decks()[0]], 1)


def test_a_deck_of_playable_cards_has_no_playability_warning():
    assert all(GAME.validate_deck(d) == [] for d in GAME.default_decks())


def test_deck_json_round_trip():
    deck = GAME.default_decks()[1]
    again = GAME.deck_from_json(GAME.deck_to_json(deck))
    assert again.main() == deck.main() and again.resources() == deck.resources()
    with pytest.raises(DeckError, match=r"expected \[count, card\]"):
        GAME.deck_from_json({"cards": [["x", "GD01-018"]]})
    with pytest.raises(DeckError, match="malformed"):
        GAME.deck_from_json(["not", "a", "mapping"])


def test_deck_from_json_keeps_the_cores_count_and_total_limits():
    with pytest.raises(DeckError, match="entry 0"):
        GAME.deck_from_json({"cards": [[10**9, "GD01-018"]]})
    with pytest.raises(DeckError, match="cards in all"):
        GAME.deck_from_json({"cards": [[50, "GD01-018"]] * 1000})


def test_a_match_refuses_a_deck_too_small_to_set_up():
    empty = GAME.deck_from_json({"name": "empty", "cards": [[10, "R-001"]]})
    with pytest.raises(TcgkitError, match="at least 11"):
        GAME.new_match([empty, GAME.default_decks()[0]], 1)
    ten = GAME.deck_from_json({"cards": [[4, "GD01-018"], [4, "GD01-013"], [2, "ST01-005"]]})
    with pytest.raises(TcgkitError, match="has 10 main-deck cards"):
        GAME.new_match([GAME.default_decks()[0], ten], 1)


STARTERS = sorted((DECK_DIR).glob("st0*.txt"))


def test_the_nine_starter_decks_are_shipped_valid_and_playable():
    assert [p.name[:4] for p in STARTERS] == [f"st0{k}" for k in range(1, 10)]
    for path in STARTERS:
        deck = GAME.load_deck(path)
        assert GAME.validate_deck(deck) == [], path.name
        assert path.read_text(encoding="utf-8").splitlines()[1].startswith("# Source:"), path.name
        GAME.new_match([deck, deck], 1)  # playable: no "not yet playable" refusal


RECIPES = sorted(DECK_DIR.glob("recipe_*.txt"))


PENDING_RECIPES = sorted((DECK_DIR / "pending").glob("recipe_*.txt"))


def test_the_official_deck_recipes_are_shipped_valid_and_playable():
    """Bandai's published recipes (gundam-gcg.com/en/decks/), 001-010 and all of 011-027, whose cards
    all play (011 since GD02-129 Argama plays, 021 since GD03-038 and GD03-070 do, issue 19; 014 since GD02-002,
    015 since GD02-001 and GD02-085, 019 since GD03-089, 020 and 022 since GD03-002, 024 since GD03-076 do,
    issue 20): each is exactly 50 main-deck cards in at most two colours, and a match accepts it."""
    shipped = [p.name[7:10] for p in RECIPES]
    assert shipped[:10] == [f"{k:03d}" for k in range(1, 11)]
    assert shipped[10:] == [f"{k:03d}" for k in range(11, 28)]
    assert sorted(shipped + [p.name[7:10] for p in PENDING_RECIPES]) == [f"{k:03d}" for k in range(1, 28)]
    for path in RECIPES:
        deck = GAME.load_deck(path)
        assert GAME.validate_deck(deck) == [], path.name
        assert len(deck.main()) == 50 and len(deck.resources()) == 10, path.name
        assert "gundam-gcg.com/en/decks/deck-" + path.name[7:10] in path.read_text(encoding="utf-8"), path.name
        GAME.new_match([deck, deck], 1)


def test_the_recipes_that_need_waiting_cards_validate_and_name_them():
    """Recipes 011-027 with a card that waits for a proposed timing or continuous effect (cards/pending) ship in
    decks/pending: legal decks whose only problems are "not yet playable" warnings naming those cards."""
    assert len(PENDING_RECIPES) == 0  # none waits since issue 20; a new one would
    for path in PENDING_RECIPES:
        deck = GAME.load_deck(path)
        problems = GAME.validate_deck(deck)
        assert problems and {p.rule for p in problems} == {"not_yet_playable"}, path.name
        assert len(deck.main()) == 50 and "deck-" + path.name[7:10] in path.read_text(encoding="utf-8")
        waiting = {e.key for e in deck.entries if not pool()[e.key].playable}
        assert waiting and all(any(n in p.message for p in problems) for n in waiting), path.name


def test_card_definitions_carry_their_set_and_playability():
    cards = pool()
    assert (cards["GD01-049"].set, cards["ST04-001"].set, cards["EXB-001"].set) == ("GD01", "ST04", "Basic Cards")
    assert cards["GD01-049"].playable and cards["GD02-028"].playable and cards["GD03-058"].playable
    assert all(d.playable and d.waits_for == () for d in cards.values())  # issue 20: 783 of 783
