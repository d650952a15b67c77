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
    # the full measurement (200 games per pairing) is benchmarks/gwent_greedy_matrix.py; a smaller sample here
    assert _rate(game, GreedyAgent, 100) >= 0.85


def test_automaton_agent_picks_the_best_delta(game):
    setup = {"players": [{"faction": "northern_realms", "hand": ["Yarpen Zigrin", "Ves", "Biting Frost"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde"]}],
             "sides": [{}, {"close": ["Cahir Mawr Dyffryn aep Ceallach", "Rainfarn"]}]}
    m = game.scenarios().build(setup, "test")
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


def test_greedy_keeps_the_lead_with_the_cheapest_card_in_a_deciding_round(game):
    # round 2, our side on its last gem, the opponent still playing and behind: any card keeps the lead, so the
    # cheapest one (Ves 5, not Vernon Roche 10) goes down and the hero stays in hand for later
    setup = {"round": 2,
             "players": [{"faction": "northern_realms", "hand": ["Vernon Roche", "Ves"], "deck": ["Ves"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde", "Rainfarn"], "deck": ["Vreemde"]}],
             "sides": [{"close": ["Siegfried of Denesle"], "gems": 1}, {"close": ["Rainfarn"], "gems": 2}]}
    m = game.scenarios().build(setup, "test")
    a = GreedyAgent(1).act(m.view(0))
    assert a[0] == "unit" and m.card_def[a[1]].name == "Ves"


def test_greedy_plays_a_spy_first_in_a_round_it_need_not_win(game):
    # the first round, ahead: without the spy greedy would pass; with it, the two draws come first
    setup = {"players": [{"faction": "northern_realms", "hand": ["Ves", "Prince Stennis"],
                          "deck": ["Ves", "Ves", "Ves"]},
                         {"faction": "nilfgaard", "hand": ["Vreemde", "Rainfarn"], "deck": ["Vreemde"]}],
             "sides": [{"close": ["Siegfried of Denesle"]}, {"close": ["Vreemde"]}]}
    m = game.scenarios().build(setup, "test")
    a = GreedyAgent(1).act(m.view(0))
    assert a[0] == "spy" and m.card_def[a[1]].name == "Prince Stennis"
    setup["players"][0]["hand"] = ["Ves"]
    m = game.scenarios().build(setup, "test")
    assert GreedyAgent(1).act(m.view(0)) == ("pass",)


def test_greedy_in_solo_plays_on_while_behind_in_round_one(game):
    """Issue 7 item 7: the automaton never passes, so a pass while behind just gives the round away."""
    setup = {"mode": "solo",
             "players": [{"faction": "northern_realms", "hand": ["Ves", "Poor Fucking Infantry"]},
                         {"faction": "monsters", "deck": ["Ghoul", "Fiend"]}],
             "sides": [{}, {"close": ["Griffin"]}]}
    m = game.scenarios().build(setup, "test")
    assert m.round == 1 and m.total(1) > m.total(0)
    assert GreedyAgent(1).act(m.view(0)) != ("pass",)


def test_greedy_in_solo_passes_when_ahead(game):
    setup = {"mode": "solo",
             "players": [{"faction": "northern_realms", "hand": ["Ves", "Poor Fucking Infantry"]},
                         {"faction": "monsters", "deck": ["Ghoul", "Fiend"]}],
             "sides": [{"close": ["Vernon Roche"]}, {"close": ["Ghoul"]}]}
    m = game.scenarios().build(setup, "test")
    assert m.total(0) > m.total(1)
    assert GreedyAgent(1).act(m.view(0)) == ("pass",)
