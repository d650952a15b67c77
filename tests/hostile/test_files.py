"""Hostile files (issue 16 item 2): every command that reads a user's file reads only regular files, and never more
bytes than its cap — a FIFO, /dev/zero, a /proc file, a directory, a huge or binary file is refused in one line.

Each file kind goes through every reader: ``deck validate`` of every game, a decklist whose ``cards:`` header names
it (the three games with user cards), ``card check``, ``replay``, ``scenario run``, ``simulate``, ``play`` and
``deck compare``.
"""

import os
from pathlib import Path

import pytest

from tests.hostile.guard import ended, invoke

GAMES = ["gundam", "gwent", "fe_cipher", "soulbound_arkana", "power_duell"]
AUTHORING = ["fe_cipher", "soulbound_arkana", "power_duell"]

#: a valid deck of each authoring game, which the hostile file joins as its ``cards:`` file
BASE_DECKS = {
    "fe_cipher": "tcgkit/games/fe_cipher/decks/s01_marth.txt",
    "soulbound_arkana": "tcgkit/games/soulbound_arkana/decks/bollwerk.txt",
    "power_duell": "tcgkit/games/power_duell/decks/glut.txt",
}
ROOT = Path(__file__).parents[2]


def _make(kind: str, d: Path) -> Path:
    """A hostile file of ``kind`` in ``d`` (or a system path)."""
    p = d / kind
    if kind == "fifo":
        os.mkfifo(p)
    elif kind == "dev_zero":
        return Path("/dev/zero")
    elif kind == "dev_null":
        return Path("/dev/null")
    elif kind == "proc_status":
        return Path("/proc/self/status")
    elif kind == "proc_environ":
        return Path("/proc/self/environ")
    elif kind == "link_to_zero":
        p.symlink_to("/dev/zero")
    elif kind == "directory":
        p.mkdir()
    elif kind == "missing":
        pass
    elif kind == "sparse_30mb":  # larger than every cap, without writing 30 MB
        with open(p, "wb") as f:
            f.truncate(30_000_000)
    elif kind == "binary":
        p.write_bytes(bytes(range(256)) * 64)
    elif kind == "nul_bytes":
        p.write_bytes(b"1 GD01-001\x00\x00\n" * 10)
    elif kind == "utf16":
        p.write_bytes("3 GD01-001\n".encode("utf-16"))
    elif kind == "empty":
        p.write_bytes(b"")
    else:  # pragma: no cover
        raise ValueError(kind)
    return p


KINDS = ["fifo", "dev_zero", "dev_null", "proc_status", "proc_environ", "link_to_zero", "directory", "missing",
         "sparse_30mb", "binary", "nul_bytes", "utf16", "empty"]
NOT_READ = set(KINDS) - {"binary", "nul_bytes", "utf16", "empty"}
"""Kinds refused before a byte is parsed: not a regular file, missing, or larger than any cap."""


@pytest.fixture(params=KINDS)
def hostile(request, tmp_path) -> tuple[str, Path]:
    return request.param, _make(request.param, tmp_path)


def _says_why(out, kind: str) -> None:
    if kind in NOT_READ:
        text = out.output.lower()
        assert any(w in text for w in ("regular file", "directory", "no such file", "larger than", "reported size")), \
            out.output


@pytest.mark.parametrize("game", GAMES)
def test_deck_validate_refuses_a_hostile_file(hostile, game):
    kind, path = hostile
    _says_why(ended(invoke("deck", "validate", game, path), 1, names=str(path)), kind)


@pytest.mark.parametrize("game", AUTHORING)
def test_card_check_refuses_a_hostile_file_and_never_says_valid(hostile, game):
    kind, path = hostile
    out = ended(invoke("card", "check", game, path), 1, 2, names=str(path))
    assert "VALID" not in out.output.replace("INVALID", "")
    if kind in NOT_READ:  # a file that cannot be read is UNREADABLE (exit 2), not a card that breaks a rule
        assert out.exit_code == 2 and "UNREADABLE" in out.output
        _says_why(out, kind)


