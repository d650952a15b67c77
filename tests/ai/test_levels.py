"""Search agents by name (tcgkit.ai.levels via tcgkit.sim.agents): budgets, levels, and where the names resolve."""

import pytest

from tcgkit.ai.ismcts import ISMCTS
from tcgkit.ai.levels import LEVELS, level_budget
from tcgkit.core.errors import TcgkitError
from tcgkit.games import BUILTIN, get_game
from tcgkit.sim.agents import agent_factories, check_agents, default_opponent, is_search_agent, make_agent
from tcgkit.sim.runner import DEFAULT_GAME_TIMEOUT, SEARCH_GAME_TIMEOUT, prepare_job


@pytest.fixture(scope="module")
def gundam():
    return get_game("gundam")()


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_every_game_lists_ismcts_and_the_levels_among_its_agents(game_id):
    names = list(agent_factories(get_game(game_id)()))
    assert names[0] == "random" and "greedy" in names
    assert {"ismcts", "easy", "normal", "hard"} <= set(names)


def test_a_budget_suffix_sets_iterations_or_milliseconds(gundam):
    assert make_agent(gundam, "ismcts:800", 1).budget.iterations == 800
    timed = make_agent(gundam, "ismcts:500ms", 1).budget
    assert timed.iterations is None and timed.millis == 500
    assert make_agent(gundam, "ismcts", 1).budget == level_budget(gundam, "hard")
    assert make_agent(gundam, "ismcts:800", 1).name == "ismcts:800"


def test_the_levels_scale_the_games_normal_iterations(gundam):
    normal = gundam.search_hints().iterations
    budgets = {level: make_agent(gundam, level, 1).budget.iterations for level in LEVELS}
    assert budgets == {"easy": round(normal / 4), "normal": normal, "hard": 3 * normal}
    assert all(isinstance(make_agent(gundam, level, 1), ISMCTS) for level in LEVELS)


@pytest.mark.parametrize("name", ["ismcts:fast", "ismcts:0", "ismcts:-5", "ismcts:2000000", "ismcts:700000ms",
                                  "ismcts:", "ismcts:1.5", "hard:300"])
def test_malformed_budgets_and_names_are_refused_in_one_line(gundam, name):
    with pytest.raises(TcgkitError) as err:
        check_agents(gundam, [name])
    assert "\n" not in str(err.value) and name in str(err.value)


def test_search_agents_are_told_apart_from_the_others(gundam):
    assert all(is_search_agent(gundam, n) for n in ("ismcts", "ismcts:50", "easy", "hard"))
    assert not any(is_search_agent(gundam, n) for n in ("random", "greedy"))
    assert default_opponent(gundam) == "hard"


def test_a_simulation_with_a_search_agent_gets_a_longer_default_timeout(gundam):
    decks = gundam.default_decks()
    assert prepare_job(gundam, decks, 1, agents=["hard", "greedy"]).game_timeout == SEARCH_GAME_TIMEOUT
    assert prepare_job(gundam, decks, 1, agents=["greedy"]).game_timeout == DEFAULT_GAME_TIMEOUT
    assert prepare_job(gundam, decks, 1, agents=["hard"], game_timeout=5.0).game_timeout == 5.0
