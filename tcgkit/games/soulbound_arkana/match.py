"""The match state of Soulbound Ærkana: zones, slots, and the few helpers every rule needs.

Zones per player (rules §10.11): ``deck`` (Vorrat, secret), ``special_deck`` (besonderer Vorrat, the owner's),
``hand``, ``beings`` (the being zones; face-down beings are the owner's only, face-up ones are revealed to everybody),
``spells`` (the arcanum/seal zones; set cards are the owner's only), ``field_arcanum``, ``landmark``, ``flow`` (Fluss,
public) and ``exile`` (Exil: face up, except the cards of a player who is out that nobody else had seen, which leave
the game unseen); and one shared public zone ``materials``: overlay materials, each lying under its being.

Per-card state lives in a flat list indexed by uid (:attr:`pos`); short lists hold what few cards have (:attr:`fresh`,
:attr:`attacked`, :attr:`changed`, :attr:`attached`); per
player in :attr:`bp` and :attr:`sp`; the response stack in :attr:`chain`; Fesselrune-like locks in :attr:`locks`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tcgkit.core import ALL, FlowState, Match, Visibility, ZoneSpec
from tcgkit.core.determinize import Plan
from tcgkit.core.effects import EffectState
from tcgkit.games.soulbound_arkana.carddef import ARCANUM, BEING, FACE_DOWN, IN_FORCE, SEAL, SPECIAL_TYPES

ZONES = (
    ZoneSpec("deck", Visibility.SECRET, ordered=True),
    ZoneSpec("special_deck", Visibility.PRIVATE),
    ZoneSpec("hand", Visibility.PRIVATE),
    ZoneSpec("beings", Visibility.PRIVATE),
    ZoneSpec("spells", Visibility.PRIVATE),
    ZoneSpec("field_arcanum", Visibility.PUBLIC),
    ZoneSpec("landmark", Visibility.PUBLIC),
    ZoneSpec("materials", Visibility.PUBLIC, scope="shared"),
    ZoneSpec("flow", Visibility.PUBLIC, ordered=True),
    ZoneSpec("exile", Visibility.PRIVATE),  # per-card reveals: a card exiled by an effect is revealed
)

START_BP, START_SP, START_HAND, HAND_LIMIT = 8000, 10, 5, 7
"""Seed 002: 8000 bond points (Allgemeine Regeln 4), 10 soul points (11), five cards (6), hand limit seven
(Sonderregeln)."""



@dataclass(frozen=True, slots=True)
class ZoneIds:
    """Zone ids by player, per zone kind (fixed for a match; shared by clones)."""

    deck: tuple
    special_deck: tuple
    hand: tuple
    beings: tuple
    spells: tuple
    field_arcanum: tuple
    landmark: tuple
    materials: tuple
    flow: tuple
    exile: tuple

    @classmethod
    def of(cls, m: Match) -> "ZoneIds":
        return cls(*(m.zone_ids(spec.name) for spec in ZONES))


class SoulboundMatch(EffectState, FlowState, Match):
    """One match of Soulbound Ærkana (any mode; the mode's flow and rules management come from :attr:`mode`).

    Slots (beyond the core's):
        pos: per card, the position (:data:`~.carddef.STRENGTH` … for beings, ``IN_FORCE``/``RESOLVING``/``SET`` for
            arcana and seals).
        fresh: the cards that entered play (bound, set, played) this turn: they cannot attack, change mode, be
            tributed or (seals) be activated yet.
        attacked, changed: the beings that declared an attack / changed their mode this turn, once per time.
        attached: ``(material, overlay)`` pairs: which overlay being each material lies under.
        bp, sp: bond points and soul points per player.
        locks: ``(source, target)`` pairs: the target cannot attack or change mode while the source stays.
        chain: the response stack (see :mod:`.responses`), oldest first.
        turn_number: 1 for the first turn of the match, +1 per turn of any player.
        bindings_left: normal bindings the turn player may still make this turn.
        cards_played: cards played from the hand this turn (option ``strict_one_card_per_turn``).
        prep_done, bind_done, turn_done: where the turn player stands in the turn.
        out: bitmask of the players who left the game (multiplayer).
        mode: the :class:`~.modes.Mode` (shared); opts: the rule options as a plain record
            (:meth:`~tcgkit.core.game.RuleOptions.plain`, shared); zid: :class:`ZoneIds`.
        ability_spots: per player, the ``(zone, window)`` pairs where that player's cards have activated abilities
            (fixed once the cards are in: a player's set of cards never changes, and a determinisation redeals
            definitions among a player's own cards), so most decisions skip the scan.
        flow_actors: the uids, in order, whose definitions have an activated ability that works from the flow: the
            cards :func:`~.abilities.ability_options` looks for there instead of reading the whole flow (derived
            from the definitions, so found again after a determinisation redeals them).
        opponent_order: per player, the opponents in turn order after them (fixed by the seating).
    """

    __slots__ = ("pos", "fresh", "attacked", "changed", "attached", "bp", "sp", "locks", "chain", "turn_number",
                 "bindings_left", "cards_played", "prep_done", "bind_done", "turn_done", "out", "mode", "opts", "zid",
                 "ability_spots", "opponent_order", "flow_actors")
    _LISTS = ("pos", "fresh", "attacked", "changed", "attached", "bp", "sp", "locks", "chain")
    _SHARED = ("game", "teams", "team_of", "zone_table", "zone_lookup", "inputs", "mode", "opts", "zid",
               "ability_spots", "opponent_order")
    _DERIVED = ("flow_actors",)
    AUTO_SINGLE = True  # a choice of one (the only tribute, the only trigger) is no choice

    def add_card(self, definition: Any, owner: int, zone: int, index: int | None = None) -> int:
        uid = Match.add_card(self, definition, owner, zone, index)
        self.pos.append(0)
        return uid

    # -------------------------------------------------------------------------------------- small helpers

    def index_cards(self) -> None:
        """Derive :attr:`ability_spots` and :attr:`flow_actors` once every card is in the match."""
        spots = [set() for _ in range(self.n_players)]
        for u, d in enumerate(self.card_def):
            spots[self.card_owner[u]] |= d.activated_where
        self.ability_spots = tuple(frozenset(s) for s in spots)
        self.flow_actors = self.find_flow_actors()

    def resampled_hook(self, player: int) -> None:
        """A determinisation redeals definitions among hidden cards (:meth:`hidden_plan`): :attr:`flow_actors`
        is found again."""
        self.flow_actors = self.find_flow_actors()

    def find_flow_actors(self) -> tuple[int, ...]:
        """The uids whose definitions have an activated ability that works from the flow, in order."""
        return tuple([u for u, d in enumerate(self.card_def) if d.acts_from_flow])

    def alive(self, p: int) -> bool:
        """Whether player ``p`` is still in the game (always, in 1 vs 1)."""
        return not (self.out >> p) & 1

    def living_opponents(self, p: int) -> tuple[int, ...]:
        """The opponents of ``p`` still in the game, in turn order after ``p``."""
        opps = self.opponent_order[p]
        if not self.out:
            return opps
        out = self.out
        return tuple([q for q in opps if not (out >> q) & 1])

    # -------------------------------------------------------------------------------------- core hooks

    def on_resolve(self, ability: Any, ctx: Any) -> None:
        """A triggered ability resolves (the core's :func:`~tcgkit.core.effects.resolve_ability`): say so."""
        self.emit("trigger", ALL, player=ctx.controller, uid=ctx.source, when=ability.timing)

    def continuous_sources(self):
        """Face-up beings and lasting cards in force with constant effects (net beings by their mode)."""
        defs, pos, zid = self.card_def, self.pos, self.zid
        for p in range(self.n_players):
            for z in (zid.beings[p], zid.spells[p], zid.field_arcanum[p], zid.landmark[p]):
                for u in self.zones[z]:
                    if defs[u].statics and pos[u] != FACE_DOWN and (pos[u] == IN_FORCE or z == zid.beings[p]):
                        yield (u, u)

    def effect_checkpoint(self) -> bool:
        """Between the parts of an effect: a player at 0 bond points loses (or leaves) at once."""
        return self.mode.checkpoint(self)

    def hidden_plan(self, player: int) -> "IdentityPlan":
        """Determinisation by identities: every card ``player`` cannot see keeps its place and its state, and the
        *definitions* of those cards are redealt among them, per owner — face-down beings among the hidden beings,
        set cards among the hidden arcana and seals, then hand, deck and unseen exile (the cards of a player who is
        out) among themselves, the special deck apart.
        (Redealing places instead would move uids that ``player``'s own actions name, e.g. a face-down attack
        target; the uids are opaque handles because cards enter the match in a shuffled order.)"""
        zid, defs = self.zid, self.card_def
        hidden = [u for u in range(len(defs)) if not self.sees(player, u)]
        owners, groups = [], []
        for owner in range(self.n_players):
            own = [u for u in hidden if self.card_owner[u] == owner]
            if owner == player:  # only the own deck is hidden from its owner
                groups.append((own, _canonical(defs, own)))
                continue
            loose = [u for u in own if self.card_zone[u] in (zid.hand[owner], zid.deck[owner], zid.exile[owner])]
            down = [u for u in own if self.card_zone[u] == zid.beings[owner]]
            set_ = [u for u in own if self.card_zone[u] == zid.spells[owner]]
            beings = down + [u for u in loose if defs[u].type == BEING]
            arcana = set_ + [u for u in loose if defs[u].type in (ARCANUM, SEAL)]
            others = [u for u in loose if defs[u].type not in (BEING, ARCANUM, SEAL)]
            owners.append((down, set_, loose, _canonical(defs, beings), _canonical(defs, arcana),
                           _canonical(defs, others)))
            special = [u for u in own if self.card_zone[u] == zid.special_deck[owner] and defs[u].type in SPECIAL_TYPES]
            groups.append((special, _canonical(defs, special)))
        return IdentityPlan(owners, groups)


def _canonical(defs: list, uids: list) -> tuple:
    """The definitions of ``uids`` in a canonical order (by card id), so a plan does not tell how they lie."""
    return tuple(sorted((defs[u] for u in uids), key=lambda d: d.id))


class IdentityPlan(Plan):
    """Soulbound's determinisation plan (:meth:`SoulboundMatch.hidden_plan`): per other owner, the face-down
    beings take a random sample of the hidden beings' definitions and the set cards of the hidden arcana and
    seals, and hand and deck are dealt the rest; the own deck and each special deck are redealt among themselves."""

    __slots__ = ("owners",)

    def __init__(self, owners: list, groups: list) -> None:
        self.owners = tuple(o for o in owners if o[2] or o[0] or o[1])  # read by dealt_groups, in Plan's __init__
        super().__init__(identity_groups=groups)

    def dealt_groups(self) -> list:
        """Per owner the beings (when some are face down), the arcana (when some are set) and the places of hand and
        deck (positions: what is dealt there depends on the first two); then each group's definitions."""
        out: list = []
        for down, set_, loose, beings, arcana, _others in self.owners:
            out += ([beings] if down else []) + ([arcana] if set_ else []) + [range(len(loose))]
        return out + [definitions for _uids, definitions in self.identity_groups]

    def apply(self, m: Any, rng: Any) -> None:
        dealt = self.deal.deal(rng) if self.size else []
        o = 0  # where the next group starts in dealt
        defs = m.card_def
        for down, set_, loose, beings, arcana, others in self.owners:
            # with no face-down being (set card) to deal, the beings (arcana) all go to hand and deck, dealt below
            if down:
                b = dealt[o:o + len(beings)]
                o += len(beings)
            else:
                b = list(beings)
            if set_:
                a = dealt[o:o + len(arcana)]
                o += len(arcana)
            else:
                a = list(arcana)
            for u, d in zip(down, b):
                defs[u] = d
            for u, d in zip(set_, a):
                defs[u] = d
            rest = b[len(down):] + a[len(set_):]
            rest.extend(others)
            for u, i in zip(loose, dealt[o:o + len(loose)]):
                defs[u] = rest[i]
            o += len(loose)
        for uids, _definitions in self.identity_groups:
            for u, d in zip(uids, dealt[o:o + len(uids)]):
                defs[u] = d
            o += len(uids)
