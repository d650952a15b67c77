"""Property tests of team battle and battle royale over random games (the conformance kit, tcgkit.testing.conformance).

Per mode 1,000 random games get the cheap checks (no exception, every game ends with winners among the seats, every
card in exactly one zone, checked every 10th decision and at the end); battle royale's are split over both win
modes and 3 and 4 players. A sample of games per variant gets the expensive checks: no hidden identity reaches
another seat through its view or its events (a teammate's hand included), determinised clones show each seat the
same view, same seed and actions give the same log, replays reproduce the match, illegal and mistyped actions are
refused and change nothing, clones are independent. The 1 vs 1 suite is ``test_properties.py``.
"""

from __future__ import annotations

import pytest

from tcgkit.games.gundam.game import GundamGame
from tcgkit.testing import conformance as kit

from .helpers import GAME

SD = {}
LPS = {"battle_royale_win": "last_player_standing"}
ROYALE = GAME.default_decks("battle_royale")
VARIANTS = {  # name: (mode, options, decks)
    "team_battle": ("team_battle", {}, None),
    "royale_4_sudden_death": ("battle_royale", SD, ROYALE),
    "royale_3_sudden_death": ("battle_royale", SD, ROYALE[:3]),
    "royale_4_last_player_standing": ("battle_royale", LPS, ROYALE),
    "royale_3_last_player_standing": ("battle_royale", LPS, ROYALE[:3]),
}
GAMES = {"team_battle": 1000, "royale_4_sudden_death": 250, "royale_3_sudden_death": 250,
         "royale_4_last_player_standing": 250, "royale_3_last_player_standing": 250}


def _game(options):
    return GundamGame(options) if options else GAME


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_random_games_end_without_error_and_keep_every_card_in_one_zone(variant):
    mode, options, decks = VARIANTS[variant]
    assert kit.check_play(_game(options), mode, games=GAMES[variant], seed=0, decks=decks, every=10) == []


def test_battle_royale_is_played_on_1000_random_games_over_both_win_modes():
    assert sum(n for v, n in GAMES.items() if v.startswith("royale")) >= 1000


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("check, games", [
    (kit.check_determinism, 6), (kit.check_transactional, 4), (kit.check_clones, 4), (kit.check_kinds, 10),
])
def test_sampled_games_replay_refuse_illegal_actions_and_clone(variant, check, games):
    mode, options, decks = VARIANTS[variant]
    assert check(_game(options), mode, games=games, seed=5000, decks=decks) == []


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_sampled_games_show_no_seat_a_card_hidden_from_it(variant):
    """Views and events of every seat, a teammate's included, at every 6th decision of 3 games (the expensive
    check: every seat's view of a determinised clone)."""
    mode, options, decks = VARIANTS[variant]
    assert kit.check_hidden(_game(options), mode, games=3, seed=7000, decks=decks, every=6) == []


def test_the_end_fits_the_mode():
    """Team battle: a whole team wins; battle royale: one winner (sudden death, last player standing) or a draw."""
    for variant, (mode, options, decks) in VARIANTS.items():
        game = _game(options)
        for seed in range(20):
            m = kit.new_match(game, mode, seed, decks, log_events=False)
            kit.play_random(m, kit.Rng(seed))
            if mode == "team_battle":
                assert m.winners in ((0, 1), (2, 3)), (variant, seed, m.winners)
            else:
                assert len(m.winners) <= 1, (variant, seed, m.winners)
                if m.winners and options is LPS:
                    assert m.end_reason == "last_player_standing"
