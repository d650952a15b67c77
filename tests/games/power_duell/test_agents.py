"""The greedy agent (agents.py): it beats random play, seats and decks swapped."""

from __future__ import annotations

import pytest

from tcgkit.ai.base import RandomAgent, play_out
from tcgkit.games.power_duell.agents import GreedyAgent, score

from .helpers import GAME, pos


@pytest.mark.slow
def test_greedy_wins_at_least_90_percent_against_random_seats_and_decks_swapped():
    decks = GAME.default_decks()
    wins = 0
    n = 100
    for i in range(n):
        seat = i % 2
        pair = decks if (i // 2) % 2 == 0 else decks[::-1]
        m = GAME.new_match(pair, 10_000 + i, log_events=False)
        agents = [RandomAgent(i), RandomAgent(i)]
        agents[seat] = GreedyAgent(i)
        play_out(m, agents)
        wins += m.winners == (seat,)
    assert wins >= 0.9 * n


def test_greedy_takes_a_direct_attack():
    m = pos({"account": 2, "D1": "PD-M03"}, {"monster_deck": ["PD-M01"]}, step="battle_phase")
    assert GreedyAgent(1).act(m.view(0)) == ("attack_direct", m.board[0])


def test_greedy_does_not_attack_into_a_wall():
    m = pos({"account": 2, "D1": "PD-M01"}, {"C1": "PD-S01"}, step="battle_phase")
    assert GreedyAgent(1).act(m.view(0)) == ("end_phase",)


def test_greedy_places_a_shield_in_front_of_its_monster():
    m = pos({"account": 5, "hand": ["PD-S01"], "D2": "PD-M01"}, {})
    assert GreedyAgent(1).act(m.view(0)) == ("activate", m.zones[m.Z.hand[0]][0], 4)


def test_greedy_uses_a_hand_effect_when_attacked():
    m = pos({"account": 2, "D1": "PD-M03"}, {"D1": "PD-M06", "hand": ["PD-E09"]}, step="battle_phase")
    m.apply(("attack", m.board[0], 1, "D.1"))
    assert GreedyAgent(1).act(m.view(1))[0] == "hand_effect"


def test_score_counts_damage_points_and_monsters():
    empty = pos({}, {})
    hurt = pos({}, {"damage": 100})
    assert score(hurt, 0) > score(empty, 0)
    assert score(pos({"D1": "PD-M01"}, {}), 0) > score(empty, 0)


def test_greedy_never_peeks_at_hidden_cards():
    """Its choices depend only on the view: the same position with the opponent's hidden cards redealt gives the
    same choice."""
    from tcgkit.core.rng import Rng

    m = pos({"account": 3, "D1": "PD-M03"}, {"D1": {"card": "PD-M05", "face": "down"}, "hand": ["PD-E09"],
                                            "monster_deck": ["PD-M07", "PD-M06"]}, step="battle_phase")
    before = GreedyAgent(3).act(m.view(0))
    m2 = m.clone()
    m2.resample_hidden(0, Rng(9))
    assert GreedyAgent(3).act(m2.view(0)) == before


def test_evaluation_puts_damage_points_before_the_board():
    """The turn limit gives the match to the player with fewer damage points (rules/power_duell.md §8), and a whole
    match deals few of them: 30 damage points apart outweigh a monster on the field."""
    from tcgkit.games.power_duell.search import evaluate

    board_but_hurt = pos({"D1": "PD-M03", "damage": 30}, {})
    unhurt = pos({}, {})
    assert evaluate(unhurt, 0) > 0.5 > evaluate(board_but_hurt, 0)
    assert evaluate(board_but_hurt, 1) > 0.5


def test_evaluation_sees_a_deck_out_coming_and_gravitation_putting_it_off():
    """Two empty decks at a draw lose (§8, deck_out both_empty); a gravitation card goes back into the energy deck
    when played (1.2.3): it is worth more than another card in hand, and more still once played."""
    from tcgkit.games.power_duell.search import evaluate

    decks = {"monster_deck": ["PD-M01"] * 5, "energy_deck": ["PD-E01"] * 5}
    low = {"monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]}
    even = pos(dict(decks), dict(decks))
    running_out = pos(dict(low), dict(decks))
    assert 0.4 < evaluate(even, 0) < 0.6
    assert evaluate(running_out, 0) < evaluate(even, 0) - 0.15  # 4 of the next 5 draws uncovered: 4/5 of DECK_SHARE/2
    other_card = evaluate(pos({**low, "hand": ["PD-E01"]}, dict(decks)), 0)
    gravitation_in_hand = evaluate(pos({**low, "hand": ["PD-E10"]}, dict(decks)), 0)
    gravitation_played = evaluate(pos({**low, "energy_deck": ["PD-E01", "PD-E10"]}, dict(decks)), 0)
    assert other_card < gravitation_in_hand < gravitation_played


def test_evaluation_still_sees_a_deck_out_coming_far_behind_on_damage_points():
    """80 damage points behind, the logistic curve over the lead is nearly flat; the decks still count
    (``DECK_SHARE``): a search let its next draw lose there while it held gravitation cards it could pay for."""
    from tcgkit.games.power_duell.search import evaluate

    decks = {"monster_deck": ["PD-M01"] * 5, "energy_deck": ["PD-E01"] * 5}
    behind = {"damage": 80, "monster_deck": [], "energy_deck": []}
    in_hand = evaluate(pos({**behind, "hand": ["PD-E10"]}, dict(decks)), 0)
    played = evaluate(pos({**behind, "energy_deck": ["PD-E10"]}, dict(decks)), 0)
    assert played - in_hand > 0.02


def test_evaluation_fears_a_monster_no_shield_covers_and_hopes_for_one_of_the_opponent():
    """A monster on D with no shield in front is worn down turn after turn by the other side's attackers until it
    falls below 0 LP, and the overflow is its player's damage points (seed 003 Schadensberechnung): the evaluation
    counts that coming, the more the weaker the monster, before the turn limit decides by damage points."""
    from tcgkit.games.power_duell.search import evaluate

    attackers = {"D1": "PD-M03", "D2": "PD-M02", "C1": "PD-S01", "C2": "PD-S01"}
    covered = pos({"D1": "PD-M01", "C1": "PD-S01"}, dict(attackers))
    exposed = pos({"D2": "PD-M01", "C1": "PD-S01"}, dict(attackers))
    worn = pos({"D2": {"card": "PD-M01", "lp_damage": 2000, "dp_damage": 300}, "C1": "PD-S01"}, dict(attackers))
    assert evaluate(covered, 0) > evaluate(exposed, 0) > evaluate(worn, 0)
    assert evaluate(worn, 1) > evaluate(exposed, 1) > evaluate(covered, 1)
    no_attackers = ({"D2": "PD-M01", "C1": "PD-S01"}, {"C1": "PD-S01"})  # AP 0: nothing wears it down
    assert evaluate(pos(*no_attackers), 0) == pytest.approx(evaluate(pos({"D1": "PD-M01", "C1": "PD-S01"},
                                                                         {"C1": "PD-S01"}), 0))


def test_evaluation_counts_dp_damage_a_monster_repairs_at_its_readiness_as_nothing():
    """Korallenbollwerk repairs its DP damage at the start of its owner's readiness phase (rules/power_duell.md
    §11): wearing its DP down wins nothing lasting, as a search that attacked it turn after turn learnt, paying its
    attacker's LP each time. Basaltwall keeps its DP damage."""
    from tcgkit.games.power_duell.search import evaluate

    def worn(card: str, dp_damage: int) -> float:
        return evaluate(pos({}, {"C1": {"card": card, "dp_damage": dp_damage}}), 0)

    assert worn("PD-S02", 400) == pytest.approx(worn("PD-S02", 0))
    assert worn("PD-S01", 400) > worn("PD-S01", 0)
