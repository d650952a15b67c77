"""GWENT's scenario vocabulary (docs/games/gwent.md#scenarios): its ``setup``, ``do`` forms and ``expect`` keys.

The core reads the envelope, card references, zones by name and the shared expectations (``decision``, ``legal``,
``zones``, ``cards``, ``events`` …); this adapter adds only GWENT's own. Cards are named by their English name (or
id), as in a decklist; a card reference is ``NAME[@PLAYER][#K]``.

``setup`` builds a position in the middle of a round (no deal, no redraw, no coin); a scenario that starts from
decklists (the envelope's ``decks``, ``seed`` and ``settings: {mode}``) plays the normal start instead: the deal,
the redraw, the coin::

    setup:
      mode: standard            # any mode but tournament; 2v2 seats 0 & 2 vs 1 & 3; solo: seat 1 is the automaton
      seed: 7
      round: 1                  # current round (default 1)
      turn: 0                   # whose turn (default 0)
      players:                  # one entry per seat
        - leader: Foltest - The Siegemaster     # default: the faction's first leader (faction: NAME)
          hand: [Decoy, Blue Stripes Commando]
          deck: [Ghoul, Ghoul]                  # bottom first: the top card LAST
          leader_stack: [King Bran, Crach an Craite]   # solo automaton: its face-down leaders, top LAST
          discard: [Ves]
          leader_used: false
          passed: false
      sides:                    # one entry per side (board half)
        - close: [Blue Stripes Commando, {card: Prince Stennis, owner: 1}, {card: Ves, strength: 3}]
          close_special: Commander's Horn       # or ranged_special / siege_special
          discard: [Poor Fucking Infantry]
          gems: 2
          horn: [siege]         # leader horns on rows
      weather: [Biting Frost]
      points: [0, 0, 0]         # FFA
      run: true                 # false: build the position only (no turn runs; for pure strength checks)

A card entry ``{card: NAME, strength: N}`` sets the card's strength for the scenario (its current strength when
nothing else applies; weather, horns and bonds still act on it); a row's value is the sum of its units', so it is
set through them. A setup the rules refuse (2 vs 2 teammates of one faction) raises the rules' own error: write it
with the envelope's ``refused:``.

``do`` forms: ``pass``, ``leader``, ``keep``; ``{play: NAME, row: close|ranged|siege, side: N, target: NAME}``;
``{redraw: NAME}``; ``{medic: NAME, row, side}``; ``{pick: NAME, row}``; ``{take: NAME}``; ``{discard: NAME}``;
``{first: SEAT}``; ``{target_player: SEAT}``; ``{deck: INDEX}``; ``{none: true}``; or a raw action list.

``expect`` keys: ``totals`` (per side), ``row_totals`` (per side, 3 each), ``strength`` ({NAME: value, or the
values of every board copy}), ``board`` (per side: {row: [names]}, multisets), ``hand``, ``side_deck`` ({seat:
[names]}), ``hand_size``, ``deck_size`` ({seat: n}), ``discard`` ({side: [names]}), ``weather`` (row names),
``gems``, ``points``, ``round``, ``passed``, ``current``, ``leader_used``; card keys ``strength`` (``cards: {NAME:
{strength: N}}``). Events the setup emitted (a White Flame's cancellation) are the core's ``setup_events``. GWENT has
no card authoring: a scenario's ``cards`` is refused.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tcgkit.core.errors import ScenarioError
from tcgkit.core.scenario import ScenarioAdapter, find_cards, mismatch
from tcgkit.core.scenario.refs import CardRef
from tcgkit.games.gwent.board import FACTIONS, ROWS
from tcgkit.games.gwent.build import build_match
from tcgkit.games.gwent.match import new_card
from tcgkit.games.gwent.decks import GwentDeck
from tcgkit.games.gwent.passives import apply_white_flame, update_passives
from tcgkit.games.gwent.modes import MODES

SETUP_KEYS = {"mode", "seed", "round", "turn", "players", "sides", "weather", "points", "run"}
PLAYER_KEYS = {"leader", "faction", "hand", "deck", "leader_used", "passed", "discard", "leader_stack"}
SIDE_KEYS = {"close", "ranged", "siege", "close_special", "ranged_special", "siege_special", "discard", "gems", "horn"}
EXPECT_KEYS = ("totals", "row_totals", "strength", "board", "hand", "side_deck", "hand_size", "deck_size", "discard",
               "weather", "gems", "points", "round", "passed", "current", "leader_used")


class GwentScenarios(ScenarioAdapter):
    """GWENT's side of scenario files."""

    def card_id(self, definition: Any) -> str:
        return definition.name

    def find(self, m: Any, ref: Any, where: str) -> list[int]:
        r = CardRef.parse(ref, where)
        card = self.game.pool.find(r.id)
        if card is None:
            raise ScenarioError(f"{where}: unknown card {r.id!r}")
        return find_cards(m, CardRef(card.name, r.owner, r.nth), where, self.card_id, self.rank)

    # ------------------------------------------------------------------------------------------- setup

    def build(self, spec: dict, source: str) -> Any:
        """Build the position of a scenario's ``setup``.

        Raises:
            ScenarioError: unknown keys, cards, factions or modes (naming the key).
            TcgkitError: the rules refuse the set-up (e.g. 2 vs 2 teammates of one faction).
        """
        game = self.game
        if not isinstance(spec, dict):
            raise ScenarioError(f"{source}: setup must be a mapping")
        unknown = set(spec) - SETUP_KEYS
        if unknown:
            raise ScenarioError(f"{source}: setup: unknown key(s) {sorted(unknown)}; known: {sorted(SETUP_KEYS)}")
        mode = spec.get("mode", "standard")
        if mode not in MODES:
            raise ScenarioError(f"{source}: setup.mode: unknown mode {mode!r}; modes: {', '.join(MODES)}")
        seed = int(spec.get("seed", 0))
        players = spec.get("players") or []
        if mode == "tournament":
            raise ScenarioError(f"{source}: setup: a tournament scenario starts from six decks (the envelope's "
                                f"decks, with settings: {{mode: tournament}})")
        decks = [self._leader_deck(pl, i, source) for i, pl in enumerate(players or [{}, {}])]
        m = build_match(game, decks, seed, mode=mode)
        for p, pl in enumerate(players):
            self._player(m, p, pl, source)
        for s, sd in enumerate(spec.get("sides") or []):
            self._side(m, s, sd, source)
        for ref in spec.get("weather", []):
            uid = self._add(m, ref, 0, m.zweather, "setup.weather", source)
            m.weather_mask |= m.card_def[uid].weather_mask
        for i, v in enumerate(spec.get("points", [])):
            m.points[i] = int(v)
        m.card_str = [0] * len(m.card_def)
        m.round = int(spec.get("round", 1))
        m.active = m.starter = m.first_of_game = int(spec.get("turn", 0))
        apply_white_flame(m)
        update_passives(m)
        m.inputs = {"decks": [game.deck_to_json(d) for d in decks], "seed": seed, "setup": {"mode": mode}}
        m.step_i = m.flow.index["turn"]  # mid-round: the flow goes on with the current seat's turn
        if spec.get("run", True):
            m.run()
        return m

    def _leader_deck(self, pl: Any, i: int, source: str) -> GwentDeck:
        if not isinstance(pl, dict):
            raise ScenarioError(f"{source}: setup.players[{i}] must be a mapping")
        bad = set(pl) - PLAYER_KEYS
        if bad:
            raise ScenarioError(f"{source}: setup.players[{i}]: unknown key(s) {sorted(bad)}")
        if pl.get("leader"):
            return GwentDeck(self._card(pl["leader"], source, f"setup.players[{i}].leader"), ())
        fac = pl.get("faction", FACTIONS[i % 5])
        leaders = self.game.pool.leaders(fac)
        if not leaders:
            raise ScenarioError(f"{source}: setup.players[{i}].faction: unknown faction {fac!r}")
        return GwentDeck(leaders[0], ())

    def _player(self, m: Any, p: int, pl: dict, source: str) -> None:
        for ref in pl.get("deck", []):
            self._add(m, ref, p, m.zdeck[p], f"setup.players[{p}].deck", source)
        for ref in pl.get("hand", []):
            self._add(m, ref, p, m.zhand[p], f"setup.players[{p}].hand", source)
        for ref in pl.get("discard", []):
            self._add(m, ref, p, m.zdisc[m.team_of[p]], f"setup.players[{p}].discard", source)
        if "leader_stack" in pl:
            stack = m.zones[m.zlstack[p]]
            if not stack:
                raise ScenarioError(f"{source}: setup.players[{p}].leader_stack: only the solo automaton has one")
            order = []
            for ref in pl["leader_stack"]:
                card = self._card(ref, source, f"setup.players[{p}].leader_stack")
                uid = next((u for u in stack if m.card_def[u].name == card.name and u not in order), None)
                if uid is None:
                    raise ScenarioError(f"{source}: setup.players[{p}].leader_stack: {card.name} is not one of the "
                                        "automaton's leaders")
                order.append(uid)
            rest = [u for u in stack if u not in order]
            stack[:] = rest + order  # the named leaders on top, in the order given (top last)
        m.leader_used[p] = 1 if pl.get("leader_used") else 0
        m.passed[p] = 1 if pl.get("passed") else 0

    def _side(self, m: Any, s: int, sd: Any, source: str) -> None:
        if not isinstance(sd, dict) or set(sd) - SIDE_KEYS:
            raise ScenarioError(f"{source}: setup.sides[{s}]: keys are {sorted(SIDE_KEYS)}")
        owner = m.teams[s][0]
        for r, row in enumerate(ROWS):
            for ref in sd.get(row, []):
                self._add(m, ref, owner, m.zrow[s][r], f"setup.sides[{s}].{row}", source)
            if sd.get(row + "_special"):
                self._add(m, sd[row + "_special"], owner, m.zspec[s][r], f"setup.sides[{s}].{row}_special", source)
        for ref in sd.get("discard", []):
            self._add(m, ref, owner, m.zdisc[s], f"setup.sides[{s}].discard", source)
        if "gems" in sd:
            m.gems[s] = int(sd["gems"])
        for row in sd.get("horn", []):
            m.row_horn[s * 3 + ROWS.index(row)] = 1

    def _card(self, ref: Any, source: str, where: str) -> Any:
        name = ref["card"] if isinstance(ref, dict) else ref
        card = self.game.pool.find(str(name))
        if card is None:
            raise ScenarioError(f"{source}: {where}: unknown card {name!r}")
        return card

    def _add(self, m: Any, ref: Any, owner: int, zone: int, where: str, source: str) -> int:
        card = self._card(ref, source, where)
        if isinstance(ref, dict):
            bad = set(ref) - {"card", "owner", "strength"}
            if bad:
                raise ScenarioError(f"{source}: {where}: a card entry has keys card, owner, strength; "
                                    f"not {sorted(bad)}")
            owner = int(ref.get("owner", owner))
            if "strength" in ref:
                if not card.is_unit:
                    raise ScenarioError(f"{source}: {where}: {card.name} is not a unit; it has no strength")
                card = dataclasses.replace(card, strength=int(ref["strength"]))
        return new_card(m, self.game.pool, card, owner, zone)

    def deck(self, text: str, where: str) -> GwentDeck:
        """A decklist text (docs/games/gwent.md#deck-format)."""
        return self.game.parse_deck(text, where)

    # ------------------------------------------------------------------------------------------- do

    def action(self, m: Any, item: Any, source: str) -> tuple:
        """A ``do`` item (module docstring) → an action of the pending decision.

        Raises:
            ScenarioError: a malformed item or a card that is not where the action needs it.
        """
        if isinstance(item, list):
            return tuple(item)
        if isinstance(item, str):
            if item in ("pass", "leader", "keep"):
                return (item,)
            raise ScenarioError(f"{source}: unknown step {item!r}; expected pass, leader, keep or a mapping")
        if not isinstance(item, dict):
            raise ScenarioError(f"{source}: a step must be a string, a list or a mapping, not {item!r}")
        d = m.pending
        p = d.player if d is not None else 0
        side = m.team_of[p]
        row = ROWS.index(item["row"]) if "row" in item else None
        if "play" in item:
            uid = self._find_in(m, [m.zhand[p]], item["play"], source, "play")
            card = m.card_def[uid]
            if card.is_unit:
                r = row if row is not None else card.rows[0]
                if card.spy:
                    return ("spy", uid, r, int(item.get("side", next(s for s in range(m.n_sides) if s != side))))
                return ("unit", uid, r)
            if card.type == "weather":
                return ("weather", uid)
            if card.special == "decoy":
                return ("decoy", uid, self._find_in(m, list(m.zrow[side]), item["target"], source, "decoy target"))
            if card.special in ("horn", "mardroeme"):
                return (card.special, uid, row if row is not None else 0)
            return (card.special, uid)
        if "redraw" in item:
            return ("redraw", self._find_in(m, [m.zhand[p]], item["redraw"], source, "redraw"))
        if "medic" in item:
            uid = self._find_in(m, [m.zdisc[side]], item["medic"], source, "medic")
            card = m.card_def[uid]
            r = row if row is not None else card.rows[0]
            if card.spy:
                return ("spy", uid, r, int(item.get("side", 1 - side)))
            return ("unit", uid, r)
        if "pick" in item:
            uid = self._find_in(m, [m.zdeck[p]], item["pick"], source, "pick")
            card = m.card_def[uid]
            if d is not None and d.kind == "leader_search":
                return ("pick", uid)
            if card.type == "weather":
                return ("weather", uid)
            if card.special == "mardroeme":
                return ("mardroeme", uid, row if row is not None else 0)
            return ("unit", uid, row if row is not None else card.rows[0])
        if "take" in item:
            return ("take", self._find_in(m, list(m.zdisc), item["take"], source, "take"))
        if "discard" in item:
            return ("discard", self._find_in(m, [m.zhand[p]], item["discard"], source, "discard"))
        for key in ("first", "target_player", "deck"):
            if key in item:
                return (key, int(item[key]))
        if "none" in item:
            return ("none",)
        raise ScenarioError(f"{source}: cannot read step {item!r}")

    def _find_in(self, m: Any, zones: list, name: str, source: str, what: str) -> int:
        card = self._card(name, source, what)
        for z in zones:
            for u in m.zones[z]:
                if m.card_def[u].name == card.name:
                    return u
        raise ScenarioError(f"{source}: {what}: no {card.name} where the action looks for it")

    # ------------------------------------------------------------------------------------------- expect

    def expect_keys(self) -> tuple[str, ...]:
        return EXPECT_KEYS

    def card_expect(self, m: Any, uid: int, key: str, want: Any, where: str) -> list[str] | None:
        if key == "strength":
            return mismatch(where, want, m.strength(uid))
        return None

    def expect(self, m: Any, key: str, want: Any, where: str) -> list[str] | None:
        pool = self.game.pool

        def names(zone: int) -> list[str]:
            return sorted(m.card_def[u].name for u in m.zones[zone])

        def named(items: Any) -> list[str]:
            items = [items] if isinstance(items, str) else items
            return sorted(pool.find(n).name if pool.find(n) else n for n in items)

        if key == "totals":
            return mismatch(key, list(want), [m.total(s) for s in range(m.n_sides)])
        if key == "row_totals":
            return mismatch(key, [list(x) for x in want], [[m.row_total(s, r) for r in range(3)]
                                                           for s in range(m.n_sides)])
        if key == "strength":
            out = []
            for name, val in want.items():
                card = pool.find(name)
                got = [m.strength(u) for s in range(m.n_sides) for z in m.zrow[s] for u in m.zones[z]
                       if card is not None and m.card_def[u].name == card.name]
                out += mismatch(f"strength[{name}]", val, got) if isinstance(val, list) else \
                    mismatch(f"strength[{name}]", [val], got[:1])
            return out
        if key == "board":
            out = []
            for s, rows in enumerate(want):
                for row, items in rows.items():
                    z = m.zspec[s][ROWS.index(row[:-8])] if row.endswith("_special") else m.zrow[s][ROWS.index(row)]
                    out += mismatch(f"board[{s}].{row}", named(items), names(z))
            return out
        if key in ("hand", "side_deck", "discard"):
            zmap = {"hand": m.zhand, "side_deck": m.zside, "discard": m.zdisc}[key]
            return [x for who, items in want.items() for x in mismatch(f"{key}[{who}]", named(items),
                                                                        names(zmap[int(who)]))]
        if key in ("hand_size", "deck_size"):
            zmap = m.zhand if key == "hand_size" else m.zdeck
            return [x for seat, n in want.items() for x in mismatch(f"{key}[{seat}]", n, len(m.zones[zmap[int(seat)]]))]
        if key == "weather":
            return mismatch(key, list(want), [ROWS[r] for r in range(3) if m.weather_mask >> r & 1])
        if key in ("gems", "points"):
            return mismatch(key, list(want), list(getattr(m, key)))
        if key == "round":
            return mismatch(key, want, m.round)
        if key == "current":  # the seat whose turn it is: the core's turn player
            return mismatch(key, want, m.active)
        if key in ("passed", "leader_used"):
            return mismatch(key, list(want), [bool(x) for x in getattr(m, key)])
        return None
