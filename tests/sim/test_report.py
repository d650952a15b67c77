"""The results table (`tcgkit simulate`, `tcgkit demo`): how a row names its deck."""

from __future__ import annotations

from rich.console import Console

from tcgkit.sim.report import stats_table
from tcgkit.sim.stats import SimStats, Tally


def _rendered(stats: SimStats, decks_per_seat: int) -> list[str]:
    console = Console(record=True, width=120)
    console.print(stats_table(stats, show_seats=False, decks_per_seat=decks_per_seat))
    return console.export_text().splitlines()


def _stats(*names: str) -> SimStats:
    return SimStats(decks=[Tally(n, games=4, wins=2) for n in names], seats=[], games=4, finished=4)


def test_a_deck_whose_name_holds_a_plus_stays_on_one_line():
    lines = _rendered(_stats("fire+ice", "tide"), decks_per_seat=1)
    row = next(line for line in lines if "fire" in line)
    assert "fire+ice" in row
    assert not any(line.lstrip("│ ").startswith("+ ice") for line in lines)


def test_a_set_of_decks_prints_one_deck_a_line():
    lines = _rendered(_stats("monsters+nilfgaard+skellige", "north+scoiatael+syndicate"), decks_per_seat=3)
    assert any(line.lstrip("│ ").startswith("monsters ") for line in lines)
    assert any(line.lstrip("│ ").startswith("+ nilfgaard") for line in lines)
    assert any(line.lstrip("│ ").startswith("+ skellige") for line in lines)
    assert not any("monsters+nilfgaard" in line for line in lines)
