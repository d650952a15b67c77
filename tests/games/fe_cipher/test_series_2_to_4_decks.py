"""The series 2–4 decks (tcgkit/games/fe_cipher/decks/, docs/games/fe_cipher.md "Decks"): every one validates and
round-trips through tcgkit's JSON form; the built decks are playable and their greedy games against the series-1
starters end with a winner; the rule-built starters in decks/pending/ name the cards they wait for."""

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
STARTERS = sorted((DECKS / "pending").glob("s0*.txt"))


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


@pytest.mark.parametrize("path", BUILT, ids=lambda p: p.name)
def test_a_built_deck_is_playable_and_its_greedy_games_end_with_a_winner(path):
    deck = _read(path)
    assert GAME.not_yet_playable(deck) == []
    for i, starter in enumerate(GAME.default_decks()):
        m = GAME.new_match([deck, starter][:: 1 - 2 * i], 40 + i, log_events=False)
        play_out(m, [GreedyAgent(i), GreedyAgent(i + 1)])
        assert m.ended and len(m.winners) == 1


@pytest.mark.parametrize("path", STARTERS, ids=lambda p: p.name)
def test_a_rule_built_starter_names_the_cards_it_waits_for(path):
    deck = _read(path)
    waiting = GAME.not_yet_playable(deck)
    header = next(line for line in path.read_text(encoding="utf-8").splitlines() if "Not playable yet" in line)
    assert waiting and all(w.split()[0] in header for w in waiting)
    assert all(GAME.pool[w.split()[0]].pending for w in waiting)
