"""Progressive widening (``SearchHints.rank``, :mod:`tcgkit.ai.widening`): a wide decision's node weighs its best
ranked moves first and opens more as its visits grow; Power Duell's order is greedy's one-ply look."""

from __future__ import annotations

import math

from tcgkit.ai.ismcts import ISMCTS, Node, SearchBudget
from tcgkit.ai.widening import UNRANKED, WIDTH, open_moves, width
from tcgkit.games import get_game
from tcgkit.games.power_duell.agents import GreedyAgent
from tcgkit.games.power_duell.search import considers, rank
from tests.ai.helpers import PD_BATTLE, Hinted, wide_decisions


def _later_first(m, seat, actions):
    """Ranks a decision's later moves above its earlier ones."""
    order = m.pending.actions
    return [float(order.index(a)) for a in actions]


def test_the_width_grows_with_the_square_root_of_the_visits():
    assert [width(v) for v in (0, 1, 3, 4, 15, 16, 49, 150)] == [WIDTH, WIDTH, WIDTH, WIDTH + 1, WIDTH + 1,
                                                                  WIDTH + 2, WIDTH + 3, WIDTH + 6]


def test_a_node_opens_its_best_ranked_moves_and_more_as_it_is_visited():
    node, acts, keys = Node(), tuple(range(10)), [f"k{i}" for i in range(10)]
    calls = []

    def by_value(m, seat, actions):
        calls.append(actions)
        return [float(a) for a in actions]

    opened = [open_moves(node, None, 0, acts, keys, by_value)[0] for _ in range(17)]
    assert opened[0] == (8, 9)  # the best two, in the decision's order
    assert opened[4] == (7, 8, 9)
    assert opened[16] == (6, 7, 8, 9)
    assert calls == [acts]  # ranked once; the node keeps the order
    assert node.visits == 17


def test_the_favoured_move_ranks_first_and_unranked_decisions_open_everything():
    node, acts, keys = Node(), ("a", "b", "c", "d"), ["a", "b", "c", "d"]
    assert open_moves(node, None, 0, acts, keys, lambda m, s, a: [4.0, 3.0, 2.0, 1.0], favoured="d")[0] == ("a", "d")
    assert node.rank["d"] == math.inf
    plain = Node()
    assert open_moves(plain, None, 0, acts, keys, lambda m, s, a: None) == (acts, keys)
    assert plain.rank is UNRANKED
    assert open_moves(plain, None, 0, acts, keys, lambda m, s, a: 1 / 0) == (acts, keys)  # never asked again


def test_moves_met_later_are_ranked_when_met():
    node = Node()
    open_moves(node, None, 0, ("a", "b", "c"), ["a", "b", "c"], lambda m, s, acts: [1.0] * len(acts))
    acts, keys = open_moves(node, None, 0, ("a", "b", "c", "z"), ["a", "b", "c", "z"],
                            lambda m, s, acts: [9.0 if a == "z" else 0.0 for a in acts])
    assert "z" in acts and set(node.rank) == {"a", "b", "c", "z"}


def test_a_small_search_chooses_among_the_best_ranked_moves_only():
    game = get_game("gundam")()
    ranked = Hinted(game, rank=_later_first, prior=False)
    checked = 0
    for i, m, d in wide_decisions(game, 3, 6):
        agent = ISMCTS(ranked, seed=i, budget=SearchBudget(3))
        assert agent.act(m.view(d.player)) in d.actions[-WIDTH:]
        checked += 1
    assert checked == 6


def test_power_duell_ranks_battle_moves_as_greedy_weighs_them():
    game = get_game("power_duell")()
    m = game.scenarios().build(PD_BATTLE, "battle")
    seat, before = m.pending.player, m.fingerprint()
    acts = tuple(a for a in m.legal_actions() if considers(m, seat, a))
    scores = rank(m, seat, acts)
    assert len(scores) == len(acts) and len(set(scores)) > 1
    best = acts[max(range(len(acts)), key=scores.__getitem__)]
    assert GreedyAgent(1).act(m.view(seat)) == best
    assert m.fingerprint() == before  # ranked on copies


def test_power_duell_ranks_no_other_decision():
    game = get_game("power_duell")()
    m = game.new_match(game.default_decks(), 2, log_events=False)
    while m.pending.kind == "battle" or len(m.pending.actions) < 2:
        m.apply(m.pending.actions[0])
    assert rank(m, m.pending.player, m.pending.actions) is None


class _LastMove:
    """An agent that always takes a decision's last legal action (a prior the search cannot mistake for greedy's)."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, view):
        return view.legal_actions()[-1]


def test_the_search_favours_the_prior_agent_a_game_names_over_its_greedy_agent():
    game = get_game("gundam")()
    hinted = Hinted(game, prior=True, prior_agent=_LastMove)
    assert isinstance(ISMCTS(hinted, seed=1).prior, _LastMove)
    assert type(ISMCTS(Hinted(game, prior=True), seed=1).prior).__name__ == "GreedyAgent"
    picked = 0
    for i, m, d in wide_decisions(game, 3, 6):
        picked += ISMCTS(hinted, seed=i, budget=SearchBudget(1)).act(m.view(d.player)) == d.actions[-1]
    assert picked == 6  # one iteration: the favoured move is the one tried
