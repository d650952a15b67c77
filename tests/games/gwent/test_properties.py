"""Property tests over random games in every mode (random decks over the whole pool, RandomAgent seats).

Budget (the whole suite must stay under 15 minutes on 2 cores): every mode plays 1,000 games with
``log_events=False`` and checks the cheap invariants on each (no exception, termination within the decision
limit, card conservation, a result); the expensive checks — no hidden hand or deck identity in another seat's view
(except a 2v2 teammate's hand) at every decision, and "same seed and actions => same event log" — run on a sample of
12 games per mode. Measured: about 6 s in total on the project machine (2 shared cores).
"""

from __future__ import annotations

import pytest

from tcgkit.ai import RandomAgent, play_out
from tcgkit.core.rng import Rng
from tcgkit.games.gwent.game import GwentGame

from .helpers import conservation_problems, leak_problems, random_decks

MODES = ("standard", "tournament", "ffa", "2v2", "solo")
GAMES = 1000
SAMPLE = 12


@pytest.fixture(scope="module")
def game():
    return GwentGame()


@pytest.mark.parametrize("mode", MODES)
def test_random_games_terminate_and_conserve_cards(game, mode):
    rng = Rng(hash(mode) & 0xFFFF)
    ended = 0
    for i in range(GAMES):
        decks = random_decks(game.pool, rng, mode)
        m = game.new_match(decks, i, log_events=False, mode=mode)
        play_out(m, [RandomAgent(i * 31 + k) for k in range(m.n_players)], max_decisions=5000)
        assert m.ended, f"{mode} game {i} did not end"
        ended += 1
        probs = conservation_problems(m)
        assert not probs, f"{mode} game {i}: {probs[:3]}"
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


@pytest.mark.parametrize("mode", MODES)
def test_same_seed_same_log(game, mode):
    rng = Rng(99)
    for i in range(SAMPLE):
        decks = random_decks(game.pool, rng, mode)
        runs = []
        for _ in range(2):
            m = game.new_match(decks, 900 + i, mode=mode)
            play_out(m, [RandomAgent(i + k) for k in range(m.n_players)])
            runs.append((m.log, m.history, m.winners, m.fingerprint()))
        assert runs[0] == runs[1]


def test_teammates_see_each_others_hands(game):
    decks = random_decks(game.pool, Rng(5), "2v2")
    m = game.new_match(decks, 1, mode="2v2")
    v = m.view(0)
    assert all(u is not None for u in v.cards("hand", 2))
    assert all(u is None for u in v.cards("hand", 1))
