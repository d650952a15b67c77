"""The Gundam match: its state (slots), its zones, and :func:`new_match`, the one place a match is built.

State: flat per-card lists (``damage``, ``rested``, ``pilot`` (the Pilot under a Unit), ``host`` (the Unit over a
Pilot), ``entered`` (the turn it was deployed)) and a few ints (``turn_number``, ``first_player``, the attack
``atk``/``atk_unit``/``atk_player``, ``main_ended``: the turn whose main phase was ended). The core mixins add the
effect state (waiting triggers, modifiers with durations, the 【Once per Turn】 ledger, constant effects in force)
and the flow state (the turn table and the current step). Zone ids per player (``z_battle[p]`` …) are shared by
clones. The rules are functions of the match in the modules named after what they do (turn, main, play, battle,
resources, abilities, triggers, management, stats).

A decision with a single legal action is taken at once (it is no choice), except the main-phase decision.
Concede: ``match.apply(("concede", player))`` at any time (rules/gundam.md §1.7), never among the legal actions.

Modes (:mod:`.modes`): the match holds its mode object in ``variant`` (shared; the rules call its named hooks where
a mode decides, e.g. ``m.variant.battle_damage``). A mode with state of its own has a match class of its own:
team battle's :class:`~.team.TeamMatch` (who holds the team's main phase), battle royale's
:class:`~.royale.RoyaleMatch` (turn direction, eliminated players). ``out`` (eliminated players, a bitmask) is 0
here and a slot of battle royale's match.
"""

from __future__ import annotations

from tcgkit.core.effects import EffectState
from tcgkit.core.flow import FlowState
from tcgkit.core.match import Match
from tcgkit.core.memo import IdentityMemo
from tcgkit.core.zones import ALL, Visibility, ZoneSpec

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("resource_deck", Visibility.SECRET, ordered=True),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("battle_area", Visibility.PUBLIC),
    # paired Pilots, each under a Unit of the battle area (kept apart so the battle area lists Units only)
    ZoneSpec("pilots", Visibility.PUBLIC),
    ZoneSpec("shields", Visibility.SECRET, ordered=True),  # top shield = last
    ZoneSpec("base_section", Visibility.PUBLIC),
    ZoneSpec("resource_area", Visibility.PUBLIC),
    ZoneSpec("trash", Visibility.PUBLIC, ordered=True),
    ZoneSpec("removed", Visibility.PUBLIC),  # tokens that left play, spent EX Resources, exiled cards
    ZoneSpec("resolving", Visibility.PUBLIC),  # a Command being played, a destroyed Shield whose Burst is chosen
)
NEUTRAL = frozenset({"pass", "no_block", "decline", "no", "keep"})
"""Action kinds that change nothing: what an eliminated player's leftover decision is answered with (royale.py)."""
_ZONE_SLOTS = {"z_deck": "deck", "z_rdeck": "resource_deck", "z_hand": "hand", "z_battle": "battle_area",
               "z_pilots": "pilots", "z_shields": "shields", "z_base": "base_section", "z_resources": "resource_area",
               "z_trash": "trash", "z_removed": "removed", "z_resolving": "resolving"}


