"""Views: what one seat (or a spectator) may see of a match (DESIGN.md contract 4).

A :class:`View` is a read-only projection. It offers no path back to the match: no attribute or method returns the
match, changes it, or reveals a card the viewer may not see; card identities go through :meth:`Match.sees`. Agents
and user interfaces receive views, never matches. ``to_dict()`` is the whole projection as plain data (what a
browser or a remote agent is sent); :meth:`View.determinize` returns a *new* match consistent with what the viewer
knows (for search agents), never the match itself.

Games subclass :class:`View` with accessors in their own terms (``units(p)``, ``strength(uid)`` …), each reading the
match only through ``self._m`` and :meth:`_visible`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.zones import SPECTATORS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core import rng as _rng
    from tcgkit.core.match import Decision, Event, Match


class View:
    """One seat's (or a spectator's) read-only window on a match.

    Args:
        match: the match (kept private; never handed out).
        viewer: player index, or ``None`` for a spectator.
    """

    __slots__ = ("_m", "viewer", "_plan")

    def __init__(self, match: "Match", viewer: int | None) -> None:
        self._m = match
        self.viewer = viewer
        self._plan: tuple | None = None  # (match version, determinisation plan) kept for repeated determinize()

    # -- game-agnostic accessors

    @property
    def game_id(self) -> str:
        """The game's registry id."""
        return self._m.game.id

    @property
    def n_players(self) -> int:
        return self._m.n_players

    @property
    def me(self) -> int:
        """The seat whose side of the table this view is drawn from: ``viewer``, or seat 0 for a spectator (who
        still sees only public cards)."""
        return self.viewer if self.viewer is not None else 0

    @property
    def version(self) -> int:
        """The match version the view shows (a command made from it may carry it, see ``Match.apply``)."""
        return self._m.version

    @property
    def active(self) -> int:
        """The turn player (public; ``Match.active``), -1 before the first turn."""
        return self._m.active

    @property
    def ended(self) -> bool:
        return self._m.ended

    @property
    def winners(self) -> tuple[int, ...]:
        return self._m.winners

    def team_of(self, player: int) -> int:
        """The team index of ``player`` (public)."""
        return self._m.team_of[player]

    def opponents(self, player: int | None = None) -> list[int]:
        """Every player not on ``player``'s (default: the viewer's, see :attr:`me`) team, as the match counts them
        (a game leaves out players already out of the game, e.g. Gundam's battle royale)."""
        return self._m.opponents(self.me if player is None else player)

    def cards(self, zone_name: str, owner: int = -1) -> list[int | None]:
        """The zone's cards as uids, ``None`` where the viewer may not see the card."""
        m = self._m
        viewer = self.viewer
        return [uid if m.sees(viewer, uid) else None for uid in m.zones[m.zone(zone_name, owner)]]

    def card(self, uid: int) -> Any:
        """The definition of a card the viewer sees.

        Raises:
            PermissionError: the viewer may not see that card.
        """
        m = self._m
        if not m.sees(self.viewer, uid):  # require_visible spelt out: agents read cards this way all game long
            raise PermissionError(f"card {uid} is hidden from viewer {self.viewer}")
        return m.card_def[uid]

    def require_visible(self, uid: int) -> None:
        """Nothing when the viewer may see card ``uid``; game views call it before reading a card's state.

        Raises:
            PermissionError: the viewer may not see that card.
        """
        if not self._m.sees(self.viewer, uid):
            raise PermissionError(f"card {uid} is hidden from viewer {self.viewer}")

    def owner(self, uid: int) -> int:
        """The player who owns card ``uid`` (public in every game: each card starts in its owner's zones, and who
        played a card face up is seen)."""
        return self._m.card_owner[uid]

    def visible(self, uid: int) -> bool:
        """Whether the viewer may see card ``uid``'s identity."""
        return self._m.sees(self.viewer, uid)

    def count(self, zone_name: str, owner: int = -1) -> int:
        """How many cards a zone holds (always public)."""
        m = self._m
        return len(m.zones[m.zone(zone_name, owner)])

    def decision(self) -> "Decision | None":
        """The pending decision if it is the viewer's, else ``None``."""
        d = self._m.pending
        return d if d is not None and d.player == self.viewer else None

    def legal_actions(self) -> tuple:
        """The viewer's legal actions (``()`` when it is not the viewer's decision)."""
        d = self._m.pending
        return d.actions if d is not None and d.player == self.viewer else ()

    def waiting_for(self) -> int | None:
        """Which player the match waits for (public), ``None`` once over."""
        d = self._m.pending
        return None if d is None else d.player

    def waiting_kind(self) -> str | None:
        """The kind of the pending decision (public: everyone sees what the table waits for)."""
        d = self._m.pending
        return None if d is None else d.kind

    def determinize(self, rng: "_rng.Rng") -> "Match":
        """A new match consistent with what the viewer knows: a clone with hidden cards redealt (for ISMCTS),
        without the match's record (``Match.clone_state``: no event log, an empty history — they tell hidden
        things).

        What to redeal is planned once per position (:mod:`tcgkit.core.determinize`) and kept by the view while
        the match's version stands (every ``apply`` moves it on), so a search that determinises one position many
        times pays a ``clone()`` and a few permutations each time. The result depends only on what the viewer
        knows and on ``rng``.

        Raises:
            ValueError: for a spectator view (determinisation is per seat).
        """
        if self.viewer is None:
            raise ValueError("a spectator view cannot be determinised")
        m = self._m
        plan = self._plan
        if plan is None or plan[0] != m.version:
            plan = self._plan = (m.version, m.hidden_plan(self.viewer))
        copy = m.clone_state()
        copy.resample_hidden(self.viewer, rng, plan[1])
        return copy

    def events(self) -> list["Event"]:
        """The events the viewer may read."""
        return self._m.events(self.viewer)

    def describe_action(self, action: tuple) -> str:
        """The game's words for one of the viewer's legal actions."""
        return self._m.game.presentation.describe_action(self._m, action)

    def describe_event(self, event: "Event") -> str | None:
        """The game's narration of an event the viewer may read (``None``: not narrated).

        Raises:
            PermissionError: the event is not visible to the viewer.
        """
        bit = SPECTATORS if self.viewer is None else 1 << self.viewer
        if not event[1] & bit:
            raise PermissionError("that event is hidden from this viewer")
        return self._m.game.presentation.describe_event(self._m, event)

    def card_dict(self, uid: int) -> dict:
        """JSON-able description of a visible card; games add public card state (damage, rested …)."""
        d = self._m.card_def[uid]
        card_id = getattr(d, "id", None)  # not getattr(d, "id", str(d)): that would render every definition
        name = getattr(d, "name", None)
        return {"uid": uid, "id": str(d) if card_id is None else card_id, "name": str(d) if name is None else name}

    def to_dict(self) -> dict:
        """The whole projection as JSON-able data: zones (hidden cards as ``None``) and the viewer's decision."""
        m = self._m
        zones = []
        for zone in m.zone_table:
            cards = [self.card_dict(uid) if m.sees(self.viewer, uid) else None for uid in m.zones[zone.id]]
            zones.append({"zone": zone.spec.name, "owner": zone.owner, "count": len(cards), "cards": cards})
        out: dict[str, Any] = {
            "game": m.game.id,
            "viewer": self.viewer,
            "version": m.version,
            "ended": m.ended,
            "winners": list(m.winners),
            "end_reason": m.end_reason,
            "waiting_for": self.waiting_for(),
            "zones": zones,
        }
        d = self.decision()
        if d is not None:
            out["decision"] = {"kind": d.kind, "actions": [list(a) for a in d.actions]}
        return out
