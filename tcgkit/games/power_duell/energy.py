"""The energy account (Energiepunkte-Konto), costs, and the sacrifice phase (Opfer-Phase).

rules/power_duell.md §5: the account pays attack costs and gravitation ACT; each readiness phase it is set to the
guardian god's GEP (``energy_income: set``; ``add`` keeps unspent points). Activation and attack costs may only be
paid if the account covers them (:func:`pay`); only the second payment of a failed face-down attack and a
gravitation card's ACT may go past 0, each missing point becoming ``shortfall_damage_per_point`` (10) damage points
and the account ending at 0 (:func:`pay_or_take_damage`, seed 003 Schadensberechnung).

The sacrifice phase (§4.3, §10.3): the turn player moves any number of own cards from the hand (with
``sacrifice_from_field`` also from the field) to field J; a monster adds its A&O to the account, an energy card its
OPF. Gravitation cards and the guardian god can never be sacrificed.
"""

from __future__ import annotations

from tcgkit.core.effects import fire
from tcgkit.games.power_duell.carddef import ENERGY, GRAVITATION
from tcgkit.games.power_duell.field import leave_field
from tcgkit.games.power_duell.losing import add_damage
from tcgkit.games.power_duell.match import PowerDuellMatch, emit_all, god_of


def gep(m: PowerDuellMatch, p: int) -> int:
    """The GEP of the guardian god on player ``p``'s field A (0 before the start phase)."""
    g = god_of(m, p)
    return m.card_def[g].gep if g >= 0 else 0


def income(m: PowerDuellMatch, p: int) -> None:
    """The readiness phase fills the account from the god's GEP (§5, §10.2)."""
    g = gep(m, p)
    if m.game.options.energy_income == "add":
        m.account[p] += g
    else:
        m.account[p] = g
    emit_all(m, "account", player=p, account=m.account[p], gep=g)


def gain_energy(m: PowerDuellMatch, p: int, n: int) -> None:
    """An effect or a sacrifice adds ``n`` energy points to ``p``'s account."""
    m.account[p] += n
    emit_all(m, "gain_energy", player=p, amount=n, account=m.account[p])


def pay(m: PowerDuellMatch, p: int, n: int, why: str, uid: int = -1) -> None:
    """Pay ``n`` energy points the account covers (callers offer only what it covers); ``uid``: the card it pays for
    (-1: told without one, e.g. a monster activated face down), named in the ``pay`` event."""
    if n <= 0:
        return
    if m.account[p] < n:  # pragma: no cover - a rules bug: legal actions never ask this
        raise AssertionError(f"player {p} cannot pay {n} with {m.account[p]} energy points")
    m.account[p] -= n
    emit_all(m, "pay", player=p, amount=n, account=m.account[p], why=why, uid=uid)


def pay_or_take_damage(m: PowerDuellMatch, p: int, n: int, why: str, uid: int = -1) -> None:
    """Pay ``n`` energy points; what the account lacks becomes damage points (×10 each) and the account 0.

    Seed 003: "Sollte dabei ein negativer Energiepunkte-Wert entstehen, wird dieser mit dem Faktor -10 multipliziert
    und als Direkt-Schaden den eigenen Schadenspunkten hinzugefügt. Das Energiepunkte-Konto wird auf Null gesetzt."
    """
    if n <= 0:
        return
    left = m.account[p] - n
    m.account[p] = left if left > 0 else 0
    emit_all(m, "pay", player=p, amount=n, account=m.account[p], why=why, uid=uid)
    if left < 0:
        add_damage(m, p, -left * m.game.options.shortfall_damage_per_point, "shortfall")


# ------------------------------------------------------------------------------------------- the sacrifice phase


def sacrifice_value(card) -> int:
    """What sacrificing the card adds to the account: a monster's A&O, an energy card's OPF (§1.2 [A], §1.3)."""
    return card.opf if card.type == ENERGY else card.ao


def can_sacrifice(card) -> bool:
    """Every own monster or energy card except gravitation (1.2.3) and the guardian god."""
    return card.subtype != GRAVITATION and card.type != "guardian_god"


def offer_sacrifice(m: PowerDuellMatch) -> None:
    """The turn player sacrifices one card at a time, or ends the sacrifice phase."""
    p = m.active
    defs = m.card_def
    acts = [("sacrifice", u) for u in m.zones[m.Z.hand[p]] if can_sacrifice(defs[u])]
    if m.game.options.sacrifice_from_field:
        Z = m.Z
        for z in (Z.monster_field[p], Z.shield_field[p], Z.face_down[p], Z.energy_field[p], Z.equipment_field[p]):
            acts += [("sacrifice", u) for u in m.zones[z] if can_sacrifice(defs[u])]
    acts.append(("end_phase",))
    m.decide(p, "sacrifice", acts, (sacrifice_chosen,))


def sacrifice_chosen(m: PowerDuellMatch, action: tuple) -> None:
    """Resume of the sacrifice decision: the card goes to field J and its value into the account; an energy card
    sacrificed triggers ``sacrifice_energy`` (e.g. Feuerwächter Aramor's special effect), a monster
    ``sacrifice_monster``."""
    if action[0] == "end_phase":
        m.done_step = m.step_i
        return
    p = m.active
    u = action[1]
    card = m.card_def[u]
    if m.place[u] >= 0 or m.card_zone[u] in (m.Z.energy_field[p], m.Z.equipment_field[p]):
        leave_field(m, u, m.Z.sacrifice_field[m.card_owner[u]])
    else:
        m.move(u, m.Z.sacrifice_field[m.card_owner[u]])
    value = sacrifice_value(card)
    emit_all(m, "sacrifice", player=p, uid=u, value=value)
    if value:
        gain_energy(m, p, value)
    fire(m, "sacrifice_energy" if card.type == ENERGY else "sacrifice_monster", p, u)
