"""Bonds and costs: the Bond phase, the cost budget of a turn, the symbol requirement, flipping bonds.

Sources: seed 001 "Bindungsphase" and "Einsatzphase" (Einsatzbeispiel 1 and 2); rules/fe_cipher.md §1 "Bonds",
ruling 6. Two resources live on the same cards:

* **spending** — the deploy, level-up and class-change costs paid in a turn together are at most the number of
  bonds, face up or face down (``bond_budget="total_cost"``; the seed's sentence read literally, ``"unit_count"``,
  counts those actions instead); it resets every turn (the seed's "move used bonds back");
* **flipping** — a skill cost turns face-up bonds face down for good; a face-down bond still counts for spending
  but shows no symbol.

The symbol requirement: a card needs a face-up bond of each of its colours (a dual card both, a colourless card
none).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


# ------------------------------------------------------------------------------------------------ the Bond phase


def offer_bond(m: "FEMatch") -> None:
    """Bond phase: the turn player may place one card from hand face up in the Bond Area (not a card whose SPEC
    says it cannot be bonded, S01-003 Jagen, B01-061 Frederick)."""
    p = m.active
    acts = [("bond", u) for u in distinct_cards(m, m.zones[m.z_hand[p]]) if m.card_def[u].can_bond]
    if acts:
        acts.append(("no_bond",))
        m.decide(p, "bond", acts, (bond_chosen,))


def bond_chosen(m: "FEMatch", action: tuple) -> None:
    if action[0] == "bond":
        place_bond(m, action[1])


def place_bond(m: "FEMatch", uid: int, event: str = "bond") -> None:
    """Put a card face up into its owner's Bond Area."""
    p = m.card_owner[uid]
    m.move(uid, m.z_bonds[p])
    m.face_down[uid] = 0
    m.tapped[uid] = 0
    if event == "bond":
        m.emit("bond", ALL, player=p, uid=uid)
    else:
        m.emit("to_bond", ALL, uid=uid)


def distinct_cards(m: "FEMatch", uids) -> list[int]:
    """One uid per card definition (copies in a hand are interchangeable choices), in zone order."""
    seen = set()
    out = []
    for u in uids:
        d = m.card_def[u].id
        if d not in seen:
            seen.add(d)
            out.append(u)
    return out


# ------------------------------------------------------------------------------------------------ symbols, budget


def face_up_bonds(m: "FEMatch", p: int) -> list[int]:
    return [u for u in m.zones[m.z_bonds[p]] if not m.face_down[u]]


def symbols(m: "FEMatch", p: int) -> frozenset:
    """The colours of ``p``'s face-up bonds."""
    out: set[str] = set()
    for u in m.zones[m.z_bonds[p]]:
        if not m.face_down[u]:
            out.update(m.card_def[u].colors)
    return frozenset(out)


def symbols_met(m: "FEMatch", p: int, colors) -> bool:
    """Whether ``p`` has a face-up bond of each colour in ``colors`` (seed 001 Einsatzbeispiel 2)."""
    if not colors:
        return True
    return symbols(m, p).issuperset(colors)


def budget_bonds(m: "FEMatch", p: int) -> int:
    """The bonds that count for spending: all of them, or the face-up ones if ``face_down_bonds_pay`` is off."""
    if m.game.options.face_down_bonds_pay:
        return m.bond_count(p)
    return len(face_up_bonds(m, p))


def can_pay(m: "FEMatch", p: int, cost: int | None, colors) -> bool:
    """Whether ``p`` can pay a deploy / level-up / class-change ``cost`` now (budget and symbols, ruling 6)."""
    if cost is None:
        return False
    bonds = budget_bonds(m, p)
    if m.game.options.bond_budget == "unit_count":
        ok = cost <= bonds and m.paid_count[p] < bonds
    else:
        ok = m.spent[p] + cost <= bonds
    return ok and symbols_met(m, p, colors)


def pay(m: "FEMatch", p: int, cost: int) -> None:
    m.spent[p] += cost
    m.paid_count[p] += 1


# ------------------------------------------------------------------------------------------------ flipping


def flip_bond(m: "FEMatch", uid: int) -> None:
    """Turn a face-up bond face down (a skill cost; permanent)."""
    m.face_down[uid] = 1
    m.emit("flip_bond", ALL, player=m.card_owner[uid], uid=uid)
