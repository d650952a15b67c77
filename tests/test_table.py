"""A table you can read, in every game and mode: the board fits a 50-row terminal, the demo tells a game in a
screenful or two, teammates are named, and copies of a card that differ are told apart while alike ones are one
choice (issue 16, item 4)."""

import io

import pytest
from rich.console import Console

from tcgkit.core.rng import Rng
from tcgkit.demo import _play_narrated, tell_turns
from tcgkit.games import BUILTIN, get_game
from tcgkit.narration import print_renderable
from tcgkit.sim.agents import default_agent, make_agent
from tcgkit.sim.runner import seat_range

CASES = [(g, mode) for g in sorted(BUILTIN) for mode in get_game(g)().modes()]


def _decks(game, mode):
    """The most seats the mode has, from the game's default decks."""
    decks = game.default_decks(mode)
    most = seat_range(game, mode)[1]
    return [decks[i % len(decks)] for i in range(max(most, len(decks)))] if most > len(decks) else decks


def _rows(game, view, width=120) -> int:
    out = io.StringIO()
    print_renderable(Console(file=out, width=width), game.presentation.render(view))
    return len(out.getvalue().splitlines())


@pytest.mark.parametrize("game_id, mode", CASES)
def test_the_board_fits_a_50_row_terminal(game_id, mode):
    game = get_game(game_id)()
    tallest = 0
    for seed in range(3):
        m = game.new_match(_decks(game, mode), seed, mode=mode)
        rng = Rng(seed)
        while m.pending is not None:
            if rng.below(8) == 0:  # the board at random moments of the whole game, from the decider's seat
                tallest = max(tallest, _rows(game, m.view(m.pending.player)))
            m.apply(m.pending.actions[rng.below(len(m.pending.actions))])
    assert 0 < tallest <= 50


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_the_demo_tells_one_game_in_a_few_screens(game_id):
    from tcgkit.demo import plan_for
    from tcgkit.sim.runner import resolve_mode

    game = get_game(game_id)()
    part = plan_for(game, game_id)
    m = game.new_match(game.default_decks(resolve_mode(game, part.mode)), 1,
                       **({"mode": part.mode} if part.mode else {}))
    agents = [make_agent(game, name, 1 + p) for p, name in enumerate(part.agents)]
    turns, _ = _play_narrated(game, m, agents)
    out = io.StringIO()
    tell_turns(Console(file=out, width=120), game, turns)
    text = out.getvalue()
    assert len(text.splitlines()) <= 160
    assert ("In brief" in text) == (len(turns) > 6)
    assert "game over" in text  # the end is told in full


@pytest.mark.parametrize("game_id, mode", [(g, mode) for g, mode in CASES if mode in ("team_battle", "2v2")])
def test_a_team_board_names_your_teammate(game_id, mode):
    game = get_game(game_id)()
    m = game.new_match(game.default_decks(mode), 1, mode=mode)
    mate = next(p for p in m.teams[m.team_of[0]] if p != 0)
    out = io.StringIO()
    print_renderable(Console(file=out, width=120), game.presentation.render(m.view(0)))
    text = out.getvalue()
    assert f"teammate is P{mate}" in text or f"team with player {mate}" in text


@pytest.mark.parametrize("game_id", sorted(BUILTIN))
def test_every_game_sums_up_its_standing_in_a_line(game_id):
    game = get_game(game_id)()
    m = game.new_match(game.default_decks(), 1)
    line = game.presentation.standing(m.view(None))
    assert line and "\n" not in line and "P0" in line


def test_a_default_agent_exists_for_every_demo():
    for game_id in BUILTIN:
        assert default_agent(get_game(game_id)())
