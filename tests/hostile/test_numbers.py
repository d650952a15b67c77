"""Hostile numbers (issue 16 item 2): every integer from ``-o``, the command line and decklists is bounded before it is
used; a bool is not a whole number; a bad value gets one line (no pydantic dump); ``simulate --games`` streams.
"""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tcgkit.testing import strategies as fz

from tests.hostile.guard import ended, guarded, invoke
from tests.hostile.test_files import ROOT

GUNDAM = ROOT / "tcgkit/games/gundam/decks/seed_blue_white.txt"
DECKS = {
    "gundam": GUNDAM,
    "gwent": sorted((ROOT / "tcgkit/games/gwent/decks").glob("*.txt"))[0],
    "fe_cipher": ROOT / "tcgkit/games/fe_cipher/decks/s01_marth.txt",
    "soulbound_arkana": ROOT / "tcgkit/games/soulbound_arkana/decks/bollwerk.txt",
    "power_duell": ROOT / "tcgkit/games/power_duell/decks/glut.txt",
}
#: one whole-number option of each game that has one (Gundam's options are flags and names)
INT_OPTION = {"gwent": "hand_size", "fe_cipher": "min_deck_size", "soulbound_arkana": "normal_bindings_per_turn",
              "power_duell": "start_hand"}
BAD_VALUES = {
    "true": "expected a whole number", "3.0": "expected a whole number", "'3'": "expected a whole number",
    "1" + "0" * 30: "out of range", "9" * 5000: "cannot be read", "-5": "greater than or equal",
    ".nan": "", "[1, 2]": "", "{a: 1}": "", "[[[[[1]]]]]": "nested more than", "&a [*a]": "aliases",
    "'x' 'y'": "cannot be read",
}


@pytest.mark.parametrize("value", sorted(BAD_VALUES))
@pytest.mark.parametrize("game", sorted(INT_OPTION))
def test_a_bad_option_value_gets_one_line(game, value):
    out = ended(invoke("deck", "validate", game, DECKS[game], "-o", f"{INT_OPTION[game]}={value}"), 2)
    assert len(out.lines) == 1 and out.lines[0].startswith("error: "), out.output
    assert INT_OPTION[game] in out.lines[0] and BAD_VALUES[value] in out.lines[0], out.output
    assert "pydantic" not in out.output and "type=" not in out.output


@pytest.mark.parametrize("value", ["3", "-5", "maybe", "[1]", "9" * 5000, "&a [*a]", "{x: 1}"])
def test_a_bad_value_of_a_flag_option_gets_one_line(value):
    out = ended(invoke("deck", "validate", "gundam", DECKS["gundam"], "-o", f"player_one_draws={value}"), 2)
    assert len(out.lines) == 1 and "player_one_draws" in out.lines[0], out.output


@pytest.mark.parametrize("game", ["gwent", "power_duell"])
def test_a_good_option_value_is_taken(game):
    out = ended(invoke("deck", "validate", game, DECKS[game], "-o", f"{INT_OPTION[game]}=3"), 0)
    assert "VALID" in out.output


@pytest.mark.parametrize("pair, says", [
    ("no_such_option=1", "unknown option"), ("=3", "NAME=VALUE"), ("hand_size", "NAME=VALUE"),
    ("round_starter=4", "round_starter"),
])
def test_a_malformed_option_gets_one_line(pair, says):
    out = ended(invoke("deck", "validate", "gwent", DECKS["gwent"], "-o", pair), 2)
    assert len(out.lines) == 1 and says in out.lines[0], out.output


