"""Which card carries a deck: win rates of a deck's games with and without each card drawn or played
(``tcgkit analyze cards``).

Read from game records with card lists (``simulate --out``: per seat, the ids of the cards it drew and played). For
every deck and every card that deck drew in some game, the deck's finished games split in two: those in which the
card was drawn and those in which it was not; likewise played. Each side gets its win rate with a 95 % Wilson
interval, and the difference (with minus without) a 95 % Newcombe interval (the hybrid score interval built from
the two Wilson intervals; Newcombe 1998, method 10). A draw counts as not won.

Read the difference as an association, not an effect: games that last longer draw more cards, and a card that is
played is often played because the game was already going well (the "drawn" split is the less biased one).
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

from tcgkit.sim.records import GameRecord
from tcgkit.sim.stats import wilson_interval


@dataclass(frozen=True)
class Split:
    """A deck's finished games split by one card: ``with_games`` / ``with_wins`` where the card was drawn (or
    played), ``without_*`` where it was not."""

    with_games: int
    with_wins: int
    without_games: int
    without_wins: int

    @property
    def smaller(self) -> int:
        """The smaller side (what a minimum sample size is held against)."""
        return min(self.with_games, self.without_games)

    def rates(self) -> tuple[float, float]:
        """Win rate with and without the card (0.0 for an empty side)."""
        w = self.with_wins / self.with_games if self.with_games else 0.0
        wo = self.without_wins / self.without_games if self.without_games else 0.0
        return w, wo

    def difference(self, confidence: float = 0.95) -> tuple[float, float, float]:
        """``(with - without, low, high)``: the difference of the win rates and its Newcombe interval."""
        p1, p2 = self.rates()
        l1, u1 = wilson_interval(self.with_wins, self.with_games, confidence)
        l2, u2 = wilson_interval(self.without_wins, self.without_games, confidence)
        d = p1 - p2
        return d, d - math.hypot(p1 - l1, u2 - p2), d + math.hypot(u1 - p1, p2 - l2)


@dataclass
class _Tally:
    games: int = 0
    wins: int = 0
    drawn: dict[str, list[int]] = field(default_factory=dict)  # card -> [games, wins]
    played: dict[str, list[int]] = field(default_factory=dict)


@dataclass(frozen=True)
class CardRow:
    """One card of one deck."""

    deck: str
    card: str
    drawn: Split
    played: Split


class CardRecordsMissing(ValueError):
    """The records carry no card lists (written without ``simulate --out``, or by an older tcgkit)."""


def card_rows(records: Iterable[GameRecord]) -> tuple[list[CardRow], int]:
    """Every (deck, card) the records show, and how many finished games they held.

    Raises:
        CardRecordsMissing: no finished record lists the cards drawn.
    """
    decks: dict[str, _Tally] = {}
    finished = 0
    for rec in records:
        if rec.error or rec.drawn is None:
            continue
        finished += 1
        won = set(rec.winner_seats)
        for seat, deck in enumerate(rec.seats):
            t = decks.setdefault(deck, _Tally())
            win = int(seat in won)
            t.games += 1
            t.wins += win
            for card in rec.drawn[seat]:
                c = t.drawn.setdefault(card, [0, 0])
                c[0] += 1
                c[1] += win
            for card in (rec.played[seat] if rec.played else ()):
                c = t.played.setdefault(card, [0, 0])
                c[0] += 1
                c[1] += win
    if not finished:
        raise CardRecordsMissing("the records list no cards drawn: write them with tcgkit simulate ... --out FILE")
    rows = []
    for deck, t in decks.items():
        for card, (g, w) in sorted(t.drawn.items()):
            pg, pw = t.played.get(card, (0, 0))
            rows.append(CardRow(deck, card, Split(g, w, t.games - g, t.wins - w),
                                Split(pg, pw, t.games - pg, t.wins - pw)))
    return rows, finished


def write_csv(rows: Iterable[CardRow], path: str | Path, names: dict[str, str] | None = None) -> None:
    """One line per deck and card: the games, wins and win rates with and without it drawn and played, the
    differences and their 95 % intervals (rates as fractions)."""
    names = names or {}
    head = ["deck", "card", "name"]
    for split in ("drawn", "played"):
        head += [f"{split}_games", f"{split}_wins", f"not_{split}_games", f"not_{split}_wins", f"{split}_win_rate",
                 f"not_{split}_win_rate", f"{split}_difference", f"{split}_low", f"{split}_high"]
    with open(path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(head)
        for r in rows:
            line: list = [r.deck, r.card, names.get(r.card, "")]
            for s in (r.drawn, r.played):
                d, lo, hi = s.difference()
                line += [s.with_games, s.with_wins, s.without_games, s.without_wins,
                         *(f"{x:.4f}" for x in (*s.rates(), d, lo, hi))]
            out.writerow(line)
