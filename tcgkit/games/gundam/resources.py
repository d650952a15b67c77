"""Resources: Lv and cost, paying, placing resources and EX Resources (Gundam CR 2-8, 2-9, 6-4; rules/gundam.md
§1.1, §1.3, §1.10 ruling 5)."""

from __future__ import annotations

from tcgkit.core.effects import Ctx
from tcgkit.core.zones import ALL

EX_RESOURCE_LIMIT = 5  # rules/gundam.md §1.1
RESOURCE_LIMIT = 15


def free_resources(m, p: int) -> int:
    """How many of ``p``'s resources are active (can pay)."""
    rested = m.rested
    n = 0
    for r in m.zones[m.z_resources[p]]:
        if not rested[r]:
            n += 1
    return n


def cost_of(m, u: int) -> int:
    """Cost of a card in hand, with 'cost in hand' constant effects (e.g. GD01-070), at least 0."""
    d = m.card_def[u]
    c = d.cost
    p = m.card_owner[u]
    for s in d.hand_statics:
        if s.key == "cost_in_hand" and (s.cond is None or s.cond.holds(m, Ctx(p, u, -1))):
            c += s.value
        elif s.key == "cost_in_hand_per_enemy_unit" and (s.cond is None or s.cond.holds(m, Ctx(p, u, -1))):
            c += s.value * _enemy_units(m, p)
    return c if c > 0 else 0


def level_of(m, u: int) -> int:
    """Lv of a card in hand, with 'Lv in hand' constant effects (ST08-001), at least 0."""
    d = m.card_def[u]
    lv = d.level
    p = m.card_owner[u]
    for s in d.hand_statics:
        if s.key == "level_in_hand_per_enemy_unit" and (s.cond is None or s.cond.holds(m, Ctx(p, u, -1))):
            lv += s.value * _enemy_units(m, p)
    return lv if lv > 0 else 0


def _enemy_units(m, p: int) -> int:
    return sum(len(m.zones[m.z_battle[q]]) for q in m.opponents(p))


def can_pay(m, p: int, cost: int, level: int) -> bool:
    """Lv: resources (rested and EX ones included) >= level; cost: that many active resources (CR 2-8, 2-9)."""
    if len(m.zones[m.z_resources[p]]) < level:
        return False
    return free_resources(m, p) >= cost


def pay(m, p: int, cost: int, uid: int = -1, ability: bool = False) -> int:
    """Rest ``cost`` active resources, normal ones first; a used EX Resource is removed (rules/gundam.md §1.3).
    ``uid`` is the card paid for (``ability``: for its ability), told in the ``pay`` event. Returns how many EX
    Resources paid (GD04-106: "if you use an EX Resource to play this card").

    Paying with normal resources first never loses anything (an EX Resource counts for Lv until spent), so the
    choice is made for the player.
    """
    if cost <= 0:
        return 0
    res = m.zones[m.z_resources[p]]
    rested = m.rested
    defs = m.card_def
    left = cost
    for r in res:
        if left and not rested[r] and defs[r].type == "resource":
            rested[r] = 1
            left -= 1
    ex = 0
    if left:
        for r in list(res):
            if left and not rested[r] and defs[r].type == "ex resource":
                m.move(r, m.z_removed[p])
                m.emit("ex_resource_spent", ALL, player=p, uid=r)
                left -= 1
                ex += 1
    m.emit("pay", ALL, player=p, cost=cost, uid=uid, ability=ability)
    return ex


def place_resource(m, p: int, rested: bool) -> None:
    """Top of the resource deck into the resource area (nothing if empty or at 15 resources)."""
    rdeck = m.zones[m.z_rdeck[p]]
    if not rdeck or len(m.zones[m.z_resources[p]]) >= RESOURCE_LIMIT:
        return
    uid = rdeck[-1]
    m.move(uid, m.z_resources[p])
    m.rested[uid] = 1 if rested else 0
    m.emit("resource", ALL, player=p, uid=uid, rested=rested)


def place_ex_resource(m, p: int) -> int:
    """Place an active EX Resource; over 5 EX or 15 in total it is not placed (§1.10 ruling 5). Returns its uid
    (-1: not placed)."""
    res = m.zones[m.z_resources[p]]
    n_ex = sum(1 for r in res if m.card_def[r].type == "ex resource")
    if not m.game.options.ex_resource_over_limit_placed and (n_ex >= EX_RESOURCE_LIMIT or len(res) >= RESOURCE_LIMIT):
        m.emit("ex_resource_not_placed", ALL, player=p)
        return -1
    uid = m.add_card(m.game.pool["EXR-001"], p, m.z_resources[p])
    m.emit("ex_resource", ALL, player=p, uid=uid)
    return uid


# ------------------------------------------------------------------ an alternative cost (GD01-002 Unicorn Gundam)


def alt_victims(m, u: int) -> list[int]:
    """The friendly Units whose destruction pays card ``u``'s alternative cost (a hand static ``alt_cost_destroy``
    with a selector scope, e.g. GD01-002: a Lv.5 Link Unit with "Unicorn Mode" in its name); empty if none."""
    d = m.card_def[u]
    for s in d.hand_statics:
        if s.key == "alt_cost_destroy":
            return s.scope.candidates(m, Ctx(m.card_owner[u], u, -1))
    return []


def alt_payable(m, u: int) -> bool:
    """Whether ``u`` can be played for Lv 0 and cost 0 by its alternative cost now."""
    return bool(m.card_def[u].hand_statics) and bool(alt_victims(m, u))


def alternative_cost(m, p: int, uid: int) -> bool:
    """Frame helper of ``place_card``: if ``uid`` may be played by destroying a Unit (GD01-002), ask how to pay —
    ``yes``: destroy one (the player chooses which), Lv and cost 0; ``no``: pay as usual (offered only when the
    usual Lv and cost can be met). Returns True when it asked (the deploy goes on from the answer)."""
    victims = alt_victims(m, uid)
    if not victims:
        return False
    normal = can_pay(m, p, cost_of(m, uid), level_of(m, uid))
    acts = [("yes",), ("no",)] if normal else [("yes",)]
    m.ask(p, "optional", acts, (alt_cost_answer, p, uid), {"source": uid})
    return True


def alt_cost_answer(m, action: tuple, p: int, uid: int) -> None:
    from tcgkit.games.gundam.play import place_card

    if action[0] == "no":
        m.then((place_card, p, uid, 3))  # 3: pay as usual, without asking again
        return
    victims = alt_victims(m, uid)
    m.ask(p, "target", [("target", v) for v in victims], (alt_victim_chosen, p, uid), {"source": uid})


def alt_victim_chosen(m, action: tuple, p: int, uid: int) -> None:
    from tcgkit.games.gundam.management import destroy, destroy_checked
    from tcgkit.games.gundam.play import place_card

    destroy(m, action[1])
    destroy_checked(m)
    m.then((place_card, p, uid, 2))
