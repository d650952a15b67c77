"""Decklists: the text format, LackeyCCG / CipherVit / Decksteria imports, and validation (ruling 8, formats);
the file formats written back out are tested in test_deckfiles.py."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tcgkit.core import DeckError, TcgkitError
from tcgkit.games.fe_cipher.deckfiles import ciphervit_ids, deck_from_text
from tcgkit.games.fe_cipher.decks import FEDeck
from tests.games.fe_cipher.helpers import GAME, game

SHARED = Path(__file__).parents[3].parent / "shared" / "decks" / "fe_cipher"
STARTERS = Path(__file__).parents[3] / "tcgkit" / "games" / "fe_cipher" / "decks"
S01_FE0D = "1 1 1 1 2 2 3 3 4 4 4 5 5 5 6 6 7 7 8 9 9 9 10 11 11 11 12 12 13 14 14 15 15 16 16 17 17 18 18 19 19 20 " \
           "20 20 21 22 22 22 23 23"


def rules(problems):
    return sorted(p.rule for p in problems)


@pytest.mark.parametrize("name", ["s01_marth.txt", "s02_chrom.txt"])
def test_the_starter_decks_are_valid(name):
    for folder in (STARTERS, SHARED):
        if (folder / name).exists():
            deck = GAME.load_deck(folder / name)
            assert sum(n for _l, n, _c in deck.entries) == 50
            assert GAME.validate_deck(deck) == []


def test_the_shared_starters_name_their_main_character_in_a_comment():
    if not SHARED.exists():
        pytest.skip("../shared is not beside this checkout")
    assert GAME.load_deck(SHARED / "s01_marth.txt").main_character == "B01-003"


def _text(lines: str) -> FEDeck:
    return deck_from_text(lines, "test.txt")


def test_a_deck_needs_50_cards():
    deck = _text("main character: B01-003\n49 B01-061\n")
    assert rules(GAME.validate_deck(deck)) == ["deck_size", "main_character", "max_copies"]


def test_at_most_4_copies_per_card_name_with_the_line():
    deck = _text("main character: B01-003\n5 B01-019\n4 B01-003\n41 B01-061\n")
    problems = [p for p in GAME.validate_deck(deck) if p.rule == "max_copies"]
    assert {p.line for p in problems} == {2, 4} and "Bord, Talysian Warrior" in problems[0].message


def test_two_printings_of_one_card_count_together():
    deck = _text("main character: B01-003\n3 B01-003\n2 P01-003\n45 B02-093\n")
    problems = [p for p in GAME.validate_deck(deck) if p.rule == "max_copies" and "Marth" in p.message]
    assert len(problems) == 1 and "5 copies" in problems[0].message


def test_anna_lifts_the_copy_limit():
    deck = _text("main character: B01-003\n1 B01-003\n49 B01-100\n")
    assert GAME.validate_deck(deck) == []


def test_the_main_character_must_be_a_cost_1_unit_in_the_deck():
    assert rules(GAME.validate_deck(_text("50 B01-019\n"))) == ["main_character_at_set_up", "max_copies"]
    assert rules(GAME.validate_deck(_text("50 B01-002\n"))) == ["main_character", "max_copies"]  # no cost-1 unit
    deck = _text("main character: B01-002\n4 B01-002\n4 B01-019\n4 B01-020\n" + "4 B01-0{}\n" * 0 + "38 B01-100\n")
    assert "costs 2" in next(p.message for p in GAME.validate_deck(deck) if p.rule == "main_character")
    deck = _text("main character: B01-003\n50 B01-100\n")
    assert "not in the deck" in next(p.message for p in GAME.validate_deck(deck) if p.rule == "main_character")


def test_ruling_8_options_change_deck_size_copies_and_main_character_cost():
    g = game(min_deck_size=40, max_copies=5, main_character_cost=2)
    deck = _text("main character: B01-002\n5 B01-002\n35 B01-100\n")
    assert g.validate_deck(deck) == []
    assert rules(GAME.validate_deck(deck)) == ["deck_size", "main_character", "max_copies"]


def test_the_standard_format_refuses_cards_printed_only_in_series_1_to_4():
    deck = GAME.default_decks()[0]
    problems = GAME.validate_deck(deck, "standard")
    assert problems and all(p.rule == "format" for p in problems) and problems[0].line is not None
    assert GAME.validate_deck(deck, "unlimited") == []
    with pytest.raises(TcgkitError, match="unknown fe_cipher deck format"):
        GAME.validate_deck(deck, "modern")


def test_a_name_after_the_number_must_match_the_card():
    deck = _text("main character: B01-003\n4 B01-003 Marth, Altean Prince\n46 B01-100 Annie\n")
    problems = GAME.validate_deck(deck)
    assert [(p.rule, p.line) for p in problems] == [("card_name", 3)]


def test_an_unknown_number_is_an_error_naming_the_line():
    with pytest.raises(DeckError) as exc:
        _text("main character: B01-003\n4 B01-003\n3 X99-001\n")
    assert exc.value.line == 3 and "X99-001" in str(exc.value)


def test_lackey_dek_import_reads_the_deck_and_the_mc_zone(tmp_path):
    cards = "".join('<card><name id="B01-019N_SAMPLE.png">Bord, Talysian Warrior</name><set>B01</set></card>'
                    for _ in range(4))
    cards += "".join('<card><name id="B01-100HN_SAMPLE.png">Anna, Secret Seller</name><set>B01</set></card>'
                     for _ in range(45))
    mc = '<card><name id="P01-003PR_SAMPLE.png">Marth, Altean Prince (P)</name><set>P01</set></card>'
    xml = (f'<?xml version="1.0" encoding="UTF-8"?>\n<deck version="0.8">\n<meta><game>FECipher0</game></meta>\n'
           f'<superzone name="Deck">{cards}</superzone>\n<superzone name="MC">{mc}</superzone>\n</deck>\n')
    path = tmp_path / "lackey.dek"
    path.write_text(xml)
    deck = GAME.load_deck(path)
    assert deck.main_character == "B01-003" and Counter(deck.card_ids())["B01-100"] == 45
    assert GAME.validate_deck(deck) == []


def test_lackey_names_are_a_fallback_when_the_code_is_unknown(tmp_path):
    xml = '<deck><superzone name="Deck"><card><name id="custom.png">Caeda, Talys\'s Heart+</name></card>' \
          '</superzone></deck>'
    path = tmp_path / "x.dek"
    path.write_text(xml)
    assert GAME.load_deck(path).card_ids() == ["B01-006"]


def test_lackey_errors_name_the_line(tmp_path):
    path = tmp_path / "bad.dek"
    path.write_text('<deck>\n<superzone name="Deck">\n<card><name id="zz">Nobody, Nothing</name></card>\n'
                    '</superzone></deck>')
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    assert exc.value.line == 3
    path.write_text("<deck><oops></deck>")
    with pytest.raises(DeckError, match="not a LackeyCCG deck"):
        GAME.load_deck(path)


def test_ciphervit_fe0d_import_of_the_s01_starter_list(tmp_path):
    path = tmp_path / "S01.fe0d"
    path.write_text("\n".join(S01_FE0D.split()) + "\n")
    deck = GAME.load_deck(path)
    starter = GAME.default_decks()[0]
    assert Counter(deck.card_ids()) == Counter(starter.card_ids())
    assert deck.main_character is None
    [note] = GAME.validate_deck(deck)
    assert (note.rule, note.severity) == ("main_character_at_set_up", "warning")
    assert "chosen at set-up among its cost-1 units" in note.message and "B01-003" in note.message


def test_ciphervit_ids_are_the_181_of_ciphervits_card_list():
    ids = ciphervit_ids()
    assert len(ids) == 181 and ids["6"] == "B01-003" and ids["160"] == "P01-012" and ids["181"] == "B02-083"
    assert ids["179"] == "B02-055"  # listed as B02-AUnknown01: Azura, Lady of the Surface before its number


def test_a_deck_without_a_main_character_chooses_one_at_set_up(tmp_path):
    path = tmp_path / "S01.fe0d"
    path.write_text("\n".join(S01_FE0D.split()) + "\n")
    deck = GAME.load_deck(path)
    m = GAME.new_match([deck, GAME.default_decks()[1]], 3, first_player=0)
    assert m.pending.kind == "main_character" and m.pending.player == 0
    assert {m.card_def[a[1]].cost for a in m.legal_actions()} == {1}


def test_decksteria_json_import(tmp_path):
    from tcgkit.games.fe_cipher.cards import _facts

    index = {f["id"]: f["decksteria"] for f in _facts()}
    data = {"Game": "FECipher", "Format": "Unlimited",
            "Decks": {"mainchardeck": [{"CardId": index["B01-003"], "ArtId": 0}],
                      "main": [{"CardId": index["B01-100"], "ArtId": 0}] * 49}}
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data))
    deck = GAME.load_deck(path)
    assert deck.main_character == "B01-003" and GAME.validate_deck(deck) == []
    path.write_text(json.dumps({"Decks": {"main": [{"CardId": 99999}]}}))
    with pytest.raises(DeckError, match=r"Decks.main\[0\].CardId: unknown Decksteria card 99999"):
        GAME.load_deck(path)


def test_deck_json_round_trip():
    deck = GAME.default_decks()[1]
    again = GAME.deck_from_json(json.loads(json.dumps(GAME.deck_to_json(deck))))
    assert again.card_ids() == deck.card_ids() and again.main_character == deck.main_character


def test_user_cards_in_a_deck_are_read_and_embedded(tmp_path):
    (tmp_path / "mine.yaml").write_text(
        "cards:\n  - {id: X01-001, character: Aster, title: Wandering Blade, colors: [Red], cost: 1, class: Myrmidon,"
        " affinities: [Female, Sword], range: [1, 1], attack: 40, support: 20, skills: [{cont: {attack: 10, if: "
        "your_turn}}]}\n")
    (tmp_path / "deck.txt").write_text("cards: mine.yaml\nmain character: X01-001\n4 X01-001\n46 B01-100\n")
    deck = GAME.load_deck(tmp_path / "deck.txt")
    assert GAME.validate_deck(deck) == []
    data = GAME.deck_to_json(deck)
    assert data["user_cards"][0]["id"] == "X01-001"
    m = GAME.new_match([GAME.deck_from_json(data), GAME.default_decks()[1]], 1)
    assert any(d.id == "X01-001" for d in m.card_def)


def test_check_cards_reports_errors_and_design_warnings(tmp_path):
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n  - {id: X01-002, character: Brute, title: Too Strong, colors: [Red], cost: 1,"
                    " class: Fighter, affinities: [Male, Axe], range: [1, 1], attack: 60, support: 10}\n")
    problems = GAME.check_cards(path)
    assert {p.rule for p in problems} == {"guideline_attack", "guideline_skills"}
    assert all(p.severity == "warning" for p in problems)
    path.write_text("cards:\n  - {id: X01-003, character: Oops, title: Bad, cost: 1, attack: 30, support: 10,"
                    " skills: [{act: {do: [{fly: 1}]}}]}\n")
    problems = GAME.check_cards(path)
    assert problems[0].severity == "error" and "fly" in problems[0].message


def test_load_deck_refuses_unreadable_files(tmp_path):
    with pytest.raises(DeckError):
        GAME.load_deck(tmp_path / "missing.txt")


def test_a_bad_user_card_file_is_a_deck_error_naming_the_header_line(tmp_path):
    (tmp_path / "mine.yaml").write_text("cards:\n  - {id: X01-009, character: A, title: B, cost: 1, attack: 30, "
                                        "support: 10, skills: [{act: {do: [{fly: 1}]}}]}\n")
    (tmp_path / "deck.txt").write_text("main character: X01-009\ncards: mine.yaml\n50 X01-009\n")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(tmp_path / "deck.txt")
    assert exc.value.line == 2 and "fly" in str(exc.value)
