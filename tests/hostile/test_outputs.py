"""Hostile values at the table and for output paths (issue 16 item 2): a number of thousands of digits at the
``play`` prompt, an output that cannot be written, a name of ten thousand characters — each gets one line."""

from tests.hostile.guard import ended, invoke
from tests.hostile.test_files import ROOT

GUNDAM = ROOT / "tcgkit/games/gundam/decks/seed_blue_white.txt"


def test_a_number_of_5000_digits_at_the_prompt_is_out_of_range(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a crash would leave crash-replay-1.json here
    out = ended(invoke("play", "gundam", "--vs", "random", "--seed", 1, input="9" * 5000 + "\nq\n\n"), 0)
    assert "is out of range: choose between 1 and" in out.output and not list(tmp_path.iterdir())


def test_results_that_cannot_be_written_end_in_one_line(tmp_path):
    out = ended(invoke("simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 2, "--out", "/dev/full"), 1)
    assert out.lines[-1] == "error: cannot write the results to /dev/full: No space left on device"
    for where in (tmp_path / "file" / "x", "/dev/null/x"):
        (tmp_path / "file").write_text("")
        out = ended(invoke("simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "-n", 2, "--save-replays", where), 2)
        assert out.lines[-1].startswith(f"error: --save-replays {where}: cannot make the directory")


def test_a_name_of_ten_thousand_characters_is_quoted_short():
    ended(invoke("simulate", "gundam", "-d", GUNDAM, "-d", GUNDAM, "--mode", "x" * 10_000), 2, names="no mode")
    ended(invoke("cards", "gundam", "y" * 10_000), 1, names="no card")
