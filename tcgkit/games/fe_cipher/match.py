"""The state of a Fire Emblem 0 (Cipher) match: zones, per-card and per-player lists, and small helpers.

The rules live in the concept modules (``turn``, ``bonds``, ``deployment``, ``movement``, ``combat``, ``orbs``,
``skills``); this class holds state only, in slots (DESIGN.md contract 6: ``clone()`` copies a handful of lists).

Zones (rules/fe_cipher.md §1 "Zones"; the official English names, German seed terms in docs/games/fe_cipher.md):

============  ==========  =============================================================================
zone          visibility  what
============  ==========  =============================================================================
deck          secret      ordered, top = last; nobody sees it, the owner included
hand          private     its owner
orbs          secret      the Orb Area: face down, hidden from everybody, the owner included
bonds         public      the Bond Area; a bond may be face down (``face_down``) but was seen when placed
front_line    public      units (top cards of their stacks)
back_line     public      units
stacks        public      the cards beneath units (level up / class change), linked by ``below``
support       public      the Support Area during a combat
retreat       public      the Retreat Area
main_character private   the face-down Main Character before both are flipped at set-up
============  ==========  =============================================================================
"""

from __future__ import annotations

from tcgkit.core import FlowState, Match, Visibility, ZoneSpec
from tcgkit.core.effects import EffectState

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("orbs", Visibility.SECRET, ordered=True),
    ZoneSpec("bonds", Visibility.PUBLIC, ordered=True),
    ZoneSpec("front_line", Visibility.PUBLIC, ordered=True),
    ZoneSpec("back_line", Visibility.PUBLIC, ordered=True),
    ZoneSpec("stacks", Visibility.PUBLIC),
    ZoneSpec("support", Visibility.PUBLIC),
    ZoneSpec("retreat", Visibility.PUBLIC, ordered=True),
    ZoneSpec("main_character", Visibility.PRIVATE),
)
FRONT, BACK = "front_line", "back_line"
LINES = (FRONT, BACK)

NEXT_TURN_BASE = 1000
"""Modifier durations ``NEXT_TURN_BASE + T`` end at the end of turn ``T`` ("until the end of your opponent's next
turn", computed when the modifier is made)."""


