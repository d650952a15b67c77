"""Where games run: cheap local workers, chunking, totals that add up anywhere, and Ray giving the local results."""

import subprocess
import sys
from types import SimpleNamespace

import pytest

from tcgkit.sim import simulate
from tcgkit.sim.executors import ProcessExecutor, guided_chunks
from tcgkit.sim.stats import StatsBuilder
from tests.sim import probe


def test_importing_the_worker_loads_no_command_line_statistics_plotting_or_game():
    code = "import sys, tcgkit.sim.worker; print(sorted({m.split('.')[0] for m in sys.modules}))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    for heavy in (*probe.HEAVY, "pydantic_settings"):
        assert f"'{heavy}'" not in out
    code = "import sys, tcgkit.sim.worker; print([m for m in sys.modules if m.startswith('tcgkit.')])"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert "tcgkit.games." not in out and "tcgkit.cli" not in out and "tcgkit.sim.runner" not in out


def test_a_helper_process_starts_with_the_worker_and_the_jobs_game_only():
    job = SimpleNamespace(game_target="tcgkit.games.power_duell.game:PowerDuellGame")
    executor = ProcessExecutor(1)
    try:
        (heavy, games, cli), = list(executor.run(probe.loaded, job, [[0]]))
    finally:
        executor.close()
    assert heavy == [] and not cli  # not the command line this test process has loaded, nor scipy …
    assert set(games) <= {"power_duell"}


def test_guided_chunks_cover_every_game_once_and_shrink_towards_the_end():
    chunks = list(guided_chunks(2000, 2, 50))
    assert [i for c in chunks for i in c] == list(range(2000))
    sizes = [len(c) for c in chunks]
    assert sizes[0] == 50 and sizes[-1] == 1 and sizes == sorted(sizes, reverse=True)
    assert list(guided_chunks(3, 8, 50)) == [range(0, 1), range(1, 2), range(2, 3)]


def test_totals_merged_from_chunks_in_any_order_equal_totals_added_game_by_game():
    recs = [{"index": i, "seats": ["a", "b"] if i % 2 else ["b", "a"], "winner_seats": [] if i % 5 == 0 else [i % 2],
             "turns": i, "decisions": 2 * i, "error": "ValueError: x" if i % 7 == 0 else None} for i in range(40)]
    whole = StatsBuilder(["a", "b"], 2, keep_errors=3)
    for r in recs:
        whole.add(r)
    parts = []
    for start in (30, 0, 10, 20):
        part = StatsBuilder(["a", "b"], 2, keep_errors=3)
        for r in recs[start:start + 10]:
            part.add(r)
        parts.append(part)
    merged = StatsBuilder(["a", "b"], 2, keep_errors=3)
    for part in parts:
        merged.merge(part)
    a, b = whole.result(), merged.result()
    assert (a.decks, a.seats, a.games, a.finished, a.draws, a.errors) == (b.decks, b.seats, b.games, b.finished,
                                                                         b.draws, b.errors)
    assert (a.avg_turns, a.avg_decisions) == (b.avg_turns, b.avg_decisions)
    assert [r["index"] for r in b.error_records] == [r["index"] for r in a.error_records] == [0, 7, 14]


DECKS = ["tcgkit/games/gwent/decks/monsters_advanced.txt", "tcgkit/games/gwent/decks/nilfgaard_advanced.txt"]


def test_records_list_the_cards_each_seat_drew_and_played():
    from tcgkit.games import get_game

    game = get_game("gwent")()
    ids = [set(game.load_deck(d).card_ids()) if hasattr(game.load_deck(d), "card_ids") else None for d in DECKS]
    res = simulate(game, DECKS, 6, seed=2, agents=["random"], record_cards=True)
    for rec in res.records:
        assert len(rec["drawn"]) == len(rec["played"]) == 2
        for seat, deck in enumerate(rec["seats"]):
            assert len(rec["drawn"][seat]) >= 5  # the opening hand at least (distinct ids)
            assert rec["played"][seat] and rec["drawn"][seat] == sorted(set(rec["drawn"][seat]))
            own = ids[0 if deck == "monsters_advanced" else 1]
            if own is not None:
                assert set(rec["drawn"][seat]) <= own
    plain = simulate(game, DECKS, 6, seed=2, agents=["random"])
    assert "drawn" not in plain.records[0]
    assert [r["winner_seats"] for r in plain.records] == [r["winner_seats"] for r in res.records]


