"""Relative values (``SearchHints.relative_values``): UCT reads mean rewards relative to the siblings' range, so
moves a flat evaluation puts a few thousandths apart are still told apart (docs/agents.md)."""

from __future__ import annotations

import dataclasses

from tcgkit.ai.ismcts import ISMCTS, Node, SearchBudget
from tcgkit.core.rng import Rng
from tcgkit.games import get_game


def _flat_root() -> tuple[Node, list[str]]:
    """Two tried moves 0.003 apart near 0.01: the better one ("a") visited twice as often."""
    root = Node()
    for key, n, mean in (("a", 10, 0.013), ("b", 5, 0.010)):
        child = root.children[key] = Node()
        child.n, child.w, child.avail = n, n * mean, 14
    return root, ["a", "b"]


def test_absolute_values_let_exploration_drown_a_small_difference():
    root, keys = _flat_root()
    i, _child, expanded = root.select(keys, 0.7, Rng(1))
    assert (keys[i], expanded) == ("b", False)


def test_relative_values_follow_the_better_move_however_flat_the_evaluation():
    root, keys = _flat_root()
    i, _child, expanded = root.select(keys, 0.7, Rng(1), relative=True)
    assert (keys[i], expanded) == ("a", False)


def test_relative_values_with_equal_means_fall_back_to_exploration():
    root = Node()
    for key, n in (("a", 10), ("b", 5)):
        child = root.children[key] = Node()
        child.n, child.w, child.avail = n, n * 0.5, 14
    i, _child, _expanded = root.select(["a", "b"], 0.7, Rng(1), relative=True)
    assert i == 1  # the less visited


def test_the_agent_reads_the_hint_and_still_plays_a_legal_game():
    game = get_game("power_duell")()
    hints = game.search_hints()
    game.search_hints = lambda: dataclasses.replace(hints, relative_values=True)
    agent = ISMCTS(game, seed=3, budget=SearchBudget(iterations=8))
    assert agent.relative
    match = game.new_match(game.default_decks(), 5, log_events=False)
    for _ in range(6):
        d = match.pending
        if d is None:
            break
        view = game.view_class(match, d.player)
        action = agent.act(view)
        assert action in d.actions
        match.apply(action)
