"""Putting cards on the board: units and their abilities, weather, decoys, scorch, destruction
(rules/gwent.md §1.3–§1.4).

:func:`play_card` resolves an action of a turn (or of a medic, a leader that plays from the deck): a unit goes to
its row and its abilities resolve (``abilities.py``, in their fixed order); any other card resolves through its own
effect object (``specials.py``). A mode changes a rule here only through a named hook of its ``variant``
(``spy_draws``, ``muster``, ``medic``, ``board_scorch``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import fire
from tcgkit.core.zones import ALL
from tcgkit.games.gwent.board import ROWS

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gwent.match import GwentMatch


def play_card(m: "GwentMatch", p: int, action: tuple) -> None:
    """Frame: resolve a card played by ``p``: ``("unit", uid, row)``, ``("spy", uid, row, side)``, or a special or
    weather card's action (its effect object resolves it)."""
    kind = action[0]
    uid = action[1]
    if kind == "unit":
        play_unit(m, p, uid, m.team_of[p], action[2])
    elif kind == "spy":
        play_unit(m, p, uid, action[3], action[2])
    else:
        prim, args = m.card_def[uid].effect
        prim.play(m, p, action, *args)


def place(m: "GwentMatch", uid: int, side: int, row: int) -> None:
    """Put a unit on a row without resolving its abilities (muster, tokens, Skellige, Monsters)."""
    m.move(uid, m.zrow[side][row])
    m.dirty = 1
    m.emit("placed", ALL, card=m.card_def[uid].id, uid=uid, side=side, row=ROWS[row])
    if m.card_def[uid].berserker and row_has_mardroeme(m, side, row):
        transform_row(m, side, row)


def play_unit(m: "GwentMatch", p: int, uid: int, side: int, row: int) -> None:
    """A unit enters ``side``'s row ``row``; its abilities of timing ``played`` resolve (``triggers.PLAYED``, in
    the order of ``abilities.ORDER``)."""
    d = m.card_def[uid]
    m.card_owner[uid] = p
    m.move(uid, m.zrow[side][row])
    m.dirty = 1
    m.emit("play", ALL, player=p, card=d.id, uid=uid, side=side, row=ROWS[row])
    fire(m, "played", uid, (side, row))


def placements(m: "GwentMatch", p: int, uid: int) -> list:
    """The ways ``p`` may put unit ``uid`` on the board (rows; sides for a spy)."""
    d = m.card_def[uid]
    side = m.team_of[p]
    if d.spy:
        return [("spy", uid, r, s) for s in range(m.n_sides) if s != side for r in d.rows]
    return [("unit", uid, r) for r in d.rows]


# ----------------------------------------------------------------------------------------------- muster, medic


def muster(m: "GwentMatch", p: int, uid: int) -> None:
    """Muster: every same-group card from the deck (and the hand under ``muster_from_hand``): ruling 1."""
    group = m.card_def[uid].muster_group
    side = m.team_of[p]
    sources = [m.zdeck[p]]
    if m.opts.muster_from_hand:
        sources.append(m.zhand[p])
    for z in sources:
        found = [u for u in m.zones[z] if m.card_def[u].muster_group == group and m.card_def[u].is_unit]
        for u in found:
            m.emit("muster", ALL, player=p, card=m.card_def[u].id, uid=u)
            place(m, u, side, m.card_def[u].rows[0])


def medic_step(m: "GwentMatch", p: int) -> None:
    """Frame: ``p``'s medic revives (the mode's hook decides how: a person chooses, the automaton computes)."""
    m.variant.medic(m, p)


def medic_choice(m: "GwentMatch", p: int) -> None:
    """Medic: a non-hero unit from the own side's discard pile is played at once (rules/gwent.md §1.4); random
    under Invader of the North (§1.6); ``medic_optional`` lets the player revive nothing."""
    side = m.team_of[p]
    defs = m.card_def
    cand = [u for u in m.zones[m.zdisc[side]] if defs[u].is_unit and not defs[u].hero]
    if not cand:
        return
    if m.invader:
        uid = cand[m.rand_below(len(cand))]
        m.emit("random_revive", ALL, player=p, card=defs[uid].id, uid=uid)
        acts = placements(m, p, uid)
        if len(acts) == 1:
            play_unit(m, p, uid, acts[0][3] if acts[0][0] == "spy" else side, acts[0][2])
        else:
            m.decide(p, "medic_row", acts, (medic_chosen, p))
        return
    acts = [a for u in cand for a in placements(m, p, u)]
    if m.opts.medic_optional:
        acts.append(("none",))
    m.decide(p, "medic", acts, (medic_chosen, p))