@pytest.fixture(scope="module")
def ray_executor():
    from tcgkit.sim.ray_engine import RayExecutor

    executor = RayExecutor(num_cpus=1)
    yield executor
    executor.close()


def test_ray_plays_the_same_games_as_the_local_engine(ray_executor):
    local = simulate("gwent", DECKS, 30, seed=5, agents=["random", "greedy"], workers=1, record_cards=True)
    remote = simulate("gwent", DECKS, 30, seed=5, agents=["random", "greedy"], executor=ray_executor,
                      record_cards=True)
    assert remote.records == local.records
    assert [t.wins for t in remote.stats.decks] == [t.wins for t in local.stats.decks]


def test_ray_tasks_reduce_on_the_workers_and_send_only_totals_when_no_record_is_kept(ray_executor):
    from tcgkit.sim.runner import prepare_job, run_job

    game_cls = __import__("tcgkit.games", fromlist=["get_game"]).get_game("gwent")
    game = game_cls()
    job = prepare_job(game, [game.load_deck(d) for d in DECKS], 30, 5, ["random", "greedy"])
    sent = []
    original = ray_executor.run

    def spy(fn, job, chunks):
        for result in original(fn, job, chunks):
            sent.append(result)
            yield result

    ray_executor.run = spy
    try:
        res = run_job(job, ray_executor, keep_records=False)
    finally:
        del ray_executor.run
    local = simulate("gwent", DECKS, 30, seed=5, agents=["random", "greedy"])
    assert sent and all(r.records is None for r in sent) and sum(r.games for r in sent) == 30
    assert [t.wins for t in res.stats.decks] == [t.wins for t in local.stats.decks]


def test_simulate_with_the_ray_engine_writes_the_local_engines_records(ray_executor, tmp_path):
    from tests.cli.helpers import invoke

    args = ["simulate", "gwent", "-d", DECKS[0], "-d", DECKS[1], "-n", 12, "--seed", 4, "--agents", "random"]
    local = invoke(*args, "-j", 2, "--out", tmp_path / "local.jsonl")
    ray = invoke(*args, "--engine", "ray", "--out", tmp_path / "ray.jsonl")
    assert local.exit_code == ray.exit_code == 0, ray.output
    assert "(ray)" in ray.output
    assert (tmp_path / "ray.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()


@pytest.mark.parametrize("args, message", [
    (["--engine", "spark"], "choose one of local, ray"),
    (["--address", "ray://x:10001"], "--address needs --engine ray"),
])
def test_simulate_refuses_an_unknown_engine_or_an_address_without_ray(args, message):
    from tests.cli.helpers import invoke

    res = invoke("simulate", "gwent", "-d", DECKS[0], "-d", DECKS[1], "-n", 2, *args)
    assert res.exit_code == 2 and message in res.stderr


def test_a_resumed_run_skips_the_finished_games_and_plays_the_rest_as_before():
    from tcgkit.games import get_game
    from tcgkit.sim.executors import close_executor, make_executor
    from tcgkit.sim.runner import prepare_job, run_job

    game = get_game("gwent")()
    job = prepare_job(game, [game.load_deck(d) for d in DECKS], 20, 6, ["random"])
    full = run_job(job, make_executor(1))
    for workers in (1, 2):
        streamed = []
        executor = make_executor(workers)
        try:
            rest = run_job(job, executor, on_record=streamed.append, skip=range(0, 20, 3))
        finally:
            close_executor(executor)
        assert [r["index"] for r in streamed] == [i for i in range(20) if i % 3]
        assert streamed == [r for r in full.records if r["index"] % 3]
        assert rest.stats.games == len(streamed)
