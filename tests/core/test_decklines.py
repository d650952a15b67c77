"""The decklist lines of deck sites and forums (tcgkit.core.decklines): forms, headings, names, limits."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from tcgkit.core import DeckError
from tcgkit.core.decklines import COUNT_NAME_NUMBER, ListSyntax, name_key, read_list, same_name

NUMBER = re.compile(r"[A-Z]{2}\d\d-\d{3}")
SYNTAX = ListSyntax(is_number=lambda t: NUMBER.fullmatch(t) is not None, headers=("name",),
                    heading_words=frozenset({"pilots"}))
FORUM = replace(SYNTAX, several_per_line=True)


def read(text, syntax=SYNTAX):
    entries, headers = read_list(text, "t.txt", syntax)
    return [(e.line, e.count, e.key, e.name) for e in entries], headers


@pytest.mark.parametrize("line, entry", [
    ("4 GD01-008 Guntank", (4, "GD01-008", "Guntank")),
    ("4x GD01-008", (4, "GD01-008", None)),
    ("4 x GD01-008", (4, "GD01-008", None)),
    ("4 ST03-007 Zaku I | MS-05", (4, "ST03-007", "Zaku I")),
    ("2 Guntank [GD01-008]", (2, "GD01-008", "Guntank")),
    ("4 Dopp GD01-039", (4, "GD01-039", "Dopp")),
    ("4 Gundam (MA Form) ST01-002", (4, "ST01-002", "Gundam (MA Form)")),
    ("GD01-008x4", (4, "GD01-008", None)),
    ("GD01-008 x4 Guntank", (4, "GD01-008", "Guntank")),
    ("GD01-008 x 4", (4, "GD01-008", None)),
])
def test_every_entry_form_is_read_without_a_flag(line, entry):
    assert read(line)[0] == [(1, *entry)]


def test_comments_sections_and_headings_are_skipped_and_headers_read():
    text = ("\ufeff// Main Deck\nMain Deck (50)\nname: Blue\n=====\nPilots\nTotal: 50\n50 cards\n"
            "4 GD01-008  # four\n// Resource Deck\n")
    assert read(text) == ([(8, 4, "GD01-008", None)], {"name": (3, "Blue")})


@pytest.mark.parametrize("line", ["three rezels", "4 Guntank", "Guntank of doom", "GD01-008 four"])
def test_a_line_that_is_neither_an_entry_nor_a_heading_is_an_error_naming_it(line):
    with pytest.raises(DeckError) as exc:
        read("4 GD01-008\n" + line + "\n")
    assert exc.value.line == 2 and line.split()[0] in str(exc.value)


def test_a_forced_form_reads_only_its_own_lines():
    limitless = replace(SYNTAX, forms=(COUNT_NAME_NUMBER,))
    assert read("4 Dopp GD01-039\n", limitless)[0] == [(1, 4, "GD01-039", "Dopp")]
    with pytest.raises(DeckError, match="expected 'COUNT NAME NUMBER'"):
        read("4 GD01-039 Dopp\n", limitless)


def test_forum_lists_hold_several_entries_after_a_label_and_keep_commas_in_names():
    text = "Sakura: GD07-058 x3, GD02-012 x4\nMarth: 2 GD01-003 Marth, Altean Prince; GD01-001\n"
    assert read(text, FORUM)[0] == [(1, 3, "GD07-058", None), (1, 4, "GD02-012", None),
                                     (2, 2, "GD01-003", "Marth, Altean Prince"), (2, 1, "GD01-001", None)]
    with pytest.raises(DeckError):
        read("Sakura: GD07-058 x3, GD02-012 x4\n")  # one entry a line unless the game reads forum lists


def test_counts_and_totals_keep_the_decklist_limits():
    with pytest.raises(DeckError, match="at most 99"):
        read("100 GD01-008\n")
    with pytest.raises(DeckError, match="at least 1"):
        read("0 GD01-008\n")
    with pytest.raises(DeckError, match="more than 1000 cards"):
        read("99 GD01-008\n" * 11)
    with pytest.raises(DeckError, match="a count of 20 digits; at most 99"):
        read("99999999999999999999 GD01-008\n")  # never converted: said by its length
    with pytest.raises(DeckError, match="a count of 5,000 digits"):
        read("GD01-008 x" + "9" * 5000 + "\n")
    with pytest.raises(DeckError, match="no cards"):
        read("// nothing\nMain Deck\n")


def test_names_compare_after_unicode_normalisation():
    assert same_name("Zaku I", "Zaku Ⅰ") and same_name("Char's  zaku ii", "Char’s Zaku Ⅱ")
    assert not same_name("Zaku II", "Zaku Ⅰ")
    assert name_key("ＧＭ") == "gm"


def test_reading_a_long_pathological_line_does_work_in_proportion_to_it():
    """One pass over the tokens: the number of is_number calls grows with the line, not with its square."""
    calls = 0

    def counting(token):
        nonlocal calls
        calls += 1
        return NUMBER.fullmatch(token) is not None

    counted = replace(SYNTAX, is_number=counting)
    sizes = {}
    for n in (2_000, 4_000):
        calls = 0
        with pytest.raises(DeckError):
            read("4 " + "a " * n + "b\n", counted)
        sizes[n] = calls
    assert sizes[4_000] <= 2.2 * sizes[2_000]
