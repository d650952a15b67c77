"""The GWENT agents: greedy beats random, the automaton policy plays legal moves, both only read their view."""

from __future__ import annotations

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.gwent.agents import AutomatonAgent, GreedyAgent


def _rate(game, make, n):
    decks = game.default_decks("standard")
    wins = 0
    for i in range(n):
        seat = i % 2
        agents = [None, None]
        agents[seat] = make(i)
        agents[1 - seat] = RandomAgent(5000 + i)
        m = game.new_match(decks if i % 4 < 2 else decks[::-1], 7000 + i, log_events=False)
        play_out(m, agents)
        wins += m.winners == (seat,)
    return wins / n


def test_agents_are_registered(game):
    assert set(game.agents()) == {"greedy", "automaton"}
    assert game.agents()["greedy"](1).name == "greedy"


def test_greedy_beats_random(game):
    # the full measurement (200 games, >= 90%) is benchmarks/gwent_greedy_vs_random.py; a smaller sample here
    assert _rate(game, GreedyAgent, 100) >= 0.85


def test_automaton_agent_picks_the_best_delta(game):
    setup = {"players": [{"faction": "northern_realms", "hand": ["Yarpen Zigrin", "Ves", "Biting Frost"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{}, {"close": ["Cahir Mawr Dyffryn aep Ceallach", "Rainfarn"]}]}
    m = game.scenario_match(setup, "test")
    # frost: the opponent loses 8, we lose nothing -> the best delta (+8) beats Ves (+5)
    a = AutomatonAgent(1).act(m.view(0))
    assert a[0] == "weather" and m.card_def[a[1]].name == "Biting Frost"
    assert AutomatonAgent(2).act(m.view(0)) == a  # deterministic whatever the seed


def test_agents_play_every_mode(game):
    for mode in game.modes():
        m = game.new_match(game.default_decks(mode), 3, mode=mode)
        agents = [GreedyAgent(k) if k % 2 == 0 else AutomatonAgent(k) for k in range(m.n_players)]
        play_out(m, agents)
        assert m.ended


class _Spy:
    """Wraps a view and fails if an agent reaches for the match behind it."""

    def __init__(self, view):
        object.__setattr__(self, "_view", view)

    def __getattr__(self, name):
        if name == "match":
            raise AssertionError("the agent read view.match")
        return getattr(self._view, name)


def test_agents_only_use_view_accessors(game):
    for make in (GreedyAgent, AutomatonAgent):
        m = game.new_match(game.default_decks(), 5)
        agent = make(1)
        other = RandomAgent(2)
        while m.pending is not None:
            d = m.pending
            if d.player == 0:
                m.apply(agent.act(_Spy(m.view(0))))
            else:
                m.apply(other.act(m.view(1)))