@pytest.mark.parametrize("game", AUTHORING)
def test_a_decklist_whose_card_file_is_hostile_is_ended(hostile, game, tmp_path):
    kind, path = hostile
    deck = tmp_path / "with_cards.txt"
    deck.write_text(f"cards: {path}\n" + (ROOT / BASE_DECKS[game]).read_text(encoding="utf-8"), encoding="utf-8")
    out = ended(invoke("deck", "validate", game, deck), 1, names=str(path))
    _says_why(out, kind)


@pytest.mark.parametrize("game", AUTHORING)
def test_a_card_file_named_with_a_nul_byte_is_refused_in_one_line(game, tmp_path):
    """A ``cards:`` line holding a NUL byte names no file at all (found by ``make fuzz``): the deck is refused with a
    deck error naming the line, the byte shown as ``\\x00``, never a ``ValueError``."""
    deck = tmp_path / "nul.txt"
    deck.write_text("cards: a\x00b.yaml\n" + (ROOT / BASE_DECKS[game]).read_text(encoding="utf-8"), encoding="utf-8")
    out = ended(invoke("deck", "validate", game, deck), 1, names="NUL byte")
    assert "a\\x00b.yaml" in out.output and "\x00" not in out.output, out.output


def test_replay_refuses_a_hostile_file(hostile):
    kind, path = hostile
    _says_why(ended(invoke("replay", path), 2, names=str(path)), kind)


def test_scenario_run_refuses_a_hostile_file(hostile):
    kind, path = hostile
    if kind == "directory":  # a directory is searched for *.yaml: none there
        ended(invoke("scenario", "run", path), 2, names="no scenario files")
        return
    _says_why(ended(invoke("scenario", "run", path), 2, names=str(path)), kind)


def test_simulate_play_and_compare_refuse_a_hostile_deck(hostile):
    kind, path = hostile
    good = ROOT / "tcgkit/games/gundam/decks/seed_blue_white.txt"
    _says_why(ended(invoke("simulate", "gundam", "-d", path, "-d", good, "-n", 1), 2, names=str(path)), kind)
    _says_why(ended(invoke("play", "gundam", "--deck", path, "--vs", "random", input="q\n\n"), 2,
                      names=str(path)), kind)
    _says_why(ended(invoke("deck", "compare", "gundam", good, path, "--vs", good, "-n", 2), 2,
                      names=str(path)), kind)


def test_a_regular_file_of_exactly_the_cap_is_read_and_one_byte_more_is_not(tmp_path):
    """The cap counts bytes actually read: a decklist of the cap's size is read (and then judged on its lines)."""
    from tcgkit.core.decklist import MAX_DECKLIST_BYTES

    line = "# " + "x" * 97 + "\n"
    body = "3 GD01-018\n"
    at_cap = tmp_path / "at_cap.txt"
    at_cap.write_text(line * ((MAX_DECKLIST_BYTES - len(body)) // len(line)) + body)
    at_cap.write_text(at_cap.read_text() + "#" * (MAX_DECKLIST_BYTES - at_cap.stat().st_size))
    assert at_cap.stat().st_size == MAX_DECKLIST_BYTES
    out = ended(invoke("deck", "validate", "gundam", at_cap), 1)
    assert "main deck has 3 cards" in out.output
    over = tmp_path / "over.txt"
    over.write_bytes(at_cap.read_bytes() + b"#")
    ended(invoke("deck", "validate", "gundam", over), 1, names="larger than 256,000 bytes")


def test_reading_simulation_records_back_refuses_a_hostile_file(hostile):
    from tcgkit.core.errors import TcgkitError
    from tcgkit.sim import load_jsonl
    from tests.hostile.guard import guarded

    kind, path = hostile
    got, exc = guarded(lambda: load_jsonl(path))
    if kind == "empty":
        assert exc is None and got == []
    else:
        assert isinstance(exc, TcgkitError) and str(path) in str(exc), repr(exc)
