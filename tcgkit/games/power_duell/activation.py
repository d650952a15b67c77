"""The activation phase (Aktivierungsphase): monsters and energy cards from the hand onto the fields.

rules/power_duell.md §4.4, §10.4–8, §1.3:

* a **monster** goes on a free place of D (a shield monster on C), face up (``("activate", card, place)``) or face
  down (``("set", card, place)``), paying its A&O (face down too, ruling ``face_down_pays_activation``);
* a **normal, timed or lasting** energy card goes on G for free (``("play", card)``), its expiry counter set from its
  PHA, and its activation effect resolves;
* an **equipment** card goes on H linked to a monster (``("equip", card, monster)``);
* a **summoning** card goes on H and summons a monster from the hand or the monster graveyard, linked to it
  (``("summon", card, monster, place)``);
* a **gravitation** card pays its ACT (what the account lacks: 10 damage points a point), resolves on G, and is then
  shuffled into its owner's energy deck (``("play", card)``, 1.2.3);
* a **hand-effect** card whose timing is the activation phase resolves and goes to I (``("play", card)``);
* a face-down own monster may be turned face up for free (``("flip", card)``, ruling ``owner_flip``).
"""

from __future__ import annotations

from tcgkit.core.effects import Ctx, use_ability
from tcgkit.games.power_duell.carddef import (
    EQUIPMENT, GRAVITATION, HAND_EFFECT, NORMAL, ON_ENERGY_FIELD, SUMMONING, TIMED,
)
from tcgkit.games.power_duell.energy import pay, pay_or_take_damage
from tcgkit.games.power_duell.field import place_monster, places_for, turn_face_up
from tcgkit.games.power_duell.match import PowerDuellMatch, emit_all
from tcgkit.games.power_duell.ranks import refresh
from tcgkit.games.power_duell.triggers import ACTIVATED, ACTIVATION_PHASE, SUMMONED


def summon_args(card) -> tuple:
    """A summoning card's summon as the card states it: ``(source, discount)`` (source ``hand``, ``graveyard`` or
    ``either``), the arguments of its ``SUMMONED`` ability's ``summon`` primitive."""
    return card.abilities.at(SUMMONED)[0].effect.args


def summon_cost(m: PowerDuellMatch, card, monster: int) -> int:
    """What a summoning card's summon of ``monster`` costs: its A&O less the card's discount (never below 0); a
    reviving summon from field E with ``reviving_summon_cost: free`` costs nothing (§10.16)."""
    discount = summon_args(card)[1]
    if m.card_zone[monster] in m.Z.monster_graveyard and m.game.options.reviving_summon_cost == "free":
        return 0
    return max(0, m.card_def[monster].ao - discount)


def summon_candidates(m: PowerDuellMatch, p: int, card) -> list[int]:
    """The monsters a summoning card may summon: from the hand (``from: hand``), from the own monster graveyard
    (``from: graveyard``, a reviving summon) or either."""
    source = summon_args(card)[0]
    zones = []
    if source in ("hand", "either"):
        zones.append(m.Z.hand[p])
    if source in ("graveyard", "either"):
        zones.append(m.Z.monster_graveyard[p])
    defs = m.card_def
    return [u for z in zones for u in m.zones[z] if defs[u].is_monster]


def face_up_monsters(m: PowerDuellMatch, p: int, both_sides: bool) -> list[int]:
    """Face-up monsters of player ``p`` (and of the opponent): what an equipment card may be linked to (a link
    names the monster, so a face-down one is never chosen)."""
    Z = m.Z
    sides = (p, 1 - p) if both_sides else (p,)
    return [u for q in sides for z in (Z.monster_field[q], Z.shield_field[q]) for u in m.zones[z]]


def room(m: PowerDuellMatch, zone: int) -> bool:
    """Whether field G (or H) has room (``energy_field_limit``, 0: unlimited)."""
    limit = m.game.options.energy_field_limit
    return not limit or len(m.zones[zone]) < limit


