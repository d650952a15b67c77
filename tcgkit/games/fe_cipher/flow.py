"""FE Cipher's turn structure and its combat, as declared tables (core/flow.py).

The turn (seed 001 "Spielphasen"; ruling 1 orders the Beginning phase)::

    phase        step            what it does
    beginning    start_of_turn   start-of-turn skills; once-per-turn uses and the bond budget start afresh
    beginning    untap           the turn player's units untap
    beginning    forced_march    the other player's empty Front Line is filled from their Back Line
    beginning    draw            the turn player draws (not the first player on turn 1)
    bond         bond            at most one card from hand to the Bond Area
    deployment   deployment_start  "at the start of the Deployment phase" skills
    deployment   deployment      deploy / level up / class change, repeated until the player ends the phase
    action       action          attack / move / ACT skill, repeated until the player ends the turn
    end          end             end-of-turn skills; "this turn" effects end

``TURN_SEED_ORDER`` is the seed's literal Beginning phase (draw before untap; option
``beginning_order="draw_untap_march"``). The attack is the procedure :data:`COMBAT` (combat.py), run inside the
Action step.
"""

from __future__ import annotations

from tcgkit.core import Flow, Step
from tcgkit.games.fe_cipher import bonds, combat, deployment, movement, turn

_START = Step("start_of_turn", "beginning", on_enter=turn.start_of_turn)
_UNTAP = Step("untap", "beginning", on_enter=turn.untap_step)
_MARCH = Step("forced_march", "beginning", on_enter=movement.forced_march_step)
_DRAW = Step("draw", "beginning", on_enter=turn.draw_step, skip_if=turn.no_draw)
_REST = (
    Step("bond", "bond", on_enter=bonds.offer_bond),
    Step("deployment_start", "deployment", on_enter=turn.deployment_starts),
    Step("deployment", "deployment", on_enter=deployment.offer, end_if=turn.step_done),
    Step("action", "action", on_enter=turn.offer_action, end_if=turn.step_done),
    Step("end", "end", on_enter=turn.end_step),
)

TURN = Flow("turn", (_START, _UNTAP, _MARCH, _DRAW) + _REST, before_step=turn.rules_management,
            on_wrap=turn.next_turn)
TURN_SEED_ORDER = Flow("turn", (_START, _DRAW, _UNTAP, _MARCH) + _REST, before_step=turn.rules_management,
                       on_wrap=turn.next_turn)

COMBAT = combat.COMBAT  # the combat procedure lives with its rules (combat.py), which need no import of this module


def turn_flow(options) -> Flow:
    """The turn table a match of these options walks (ruling 1)."""
    return TURN if options.beginning_order == "untap_march_draw" else TURN_SEED_ORDER