@pytest.mark.parametrize("args", [
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 10**12],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", "9" * 5000],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", "true"],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--seed", 2**64],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--workers", 10**6],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--game-timeout", "inf"],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--game-timeout", "1e300"],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--game-timeout", "nan"],
    ["simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 1, "--max-decisions", 10**30],
    ["play", "gundam", "--seed", -1],
    ["play", "gundam", "--seed", 10**40],
    ["play", "gundam", "--seat", 10**40],
    ["demo", "--game", "gundam", "--games", 10**12],
    ["demo", "--game", "gundam", "--workers", 10**6],
    ["deck", "compare", "gundam", GUNDAM, GUNDAM, "--vs", GUNDAM, "-n", 10**12],
    ["bench", "gundam", "--games", 10**12],
    ["replay", ROOT / "pyproject.toml", "--as", 10**40],
])
def test_a_number_out_of_range_on_the_command_line_is_refused(args):
    out = ended(invoke(*args, input="q\n\n"), 2)
    assert "Invalid value" in out.output or "error:" in out.output, out.output


@pytest.mark.parametrize("line, says", [
    ("9" * 5000 + " GD01-018", "a count of 5,000 digits"),
    ("1000000000 GD01-018", "at most 99"),
    ("GD01-018 x" + "9" * 400, "a count of 400 digits"),
    ("0 GD01-018", "at least 1"),
    ("100 GD01-018", "at most 99"),
    ("99 GD01-018\n" * 11, "more than 1000 cards"),
])
def test_a_decklist_count_is_bounded_before_it_is_read(tmp_path, line, says):
    deck = tmp_path / "counts.txt"
    deck.write_text(line + "\n")
    out = ended(invoke("deck", "validate", "gundam", deck), 1, names=str(deck))
    assert says in out.output, out.output


def test_simulate_streams_the_games_instead_of_listing_them():
    """A run of a billion games starts at once and holds nothing per game it has not played: the executor reads the
    chunks lazily. (Listing them first took more than 1 GiB before the first game.)"""
    from tcgkit.games import get_game
    from tcgkit.sim.runner import MAX_GAMES, prepare_job, run_job

    from tcgkit.sim.executors import SerialExecutor

    class FirstChunks(SerialExecutor):  # the in-process executor's chunks; it plays the first three, then stops
        def run(self, fn, job, chunks):
            for _, chunk in zip(range(3), chunks):
                yield fn(job, chunk)

    game = get_game("gundam")()
    job = prepare_job(game, game.default_decks(), MAX_GAMES, seed=1, agents=["random"])
    got: list = []
    result, exc = guarded(lambda: run_job(job, FirstChunks(), on_record=got.append, keep_records=False))
    assert exc is None, repr(exc)
    assert [r["index"] for r in got] == [0, 1, 2] and result.records == []


def test_the_process_executor_reads_chunks_as_it_submits_them():
    from itertools import count

    from tcgkit.sim.executors import ProcessExecutor

    def first_three():
        endless = ([i] for i in count())  # an executor that lists its chunks first never starts
        runs = ProcessExecutor(1).run(_index_record, None, endless)
        try:
            return [next(runs) for _ in range(3)]
        finally:
            runs.close()

    got, exc = guarded(first_three)
    assert exc is None, repr(exc)
    indices = [records[0]["index"] for records in got]  # in the order they finished: two are in flight at a time
    assert len(set(indices)) == 3 and set(indices) <= {0, 1, 2, 3}


def _index_record(job, chunk):
    return [{"index": i} for i in chunk]


@pytest.mark.parametrize("game", sorted(DECKS))
@given(data=st.data())
def test_fuzzed_option_values_are_taken_or_refused_in_one_line(game, data):
    from tcgkit.core.errors import TcgkitError
    from tcgkit.games import get_game

    cls = get_game(game)
    names = sorted(cls.Options.model_fields)
    bent = {data.draw(st.sampled_from(names)): data.draw(fz.mutated_json({"v": 1})).get("v") for _ in range(3)}
    try:
        options = cls(bent).options
    except TcgkitError as exc:
        assert "\n" not in str(exc) and str(exc).startswith(f"bad rule options for {game}: ")
        return
    for name, field in cls.Options.model_fields.items():  # what was taken is of the declared kind
        value = getattr(options, name)
        if field.annotation is int:
            assert type(value) is int and abs(value) <= 1_000_000
