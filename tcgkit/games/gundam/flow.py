"""The turn structure and the battle, as core flow tables (Gundam CR 6, 7; rules/gundam.md §1.3, §1.5).

``TURN`` is the turn of the comprehensive rules; ``TURN_SEED`` the seed's end-phase order (cleanup before the hand
step, seed 000 Endphase; option ``end_phase_order``, rules/gundam.md §1.9). Team battle's tables ``TEAM_TURN`` /
``TEAM_TURN_SEED`` differ in the main phase only: ``main_start`` (the leader holds the team's main phase), then
``main_phase`` repeats one member's decision at a time until both members have ended theirs (``team.py``). Battle
royale plays the standard table (its differences are the turn order and elimination, ``royale.py``). Before the flow
moves on, rules management runs (:func:`~tcgkit.games.gundam.management.rules_management`): waiting triggers resolve,
deck-out is checked. ``BATTLE`` is run as a procedure from the main phase when a Unit attacks.

======== ================= ===========================================================
phase    step              what happens
======== ================= ===========================================================
start    active_step       the turn player's cards and resources become active
start    start_step        "at the start of the turn" (no implemented card has one)
draw     draw_step         draw 1 (Player One too on turn 1, unless ``player_one_draws`` is off)
resource resource_step     the top resource card into play, active
main     main_phase        main actions, one decision at a time, until ``end_main``
end      action_step_end   the end phase's action step, standby player first
end      end_step          <Repair>
end      hand_step         discard down to 10
end      cleanup           "this turn" effects and 【Once per Turn】 uses end
======== ================= ===========================================================
"""

from __future__ import annotations

from tcgkit.core.flow import Flow, Step
from tcgkit.games.gundam import battle, main, team, turn
from tcgkit.games.gundam.management import rules_management

_START = (
    Step("active_step", "start", on_enter=turn.active_step),
    Step("start_step", "start", on_enter=turn.start_step),
    Step("draw_step", "draw", on_enter=turn.draw_step, skip_if=turn.no_first_draw),
    Step("resource_step", "resource", on_enter=turn.resource_step),
)
_MAIN = (Step("main_phase", "main", on_enter=main.main_step, end_if=main.main_over),)
_END = (
    Step("action_step_end", "end", on_enter=turn.end_phase_action_step),
    Step("end_step", "end", on_enter=turn.end_step),
)
_HAND = Step("hand_step", "end", on_enter=turn.hand_step)
_CLEANUP = Step("cleanup", "end", on_enter=turn.cleanup)


def _turn(main_rows: tuple, seed_order: bool) -> Flow:
    tail = (_CLEANUP, _HAND) if seed_order else (_HAND, _CLEANUP)
    return Flow("turn", _START + main_rows + _END + tail, before_step=rules_management, on_wrap=turn.next_turn)


TURN = _turn(_MAIN, False)
TURN_SEED = _turn(_MAIN, True)

# team battle (rules/gundam.md §1.8): the team's main phase, held by one member at a time (team.py)
_TEAM_MAIN = (
    Step("main_start", "main", on_enter=team.main_start),
    Step("main_phase", "main", on_enter=team.main_step, end_if=team.main_over),
)
TEAM_TURN = _turn(_TEAM_MAIN, False)
TEAM_TURN_SEED = _turn(_TEAM_MAIN, True)

BATTLE = Flow("battle", (
    Step("attack_step", on_enter=battle.attack_step),
    Step("block_step", on_enter=battle.block_step, skip_if=battle.battle_over),
    Step("action_step", on_enter=battle.battle_action_step, skip_if=battle.battle_over),
    Step("damage_step", on_enter=battle.damage_step),
    Step("battle_end_step", on_enter=battle.battle_end),
))


