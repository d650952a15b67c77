"""The FE Cipher agents: greedy beats random (issue 8 item 5: ≥ 90 % over 200 games, seats swapped), plays only
through its view, and makes the choices its heuristic documents."""

from __future__ import annotations

from tcgkit.ai import RandomAgent, play_out
from tcgkit.games.fe_cipher.agents import GreedyAgent
from tests.games.fe_cipher.helpers import GAME, pos


def greedy_rate(n: int, seed: int = 7000) -> float:
    decks = GAME.default_decks()
    wins = 0
    for i in range(n):
        seat = i % 2
        agents = [None, None]
        agents[seat] = GreedyAgent(i)
        agents[1 - seat] = RandomAgent(5000 + i)
        m = GAME.new_match(decks if i % 4 < 2 else decks[::-1], seed + i, log_events=False)
        play_out(m, agents)
        wins += m.winners == (seat,)
    return wins / n


def test_greedy_is_offered_by_the_game():
    assert GAME.agents()["greedy"](1).name == "greedy"


def test_greedy_wins_at_least_90_percent_against_random_over_200_games_seats_swapped():
    assert greedy_rate(200) >= 0.90


class _Spy:
    """A view that fails if an agent reaches for the match behind it."""

    def __init__(self, view):
        object.__setattr__(self, "_view", view)

    def __getattr__(self, name):
        if name in ("match", "_m"):
            raise AssertionError(f"the agent read view.{name}")
        return getattr(self._view, name)


def test_greedy_only_reads_its_view():
    m = GAME.new_match(GAME.default_decks(), 5)
    agent, other = GreedyAgent(1), RandomAgent(2)
    while m.pending is not None:
        d = m.pending
        m.apply(agent.act(_Spy(m.view(0))) if d.player == 0 else other.act(m.view(1)))
    assert m.ended


def test_greedy_attacks_the_main_character_it_beats():
    m = pos({"front_line": ["B01-003", "S01-001"]}, {"front_line": ["B01-053", "B01-065"]})
    a = GreedyAgent(0).act(m.view(0))
    assert a[0] == "attack" and a[2] == m.mc[1]


def test_greedy_class_changes_before_deploying():
    m = pos({"hand": ["B01-004", "B01-019"], "front_line": ["B01-003", "B01-005"], "bonds": ["B01-036"] * 3},
            step="deployment")
    a = GreedyAgent(0).act(m.view(0))
    assert a[0] == "class_change"


def test_greedy_evades_to_save_an_orb():
    m = pos({"front_line": ["B01-003", "S01-001"]}, {"front_line": ["B01-053"], "hand": ["B01-053"]})
    m.apply(("attack", m.units(0)[1], m.mc[1]))
    assert m.pending.kind == "evade"
    assert GreedyAgent(0).act(m.view(1))[0] == "evade"
