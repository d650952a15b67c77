"""Modifiers with durations, and the once-per-turn ledger.

A modifier is the plain tuple ``(target, key, value, duration)`` in ``match.mods``: "``target`` gets ``key`` ``value``
for ``duration``" — e.g. ``(17, "ap", 2, TURN)`` for AP+2 this turn, ``(17, "blocker", 1, BATTLE)`` for a keyword
this battle, or a player-wide effect on a negative target the game chooses (e.g. ``-1 - player``). Durations are
small ints: :data:`PERMANENT`, :data:`TURN`, :data:`BATTLE` here, and any a game adds with :func:`duration` (e.g.
FE Cipher's "until the end of the opponent's next turn", Power Duell's countdowns). The game expires them at its
moments (:func:`expire`) and drops a card's when it leaves play (:func:`drop_target`).

The ledger ``match.used`` lists the keys of 【Once per Turn】 uses (e.g. ``(source, ability)``) until
:func:`reset_used`; keys headed by :data:`GAME_MARK` record once-per-game uses and stay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.match import Match

PERMANENT, TURN, BATTLE = 0, 1, 2
"""The standard durations: while the card stays in play, until the end of the turn, until the end of the battle."""

DURATION_NAMES: dict[int, str] = {PERMANENT: "while it stays in play", TURN: "this turn", BATTLE: "this battle"}
"""How a duration reads in descriptions and narration; :func:`duration` adds a game's."""


def duration(code: int, words: str) -> int:
    """Declare a game's duration ``code`` (≥ 16, so games never collide with the standard ones) and its words.

    Raises:
        ValueError: a code below 16, or a code already declared with other words.
    """
    if code < 16:
        raise ValueError("game durations use codes from 16 on")
    if DURATION_NAMES.get(code, words) != words:
        raise ValueError(f"duration {code} is already {DURATION_NAMES[code]!r}")
    DURATION_NAMES[code] = words
    return code


def add_modifier(m: "Match", target: int, key: str, value: int, dur: int) -> None:
    """``target`` gets ``key`` ``value`` for ``dur``."""
    m.mods.append((target, key, value, dur))


def modifier_total(m: "Match", target: int, key: str) -> int:
    """The sum of ``target``'s ``key`` modifiers."""
    total = 0
    for mod in m.mods:
        if mod[0] == target and mod[1] == key:
            total += mod[2]
    return total


def has_modifier(m: "Match", target: int, key: str) -> bool:
    """Whether ``target`` has any ``key`` modifier."""
    for mod in m.mods:
        if mod[0] == target and mod[1] == key:
            return True
    return False


def expire(m: "Match", durations: Iterable[int]) -> list[tuple]:
    """End every modifier of the given durations; returns the ones that ended (e.g. to check for an HP bonus)."""
    if not m.mods:  # most turns and battles end with none
        return []
    ds = frozenset(durations)
    ended = [mod for mod in m.mods if mod[3] in ds]
    if ended:
        m.mods = [mod for mod in m.mods if mod[3] not in ds]
    return ended


def drop_target(m: "Match", target: int) -> None:
    """Forget every modifier of ``target`` (it left play: a new object, Gundam CR 4-2; FE Cipher 9.1)."""
    if m.mods:
        m.mods = [mod for mod in m.mods if mod[0] != target]


def used(m: "Match", key: tuple) -> bool:
    """Whether a once-per-turn ability (``key``) was used this turn."""
    return key in m.used


def mark_used(m: "Match", key: tuple) -> None:
    """Record a once-per-turn use."""
    m.used.append(key)


GAME_MARK = "once_per_game"
"""The head of a ledger key that :func:`reset_used` keeps (a once-per-game use, :mod:`.abilities`)."""


def reset_used(m: "Match") -> None:
    """A new turn: every once-per-turn ability may be used again (once-per-game marks stay)."""
    if m.used:
        m.used = [k for k in m.used if k[0] == GAME_MARK]
