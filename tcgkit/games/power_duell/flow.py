"""Power Duell's turn structure as a table, and the attack as a procedure (rules/power_duell.md §4, seed 003).

``TURN`` — one player's turn:

=====================  ==========  ==========================================================================
step                   phase       what happens
=====================  ==========  ==========================================================================
start_phase            start       once per player, in their first turn: god on A, starting hand
readiness_phase        readiness   energy account from GEP, "start of readiness" abilities, draw 1 + 1
sacrifice_phase        sacrifice   sacrifice cards for energy, one at a time, until the player ends the phase
activation_phase       activation  activate monsters and energy cards, until the player ends the phase
battle_phase           battle      attacks (``ATTACK``), until the player ends the phase; not in a turn that
                                   contained the start phase, passed over when no attack is possible
clear_phase            clear       "until your next clear phase" ends; opposing cards expire or count down
early_destruction      clear       destroy own energy cards early, until the player ends the phase
hand_limit             clear       discard down to the hand limit
=====================  ==========  ==========================================================================

Before every step, rules management (:func:`.turn.rules_management`) checks the damage limit, defeats monsters at
0 LP and resolves waiting triggers; after the last step the other player's turn begins (:func:`.turn.next_turn`).

``ATTACK`` — one attack, run as frames inside the battle phase: declare → response → forced activation (only
against a face-down target) → damage calculation (:mod:`.damage`) → battle end.
"""

from __future__ import annotations

from tcgkit.core import Flow, Step
from tcgkit.games.power_duell import activation, battle, clear, energy, turn

TURN = Flow("turn", (
    Step("start_phase", "start", on_enter=turn.start_phase, skip_if=turn.first_turn_done),
    Step("readiness_phase", "readiness", on_enter=turn.readiness_phase),
    Step("sacrifice_phase", "sacrifice", on_enter=energy.offer_sacrifice, end_if=turn.step_done),
    Step("activation_phase", "activation", on_enter=activation.offer_activation, end_if=turn.step_done),
    Step("battle_phase", "battle", on_enter=battle.offer_attack, end_if=turn.step_done,
         skip_if=battle.no_battle),
    Step("clear_phase", "clear", on_enter=clear.clear_phase),
    Step("early_destruction", "clear", on_enter=clear.offer_destruction, end_if=turn.step_done,
         skip_if=clear.nothing_to_destroy),
    Step("hand_limit", "clear", on_enter=clear.hand_limit),
), before_step=turn.rules_management, on_wrap=turn.next_turn)

ATTACK = battle.ATTACK
"""One attack's procedure (defined in :mod:`.battle`, beside the frames it runs)."""
