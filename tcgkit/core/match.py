"""The match: state, decisions, the frame runtime, events, clone and determinisation.

This is DESIGN.md's contract in code:

* every choice is a :class:`Decision` with a finite tuple of legal actions (:meth:`Match.decision`,
  :meth:`Match.legal_actions`, :meth:`Match.apply`);
* :meth:`Match.apply` checks the action against the legal actions *before* it changes anything: an action is legal
  only if it equals a listed action element by element **and** each element has the same type (``106.0``, a numpy
  integer or ``True`` are not ``106``/``1``); otherwise it raises :class:`~tcgkit.core.errors.IllegalAction` and
  the match is exactly as it was;
* rules run as a stack of *frames*. A frame is a tuple whose head is the rule function that handles it, e.g.
  ``(damage_step,)`` or ``(draw, player)``: :meth:`Match.run` pops a frame and calls ``head(match, *args)``. So a
  reader (and a tool) follows a frame to its rule by name, with no string dispatch. A frame that needs a player's
  choice sets a :class:`Decision` whose ``resume`` frame is called as ``head(match, action, *args)``. Because the
  whole continuation is data (no generators, no closures), a match clones in microseconds. (Why not named tuples
  with a handler table: measured on CPython 3.11, building a NamedTuple costs 0.33 µs against 0.05 µs for a tuple,
  and a Gundam decision runs about 9.5 frames, so every decision would be about 11 % slower.)
* the turn structure is a declared table (:mod:`tcgkit.core.flow`) that :meth:`Match.advance` walks;
* the RNG state is one integer in the match (:mod:`tcgkit.core.rng`), so seed + actions replay a match byte for byte;
* cards are small integers (``uid``) indexing flat per-card lists; zones are lists of uids with a declared
  :class:`~tcgkit.core.zones.Visibility`; :meth:`Match.view` is the only sanctioned window for players and agents;
* every state change worth telling emits an event ``(kind, visibility_mask, data)``; its kind is declared once in
  the game's :class:`~tcgkit.core.kinds.Kinds` with its narration.

Game packages subclass :class:`Match`, add their own ``__slots__`` and declare which of them are lists
(``_LISTS``, copied shallowly by :meth:`Match.clone`) or lists of lists (``_NESTED``). Every other slot must hold an
immutable value (int, str, tuple, frozen object) or an object shared by all clones (``_SHARED``).
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

from tcgkit.core import rng as _rng
from tcgkit.core.decision import (Action, Decision, DeferredDecision, Event, Frame, call_resume, find_legal,
                                   frame_key)
from tcgkit.core.effects.limits import MAX_STEPS_PER_ACTION
from tcgkit.core.errors import IllegalAction, StepLimit
from tcgkit.core.refusals import refuse
from tcgkit.core.slots import MatchMeta, classify_slots, compile_clone
from tcgkit.core.table import CardTable, lay_out
from tcgkit.core.zones import ALL, ZoneSpec

__all__ = ["Action", "Decision", "Event", "Frame", "Match"]  # the first four live in tcgkit.core.decision

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.game import Game
    from tcgkit.core.view import View


class Match(CardTable, metaclass=MatchMeta):
    """One match of one game. Create it with ``Game.new_match``; never construct it directly.

    Public, game-agnostic attributes (read-only for callers):
        game: the :class:`~tcgkit.core.game.Game` (rules + options + card pool).
        n_players: number of seats.
        seats: ``(0, …, n_players - 1)``, to loop over (compiled, a ``range`` is two new objects at every loop).
        teams: tuple of tuples of player indices (one tuple per player in a free-for-all).
        active: the turn player (the one whose turn it is), -1 before the first turn.
        ended: whether the match is over.
        winners: the winning players (all members of a winning team), ``()`` for a draw or while running.
        version: how many actions have been applied; commands may carry it (see :meth:`apply`).
        end_reason: short machine-readable reason, e.g. ``"battle_damage"``, ``"deck_out"``, ``"gems"``.
        history: the actions applied so far, in order.
        log: the event log (list of :data:`Event`), or ``None`` when the match was made with ``log_events=False``.
    """

    __slots__ = (
        "game", "n_players", "teams", "team_of", "zone_table", "zone_lookup", "zones", "card_def", "card_owner",
        "card_zone", "revealed", "stack", "pending", "log", "history", "rng_state", "ended", "winners", "end_reason",
        "version", "inputs", "active", "fast", "seats",
    )

    #: slots holding flat lists of immutable values (copied with ``[:]`` by :meth:`clone`)
    _LISTS: ClassVar[tuple[str, ...]] = ("card_def", "card_owner", "card_zone", "revealed", "stack", "history")
    #: slots holding lists of lists of immutable values
    _NESTED: ClassVar[tuple[str, ...]] = ("zones",)
    #: slots holding objects shared by every clone (never mutated after setup)
    _SHARED: ClassVar[tuple[str, ...]] = ("game", "teams", "team_of", "zone_table", "zone_lookup", "inputs", "seats")
    #: slots holding caches derived from the rest of the state: cloned, but left out of :meth:`fingerprint`
    _DERIVED: ClassVar[tuple[str, ...]] = ()
    #: a decision with a single legal action is taken at once by :meth:`ask` (it is not a choice)
    AUTO_SINGLE: ClassVar[bool] = False

    _ALL_SLOTS: ClassVar[tuple[str, ...]] = ()
    _FINGERPRINTED: ClassVar[tuple[str, ...]] = ()
    _SCALARS: ClassVar[tuple[str, ...]] = ()
    _LIST_SLOTS: ClassVar[tuple[str, ...]] = ()
    _NESTED_SLOTS: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        classify_slots(cls)
        if "clone" not in vars(cls):
            cls.clone = compile_clone(cls)
        if "clone_state" not in vars(cls):
            cls.clone_state = compile_clone(cls, record=False)

    # ------------------------------------------------------------------------------------------------ set-up

    def __init__(
        self,
        game: "Game",
        zone_specs: Sequence[ZoneSpec],
        n_players: int,
        seed: int,
        teams: Sequence[Sequence[int]] | None = None,
        team_visibility: bool = False,
        log_events: bool = True,
    ) -> None:
        """Lay out the zones and the generator. Game subclasses call this first, then place cards.

        Args:
            game: the game object.
            zone_specs: the game's zone kinds.
            n_players: seats, at least 1.
            seed: any integer; the whole match's randomness derives from it.
            teams: player indices per team; default one team per player.
            team_visibility: whether PRIVATE player zones are visible to teammates (Gwent 2v2 hands).
            log_events: keep the event log (turn off only for raw throughput runs).
        """
        self.game = game
        self.n_players = n_players
        self.seats = tuple(range(n_players))
        self.teams = tuple(tuple(t) for t in (teams or [[p] for p in range(n_players)]))
        team_of = [0] * n_players
        for t, members in enumerate(self.teams):
            for p in members:
                team_of[p] = t
        self.team_of = tuple(team_of)
        self.zone_table, self.zone_lookup = lay_out(zone_specs, n_players, self.teams, team_of, team_visibility)
        self.zones = [[] for _ in self.zone_table]
        self.card_def = []
        self.card_owner = []
        self.card_zone = []
        self.revealed = []
        self.stack = []
        self.pending = None
        self.log = [] if log_events else None
        self.history = []
        self.rng_state = _rng.seed_state(seed)
        self.ended = False
        self.winners = ()
        self.end_reason = ""
        self.version = 0
        self.inputs = None
        self.active = -1
        self.fast = False

    # ------------------------------------------------------------------------------------------- public API

    def decision(self) -> Decision | None:
        """The pending decision, or ``None`` once the match is over."""
        return self.pending

    def legal_actions(self) -> tuple:
        """The legal actions of the pending decision (``()`` once the match is over)."""
        return self.pending.actions if self.pending is not None else ()

    def apply(self, action: Any, version: int | None = None) -> None:
        """Apply the deciding player's chosen action and run the rules to the next decision or the end.

        Args:
            action: one of :meth:`legal_actions`, as a tuple or a list (as read from JSON), equal to the legal
                action element by element *and of the same element types*; or ``("concede", player)`` from any
                seated player at any time (see :meth:`on_concede`).
            version: the :attr:`version` the action was chosen against (a UI or a server passes it so that a
                command made on a stale screen is refused); ``None`` skips the check.

        Raises:
            IllegalAction: the action is not legal now (not listed, of other types, not a tuple or list), or
                ``version`` is stale; nothing has changed. Its ``reason`` says why and its ``rule`` names the kind of
                rule that forbids it (:mod:`tcgkit.core.refusals`).
        """
        pending = self.pending
        if type(action) is not tuple:
            if not isinstance(action, (tuple, list)):
                raise IllegalAction(action, f"an action is a tuple or a list, not {type(action).__name__}")
            action = tuple(action)
        if version is not None and (type(version) is not int or version != self.version):
            raise IllegalAction(action, f"stale: chosen at version {version!r}, the match is at version {self.version}")
        if pending is None:
            raise IllegalAction(action, "the match is over")
        if len(action) == 2 and action[0] == "concede" and type(action[0]) is str:
            self._concede(action)
            return
        legal = find_legal(pending.actions, action)
        if legal is None:
            raise refuse(self, pending, action)  # the reason and the rule that forbids it (core/refusals.py)
        self.pending = None
        if not self.fast:
            self.history.append(legal)
        self.version += 1
        call_resume(self, pending.resume, legal)
        self.run()

    def _concede(self, action: tuple) -> None:
        player = action[1]
        if type(player) is not int or not 0 <= player < self.n_players:
            raise IllegalAction(action, f"there is no player {player!r} to concede")
        if len(self.teams) != 2 and type(self).on_concede is Match.on_concede:
            raise IllegalAction(action, "this game does not define conceding with more than two sides")
        self.history.append(("concede", player))
        self.version += 1
        self.emit("concede", ALL, player=player)
        self.on_concede(player)
        self.run()

    def on_concede(self, player: int) -> None:
        """A player concedes (a standing right, never among the legal actions). Default for two sides: the other
        side wins with reason ``"concede"``. Games with more sides override it (e.g. the player leaves)."""
        loser = self.team_of[player]
        self.end([p for p in range(self.n_players) if self.team_of[p] != loser], "concede")

    def start_rollout(self) -> None:
        """The rollout fast path for search agents' copies (:mod:`tcgkit.ai.ismcts`): from now on no event log and no
        history; the rules run as before (conformance check ``fast_path``). Never undone: no replay, no narration."""
        self.log, self.history, self.fast = None, [], True

    def view(self, player: int | None) -> "View":
        """What ``player`` (``None``: a spectator) may see: the game's view class over this match."""
        return self.game.view_class(self, player)

    def events(self, player: int | None = None) -> list[Event]:
        """The event log as ``player`` (``None``: a spectator) may read it."""
        if self.log is None:
            return []
        from tcgkit.core.zones import SPECTATORS

        bit = SPECTATORS if player is None else 1 << player
        return [e for e in self.log if e[1] & bit]

    def full_events(self) -> list[Event]:
        """The whole log as an omniscient reader (a post-game replay) tells it: every event, but of each
        :meth:`emit_secret` pair only the detailed version."""
        if self.log is None:
            return []
        return [e for e in self.log if not e[2].get("redacted")]

    def clone(self) -> "Match":
        """An independent copy sharing only immutable data (card definitions, zone table, game).

        Cost: a few list copies; see ``tcgkit bench`` for the measured microseconds.
        """
        new = object.__new__(type(self))
        for name in self._SCALARS:
            object.__setattr__(new, name, getattr(self, name))
        for name in self._LIST_SLOTS:
            object.__setattr__(new, name, getattr(self, name)[:])
        for name in self._NESTED_SLOTS:
            object.__setattr__(new, name, [z[:] for z in getattr(self, name)])
        log = self.log
        new.log = log[:] if log is not None else None
        return new

    def clone_state(self) -> "Match":
        """:meth:`clone` without the record (no event log, an empty history), which tells hidden things: what a
        determinisation starts from (:meth:`View.determinize`). Generated per class, like ``clone``."""
        new = self.clone()
        new.log, new.history = None, []
        return new

    def fingerprint(self) -> str:
        """A hex digest of the whole rules state (not the log, not the ``_DERIVED`` caches): equal states give equal
        fingerprints, in any process (rule functions in frames are named by module and name)."""
        parts = []
        for name in self._FINGERPRINTED:
            value = getattr(self, name)
            if name == "card_def":
                value = [getattr(d, "id", d) for d in value]
            elif name == "pending":
                value = None if value is None else (value.player, value.kind, value.actions, frame_key(value.resume))
            elif name == "stack":
                value = [frame_key(f) for f in value]
            parts.append(f"{name}={value!r}")
        return hashlib.sha1(";".join(parts).encode()).hexdigest()

    # ------------------------------------------------------------------------------------ the rules runtime

    def run(self) -> None:
        """Pop and run frames until a decision is pending or the match has ended; raise :class:`StepLimit` after
        :data:`~tcgkit.core.effects.limits.MAX_STEPS_PER_ACTION` frames (a loop between card effects)."""
        stack = self.stack
        for _ in range(MAX_STEPS_PER_ACTION):
            if self.pending is not None or self.ended:
                return
            if stack:
                frame = stack.pop()
                n = len(frame)  # spelt out by length: a slice and a star-call cost a third more per frame
                if n == 1:
                    frame[0](self)
                elif n == 2:
                    frame[0](self, frame[1])
                elif n == 3:
                    frame[0](self, frame[1], frame[2])
                else:
                    frame[0](self, *frame[1:])
            else:
                self.advance()
        if self.pending is None and not self.ended:
            raise StepLimit(MAX_STEPS_PER_ACTION, self.history[-1] if self.version else None)

    def advance(self) -> None:
        """Called when no frame is left: the next step of the game's turn structure. Games declare it as a
        :class:`~tcgkit.core.flow.Flow` table and set ``flow`` (a shared slot); then this walks it. Must make
        progress."""
        flow = getattr(self, "flow", None)
        if flow is None:
            raise NotImplementedError(f"{type(self).__name__} declares no flow")
        flow.advance(self)

    def effect_checkpoint(self) -> bool:
        """Rules management between the parts of an effect (:mod:`tcgkit.core.effects.nodes`): return ``True`` to
        stop the effect (e.g. the match ended). Default: nothing to check."""
        return False

    def then(self, frame: Frame | None = None, *more: Frame) -> None:
        """Schedule frames to run next, in the order given (before anything already scheduled); none is no change.

        The first frame is a parameter of its own so that the usual call, one frame, passes no tuple of them
        (compiled, ``*frames`` is a new tuple at every call; an empty ``*more`` is the shared empty tuple)."""
        if frame is None:
            return
        if more:
            self.stack.extend(reversed(more))
        self.stack.append(frame)

    def decide(self, player: int, kind: str, actions: Iterable, resume: Frame, info: dict | None = None) -> None:
        """Ask ``player`` to choose among ``actions``; ``resume`` gets the chosen action as first argument.

        Raises:
            ValueError: ``actions`` is empty (a rules bug: a decision must have a legal action).
        """
        actions = tuple(actions)
        if not actions:
            raise ValueError(f"decision {kind!r} for player {player} has no legal action")
        self.pending = Decision(player, kind, actions, resume, info)

    def decide_deferred(self, player: int, kind: str, lister: "Callable[[Match], Iterable]", resume: Frame,
                        info: dict | None = None) -> None:
        """:meth:`decide` with the actions ``lister(match)`` returns, listed when first read on a rollout copy
        (:attr:`fast`: a :class:`~.decision.DeferredDecision`), at once elsewhere. For a costly list that is never
        empty ("end the turn"): greedy rollouts score many positions without reading their decisions.
        Raises ``ValueError`` when the list is empty (a rules bug), when it is read."""
        if self.fast:
            self.pending = DeferredDecision(player, kind, lister, self, resume, info)
        else:
            self.decide(player, kind, lister(self), resume, info)

    def ask(self, player: int, kind: str, actions: Iterable, resume: Frame, info: dict | None = None) -> None:
        """Like :meth:`decide`, but when :attr:`AUTO_SINGLE` is set a single legal action is taken at once (it is no
        choice). The shared effect runtime asks through this method, so a game decides the policy once."""
        actions = tuple(actions)
        if self.AUTO_SINGLE and len(actions) == 1:
            call_resume(self, resume, actions[0])
            return
        self.decide(player, kind, actions, resume, info)

    def end(self, winners: Iterable[int], reason: str) -> None:
        """End the match; ``winners`` empty means a draw."""
        if self.ended:
            return
        self.ended = True
        self.pending = None
        self.winners = tuple(sorted(winners))
        self.end_reason = reason
        self.stack.clear()
        self.emit("game_over", ALL, winners=list(self.winners), reason=reason)

    def emit(self, kind: str, visibility: int = ALL, **data: Any) -> None:
        """Append an event visible to ``visibility`` (:data:`ALL` or a bitmask of players). ``kind`` is an event
        kind the game declares (:class:`~tcgkit.core.kinds.Kinds`)."""
        if self.log is not None:
            self.log.append((kind, visibility, data))

    def emit_secret(self, viewers: int, kind: str, public: dict, secret: dict) -> None:
        """One happening with a hidden part (a draw, a card taken from the shields into the hand …).

        The players in ``viewers`` get ``(kind, viewers, secret)``; every other player and the spectators get
        ``(kind, ALL & ~viewers, public)`` with ``"redacted": True`` added. So each audience reads the happening
        exactly once, and :meth:`full_events` keeps only the detailed version.
        """
        if self.log is not None:
            self.log.append((kind, viewers, secret))
            self.log.append((kind, ALL & ~viewers, {**public, "redacted": True}))


try:  # the compiled build's emit asks for a log before it takes the keywords (tcgkit/core/quietemit.pyx)
    from tcgkit.core.quietemit import emit_method
except ImportError:  # pure Python (TCGKIT_PURE_PYTHON=1), a stale build, or none: the Python emit
    pass
else:
    Match.emit = emit_method(Match, Match.emit)


def __getattr__(name: str) -> Any:  # ``from tcgkit.core.match import View`` keeps working
    if name == "View":
        from tcgkit.core.view import View

        return View
    raise AttributeError(name)
