"""GWENT's own properties over random games on random decks drawn from the whole pool, in every mode (the kit's
checks on the default decks, at depth, are in ``tests/test_deep_conformance.py``).

Every mode plays 1,000 games on random pool decks with the kit's cheap checks (no exception, an end within the
decision limit, card conservation) and GWENT's end (gems never negative, the match ends by gems or the
tournament); a sample of 12 games per mode is checked at every decision against an oracle of its own, independent
of the zone machinery: a seat sees another's hand card only as a 2 vs 2 teammate or after an event it may read named
it, and a deck card only while its owner searches it (``helpers.leak_problems``).
"""

from __future__ import annotations

import zlib

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.game import GwentGame

from tcgkit.testing.conformance import conservation

from .helpers import leak_problems, random_decks

MODES = ("standard", "tournament", "ffa", "2v2", "solo")
GAMES = 1000
SAMPLE = 12


@pytest.fixture(scope="module")
def game():
    return GwentGame()


@pytest.mark.parametrize("mode", MODES)
def test_random_games_terminate_and_conserve_cards(game, mode):
    rng = Rng(zlib.crc32(mode.encode()))  # the same decks every run (str hashes differ per process)
    ended = 0
    for i in range(GAMES):
        decks = random_decks(game.pool, rng, mode)
        m = game.new_match(decks, i, log_events=False, mode=mode)
        play_out(m, [RandomAgent(i * 31 + k) for k in range(m.n_players)], max_decisions=5000)
        assert m.ended, f"{mode} game {i} did not end"
        ended += 1
        assert conservation(m) is None, f"{mode} game {i}: {conservation(m)}"
        if mode != "ffa":
            assert all(g >= 0 for g in m.gems)
            assert m.end_reason in ("gems", "tournament")
    assert ended == GAMES


@pytest.mark.parametrize("mode", MODES)
def test_views_never_leak_hidden_cards(game, mode):
    rng = Rng(7 + len(mode))
    for i in range(SAMPLE):
        decks = random_decks(game.pool, rng, mode)
        m = game.new_match(decks, 500 + i, mode=mode)
        agents = [RandomAgent(i * 13 + k) for k in range(m.n_players)]
        steps = 0
        while m.pending is not None:
            probs = leak_problems(m)
            assert not probs, f"{mode} game {i} step {steps}: {probs[:3]}"
            d = m.pending
            m.apply(agents[d.player].act(m.view(d.player)))
            steps += 1
        assert not leak_problems(m)


def test_teammates_see_each_others_hands(game):
    decks = random_decks(game.pool, Rng(5), "2v2")
    m = game.new_match(decks, 1, mode="2v2")
    v = m.view(0)
    assert all(u is not None for u in v.cards("hand", 2))
    assert all(u is None for u in v.cards("hand", 1))