def medic_chosen(m: "GwentMatch", action: tuple, p: int) -> None:
    """Resume of a medic: the chosen unit is played (its abilities resolve too)."""
    if action[0] == "none":
        return
    side = m.team_of[p]
    m.emit("revive", ALL, player=p, card=m.card_def[action[1]].id, uid=action[1])
    play_unit(m, p, action[1], action[3] if action[0] == "spy" else side, action[2])


# ----------------------------------------------------------------------------------------------- decoy, weather


def play_decoy(m: "GwentMatch", p: int, uid: int, target: int) -> None:
    """Decoy: swaps with a non-hero unit of the own side, which returns to hand (rules/gwent.md §1.4; ruling 4: a
    teammate's unit goes back to the player who played it, under ``decoy_returns_to``)."""
    z = m.card_zone[target]
    row = m.zones[z]
    idx = row.index(target)
    owner = m.card_owner[target]
    back_to = p
    if m.opts.decoy_returns_to == "player_who_played" and m.team_of[owner] == m.team_of[p]:
        back_to = owner  # outside 2 vs 2 the owner of a unit on the own side is the player (or an enemy spy's)
    m.move(target, m.zhand[back_to])
    m.card_owner[target] = back_to
    m.move(uid, z, idx)
    m.dirty = 1
    m.emit("decoy", ALL, player=p, card=m.card_def[target].id, uid=target, to=back_to)
    if m.opts.avenger_on_decoy:
        fire(m, "leaves_board", target, m.zone_side[z])


def decoy_targets(m: "GwentMatch", side: int) -> list:
    """Units a decoy may take back: non-hero, non-token units of the own side."""
    zones = m.zones
    defs = m.card_def
    out = []
    for z in m.zrow[side]:
        for u in zones[z]:
            d = defs[u]
            if d.is_unit and not d.hero and not d.is_token:
                out.append(u)
    return out


def play_weather(m: "GwentMatch", p: int, uid: int) -> None:
    """Weather and Clear Weather (rules/gwent.md §1.3); a second copy of an active card is discarded."""
    d = m.card_def[uid]
    wz = m.zones[m.zweather]
    m.emit("weather", ALL, player=p, card=d.id, uid=uid)
    if d.clear:
        clear_weather(m)
        m.to_discard(uid)
        return
    if any(m.card_def[u].name == d.name for u in wz):
        m.to_discard(uid)
        return
    m.move(uid, m.zweather)
    m.weather_mask |= d.weather_mask
    m.dirty = 1


def clear_weather(m: "GwentMatch") -> None:
    """Every weather card goes to its discard pile; no row is under weather."""
    for u in list(m.zones[m.zweather]):
        m.to_discard(u)
    m.weather_mask = 0
    m.dirty = 1
    m.emit("clear_weather", ALL)


# ----------------------------------------------------------------------------------------------- mardroeme


def row_has_mardroeme(m: "GwentMatch", side: int, row: int) -> bool:
    """A Mardroeme card in the row's special slot, or a Mardroeme unit in the row."""
    slot = m.zones[m.zspec[side][row]]
    if slot and m.card_def[slot[0]].special == "mardroeme":
        return True
    return any(m.card_def[u].mardroeme for u in m.zones[m.zrow[side][row]])


def transform_row(m: "GwentMatch", side: int, row: int) -> None:
    """Berserkers in a row with Mardroeme become their side-deck token (rules/gwent.md §1.4)."""
    z = m.zrow[side][row]
    for u in list(m.zones[z]):
        d = m.card_def[u]
        if not d.berserker:
            continue
        owner = m.card_owner[u]
        token = next((t for t in m.zones[m.zside[owner]] if m.card_def[t].name == d.berserker), -1)
        if token < 0:
            continue
        idx = m.zones[z].index(u)
        m.move(u, m.discard_of(u))
        m.move(token, z, idx)
        m.card_owner[token] = owner
        m.dirty = 1
        m.emit("transform", ALL, card=d.id, uid=u, into=m.card_def[token].id, token=token)