class FEMatch(EffectState, FlowState, Match):
    """One match. Per-card lists are indexed by uid; per-player lists by seat.

    Per card: ``tapped`` (0/1), ``class_changed`` (0/1, the unit's top card came by class change), ``below`` (uid of
    the card directly beneath in a stack, -1), ``face_down`` (0/1, a bond flipped face down), ``attacked`` (0/1,
    attacked this turn), ``moved`` (0/1, moved this turn by an action or a skill, not by the forced march: S06-002
    Tsubasa).
    Per player: ``mc`` (uid of the Main Character's top card, -1 before set-up), ``spent`` (cost paid this turn
    against the bond budget), ``paid_count`` (payments this turn, for the ``unit_count`` budget reading).
    Scalars: ``turn_number`` (1 = the first player's first turn), ``first_player``, ``done_step`` (index of the
    repeating step the player has ended, -1 none), the combat (``attacker``, ``defender``, ``critical``,
    ``evaded``, ``atk_support_ok``, ``def_support_ok``, ``destroyed``), ``revealed_top`` (a deck card revealed by a
    skill for the skill's condition, -1), ``copying`` (whether a "copy" modifier may be in force, B01-045),
    ``skill_mods`` (whether a ``gain_skill`` or ``stripped`` modifier may be in force, skills_gained.py),
    ``resolving_skill`` (``(unit, skill index)`` whose effect is resolving now, ``()`` between skills:
    skill_records.py), ``hand_listeners`` (the cards of the match with a skill that triggers from the hand:
    triggers.py; a match without such cards pays nothing for them).
    Once-per-turn and once-per-game marks are in the core's ledger ``used`` (a once-per-game key ``KEY`` of player
    ``p`` is ``(GAME_MARK, p, KEY)``). The zone ids per player are cached in shared tuples ``z_*``.
    """

    __slots__ = (
        "tapped", "class_changed", "below", "face_down", "attacked", "moved",
        "mc", "spent", "paid_count",
        "turn_number", "first_player", "done_step",
        "attacker", "defender", "critical", "evaded", "atk_support_ok", "def_support_ok", "destroyed",
        "revealed_top", "copying", "static_index", "auto_index", "skill_mods", "resolving_skill", "hand_listeners",
        "z_deck", "z_hand", "z_orbs", "z_bonds", "z_front", "z_back", "z_stacks", "z_support", "z_retreat", "z_mc",
        "line_of_zone", "field_zones",
    )
    _LISTS = ("tapped", "class_changed", "below", "face_down", "attacked", "moved", "mc", "spent", "paid_count")
    _DERIVED = ("static_index", "auto_index")
    _SHARED = ("z_deck", "z_hand", "z_orbs", "z_bonds", "z_front", "z_back", "z_stacks", "z_support", "z_retreat",
               "z_mc", "line_of_zone", "field_zones")
    AUTO_SINGLE = True

    def init_state(self, flow) -> None:
        """Empty per-player state and the zone-id caches (call once while building the match)."""
        self.init_effects()
        self.init_flow(flow)
        self.tapped, self.class_changed, self.below, self.face_down, self.attacked = [], [], [], [], []
        self.moved = []
        self.mc, self.spent, self.paid_count = [-1, -1], [0, 0], [0, 0]
        self.turn_number, self.first_player, self.done_step = 0, 0, -1
        self.attacker = self.defender = -1
        self.critical = self.evaded = self.atk_support_ok = self.def_support_ok = self.destroyed = 0
        self.revealed_top = -1
        self.copying = self.skill_mods = False
        self.resolving_skill, self.hand_listeners = (), ()
        self.static_index, self.auto_index = {}, {}
        ids = {name: tuple(self.zone(name, p) for p in range(self.n_players))
               for name in ("deck", "hand", "orbs", "bonds", FRONT, BACK, "stacks", "support", "retreat",
                            "main_character")}
        self.z_deck, self.z_hand, self.z_orbs, self.z_bonds = ids["deck"], ids["hand"], ids["orbs"], ids["bonds"]
        self.z_front, self.z_back, self.z_stacks = ids[FRONT], ids[BACK], ids["stacks"]
        self.z_support, self.z_retreat, self.z_mc = ids["support"], ids["retreat"], ids["main_character"]
        line_of = [""] * len(self.zone_table)
        for z in self.z_front:
            line_of[z] = FRONT
        for z in self.z_back:
            line_of[z] = BACK
        self.line_of_zone = tuple(line_of)
        self.field_zones = frozenset(self.z_front + self.z_back)

    def add_card(self, definition, owner, zone, index=None):
        uid = Match.add_card(self, definition, owner, zone, index)
        self.tapped.append(0)
        self.class_changed.append(0)
        self.below.append(-1)
        self.face_down.append(0)
        self.attacked.append(0)
        self.moved.append(0)
        if definition.hand_autos:
            self.hand_listeners += (uid,)
        return uid

    def on_activate(self, ability, ctx) -> None:
        """A skill's cost is paid and its effect resolves: while it does, ``resolving_skill`` names it (what it
        sends, adds or deploys is known to be by this skill: skill_records.py). FE announces a skill (``skill``)
        before its cost, in skills.py."""
        self.then((end_resolving, self.resolving_skill))
        self.resolving_skill = (ctx.source, ability.index)

    on_resolve = on_activate

    # ------------------------------------------------------------------------------------------ small helpers

    def units(self, p: int) -> list[int]:
        """``p``'s units, Front Line first (uids of the stacks' top cards)."""
        return self.zones[self.z_front[p]] + self.zones[self.z_back[p]]

    def on_field(self, uid: int) -> bool:
        return self.card_zone[uid] in self.field_zones

    def line(self, uid: int) -> str:
        """``"front_line"``, ``"back_line"`` or ``""`` (not a unit)."""
        return self.line_of_zone[self.card_zone[uid]]

    def other(self, p: int) -> int:
        return 1 - p

    def is_mc(self, uid: int) -> bool:
        return self.mc[self.card_owner[uid]] == uid

    def bond_count(self, p: int) -> int:
        return len(self.zones[self.z_bonds[p]])

    def orb_count(self, p: int) -> int:
        return len(self.zones[self.z_orbs[p]])

    def hand_count(self, p: int) -> int:
        return len(self.zones[self.z_hand[p]])

    def stack_of(self, uid: int) -> list[int]:
        """The cards of a unit's stack, top first."""
        out = []
        while uid >= 0:
            out.append(uid)
            uid = self.below[uid]
        return out

    def in_combat(self) -> bool:
        return self.attacker >= 0

    # ------------------------------------------------------------------------------------------ core hooks

    def resolve_trigger(self, trigger):
        """A waiting AUTO skill resolves by the game's rules (``FECipherGame.resolve_auto``, skills.py: the state
        imports no rules)."""
        self.game.resolve_auto(self, trigger)

    def continuous_sources(self):
        """Units on the field whose skills include a CONT part (their own or copied), as ``(uid, uid)``.

        Called by :func:`~tcgkit.core.effects.refresh_continuous` whenever a unit enters, leaves, levels up or
        copies; it also rebuilds the two derived indexes read on the hot path: ``static_index`` (CONT kind →
        ``((source, static), …)``) and ``auto_index`` (the event of an AUTO timing → units with such a skill,
        triggers.py: the rules test it before firing a frequent event). Both are dicts that are replaced whole and never
        mutated, so clones share them (plain dicts: a read-only ``MappingProxyType`` made each ``get``, some 1,500 a
        random game, cost twice as much)."""
        sources, by_kind, by_event = [], {}, {}
        copying = self.copying or self.skill_mods  # a copy, a gained skill or a stripped unit: skill_def reads it
        if copying:  # deferred, and only then: properties reads this state (one direction)
            from tcgkit.games.fe_cipher.properties import skill_def  # properties reads this state: one direction
        defs = self.card_def
        zones = self.zones
        for z in self.z_front + self.z_back:
            for u in zones[z]:
                d = skill_def(self, u) if copying else defs[u]
                if d.conts:
                    sources.append((u, u))
                    for kind, parts in d.conts_by_kind.items():
                        bucket = by_kind.get(kind)
                        if bucket is None:
                            bucket = by_kind[kind] = []
                        for st in parts:
                            bucket.append((u, st))
                for timing in d.auto_timings:
                    bucket = by_event.get(timing.event)
                    if bucket is None:
                        bucket = by_event[timing.event] = []
                    bucket.append(u)
        self.static_index = {k: tuple(v) for k, v in by_kind.items()}
        self.auto_index = {k: tuple(v) for k, v in by_event.items()}
        return sources

    def effect_checkpoint(self) -> bool:
        return self.ended

    def resample_group(self, uid, zone):
        """Hidden cards of one owner trade places (deck, orbs and the opponent's hand come from one known decklist,
        DESIGN.md contract 6), except the face-down Main Character at set-up, which keeps its place."""
        if zone.spec.name == "main_character":
            return ("main_character", self.card_owner[uid])
        return self.card_owner[uid]


def end_resolving(m: FEMatch, before: tuple) -> None:
    """Frame: the skill's effect is over (``resolving_skill`` back to what it was)."""
    m.resolving_skill = before
