"""The conformance kit at depth over every registered game, mode and number of seats (issue 19 item 6).

``tests/test_conformance.py`` runs every check of the kit on a few games; this runs the checks that need many
games to find a rare path — termination, card conservation, hidden identities, determinism and replays, refused
actions, independent clones, declared kinds — over thousands of random games on each game's default decks. It
replaces the depth each game's own property suite used to give; what stays in a game's folder is what only that
game can say (random decks over its whole pool, its rule options, its own end reasons and hidden zones).

A mode with a range of seats (battle royale 3–4, a free-for-all) is played at both ends of the range (the default
decks, repeated when the mode seats more players than it has decks). A new game gets all of this by registering;
its row in :data:`PLAY_GAMES` sets how deep, so the whole suite stays inside its time budget.
"""

from __future__ import annotations

import pytest

from tcgkit.games import BUILTIN, get_game
from tcgkit.testing import conformance as kit

pytestmark = pytest.mark.slow

PLAY_GAMES = {"gundam": 1000, "fe_cipher": 2000, "gwent": 1000, "power_duell": 2000, "soulbound_arkana": 2000}
"""Random games per mode and number of seats for the ``play`` check (conservation checked every 25 decisions);
measured on the project's 2-core machine at about 10–50 ms a game. A game not listed plays 500."""

SAMPLED = {"determinism": 20, "transactional": 5, "clones": 20, "kinds": 40, "refusals": 5}
"""Games for the checks that replay or probe every decision."""

HIDDEN_GAMES = {2: 12}
"""Games for ``hidden``, by seats: it compares every seat's view with a determinised clone's at every third decision,
so its cost grows with the square of the seats; more than two seats play 3 games."""


def _cases():
    for game_id in sorted(BUILTIN):
        game = get_game(game_id)()
        for mode, seats in game.modes().items():
            ends = sorted(set(seats)) if isinstance(seats, tuple) else [seats]
            for n in ends:
                yield game_id, mode, n


CASES = list(_cases())


def _decks(game, mode: str, seats: int) -> list:
    decks = game.default_decks(mode)
    return (decks * seats)[:seats]


@pytest.mark.parametrize("game_id, mode, seats", CASES)
def test_thousands_of_random_games_end_with_every_card_in_one_zone(game_id, mode, seats):
    game = get_game(game_id)()
    failures = kit.check_play(game, mode, games=PLAY_GAMES.get(game_id, 500), seed=20_000,
                              decks=_decks(game, mode, seats), every=25)
    assert failures == []


@pytest.mark.parametrize("game_id, mode, seats", CASES)
@pytest.mark.parametrize("check", ["hidden", *SAMPLED])
def test_sampled_games_pass_the_costly_checks(game_id, mode, seats, check):
    game = get_game(game_id)()
    games = HIDDEN_GAMES.get(seats, 3) if check == "hidden" else SAMPLED[check]
    failures = kit.CHECKS[check][0](game, mode, games=games, seed=30_000, decks=_decks(game, mode, seats))
    assert failures == []


def test_every_game_has_a_depth_and_every_mode_a_case():
    assert set(PLAY_GAMES) == set(BUILTIN)
    for game_id in BUILTIN:
        assert {m for g, m, _ in CASES if g == game_id} == set(get_game(game_id)().modes())
    assert ("gundam", "battle_royale", 3) in CASES and ("gwent", "ffa", 5) in CASES
