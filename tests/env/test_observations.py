"""Observations come from a seat's view alone: what it cannot see never changes them."""

import numpy as np
import pytest

from tcgkit.core import Rng
from tcgkit.env import aec_env
from tests.env.helpers import MODES


def _positions(env, steps: int, every: int):
    """The env after every ``every``-th of ``steps`` random masked steps (one episode)."""
    rng = Rng(1)
    env.reset()
    for i in range(steps):
        if not env.agents or env.match.pending is None:
            return
        obs, *_ = env.last()
        if i % every == 0:
            yield env
        legal = obs["action_mask"].nonzero()[0]
        env.step(int(legal[rng.below(len(legal))]))


@pytest.mark.parametrize("game_id, mode", MODES)
def test_redealing_what_a_seat_cannot_see_leaves_its_observation_unchanged(game_id, mode):
    env = aec_env(game_id, mode=mode, seed=11)
    checked = 0
    for env in _positions(env, 120, 15):
        for seat, agent in enumerate(env.possible_agents):
            view = env.match.view(seat)
            before = env.observer.encode(view, view.to_dict())
            other = view.determinize(Rng(checked))  # hidden cards redealt, everything the seat knows kept
            redealt = other.view(seat)
            assert np.array_equal(before, env.observer.encode(redealt, redealt.to_dict()))
            checked += 1
    assert checked


def test_the_layout_names_every_number_and_a_visible_card_sits_in_its_slot():
    env = aec_env("gundam", seed=2)
    names = env.observer.names()
    assert len(names) == env.observer.size == env.observation_space("player_0")["observation"].shape[0]
    env.reset()
    obs, *_ = env.last()
    seat = env.possible_agents.index(env.agent_selection)
    view = env.view(env.agent_selection)
    vec = obs["observation"]
    hand = view.cards("hand", seat)
    assert hand and all(u is not None for u in hand)
    u = hand[0]
    assert vec[names.index(f"card{u}.visible")] == 1
    assert names[names.index(f"card{u}.zone")] and vec[names.index(f"card{u}.zone")] == 1 + env.observer.zones["hand"]
    assert vec[names.index(f"card{u}.zone_owner")] == 1  # the observer's own zone
    assert vec[names.index("seat0.hand")] == len(hand)
    enemy_hand = view.cards("hand", 1 - seat)
    assert all(x is None for x in enemy_hand)
    assert vec[names.index("seat1.hand")] == len(enemy_hand)


def test_info_holds_the_raw_view_of_the_acting_seat():
    env = aec_env("soulbound_arkana", seed=3)
    env.reset()
    *_, info = env.last()
    seat = env.possible_agents.index(env.agent_selection)
    assert info["view"] == env.match.view(seat).to_dict()
