"""The simulator: reproducible seeds, alternating seats, agents that follow their decks, errors that are kept."""

import json
import math

import pytest
from scipy.stats import binomtest

from tcgkit.core import TcgkitError
from tcgkit.core.replay import Replay
from tcgkit.sim import game_seeds, load_jsonl, seat_decks, simulate, summarize, wilson_interval
from tests.core.toy import DECK

LOW = [str(v) for v in (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)]


def run(games=24, workers=1, **kw):
    kw.setdefault("agents", ["greedy", "random"])
    return simulate("toy", [DECK, LOW], games=games, seed=11, workers=workers, deck_names=["high", "low"], **kw)


def test_results_are_identical_for_one_and_two_workers():
    one, two = run(workers=1), run(workers=2)
    assert one.records == two.records
    assert [r["index"] for r in two.records] == list(range(24))


def test_failing_games_are_identical_for_one_and_two_workers_too():
    one = run(workers=1, options={"fail_one_in": 3})
    two = run(workers=2, options={"fail_one_in": 3})
    assert one.records == two.records and one.stats.errors == two.stats.errors > 0


def test_game_seeds_depend_only_on_the_run_seed_and_the_index():
    assert game_seeds(5, 3, 2) == game_seeds(5, 3, 2)
    assert game_seeds(5, 3, 2) != game_seeds(5, 4, 2)
    assert game_seeds(5, 3, 2) != game_seeds(6, 3, 2)
    seed, agents = game_seeds(5, 3, 2)
    assert len(agents) == 2 and len({seed, *agents}) == 3


def test_game_i_rotates_the_decks_by_i_so_seats_alternate():
    assert seat_decks(0, 3) == [0, 1, 2]
    assert seat_decks(1, 3) == [1, 2, 0]
    res = run(games=10)
    for rec in res.records:
        assert rec["seats"] == (["high", "low"] if rec["index"] % 2 == 0 else ["low", "high"])
    assert [t.games for t in res.stats.decks] == [10, 10]


def test_agents_belong_to_their_decks_in_every_seat():
    res = run(games=6)
    for rec in res.records:
        assert dict(zip(rec["seats"], rec["agents"])) == {"high": "greedy", "low": "random"}


def test_winners_are_named_by_deck_and_seat_and_tallied():
    res = run(games=30)
    wins = {"high": 0, "low": 0}
    for rec in res.records:
        assert rec["winners"] == [rec["seats"][s] for s in rec["winner_seats"]]
        for name in rec["winners"]:
            wins[name] += 1
    assert [t.wins for t in res.stats.decks] == [wins["high"], wins["low"]]
    assert res.stats.draws == sum(1 for r in res.records if not r["winner_seats"])
    assert wins["high"] > wins["low"]  # the high deck with greedy play beats 1-5 played at random


def test_a_game_that_raises_is_reported_with_its_seed_and_the_run_goes_on():
    res = run(games=30, options={"fail_one_in": 3})
    failing = [r for r in res.records if r["seed"] % 3 == 0]
    assert failing and len(res.records) == 30
    assert res.stats.errors == len(failing) and res.stats.finished == 30 - len(failing)
    for rec in res.records:
        if rec["seed"] % 3 == 0:
            assert rec["error"] == "RuntimeError: toy failure on purpose"
            assert "score_rule" in rec["traceback"]
        else:
            assert rec["error"] is None


def test_records_have_the_documented_fields_and_game_summary(tmp_path):
    res = run(games=5)
    path = tmp_path / "out.jsonl"
    res.write_jsonl(path)
    lines = path.read_text().splitlines()
    assert len(lines) == 5
    first = json.loads(lines[0])
    for key in ("index", "seed", "agent_seeds", "seats", "agents", "winners", "winner_seats", "reason", "turns",
                "decisions", "error"):
        assert key in first
    assert first["turns"] == 10 and first["decisions"] == 20 and first["reason"] == "points"
    assert "score" in first  # a field of the game's summary
    assert [r.index for r in load_jsonl(path)] == list(range(5))


def test_replays_are_written_per_game_and_reproduce(tmp_path):
    res = run(games=4, replay_dir=tmp_path / "replays")
    for rec in res.records:
        match = Replay.load(rec["replay"]).run()
        assert list(match.winners) == rec["winner_seats"]
    assert len(list((tmp_path / "replays").iterdir())) == 4


def test_on_record_sees_every_game_in_index_order():
    seen = []
    simulate("toy", [DECK, LOW], games=17, seed=2, workers=2, on_record=lambda r: seen.append(r["index"]))
    assert seen == list(range(17))


