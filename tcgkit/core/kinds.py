"""Event, decision and action kinds, declared once per game with their visibility and their words.

Rules emit events and ask decisions by kind; narration, the terminal table, agents, scenarios and the conformance kit
read the same declarations, so a kind has one source. An event kind that is emitted but not declared (and so has no
narration) fails the conformance kit (:mod:`tcgkit.testing`).

Example::

    KINDS = Kinds(
        events=[
            EventKind("deploy", lambda m, d: f"player {d['player']} deploys {card_name(m, d['uid'])}"),
            EventKind("draw", narrate_draw, visibility="secret_pair"),
        ],
        decisions=[DecisionKind("main", "the turn player's main-phase action")],
        actions=[ActionKind("deploy", ("card",), lambda m, a: f"deploy {card_name(m, a[1])}")],
    )
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Iterable

from tcgkit.core.words import for_decider, named

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Event, Match

VISIBILITIES = ("public", "secret_pair", "private")
"""``public``: everybody reads it (``ALL``); ``secret_pair``: emitted with ``emit_secret`` (a detailed version for
some players, a redacted one for the rest); ``private``: only some players read it (e.g. what a player looked at)."""

ARG_TYPES = ("card", "player", "int", "str")

COUNTS = ("", "drawn", "played")
"""What an event kind counts for per-card statistics (:class:`EventKind` ``counts``)."""


@dataclass(frozen=True, slots=True)
class EventKind:
    """One kind of event.

    Attributes:
        name: the kind emitted (``match.emit(name, ...)``).
        narrate: ``(match, data) -> str``: one line for people (card names from the match's definitions).
        visibility: one of :data:`VISIBILITIES`.
        cards: the data fields that hold card uids (the conformance kit checks each reader may see them).
        heading: a new turn or round (printed as a heading in narrated logs).
        counts: what the event tells per-card statistics (``tcgkit analyze cards``): ``"drawn"`` — the owner of
            the card in its first ``cards`` field drew it; ``"played"`` — its owner played it; ``""`` — nothing.
    """

    name: str
    narrate: Callable[["Match", dict], str]
    visibility: str = "public"
    cards: tuple[str, ...] = ("uid",)
    heading: bool = False
    counts: str = ""

    def __post_init__(self) -> None:
        if self.visibility not in VISIBILITIES:
            raise ValueError(f"event kind {self.name!r}: visibility must be one of {VISIBILITIES}")
        if self.counts not in COUNTS:
            raise ValueError(f"event kind {self.name!r}: counts must be one of {COUNTS}")


@dataclass(frozen=True, slots=True)
class DecisionKind:
    """One kind of decision: what a player is asked, in words (shown above the numbered actions)."""

    name: str
    prompt: str


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One kind of action (the first element of the action tuple).

    Attributes:
        name: e.g. ``"deploy"``.
        args: the type of each further element: ``"card"`` (a uid), ``"player"``, ``"int"`` or ``"str"``. Scenario
            files name cards by reference (``ST01-001@0``) where the type is ``card``.
        describe: ``(match, action) -> str``; default: the kind and the card names.
        explain: ``(match, action) -> Refusal | None``: why a well-formed action of this kind is not legal now
            (:mod:`tcgkit.core.refusals`); ``None`` where the rules cannot tell. Called only on a refusal.
    """

    name: str
    args: tuple[str, ...] = ()
    describe: Callable[["Match", tuple], str] | None = None
    explain: Callable[["Match", tuple], Any] | None = None

    def __post_init__(self) -> None:
        bad = [a for a in self.args if a not in ARG_TYPES]
        if bad:
            raise ValueError(f"action kind {self.name!r}: argument types {bad} not among {ARG_TYPES}")


def _winners(m: "Match", d: dict) -> str:
    w = d.get("winners") or []
    who = " and ".join(f"player {p}" for p in w) if w else "nobody (a draw)"
    return f"game over: {who} {'wins' if len(w) == 1 else 'win'} ({d.get('reason')})"


CORE_EVENTS = (
    EventKind("game_over", _winners, cards=()),
    EventKind("concede", lambda m, d: f"player {d.get('player')} concedes", cards=()),
    EventKind("target", lambda m, d: f"player {d.get('player')} chooses "
                                     f"{named(m, d['uid']) if 'uid' in d else 'a hidden card'} "
                                     f"for {named(m, d.get('source'))}", cards=("uid", "source"),
              visibility="secret_pair"),
)
"""Events the core itself emits (the end, a concession, an effect's chosen card)."""

CORE_DECISIONS = (
    DecisionKind("target", "Choose a card for the effect"),
    DecisionKind("optional", "Do you use this effect?"),
    DecisionKind("order_triggers", "Choose which of your waiting effects resolves first"),
    DecisionKind("pay_cost", "Pay the cost and use this ability?"),
)
CORE_ACTIONS = (
    ActionKind("target", ("card",), lambda m, a: f"choose {for_decider(m, a[1])}"),
    ActionKind("decline", (), lambda m, a: "decline"),
    ActionKind("yes", (), lambda m, a: "yes"),
    ActionKind("no", (), lambda m, a: "no"),
    ActionKind("trigger", ("card", "int"), lambda m, a: f"resolve {for_decider(m, a[1])}'s effect first"),
)


class Kinds:
    """A game's declared kinds, merged with the core's.

    Raises:
        ValueError: a kind declared twice.
    """

    def __init__(self, events: Iterable[EventKind] = (), decisions: Iterable[DecisionKind] = (),
                 actions: Iterable[ActionKind] = (), include_core: bool = True) -> None:
        self.events: dict[str, EventKind] = {}
        self.decisions: dict[str, DecisionKind] = {}
        self.actions: dict[str, ActionKind] = {}
        core = (CORE_EVENTS, CORE_DECISIONS, CORE_ACTIONS) if include_core else ((), (), ())
        for table, items in ((self.events, (*events, *core[0])), (self.decisions, (*decisions, *core[1])),
                             (self.actions, (*actions, *core[2]))):
            for k in items:
                if k.name in table:
                    if table[k.name] is k or k in core[0] + core[1] + core[2]:
                        continue  # a game's declaration overrides the core's
                    raise ValueError(f"kind {k.name!r} is declared twice")
                table[k.name] = k

    def narrate(self, m: "Match", event: "Event") -> str | None:
        """The event's line, or ``None`` for an undeclared kind (which the conformance kit reports)."""
        kind = self.events.get(event[0])
        return None if kind is None else kind.narrate(m, event[2])

    def describe_action(self, m: "Match", action: tuple) -> str:
        """An action in words (its kind's ``describe``, else the kind and the card names)."""
        kind = self.actions.get(action[0]) if action else None
        if kind is not None and kind.describe is not None:
            return kind.describe(m, action)
        if kind is None:
            return " ".join(str(x) for x in action)
        words = [action[0].replace("_", " ")]
        for t, x in zip(kind.args, action[1:]):
            words.append(for_decider(m, x) if t == "card" else f"player {x}" if t == "player" else str(x))
        return " ".join(words)

    def prompt(self, kind: str) -> str:
        d = self.decisions.get(kind)
        return d.prompt if d is not None else kind.replace("_", " ")

    def is_heading(self, kind: str) -> bool:
        k = self.events.get(kind)
        return bool(k and k.heading)
