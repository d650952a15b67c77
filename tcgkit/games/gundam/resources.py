"""Resources: Lv and cost, paying, placing resources and EX Resources (Gundam CR 2-8, 2-9, 6-4; rules/gundam.md
§1.1, §1.3, §1.10 ruling 5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import fire
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.effect_triggers import effect_paid
from tcgkit.games.gundam.statics import (
    ALT_COST_DESTROY, COST_IN_HAND, COST_IN_HAND_PER, COST_IN_TRASH, COST_PER_ENEMY_UNIT, LEVEL_PER_ENEMY_UNIT,
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


EX_RESOURCE_LIMIT = 5  # rules/gundam.md §1.1
RESOURCE_LIMIT = 15


def free_resources(m: GundamMatch, p: int) -> int:
    """How many of ``p``'s resources are active (can pay)."""
    rested = m.rested
    n = 0
    for r in m.zones[m.z_resources[p]]:
        if not rested[r]:
            n += 1
    return n


def cost_of(m: "GundamMatch", u: int) -> int:
    """Cost of a card in hand, with 'cost in hand' constant effects (e.g. GD01-070, ST08-001), or of a card in its
    owner's trash with 'cost in trash' ones (GD03-058), at least 0."""
    d = m.card_def[u]
    c = d.cost
    if d.hand_statics:
        c += COST_IN_HAND.of(m, u) + COST_PER_ENEMY_UNIT.of(m, u) + COST_IN_HAND_PER.of(m, u)
    elif d.trash_statics and m.card_zone[u] == m.z_trash[m.card_owner[u]]:
        c += COST_IN_TRASH.of(m, u)
    return c if c > 0 else 0


def level_of(m: "GundamMatch", u: int) -> int:
    """Lv of a card in hand, with 'Lv in hand' constant effects (ST08-001), at least 0."""
    d = m.card_def[u]
    lv = d.level
    if d.hand_statics:
        lv += LEVEL_PER_ENEMY_UNIT.of(m, u)
    return lv if lv > 0 else 0


def can_pay(m: GundamMatch, p: int, cost: int, level: int) -> bool:
    """Lv: resources (rested and EX ones included) >= level; cost: that many active resources (CR 2-8, 2-9)."""
    if len(m.zones[m.z_resources[p]]) < level:
        return False
    return free_resources(m, p) >= cost


def pay(m: GundamMatch, p: int, cost: int, uid: int = -1, ability: bool = False, ex_first: int = 0) -> int:
    """Rest ``cost`` active resources, normal ones first; a used EX Resource is removed (rules/gundam.md §1.3).
    ``uid`` is the card paid for (``ability``: for its ability), told in the ``pay`` event. Returns how many EX
    Resources paid (GD04-106: "if you use an EX Resource to play this card").

    Paying with normal resources first never loses anything (an EX Resource counts for Lv until spent), so the
    choice is made for the player — except where a card reads the payment (``ex_first``: that many EX Resources
    pay first, the player's choice under ``choose_payment``, :func:`ex_payment_choices`).
    """
    if cost <= 0:
        return 0
    res = m.zones[m.z_resources[p]]
    rested = m.rested
    defs = m.card_def
    left = cost
    ex = 0
    for r in list(res) if ex_first else ():
        if ex < ex_first and not rested[r] and defs[r].type == "ex resource":
            m.move(r, m.z_removed[p])
            m.emit("ex_resource_spent", ALL, player=p, uid=r)
            left -= 1
            ex += 1
    for r in res:
        if left and not rested[r] and defs[r].type == "resource":
            rested[r] = 1
            left -= 1
            if not left:
                break
    if left:
        for r in list(res):
            if left and not rested[r] and defs[r].type == "ex resource":
                m.move(r, m.z_removed[p])
                m.emit("ex_resource_spent", ALL, player=p, uid=r)
                left -= 1
                ex += 1
    m.emit("pay", ALL, player=p, cost=cost, uid=uid, ability=ability)
    if ability and uid >= 0:
        effect_paid(m, p, uid, cost)  # "when you pay ① or more for one of your Units' effects" (GD04-100)
    return ex


def ex_payment_choices(m: GundamMatch, p: int, cost: int) -> range:
    """How many EX Resources may pay ``cost`` now: from the fewest the normal active resources leave to pay, to as
    many as there are active EX Resources (at most ``cost``); a single number is no choice."""
    normal = ex = 0
    rested = m.rested
    defs = m.card_def
    for r in m.zones[m.z_resources[p]]:
        if not rested[r]:
            if defs[r].type == "ex resource":
                ex += 1
            else:
                normal += 1
    return range(max(0, cost - normal), min(cost, ex) + 1)


def place_resource(m: GundamMatch, p: int, rested: bool) -> None:
    """Top of the resource deck into the resource area (nothing if empty or at 15 resources)."""
    rdeck = m.zones[m.z_rdeck[p]]
    if not rdeck or len(m.zones[m.z_resources[p]]) >= RESOURCE_LIMIT:
        return
    uid = rdeck[-1]
    m.move(uid, m.z_resources[p])
    m.rested[uid] = 1 if rested else 0
    m.emit("resource", ALL, player=p, uid=uid, rested=rested)


def place_ex_resource(m: GundamMatch, p: int) -> int:
    """Place an active EX Resource; over 5 EX or 15 in total it is not placed (§1.10 ruling 5). Returns its uid
    (-1: not placed)."""
    res = m.zones[m.z_resources[p]]
    n_ex = len([r for r in res if m.card_def[r].type == "ex resource"])
    if not m.game.options.ex_resource_over_limit_placed and (n_ex >= EX_RESOURCE_LIMIT or len(res) >= RESOURCE_LIMIT):
        m.emit("ex_resource_not_placed", ALL, player=p)
        return -1
    uid = m.add_card(m.game.pool["EXR-001"], p, m.z_resources[p])
    m.emit("ex_resource", ALL, player=p, uid=uid)
    fire(m, "ex_resource_placed", p)  # "when you place an EX Resource" (triggers.py)
    return uid


# ------------------------------------------------------------------ an alternative cost (GD01-002 Unicorn Gundam)


def alt_payable(m: "GundamMatch", u: int) -> bool:
    """Whether ``u`` can be played for Lv 0 and cost 0 by its alternative cost now (a hand static
    ``alt_cost_destroy``, e.g. GD01-002: destroying a Lv.5 Link Unit with "Unicorn Mode" in its name)."""
    return bool(m.card_def[u].hand_statics) and bool(ALT_COST_DESTROY.victims(m, u))
