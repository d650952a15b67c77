"""The card table: cards as integers in zones with visibility, and the match's own randomness.

:class:`CardTable` is the half of :class:`~tcgkit.core.match.Match` that knows cards, zones and who may see what
(DESIGN.md contract 4) — laying out the zones, moving cards, reveals, shuffles, determinisation — so the match class
itself holds the rules runtime (decisions, frames, events) and stays small. It is a mixin without slots of its own:
the state it reads (``zones``, ``card_zone``, ``revealed`` …) is declared by :class:`Match`.
"""

from __future__ import annotations

from typing import Any, Sequence

from tcgkit.core import rng as _rng
from tcgkit.core.determinize import Plan, place_plan
from tcgkit.core.memo import IdentityMemo
from tcgkit.core.zones import ALL, Visibility, Zone, ZoneSpec

# the members as module constants: reading ``Visibility.PUBLIC`` goes through the enum class (about 50 ns on CPython
# 3.11, against 5 for a global), and every move and every visibility check compares with them
_PUBLIC, _PRIVATE = Visibility.PUBLIC, Visibility.PRIVATE

class CardTable:
    """Cards, zones, visibility and randomness of a match (see the module docstring)."""

    __slots__ = ()

    def add_card(self, definition: Any, owner: int, zone: int, index: int | None = None) -> int:
        """Create a card instance (at set-up, or a token) and put it into ``zone``; returns its uid."""
        uid = len(self.card_def)
        self.card_def.append(definition)
        self.card_owner.append(owner)
        self.card_zone.append(zone)
        self.revealed.append(0)
        if index is None:
            self.zones[zone].append(uid)
        else:
            self.zones[zone].insert(index, uid)
        return uid

    def add_cards(self, definitions: Sequence[Any], owner: int, zone: int) -> range:
        """Put a new card of each definition on top of ``zone`` in order (a deck at set-up); returns their uids.
        Same as :meth:`add_card` for each; a game whose cards carry more per-card state may spell it out in bulk
        (a match is built thousands of times in a simulation)."""
        start = len(self.card_def)
        for d in definitions:
            self.add_card(d, owner, zone)
        return range(start, len(self.card_def))

    def resample_hidden(self, player: int, rng: "_rng.Rng", plan: "Plan | None" = None) -> None:
        """Redeal every card ``player`` cannot see, consistently with what ``player`` knows (determinisation).

        Cards hidden from ``player`` (SECRET zones, PRIVATE zones ``player`` does not view) and not revealed to
        ``player`` are pooled per :meth:`resample_group` (by default: per owner) and permuted among the same places,
        so zone sizes, every visible card and every card ``player`` knows the place of stay as they are. The
        decklists are assumed known, as is usual for determinisation in card-game search. The result depends only
        on what ``player`` knows and on ``rng`` (:mod:`tcgkit.core.determinize`). The match's own generator is
        reseeded from ``rng`` as well: what chance brings later (a shuffle, a coin) is not known either.

        Args:
            player: whose knowledge to keep.
            rng: the agent's generator (not the match's: resampling must not disturb the match's own RNG).
            plan: :meth:`hidden_plan` of this position for ``player``, made once for many determinisations of
                it (default: made now).
        """
        (plan or self.hidden_plan(player)).apply(self, rng)
        self.rng_state = _rng.seed_state(rng.below(1 << 62))  # the match's own future chance events are unknown too
        self.resampled_hook(player)

    def hidden_plan(self, player: int) -> "Plan":
        """What :meth:`resample_hidden` redeals for ``player`` in this position, as a reusable
        :class:`~tcgkit.core.determinize.Plan` (default: hidden cards trade places within their
        :meth:`resample_group`). Games whose hidden cards carry state with their place override it."""
        bit = 1 << player
        revealed = self.revealed
        places: dict[Any, list[tuple[int, int]]] = {}
        group = self.resample_group
        for zone in self.zone_table:
            vis = zone.spec.visibility
            if vis == _PUBLIC or (vis == _PRIVATE and zone.viewers & bit):
                continue
            z = zone.id
            for i, uid in enumerate(self.zones[z]):
                if not revealed[uid] & bit:
                    key = group(uid, zone)
                    spots = places.get(key)
                    if spots is None:
                        places[key] = [(z, i)]
                    else:
                        spots.append((z, i))
        return place_plan(self, player, places)

    def resample_group(self, uid: int, zone: Zone) -> Any:
        """Which hidden cards may trade places in :meth:`resample_hidden`: those with equal keys. Default: the owner.

        Games whose hidden zones hold cards that can never be in each other's places (e.g. a resource deck beside
        a main deck) return a finer key so determinised positions stay legal."""
        return self.card_owner[uid]

    def resampled_hook(self, player: int) -> None:
        """Called after :meth:`resample_hidden`; games with derived caches rebuild them here."""

    # -------------------------------------------------------------------------------------------- randomness

    def rand_below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` from the match's own generator."""
        x = _rng.next_state(self.rng_state)
        self.rng_state = x
        return (_rng.output(x) * n) >> 64

    def shuffle_zone(self, zone: int) -> None:
        """Shuffle a zone in place and forget every reveal of its cards."""
        cards = self.zones[zone]
        x = self.rng_state
        mask = _rng.MASK64
        for i in range(len(cards) - 1, 0, -1):
            # rand_below(i + 1) spelt out (rng.next_state, rng.output): every deck is shuffled at set-up, and these
            # three calls a card were about 3 % of a Gundam random game's Python calls
            x ^= x >> 12
            x ^= (x << 25) & mask
            x ^= x >> 27
            j = (((x * 0x2545F4914F6CDD1D) & mask) * (i + 1)) >> 64
            cards[i], cards[j] = cards[j], cards[i]
        self.rng_state = x
        revealed = self.revealed
        for uid in cards:
            revealed[uid] = 0

    # ------------------------------------------------------------------------------------------ zones, cards

    def zone(self, name: str, owner: int = -1) -> int:
        """The id of zone ``name`` of ``owner`` (player, team, or -1 for a shared zone).

        Raises:
            KeyError: no such zone.
        """
        return self.zone_lookup[(name, owner)]

    def zone_ids(self, name: str) -> tuple[int, ...]:
        """The ids of every zone called ``name``, indexed by owner (player or team): e.g. each player's hand.

        Raises:
            KeyError: no zone of that name.
        """
        ids = tuple(z.id for z in self.zone_table if z.spec.name == name)
        if not ids:
            raise KeyError(name)
        return ids

    def move(self, uid: int, dest: int, index: int | None = None) -> None:
        """Move a card to zone ``dest`` (at ``index``, default the end/top).

        Whoever could see the card where it was and therefore saw it go keeps knowing it (its reveal mask),
        so e.g. a unit returned to its owner's hand stays known to the opponent until that hand is shuffled away.
        """
        src = self.card_zone[uid]
        # seen_mask(uid) spelt out: every draw, deployment and destruction moves a card
        zone = self.zone_table[src]
        vis = zone.spec.visibility
        revealed = self.revealed
        if vis == _PUBLIC:
            revealed[uid] = ALL
        elif vis == _PRIVATE:
            revealed[uid] |= zone.viewers
        there = self.zones[src]
        if there[-1] == uid:  # the top card (a draw, a shield): no scan of the zone
            there.pop()
        else:
            there.remove(uid)
        if index is None:
            self.zones[dest].append(uid)
        else:
            self.zones[dest].insert(index, uid)
        self.card_zone[uid] = dest

    def seen_mask(self, uid: int) -> int:
        """Bitmask of the players who see ``uid`` where it is now; :data:`ALL` if everybody does."""
        zone = self.zone_table[self.card_zone[uid]]
        vis = zone.spec.visibility
        if vis == _PUBLIC:
            return ALL
        if vis == _PRIVATE:
            return zone.viewers | self.revealed[uid]
        return self.revealed[uid]

    def sees(self, player: int | None, uid: int) -> bool:
        """Whether ``player`` (``None``: a spectator) may see the identity of card ``uid`` (:meth:`seen_mask`
        spelt out: views ask it before every read of a card)."""
        zone = self.zone_table[self.card_zone[uid]]
        vis = zone.spec.visibility
        if vis == _PUBLIC:
            return True
        mask = zone.viewers | self.revealed[uid] if vis == _PRIVATE else self.revealed[uid]
        if player is None:
            return mask == ALL
        return bool(mask & (1 << player))

    def reveal(self, uid: int, mask: int = ALL) -> None:
        """Let the players in ``mask`` (default everybody) know card ``uid`` where it is."""
        self.revealed[uid] |= mask

    def opponents(self, player: int) -> list[int]:
        """Every player not on ``player``'s team."""
        team = self.team_of[player]
        return [p for p in range(self.n_players) if self.team_of[p] != team]


# ---------------------------------------------------------------------------------------------------- helpers

    def next_seat(self, player: int) -> int:
        """The player after ``player`` in turn order (default: the next seat, ``player + 1`` wrapping). Games whose
        turn order is chosen at the table (e.g. clockwise or counterclockwise) or skips eliminated players override
        it; the trigger queue orders players by it (:func:`tcgkit.core.effects.triggers.resolve_waiting`)."""
        return (player + 1) % self.n_players


_LAYOUTS = IdentityMemo()
""":func:`lay_out`'s results by the tuple of specs (its identity), the seats, the teams and the team visibility."""


def lay_out(specs: Sequence[ZoneSpec], n_players: int, teams: tuple, team_of: list[int],
             team_visibility: bool) -> tuple[tuple[Zone, ...], dict[tuple[str, int], int]]:
    """One zone instance per owner of each spec: per player, per team, or one shared; with its viewers mask.

    Every match of a mode lays out the same zones, so the result for a tuple of specs is kept (:data:`_LAYOUTS`):
    the zones and the lookup are immutable, shared between matches as between clones."""
    shared = type(specs) is tuple  # a list may change after the call: laid out afresh each time
    if shared:
        kept = _LAYOUTS.get(specs, (n_players, teams, team_visibility))
        if kept is not None:
            return kept
    table: list[Zone] = []
    lookup: dict[tuple[str, int], int] = {}
    for spec in specs:
        if spec.scope == "player":
            owners = range(n_players)
        elif spec.scope == "team":
            owners = range(len(teams))
        else:
            owners = range(-1, 0)
        for owner in owners:
            if spec.scope == "player":
                viewers = 1 << owner
                if team_visibility:
                    for mate in teams[team_of[owner]]:
                        viewers |= 1 << mate
            elif spec.scope == "team":
                viewers = 0
                for mate in teams[owner]:
                    viewers |= 1 << mate
            else:
                viewers = (1 << n_players) - 1
            zone = Zone(len(table), spec, owner, viewers)
            lookup[(spec.name, owner)] = zone.id
            table.append(zone)
    laid_out = (tuple(table), lookup)
    if shared:
        _LAYOUTS.put(specs, laid_out, (n_players, teams, team_visibility))
    return laid_out
