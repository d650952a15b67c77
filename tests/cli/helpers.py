"""Shared helpers of the command tests: run ``tcgkit`` in-process and the toy game's decklists (the ``decks`` fixture
that writes them is in conftest.py)."""

from pathlib import Path

from typer.testing import CliRunner

from tcgkit.cli import app

runner = CliRunner()

DECK_TEXT = "".join(f"1 {v}\n" for v in range(1, 11))
"""A toy deck of the ten cards 1..10, one each (the high deck)."""
LOW_TEXT = "2 1\n2 2\n2 3\n2 4\n2 5\n"
"""A toy deck of two each of the cards 1..5 (the low deck)."""


def invoke(*args, input=None):
    """``tcgkit ARGS`` in-process (each argument as a string), with ``input`` on stdin; the typer result."""
    return runner.invoke(app, [str(a) for a in args], input=input)


def write(path: Path, text: str) -> Path:
    """Write ``text`` to ``path``; returns ``path``."""
    path.write_text(text)
    return path
