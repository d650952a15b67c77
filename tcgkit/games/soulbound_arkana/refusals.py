"""Why a Soulbound Ærkana action is not legal now (core/refusals.py): one explainer per common action kind, asking
the rules the legal actions come from (:mod:`.binding`, :mod:`.combat`, :mod:`.lasting`, :mod:`.field`).

Each explainer gets a well-formed action the pending decision does not list and returns the first rule it breaks,
worded for the deciding player, or ``None`` where these rules do not tell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.refusals import Refusal
from tcgkit.core.words import for_decider
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.binding import BIND_COST, tribute_candidates
from tcgkit.games.soulbound_arkana.carddef import ARCANUM, BEING, LANDMARK, SEAL, SET, STRENGTH
from tcgkit.games.soulbound_arkana.lasting import can_activate, may_play_from_hand
from tcgkit.games.soulbound_arkana.statics import HASTE

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch

BINDING = "seed 002, Allgemeine Regeln 10; rules/soulbound_arkana.md §5"
COMBAT = "rules/soulbound_arkana.md §6"
SPELLS = "seed 002, Allgemeine Regeln 9; rules/soulbound_arkana.md §7"


def explain_bind(m: "SoulboundMatch", a: tuple) -> Refusal | None:
    """A normal binding: a being from the hand in the bind step; 2 SP and the turn's binding; its tributes, or a
    free being zone."""
    u, mode, p = a[1], a[2], m.pending.player
    found = _in_hand(m, p, u) or _step(m, "bind", "beings are bound in your bind step")
    if found:
        return found
    d = m.card_def[u]
    if d.type != BEING:
        return Refusal("target", f"{for_decider(m, u)} is not a being", BINDING)
    if not may_play_from_hand(m):
        return Refusal("limit", "you have played a card from your hand this turn (one a turn)", BINDING)
    if m.bindings_left <= 0:
        return Refusal("limit", "you have made this turn's normal binding", BINDING)
    if m.sp[p] < BIND_COST:
        return Refusal("cost", f"a binding costs {BIND_COST} SP and you have {m.sp[p]}", BINDING)
    if d.tributes:
        have = len(tribute_candidates(m, p))
        if have < d.tributes:
            return Refusal("condition", f"{for_decider(m, u)} needs {d.tributes} tribute(s): beings of yours on the "
                                        f"field since before this turn; you have {have}", "rules/soulbound_arkana.md "
                                                                                           "§10.4")
    elif field.free_being_zones(m, p) <= 0:
        return Refusal("limit", "your being zones are full", BINDING)
    if mode == "shield" and not m.opts.bind_face_up_shield:
        return Refusal("target", "a being is bound in strength mode or face down in shield mode",
                       "rules/soulbound_arkana.md §10.9")
    return None


def explain_attack(m: "SoulboundMatch", a: tuple) -> Refusal | None:
    """An own being in strength mode with attacks left, not bound this turn (unless haste), not locked, at an
    opponent's being (or, by the options, at an opponent directly)."""
    u, p = a[1], m.pending.player
    if m.card_zone[u] != m.zid.beings[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not one of your beings on the field", COMBAT)
    found = _step(m, "action", "attacks are made in your action step")
    if found:
        return found
    if m.pos[u] != STRENGTH:
        return Refusal("condition", f"{for_decider(m, u)} is in shield mode: only a being in strength mode attacks",
                       COMBAT)
    if m.attacked.count(u) >= m.opts.attacks_per_turn:
        return Refusal("rested", f"{for_decider(m, u)} has attacked this turn", COMBAT)
    if u in m.fresh and not HASTE.value(m, u):
        return Refusal("condition", f"{for_decider(m, u)} was bound this turn and has no haste", BINDING)
    if m.locks and field.locked(m, u):
        return Refusal("condition", f"{for_decider(m, u)} is held by a lock", COMBAT)
    opponents = m.living_opponents(p)
    if a[0] == "attack_direct":
        if a[2] not in opponents:
            return Refusal("target", f"player {a[2]} is not an opponent in the game", COMBAT)
        if m.opts.direct_attack == "no_beings" and m.zones[m.zid.beings[a[2]]]:
            return Refusal("target", f"player {a[2]} has beings: a direct attack needs an empty field",
                           "rules/soulbound_arkana.md §10")
        return None
    t = a[2]
    if m.card_owner[t] not in opponents or m.card_zone[t] != m.zid.beings[m.card_owner[t]]:
        return Refusal("target", f"{for_decider(m, t)} is not a being of an opponent in the game", COMBAT)
    return None


def explain_mode(m: "SoulboundMatch", a: tuple) -> Refusal | None:
    """A mode change (rules §10.8): an own being, in the action step, not bound this turn, not after it attacked,
    within the turn's mode changes, not locked."""
    u, p = a[1], m.pending.player
    if m.card_zone[u] != m.zid.beings[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not one of your beings on the field", COMBAT)
    found = _step(m, "action", "modes are changed in your action step")
    if found:
        return found
    source = "rules/soulbound_arkana.md §10.8"
    if u in m.fresh:
        return Refusal("condition", f"{for_decider(m, u)} was bound this turn", source)
    if u in m.attacked:
        return Refusal("condition", f"{for_decider(m, u)} has attacked this turn", source)
    if m.changed.count(u) >= m.opts.mode_changes_per_turn:
        return Refusal("limit", f"{for_decider(m, u)} has changed its mode as often as a turn allows", source)
    if m.locks and field.locked(m, u):
        return Refusal("condition", f"{for_decider(m, u)} is held by a lock", source)
    return None


def explain_hand_card(m: "SoulboundMatch", a: tuple) -> Refusal | None:
    """``set`` an arcanum or seal into a free zone (free); ``play`` a field arcanum or landmark, paying its SP."""
    u, p = a[1], m.pending.player
    found = _in_hand(m, p, u) or _step(m, "action", "cards are set and played in your action step")
    if found:
        return found
    if not may_play_from_hand(m):
        return Refusal("limit", "you have played a card from your hand this turn (one a turn)", SPELLS)
    d = m.card_def[u]
    if a[0] == "set":
        if d.type not in (ARCANUM, SEAL):
            return Refusal("target", f"{for_decider(m, u)} is not an arcanum or a seal", SPELLS)
        if len(m.zones[m.zid.spells[p]]) >= m.opts.spell_zones:
            return Refusal("limit", "your arcanum/seal zones are full", SPELLS)
        return None
    if d.type not in (LANDMARK, ARCANUM):
        return Refusal("target", f"{for_decider(m, u)} is not a field arcanum or a landmark", SPELLS)
    if m.sp[p] < d.cost:
        return Refusal("cost", f"{for_decider(m, u)} costs {d.cost} SP and you have {m.sp[p]}", SPELLS)
    return None


def explain_activate(m: "SoulboundMatch", a: tuple) -> Refusal | None:
    """A set arcanum (action step) or seal (in answer, or in the preparation step): set long enough, paid, with
    something to do."""
    u, p = a[1], m.pending.player
    if m.card_zone[u] != m.zid.spells[p] or m.pos[u] != SET:
        return Refusal("zone", f"{for_decider(m, u)} is not one of your set cards", SPELLS)
    d = m.card_def[u]
    if m.sp[p] < d.cost:
        return Refusal("cost", f"{for_decider(m, u)} costs {d.cost} SP and you have {m.sp[p]}", SPELLS)
    if not can_activate(m, p, u):
        return Refusal("condition", f"{for_decider(m, u)} was set this turn, or has nothing to do now", SPELLS)
    return None


# ---------------------------------------------------------------------------------------------------- helpers


def _in_hand(m: "SoulboundMatch", p: int, u: int) -> Refusal | None:
    if m.card_zone[u] != m.zid.hand[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", BINDING)
    return None


def _step(m: "SoulboundMatch", kind: str, what: str) -> Refusal | None:
    return None if m.pending.kind == kind else Refusal("timing", what, "rules/soulbound_arkana.md §4")
