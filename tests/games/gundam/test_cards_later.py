"""Cards of the later sets (GD02–GD04) whose test needs a card that is not playable yet — e.g. a Unit whose only
link Pilot waits for a proposed timing (cards/pending): the Pilot is added directly (its effects are not declared,
only its name and traits count here). Named ``test_<NUMBER>_…`` for the coverage test."""

from __future__ import annotations

from tcgkit.games.gundam.cards import pool

from .helpers import check, do, pos, uid

P = pool()


def _in_hand(m, number: str) -> int:
    """Add card ``number`` (playable or not) to player 0's hand and ask the main phase again."""
    u = m.add_card(P[number], 0, m.z_hand[0])
    m.pending = None
    m.run()
    return u


def test_GD03_069_grahams_flag_paired_this_turn_is_set_active_at_the_end_of_the_turn():
    assert not P["GD03-098"].playable  # Graham Aker, its only link pilot, waits for set_active_by_effect
    m = pos({"units": [{"card": "GD03-069", "rested": True}], "resources": 4})
    pilot = _in_hand(m, "GD03-098")
    do(m, ["pair", pilot, uid(m, "GD03-069")], "end_main")
    check(m, {"active": 1, "cards": {"GD03-069": {"rested": False, "linked": True, "keywords": {"high_maneuver": 1}}}})


def test_GD03_069_grahams_flag_paired_on_an_earlier_turn_stays_rested():
    m = pos({"units": [{"card": "GD03-069", "rested": True}], "resources": 4})
    pilot = _in_hand(m, "GD03-098")
    unit = uid(m, "GD03-069")
    do(m, ["pair", pilot, unit])
    m.entered[pilot] = m.turn_number - 1  # as if paired on the previous turn
    do(m, "end_main")
    check(m, {"active": 1, "cards": {"GD03-069": {"rested": True}}})
