"""The turn of Soulbound Ærkana as Step tables, one flow per mode (rules §4; modes in :mod:`.modes`).

==========  ============  ==================================================================================
phase       step          what happens
==========  ============  ==================================================================================
draw        draw          the turn player draws (not in the match's first turn)
preparation preparation   soul points refill; start-of-turn abilities trigger
preparation seals         the turn player may activate set seals that answer "any" (repeats until done)
bind        bind          bindings, special bindings, bind-step abilities (repeats until done)
action      action        attacks, arcana, seals, landmarks, mode changes, abilities (repeats until the turn ends)
flow        flow          "this turn" effects end; hand limit 7
==========  ============  ==================================================================================

A step is skipped when the turn player has left the game (multiplayer). Between steps the mode's rules management
runs (waiting triggers, players at 0 bond points); after the flow step the next turn begins, by the mode's rule.
"""

from __future__ import annotations

from tcgkit.core import Flow, Step
from tcgkit.games.soulbound_arkana import modes, turn


def _steps() -> tuple[Step, ...]:
    out_ = turn.left_the_game
    return (
        Step("draw", "draw", on_enter=turn.draw_step, skip_if=turn.skips_draw),
        Step("preparation", "preparation", on_enter=turn.preparation_step, skip_if=out_),
        Step("seals", "preparation", on_enter=turn.seals_step, end_if=turn.prep_over),
        Step("bind", "bind", on_enter=turn.bind_step, end_if=turn.bind_over),
        Step("action", "action", on_enter=turn.action_step, end_if=turn.turn_over),
        Step("flow", "flow", on_enter=turn.flow_step, skip_if=out_),
    )


DUEL_FLOW = Flow("duel turn", _steps(), before_step=modes.rules_management, on_wrap=modes.next_seat)
"""1 vs 1: the players alternate."""

TABLE_FLOW = Flow("table turn", _steps(), before_step=modes.rules_management, on_wrap=modes.next_living_seat)
"""Free-for-all and 2 vs 2: clockwise, skipping the players who left the game."""

FLOWS = {"standard": DUEL_FLOW, "ffa": TABLE_FLOW, "2v2": TABLE_FLOW}
