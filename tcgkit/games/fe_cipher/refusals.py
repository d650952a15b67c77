"""Why an FE Cipher action is not legal now (core/refusals.py): one explainer per common action kind, asking the
rules the legal actions come from (:mod:`.deployment`, :mod:`.bonds`, :mod:`.combat`, :mod:`.skills`).

Each explainer gets a well-formed action the pending decision does not list and returns the first rule it breaks,
worded for the deciding player, or ``None`` where these rules do not tell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import ONCE_PER_TURN, Ctx
from tcgkit.core.refusals import Refusal
from tcgkit.core.words import for_decider
from tcgkit.games.fe_cipher import bonds
from tcgkit.games.fe_cipher.deployment import class_change_cost, may_stack_on, one_name_ok
from tcgkit.games.fe_cipher.skill_model import FEAbility
from tcgkit.games.fe_cipher.skills import skill_at

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

DEPLOYMENT = "seed 001, Einsatzphase; rules/fe_cipher.md §1"
ACTION = "seed 001, Aktionsphase; rules/fe_cipher.md §1"


def explain_deploy(m: "FEMatch", a: tuple) -> Refusal | None:
    """A card from the hand in the Deployment phase: the one-name rule, the budget of bonds, the symbols."""
    u, p = a[1], m.pending.player
    found = _in_hand(m, p, u) or _phase(m, "deployment", "Units are deployed in your Deployment phase")
    if found:
        return found
    d = m.card_def[u]
    if d.cost is None:
        return Refusal("target", f"{for_decider(m, u)} has no deployment cost: it is not a unit card", DEPLOYMENT)
    if not one_name_ok(m, p, u):
        return Refusal("condition", f"you already have a unit named like {for_decider(m, u)}: level it up or "
                                    f"class change instead (one unit per name)", DEPLOYMENT)
    return _budget(m, p, u, d.cost) or (Refusal("condition", f"{for_decider(m, u)}'s deployment condition is not "
                                                             f"met", DEPLOYMENT) if d.deploy_if is not None else None)


def explain_level_up(m: "FEMatch", a: tuple) -> Refusal | None:
    """A card from the hand onto an own unit of the same name, paying its cost (class change: its CC cost)."""
    u, unit, p = a[1], a[2], m.pending.player
    what = "class change" if a[0] == "class_change" else "level up"
    found = _in_hand(m, p, u) or _phase(m, "deployment", f"Units {what} in your Deployment phase")
    if found:
        return found
    if unit not in m.units(p):
        return Refusal("target", f"{for_decider(m, unit)} is not one of your units", DEPLOYMENT)

    d = m.card_def[u]
    if not may_stack_on(m, p, u, unit, class_change=a[0] == "class_change"):
        return Refusal("target", f"{for_decider(m, u)} does not share a unit name with {for_decider(m, unit)}",
                       DEPLOYMENT)
    cost = class_change_cost(m, p, u) if a[0] == "class_change" else d.cost
    if cost is None:
        return Refusal("target", f"{for_decider(m, u)} has no class-change cost", DEPLOYMENT)
    return _budget(m, p, u, cost)


def explain_attack(m: "FEMatch", a: tuple) -> Refusal | None:
    """An untapped own unit attacks an enemy in its range; the first player does not attack on turn 1."""
    atk, t, p = a[1], a[2], m.pending.player
    if atk not in m.units(p):
        return Refusal("zone", f"{for_decider(m, atk)} is not one of your units", ACTION)
    found = _phase(m, "action", "Attacks are made in your Action phase")
    if found:
        return found
    if m.turn_number == 1 and p == m.first_player:
        return Refusal("timing", "the first player does not attack on the first turn", "seed 001, Erste Runde")
    if m.tapped[atk]:
        return Refusal("rested", f"{for_decider(m, atk)} is tapped: an attack taps an untapped unit", ACTION)
    if t not in m.units(m.other(p)):
        return Refusal("target", f"{for_decider(m, t)} is not an enemy unit", ACTION)
    return Refusal("target", f"{for_decider(m, t)} is out of {for_decider(m, atk)}'s range, or the attack is barred "
                             f"by a skill", ACTION)


def explain_move(m: "FEMatch", a: tuple) -> Refusal | None:
    """An untapped own unit moves to its other line (and is tapped)."""
    u, p = a[1], m.pending.player
    if u not in m.units(p):
        return Refusal("zone", f"{for_decider(m, u)} is not one of your units", ACTION)
    found = _phase(m, "action", "Units move in your Action phase")
    if found:
        return found
    if m.tapped[u]:
        return Refusal("rested", f"{for_decider(m, u)} is tapped: moving taps an untapped unit", ACTION)
    return None


def explain_act(m: "FEMatch", a: tuple) -> Refusal | None:
    """An ACT skill: in the Action phase, not yet used this turn (or game), its CCS, condition and cost met."""
    u, k, p = a[1], a[2], m.pending.player
    if m.card_owner[u] != p or m.card_zone[u] not in (m.z_front[p], m.z_back[p], m.z_bonds[p], m.z_hand[p]):
        return Refusal("zone", f"{for_decider(m, u)} is not one of your cards", ACTION)
    s = skill_at(m, u, k)
    if s is None:
        return Refusal("target", f"{for_decider(m, u)} has no skill {k}", ACTION)
    found = _phase(m, "action", "ACT skills are used in your Action phase")
    if found:
        return found
    if not isinstance(s, FEAbility) or not s.windows:
        return Refusal("target", f"skill {k} of {for_decider(m, u)} is not an ACT skill", ACTION)
    if s.spent(m, Ctx(p, u, u)) and not (s.unlimited_when_cc and m.class_changed[u]):
        if s.once == ONCE_PER_TURN:
            return Refusal("once_per_turn", f"this skill of {for_decider(m, u)} was used this turn", ACTION)
        return Refusal("limit", f"this skill of {for_decider(m, u)} is once per game and was used", ACTION)
    if s.ccs and not m.class_changed[u]:
        return Refusal("condition", f"this skill works only once {for_decider(m, u)} has class changed (CCS)", ACTION)
    return Refusal("condition", f"the condition or cost of {for_decider(m, u)}'s skill is not met now", ACTION)


def explain_bond(m: "FEMatch", a: tuple) -> Refusal | None:
    """One card from the hand per Bond phase."""
    u, p = a[1], m.pending.player
    return _in_hand(m, p, u) or _phase(m, "bond", "A bond is placed in your Bond phase (one per turn)") or (
        None if m.card_def[u].can_bond else Refusal("condition", f"{for_decider(m, u)} cannot be placed as a bond",
                                                    "rules/fe_cipher.md §1"))


# ---------------------------------------------------------------------------------------------------- helpers


def _in_hand(m: "FEMatch", p: int, u: int) -> Refusal | None:
    if m.card_zone[u] != m.z_hand[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", DEPLOYMENT)
    return None


def _phase(m: "FEMatch", kind: str, what: str) -> Refusal | None:
    return None if m.pending.kind == kind else Refusal("timing", what, DEPLOYMENT)


def _budget(m: "FEMatch", p: int, u: int, cost: int) -> Refusal | None:
    """The bonds are the budget of a turn's deployments (ruling 6), and the card's symbol must be among them."""
    d = m.card_def[u]
    if not bonds.symbols_met(m, p, d.colors):
        return Refusal("cost", f"{for_decider(m, u)} needs a bond of its symbol", DEPLOYMENT)
    if not bonds.can_pay(m, p, cost, d.colors):
        have = bonds.budget_bonds(m, p)
        return Refusal("cost", f"{for_decider(m, u)} costs {cost}; you have {have} bonds and paid {m.spent[p]} this "
                               f"turn", DEPLOYMENT)
    return None
