"""Every legal action of every game fits its fixed action space, one index each, decoding back to itself."""

import pytest

from tcgkit.core import Rng
from tcgkit.env import ActionSpace, ActionSpaceError, aec_env, spec_for
from tcgkit.games import get_game
from tests.env.helpers import GAME_IDS, MODES, deck_sets

GAMES_PER_MODE = 36


@pytest.mark.parametrize("game_id, mode", MODES)
def test_no_legal_action_of_many_random_games_falls_outside_the_action_space(game_id, mode):
    game = get_game(game_id)()
    spec = spec_for(game_id)
    space = ActionSpace(game, spec)
    sets = deck_sets(game, mode)
    decisions = 0
    for i in range(GAMES_PER_MODE):
        m = game.new_match(sets[i % len(sets)], 1000 + i, log_events=False, mode=mode)
        rng = Rng(i)
        while m.pending is not None:
            d = m.pending
            assert len(m.card_def) <= spec.cards
            indices = [space.encode(a, d.player, m.n_players) for a in d.actions]
            assert len(set(indices)) == len(indices)  # one-to-one within the decision
            assert all(0 <= x < space.n for x in indices)
            for x, a in zip(indices, d.actions):
                assert space.decode(x, d.player, m.n_players) == a
            decisions += 1
            m.apply(d.actions[rng.below(len(d.actions))])
    assert decisions > GAMES_PER_MODE * 10


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_index_decodes_to_an_action_that_encodes_back_to_it(game_id):
    game = get_game(game_id)()
    seats = spec_for(game_id).seats
    space = ActionSpace(game, spec_for(game_id))
    rng = Rng(7)
    for t in space.templates.values():
        for x in {t.offset, t.offset + t.size - 1, t.offset + rng.below(t.size)}:
            action = space.decode(x, 1, seats)
            assert action[0] == t.kind and space.encode(action, 1, seats) == x


def test_player_arguments_are_relative_to_the_deciding_seat():
    game = get_game("gundam")()
    space = ActionSpace(game, spec_for("gundam"))
    base = space.encode(("attack_player", 5, 0), 0, 4)
    assert space.encode(("attack_player", 5, 3), 3, 4) == base  # "the decider" is the same index from any seat
    assert space.encode(("attack_player", 5, 0), 3, 4) == base + 1  # the seat after seat 3


@pytest.mark.parametrize("action, message", [
    (("attack_player", 5, True), "not of type player"),
    (("activate", 5, 99), "outside the action space"),
    (("fly", 1), "not of a declared kind"),
    (("deploy",), "not of a declared kind"),
])
def test_an_action_that_does_not_fit_is_refused_by_name(action, message):
    space = ActionSpace(get_game("gundam")(), spec_for("gundam"))
    with pytest.raises(ActionSpaceError, match=message):
        space.encode(action, 0, 2)


def test_ability_indices_of_every_shipped_card_fit_the_domains():
    gundam = get_game("gundam")().pool.values()
    fe = get_game("fe_cipher")().pool.values()
    domain = spec_for("gundam").ints[("activate", 1)]
    assert all(a.index in domain for d in gundam for a in d.abilities)
    assert all(s.index in spec_for("fe_cipher").ints[("act", 1)] for d in fe for s in d.skills)


def test_decks_larger_than_the_space_holds_are_refused_when_the_match_starts(tmp_path):
    game = get_game("fe_cipher")()
    playable = sorted(k for k in game.pool if game.pool[k].playable)[:25]
    path = tmp_path / "huge.txt"  # 25 x 4 = 100 cards: a legal deck (50 or more), larger than 80 per seat
    path.write_text("main character: B01-003\n" + "".join(f"4 {cid}\n" for cid in playable))
    huge = game.load_deck(path)
    env = aec_env(game, decks=[huge, huge], seed=1)
    with pytest.raises(ActionSpaceError, match="these decks bring 200 cards; the fe_cipher action space holds 160"):
        env.reset()
