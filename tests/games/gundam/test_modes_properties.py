"""Gundam's multiplayer modes under the rule option the kit's default run leaves out, and each mode's end.

``tests/test_deep_conformance.py`` plays team battle and battle royale (3 and 4 players, sudden death: the default)
through the kit at depth. Here battle royale runs under ``battle_royale_win: last_player_standing`` — 250 random
games each with 3 and 4 players (no exception, an end with winners among the seats, every card in one zone) and a
sample with the kit's hidden-identity check — and every variant's end fits its mode.
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
OPTIONED = [v for v, (_, options, _) in VARIANTS.items() if options]
"""The variants under a rule option (the kit's default run covers the others)."""


def _game(options):
    return GundamGame(options) if options else GAME


@pytest.mark.parametrize("variant", OPTIONED)
def test_random_games_end_without_error_and_keep_every_card_in_one_zone(variant):
    mode, options, decks = VARIANTS[variant]
    assert kit.check_play(_game(options), mode, games=250, seed=0, decks=decks, every=10) == []


@pytest.mark.parametrize("variant", OPTIONED)
def test_sampled_games_show_no_seat_a_card_hidden_from_it(variant):
    """Views and events of every seat at every 6th decision of 3 games."""
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
