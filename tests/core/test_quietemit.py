"""Match.emit: in the compiled build a C method that returns at once when the match keeps no log
(tcgkit/core/quietemit.pyx) and hands every other call to the Python emit; the same behaviour either way."""

from __future__ import annotations

import pytest

from tcgkit.core.match import Match
from tcgkit.core.zones import ALL
from tcgkit.games import get_game

try:
    import tcgkit.core.quietemit as quietemit
except ImportError:  # pure Python asked for, or not built: the Python emit alone runs
    quietemit = None


def a_match(log: bool = True) -> Match:
    game = get_game("gwent")()
    m = game.new_match(game.default_decks(), 0, log_events=log)
    return m


@pytest.mark.skipif(quietemit is None, reason="tcgkit.core.quietemit is not built or not wanted")
def test_the_compiled_build_installs_the_c_emit() -> None:
    assert type(Match.emit).__name__ == "method_descriptor"
    assert "Append an event" in Match.emit.__doc__
    with pytest.raises(TypeError, match="a class and the Python emit"):
        quietemit.emit_method(object(), None)
    with pytest.raises(TypeError):
        Match.emit(5, "x")  # a method of matches only


def test_emit_appends_kind_visibility_and_the_keywords() -> None:
    m = a_match()
    start = len(m.log)
    m.emit("x", 3, a=1, b=[2])
    m.emit("y")
    m.emit("z", visibility=5, q=1)
    m.emit(kind="w", c=2)
    many = {f"k{i}": i for i in range(20)}  # more arguments than the C method passes on without a heap buffer
    m.emit("v", 1, **many)
    assert m.log[start:] == [("x", 3, {"a": 1, "b": [2]}), ("y", ALL, {}), ("z", 5, {"q": 1}), ("w", ALL, {"c": 2}),
                             ("v", 1, many)]


@pytest.mark.parametrize("log", [True, False])
def test_emit_refuses_what_the_python_emit_refuses_with_or_without_a_log(log: bool) -> None:
    m = a_match(log)
    before = None if m.log is None else list(m.log)
    for call in (lambda: m.emit(), lambda: m.emit("x", 1, 2), lambda: m.emit("x", kind="y"),
                 lambda: m.emit("x", 1, visibility=2)):
        with pytest.raises(TypeError):
            call()
    assert (None if m.log is None else list(m.log)) == before


def test_a_match_without_a_log_emits_nothing() -> None:
    m = a_match(log=False)
    assert m.emit("x", 1, a=1) is None and m.log is None
    m = a_match()
    m.start_rollout()
    assert m.emit("x", ALL, a=1, b=2) is None and m.log is None
