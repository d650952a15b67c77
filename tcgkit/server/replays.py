"""Finished matches as replays: the ``tcgkit replay`` file, and the table at any step for the browser's replay.

A finished match's stored inputs and actions are exactly a :class:`~tcgkit.core.replay.Replay` (the seed is no longer
secret once the match is over; a running match's replay is refused). Stepping through it rebuilds the match up to
step ``k`` from a snapshot taken every :data:`SNAPSHOT_EVERY` actions, so moving forwards or backwards costs at most
that many actions.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from tcgkit.core.replay import Replay
from tcgkit.server.feed import Feed
from tcgkit.server.messages import annotated_decision, card_texts, waiting
from tcgkit.store import StoredMatch

SNAPSHOT_EVERY = 25


def replay_of(stored: StoredMatch) -> Replay:
    """The replay file of a stored match (``tcgkit replay`` reads it)."""
    return Replay(game=stored.game, rules_version=stored.rules_version, tcgkit_version=stored.tcgkit_version,
                  options=stored.options, decks=stored.decks, seed=stored.seed, setup=stored.setup,
                  actions=stored.actions, result=stored.result)


class ReplayBook:
    """A finished match, ready to be shown at any step (clones at every :data:`SNAPSHOT_EVERY` actions)."""

    def __init__(self, stored: StoredMatch) -> None:
        self.replay = replay_of(stored)
        self.actions = [tuple(a) for a in self.replay.actions]
        match = self.replay.run(until=0)
        self.game = match.game
        self.snapshots = [match.clone()]
        self.feed = Feed(self.game)
        self.feed.catch_up(match)
        viewers = [*range(match.n_players), None]
        self.told = [{v: len(self.feed.lines(v)) for v in viewers}]
        """``told[k][viewer]``: how many narrated lines ``viewer`` had read after ``k`` actions."""
        for k, action in enumerate(self.actions, start=1):
            match.apply(action)
            self.feed.catch_up(match)
            self.told.append({v: len(self.feed.lines(v)) for v in viewers})
            if k % SNAPSHOT_EVERY == 0:
                self.snapshots.append(match.clone())
        self.n = len(self.actions)

    def at(self, step: int) -> Any:
        """The match after the first ``step`` actions (a fresh copy)."""
        step = max(0, min(step, self.n))
        base = step // SNAPSHOT_EVERY
        match = self.snapshots[base].clone()
        for action in self.actions[base * SNAPSHOT_EVERY:step]:
            match.apply(action)
        return match

    def frame(self, step: int, seat: int | None) -> dict[str, Any]:
        """The table at ``step`` as ``seat`` saw it (``None``: as a spectator), in the ``state`` message's shape,
        with every narrated line up to that step and the lines of the step itself marked by ``new_from``."""
        step = max(0, min(step, self.n))
        match = self.at(step)
        view = match.view(seat)
        view_dict = view.to_dict()
        view_dict.pop("decision", None)
        lines = self.feed.lines(seat)[:self.told[step][seat]]
        new_from = self.told[step - 1][seat] if step > 0 else 0
        return {"type": "replay", "step": step, "steps": self.n, "seat": seat, "version": match.version,
                "game": self.game.id, "title": self.game.title, "mode": self.replay.setup.get("mode")
                or next(iter(self.game.modes())), "result": self.replay.result,
                "view": view_dict, "decision": annotated_decision(self.game, view),
                "waiting": waiting(self.game, view), "events": lines, "new_from": new_from,
                "action": list(self.actions[step - 1]) if step else None,
                "texts": card_texts(self.game, view, view_dict, set(), {})}


class ReplayShelf:
    """The few replays being watched, kept built (least recently used dropped first)."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self.books: OrderedDict[str, ReplayBook] = OrderedDict()

    def get(self, stored: StoredMatch) -> ReplayBook:
        book = self.books.get(stored.id)
        if book is None:
            book = ReplayBook(stored)
            self.books[stored.id] = book
            while len(self.books) > self.size:
                self.books.popitem(last=False)
        self.books.move_to_end(stored.id)
        return book


