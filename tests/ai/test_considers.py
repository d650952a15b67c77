"""``SearchHints.considers``: the search weighs only the moves a game advises, and Power Duell's advice."""

from tcgkit.ai.ismcts import ISMCTS, SearchBudget
from tcgkit.games import get_game
from tcgkit.games.power_duell.search import considers
from tests.ai.helpers import PD_BATTLE, Hinted, wide_decisions


def test_the_search_chooses_only_among_the_moves_it_weighs():
    game = get_game("gundam")()
    advised = Hinted(game, considers=lambda m, seat, action: action == m.pending.actions[-1])
    checked = 0
    for i, m, d in wide_decisions(game, 2, 6):
        agent = ISMCTS(advised, seed=i, budget=SearchBudget(10))
        assert agent.act(m.view(d.player)) == d.actions[-1]
        checked += 1
    assert checked == 6


def test_a_search_that_weighs_no_move_weighs_them_all():
    game = get_game("gundam")()
    advised = Hinted(game, considers=lambda m, seat, action: False)
    m = game.new_match(game.default_decks(), 6, log_events=False)
    while len(m.pending.actions) < 3:
        m.apply(m.pending.actions[0])
    assert ISMCTS(advised, seed=1, budget=SearchBudget(10)).act(m.view(m.pending.player)) in m.legal_actions()


def test_power_duell_searches_never_weigh_an_attack_on_their_own_monster():
    game = get_game("power_duell")()
    m = game.scenarios().build(PD_BATTLE, "own monsters")
    seat, acts = m.pending.player, m.legal_actions()
    own = [a for a in acts if a[0] == "attack" and a[2] == seat]
    assert own, "the position offers no attack on an own monster"
    assert [a for a in acts if considers(m, seat, a)] == [a for a in acts if a not in own]
    for s in range(4):
        assert ISMCTS(game, seed=s, budget=SearchBudget(20)).act(m.view(seat)) not in own
