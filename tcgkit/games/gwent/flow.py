"""GWENT's turn structure as data: one :class:`~tcgkit.core.flow.Flow` table per mode (rules/gwent.md §1.1;
seed 004 for the variants).

The standard game::

    deal → choose_first → round_start → choose_first_round → turn … → round_end → round_start …

``deal`` draws the hands and lets each player redraw; ``turn`` repeats (one seat's action each time) until every
seat has passed; ``round_end`` scores, clears the board and either ends the game or leads to the next round. A mode
is a variant of this table: free-for-all chooses the starter and scores its own way; the tournament adds ``toss``
and ``start`` (deck choices and a fresh game) around it; solo has no choice of starter, lets the automaton open the
round, and reveals its hidden cards and (a variant) a leader before scoring.
"""

from __future__ import annotations

from tcgkit.core.flow import Flow, Step
from tcgkit.games.gwent import automaton, ffa, rounds, tournament
from tcgkit.games.gwent.turn import round_over, turn_step


def _rounds(choose_first, no_choice, score, next_after_score="round_start") -> tuple:
    return (
        Step("deal", "setup", on_enter=rounds.deal),
        Step("choose_first", "setup", on_enter=choose_first),
        Step("round_start", "round", on_enter=rounds.round_start),
        Step("choose_first_round", "round", on_enter=choose_first, skip_if=no_choice),
        Step("turn", "round", on_enter=turn_step, end_if=round_over),
        Step("round_end", "round_end", on_enter=score, next=next_after_score),
    )


STANDARD = Flow("standard", _rounds(rounds.choose_first, rounds.no_scoiatael_choice, rounds.round_score))
"""Standard and 2 vs 2 (the same table; 2 vs 2 differs in seating and hooks, ``teams.py``)."""

FFA = Flow("ffa", _rounds(ffa.choose_first, ffa.no_scoiatael_choice, ffa.round_score))

TOURNAMENT = Flow("tournament", (
    Step("toss", "deck_choice", on_enter=tournament.toss),
    Step("start", "deck_choice", on_enter=tournament.start_game),
    *_rounds(rounds.choose_first, rounds.no_scoiatael_choice, rounds.round_score, tournament.after_game),
))

SOLO = Flow("solo", (
    Step("deal", "setup", on_enter=automaton.deal),
    Step("round_start", "round", on_enter=rounds.round_start),
    Step("round_open", "round", on_enter=automaton.round_open),
    Step("turn", "round", on_enter=turn_step, end_if=round_over),
    Step("reveal", "round_end", on_enter=automaton.reveal_under_decoys),
    Step("leader_variant", "round_end", on_enter=automaton.leader_variant),
    Step("round_end", "round_end", on_enter=rounds.round_score, next="round_start"),
))
