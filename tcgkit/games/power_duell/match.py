"""The Power Duell match: its zones (fields A–J), its state in slots, and small helpers every rule uses.

Fields per player (rules/power_duell.md §2, §10.7), with the zone names used in code and scenarios:

====  =====================  ===========================================================  ==========
field zone                   what                                                         visibility
====  =====================  ===========================================================  ==========
A     ``guardian``           the guardian god (Schutzgottkarte)                           public
B     ``monster_deck``       the monster deck                                             secret
C     ``shield_field``       face-up shield monsters on C.1–C.3                           public
D     ``monster_field``      face-up monsters on D.1–D.3                                  public
—     ``face_down``          face-down monsters on C or D (the place is public)           owner
E     ``monster_graveyard``  the monster graveyard (Monsterkarten-Friedhof)               public
F     ``energy_deck``        the energy deck                                              secret
G     ``energy_field``       normal, timed, lasting and (resolving) gravitation cards     public
H     ``equipment_field``    equipment and summoning cards, each linked to a monster      public
I     ``energy_graveyard``   the energy graveyard (Energiekarten-Friedhof)                public
J     ``sacrifice_field``    sacrificed cards (Karten-Opferfeld)                          public
—     ``hand``               the hand (monster and energy cards)                          owner
—     ``reserve``            the guardian god before the start phase                      owner
====  =====================  ===========================================================  ==========

A monster on the field has a *place*: 0–2 for D.1–D.3, 3–5 for C.1–C.3; ``board[6 * p + place]`` is the monster on
player ``p``'s place (-1: empty). A face-down monster lies in the owner-only zone ``face_down`` at its public place,
so its identity is hidden structurally (and redealt by determinisation, see :meth:`hidden_plan`).
"""

from __future__ import annotations

from typing import Any

from tcgkit.core import ALL, FlowState, Match, Visibility, ZoneSpec
from tcgkit.core.determinize import Plan
from tcgkit.core.effects import EffectState, has_modifier, run_effect

