"""Property tests over the playable card pool (issue 11): 2,000 1 vs 1 random-agent games, each between two decks
drawn at random from the playable cards (two colours, at most 4 copies, 50 + 10 cards, validated), checked with the
core conformance kit (``tcgkit.testing.conformance``): no exception, every game ends, card conservation; and on a
sample, no hidden identity in another seat's events or view, determinism, refused illegal actions and clones."""

from __future__ import annotations

import random

import pytest

from tcgkit.core.decklist import DeckEntry
from tcgkit.games.gundam.cards import playable_numbers, pool
from tcgkit.games.gundam.decks import GundamDeck
from tcgkit.testing import conformance

from .helpers import GAME

COLOURS = ("Blue", "Green", "Red", "White", "Purple")
GAMES = 2000


def random_deck(rng: random.Random) -> GundamDeck:
    """A legal deck of playable cards: two colours, 50 main-deck cards (at most 4 per number), 10 resources."""
    cards = pool()
    colours = rng.sample(COLOURS, 2)
    choices = [n for n in playable_numbers() if cards[n].color in colours and not cards[n].token
               and cards[n].type != "resource"]
    counts: dict[str, int] = {}
    while sum(counts.values()) < 50:
        n = rng.choice(choices)
        if counts.get(n, 0) < 4:
            counts[n] = counts.get(n, 0) + 1
    entries = [DeckEntry(i + 1, c, n, None) for i, (n, c) in enumerate(counts.items())]
    entries.append(DeckEntry(len(entries) + 1, 10, "R-001", None))
    deck = GundamDeck(tuple(entries), "random")
    assert GAME.validate_deck(deck) == []
    return deck


def decks_for(seed: int) -> list[GundamDeck]:
    rng = random.Random(seed)
    return [random_deck(rng), random_deck(rng)]


def test_2000_random_pool_games_end_without_error_and_conserve_cards():
    failures: list[str] = []
    for seed in range(GAMES):
        failures += conformance.check_play(GAME, None, games=1, seed=seed, decks=decks_for(seed), every=25)
    assert failures == []


@pytest.mark.parametrize("check,games", [("hidden", 30), ("determinism", 5), ("transactional", 5), ("clones", 5),
                                         ("kinds", 20)])
def test_random_pool_games_pass_the_conformance_checks(check, games):
    fn = conformance.CHECKS[check][0]
    failures: list[str] = []
    for seed in range(10_000, 10_000 + games):
        failures += fn(GAME, None, games=1, seed=seed, decks=decks_for(seed))
    assert failures == []


def test_at_least_counts_as_the_candidates_do():
    """``Cards.at_least`` (stops at the n-th card) answers ``len(candidates) >= n`` for every selector of a choice in
    random pool decks, at positions of random games, for each seat as controller."""
    from tcgkit.core.effects.nodes import Ctx
    from tcgkit.core.effects.selectors import Selector
    from tcgkit.core.rng import Rng

    checked = 0
    for seed in range(20_000, 20_006):
        m = GAME.new_match(decks_for(seed), seed, log_events=False)
        selectors = {id(s): s for d in set(m.card_def) for ab in d.abilities.all if ab.effect is not None
                     for node in ab.effect.walk()
                     for s in (getattr(node, "selector", None),) if isinstance(s, Selector)}
        assert selectors
        rng = Rng(seed)
        step = 0
        while m.pending is not None:
            if step % 7 == 0:
                for s in selectors.values():
                    for p in range(m.n_players):
                        ctx = Ctx(p, -1, -1)
                        found = len(s.candidates(m, ctx))
                        assert [s.at_least(m, ctx, n) for n in range(4)] == [found >= n for n in range(4)]
                        checked += 1
            acts = m.pending.actions
            m.apply(acts[rng.below(len(acts))])
            step += 1
    assert checked > 1000
