"""FE Cipher decklist files (issue 24 items 2 and 4; issue 16 item 2): forum lists, CipherVit without a Main
Character, LackeyCCG read in linear time, type-checked JSON, and every format written back out.

The example lists in tests/data/decklists/fe_cipher/ are one 50-card Altean list written for these tests, once per
format.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tcgkit.core import DeckError, TcgkitError
from tcgkit.games.fe_cipher.agents import GreedyAgent
from tcgkit.games.fe_cipher.deckfiles import deck_from_text, file_formats
from tests.games.fe_cipher.helpers import GAME

EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "decklists" / "fe_cipher"
FILES = {"tcgkit": "tcgkit.txt", "forum": "forum.txt", "lackey": "lackey.dek", "ciphervit": "ciphervit.fe0d",
         "decksteria": "decksteria.json", "json": "json.json"}
REFERENCE = GAME.load_deck(EXAMPLES / "tcgkit.txt")


def test_the_formats_and_their_example_files():
    assert [f.name for f in file_formats()] == list(FILES)
    assert sorted(p.name for p in EXAMPLES.iterdir()) == sorted(FILES.values())


@pytest.mark.parametrize("name", FILES)
def test_every_example_reads_by_its_suffix_as_the_same_deck(name):
    deck = GAME.load_deck(EXAMPLES / FILES[name])
    assert Counter(deck.card_ids()) == Counter(REFERENCE.card_ids())
    assert deck.main_character == (None if name == "ciphervit" else "B01-003")
    assert [p for p in GAME.validate_deck(deck) if p.severity == "error"] == []


@pytest.mark.parametrize("name", FILES)
def test_every_format_round_trips(tmp_path, name):
    deck = GAME.load_deck(EXAMPLES / FILES[name])
    path = tmp_path / FILES[name]
    path.write_text(GAME.write_deck(deck, name), encoding="utf-8", newline="")
    again = GAME.load_deck(path, name)
    assert Counter(again.card_ids()) == Counter(deck.card_ids())
    assert again.main_character == deck.main_character
    assert GAME.write_deck(again, name) == GAME.write_deck(deck, name)


def test_ciphervit_is_written_as_ciphervit_writes_it():
    text = GAME.write_deck(REFERENCE, "ciphervit")
    assert "\r\n" in text and not text.endswith("\n") and len(text.split("\r\n")) == 50
    later = deck_from_text("main character: B01-003\n1 B01-003\n1 B05-001\n")
    with pytest.raises(TcgkitError, match="CipherVit knows only.*B05-001"):
        GAME.write_deck(later, "ciphervit")


def test_forum_lists_skip_headings_and_totals_and_name_the_main_character_by_name():
    deck = GAME.load_deck(EXAMPLES / "forum.txt")
    assert deck.main_character == "B01-003" and deck.mc_line == 2
    assert [line for line, _n, _c in deck.entries][:3] == [4, 4, 4]
    with pytest.raises(DeckError) as exc:
        deck_from_text("Marth: B01-003 x4\nfour more Marths\n", "f.txt")
    assert exc.value.line == 2


def test_a_printing_code_names_its_card():
    deck = deck_from_text("Sakura: B07-058SR x3, B02-012SR x1\n")
    assert [(n, cid) for _l, n, cid in deck.entries] == [(3, "B07-058"), (1, "B02-012")]


def test_a_deck_without_a_main_character_chooses_one_at_set_up_and_greedy_picks_the_one_it_builds_on():
    deck = GAME.load_deck(EXAMPLES / "ciphervit.fe0d")
    m = GAME.new_match([deck, REFERENCE], 7, first_player=0)
    assert m.pending.kind == "main_character" and m.pending.player == 0
    assert "main_character" in GAME.kinds.decisions
    choice = GreedyAgent(1).act(m.view(0))
    assert m.card_def[choice[1]].id == "B01-003"  # Marth: three more Marths of higher cost in the deck
    m.apply(choice)
    assert m.pending.kind == "mulligan"


def test_lackey_refuses_a_document_type_declaration_and_more_cards_than_a_deck():
    path_dtd = '<?xml version="1.0"?>\n<!DOCTYPE deck [<!ENTITY a "aaaa">]>\n<deck/>'
    with pytest.raises(DeckError, match="document type declaration"):
        GAME.deck_file_formats()[2].read(path_dtd, Path("x.dek"))
    many = ("<deck><superzone name=\"Deck\">" + "<card><name id=\"B01-003\">M</name></card>" * 1001
            + "</superzone></deck>")
    with pytest.raises(DeckError, match="more than 1000 cards"):
        GAME.deck_file_formats()[2].read(many, Path("x.dek"))


# a card name with a long run of spaces inside: a trailing-suffix pattern backtracks over it at every position
# (the reader before issue 16 took 17 s of CPU for 64,000 spaces, about 4 minutes for these 250,000)
PATHOLOGICAL = ('<deck><superzone name="Deck"><card><name id="zz">a' + " " * 250_000
                + "b</name></card></superzone></deck>")


def test_the_lackey_reader_is_linear_in_its_input(tmp_path):
    """A 250 KB file that a quadratic reader takes minutes over is read (and refused: no such card) well within the
    generous limit; the time limit only catches a runaway, the speed itself is not asserted."""
    path = tmp_path / "big.dek"
    path.write_text(PATHOLOGICAL, encoding="utf-8")
    assert path.stat().st_size < 256_000
    code = ("from tcgkit.games.fe_cipher.game import FECipherGame\nfrom tcgkit.core import DeckError\n"
            f"try:\n    FECipherGame().load_deck({str(path)!r})\n"
            "except DeckError as e:\n    print('refused', e.line)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and done.stdout.startswith("refused 1"), done.stderr[-500:]


@pytest.mark.parametrize("data, field", [
    ({"Decks": {"main": [{"CardId": "3", "ArtId": 0}]}}, "Decks.main[0].CardId"),
    ({"Decks": {"main": [{"CardId": True}]}}, "Decks.main[0].CardId"),
    ({"Decks": {"main": [{"CardId": 3, "ArtId": 1.5}]}}, "Decks.main[0].ArtId"),
    ({"Decks": ["main"]}, "Decks"),
    ({"Game": 7, "Decks": {}}, "Game"),
    ({"Decks": {"mainchardeck": [{"CardId": 2}, {"CardId": 5}]}}, "Decks.mainchardeck"),
    ({"cards": [["B01-003", "4"]]}, "cards[0][1]"),
    ({"cards": [[4, "B01-003"]]}, "cards[0][0]"),
    ({"cards": "B01-003"}, "cards"),
    ({"name": ["x"], "cards": []}, "name"),
    ({"main_character": 3, "cards": []}, "main_character"),
    ({"cards": [["B01-003", 4]], "extra": 1}, "extra"),
    ({"cards": [["B01-003", 100]]}, "cards[0]"),
])
def test_a_wrong_type_in_any_json_field_is_one_line_naming_the_field(tmp_path, data, field):
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    message = str(exc.value)
    assert "\n" not in message and f": {field}:" in message, message


def test_json_nested_too_deeply_is_refused(tmp_path):
    path = tmp_path / "deck.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    with pytest.raises(DeckError, match="nested too deeply|not JSON"):
        GAME.load_deck(path)


def test_a_deck_with_user_cards_is_written_with_its_card_file_line(tmp_path):
    (tmp_path / "mine.yaml").write_text(
        "cards:\n  - {id: X01-001, character: Aster, title: Wandering Blade, colors: [Red], cost: 1, class: Myrmidon,"
        " affinities: [Female, Sword], range: [1, 1], attack: 40, support: 20}\n", encoding="utf-8")
    (tmp_path / "deck.txt").write_text("cards: mine.yaml\nmain character: X01-001\n4 X01-001\n46 B01-100\n")
    deck = GAME.load_deck(tmp_path / "deck.txt")
    text = GAME.write_deck(deck, "tcgkit")
    assert "cards: mine.yaml" in text.splitlines()
    (tmp_path / "again.txt").write_text(text, encoding="utf-8")
    assert GAME.load_deck(tmp_path / "again.txt").card_ids() == deck.card_ids()
    with pytest.raises(TcgkitError, match="official cards only"):
        GAME.write_deck(deck, "lackey")
    replayed = GAME.deck_from_json(GAME.deck_to_json(deck))
    with pytest.raises(TcgkitError, match="export it as json"):
        GAME.write_deck(replayed, "tcgkit")
    assert json.loads(GAME.write_deck(replayed, "json"))["user_cards"][0]["id"] == "X01-001"