class GundamMatch(EffectState, FlowState, Match):
    """A Gundam match. Build it with ``GundamGame.new_match`` (or a scenario); see the module docstring."""

    __slots__ = ("damage", "rested", "pilot", "host", "entered", "turn_number", "first_player", "atk", "atk_unit",
                 "atk_player", "main_ended", "each_step", "in_play_zone", "variant", "heard",
                 "foes", *_ZONE_SLOTS)
    _LISTS = ("damage", "rested", "pilot", "host", "entered")
    _SHARED = ("each_step", "in_play_zone", "variant", "foes", *_ZONE_SLOTS)
    # flow: fixed by the options (and named by function, not stable across processes); heard: the timings the match's
    # cards have abilities of or set up as delayed triggers (a frozenset of each card's ``listens``, grown by add_card),
    # read by the core's fire to skip a moment no card of the match listens to (EffectState.heard); foes: each
    # player's opponents while nobody is eliminated (from the teams)
    _DERIVED = ("flow", "heard", "foes")
    AUTO_SINGLE = True

    def add_card(self, definition, owner, zone, index=None):
        uid = Match.add_card(self, definition, owner, zone, index)
        listens = definition.listens
        if listens and not self.heard.issuperset(listens):
            self.heard = self.heard | listens
        self.damage.append(0)
        self.rested.append(0)
        self.pilot.append(-1)
        self.host.append(-1)
        self.entered.append(-1)
        return uid

    def add_cards(self, definitions, owner, zone):
        """:meth:`add_card` for each definition, spelt out in bulk (set-up; the same lists grow the same way)."""
        start, n = len(self.card_def), len(definitions)
        heard = self.heard
        for d in definitions:
            listens = d.listens
            if listens and not heard.issuperset(listens):
                heard = heard | listens
        self.heard = heard
        self.card_def.extend(definitions)
        self.card_owner.extend([owner] * n)
        self.card_zone.extend([zone] * n)
        self.revealed.extend([0] * n)
        uids = range(start, start + n)
        self.zones[zone].extend(uids)
        self.damage.extend([0] * n)
        self.rested.extend([0] * n)
        self.pilot.extend([-1] * n)
        self.host.extend([-1] * n)
        self.entered.extend([-1] * n)
        return uids

    #: eliminated players (a bitmask): none outside battle royale (``royale.RoyaleMatch`` makes it a slot)
    out = 0

    def ask(self, player, kind, actions, resume, info=None):
        """A decision (a single legal action is taken at once); rules management (deck-out) first (§1.10 ruling
        4). An eliminated player's leftover decision (battle royale) is answered with a neutral action, or dropped
        with the rest of that effect."""
        if self.each_step:  # check_deck_out spelt out: it runs before every decision
            if self.ended:
                return
            if self.turn_number:
                zones = self.zones
                for z in self.z_deck:
                    if not zones[z]:
                        if self.variant.deck_out(self):
                            return
                        break
        if self.out and self.out >> player & 1:
            actions = [a for a in actions if a[0] in NEUTRAL]
            if not actions:
                return
            player = -1  # nobody chooses: AUTO_SINGLE below takes the neutral action
            actions = actions[:1]
        Match.ask(self, player, kind, actions, resume, info)

    def opponents(self, player: int) -> list[int]:
        """Every player not on ``player``'s team and not eliminated ("enemy", "opponent": rules/gundam.md §1.8)."""
        out = self.out
        if not out:
            return list(self.foes[player])  # precomputed: every main-phase decision asks it
        team_of = self.team_of
        team = team_of[player]
        return [p for p in range(self.n_players) if team_of[p] != team and not out >> p & 1]

    def effect_checkpoint(self) -> bool:
        """Between the parts of an effect: deck-out, under ``deck_out_check="each_step"`` (§1.10 ruling 4)."""
        return self.each_step and check_deck_out(self)

    def on_resolve(self, ability, ctx) -> None:
        """A triggered ability or a played Command resolves (the core's ``resolve_ability``): it is announced, and
        deck-out is checked when its effect is done (§1.7; §1.10 ruling 4)."""
        self.emit("resolve", ALL, player=ctx.controller, uid=ctx.source, card=self.card_def[ctx.source].id,
                  timing=ability.timing)
        self.then((effect_done,))

    def on_activate(self, ability, ctx) -> None:
        """An 【Activate】 ability's cost is paid: it is announced; deck-out is checked when it is done."""
        self.emit("activate", ALL, player=ctx.controller, uid=ctx.source, card=self.card_def[ctx.source].id,
                  ability=ability.index)
        self.then((effect_done,))

    def continuous_sources(self):
        """Units in the battle areas and Bases with constant effects, and paired Pilots with them (for their Unit)."""
        defs = self.card_def
        pilot = self.pilot
        for p in self.seats:
            for u in self.zones[self.z_battle[p]]:
                if defs[u].statics:
                    yield (u, u)
                pl = pilot[u]
                if pl >= 0 and defs[pl].statics:
                    yield (pl, u)
            zb = self.z_base[p]
            if zb in self.z_base[:p]:
                continue  # team battle: a team's one base section, read once (GD02-124 must not count twice)
            for u in self.zones[zb]:  # a Base's constant effects (ST07-015)
                if defs[u].statics:
                    yield (u, u)

    def resample_group(self, uid: int, zone) -> tuple[int, bool]:
        """Resource cards trade places only with resource cards, main-deck cards only with main-deck cards, so a
        determinised match stays a legal position (see ``Match.resample_hidden``)."""
        return (self.card_owner[uid], zone.spec.name == "resource_deck")


