"""Skills that trigger in the hand: the SPEC ``hand_trigger`` (CR ch. 21, SPEC skills; B03-085 Flora, B04-066
Robin).

A ``hand_trigger`` is an AUTO skill that works from its card in its owner's hand: ``when`` (a timing, as an AUTO's),
``if``, ``cost`` ("you may pay …"), ``once_per_game`` (a key, as B01-048 Elice's) and ``do``. It waits in the core
trigger queue like any AUTO (turn player's first) and, when it resolves, its card must still be in the hand — except
for a timing that is the card leaving the hand (:data:`LEAVES_HAND`: ``discarded_by_opponent``), which resolves
from the Retreat Area. The card is revealed when the skill is used.

The match keeps the uids of its cards that have such a skill (``m.hand_listeners``, filled by ``add_card``), so a
match without them pays one empty-tuple test per fired event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import Ctx, queue_trigger

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.skill_model import Skill
    from tcgkit.games.fe_cipher.state import FEMatch

LEAVES_HAND = frozenset({"discarded_by_opponent"})
"""Timings that are the card itself leaving the hand: only that card hears them, from where it went."""


def fire_from_hand(m: "FEMatch", event: str, subject: int) -> None:
    """Queue the hand skills that trigger on ``event`` for ``subject`` (the turn player's first)."""
    first = m.active if m.active >= 0 else 0
    leaving = event in LEAVES_HAND
    for p in (first, 1 - first):
        for uid in m.hand_listeners:
            if m.card_owner[uid] != p or (uid != subject if leaving else m.card_zone[uid] != m.z_hand[p]):
                continue
            for s in m.card_def[uid].hand_autos:
                if s.trigger.event == event and hand_skill_ready(m, uid, s, subject):
                    queue_trigger(m, p, uid, s.index, subject)


def hand_skill_ready(m: "FEMatch", uid: int, s: "Skill", subject: int) -> bool:
    """Whether the hand skill triggers now: its once-per-game key unused, its subject admitted and (rule option
    ``auto_condition_checked``, ruling Q5) its condition holding."""
    p = m.card_owner[uid]
    if s.once_per_game and (p, s.once_per_game) in m.game_used:
        return False
    sel = s.trigger.subject
    if sel is not None and not sel.test(m, Ctx(p, uid, uid, subject), subject):
        return False
    return s.cond is None or m.game.options.auto_condition_checked == "resolution" or \
        s.cond.holds(m, Ctx(p, uid, uid, -1, subject))


def hand_skill_present(m: "FEMatch", s: "Skill", uid: int, subject: int) -> bool:
    """Whether a waiting hand skill may still resolve: its card in its owner's hand (or, for a timing of
    :data:`LEAVES_HAND`, where it went) and its once-per-game key unused."""
    p = m.card_owner[uid]
    if s.once_per_game and (p, s.once_per_game) in m.game_used:
        return False
    return m.card_zone[uid] == m.z_hand[p] or (s.trigger.event in LEAVES_HAND and uid == subject)