@pytest.mark.parametrize("kwargs, message", [
    ({"agents": ["greedy", "random", "random"]}, "one agent for every deck"),
    ({"agents": ["clever"]}, "no agent called 'clever'"),
    ({"mode": "2v2"}, "no mode '2v2'"),
    ({"seed": -1}, "non-negative"),
])
def test_bad_settings_are_refused_with_a_clear_message(kwargs, message):
    args = {"games": 3, "seed": 1, **kwargs}
    with pytest.raises(TcgkitError, match=message):
        simulate("toy", [DECK, LOW], **args)


def test_the_deck_count_must_fit_the_mode():
    with pytest.raises(TcgkitError, match="needs 2 decks"):
        simulate("toy", [DECK], games=3)


def _wilson_by_formula(k, n, z=1.959963984540054):
    p = k / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


@pytest.mark.parametrize("k, n", [(0, 10), (3, 10), (50, 100), (97, 100), (10, 10), (1, 1)])
def test_wilson_interval_matches_scipy_and_the_formula(k, n):
    lo, hi = wilson_interval(k, n)
    ci = binomtest(k, n).proportion_ci(method="wilson")
    assert (lo, hi) == pytest.approx((ci.low, ci.high))
    assert (lo, hi) == pytest.approx(_wilson_by_formula(k, n))


def test_no_games_means_nothing_is_known():
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_summarize_counts_draws_errors_and_averages():
    recs = [
        {"seats": ["a", "b"], "winner_seats": [0], "turns": 4, "decisions": 10, "error": None},
        {"seats": ["b", "a"], "winner_seats": [], "turns": 6, "decisions": 20, "error": None},
        {"seats": ["a", "b"], "winner_seats": [], "decisions": 3, "error": "ValueError: x"},
    ]
    s = summarize(recs, ["a", "b"], 2)
    assert (s.games, s.finished, s.draws, s.errors) == (3, 2, 1, 1)
    assert (s.avg_turns, s.avg_decisions) == (5.0, 15.0)
    a, b = s.decks
    assert (a.games, a.wins, a.draws, a.losses) == (2, 1, 1, 0)
    assert (b.games, b.wins, b.draws, b.losses) == (2, 0, 1, 1)
    assert [t.wins for t in s.seats] == [1, 0]


def test_a_summary_field_named_like_a_record_field_is_kept_apart_unless_equal(monkeypatch):
    from tests.cli.toygame import ToolToyPresentation

    monkeypatch.setattr(ToolToyPresentation, "summary",
                        lambda self, m: {"turns": 3, "reason": m.end_reason, "index": 99})
    rec = run(games=1).records[0]
    assert rec["index"] == 0 and rec["game_index"] == 99
    assert rec["reason"] == "points" and "game_reason" not in rec


def test_a_streamed_run_keeps_no_records_but_counts_everything():
    from tcgkit.sim import make_executor, prepare_job, run_job
    from tests.cli.toygame import ToolToyGame

    game = ToolToyGame({"fail_one_in": 3})
    job = prepare_job(game, [DECK, LOW], games=20, seed=11, agents=["greedy", "random"], deck_names=["high", "low"])
    streamed = []
    res = run_job(job, make_executor(1), on_record=streamed.append, keep_records=False)
    full = run(games=20, options={"fail_one_in": 3})
    assert res.records == [] and streamed == full.records
    assert (res.stats.errors, res.stats.draws) == (full.stats.errors, full.stats.draws)
    assert [t.wins for t in res.stats.decks] == [t.wins for t in full.stats.decks]


def test_fixed_seats_keep_deck_k_in_seat_k():
    res = run(games=4, fixed_seats=True)
    assert all(r["seats"] == ["high", "low"] and r["agents"] == ["greedy", "random"] for r in res.records)


def test_a_game_over_the_decision_limit_is_an_error_with_its_seed():
    res = run(games=3, max_decisions=5)
    assert res.stats.errors == 3
    assert all(r["error"].startswith("DecisionLimit: no result after 5 decisions") for r in res.records)


def test_a_game_that_never_ends_is_stopped_by_the_time_limit_and_reported():
    res = run(games=2, options={"hang": True}, game_timeout=0.2)
    assert res.stats.errors == 2
    assert all(r["error"].startswith("GameTimeout: no result after 0.2 s") for r in res.records)
    assert all("score_rule" in r["traceback"] for r in res.records)  # where it was looping


def _exit_abruptly(job, chunk):
    import os

    os._exit(3)


def test_a_worker_that_dies_is_a_clear_error_not_a_hang():
    from tcgkit.sim.executors import ProcessExecutor, WorkerDied

    with pytest.raises(WorkerDied, match="stopped abruptly"):
        list(ProcessExecutor(1).run(_exit_abruptly, None, [[0], [1]]))
