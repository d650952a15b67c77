"""Flow as data: a game's turn structure is a declared table of steps that :meth:`Match.advance` walks.

In the spirit of boardgame.io's phases (``onBegin``, ``endIf``, ``next``), a :class:`Flow` is a tuple of
:class:`Step` rows::

    TURN = Flow("turn", (
        Step("active_step", "start", on_enter=turn.active_step),
        Step("draw_step", "draw", on_enter=turn.draw_step, skip_if=turn.no_draw_on_first_turn),
        Step("main_phase", "main", on_enter=main.offer, end_if=main.ended),
        Step("end_step", "end", on_enter=turn.end_step),
    ), before_step=rules_management, on_wrap=turn.next_turn)

How it runs: when no frame is left, :meth:`Flow.advance` first calls ``before_step`` (rules management: it may
schedule waiting triggers or end the match, and then the step waits). Otherwise the current step either runs its
``on_enter`` again (it has an ``end_if`` that does not hold yet: a step that repeats, like a main phase made of many
actions, or a round made of many turns) or ends, and the flow enters the step named by ``next`` (default: the row
below; after the last row it wraps to the first and calls ``on_wrap``, e.g. the next player's turn). Entering a step
whose ``skip_if`` holds (or whose ``end_if`` already holds) passes straight on.

A flow also runs as a *procedure* inside a step (:func:`run_procedure`): e.g. Gundam's battle, attack → block →
action → damage → battle end, each step a row of its own table, run as frames so decisions may pause it anywhere.

Modes of a game are variants of its tables (a flow per mode, with the state the mode needs), not branches in rules
code. The match keeps ``flow`` (shared) and ``step_i`` (the current row, -1 before the first); see
:class:`FlowState`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, ClassVar, Sequence

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match

Rule = Callable[["Match"], None]
Test = Callable[["Match"], bool]


@dataclass(frozen=True, slots=True)
class Step:
    """One row of a turn-structure table.

    Attributes:
        name: the step's official name in the game's terms (shown to players, used by scenarios).
        phase: the phase it belongs to (default: its own name).
        on_enter: the rule that runs when the step begins (it may schedule frames and ask decisions).
        end_if: if given, ``on_enter`` runs again each time its work is done, until this holds.
        skip_if: if it holds when the step would begin, the step is passed over.
        next: the step that follows (a name, or a rule returning a name or ``None``); ``None``: the row below.
    """

    name: str
    phase: str = ""
    on_enter: Rule | None = None
    end_if: Test | None = None
    skip_if: Test | None = None
    next: str | Callable[["Match"], str | None] | None = None


@dataclass(frozen=True, slots=True)
class Flow:
    """A turn structure: named steps, rules management between them, and what happens when a cycle wraps.

    Attributes:
        name: e.g. ``"turn"``, ``"battle"``, ``"round"``.
        steps: the rows, in order.
        before_step: called before the flow moves on; returns ``True`` when it scheduled work (e.g. waiting
            triggers) or ended the match, and the flow waits.
        on_wrap: called after the last row, before the first begins again (e.g. the next player's turn). It changes
            state only: it must not schedule frames.
    """

    name: str
    steps: tuple[Step, ...]
    before_step: Test | None = None
    on_wrap: Rule | None = None
    index: dict[str, int] = field(default_factory=dict, compare=False, repr=False)
    following: list = field(default_factory=list, compare=False, repr=False)
    """Per row: the index of the row that follows when it is fixed (``next`` a name or ``None``), else ``None``."""

    def __post_init__(self) -> None:
        for i, s in enumerate(self.steps):
            if s.name in self.index:
                raise ValueError(f"flow {self.name!r}: step {s.name!r} appears twice")
            self.index[s.name] = i
        for i, s in enumerate(self.steps):
            if isinstance(s.next, str) and s.next not in self.index:
                raise ValueError(f"flow {self.name!r}: step {s.name!r} names an unknown next step {s.next!r}")
            self.following.append(None if callable(s.next) else i + 1 if s.next is None else self.index[s.next])

    def __repr__(self) -> str:
        """Its name and its steps' names: the same in every process (its rule functions' reprs hold addresses), so
        a frame that carries a flow fingerprints alike (:meth:`~tcgkit.core.match.Match.fingerprint`)."""
        return f"Flow({self.name!r}, {self.step_names()!r})"

    def step_names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.steps)

    def phase_of(self, i: int) -> str:
        s = self.steps[i]
        return s.phase or s.name

    # ------------------------------------------------------------------------------------------- running

    def advance(self, m: "Match") -> None:
        """No frame is left: rules management, then the current step again (``end_if`` not met) or the next. ``m``
        walks this flow (``m.flow is self``); the walk is :meth:`FlowState.advance`."""
        FlowState.advance(m)

    def next_index(self, m: "Match", i: int) -> int:
        """The row after row ``i`` (its ``next``, read now when it is a rule)."""
        j = self.following[i]
        if j is not None:
            return j
        nxt = self.steps[i].next(m)
        return i + 1 if nxt is None else self.index[nxt]

    def enter(self, m: "Match", i: int) -> None:
        """Begin row ``i`` (wrapping after the last row), passing over rows to skip.

        Raises:
            RuntimeError: every row was skipped in a full cycle (a table that can never make progress).
        """
        n = len(self.steps)
        left = 2 * n + 1
        while left:
            left -= 1
            if i >= n:
                i = 0
                if self.on_wrap is not None:
                    self.on_wrap(m)
                if m.ended:
                    return
            m.step_i = i
            step = self.steps[i]
            if (step.skip_if is not None and step.skip_if(m)) or (step.end_if is not None and step.end_if(m)):
                i = self.next_index(m, i)
                continue
            if step.on_enter is not None:
                step.on_enter(m)
            return
        raise RuntimeError(f"flow {self.name!r} skipped every step of a whole cycle")

    def enter_named(self, m: "Match", name: str) -> None:
        """Begin the step called ``name`` (set-up's last act, or a scenario's starting point).

        Raises:
            KeyError: no such step (the message lists the steps).
        """
        if name not in self.index:
            raise KeyError(f"flow {self.name!r} has no step {name!r}; steps: {', '.join(self.index)}")
        self.enter(m, self.index[name])


def run_procedure(m: "Match", flow: Flow) -> None:
    """Schedule ``flow``'s steps as frames, in order (a sub-structure inside a step, e.g. a battle)."""
    m.then((procedure_step, flow, 0))


