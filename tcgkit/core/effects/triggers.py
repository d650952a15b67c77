"""The trigger queue: triggered abilities wait, then resolve one at a time in the order the rules give.

A trigger waits in ``match.triggers`` as the plain tuple ``(batch, priority, controller, source, key, ctx)``:

* ``batch`` — when it triggered: every resolution starts a new batch, so a trigger created *while* another one
  resolves is newer;
* ``priority`` — a class that goes before lower ones (e.g. a Gundam Burst, CR 9-1-6-8); 0 for ordinary triggers;
* ``controller`` — who orders and controls it; ``source`` — the card; ``key`` — which ability of the card (an int;
  games use negative keys for keywords, e.g. <Breach>); ``ctx`` — game data fixed when it triggered.

:func:`resolve_waiting` (a frame) picks the next pool of triggers by the match's ``trigger_policy``:

* ``"newest_batch"``: the newest batch first; within it, the highest priority class;
* ``"priority_first"``: the highest priority class first, over every waiting trigger; within it, the newest batch.

Within the pool the players go in turn order from the turn player (``match.active``, then ``match.next_seat``:
APNAP); the player whose turn it is to order picks one of their triggers (decision ``"order_triggers"``, actions
``("trigger", source, key)``, one action per distinct source and key). The chosen trigger resolves through the game's
``match.resolve_trigger(t)``; then the queue is looked at again. Sources: Gundam CR 9-1-6 (rules/gundam.md §1.7), FE
Cipher and Soulbound use the same turn-player-first order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match

POLICIES = ("newest_batch", "priority_first")

BATCH, PRIORITY, CONTROLLER, SOURCE, KEY, CTX = range(6)
"""Indices into a waiting trigger tuple."""


def queue_trigger(m: "Match", controller: int, source: int, key: int, ctx: Any = None, priority: int = 0) -> None:
    """Put a trigger in the waiting queue (it resolves when :func:`resolve_waiting` next runs)."""
    m.triggers.append((m.trigger_batch, priority, controller, source, key, ctx))


def next_pool(m: "Match") -> tuple[int, int, list[tuple]]:
    """The batch and priority of the triggers that go next, and those triggers (in queue order)."""
    trig = m.triggers
    if m.trigger_policy == "priority_first":  # the highest priority, then its latest batch
        prio, top = max([(t[PRIORITY], t[BATCH]) for t in trig])
    else:  # the latest batch, then its highest priority
        top, prio = max([(t[BATCH], t[PRIORITY]) for t in trig])
    return top, prio, [t for t in trig if t[BATCH] == top and t[PRIORITY] == prio]


def resolve_waiting(m: "Match") -> None:
    """Frame: resolve the waiting triggers, one decision (or one forced choice) at a time, until none wait."""
    if not m.triggers or m.ended:
        return
    top, prio, pool = next_pool(m)
    p = q = m.active
    for _ in m.seats:
        for t in pool:
            if t[CONTROLLER] == q:
                p = q
                break
        else:
            q = m.next_seat(q)
            continue
        break
    m.then((resolve_waiting,))
    choices: list[tuple] = []
    for t in pool:
        if t[CONTROLLER] == p:
            a = ("trigger", t[SOURCE], t[KEY])
            if a not in choices:
                choices.append(a)
    m.ask(p, "order_triggers", choices, (trigger_chosen, p, top, prio))


def trigger_chosen(m: "Match", action: tuple, p: int, top: int, prio: int) -> None:
    """Resume of ``order_triggers``: the first waiting trigger that matches leaves the queue and resolves."""
    for t in m.triggers:
        if (t[BATCH] == top and t[CONTROLLER] == p and t[SOURCE] == action[1] and t[KEY] == action[2]
                and t[PRIORITY] == prio):
            m.triggers.remove(t)
            m.trigger_batch += 1
            m.resolve_trigger(t)
            return


def waiting(m: "Match") -> bool:
    """Whether any trigger waits."""
    return bool(m.triggers)
