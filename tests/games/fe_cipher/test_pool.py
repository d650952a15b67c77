"""The card pool: every series-1 card playable with a test of its own; every other card validates and is refused in
play as "not yet playable" with its number; descriptions are rendered from declarations."""

from __future__ import annotations

import inspect

import pytest

from tcgkit.core import TcgkitError
from tcgkit.games.fe_cipher.cards import playable_ids, pool, series_one_ids
from tcgkit.games.fe_cipher.primitives import VOCAB
from tcgkit.games.fe_cipher.decks import FEDeck
from tcgkit.games.fe_cipher.describe import describe_card
from tests.games.fe_cipher import test_cards_b01_blue, test_cards_b01_red, test_cards_s01, test_cards_s02
from tests.games.fe_cipher.helpers import GAME

CARD_TEST_MODULES = (test_cards_s01, test_cards_s02, test_cards_b01_red, test_cards_b01_blue)


def _tested_ids() -> set[str]:
    names = [n for mod in CARD_TEST_MODULES for n, f in inspect.getmembers(mod, inspect.isfunction)
             if n.startswith("test_")]
    return {cid for cid in pool() if any(n.startswith("test_" + cid.replace("-", "_") + "_") for n in names)}


def test_the_series_one_pool_has_118_cards_all_playable():
    ids = series_one_ids()
    assert len(ids) == 118
    assert set(ids) <= set(playable_ids())


def test_every_series_one_card_has_a_test_of_its_own():
    missing = sorted(set(series_one_ids()) - _tested_ids())
    assert missing == []


def test_the_pool_holds_all_2427_cards():
    assert len(pool()) == 2427


def test_every_playable_card_has_a_description_for_each_skill():
    for cid in playable_ids():
        d = pool()[cid]
        text = describe_card(d, VOCAB)
        assert d.skills and text.count("\n") >= len(d.skills), cid


def _deck_with(cid: str) -> FEDeck:
    return FEDeck(((1, 49, "B01-061"), (2, 1, cid), (3, 1, "B01-003")), "B01-003")


def test_every_card_of_the_pool_validates_in_a_deck():
    for cid in pool():
        problems = GAME.validate_deck(_deck_with(cid))
        assert all(p.rule == "max_copies" for p in problems), (cid, problems)


@pytest.mark.parametrize("cid", ["B05-001", "B22-012", "S12-001"])
def test_a_card_outside_series_one_is_refused_in_play_with_its_number(cid):
    deck = _deck_with(cid)
    with pytest.raises(TcgkitError, match=f"not yet playable.*{cid}"):
        GAME.new_match([deck, GAME.default_decks()[1]], 0)


def test_an_ally_selector_must_say_whether_the_unit_itself_counts():
    from tcgkit.core.effects import CompileError
    from tcgkit.games.fe_cipher.primitives import VOCAB

    with pytest.raises(CompileError, match="other: true"):
        VOCAB.compile([{"for_each": {"side": "ally"}, "do": [{"gain_attack": {"amount": 10}}]}], "test")
    VOCAB.compile([{"for_each": {"side": "ally", "other": "allies"}, "do": [{"gain_attack": {"amount": 10}}]}], "t")
