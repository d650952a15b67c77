"""Seats with several decks (Game.decks_per_seat; GWENT's tournament: three a player) in the simulator: seats rotate
as blocks, a seat plays with its decks' one agent, records and tables name a seat by its decks."""

import json

import pytest
from typer.testing import CliRunner

import tcgkit.sim.worker as worker
from tcgkit.cli import app
from tcgkit.core.errors import TcgkitError
from tcgkit.core.game import seat_blocks
from tcgkit.games import get_game
from tcgkit.games.gwent.game import ADVANCED_DECKS
from tcgkit.sim.cardstats import card_rows
from tcgkit.sim.executors import SerialExecutor
from tcgkit.sim.ratings import rate
from tcgkit.sim.records import GameRecord
from tcgkit.sim.runner import prepare_job, run_job, seat_decks
from tcgkit.sim.stored import run_inputs

NAMES = ["nr", "ng", "mo", "sc", "sk", "nr2"]  # the shipped tournament decks: player 0's three, then player 1's
X, Y = "greedy", "random"


@pytest.fixture(scope="module")
def gwent():
    return get_game("gwent")()


@pytest.fixture(scope="module")
def tournament(gwent):
    return gwent.default_decks("tournament")


def test_a_mode_says_how_many_decks_a_seat_brings(gwent):
    assert gwent.decks_per_seat("tournament") == 3
    assert [gwent.decks_per_seat(m) for m in ("standard", "ffa", "2v2", "solo", None)] == [1, 1, 1, 1, 1]
    assert get_game("gundam")().decks_per_seat("team_battle") == 1  # the core's default
    with pytest.raises(TcgkitError, match="no mode 'royale'"):
        gwent.decks_per_seat("royale")


def test_seat_blocks_split_the_decks_seat_by_seat():
    assert seat_blocks("abcdef", 3) == [list("abc"), list("def")]
    assert seat_blocks([1, 2], 1) == [[1], [2]]
    with pytest.raises(ValueError, match="5 decks do not split into seats of 3"):
        seat_blocks("abcde", 3)


def test_seats_rotate_as_blocks_and_one_deck_seats_as_before():
    assert seat_decks(0, 6, 3) == [0, 1, 2, 3, 4, 5]
    assert seat_decks(1, 6, 3) == [3, 4, 5, 0, 1, 2]
    assert seat_decks(2, 6, 3) == [0, 1, 2, 3, 4, 5]
    for n in (2, 3, 4, 5):
        for i in range(7):
            assert seat_decks(i, n) == [(s + i) % n for s in range(n)]


def _recording(monkeypatch):
    """Wrap the simulator's agents: every agent made, in the order made, with the seats it decided for."""
    made: list[tuple[str, set]] = []
    real = worker.make_agent

    def make(game, name, seed):
        inner, seats = real(game, name, seed), set()
        made.append((name, seats))

        class Recording:
            def act(self, view):
                seats.add(view.viewer)
                return inner.act(view)

        return Recording()

    monkeypatch.setattr(worker, "make_agent", make)
    return made


def test_each_player_plays_all_its_decks_with_its_own_agent_and_the_blocks_rotate(gwent, tournament, monkeypatch,
                                                                                 tmp_path):
    made = _recording(monkeypatch)
    job = prepare_job(gwent, tournament, 2, 5, [X, X, X, Y, Y, Y], "tournament", NAMES, replay_dir=tmp_path)
    records = run_job(job, SerialExecutor()).records
    # game 0: player 0 has decks 0-2 and X, player 1 decks 3-5 and Y; game 1 swaps the blocks (and their agents)
    assert made == [(X, {0}), (Y, {1}), (Y, {0}), (X, {1})]
    assert [r["agents"] for r in records] == [[X, Y], [Y, X]]
    assert [r["seats"] for r in records] == [["nr+ng+mo", "sc+sk+nr2"], ["sc+sk+nr2", "nr+ng+mo"]]
    assert records[1]["seat_decks"] == [["sc", "sk", "nr2"], ["nr", "ng", "mo"]]
    assert [len(r["agent_seeds"]) for r in records] == [2, 2]
    replay = json.loads((tmp_path / "game-0001.json").read_text())  # what the match of game 1 was really given
    assert replay["decks"] == job.decks[3:] + job.decks[:3]


def test_fixed_seats_keep_each_block_in_its_seat(gwent, tournament, monkeypatch):
    made = _recording(monkeypatch)
    job = prepare_job(gwent, tournament, 2, 5, [X, Y], "tournament", NAMES, fixed_seats=True)
    assert job.agents == [X, X, X, Y, Y, Y]  # one agent a seat is read as the agent of each of its decks
    records = run_job(job, SerialExecutor()).records
    assert made == [(X, {0}), (Y, {1})] * 2
    assert all(r["seats"] == ["nr+ng+mo", "sc+sk+nr2"] for r in records)


def test_the_winning_seat_names_its_block_and_the_table_credits_its_decks_together(gwent, tournament):
    job = prepare_job(gwent, tournament, 4, 8, [X, Y], "tournament", NAMES)
    result = run_job(job, SerialExecutor())
    assert [t.name for t in result.stats.decks] == ["nr+ng+mo", "sc+sk+nr2"]
    wins = {"nr+ng+mo": 0, "sc+sk+nr2": 0}
    for rec in result.records:
        assert rec["error"] is None
        assert rec["winners"] == ["+".join(rec["seat_decks"][s]) for s in rec["winner_seats"]]
        for name in rec["winners"]:
            wins[name] += 1
    assert {t.name: t.wins for t in result.stats.decks} == wins
    assert all(t.games == 4 for t in result.stats.decks) and len(result.stats.seats) == 2


