"""Skill ratings of decks or agents from game records, with openskill (``tcgkit analyze ratings``).

Every finished game updates the ratings once, in the order the records are read: its teams (``teams`` of the
record; one team per seat when absent) are ranked — the winners' team first, every other team tied behind it, all
tied for a draw — with openskill's Plackett-Luce model (Weng & Lin 2011). A rating is ``mu`` (the estimate,
starting at 25) and ``sigma`` (its uncertainty, starting at 25/3); the ranking uses the conservative
``ordinal = mu - 3 sigma``. A game in which one deck (or agent) would play for two sides, or twice in one team, says
nothing about it and is skipped.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from tcgkit.sim.records import GameRecord

BY = ("deck", "agent", "deck+agent")
"""What a rating belongs to: the deck of a seat, its agent, or the pair (``deck/agent``)."""


@dataclass(frozen=True)
class Rating:
    """One deck's (or agent's) rating after every game."""

    name: str
    mu: float
    sigma: float
    games: int
    wins: int

    @property
    def ordinal(self) -> float:
        """``mu - 3 sigma``: a rating the player is very likely above."""
        return self.mu - 3 * self.sigma


def _entity(by: str) -> Callable[[GameRecord, int], str]:
    if by == "deck":
        return lambda rec, seat: rec.seats[seat]
    if by == "agent":
        return lambda rec, seat: rec.agents[seat]
    if by == "deck+agent":
        return lambda rec, seat: f"{rec.seats[seat]}/{rec.agents[seat]}"
    raise ValueError(f"rate by one of {', '.join(BY)}, not {by!r}")


def rate(records: Iterable[GameRecord], by: str = "deck") -> tuple[list[Rating], int, int]:
    """Rate every deck (``by="deck"``), agent or deck-and-agent pair over the records, best ordinal first.

    Returns:
        ``(ratings, games_rated, games_skipped)``; games that raised are neither.

    Raises:
        ValueError: ``by`` is not one of :data:`BY`.
    """
    from openskill.models import PlackettLuce

    name_of = _entity(by)
    model = PlackettLuce()
    current: dict[str, object] = {}
    games: dict[str, int] = {}
    wins: dict[str, int] = {}
    rated = skipped = 0
    for rec in records:
        if rec.error:
            continue
        teams = [[name_of(rec, s) for s in team] for team in rec.team_list()]
        everyone = [n for team in teams for n in team]
        if len(teams) < 2 or len(set(everyone)) != len(everyone):
            skipped += 1
            continue
        won = set(rec.winner_seats)
        ranks = [0 if (not won or any(s in won for s in team)) else 1 for team in rec.team_list()]
        for n in everyone:
            if n not in current:
                current[n] = model.rating(name=n)
                games[n] = wins[n] = 0
        new = model.rate([[current[n] for n in team] for team in teams], ranks=ranks)
        for team, ratings, rank in zip(teams, new, ranks):
            for n, r in zip(team, ratings):
                current[n] = r
                games[n] += 1
                wins[n] += int(bool(won) and rank == 0)
        rated += 1
    out = [Rating(n, r.mu, r.sigma, games[n], wins[n]) for n, r in current.items()]  # type: ignore[attr-defined]
    out.sort(key=lambda r: (-r.ordinal, r.name))
    return out, rated, skipped


def write_csv(ratings: Iterable[Rating], path: str | Path) -> None:
    """``rank,name,ordinal,mu,sigma,games,wins``, best first."""
    with open(path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["rank", "name", "ordinal", "mu", "sigma", "games", "wins"])
        for i, r in enumerate(ratings, start=1):
            out.writerow([i, r.name, f"{r.ordinal:.3f}", f"{r.mu:.3f}", f"{r.sigma:.3f}", r.games, r.wins])
