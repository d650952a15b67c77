"""Why a Power Duell action is not legal now (core/refusals.py): one explainer per common action kind, asking the
rules the legal actions come from (:mod:`.activation`, :mod:`.battle`, :mod:`.field`, :mod:`.energy`).

Each explainer gets a well-formed action the pending decision does not list and returns the first rule it breaks,
worded for the deciding player, or ``None`` where these rules do not tell.
"""

from __future__ import annotations

from tcgkit.core.refusals import Refusal
from tcgkit.core.words import for_decider
from tcgkit.games.power_duell.activation import summon_candidates, summon_cost
from tcgkit.games.power_duell.battle import attacks_allowed, covered
from tcgkit.games.power_duell.carddef import SHIELD_MONSTER, SUMMONING
from tcgkit.games.power_duell.energy import can_sacrifice
from tcgkit.games.power_duell.field import places_for
from tcgkit.games.power_duell.match import PLACE_INDEX, PLACE_NAMES, PowerDuellMatch, face_down, monsters
from tcgkit.games.power_duell.ranks import attack_cost

ACTIVATION = "rules/power_duell.md §4.4, §10.4–8"
ATTACKS = "seed 003; rules/power_duell.md §6"


def explain_activate(m: PowerDuellMatch, a: tuple) -> Refusal | None:
    """A monster from the hand onto a free place of its field (C for a shield monster, else D), in the activation
    phase, within the monsters a turn allows, paying its A&O (face down too, by ruling)."""
    u, place, p = a[1], a[2], m.pending.player
    found = _in_hand(m, p, u) or _phase(m, "activation", "monsters are activated in your activation phase")
    if found:
        return found
    d = m.card_def[u]
    if not d.is_monster:
        return Refusal("target", f"{for_decider(m, u)} is not a monster card", ACTIVATION)
    opts = m.game.options
    if opts.monsters_per_turn and m.monsters_activated[p] >= opts.monsters_per_turn:
        return Refusal("limit", f"you have activated {m.monsters_activated[p]} monster(s) this turn, the most a turn "
                                f"allows", ACTIVATION)
    if not 0 <= place < len(PLACE_NAMES):
        return Refusal("target", f"there is no place {place}: places are 0–2 (D.1–D.3) and 3–5 (C.1–C.3)", ACTIVATION)
    if place not in places_for(m, p, d):
        field = "C (a shield monster)" if d.type == SHIELD_MONSTER else "D"
        taken = m.board[6 * p + place] >= 0
        why = f"{PLACE_NAMES[place]} is taken" if taken else f"{for_decider(m, u)} goes on field {field}"
        return Refusal("target", why, "rules/power_duell.md §10.5")
    if (a[0] == "activate" or opts.face_down_pays_activation) and d.ao > m.account[p]:
        return Refusal("cost", f"{for_decider(m, u)} pays A&O {d.ao} and your energy account holds {m.account[p]}",
                       ACTIVATION)
    return None


def explain_attack(m: PowerDuellMatch, a: tuple) -> Refusal | None:
    """An own monster with attacks left, its attack cost covered, at a monster not covered by a shield monster (or
    at the damage points when the opponent has none)."""
    u, p = a[1], m.pending.player
    if u not in monsters(m, p):
        return Refusal("zone", f"{for_decider(m, u)} is not one of your monsters on the field", ATTACKS)
    found = _phase(m, "battle", "attacks are made in your battle phase")
    if found:
        return found
    if m.attacks_made[u] >= attacks_allowed(m, u):
        return Refusal("rested", f"{for_decider(m, u)} has made its attacks this turn", ATTACKS)
    if face_down(m, u) and not m.game.options.face_down_may_attack:
        return Refusal("condition", f"{for_decider(m, u)} is face down: turn it face up to attack", ATTACKS)
    cost = attack_cost(m, u)
    if cost > m.account[p]:
        return Refusal("cost", f"{for_decider(m, u)}'s attack costs {cost} and your energy account holds "
                               f"{m.account[p]}", "rules/power_duell.md §5")
    q = 1 - p
    if a[0] == "attack_direct":
        if monsters(m, q):
            return Refusal("target", f"player {q} has monsters: attack one of them first", ATTACKS)
        return None
    place = PLACE_INDEX.get(a[3], -1)
    target = m.board[6 * a[2] + place] if place >= 0 else -1
    if target < 0:
        return Refusal("target", f"there is no monster on {a[3]} of player {a[2]}", ATTACKS)
    if a[2] == p and not m.game.options.self_attacks:
        return Refusal("target", "you do not attack your own monsters", ATTACKS)
    if covered(m, target, p):
        return Refusal("target", f"{for_decider(m, target)} is covered by a shield monster in front of it",
                       "rules/power_duell.md §2, §10.6")
    return Refusal("condition", f"the text of {for_decider(m, u)} does not let it attack now", ATTACKS)


