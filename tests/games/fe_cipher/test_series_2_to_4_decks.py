"""The series 2–4 decks (tcgkit/games/fe_cipher/decks/, docs/games/fe_cipher.md "Decks"): every one validates and
round-trips through tcgkit's JSON form; the built decks are playable and their greedy games against the series-1
starters end with a winner; so do the rule-built S03-S06 starters (every card of them playable since issue 21's
keys landed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tcgkit.ai import play_out
from tcgkit.core.decklist import read_deck_file
from tcgkit.games.fe_cipher.agents import GreedyAgent
from tcgkit.games.fe_cipher.deckfiles import file_formats
from tests.games.fe_cipher.helpers import GAME

DECKS = Path(__file__).parents[3] / "tcgkit" / "games" / "fe_cipher" / "decks"
BUILT = sorted(DECKS.glob("s[234]_*_built.txt"))
STARTERS = sorted(DECKS.glob("s0[3-6]_*.txt"))


def _read(path: Path):
    return read_deck_file(file_formats(), path)


def test_two_built_decks_per_series_and_one_rule_built_deck_per_starter():
    assert [p.name[:2] for p in BUILT] == ["s2", "s2", "s3", "s3", "s4", "s4"]
    assert [p.name[:3] for p in STARTERS] == ["s03", "s04", "s05", "s06"]


@pytest.mark.parametrize("path", BUILT + STARTERS, ids=lambda p: p.name)
def test_the_deck_validates_and_round_trips_through_json(path):
    deck = _read(path)
    assert GAME.validate_deck(deck) == []
    again = GAME.deck_from_json(GAME.deck_to_json(deck))
    assert sorted(again.card_ids()) == sorted(deck.card_ids()) and again.main_character == deck.main_character


@pytest.mark.parametrize("path", BUILT + STARTERS, ids=lambda p: p.name)
def test_a_built_deck_is_playable_and_its_greedy_games_end_with_a_winner(path):
    deck = _read(path)
    assert GAME.not_yet_playable(deck) == []
    for i, starter in enumerate(GAME.default_decks()):
        m = GAME.new_match([deck, starter][:: 1 - 2 * i], 40 + i, log_events=False)
        play_out(m, [GreedyAgent(i), GreedyAgent(i + 1)])
        assert m.ended and len(m.winners) == 1


@pytest.mark.parametrize("path", BUILT + STARTERS, ids=lambda p: p.name)
def test_the_deck_is_imported_through_dek_and_both_json_forms(path, tmp_path):
    """Issue 21 item 3: written as LackeyCCG .dek, Decksteria .json and tcgkit .json, each file reads back (its form
    found from the file itself) as the same 50 cards and Main Character."""
    from collections import Counter

    deck = _read(path)
    for form, name in (("lackey", "deck.dek"), ("decksteria", "decksteria.json"), ("json", "tcgkit.json")):
        file = tmp_path / name
        file.write_text(GAME.write_deck(deck, form), encoding="utf-8")
        back = GAME.load_deck(file)
        assert Counter(back.card_ids()) == Counter(deck.card_ids()), form
        assert back.main_character == deck.main_character, form


@pytest.mark.parametrize("path", BUILT + STARTERS, ids=lambda p: p.name)
def test_ciphervit_cannot_hold_series_2_to_4_decks_and_says_so(path):
    from tcgkit.core import TcgkitError

    with pytest.raises(TcgkitError, match="CipherVit knows only series-1 and a few series-2 cards"):
        GAME.write_deck(_read(path), "ciphervit")
