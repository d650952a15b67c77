"""The feed of one live match: who is connected to it, and the messages each of them gets after every change.

Each connected client reads as one viewer (its seat, or ``None`` for a spectator). For every viewer the feed keeps
the narration of the events that viewer may read, narrated right after the action that emitted them
(:meth:`Feed.catch_up`), so the words are those of that moment (the place that tells a card from its twin, what is
face up), as ``tcgkit play`` and ``tcgkit replay`` narrate. Each client keeps how many of those lines and which card
texts it has already been sent, so a ``state`` message carries only what is new.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tcgkit.core.zones import SPECTATORS
from tcgkit.server.messages import annotated_decision, card_texts, waiting

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.match import Match

MAX_BACKLOG = 2_000
"""A client that connects gets at most this many of the latest narrated lines."""


class Client:
    """One connection's side of the feed. Subclasses deliver text (:meth:`push`) and can be closed."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.lines_sent = 0
        self.texts_known: set[str] = set()

    def push(self, text: str) -> None:  # pragma: no cover - implemented by the transport
        """Queue one message for the client without waiting."""
        raise NotImplementedError

    def close(self, code: int, reason: str) -> None:  # pragma: no cover - implemented by the transport
        raise NotImplementedError


def dumps(message: dict[str, Any]) -> str:
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False)


class Feed:
    """Clients and per-viewer narration of one match (see the module docstring)."""

    def __init__(self, game: "Game") -> None:
        self.game = game
        self.clients: set[Client] = set()
        self._lines: dict[int | None, list[dict[str, Any]]] = {}
        self._scanned = 0
        self._texts: dict[str, dict] = {}

    def catch_up(self, match: "Match") -> None:
        """Narrate every viewer's new events (each seat's, and the spectators') with ``match`` as it is now; call it
        after the set-up and after every action."""
        log = match.log or []
        if self._scanned > len(log):  # the match was rebuilt with a shorter log: narrate again from the start
            self._lines.clear()
            self._scanned = 0
        new = log[self._scanned:]
        self._scanned = len(log)
        if not new:
            return
        pres = self.game.presentation
        for viewer in [*range(match.n_players), None]:
            bit = SPECTATORS if viewer is None else 1 << viewer
            lines = self._lines.setdefault(viewer, [])
            for event in new:
                if event[1] & bit:
                    text = pres.describe_event(match, event)
                    if text is not None:
                        lines.append({"n": len(lines), "kind": event[0], "text": text,
                                      "heading": pres.is_heading(event[0])})

    def mark(self) -> tuple[int, dict[int | None, int]]:
        """Where the narration stands now, for :meth:`rollback`."""
        return self._scanned, {viewer: len(lines) for viewer, lines in self._lines.items()}

    def rollback(self, mark: tuple[int, dict[int | None, int]]) -> None:
        """Forget the lines narrated since :meth:`mark` (the actions they narrate were not stored)."""
        self._scanned, counts = mark
        for viewer, lines in self._lines.items():
            del lines[counts.get(viewer, 0):]

    def lines(self, viewer: int | None) -> list[dict[str, Any]]:
        """The narrated events ``viewer`` may read so far, in order: ``{"n", "kind", "text", "heading"}``."""
        return self._lines.get(viewer, [])

    def state(self, match: "Match", client: Client, header: dict[str, Any]) -> dict[str, Any]:
        """The ``state`` message for ``client`` now: ``header`` (match id, seats …) plus the viewer's view,
        decision, what the table waits for, new narrated lines and new card texts."""
        viewer = client.seat
        view = match.view(viewer)
        view_dict = view.to_dict()
        view_dict.pop("decision", None)
        self.catch_up(match)  # normally done already, after each action
        lines = self.lines(viewer)
        first = max(client.lines_sent, len(lines) - MAX_BACKLOG)
        client.lines_sent = len(lines)
        return {
            "type": "state", **header, "version": match.version, "seat": viewer,
            "view": view_dict,
            "decision": annotated_decision(self.game, view),
            "waiting": waiting(self.game, view),
            "events": lines[first:],
            "texts": card_texts(self.game, view, view_dict, client.texts_known, self._texts),
        }

    def publish(self, match: "Match", header: dict[str, Any]) -> None:
        """Send every client its ``state`` now."""
        for client in list(self.clients):
            client.push(dumps(self.state(match, client, header)))

    def close_all(self, code: int, reason: str) -> None:
        for client in list(self.clients):
            client.close(code, reason)
        self.clients.clear()
