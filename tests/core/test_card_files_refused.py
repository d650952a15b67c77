"""``card_files_refused``: while a block of code reads strangers' decklists, no user card file is opened."""

from __future__ import annotations

import os

import pytest

from tcgkit.core.errors import DeckError
from tcgkit.core.files import card_files_refused, read_card_file


def test_inside_the_block_no_card_file_is_opened_and_after_it_files_read_again(tmp_path, monkeypatch):
    cards = tmp_path / "cards.yaml"
    cards.write_text("cards: []\n", encoding="utf-8")
    opened = []
    real_open = os.open
    monkeypatch.setattr(os, "open", lambda path, *a, **k: opened.append(path) or real_open(path, *a, **k))
    with card_files_refused("no files here"):
        with pytest.raises(DeckError) as err:
            read_card_file(cards, "deck.txt:1")
    assert "no files here (deck.txt:1)" in str(err.value) and str(cards) in str(err.value)
    assert opened == []
    assert read_card_file(cards) == "cards: []\n"
    assert opened == [cards]


def test_the_block_ends_even_when_it_raises(tmp_path):
    cards = tmp_path / "cards.yaml"
    cards.write_text("cards: []\n", encoding="utf-8")
    with pytest.raises(RuntimeError), card_files_refused("no"):
        raise RuntimeError
    assert read_card_file(cards) == "cards: []\n"
