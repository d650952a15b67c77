"""What Power Duell tells search agents (search.py) about a stalemate behind shields: the siege of the wall that
falls first (``siege_target``, ``SiegeAgent``, the move the search favours), and the evaluation's terms for it
(``_siege``, ``_idle_wear``)."""

from __future__ import annotations

from tcgkit.games.power_duell.agents import GreedyAgent
from tcgkit.games.power_duell.search import (RECOIL_MARGIN, SiegeAgent, _idle_wear, _siege, considers, evaluate,
                                             score_after, siege_target)
from tcgkit.games.power_duell.search import stalemate as is_stalemate

from .helpers import pos, uid

# Gezeiten's side behind Korallenbollwerks (C.n covers D.n), Glut's behind Basaltwalls: greedy's stalemate.
SIEGERS = {"account": 5, "D1": "PD-M07", "D2": "PD-M06", "D3": "PD-M08",
           "C1": "PD-S02", "C2": "PD-S02", "C3": "PD-S02",
           "monster_deck": ["PD-M05"] * 6, "energy_deck": ["PD-E02"] * 6}
WALLS = {"D1": "PD-M03", "D2": "PD-M01", "D3": "PD-M01",
         "C1": "PD-S01", "C2": {"card": "PD-S01", "dp_damage": 300}, "C3": "PD-S01"}


def places(base: dict, **changes) -> dict:
    """``base`` with ``changes`` (``None``: the place left empty)."""
    return {k: v for k, v in {**base, **changes}.items() if v is not None}


def stalemate(**changes):
    """The stalemate, player 0 (Gezeiten) to attack, with ``changes`` to player 1's places."""
    return pos(dict(SIEGERS), places(WALLS, **changes), step="battle_phase", turn=21)


def test_the_siege_target_is_the_wall_with_least_dp_and_lp_that_keeps_its_wear():
    m = stalemate()
    assert siege_target(m, 0) == m.board[6 + 4]  # the worn Basaltwall on C.2
    assert siege_target(m, 1) == -1  # Korallenbollwerk repairs its DP each turn: no siege of it


def test_a_monster_no_shield_covers_is_the_siege_target_when_it_falls_first_and_no_stalemate():
    m = stalemate(C3=None)  # Funkenwolf on D.3 (DP 300, LP 2,500) uncovered
    assert siege_target(m, 0) == m.board[6 + 2]
    assert not is_stalemate(m, 0) and is_stalemate(stalemate(), 0)


def test_the_siege_agent_attacks_the_wall_with_its_strongest_monster_and_greedy_does_not():
    m = stalemate()
    wall = m.board[6 + 4]
    move = SiegeAgent(1).act(m.view(0))
    assert move[0] == "attack" and move[1] == uid(m, "PD-M07") and move[3] == "C.2"
    assert m.board[6 + 4] == wall
    assert GreedyAgent(1).act(m.view(0)) == ("end_phase",)  # an attack into DP 600 costs more than it wears


def test_the_siege_agent_spares_a_monster_the_recoil_would_defeat():
    m = pos(places(SIEGERS, D1={"card": "PD-M07", "lp_damage": 3200}, D2=None, D3=None), dict(WALLS), step="battle_phase", turn=21)
    koloss = uid(m, "PD-M07")
    recoil = 600 - 200  # the wall's DP left less the Tiefseekoloss' AP
    assert 3600 - 3200 - recoil < RECOIL_MARGIN
    move = SiegeAgent(1).act(m.view(0))
    assert move == ("end_phase",) or move[1] != koloss


def test_the_siege_agent_plays_greedy_where_there_is_no_stalemate():
    m = stalemate(C3=None)
    assert SiegeAgent(3).act(m.view(0)) == GreedyAgent(3).act(m.view(0))


def test_the_evaluation_counts_a_wall_worn_down_as_a_siege_nearer_its_end():
    fresh, worn = stalemate(C2="PD-S01"), stalemate()
    assert _siege(worn, 0) > _siege(fresh, 0) > 0
    assert _siege(worn, 1) == 0  # no siege of Korallenbollwerks with Glut's AP
    late = pos(dict(SIEGERS), dict(WALLS), step="battle_phase", turn=57)
    assert _siege(late, 0) < _siege(worn, 0)  # fewer turns left to finish it


def test_the_search_does_not_weigh_ending_the_activation_phase_before_a_gravitation_card_its_decks_need():
    """Two empty decks at a draw lose (ruling ``deck_out``); a gravitation card goes back into the energy deck."""
    short = dict(monster_deck=["PD-M05"], energy_deck=["PD-E02"], hand=["PD-E11"])
    due = pos(places(SIEGERS, **short), dict(WALLS), step="activation_phase", turn=21)
    assert not considers(due, 0, ("end_phase",))
    assert considers(due, 0, ("play", uid(due, "PD-E11")))
    for other in (places(SIEGERS, **short, account=4),  # its ACT (5) not paid in full
                  places(SIEGERS, hand=["PD-E11"])):  # the decks last
        assert considers(pos(other, dict(WALLS), step="activation_phase", turn=21), 0, ("end_phase",))


def test_the_lp_a_covered_monster_lost_is_idle_and_an_exposed_ones_is_not():
    covered = pos({"D1": {"card": "PD-M07", "lp_damage": 500}, "C1": "PD-S02"}, {})
    exposed = pos({"D1": {"card": "PD-M07", "lp_damage": 500}, "C2": "PD-S02"}, {})
    assert _idle_wear(covered, 0) == 500
    assert _idle_wear(exposed, 0) == 0


def test_the_evaluation_rates_wearing_the_wall_above_ending_the_phase():
    """Greedy's score rates the attack lower (the recoil costs more LP than the wall loses); the evaluation sees the
    siege come nearer and the recoil paid by a monster no attack can reach."""
    m = stalemate()
    attack = SiegeAgent(1).act(m.view(0))
    hit, idle = m.clone_state(), m.clone_state()
    assert score_after(hit, attack, 0) < score_after(idle, None, 0)
    assert evaluate(hit, 0) > evaluate(idle, 0)
