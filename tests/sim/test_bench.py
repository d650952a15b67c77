"""The benchmark harness measures what it says (numbers are not asserted: speed lives in benchmarks/)."""

from tcgkit.sim.bench import bench_game, bench_rows, machine_info, time_per_call, to_markdown
from tests.cli.toygame import ToolToyGame


def test_bench_plays_random_then_greedy_games_and_counts_their_decisions():
    res = bench_game(ToolToyGame(), games=5)
    assert [r.agent for r in res.runs] == ["random", "greedy"]
    assert all(r.games == 5 and r.decisions == 5 * 20 for r in res.runs)  # a toy game always takes 20 decisions


def test_clone_is_timed_half_way_through_a_game_with_and_without_the_log():
    res = bench_game(ToolToyGame(), games=1)
    assert res.mid_decisions == 10
    assert res.mid_log > 0
    assert res.clone_us > 0 and res.clone_log_us > 0


def test_time_per_call_calls_the_function():
    calls = []
    time_per_call(lambda: calls.append(1), repeats=3, min_seconds=0.001)
    assert len(calls) >= 4


def test_report_names_the_machine_and_every_measure():
    res = bench_game(ToolToyGame(), games=2)
    md = to_markdown(res)
    assert "greedy vs greedy: games/s" in md and "clone() with event log" in md
    assert len(bench_rows(res)) == 6
    assert "Python" in machine_info() and "CPU" in machine_info()
