"""The ladder (tcgkit.sim.ladder, `tcgkit ladder`): a round robin rated with openskill."""

import csv

import pytest
from typer.testing import CliRunner

from tcgkit.cli import app
from tcgkit.core.errors import TcgkitError
from tcgkit.games import get_game
from tcgkit.sim.executors import SerialExecutor
from tcgkit.sim.ladder import ladder_jobs, run_ladder


@pytest.fixture(scope="module")
def gwent():
    return get_game("gwent")()


def test_each_agent_of_a_pairing_plays_every_seat_equally_often(gwent):
    jobs = ladder_jobs(gwent, ["random", "greedy"], gwent.default_decks(), 6, 1, None)
    assert [seats for _pair, _job, seats in jobs] == [["random", "greedy"], ["greedy", "random"]]
    assert [job.games for _pair, job, _seats in jobs] == [3, 3]
    assert all(job.fixed_seats for _pair, job, _seats in jobs)


def test_teams_take_one_agent_each_in_a_two_against_two_mode(gwent):
    jobs = ladder_jobs(gwent, ["random", "greedy"], gwent.default_decks("2v2"), 2, 1, "2v2")
    m = gwent.new_match(gwent.default_decks("2v2"), 0, mode="2v2")
    for _pair, _job, seats in jobs:
        for team in m.teams:
            assert len({seats[p] for p in team}) == 1
        assert set(seats) == {"random", "greedy"}


def test_a_round_robin_ranks_the_stronger_agent_first_and_counts_every_game(gwent):
    result = run_ladder(gwent, ["random", "greedy", "automaton"], gwent.default_decks(), 4, 3, None,
                        SerialExecutor())
    assert {s.agent for s in result.standings} == {"random", "greedy", "automaton"}
    ranked = [s.agent for s in result.standings]
    assert ranked.index("greedy") < ranked.index("random")
    assert all(sum(record) == 4 for record in result.pairs.values()) and len(result.pairs) == 3
    assert all(s.games == 8 and s.wins + s.draws + s.losses == 8 for s in result.standings)
    first, last = result.standings[0], result.standings[-1]
    assert first.ordinal >= last.ordinal and first.ordinal == pytest.approx(first.mu - 3 * first.sigma)
    assert result.score("random", "greedy") + result.score("greedy", "random") == pytest.approx(1.0)


def test_the_same_seed_gives_the_same_ladder(gwent):
    a, b = (run_ladder(gwent, ["random", "greedy"], gwent.default_decks(), 2, 9, None, SerialExecutor())
            for _ in range(2))
    assert [(s.agent, s.mu, s.sigma) for s in a.standings] == [(s.agent, s.mu, s.sigma) for s in b.standings]


@pytest.mark.parametrize("agents, message", [(["random"], "2 to"), (["random", "random"], "twice"),
                                             (["random", "clever"], "no agent called"),
                                             (["random", "ismcts:fast"], "search budget")])
def test_bad_agent_lists_are_refused_with_a_reason(gwent, agents, message):
    with pytest.raises(TcgkitError, match=message):
        ladder_jobs(gwent, agents, gwent.default_decks(), 2, 1, None)


def test_the_command_prints_the_ratings_and_writes_them_as_csv(tmp_path):
    path = tmp_path / "ladder.csv"
    res = CliRunner().invoke(app, ["ladder", "gwent", "--agents", "random,greedy", "-n", "2", "--seed", "1",
                                   "--csv", str(path)])
    assert res.exit_code == 0, res.output
    assert "μ − 3σ" in res.output and "score of the row's agent" in res.output
    rows = list(csv.DictReader(path.open()))
    assert [r["agent"] for r in rows] == ["greedy", "random"] and rows[0]["games"] == "2"


def test_the_command_refuses_an_unknown_agent_in_one_line():
    res = CliRunner().invoke(app, ["ladder", "gwent", "--agents", "random,clever", "-n", "1"])
    assert res.exit_code == 2 and "no agent called 'clever'" in res.output and "Traceback" not in res.output


def test_the_command_has_help_with_an_example():
    res = CliRunner().invoke(app, ["ladder", "--help"])
    assert res.exit_code == 0 and "Example" in res.output


def test_a_mode_with_several_decks_a_seat_gives_each_seat_one_agent(gwent):
    jobs = ladder_jobs(gwent, ["random", "greedy"], gwent.default_decks("tournament"), 2, 1, "tournament")
    assert [seats for _pair, _job, seats in jobs] == [["random", "greedy"], ["greedy", "random"]]
    assert [job.agents for _pair, job, _seats in jobs] == [["random"] * 3 + ["greedy"] * 3,
                                                          ["greedy"] * 3 + ["random"] * 3]
