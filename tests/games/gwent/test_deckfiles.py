"""GWENT decklist files (issue 24 items 3 and 4): gwent-classic deck files by key and by index, fan-extension cards
named together, and every format written back out.

The example lists in tests/data/decklists/gwent/ are one Northern Realms list written for these tests, once per
format.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from tcgkit.core import DeckError, TcgkitError
from tcgkit.games.gwent.deckfiles import classic_table
from tcgkit.games.gwent.game import GwentGame

GAME = GwentGame()
EXAMPLES = Path(__file__).resolve().parents[2] / "data" / "decklists" / "gwent"
FILES = {"tcgkit": "tcgkit.txt", "gwent-classic": "gwent-classic.json",
         "gwent-classic-index": "gwent-classic-index.json"}
SHARED = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "gwent" / "cards.json"


def names(deck):
    return Counter(c.name for c in deck.cards)


def test_the_formats_and_their_example_files():
    assert [f.name for f in GAME.deck_file_formats()] == list(FILES)
    assert sorted(p.name for p in EXAMPLES.iterdir()) == sorted(FILES.values())


@pytest.mark.parametrize("name", FILES)
def test_every_example_reads_as_the_same_valid_deck(name):
    deck = GAME.load_deck(EXAMPLES / FILES[name])
    reference = GAME.load_deck(EXAMPLES / "tcgkit.txt")
    assert deck.leader is reference.leader and names(deck) == names(reference)
    assert GAME.validate_deck(deck) == []


@pytest.mark.parametrize("name", FILES)
def test_every_format_round_trips(tmp_path, name):
    deck = GAME.load_deck(EXAMPLES / FILES[name])
    path = tmp_path / FILES[name]
    path.write_text(GAME.write_deck(deck, name), encoding="utf-8")
    again = GAME.load_deck(path, name)
    assert again.leader is deck.leader and names(again) == names(deck)
    assert GAME.write_deck(again, name) == GAME.write_deck(deck, name)


def test_the_shipped_decks_are_written_and_read_back_in_both_gwent_classic_forms(tmp_path):
    for deck in GAME.default_decks():
        for name in ("gwent-classic", "gwent-classic-index"):
            path = tmp_path / "deck.json"
            path.write_text(GAME.write_deck(deck, name), encoding="utf-8")
            again = GAME.load_deck(path)
            assert again.leader is deck.leader and names(again) == names(deck)


def test_keys_and_indices_name_the_cards_of_the_witcher_3_pool():
    keys, indices = classic_table()
    assert len(indices) == 214 and len(keys) == 229
    assert all(cid in GAME.pool.by_id for cid, _n in [*keys.values(), *indices])
    assert GAME.pool.by_id[keys["nr_foltest_lord"][0]].name == "Foltest - Lord Commander of the North"
    assert GAME.pool.by_id[keys["ntr_mysterious_elf"][0]].name == "Mysterious Elf"  # gwent-classic: Avallach'h
    if SHARED.exists():  # the index form is the order of the shared card table, made from the same list
        shared = json.loads(SHARED.read_text(encoding="utf-8"))["cards"]
        assert [GAME.pool.by_id[cid].name for cid, _n in indices] == [c["name"].strip() for c in shared]


def test_fan_extension_cards_are_named_together_in_one_message(tmp_path):
    path = tmp_path / "temeria.json"
    path.write_text(json.dumps({"faction": "realms", "leader": "nr_foltest_lord", "cards": [
        ["spe_horn", 1], ["nr_aretuza_adept", 1], ["ntr_triss", 1], ["nr_queen_adalia", 2], ["nr_foltest_pride", 1],
        ["nr_aretuza_adept", 1]]}), encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    message = str(exc.value)
    assert "\n" not in message and "3 card(s) are not in the Witcher 3 pool" in message
    assert "nr_aretuza_adept, nr_queen_adalia, nr_foltest_pride" in message and "fan extensions" in message
    path.write_text(json.dumps({"faction": "toussaint", "leader": 999, "cards": [[1, 1], [500, 2]]}))
    with pytest.raises(DeckError, match=r"2 card\(s\).*: 999, 500"):
        GAME.load_deck(path)


@pytest.mark.parametrize("data, expected", [
    ({"leader": "nr_foltest_lord", "cards": [["spe_horn", "1"]]}, "cards[0][1]"),
    ({"leader": "nr_foltest_lord", "cards": [["spe_horn", True]]}, "cards[0][1]"),
    ({"leader": 1.5, "cards": []}, "leader"),
    ({"leader": "nr_foltest_lord", "cards": {"spe_horn": 1}}, "cards"),
    ({"faction": 3, "leader": "nr_foltest_lord", "cards": []}, "faction"),
    ({"leader": "nr_foltest_lord", "cards": [["spe_horn", 100]]}, "cards[0]: a count must be 1 to 99"),
    ({"leader": "nr_foltest_lord", "cards": [[5, 1]]}, "mixes card keys and card numbers"),
    ({"leader": "spe_horn", "cards": []}, "leader: \"Commander's Horn\" is a special card"),
    ({"leader": "nr_foltest_lord", "cards": [["nr_foltest_king", 1]]}, "cards[0]: 'Foltest - King of Temeria' is "
                                                                        "a leader"),
])
def test_a_malformed_gwent_classic_file_is_one_line_naming_the_field(tmp_path, data, expected):
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError) as exc:
        GAME.load_deck(path)
    assert "\n" not in str(exc.value) and expected in str(exc.value), str(exc.value)


def test_a_deck_without_a_leader_cannot_be_written_as_gwent_classic():
    deck = GAME.parse_deck("3 Blue Stripes Commando\n")
    with pytest.raises(TcgkitError, match="names a leader"):
        GAME.write_deck(deck, "gwent-classic")
