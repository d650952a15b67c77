"""A seat's observation as one fixed-length vector, built only from ``view(seat)`` (docs/env.md, "Observations").

The layout is fixed per game (the most seats of any mode, the union of the zones of every mode, every card slot),
so one policy can read every mode of a game. Seats and teams are *relative*: block 0 is the observing seat (its
team), block 1 the next seat in seat order, and so on; absent seats are zeros. The vector, in order:

1. table: ``players``, ``waiting_for`` and ``turn_player`` (relative seats, -1 for nobody), ``ended``, a one-hot of
   the kind of the observer's pending decision (the game's declared decision kinds), then the game's table
   features;
2. per seat: ``present``, ``teammate``, the card count of each zone a player owns, then the game's seat features;
3. per team: the card count of each zone a team owns (a team's shared shields), if the game has any;
4. the card count of each shared zone;
5. per card slot: ``visible``, ``zone`` (1 + index into the zone list), ``zone_owner`` (1 + relative seat or team;
   0 shared), ``position`` in its zone, ``card`` (1 + index of its id in the sorted card pool, 0 for an id outside
   the pool), ``owner`` (relative seat), then the game's card features. A slot the observer cannot see (a hidden
   card, or no card) is all zeros.

Everything is read from the view (``to_dict()`` and its public accessors); numbers are clipped to ``±LIMIT``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from tcgkit.core.game import Game
from tcgkit.core.view import View
from tcgkit.env.specs import GameSpec

LIMIT = 1_000_000.0
"""Observation values are clipped to ``[-LIMIT, LIMIT]`` (the observation space's bounds)."""

CARD_BASE = ("visible", "zone", "zone_owner", "position", "card", "owner")


def zone_layout(game: Game) -> list[tuple[str, str]]:
    """``(zone name, scope)`` of every zone of any mode of the game, in the order the game declares them.

    Read from one match per mode on the game's default decks (the layout is the game's structure, not a position).
    """
    seen: dict[str, str] = {}
    for mode, want in game.modes().items():
        n = want if isinstance(want, int) else want[0]
        try:
            decks = game.default_decks(mode)
            m = game.new_match(list(decks)[:n], 0, log_events=False, mode=mode)
        except Exception:  # a mode without shipped decks: its zones are another mode's
            continue
        for zone in m.zone_table:
            seen.setdefault(zone.spec.name, zone.spec.scope)
    return list(seen.items())


class Observer:
    """Builds observation vectors of one game (see the module docstring)."""

    def __init__(self, game: Game, spec: GameSpec, layout: list[tuple[str, str]]) -> None:
        self.spec = spec
        self.decisions = list(game.kinds.decisions)
        self.zones = {name: i for i, (name, _) in enumerate(layout)}
        self.scope = dict(layout)
        self.player_zones = [n for n, s in layout if s == "player"]
        self.team_zones = [n for n, s in layout if s == "team"]
        self.shared_zones = [n for n, s in layout if s == "shared"]
        pool = game.pool if isinstance(game.pool, Mapping) else getattr(game.pool, "by_id", {})
        self.card_index = {str(k): i + 1 for i, k in enumerate(sorted(map(str, pool)))}
        self.card_width = len(CARD_BASE) + len(spec.card_features)
        self.head = 4 + len(self.decisions) + len(spec.table_names)
        self.seat_width = 2 + len(self.player_zones) + len(spec.seat_names)
        self.size = (self.head + spec.seats * self.seat_width + spec.seats * len(self.team_zones)
                     + len(self.shared_zones) + spec.cards * self.card_width)

    def names(self) -> list[str]:
        """A name for every position of the vector (``seat1.hand``, ``card17.zone`` …), for documentation."""
        spec = self.spec
        out = ["players", "waiting_for", "turn_player", "ended"]
        out += [f"decision={k}" for k in self.decisions] + list(spec.table_names)
        for r in range(spec.seats):
            out += [f"seat{r}.{f}" for f in ("present", "teammate", *self.player_zones, *spec.seat_names)]
        for r in range(spec.seats):
            out += [f"team{r}.{z}" for z in self.team_zones]
        out += [f"shared.{z}" for z in self.shared_zones]
        for slot in range(spec.cards):
            out += [f"card{slot}.{f}" for f in (*CARD_BASE, *spec.card_features)]
        return out

    def encode(self, view: View, d: dict) -> np.ndarray:
        """The observation of ``view`` (``d`` is ``view.to_dict()``), as float32."""
        spec = self.spec
        me, n = view.me, view.n_players
        out = np.zeros(self.size, dtype=np.float32)

        def rel(p: int | None) -> int:
            return -1 if p is None or p < 0 else (p - me) % n

        pending = d.get("decision")
        head = [n, rel(d.get("waiting_for")), rel(view.active), float(d["ended"])]
        head += [float(pending is not None and pending["kind"] == k) for k in self.decisions]
        head += list(spec.table_features(view, d)) if spec.table_features else []
        out[:len(head)] = head
        counts = {(z["zone"], z["owner"]): z["count"] for z in d["zones"]}
        my_team = view.team_of(me)
        teams = max(view.team_of(p) for p in range(n)) + 1
        at = self.head
        for r in range(spec.seats):
            if r < n:
                p = (me + r) % n
                row = [1.0, float(view.team_of(p) == my_team)] + [counts.get((z, p), 0) for z in self.player_zones]
                row += list(spec.seat_features(view, d, p)) if spec.seat_features else []
                out[at:at + len(row)] = row
            at += self.seat_width
        for r in range(spec.seats):
            if r < teams and self.team_zones:
                t = (my_team + r) % teams
                out[at:at + len(self.team_zones)] = [counts.get((z, t), 0) for z in self.team_zones]
            at += len(self.team_zones)
        out[at:at + len(self.shared_zones)] = [counts.get((z, -1), 0) for z in self.shared_zones]
        at += len(self.shared_zones)
        extra = spec.card_extra(d) if spec.card_extra else {}
        width = self.card_width
        for z in d["zones"]:
            scope = self.scope.get(z["zone"], "shared")
            owner = 0 if scope == "shared" else 1 + (rel(z["owner"]) if scope == "player" else
                                                     (z["owner"] - my_team) % teams)
            for pos, card in enumerate(z["cards"]):
                if card is None or not 0 <= card["uid"] < spec.cards:
                    continue
                uid = card["uid"]
                feats = {**card, **extra.get(uid, {})}
                row = [1.0, 1 + self.zones.get(z["zone"], -1), owner, pos, self.card_index.get(str(card["id"]), 0),
                       rel(view.owner(uid))] + [_number(feats.get(f)) for f in spec.card_features]
                out[at + uid * width:at + uid * width + width] = row
        np.clip(out, -LIMIT, LIMIT, out=out)
        return out


def _number(x: Any) -> float:
    """A feature value as a number: bools 0/1, ``None`` and non-numbers 0."""
    if isinstance(x, bool):
        return float(x)
    if isinstance(x, (int, float)):
        return float(x)
    return 0.0