@pytest.mark.parametrize("agents, message", [
    ([X, X, Y, Y, Y, Y], "seat 0 plays decks nr, ng, mo with one agent, but they are given the agents greedy, "
                         "greedy, random"),
    ([X, X, X, Y, X, Y], "seat 1 plays decks sc, sk, nr2"),
    ([X, Y, X], "one per seat \\(2 seats of 3 decks\\)"),
])
def test_different_agents_for_the_decks_of_one_seat_are_refused(gwent, tournament, agents, message):
    with pytest.raises(TcgkitError, match=message):
        prepare_job(gwent, tournament, 2, 0, agents, "tournament", NAMES)


def test_the_command_refuses_them_in_one_line_with_exit_2(tmp_path):
    files = [ADVANCED_DECKS[f] for f in ("northern_realms", "nilfgaard", "monsters", "scoiatael", "skellige",
                                         "northern_realms")]
    args = ["simulate", "gwent", "--mode", "tournament", *[a for f in files for a in ("-d", str(f))], "-n", "2"]
    res = CliRunner().invoke(app, [*args, "--agents", "greedy,random,greedy,random,greedy,random"])
    assert res.exit_code == 2
    assert "error: seat 0 plays decks northern_realms_advanced, nilfgaard_advanced, monsters_advanced" in res.output
    assert "Traceback" not in res.output
    out = tmp_path / "t.jsonl"
    res = CliRunner().invoke(app, [*args, "--agents", "greedy,random", "--seed", "3", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert "northern_realms_advanced+nilfgaard_advanced+monsters_advanced (greedy)" in res.output
    assert [json.loads(line)["agents"] for line in out.read_text().splitlines()] == [["greedy", "random"],
                                                                                    ["random", "greedy"]]


def test_one_deck_seats_keep_their_records_and_their_stored_identity(gwent):
    job = prepare_job(gwent, gwent.default_decks("ffa"), 3, 4, [X, Y, Y], "ffa", ["a", "b", "c"])
    records = run_job(job, SerialExecutor()).records
    assert [r["seats"] for r in records] == [["a", "b", "c"], ["b", "c", "a"], ["c", "a", "b"]]
    assert [r["agents"] for r in records] == [[X, Y, Y], [Y, Y, X], [Y, X, Y]]
    assert all("seat_decks" not in r for r in records)
    assert "decks_per_seat" not in run_inputs(job)


def test_a_tournament_run_is_stored_apart_from_one_before_seats_were_blocks(gwent, tournament):
    job = prepare_job(gwent, tournament, 2, 0, [X, Y], "tournament", NAMES)
    assert run_inputs(job)["decks_per_seat"] == 3


def _old_tournament_record() -> dict:
    """A record as simulate wrote it before seats with several decks rotated as blocks (game 1 of a run)."""
    return {"index": 1, "game": "gwent", "mode": "tournament", "seed": 7, "agent_seeds": [1, 2, 3, 4, 5, 6],
            "seats": ["ng", "mo", "sc", "sk", "nr2", "nr"], "agents": [Y, X, X, X, Y, Y], "teams": [[0], [1]],
            "winners": ["mo"], "winner_seats": [1], "reason": "tournament", "turns": 20, "decisions": 40,
            "drawn": [["a", "b"], ["c"]], "played": [["a"], ["c"]], "error": None}


def test_an_old_tournament_record_is_read_as_the_game_it_was():
    rec = GameRecord.model_validate(_old_tournament_record())
    assert rec.seats == ["ng+mo+sc", "sk+nr2+nr"]
    assert rec.seat_decks == [["ng", "mo", "sc"], ["sk", "nr2", "nr"]]
    assert rec.agents == [Y, X] and rec.agent_seeds == [1, 2]  # the agents that played players 0 and 1
    assert rec.winners == ["sk+nr2+nr"]
    rows, finished = card_rows([rec])  # per seat: the seat's cards (read per deck before, it ran off the end)
    assert finished == 1 and {(r.deck, r.card) for r in rows} == {("ng+mo+sc", "a"), ("ng+mo+sc", "b"),
                                                                   ("sk+nr2+nr", "c")}


def test_records_with_one_deck_a_seat_are_read_unchanged():
    data = {**_old_tournament_record(), "seats": ["a", "b", "c", "d"], "agents": [X, Y, X, Y],
            "agent_seeds": [1, 2, 3, 4], "teams": [[0, 2], [1, 3]], "winners": ["b", "d"], "winner_seats": [1, 3]}
    rec = GameRecord.model_validate(data)
    assert (rec.seats, rec.agents, rec.winners, rec.seat_decks) == (data["seats"], data["agents"], data["winners"],
                                                                    None)


def test_ratings_by_agent_and_by_deck_set_read_a_tournament_per_player(gwent, tournament):
    job = prepare_job(gwent, tournament, 2, 8, [X, Y], "tournament", NAMES)
    records = [GameRecord.model_validate(r) for r in run_job(job, SerialExecutor()).records]
    by_agent, rated, skipped = rate(records, by="agent")
    assert (rated, skipped) == (2, 0) and {r.name: r.games for r in by_agent} == {X: 2, Y: 2}
    wins = {X: 0, Y: 0}
    for rec in records:
        for s in rec.winner_seats:
            wins[rec.agents[s]] += 1
    assert {r.name: r.wins for r in by_agent} == wins
    assert {r.name for r in rate(records, by="deck")[0]} == {"nr+ng+mo", "sc+sk+nr2"}