def activation_actions(m: PowerDuellMatch) -> list[tuple]:
    """Every activation the turn player may make now."""
    p = m.active
    opts = m.game.options
    acc = m.account[p]
    defs = m.card_def
    Z = m.Z
    acts: list[tuple] = []
    may_activate_monster = not opts.monsters_per_turn or m.monsters_activated[p] < opts.monsters_per_turn
    g_room = room(m, Z.energy_field[p])
    h_room = room(m, Z.equipment_field[p])
    own = None
    for u in m.zones[Z.hand[p]]:
        d = defs[u]
        if d.is_monster:
            if not may_activate_monster:
                continue
            free = places_for(m, p, d)
            if d.ao <= acc:
                acts += [("activate", u, k) for k in free]
            if d.ao <= acc or not opts.face_down_pays_activation:
                acts += [("set", u, k) for k in free]
            continue
        sub = d.subtype
        if sub in ON_ENERGY_FIELD:
            if g_room:
                acts.append(("play", u))
        elif sub == EQUIPMENT:
            if h_room:
                if own is None:
                    own = face_up_monsters(m, p, opts.equipment_targets == "any")
                acts += [("equip", u, t) for t in own]
        elif sub == SUMMONING:
            if h_room and may_activate_monster:
                for t in summon_candidates(m, p, d):
                    if summon_cost(m, d, t) <= acc:
                        acts += [("summon", u, t, k) for k in places_for(m, p, defs[t])]
        elif sub == HAND_EFFECT and d.abilities.at(ACTIVATION_PHASE):
            acts.append(("play", u))
    if opts.owner_flip == "free":
        acts += [("flip", u) for u in m.zones[Z.face_down[p]]]
    return acts


def offer_activation(m: PowerDuellMatch) -> None:
    """The turn player activates a card, or ends the activation phase."""
    acts = activation_actions(m)
    acts.append(("end_phase",))
    m.decide(m.active, "activation", acts, (activation_chosen,))


def activation_chosen(m: PowerDuellMatch, action: tuple) -> None:
    """Resume of the activation decision (see the module docstring for each action)."""
    kind = action[0]
    p = m.active
    if kind == "end_phase":
        m.done_step = m.step_i
    elif kind == "activate" or kind == "set":
        u = action[1]
        if kind == "activate" or m.game.options.face_down_pays_activation:
            pay(m, p, m.card_def[u].ao, "activation", u if kind == "activate" else -1)  # face down: not named
        m.monsters_activated[p] += 1
        place_monster(m, u, p, action[2], kind == "activate")
    elif kind == "flip":
        turn_face_up(m, action[1])
        emit_all(m, "flip", player=p, uid=action[1])
    elif kind == "equip":
        u, t = action[1], action[2]
        m.move(u, m.Z.equipment_field[p])
        m.link[u] = t
        emit_all(m, "equip", player=p, uid=u, monster=t)
        refresh(m)
    elif kind == "summon":
        u = action[1]
        m.move(u, m.Z.equipment_field[p])
        m.monsters_activated[p] += 1
        emit_all(m, "summoning", player=p, uid=u)
        m.then((use_ability, m.card_def[u].abilities.at(SUMMONED)[0], Ctx(p, u, u, action[2], action[3])))
    else:
        play_energy(m, p, action[1])


def play_energy(m: PowerDuellMatch, p: int, u: int) -> None:
    """A normal, timed, lasting, gravitation or hand-effect card from the hand."""
    card = m.card_def[u]
    ctx = Ctx(p, u, u)
    if card.subtype == HAND_EFFECT:
        m.move(u, m.Z.energy_graveyard[m.card_owner[u]])
        emit_all(m, "hand_effect", player=p, uid=u)
        m.then((use_ability, card.abilities.at(ACTIVATION_PHASE)[0], ctx))
        return
    if card.subtype == GRAVITATION:
        # told by id, not uid: the card is public only while it resolves, then hidden in the deck again
        emit_all(m, "gravitation", player=p, card=card.id, name=card.name, act=card.act)
        m.move(u, m.Z.energy_field[p])
        pay_or_take_damage(m, p, card.act, "gravitation")
        m.then(*[(use_ability, a, ctx) for a in card.abilities.at(ACTIVATED)], (gravitation_resolved, u))
        return
    m.move(u, m.Z.energy_field[p])
    m.counter[u] = 0 if card.subtype == NORMAL else card.pha if card.subtype == TIMED else -1
    emit_all(m, "play", player=p, uid=u)
    refresh(m)
    for a in card.abilities.at(ACTIVATED):
        m.then((use_ability, a, ctx))


def gravitation_resolved(m: PowerDuellMatch, u: int) -> None:
    """Frame: a resolved gravitation card is shuffled into its owner's energy deck (or goes to I, by ruling)."""
    owner = m.card_owner[u]
    card = m.card_def[u]
    if m.game.options.gravitation_returns == "shuffle":
        m.move(u, m.Z.energy_deck[owner])
        m.shuffle_zone(m.Z.energy_deck[owner])
        emit_all(m, "gravitation_returns", player=owner, card=card.id, name=card.name)
    else:
        m.move(u, m.Z.energy_graveyard[owner])
        emit_all(m, "gravitation_spent", player=owner, uid=u)
    refresh(m)

