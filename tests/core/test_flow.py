"""Flow as data (tcgkit.core.flow): the step table drives advance(); procedures run a table as frames."""

import pytest

from tcgkit.core import Flow, Step, run_procedure
from tests.core.skirmish import SkirmishGame
from tests.core.skirmish_rules import TURN_FLOW

GAME = SkirmishGame()


def test_the_first_player_skips_the_draw_on_the_first_turn_then_steps_follow_the_table():
    m = GAME.new_match(GAME.default_decks(), 3)
    assert (m.step, m.phase, m.turn_number) == ("main", "main", 1)
    assert len(m.zones[m.zone("hand", 0)]) == 3  # no draw on turn 1
    m.apply(("end_turn",))
    assert (m.step, m.active, m.turn_number) == ("main", 1, 2)
    assert len(m.zones[m.zone("hand", 1)]) == 4  # player 1 drew in the draw step


def test_a_step_with_end_if_repeats_until_it_holds():
    m = GAME.new_match(GAME.default_decks(), 3)
    hand = list(m.zones[m.zone("hand", 0)])
    m.apply(("play", hand[0]))
    assert m.step == "main" and m.active == 0


def test_the_table_is_readable_data():
    assert TURN_FLOW.step_names() == ("draw", "main", "end")
    assert TURN_FLOW.steps[1].end_if is not None
    with pytest.raises(KeyError, match="steps: draw, main, end"):
        TURN_FLOW.enter_named(None, "lunch")


def test_a_table_that_names_an_unknown_next_step_or_a_step_twice_is_refused():
    with pytest.raises(ValueError, match="unknown next step"):
        Flow("f", (Step("a", next="b"),))
    with pytest.raises(ValueError, match="twice"):
        Flow("f", (Step("a"), Step("a")))


class _Log:
    """A stand-in match for procedure tests: a frame stack and what ran."""

    def __init__(self):
        self.stack, self.ran, self.ended, self.flag = [], [], False, 0

    def then(self, *frames):
        self.stack.extend(reversed(frames))

    def run(self):
        while self.stack:
            f = self.stack.pop()
            f[0](self, *f[1:])


def test_a_procedure_runs_its_rows_in_order_skipping_and_repeating_as_declared():
    def rec(name):
        return lambda m: m.ran.append(name)

    def bump(m):
        m.ran.append("loop")
        m.flag += 1

    battle = Flow("battle", (
        Step("attack", on_enter=rec("attack")),
        Step("block", on_enter=rec("block"), skip_if=lambda m: True),
        Step("action", on_enter=bump, end_if=lambda m: m.flag >= 2),
        Step("damage", on_enter=rec("damage"), next="end"),
        Step("never", on_enter=rec("never")),
        Step("end", on_enter=rec("end")),
    ))
    m = _Log()
    run_procedure(m, battle)
    m.run()
    assert m.ran == ["attack", "loop", "loop", "damage", "end"]


def test_a_flow_that_skips_every_step_is_a_bug_reported_as_such():
    f = Flow("f", (Step("a", skip_if=lambda m: True),))

    class M:
        ended = False
        step_i = -1

    with pytest.raises(RuntimeError, match="skipped every step"):
        f.enter(M(), 0)
