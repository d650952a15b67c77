"""The shared decklist format (tcgkit/core/decklist.py)."""

import pytest

from tcgkit.core import DeckError
from tcgkit.core.decklist import parse_decklist, parse_decklist_sections


def test_both_line_forms_and_comments():
    entries = parse_decklist("# main deck\n3 GD01-018 ReZEL\nGD01-013 x2  # trailing comment\n")
    assert [(e.line, e.count, e.key, e.name) for e in entries] == [(2, 3, "GD01-018", "ReZEL"),
                                                                   (3, 2, "GD01-013", None)]


def test_a_bad_line_and_a_zero_count_name_their_line():
    with pytest.raises(DeckError, match=r"x.txt:2: cannot read 'three ReZEL'"):
        parse_decklist("1 GM\nthree ReZEL\n", "x.txt")
    with pytest.raises(DeckError, match=r":1: count must be at least 1"):
        parse_decklist("0 GM\n")


def test_headers_and_multi_word_names():
    entries, headers = parse_decklist_sections(
        "Leader: King Bran\n3 Blue Stripes Commando\nClan Dimun Pirate x2\n", headers=("leader", "deck"),
        whole_line_keys=True)
    assert headers == {"leader": (1, "King Bran")}
    assert [(e.count, e.key) for e in entries] == [(3, "Blue Stripes Commando"), (2, "Clan Dimun Pirate")]


def test_a_repeated_header_is_refused_with_both_lines():
    with pytest.raises(DeckError, match="a second leader line; the first is line 1"):
        parse_decklist_sections("leader: A\nleader: B\n", headers=("leader",))


def test_an_empty_list_is_refused():
    with pytest.raises(DeckError, match="no cards"):
        parse_decklist("# nothing\n")
