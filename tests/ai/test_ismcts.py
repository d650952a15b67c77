"""ISMCTS (tcgkit.ai.ismcts): it finds a forced win, sees only its view, is reproducible, and plays every mode.

Small budgets throughout (a few dozen iterations); strength is measured with `tcgkit simulate` (docs/agents.md).
"""

import pytest

from tcgkit.ai.base import RandomAgent, play_out
from tcgkit.ai.ismcts import ISMCTS, Rollout, SearchBudget
from tcgkit.core.rng import Rng
from tcgkit.core.view import View
from tcgkit.games import BUILTIN, get_game

# One position per game where one legal action wins at once, and the action (in scenario words) that does.
FORCED_WINS = {
    "gundam": (  # battle damage to a player with no shield area left wins (rules/gundam.md §1.5)
        {"players": [{"units": ["ST01-005"], "hand": ["ST01-010"], "resources": 3},
                     {"base": "none", "shields": 0, "units": ["ST01-005"]}]},
        {"attack": {"attacker": "ST01-005@0", "target": "player"}}),
    "fe_cipher": (  # a Main Character destroyed with no orb left loses (seed 001, Siegesbedingungen)
        {"players": [{"front_line": ["B01-003", "B01-019"]}, {"front_line": ["B01-053"], "orbs": 0}]},
        {"attack": ["B01-019", "B01-053"]}),
    "gwent": (  # both sides on their last gem, the opponent has passed, we lead: passing wins; playing the spy
        # first (5 strength to the opponent) draws the round, and the match with it (rules/gwent.md §1.1)
        {"round": 2, "turn": 1,
         "players": [{"faction": "skellige", "hand": ["Udalryk"], "passed": True},
                     {"faction": "northern_realms", "hand": ["Prince Stennis"]}],
         "sides": [{"gems": 1, "close": ["Ves"]}, {"gems": 1, "close": ["Ves", "Siegfried of Denesle"]}]},
        "pass"),
    "power_duell": (  # damage points reaching the limit lose (rules/power_duell.md §8)
        {"step": "battle_phase", "players": [{"account": 2, "D1": "PD-M03", "monster_deck": ["PD-M01"]},
                                             {"damage": 900, "monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]}]},
        {"attack_direct": "PD-M03"}),
    "soulbound_arkana": (  # a player at 0 bond points loses (seed 002, Allgemeine Regeln 4)
        {"players": [{"beings": ["SA-W03"], "deck": ["SA-W01"]}, {"bp": 1000, "deck": ["SA-W01"]}]},
        {"attack_direct": ["SA-W03", 1]}),
}


def position(game_id):
    game = get_game(game_id)()
    setup, win = FORCED_WINS[game_id]
    adapter = game.scenarios()
    m = adapter.build(setup, f"forced win ({game_id})")
    return game, m, adapter.action(m, win, "the winning action")


def wins_at_once(m, action) -> bool:
    seat = m.pending.player
    after = m.clone()
    after.apply(action)
    return after.ended and bool(after.winners) and after.team_of[after.winners[0]] == after.team_of[seat]


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_it_finds_a_forced_win_in_one_move(game_id):
    game, m, win = position(game_id)
    assert wins_at_once(m, win)
    assert not all(wins_at_once(m, a) for a in m.legal_actions()), "every move wins: no choice to test"
    agent = ISMCTS(game, seed=1, budget=SearchBudget(60))
    assert wins_at_once(m, agent.act(m.view(m.pending.player)))


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_it_finds_the_win_with_random_rollouts_to_the_end_too(game_id):
    game, m, _win = position(game_id)
    agent = ISMCTS(game, seed=2, budget=SearchBudget(60), rollout=Rollout("random", None))
    assert wins_at_once(m, agent.act(m.view(m.pending.player)))


class ViewOnly:
    """Hands the agent only what a seat may see: fails the test if play_out gives it anything but a View."""

    def __init__(self, agent):
        self.agent, self.name = agent, agent.name

    def act(self, view):
        assert isinstance(view, View), f"an agent was handed a {type(view).__name__}, not a View"
        return self.agent.act(view)


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_it_decides_the_same_whatever_the_hidden_cards_are(game_id):
    """Never looks at hidden cards: on a position and on a determinisation of it (every card hidden from the seat
    dealt otherwise), the same agent seed chooses the same legal action (by its place in the list)."""
    game = get_game(game_id)()
    m = game.new_match(game.default_decks(), 11, log_events=False)
    rng, checked = Rng(3), 0
    while m.pending is not None and checked < 3:
        d = m.pending
        if len(d.actions) > 1 and m.version % 4 == 0:
            other = m.view(d.player).determinize(Rng(m.version))
            mine = ISMCTS(game, seed=5, budget=SearchBudget(12)).act(m.view(d.player))
            theirs = ISMCTS(game, seed=5, budget=SearchBudget(12)).act(other.view(d.player))
            assert d.actions.index(mine) == other.pending.actions.index(theirs)
            checked += 1
        m.apply(d.actions[rng.below(len(d.actions))])


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_the_greedy_agent_decides_the_same_whatever_the_hidden_cards_are(game_id):
    """Each game's greedy agent reads only its view (the same check as above, over more decisions)."""
    game = get_game(game_id)()
    for mode in game.modes():
        m = game.new_match(game.default_decks(mode), 5, log_events=False, mode=mode)
        rng = Rng(7)
        while m.pending is not None and m.version < 150:
            d = m.pending
            if len(d.actions) > 1 and m.version % 3 == 0:
                other = m.view(d.player).determinize(Rng(m.version))
                mine = game.agents()["greedy"](5).act(m.view(d.player))
                theirs = game.agents()["greedy"](5).act(other.view(d.player))
                assert d.actions.index(mine) == other.pending.actions.index(theirs), (mode, m.version, d.kind)
            m.apply(d.actions[rng.below(len(d.actions))])


@pytest.mark.parametrize("game_id", ["gundam", "gwent"])
def test_a_fixed_seed_gives_the_same_game(game_id):
    game = get_game(game_id)()
    histories = []
    for _ in range(2):
        m = game.new_match(game.default_decks(), 4, log_events=False)
        play_out(m, [ISMCTS(game, seed=9, budget=SearchBudget(8)), RandomAgent(3)])
        histories.append(list(m.history))
    assert histories[0] == histories[1]


def _modes():
    for game_id in sorted(BUILTIN):
        for mode in get_game(game_id)().modes():
            yield game_id, mode


@pytest.mark.parametrize("game_id, mode", list(_modes()))
def test_it_plays_every_mode_to_the_end_seeing_only_views(game_id, mode):
    game = get_game(game_id)()
    decks = game.default_decks(mode)
    m = game.new_match(decks, 2, log_events=False, mode=mode)
    agents = [ViewOnly(ISMCTS(game, seed=p, budget=SearchBudget(4))) if p % 2 == 0 else RandomAgent(p)
              for p in range(len(decks))]
    play_out(m, agents)
    assert m.ended


def test_it_keeps_the_subtree_of_its_own_move_when_it_decides_again_at_once():
    game = get_game("gundam")()
    m = game.new_match(game.default_decks(), 3, log_events=False)
    agent = ISMCTS(game, seed=1, budget=SearchBudget(40))
    view = m.view(0)
    while m.pending is not None:  # to the first main phase of seat 0 with more than one action
        d = m.pending
        if d.player == 0 and d.kind == "main" and len(d.actions) > 2:
            break
        m.apply(d.actions[0])
    first = agent.act(view)
    m.apply(first)
    if m.pending is None or m.pending.player != 0 or len(m.pending.actions) < 2:
        pytest.skip("the position after the first move is not a choice of the same seat")
    kept = agent._kept[2][0].children[agent._kept[3]]
    assert kept.n > 0
    roots = agent._roots(view, m.n_players)
    assert roots[0] is kept


def test_a_millisecond_budget_takes_at_least_one_iteration():
    game = get_game("gwent")()
    m = game.new_match(game.default_decks(), 1, log_events=False)
    agent = ISMCTS(game, seed=1, budget=SearchBudget(iterations=None, millis=1))
    assert agent.act(m.view(m.pending.player)) in m.legal_actions()
    assert agent.last_iterations >= 1


def test_budgets_are_either_iterations_or_milliseconds():
    with pytest.raises(ValueError):
        SearchBudget(iterations=None, millis=None)
    with pytest.raises(ValueError):
        SearchBudget(iterations=0)
    with pytest.raises(ValueError):
        Rollout("clever")
