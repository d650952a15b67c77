"""``SearchHints.considers``: the search weighs only the moves a game advises, and Power Duell's advice."""

from tcgkit.ai.ismcts import ISMCTS, SearchBudget
from tcgkit.core.rng import Rng
from tcgkit.games import get_game
from tcgkit.games.power_duell.agents import considers
from tests.ai.helpers import Hinted


def test_the_search_chooses_only_among_the_moves_it_weighs():
    game = get_game("gundam")()
    advised = Hinted(game, considers=lambda m, seat, action: action == m.pending.actions[-1])
    m = game.new_match(game.default_decks(), 6, log_events=False)
    rng, checked = Rng(1), 0
    while m.pending is not None and checked < 6:
        d = m.pending
        if len(d.actions) > 2:
            agent = ISMCTS(advised, seed=checked, budget=SearchBudget(10))
            assert agent.act(m.view(d.player)) == d.actions[-1]
            checked += 1
        m.apply(d.actions[rng.below(len(d.actions))])
    assert checked == 6


def test_a_search_that_weighs_no_move_weighs_them_all():
    game = get_game("gundam")()
    advised = Hinted(game, considers=lambda m, seat, action: False)
    m = game.new_match(game.default_decks(), 6, log_events=False)
    while len(m.pending.actions) < 3:
        m.apply(m.pending.actions[0])
    assert ISMCTS(advised, seed=1, budget=SearchBudget(10)).act(m.view(m.pending.player)) in m.legal_actions()


POSITION = {"step": "battle_phase",  # two own monsters (self_attacks on: each may attack the other) and an enemy
            "players": [{"account": 10, "D1": "PD-M03", "D2": "PD-M01", "monster_deck": ["PD-M01"],
                         "energy_deck": ["PD-E01"]},
                        {"D1": "PD-M01", "monster_deck": ["PD-M01"], "energy_deck": ["PD-E01"]}]}


def test_power_duell_searches_never_weigh_an_attack_on_their_own_monster():
    game = get_game("power_duell")()
    m = game.scenarios().build(POSITION, "own monsters")
    seat, acts = m.pending.player, m.legal_actions()
    own = [a for a in acts if a[0] == "attack" and a[2] == seat]
    assert own, "the position offers no attack on an own monster"
    assert [a for a in acts if considers(m, seat, a)] == [a for a in acts if a not in own]
    for s in range(4):
        assert ISMCTS(game, seed=s, budget=SearchBudget(20)).act(m.view(seat)) not in own