# ----------------------------------------------------------------------------------------------- destruction


def destroy(m: "GwentMatch", uids: list, cause: str = "") -> None:
    """Destroy units: to the discard pile (tokens to the side deck); each leaves the board (an avenger's token
    comes, timing ``leaves_board``). ``cause`` names
    what destroyed them in the log (e.g. "the automaton's Scorch")."""
    for u in uids:
        z = m.card_zone[u]
        side = m.zone_side[z]
        m.emit("destroy", ALL, card=m.card_def[u].id, uid=u, side=side, cause=cause)
        m.to_discard(u)
        fire(m, "leaves_board", u, side)
    m.dirty = 1


def avenge(m: "GwentMatch", uid: int, side: int, name: str) -> None:
    """Avenger: its token (the card named ``name``) from the owner's side deck takes the first row of its kind on
    ``side``."""
    owner = m.card_owner[uid]
    token = next((t for t in m.zones[m.zside[owner]] if m.card_def[t].name == name), -1)
    if token >= 0:
        place(m, token, side, m.card_def[token].rows[0])


def board_scorch(m: "GwentMatch", p: int, exclude: int) -> None:
    """Scorch: every non-hero unit tied for the highest strength on the board dies (rules/gwent.md §1.4).
    ``exclude`` is the scorching unit itself (Clan Dimun Pirate) or -1."""
    every = []
    for s in range(m.n_sides):
        every.extend(m.side_units(s))
    destroy(m, m.strongest(every, exclude), scorch_cause(m, p, exclude, "Scorch"))


def scorch_each_enemy_side(m: "GwentMatch", p: int, exclude: int) -> None:
    """Scorch side by side: on each enemy side its own strongest non-hero units die (the automaton's scorch, seed
    004; a unit's scorch in FFA under ``ffa_pirate_per_opponent``)."""
    for s in m.enemy_sides(p):
        destroy(m, m.strongest(m.side_units(s), exclude), scorch_cause(m, p, exclude, "Scorch"))


def row_scorch(m: "GwentMatch", p: int, row: int, threshold: int, source: int = -1) -> None:
    """Row scorch: each opponent's row ``row`` totalling ≥ ``threshold`` loses its strongest non-hero units
    (``source``: the unit whose ability it is, -1 for a leader's)."""
    for s in m.enemy_sides(p):
        if m.row_total(s, row) >= threshold:
            destroy(m, m.strongest(list(m.zones[m.zrow[s][row]])), scorch_cause(m, p, source, "leader's row scorch"))


def scorch_cause(m: "GwentMatch", p: int, source: int, otherwise: str) -> str:
    """Who scorched, for the log: "the automaton's Scorch", "P1's Clan Dimun Pirate"."""
    who = "the automaton" if p == m.bot else f"P{p}"
    return f"{who}'s {m.card_def[source].name if source >= 0 else otherwise}"


def agile_moves(m: "GwentMatch", side: int, dry: bool) -> list:
    """Agile units of ``side`` that would be strictly stronger in their other row, in uid order, each moved there
    (Hope; the automaton's agile rule, rules/gwent.md §4.3). ``dry``: only report whether one exists."""
    moves = []
    zones = m.zones
    defs = m.card_def
    agile = sorted(u for r in (0, 1) for u in zones[m.zrow[side][r]] if defs[u].agile and not defs[u].hero)
    for u in agile:
        r = m.zone_row[m.card_zone[u]]
        before = m.strength(u)
        other = 1 - r
        idx = zones[m.zrow[side][r]].index(u)
        m.move(u, m.zrow[side][other])
        m.dirty = 1
        after = m.strength(u)
        if dry or after <= before:
            m.move(u, m.zrow[side][r], idx)  # back to its exact place: a trial leaves no trace
            m.dirty = 1
        if after > before:
            moves.append(u)
            if dry:
                return moves
            m.emit("agile_move", ALL, uid=u, card=defs[u].id, row=ROWS[other])
    return moves
