"""Losing: damage points against the damage limit, deck-out, and the optional turn limit.

rules/power_duell.md §8: damage accumulates upward as damage points (Schadenspunkte); a player whose damage points
reach ``damage_limit`` (default 1000) loses, both at once is a draw (§8 [A]). A player who is "unable to draw from
either deck" loses (§8 [A], ruling ``deck_out``: by default, from neither deck — an empty deck alone is passed over).
Because resolved gravitation cards return to the energy deck (1.2.3), a match could go on forever; the non-canonical
``turn_limit`` (default 60 turns, about twice a long match) ends it by damage points. Damage is added where the rules
say (:func:`add_damage`); the limit is checked at the rules' checkpoints (:func:`check_limits`: before each step,
between the parts of an effect, after a damage calculation), so two players reaching it in one calculation draw.
"""

from __future__ import annotations

from tcgkit.games.power_duell.match import PowerDuellMatch, emit_all


def add_damage(m: PowerDuellMatch, p: int, amount: int, why: str) -> None:
    """Player ``p`` takes ``amount`` damage points (``why``: ``direct_attack``, ``overflow``, ``shortfall`` …)."""
    if amount <= 0:
        return
    m.damage[p] += amount
    emit_all(m, "damage_points", player=p, amount=amount, total=m.damage[p], why=why)


def check_limits(m: PowerDuellMatch) -> bool:
    """End the match if a player's damage points reached the limit (both: a draw); returns whether it ended."""
    if m.ended:
        return True
    limit = m.game.options.damage_limit
    d0, d1 = m.damage
    if d0 < limit and d1 < limit:
        return False
    if d0 >= limit and d1 >= limit:
        m.end([], "damage_limit")
    else:
        m.end([1 if d0 >= limit else 0], "damage_limit")
    return True


def deck_out(m: PowerDuellMatch, p: int, deck_zone: int) -> bool:
    """Player ``p`` must draw from the empty ``deck_zone``: whether that loses now (``deck_out`` option).

    ``either_empty``: yes; ``both_empty``: only if the other deck is empty too; ``off``: never (the draw is
    skipped)."""
    rule = m.game.options.deck_out
    if rule == "off":
        return False
    if rule == "both_empty":
        other = m.Z.energy_deck[p] if deck_zone == m.Z.monster_deck[p] else m.Z.monster_deck[p]
        if m.zones[other]:
            return False
    m.end([1 - p], "deck_out")
    return True


def turn_limit_reached(m: PowerDuellMatch) -> bool:
    """The optional turn limit (non-canonical, §8): after it the player with fewer damage points wins."""
    limit = m.game.options.turn_limit
    if not limit or m.turn_number <= limit:
        return False
    d0, d1 = m.damage
    m.end([] if d0 == d1 else [0 if d0 < d1 else 1], "turn_limit")
    return True