def explain_sacrifice(m: PowerDuellMatch, a: tuple) -> Refusal | None:
    """A monster or energy card (not a gravitation card) from the hand, or the field by option, in the sacrifice
    phase."""
    u, p = a[1], m.pending.player
    found = _phase(m, "sacrifice", "cards are sacrificed in your sacrifice phase")
    if found:
        return found
    if m.card_owner[u] != p or m.card_zone[u] != m.Z.hand[p] and not m.game.options.sacrifice_from_field:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", "rules/power_duell.md §1.2")
    if not can_sacrifice(m.card_def[u]):
        return Refusal("target", f"{for_decider(m, u)} cannot be sacrificed (a gravitation card or the guardian god)",
                       "seed 003, 1.2.3")
    return None


def explain_summon(m: PowerDuellMatch, a: tuple) -> Refusal | None:
    """A summoning card from the hand summons a monster from the hand or the graveyard (as the card says) onto a
    free place, paying its A&O less the card's discount."""
    u, t, place, p = a[1], a[2], a[3], m.pending.player
    found = _in_hand(m, p, u) or _phase(m, "activation", "summoning cards are activated in your activation phase")
    if found:
        return found
    card = m.card_def[u]
    if card.subtype != SUMMONING:
        return Refusal("target", f"{for_decider(m, u)} is not a summoning card", ACTIVATION)
    if t not in summon_candidates(m, p, card):
        return Refusal("target", f"{for_decider(m, t)} is not a monster {for_decider(m, u)} may summon", ACTIVATION)
    cost = summon_cost(m, card, t)
    if cost > m.account[p]:
        return Refusal("cost", f"summoning {for_decider(m, t)} costs {cost} and your energy account holds "
                               f"{m.account[p]}", ACTIVATION)
    if place not in places_for(m, p, m.card_def[t]):
        return Refusal("target", f"place {place} is not a free place for {for_decider(m, t)}",
                       "rules/power_duell.md §10.5")
    return None


def explain_destroy(m: PowerDuellMatch, a: tuple) -> Refusal | None:
    """Early destruction: an own energy card on G or H, in the own clear phase, unless the card forbids it."""
    u, p = a[1], m.pending.player
    found = _phase(m, "clear", "energy cards are destroyed early in your clear phase")
    if found:
        return found
    if m.card_zone[u] not in (m.Z.energy_field[p], m.Z.equipment_field[p]):
        return Refusal("zone", f"{for_decider(m, u)} is not one of your energy cards on field G or H",
                       "seed 003, 1.2.2")
    if not m.game.options.early_destruction or not m.card_def[u].early_destruction:
        return Refusal("condition", f"{for_decider(m, u)} cannot be destroyed early", "seed 003, 1.2.2")
    return None


# ---------------------------------------------------------------------------------------------------- helpers


def _in_hand(m: PowerDuellMatch, p: int, u: int) -> Refusal | None:
    if m.card_zone[u] != m.Z.hand[p]:
        return Refusal("zone", f"{for_decider(m, u)} is not in your hand", ACTIVATION)
    return None


def _phase(m: PowerDuellMatch, kind: str, what: str) -> Refusal | None:
    return None if m.pending.kind == kind else Refusal("timing", what, "rules/power_duell.md §4")
