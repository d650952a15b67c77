"""The step budget (issue 16 item 1): one action that runs more rule frames than
:data:`~tcgkit.core.effects.limits.MAX_STEPS_PER_ACTION` without reaching a decision — two cards whose effects fire
each other — stops with one line in every command, instead of running away; the replay reproduces it.

The toy game's ``loop`` option makes its first scoring such a loop (tests/cli/toygame.py).
"""

import pytest

from tcgkit.core.effects.limits import MAX_STEPS_PER_ACTION
from tcgkit.core.errors import StepLimit
from tests.cli.helpers import DECK_TEXT
from tests.cli.toygame import TARGET
from tests.hostile.guard import ended, invoke

BUDGET = f"ran more than {MAX_STEPS_PER_ACTION:,} rule steps"


@pytest.fixture
def deck(tmp_path, monkeypatch):
    from tcgkit import games

    monkeypatch.setitem(games.REGISTRY, "toy", TARGET)
    path = tmp_path / "deck.txt"
    path.write_text(DECK_TEXT)
    return path


def test_a_loop_of_rule_frames_raises_step_limit_and_leaves_the_stack_bounded(deck):
    from tcgkit.games import get_game

    game = get_game("toy")({"loop": True})
    m = game.new_match([game.load_deck(deck)] * 2, 1)
    with pytest.raises(StepLimit, match=BUDGET) as err:
        for _ in range(4):  # the first scoring comes once both players have played
            m.apply(m.legal_actions()[0])
    assert err.value.action == m.history[-1] and len(m.stack) <= 2


def test_simulate_reports_the_loop_as_the_game_s_error_in_one_line(deck):
    out = ended(invoke("simulate", "toy", "-d", deck, "-d", deck, "-n", 2, "--seed", 1, "-o", "loop=true"), 1)
    assert sum("StepLimit: action" in line and BUDGET in line for line in out.lines) == 2, out.output


def test_play_stops_with_one_line_and_saves_a_replay_that_reproduces_it(deck, tmp_path):
    replay = tmp_path / "loop.json"
    out = ended(invoke("play", "toy", "--deck", deck, "--vs", "random", "--seed", 2, "-o", "loop=true",
                       "--save-replay", replay, input="1\n1\n1\n"), 1, names=BUDGET)
    assert str(replay) in out.output and replay.exists()
    again = ended(invoke("replay", replay), 2, names=BUDGET)
    assert any(line.startswith(f"error: {replay}: action ") for line in again.lines), again.output
