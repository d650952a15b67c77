"""Movement: moving units between the Front and Back Line, and the forced march.

Sources: seed 001 "Einheiten bewegen" and "Gewaltmarsch"; rules/fe_cipher.md §1 "Action phase" and "Forced march".
A unit moved as an action taps; a skill's move does not tap and may move a tapped unit. Whenever the non-turn
player's Front Line is empty, their whole Back Line moves to the Front Line at once (a rule process, not a "move" for
skills); the turn player's empty Front Line marches when the next turn begins (ruling 1's forced-march check).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass

from tcgkit.core import ALL
from tcgkit.core.effects import Selector, fire
from tcgkit.games.fe_cipher.properties import skill_shielded
from tcgkit.games.fe_cipher.statics import NO_SKILL_MOVES
from tcgkit.games.fe_cipher.match import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def move_options(m: "FEMatch", p: int) -> list[tuple]:
    """``("move", uid)`` for each untapped unit of ``p`` (moving taps it)."""
    return [("move", u) for u in m.units(p) if not m.tapped[u]]


def move_unit(m: "FEMatch", uid: int, by_skill: bool = False) -> None:
    """Move a unit to its other line; an action move taps it (seed 001: "Die bewegte Einheit muss getapped
    werden (es sei denn sie wurde durch eine Fähigkeit bewegt)"). A skill's move of a unit a CONT
    ``no_skill_moves`` covers does nothing (B02-093 Forrest; CR 2.2 "cannot" beats "can")."""
    if by_skill and skill_move_barred(m, uid):
        return
    p = m.card_owner[uid]
    dest = BACK if m.line(uid) == FRONT else FRONT
    if not by_skill:
        m.tapped[uid] = 1
    m.moved[uid] = 1
    m.move(uid, m.z_back[p] if dest == BACK else m.z_front[p])
    m.emit("move", ALL, uid=uid, line=dest, tapped=not by_skill)
    fire_moved(m, uid, dest, by_skill)
    if m.game.options.forced_march_at_once:
        forced_march_check(m)


def skill_move_barred(m: "FEMatch", uid: int) -> bool:
    """Whether a CONT ``no_skill_moves`` or a ``protect_from_skills`` in force keeps skills from moving the unit
    (either player's skills; the move action and the forced march are not skills)."""
    return NO_SKILL_MOVES.holds(m, uid) or skill_shielded(m, uid)


@dataclass(frozen=True, slots=True)
class MovableBySkill(Selector):
    """The units ``base`` admits that a skill may move: a "choose X: move it" skill cannot choose a unit a CONT
    ``no_skill_moves`` covers (ruling Q10). Wrapped around the selector of every such choice by the vocabulary."""

    base: Selector

    def scope(self, m: "FEMatch", ctx):
        return self.base.scope(m, ctx)

    def test(self, m: "FEMatch", ctx, uid):
        return self.base.test(m, ctx, uid) and not skill_move_barred(m, uid)

    def candidates(self, m: "FEMatch", ctx):
        return [u for u in self.base.candidates(m, ctx) if not skill_move_barred(m, u)]

    def describe(self):
        return self.base.describe()


def fire_moved(m: "FEMatch", uid: int, dest: str, by_skill: bool) -> None:
    """The "when moved" timings of a move (the action or a skill's; never the forced march, digest "Forced march",
    ruling Q7): ``moved``, ``moved_to_front_line`` when it ends in the Front Line, ``moved_by_skill`` for a skill's
    move (either player's skill). A unit moved twice fires twice."""
    index, hand = m.auto_index, m.hand_listeners  # anyone hears them (match.py): most moves pass over all three
    if "moved" in index or hand:
        fire(m, "moved", uid)
    if dest == FRONT and ("moved_to_front_line" in index or hand):
        fire(m, "moved_to_front_line", uid)
    if by_skill and ("moved_by_skill" in index or hand):
        fire(m, "moved_by_skill", uid)


def forced_march_check(m: "FEMatch", at_rule_point: bool = False) -> bool:
    """The non-turn player's empty Front Line is filled by their whole Back Line (at once; with
    ``forced_march_at_once`` off only at rule points). Returns whether a march happened."""
    if not m.game.options.forced_march_at_once and not at_rule_point:
        return False
    q = m.other(m.active) if m.active >= 0 else -1
    if q < 0 or m.zones[m.z_front[q]] or not m.zones[m.z_back[q]]:
        return False
    march(m, q)
    return True


def march(m: "FEMatch", q: int) -> None:
    """All of ``q``'s Back Line moves to the Front Line (no tapping; not a "move" for skills)."""
    back = m.zones[m.z_back[q]]
    n = len(back)
    front = m.z_front[q]
    for uid in list(back):
        m.move(uid, front)
    m.emit("forced_march", ALL, player=q, count=n)


def forced_march_step(m: "FEMatch") -> None:
    """Beginning phase: the player whose turn just ended marches if their Front Line is empty (ruling 1)."""
    forced_march_check(m, at_rule_point=True)