def procedure_step(m: "Match", flow: Flow, i: int) -> None:
    """Frame: step ``i`` of a procedure (the next row is scheduled first, so this step's work runs before it)."""
    steps = flow.steps
    if i >= len(steps) or m.ended:
        return
    step = steps[i]
    if (step.skip_if is not None and step.skip_if(m)) or (step.end_if is not None and step.end_if(m)):
        m.then((procedure_step, flow, flow.next_index(m, i)))
        return
    if step.end_if is None:
        j = flow.following[i]  # next_index spelt out: a battle runs this for each of its steps
        m.then((procedure_step, flow, j if j is not None else flow.next_index(m, i)))
    else:
        m.then((procedure_step, flow, i))
    if step.on_enter is not None:
        step.on_enter(m)


class FlowState:
    """Slots of a match that walks a :class:`Flow`: ``flow`` (shared by clones) and ``step_i`` (-1: set-up).

    ``step`` and ``phase`` name where the match is (``"setup"`` before the first step)."""

    __slots__ = ()
    _MIXIN_SLOTS: ClassVar[tuple[str, ...]] = ("flow", "step_i")

    def advance(self) -> None:
        """No frame is left: rules management (the flow's ``before_step``), then the current step again (its
        ``end_if`` not met) or the next (:meth:`Flow.enter`).

        The walk is written here, on the match that :meth:`Match.run` calls, rather than in a :class:`Flow` method
        this one forwards to: it runs between every two decisions, and the forwarding call and ``next_index``'s were
        about 3 % of a Gundam game's Python calls."""
        flow = self.flow
        if flow.before_step is not None and flow.before_step(self):
            return
        i = self.step_i
        if i < 0:
            flow.enter(self, 0)
            return
        step = flow.steps[i]
        if step.end_if is not None and not step.end_if(self):
            step.on_enter(self)
            return
        j = flow.following[i]
        flow.enter(self, j if j is not None else flow.next_index(self, i))

    def init_flow(self, flow: Flow) -> None:
        self.flow = flow
        self.step_i = -1

    @property
    def step(self) -> str:
        return self.flow.steps[self.step_i].name if self.step_i >= 0 else "setup"

    @property
    def phase(self) -> str:
        return self.flow.phase_of(self.step_i) if self.step_i >= 0 else "setup"


def flow_table(flow: Flow) -> Sequence[tuple[str, str, str]]:
    """``(phase, step, what it does)`` rows for docs and ``tcgkit games``: the table a reader sees."""
    out = []
    for s in flow.steps:
        doc = ((s.on_enter.__doc__ or "").strip().splitlines()[0]
               if s.on_enter is not None and s.on_enter.__doc__ else "")
        out.append((s.phase or s.name, s.name, doc))
    return out