def check_deck_out(m: GundamMatch) -> bool:
    """Rules management's deck-out check, which the match runs before each decision and after each effect: a
    player with an empty deck loses (§1.7; §1.10 ruling 4); not before the first turn. What losing means is the
    mode's (``Mode.deck_out``: a side loses; in battle royale the player is out). True if the match ended or a
    player was eliminated (what was resolving stops)."""
    if m.ended:
        return True
    if m.turn_number == 0:
        return False
    zones = m.zones
    for z in m.z_deck:
        if not zones[z]:
            break
    else:
        return False
    return m.variant.deck_out(m)


def effect_done(m: GundamMatch) -> None:
    """Frame after a whole effect: deck-out is checked (with either ``deck_out_check`` ruling)."""
    check_deck_out(m)


_SEATING = IdentityMemo()
"""``(zone ids per slot, in_play_zone, foes)`` by the zone table (its identity): the core lays out one shared zone
table per mode and seating (``core.table.lay_out``), so every match on it has the same."""


def _seating(m: GundamMatch) -> tuple:
    n_players = m.n_players
    slots = {}
    for slot, name in _ZONE_SLOTS.items():
        ids = m.zone_ids(name)
        if len(ids) != n_players:  # a zone of each team (team battle's shield area): each member's is the team's
            ids = tuple(ids[m.team_of[p]] for p in range(n_players))
        slots[slot] = ids
    flags = [False] * len(m.zone_table)
    for p in range(n_players):
        flags[slots["z_battle"][p]] = flags[slots["z_base"][p]] = True
    foes = tuple(tuple(q for q in range(n_players) if m.team_of[q] != m.team_of[p]) for p in range(n_players))
    return slots, tuple(flags), foes


def new_match(game, seed: int, mode, n_players: int, log_events: bool = True) -> GundamMatch:
    """An empty match of ``mode`` (a :class:`~.mode.Mode`) for ``n_players`` seats (zones laid out, no cards, before
    set-up): what both a new game and a scenario start from."""
    m = mode.match_class(game, mode.zones, n_players, seed, teams=mode.teams(n_players), log_events=log_events)
    m.variant = mode
    m.init_effects(game.options.trigger_order)  # the core queue's policy: the Burst ruling (options.py)
    m.init_flow(mode.turn_flow(game.options))
    m.each_step = game.options.deck_out_check == "each_step"  # deck-out between the parts of an effect, §1.10 r. 4
    seating = _SEATING.get(m.zone_table)
    if seating is None:  # the first match on this zone table
        seating = _SEATING.put(m.zone_table, _seating(m))
    for slot, ids in seating[0].items():
        setattr(m, slot, ids)
    m.in_play_zone, m.foes = seating[1], seating[2]
    m.damage, m.rested, m.pilot, m.host, m.entered = [], [], [], [], []
    m.heard = frozenset()
    m.turn_number = 0
    m.active = 0
    m.first_player = 0
    m.atk = m.atk_unit = m.atk_player = -1
    m.main_ended = 0
    mode.init_state(m)
    return m
