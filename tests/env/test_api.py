"""The environment passes PettingZoo's own API test in every game and mode, and plays by the AEC rules."""

import warnings

import pytest
from pettingzoo.test import api_test

from tcgkit.core import IllegalAction
from tcgkit.env import aec_env
from tests.env.helpers import MODES


@pytest.mark.parametrize("game_id, mode", MODES)
def test_every_game_and_mode_passes_the_pettingzoo_api_test(game_id, mode):
    env = aec_env(game_id, mode=mode, seed=3)
    with warnings.catch_warnings():
        # the Dict observation with an action mask is PettingZoo's own convention (its classic games warn alike)
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably should be")
        api_test(env, num_cycles=300)


def _play_out(env, pick):
    env.reset()
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        env.step(None if terminated or truncated else pick(env, agent, obs))


def _masked_first(env, agent, obs):
    return int(obs["action_mask"].nonzero()[0][0])


@pytest.mark.parametrize("game_id, mode", [("gundam", "team_battle"), ("gwent", "2v2"), ("gwent", "ffa"),
                                           ("power_duell", "standard")])
def test_rewards_come_at_the_end_and_a_team_shares_them(game_id, mode):
    env = aec_env(game_id, mode=mode, seed=5)
    env.reset()
    finals = {}
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            finals[agent] = reward
            env.step(None)
            continue
        assert reward == 0  # nothing before the end
        env.step(_masked_first(env, agent, obs))
    m = env.match
    assert m.ended and set(finals) == set(env.possible_agents)
    won = set(m.winners)
    for p, agent in enumerate(env.possible_agents):
        assert finals[agent] == (0 if not won else 1 if p in won else -1)
    if won:
        for team in m.teams:
            assert len({finals[f"player_{p}"] for p in team}) == 1


def test_the_agent_to_act_is_the_seat_of_the_pending_decision_and_the_mask_marks_its_legal_actions():
    env = aec_env("gundam", seed=2)
    env.reset()
    for _ in range(40):
        obs, *_ = env.last()
        d = env.match.pending
        assert env.agent_selection == f"player_{d.player}"
        assert int(obs["action_mask"].sum()) == len(d.actions) == len(env.legal_actions())
        assert sorted(env.legal_actions().values()) == sorted(d.actions)
        env.step(_masked_first(env, env.agent_selection, obs))


def test_an_index_whose_mask_bit_is_zero_is_refused_and_changes_nothing():
    env = aec_env("power_duell", seed=1)
    env.reset()
    obs, *_ = env.last()
    illegal = int((obs["action_mask"] == 0).nonzero()[0][0])
    version = env.match.version
    with pytest.raises(IllegalAction, match="not legal now"):
        env.step(illegal)
    with pytest.raises(IllegalAction, match="integer index"):
        env.step("deploy")
    assert env.match.version == version


def test_forced_decisions_are_taken_for_the_agent_unless_asked_not_to():
    for skip in (True, False):
        env = aec_env("gundam", seed=4, skip_forced=skip)
        singles = []

        def pick(env, agent, obs):
            singles.append(int(obs["action_mask"].sum()) == 1)
            return _masked_first(env, agent, obs)

        _play_out(env, pick)
        assert any(singles) is (not skip)


def test_episodes_after_a_seeded_reset_repeat_and_differ_from_each_other():
    def histories(env):
        out = []
        for _ in range(2):
            _play_out(env, _masked_first)
            out.append(list(env.match.history))
        return out

    a, b = histories(aec_env("gwent", seed=9)), histories(aec_env("gwent", seed=9))
    assert a == b and a[0] != a[1]


def test_render_is_the_narrated_log_and_a_tcgkit_agent_can_play_a_seat():
    from tcgkit.sim.agents import make_agent

    env = aec_env("fe_cipher", seed=1)
    greedy = make_agent(env.game, "greedy", 1)

    def pick(env, agent, obs):
        if agent == "player_0":
            return env.index_of(greedy.act(env.view(agent)))
        return _masked_first(env, agent, obs)

    _play_out(env, pick)
    text = env.render()
    assert "game over" in text and len(text.splitlines()) > 20
