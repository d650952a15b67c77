"""What the primitives share: target words, durations and their readings."""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import BATTLE, PERMANENT, TURN, CompileError, Ctx
from tcgkit.games.gundam.triggers import That, last_pilot

DURATIONS = {"permanent": PERMANENT, "turn": TURN, "battle": BATTLE}
DURATION_WORDS = {PERMANENT: "", TURN: " this turn", BATTLE: " this battle"}
TARGET_WORDS = {"it": "it", "self": "this unit", "pilot": "its paired pilot", "that": "that unit"}


def read_target(v: Any, where: str) -> str:
    if v not in TARGET_WORDS:
        raise CompileError(f"{where}: unknown target {v!r} (it, self, pilot, that)")
    return v


def read_duration(v: Any, where: str) -> int:
    if v not in DURATIONS:
        raise CompileError(f"{where}.duration: unknown duration {v!r} ({', '.join(DURATIONS)})")
    return DURATIONS[v]


def target_card(ctx: Ctx, which: str) -> int:
    """The card a target word means in this context (-1: none)."""
    if which == "it":
        return ctx.it
    if which == "that":
        return ctx.memo.that if ctx.memo.__class__ is That else ctx.this
    if which == "self":
        return ctx.this
    return last_pilot(ctx)