ZONES = (
    ZoneSpec("guardian", Visibility.PUBLIC),
    ZoneSpec("monster_deck", Visibility.SECRET, ordered=True),
    ZoneSpec("shield_field", Visibility.PUBLIC),
    ZoneSpec("monster_field", Visibility.PUBLIC),
    ZoneSpec("face_down", Visibility.PRIVATE),
    ZoneSpec("monster_graveyard", Visibility.PUBLIC, ordered=True),
    ZoneSpec("energy_deck", Visibility.SECRET, ordered=True),
    ZoneSpec("energy_field", Visibility.PUBLIC),
    ZoneSpec("equipment_field", Visibility.PUBLIC),
    ZoneSpec("energy_graveyard", Visibility.PUBLIC, ordered=True),
    ZoneSpec("sacrifice_field", Visibility.PUBLIC, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("reserve", Visibility.PRIVATE),
)

FIELD_LETTERS = {"guardian": "A", "monster_deck": "B", "shield_field": "C", "monster_field": "D",
                 "monster_graveyard": "E", "energy_deck": "F", "energy_field": "G", "equipment_field": "H",
                 "energy_graveyard": "I", "sacrifice_field": "J"}
"""Zone name → the seed's field letter (rules/power_duell.md §2)."""

PLACES = 6
PLACE_NAMES = ("D.1", "D.2", "D.3", "C.1", "C.2", "C.3")
"""Place index → its name: 0–2 the monster field D, 3–5 the shield field C (C.n stands in front of D.n)."""
PLACE_INDEX = {name: k for k, name in enumerate(PLACE_NAMES)}


class ZoneIds:
    """Each zone's id per player, e.g. ``Z.hand[p]`` (the layout is the same for every two-player match)."""

    __slots__ = tuple(s.name for s in ZONES) + ("owner",)

    def __init__(self, m: Match) -> None:
        for spec in ZONES:
            setattr(self, spec.name, (m.zone(spec.name, 0), m.zone(spec.name, 1)))
        self.owner = tuple(z.owner for z in m.zone_table)


class PowerDuellMatch(EffectState, FlowState, Match):
    """State of one match. Per card (lists indexed by uid): ``place`` (-1 off the field), ``lp_damage`` and
    ``dp_damage`` (what a monster has lost), ``attacks_made`` (this battle phase), ``link`` (the monster an energy
    card is linked to, -1), ``counter`` (an energy card's expiry counter, -1 for ∞). Per player: ``account`` (the
    energy account), ``damage`` (damage points), ``board`` (six places each), ``first_turn_done``,
    ``monsters_activated`` (this turn). The turn: ``turn_number``, ``start_turn`` (this turn contained the start
    phase: no battle phase), ``done_step`` (the step its player ended), ``attack`` (the attack in progress:
    ``(attacker, target, paid, forced)``, target -1 for a direct attack, ``paid`` the energy points paid for it,
    ``forced`` whether the target was face down; ``()`` outside an attack), ``lp_check`` (look for monsters at 0 LP:
    an LP effect is or was in force)."""

    __slots__ = ("Z", "zone_owner", "place", "lp_damage", "dp_damage", "attacks_made", "link", "counter", "account",
                 "damage", "board", "first_turn_done", "monsters_activated", "turn_number", "start_turn",
                 "done_step", "attack", "lp_check")
    _LISTS = ("place", "lp_damage", "dp_damage", "attacks_made", "link", "counter", "account", "damage", "board",
              "first_turn_done", "monsters_activated")
    _SHARED = ("Z", "zone_owner")
    AUTO_SINGLE = True  # a choice of one (one target, one waiting trigger) is no choice

    def add_card(self, definition: Any, owner: int, zone: int, index: int | None = None) -> int:
        uid = Match.add_card(self, definition, owner, zone, index)
        self.place.append(-1)
        self.lp_damage.append(0)
        self.dp_damage.append(0)
        self.attacks_made.append(0)
        self.link.append(-1)
        self.counter.append(-1)
        return uid

    # -- the effect machinery's hooks (tcgkit.core.effects)

    def resolve_trigger(self, t: tuple) -> None:
        """A waiting trigger resolves (:mod:`.triggers`): if its condition holds, the "resolve" event, then its effect
        for its controller with the card as "this" (its once-per-turn mark was made when it triggered)."""
        _batch, _prio, p, source, key, ctx = t
        ability = self.card_def[source].abilities[key]
        if ability.cond is not None and not ability.cond.holds(self, ctx):
            return
        emit_all(self, "resolve", player=p, uid=source, rank=self.card_def[source].rank)
        run_effect(self, ability.body, ctx)

    def continuous_sources(self):
        return continuous_sources(self)

    def effect_checkpoint(self) -> bool:
        return self.ended

    # -- determinisation: per-card state of a face-down monster belongs to its place, not its identity

    def hidden_plan(self, player: int) -> Plan:
        """Determinisation by identities (see :mod:`tcgkit.core.determinize`): every card ``player`` cannot see
        keeps its uid, its place and its state (a face-down monster's place, links, damage and modifiers belong to
        the place, and the actions that name it stay as they are), and the *definitions* are redealt among the
        hidden cards of the same owner and type, so a face-down monster on C stays a shield monster, one on D a
        monster, and energy cards stay energy cards."""
        defs = self.card_def
        groups: dict[tuple, list[int]] = {}
        for u in range(len(defs)):
            if not self.sees(player, u):
                groups.setdefault((self.card_owner[u], defs[u].type), []).append(u)
        return Plan(identity_groups=[(uids, tuple(sorted((defs[u] for u in uids), key=lambda d: d.id)))
                                     for uids in groups.values()])


# ---------------------------------------------------------------------------------------------------- helpers


def controller(m: PowerDuellMatch, uid: int) -> int:
    """The player on whose side the card lies (a swapped guardian god is controlled by its new side)."""
    return m.zone_owner[m.card_zone[uid]]


def opponent(p: int) -> int:
    return 1 - p


def face_down(m: PowerDuellMatch, uid: int) -> bool:
    """Whether a monster lies face down on the field."""
    z = m.card_zone[uid]
    return z == m.Z.face_down[0] or z == m.Z.face_down[1]


def monsters(m: PowerDuellMatch, p: int) -> list[int]:
    """Player ``p``'s monsters on the field, in place order (D.1–D.3, then C.1–C.3)."""
    return [u for u in m.board[6 * p:6 * p + 6] if u >= 0]


def has_monster(m: PowerDuellMatch, p: int) -> bool:
    for u in m.board[6 * p:6 * p + 6]:
        if u >= 0:
            return True
    return False


def god_of(m: PowerDuellMatch, p: int) -> int:
    """The guardian god on player ``p``'s field A, -1 if none (before the start phase)."""
    a = m.zones[m.Z.guardian[p]]
    return a[0] if a else -1


def voided(m: PowerDuellMatch, god: int) -> bool:
    """Whether a guardian god's effect and special effect are void (a gravitation card, e.g. Planetenwende)."""
    return has_modifier(m, god, "void")


def continuous_sources(m: PowerDuellMatch):
    """Every ``(source, host)`` whose continuous effects are in force: the guardian gods (unless void), face-up
    monsters, and energy cards on G and H (a card whose effects are ``to: linked`` speaks for its linked monster
    while that monster is on the field)."""
    Z = m.Z
    defs = m.card_def
    for p in (0, 1):
        g = god_of(m, p)
        if g >= 0 and defs[g].statics_by_kind and not voided(m, g):
            yield (g, g)
    for p in (0, 1):
        for z in (Z.monster_field[p], Z.shield_field[p]):
            for u in m.zones[z]:
                if defs[u].statics_by_kind:
                    yield (u, u)
    for p in (0, 1):
        for z in (Z.energy_field[p], Z.equipment_field[p]):
            for u in m.zones[z]:
                d = defs[u]
                if not d.statics_by_kind:
                    continue
                if d.linked:
                    t = m.link[u]
                    if t >= 0 and m.place[t] >= 0:
                        yield (u, t)
                else:
                    yield (u, u)


def emit_all(m: PowerDuellMatch, kind: str, **data: Any) -> None:
    """A public event (nothing without an event log: a rollout's match keeps none, and passing the data on costs a
    third of a µs; a random playout emits about 270)."""
    if m.log is not None:
        m.emit(kind, ALL, **data)


def emit_about(m: PowerDuellMatch, kind: str, uid: int, **data: Any) -> None:
    """An event about a monster: public, or — while it lies face down — a secret pair whose public half gives its
    place instead of the card."""
    if face_down(m, uid):
        p = m.zone_owner[m.card_zone[uid]]
        where = f"{PLACE_NAMES[m.place[uid]]} of player {p}"
        m.emit_secret(1 << p, kind, {**data, "place": where}, {**data, "place": where, "uid": uid})
    else:
        m.emit(kind, ALL, uid=uid, **data)
