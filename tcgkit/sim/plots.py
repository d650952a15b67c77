"""Plots of analyses, drawn with matplotlib and written as PNG (imported only by the commands that draw)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.sim.matrix import MatrixResult


def matrix_heat_map(result: "MatrixResult", path: str | Path, title: str = "", labels: dict[str, str] | None = None,
                    short: dict[str, str] | None = None) -> None:
    """Write the matrix as a heat map: the row deck's win rate in % (blue above 50, red below), each cell
    annotated; the diagonal is blank.

    Args:
        title: the first title line (default: the game and mode); a second line names agent and games.
        labels: row labels per deck name (default the names); ``short``: column labels (default the labels).

    Raises:
        OSError: the PNG cannot be written.
    """
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    decks = result.decks
    k = len(decks)
    labels = labels or {}
    short = short or labels
    grid = [[_percent(result.cells[(a, b)]) if a != b else math.nan for b in decks] for a in decks]
    fig, ax = plt.subplots(figsize=(4.5 + 0.75 * k, 3.5 + 0.6 * k))
    im = ax.imshow(grid, cmap="RdBu", vmin=0, vmax=100)
    heads = [short.get(d, d) for d in decks]
    slanted = k > 4 or max(len(h) for h in heads) > 8  # long heads would run into each other
    ax.set_xticks(range(k), heads, rotation=30 if slanted else 0, ha="right" if slanted else "center")
    ax.set_yticks(range(k), [labels.get(d, d) for d in decks])
    for i in range(k):
        for j in range(k):
            if i != j:
                v = grid[i][j]
                ax.text(j, i, f"{v:.0f}", ha="center", va="center", color="white" if abs(v - 50) > 30 else "black")
    head = title or f"{result.game_id}, {result.mode}"
    ax.set_title(f"{head}\nthe row deck's win rate (%), {result.agent} vs {result.agent}, "
                 f"{result.games} games per pairing")
    ax.set_xlabel("opponent (column deck)")
    fig.colorbar(im, ax=ax, label="win rate of the row deck (%)", fraction=0.046, pad=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)


def _percent(cell) -> float:
    """The win rate in % (computed as 100·wins/games, so 115 of 200 is 57.5 and shows as 58, not 57.49…)."""
    return 100 * cell.wins / cell.games if cell.games else 0.0
